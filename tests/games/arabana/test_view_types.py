"""The view's TypedDict declares exactly the keys the views have, and untyped views are narrowed by their game."""

from __future__ import annotations

import random

import pytest

from bot.games.arabana import GAME
from bot.games.arabana.views import ArabanaGlance, ArabanaView, as_view
from tests.games.arabana.test_views import VIEW_KEYS


def test_typed_view_declares_every_key_of_the_views() -> None:
    assert ArabanaView.__required_keys__ == VIEW_KEYS
    assert ArabanaView.__optional_keys__ == {"hand", "setup_choice", "facedown", "ku_hand", "names"}


def test_as_view_keeps_an_arabana_view_and_refuses_another_games() -> None:
    view = GAME.new(3, 5).view(0)
    assert as_view(view) is view
    with pytest.raises(ValueError):
        as_view({"game": "druids"})


@pytest.mark.parametrize("players", [3, 4])
def test_a_glance_is_the_seats_view_cut_to_its_keys(players: int) -> None:
    state = GAME.new(players, 11)
    rng = random.Random(players)
    keys = ArabanaGlance.__required_keys__ | ArabanaGlance.__optional_keys__
    assert keys <= ArabanaView.__required_keys__ | ArabanaView.__optional_keys__
    phases = set()
    while not state.is_over():
        for seat in range(players):
            view = state.view(seat)
            assert state.glance(seat) == {k: view[k] for k in keys if k in view}
        phases.add(state.view(None)["phase"])
        seat = min(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert {"setup", "play"} <= phases
