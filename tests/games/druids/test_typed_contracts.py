"""The typed contracts: views carry exactly their TypedDict's keys, events their kind's data, readers refuse the wrong kind."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, get_args

import pytest

from bot.games.base import Event
from bot.games.druids import GAME
from bot.games.druids import events as ev
from bot.games.druids.state import DruidsState
from bot.games.druids.views import DruidsView, LastTrick, RoundRecord, SickleChoice, StackTop, as_view
from tests.games.druids.helpers import play_all, position

DATA = {
    "round_start": ev.RoundStartData,
    "hand": ev.HandData,
    "play": ev.PlayData,
    "trick": ev.TrickData,
    "five_domains": ev.FiveDomainsData,
    "sickle_tie": ev.SickleTieData,
    "sickle": ev.SickleData,
    "sickle_blank": ev.SickleBlankData,
    "set_aside": ev.SetAsideData,
    "round_end": ev.RoundEndData,
    "game_over": ev.GameOverData,
}


def keys_fit(d: Mapping[str, object], shape: Any) -> bool:
    """Whether `d` has every required key of the TypedDict `shape` and no key it does not declare."""
    return bool(shape.__required_keys__ <= set(d) <= shape.__required_keys__ | shape.__optional_keys__)


def games() -> list[tuple[DruidsState, list[Event]]]:
    """A few random games, each with every event it produced."""
    played = []
    for seed, (players, variant) in enumerate([(3, "basic"), (4, "sun-moon"), (5, "basic"), (4, "basic")]):
        state = GAME.new(players, f"typed-{seed}", {"variant": variant, "rounds": 2})
        rng = random.Random(seed)
        events: list[Event] = []
        while not state.is_over():
            (seat,) = state.to_move()
            events.extend(state.apply(seat, rng.choice(state.legal_actions(seat))))
        played.append((state, events))
    return played


def test_every_event_has_a_declared_kind_and_its_kinds_data() -> None:
    seen = set()
    for _, events in games():
        for event in events:
            assert event.kind in ev.KINDS
            assert keys_fit(event.data, DATA[event.kind]), event
            seen.add(event.kind)
    assert set(DATA) == set(ev.KINDS) == set(get_args(ev.Kind))
    assert {"round_start", "hand", "play", "trick", "round_end", "game_over"} <= seen


def test_reader_gives_the_data_of_the_named_kind_and_refuses_another() -> None:
    state = position([["R3", "V1"], ["R9", "Y1"], ["R10", "G1"]])
    events = play_all(state, "play R3", "play R9", "play R10")
    played = next(e for e in events if e.kind == "play")
    trick = next(e for e in events if e.kind == "trick")
    assert ev.data(played, "play")["card"] == "R3"
    d = ev.data(trick, "trick")
    assert d["winner"] == 2
    assert ev.plays(d) == [(0, "R3"), (1, "R9"), (2, "R10")]
    with pytest.raises(ValueError):
        ev.data(trick, "play")


def test_gaia_lead_names_colour_and_side() -> None:
    state = GAME.new(4, "typed-gaia", {"variant": "sun-moon"})
    (holder,) = state.to_move()
    (event,) = state.apply(holder, "play GAIA B light")
    assert ev.data(event, "play") == {"card": "GAIA", "trick": 1, "colour": "B", "side": "light"}


def check_view(view: DruidsView, seat: int | None) -> None:
    optional = {"hand", "legal", "playable"} if seat is not None else set()
    assert set(view) == DruidsView.__required_keys__ | optional
    assert view["plays"] == [{"seat": s, "card": c} for s, c in view["trick"]]
    for mine in view["stacks"]:
        assert all(keys_fit(stack, StackTop) for stack in mine.values())
    last = view["last_trick"]
    if last is not None:
        assert keys_fit(last, LastTrick)
        assert [[p["seat"], p["card"]] for p in last["plays"]] == last["cards"]
    if view["last_round"] is not None:
        assert keys_fit(view["last_round"], RoundRecord)
    if view["sickle"] is not None:
        assert keys_fit(view["sickle"], SickleChoice) and view["phase"] == "sickle"


def test_views_have_exactly_their_declared_keys_all_game_long() -> None:
    for state, _ in games():
        for seat in [None, *range(state.n)]:
            check_view(state.view(seat), seat)
    state = GAME.new(3, "typed-views", {})
    rng = random.Random(3)
    for _ in range(40):
        for seat in [None, 0, 1, 2]:
            check_view(state.view(seat), seat)
        (mover,) = state.to_move()
        state.apply(mover, rng.choice(state.legal_actions(mover)))


def test_playable_lists_the_cards_the_legal_actions_play() -> None:
    state = position([["R3", "V1"], ["R9", "Y1", "SICKLE", "SICKLE", "R2"], ["R10", "G1"]])
    play_all(state, "play R3")
    view = state.view(1)
    assert view["legal"] == ["play R2", "play R9", "play SICKLE"]
    assert view["playable"] == ["R2", "R9", "SICKLE"]
    assert state.view(0)["playable"] == []
    state = GAME.new(3, "typed-playable", {})
    (holder,) = state.to_move()
    assert state.view(holder)["playable"] == ["GAIA"]


def test_as_view_takes_a_druids_view_with_names_and_refuses_another_game() -> None:
    view = GAME.new(3, "typed-as-view", {}).view(None)
    named: dict[str, Any] = {**view, "names": ["Ann", "Bo", "Cy"]}
    assert as_view(named)["names"] == ["Ann", "Bo", "Cy"]
    with pytest.raises(ValueError):
        as_view({**view, "game": "abracadabra"})
