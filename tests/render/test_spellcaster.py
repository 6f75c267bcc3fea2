"""Spellcaster images from real positions: sizes, modes and PNG size caps."""

from __future__ import annotations

import random

import pytest

from bot.games.spellcaster import GAME, SpellcasterState
from render.common import encode_png
from render.spellcaster import HAND_WIDTH, render_hand, render_table
from tests.games.spellcaster.helpers import position
from tests.i18n.support import Recorder

PNG_CAP = 300 * 1024


def _after(seed: int, decisions: int, options: dict[str, object] | None = None) -> SpellcasterState:
    state = GAME.new(2, seed, options)
    rng = random.Random(seed)
    for _ in range(decisions):
        if state.is_over():
            break
        seat = next(iter(state.to_move()))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


POSITIONS = {
    "start": lambda: _after(1, 0),
    "start-bonus": lambda: _after(2, 0, {"second-player-bonus": "on"}),
    "mid": lambda: _after(3, 30),
    "end": lambda: _after(4, 10_000),
}


@pytest.mark.parametrize("name", list(POSITIONS))
def test_table_and_hand_images_for_every_seat(name: str) -> None:
    state = POSITIONS[name]()
    for seat in (None, 0, 1):
        image = render_table(state.view(seat))
        assert image.size == (1400, 860) and image.mode == "P"
        assert len(encode_png(image)) < PNG_CAP
    for seat in (0, 1):
        image = render_hand(state.view(seat))
        assert image.width == HAND_WIDTH and image.mode == "P"
        assert len(encode_png(image)) < PNG_CAP


def test_finished_game_is_drawn(drawn: Recorder) -> None:
    state = _after(4, 10_000)
    outcome = state.outcome()
    assert outcome is not None and len(outcome.winners) == 1
    assert len(encode_png(render_table(state.view(None)))) < PNG_CAP
    # Both mages' Sapphires, and the winner named and marked.
    assert {f"◆ Sapphires {score}/15" for score in outcome.scores} <= set(drawn.texts)
    assert f"Mage {'AB'[outcome.winners[0]]} wins" in drawn.texts and drawn.texts.count("WINNER") == 1


def test_foresight_cards_show_in_the_choosers_hand_image() -> None:
    state = position(piles={"green": [("G08", 0)]}, hands=[["B01"], ["R01"]])
    state.apply(0, "activate green")
    plain = render_hand(state.view(1))
    choosing = render_hand(state.view(0))
    assert choosing.height > plain.height


def test_big_hand_wraps_into_rows() -> None:
    state = position(hands=[["B01", "B02", "B03", "B04", "B05", "B06", "B07", "G01", "G02", "G03", "G04", "G05", "R01"], []])
    image = render_hand(state.view(0))
    assert image.height > 3 * 280 and len(encode_png(image)) < PNG_CAP


def test_empty_hand_still_draws(drawn: Recorder) -> None:
    assert render_hand(position().view(0)).width == HAND_WIDTH
    assert "No cards in hand." in drawn.texts
    assert "Mage A — your hand (0 cards)" in drawn.texts
