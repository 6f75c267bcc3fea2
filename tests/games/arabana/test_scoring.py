"""The scoring table of the rules, row by row, and scorings reached in play."""

from __future__ import annotations

import pytest

from bot.games.arabana.scoring import island_points
from tests.games.arabana.helpers import position

ROWS = [
    # (island class, spots, own bridges, small scoring, big scoring)
    ("small", 3, 2, 1, 2),
    ("small", 3, 3, 0, 1),
    ("large", 5, 3, 2, 3),
    ("large", 5, 4, 1, 2),
    ("large", 5, 5, 0, 1),
    ("Lusepil", 7, 4, 3, 4),
    ("Lusepil", 7, 5, 2, 3),
    ("Lusepil", 7, 6, 1, 2),
    ("Lusepil", 7, 7, 0, 1),
]


@pytest.mark.parametrize(("kind", "spots", "own", "small", "big"), ROWS, ids=[f"{r[0]}-{r[2]}of{r[1]}" for r in ROWS])
def test_scoring_table_row(kind: str, spots: int, own: int, small: int, big: int) -> None:
    assert island_points(spots, own, big=False) == small
    assert island_points(spots, own, big=True) == big


def test_free_and_opponent_spots_both_score() -> None:
    # Nuridan 3 of 5 for Red with one free spot and one Blue bridge: 2 points either way.
    state = position(
        3,
        bridges={"Kahiko-Nuridan": 0, "Lusepil-Nuridan": 0, "Manawa-Nuridan": 0, "Nuridan-Opodopo": 1},
        control={"Nuridan": 0},
    )
    assert state.view(None)["standing"] == [2, 0, 0]


def test_small_scoring_ends_the_first_pass() -> None:
    # Red rules Pipi 2 of 3 (1) and Nuridan 3 of 5 (2); Blue rules nothing. The last display card ends pass 1.
    state = position(
        3,
        bridges={"Kahiko-Pipi": 0, "Nuridan-Pipi": 0, "Lusepil-Nuridan": 0, "Manawa-Nuridan": 0, "Opodopo-Pipi": 1},
        control={"Pipi": 0, "Nuridan": 0},
        hands={2: ["Ahu"]},
        display=[None, "Eloi", None, None],
        bag=[],
        played=[1] * 16,
        turn=2,
    )
    events = state.apply(2, "draw display 2")
    scoring = next(e for e in events if e.kind == "scoring")
    assert scoring.data == {"kind": "small", "points": [3, 0, 0], "scores": [3, 0, 0]}
    view = state.view(None)
    assert view["pass"] == 2 and view["scores"] == [3, 0, 0]
    assert view["turn"] == 0  # the next player continues
    assert view["bag_size"] == 12 and all(view["display"])
    assert view["history"] == [{"label": "small", "points": [3, 0, 0], "scores": [3, 0, 0]}]
