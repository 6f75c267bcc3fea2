"""Druids images from real positions: start, mid-game, a Sickle choice, the end; each player count."""

from __future__ import annotations

import random
import re

import pytest
from PIL import Image

from bot.games.druids import GAME
from bot.games.druids.state import DruidsState
from render.common import encode_png
from render.druids import render_final, render_hand, render_table
from tests.games.druids.helpers import play_all, position
from tests.i18n.support import Recorder
from tests.render.support import standings

LIMIT = 300 * 1024


def advanced(players: int, decisions: int, options: dict[str, object] | None = None) -> DruidsState:
    state = GAME.new(players, f"render-{players}", options or {})
    rng = random.Random(players)
    for _ in range(decisions):
        if state.is_over():
            break
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def check(image: Image.Image, width: int = 1280) -> bytes:
    assert image.width == width and image.height < image.width
    assert image.mode == "P"
    data = encode_png(image)
    assert len(data) < LIMIT
    return data


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("decisions", [0, 1, 23, 10_000])
def test_table_and_hands_render(players: int, decisions: int) -> None:
    state = advanced(players, decisions, {"variant": "sun-moon"} if players == 5 else {})
    check(render_table(state.view(None)))
    for seat in range(players):
        check(render_table(state.view(seat)))
        check(render_hand(state.view(seat)))
    if state.is_over():
        check(render_final(state.view(None)))


def test_sickle_choice_renders() -> None:
    state = position(
        [["R3", "V1"], ["SICKLE", "Y1"], ["R10", "G1"], ["R5", "Y2"]],
        stacks=[{}, {}, {"B": ["B9"], "G": ["G4", "G9"]}, {"Y": ["Y3"], "G": ["G1"], "R": ["R2"], "V": ["V8"]}],
    )
    play_all(state, "play R3", "play SICKLE", "play R10", "play R5")
    check(render_table(state.view(2)))
    check(render_hand(state.view(2)))


def test_final_with_ten_rounds(drawn: Recorder) -> None:
    state = advanced(5, 100_000, {"rounds": 10})
    outcome = state.outcome()
    assert outcome is not None
    check(render_final(state.view(None)))
    assert standings(drawn.texts, outcome.scores) == [str(score) for score in sorted(outcome.scores, reverse=True)]
    # The table of points has a column per round and a total.
    assert [f"R{n}" for n in range(1, 11)] == [text for text in drawn.texts if re.fullmatch(r"R\d+", text)]
    assert "Total" in drawn.texts
