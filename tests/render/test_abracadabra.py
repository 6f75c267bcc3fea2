"""Abracadabra images from real positions: every form, start, mid-deal, end."""

from __future__ import annotations

import random

import pytest
from PIL import Image

from bot.games.abracadabra import GAME
from bot.games.base import State
from render.abracadabra import TABLE_SIZE, render_final, render_hand, render_table
from render.common import encode_png
from tests.i18n.support import Recorder
from tests.render.support import standings

LIMIT = 300 * 1024


def advance(state: State, rng: random.Random, steps: int) -> State:
    for _ in range(steps):
        if state.is_over():
            break
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def check(image: Image.Image, size: tuple[int, int] | None = None) -> None:
    assert image.mode == "RGB"
    if size:
        assert image.size == size
    assert image.size[0] > image.size[1]  # landscape
    assert len(encode_png(image)) < LIMIT


@pytest.mark.parametrize(("players", "options"), [(4, {}), (3, {}), (2, {}), (2, {"dummy": "no"}), (4, {"joker": "without"})])
@pytest.mark.parametrize("steps", [0, 9, 30, 60])
def test_table_and_hand_render_from_real_positions(players: int, options: dict[str, object], steps: int) -> None:
    state = advance(GAME.new(players, 4, {**options, "deals": 2}), random.Random(steps), steps)
    for seat in [None, *range(players)]:
        check(render_table(state.view(seat)), TABLE_SIZE)
    check(render_hand(state.view(0)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_final_standings_with_chart(players: int, drawn: Recorder) -> None:
    state = advance(GAME.new(players, 2, {"deals": 3}), random.Random(1), 10_000)
    outcome = state.outcome()
    assert outcome is not None
    check(render_final(state.view(None)))
    # Ranked best first, each with its score, and the winner marked.
    assert standings(drawn.texts, outcome.scores) == [str(score) for score in sorted(outcome.scores, reverse=True)]
    assert sum("wins" in text for text in drawn.texts) == len(outcome.winners)
    check(render_table(state.view(None)), TABLE_SIZE)
