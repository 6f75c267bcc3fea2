"""Events: every kind the engine emits is declared, its data has its TypedDict's keys, the reader checks the kind."""

from __future__ import annotations

import random
from typing import get_type_hints

import pytest

from bot.games.arabana import GAME
from bot.games.arabana import events as ev
from bot.games.arabana.events import KINDS, data
from bot.games.base import Event

SHAPES: dict[str, type] = {
    "setup_choice": ev.NoData, "discard": ev.NoData, "final_round": ev.NoData, "pass": ev.NoData, "end": ev.NoData,
    "setup_card": ev.CardData, "discard_card": ev.CardData, "drew": ev.CardData,
    "display_revealed": ev.DisplayRevealedData, "turn": ev.SeatData, "chooser": ev.SeatData, "bridge": ev.BridgeData,
    "exchange": ev.ExchangeData, "takeback": ev.SpotData, "control": ev.IslandData, "control_lost": ev.IslandData,
    "instant_win": ev.IslandData, "bridges_returned": ev.BridgesReturnedData, "god_taken": ev.GodTakenData,
    "relative_remove": ev.RelativeRemoveData, "relative_choice": ev.RelativeChoiceData, "draw": ev.DrawData,
    "scoring": ev.ScoringData, "reshuffle": ev.ReshuffleData, "ku": ev.TargetData, "ku_take": ev.TargetData,
    "ku_hand": ev.KuHandData, "ku_card": ev.KuCardData, "pele": ev.PeleData, "pele_drew": ev.PeleDrewData,
    "pele_give": ev.PeleGiveData, "pele_card": ev.PeleCardData, "game_over": ev.GameOverData,
}  # fmt: skip


def test_every_kind_has_a_shape() -> None:
    assert set(SHAPES) == set(KINDS)


def test_playouts_emit_only_declared_kinds_with_their_keys() -> None:
    seen: set[str] = set()
    for game in range(40):
        options = {"gods": "on" if game % 2 else "off", "second-pass-start": "lowest-chooses" if game % 4 >= 2 else "next"}
        state = GAME.new(3 + game % 2, 70 + game, options)
        rng = random.Random(game)
        while not state.is_over():
            seat = min(state.to_move())
            for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
                assert event.kind in KINDS
                assert list(event.data) == list(get_type_hints(SHAPES[event.kind]))
                seen.add(event.kind)
    assert {"bridge", "draw", "scoring", "game_over", "god_taken", "ku_card", "pele_card"} <= seen


def test_reader_types_the_data_and_refuses_another_kind() -> None:
    event = ev.bridge(2, 0, 0)
    assert data(event, "bridge")["card"] == event.data["card"]
    assert event.seat == 2 and event.to is None
    with pytest.raises(ValueError):
        data(event, "exchange")


def test_private_events_go_to_the_seats_that_saw_the_card() -> None:
    assert ev.drew(1, 3).to == frozenset({1})
    assert ev.ku_card(0, 2, 3).to == frozenset({0, 2})
    assert data(ev.pele_drew(0, 1, 3), "pele_drew")["from"] == 1
    assert isinstance(ev.turn(1), Event) and ev.turn(1).seat is None
