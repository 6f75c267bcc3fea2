"""The typed contracts: views hold exactly the keys views.py states, events the data events.py states."""

from __future__ import annotations

import random
from typing import Any, get_args

import pytest

from bot.games.base import Event
from bot.games.spellcaster import GAME
from bot.games.spellcaster.decisions import OPTIONS
from bot.games.spellcaster.events import KINDS, data
from bot.games.spellcaster.views import ChoiceKind, EmptyPileView, SpellcasterView, TopPileView, as_view
from tests.games.spellcaster.helpers import position

ME, RIVAL = 0, 1
# Keys a seat's own view adds, and the display names the Discord layer adds before drawing.
SEAT_KEYS = {"hand", "known_hands", "deck_known"}


def _playouts(games: int) -> list[tuple[list[dict[str, Any]], list[Event]]]:
    found = []
    for seed in range(games):
        state = GAME.new(2, seed)
        rng = random.Random(seed)
        views: list[dict[str, Any]] = []
        events: list[Event] = []
        while not state.is_over():
            views += [dict(state.view(seat)) for seat in (None, 0, 1)]
            seat = min(state.to_move())
            events += state.apply(seat, rng.choice(state.legal_actions(seat)))
        views += [dict(state.view(seat)) for seat in (None, 0, 1)]
        found.append((views, events))
    return found


def test_views_hold_the_keys_their_type_states() -> None:
    # (`__required_keys__` cannot see NotRequired under postponed annotations: the optional keys are named here.)
    required = set(SpellcasterView.__annotations__) - SEAT_KEYS - {"names"}
    for views, _ in _playouts(5):
        for view in views:
            own = SEAT_KEYS if view["seat"] is not None else set()
            assert set(view) == required | own
            for pile in view["piles"]:
                shape = EmptyPileView if pile["top"] is None else TopPileView
                assert set(pile) == set(shape.__annotations__)


def test_every_event_reads_back_through_its_kind() -> None:
    seen = set()
    for _, events in _playouts(20):
        for event in events:
            assert event.kind in KINDS
            assert data(event, event.kind) is event.data  # type: ignore[call-overload]
            seen.add(event.kind)
    assert {"turn", "draw", "drew", "play", "activate", "game_over"} <= seen


def test_reading_an_event_as_another_kind_is_refused() -> None:
    state = position(piles={"red": [("R01", ME)]})
    turn_event = next(e for e in state.apply(ME, "activate red") if e.kind == "activate")
    assert data(turn_event, "activate") == {"card": "R01", "pile": "red"}
    with pytest.raises(ValueError, match="'activate' event read as 'play'"):
        data(turn_event, "play")


def test_last_move_gives_the_verb_card_and_pile() -> None:
    state = position(piles={"red": [("R01", ME)]}, hands=[["B01"], []])
    assert state.view(None)["last_move"] is None
    state.apply(ME, "activate red")
    assert state.view(RIVAL)["last_move"] == {"seat": ME, "verb": "activate", "card": None, "pile": "red"}
    state.apply(ME, "play B01")
    assert state.view(None)["last_move"] == {"seat": ME, "verb": "play", "card": "B01", "pile": "blue"}


def test_last_move_hides_foresights_choice_from_the_rival() -> None:
    state = position(piles={"green": [("G08", ME)]}, deck=["Y06", "B07", "R01", "B01", "G02"])
    state.apply(ME, "activate green")
    state.apply(ME, "keep G02")
    assert state.view(ME)["last_move"] == {"seat": ME, "verb": "keep", "card": "G02", "pile": None}
    assert state.view(RIVAL)["last_move"] == {"seat": ME, "verb": "keep", "card": None, "pile": None}


def test_narrow_refuses_another_games_view() -> None:
    view = position().view(None)
    assert as_view({**view, "names": ["Ana", "Ben"]})["names"] == ["Ana", "Ben"]
    with pytest.raises(TypeError, match="druids"):
        as_view({"game": "druids"})


def test_choice_kinds_cover_every_decision() -> None:
    assert set(get_args(ChoiceKind)) == set(OPTIONS)
