"""Every event the engine emits has the data shape its kind declares in events.py, and the reader checks the kind."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.games.abracadabra import GAME
from bot.games.abracadabra import events as ev
from bot.games.base import Event

SHAPES: dict[str, Any] = {
    "deal": ev.DealData,
    "hand": ev.CardsData,
    "dummy_exposed": ev.CardsData,
    "dummy_shown": ev.CardsData,
    "suit": ev.SuitData,
    "trump": ev.SuitData,
    "bid": ev.BidData,
    "pass": ev.PassData,
    "thrown_in": ev.DealNumberData,
    "declarer": ev.ContractData,
    "place": ev.CountData,
    "placed": ev.RanksData,
    "right": ev.RanksData,
    "expose": ev.RanksData,
    "keep": ev.EmptyData,
    "play": ev.PlayData,
    "trick": ev.TrickData,
    "abracadabra": ev.BookData,
    "centre": ev.BookData,
    "right_kept": ev.BookData,
    "right_down": ev.BookData,
    "deal_end": ev.DealEndData,
    "game_over": ev.GameOverData,
}


def _events(players: int, seed: int, options: dict[str, Any]) -> list[Event]:
    state = GAME.new(players, seed, options)
    rng = random.Random(seed)
    out: list[Event] = []
    while not state.is_over():
        seat = min(state.to_move())
        out += state.apply(seat, rng.choice(state.legal_actions(seat)))
    return out


def test_every_kind_has_a_shape() -> None:
    assert set(SHAPES) == set(ev.KINDS)


@pytest.mark.parametrize(("players", "options"), [(2, {"deals": 2}), (2, {"deals": 1, "dummy": "no"}), (3, {"deals": 2, "joker": "without"}), (4, {"deals": 2})])
def test_emitted_data_has_the_shape_of_its_kind(players: int, options: dict[str, Any]) -> None:
    for seed in range(4):
        for event in _events(players, seed, options):
            assert event.kind in ev.KINDS
            assert list(event.data) == list(SHAPES[event.kind].__annotations__), event.kind


def test_reader_gives_the_data_of_its_kind() -> None:
    won = ev.trick(1, 3, ["QH", "2H"], False)
    assert ev.data(won, "trick")["winner"] == 1
    assert ev.data(ev.book("centre", 2, 5), "centre") == {"trick": 5, "rank": 5}


def test_reader_refuses_another_kind() -> None:
    with pytest.raises(ValueError, match="'trick'"):
        ev.data(ev.keep(0), "trick")


def test_private_events_go_to_their_seat_alone() -> None:
    assert ev.hand(2, ["QH"]).to == frozenset({2})
    assert ev.placed(1, [3]).to == frozenset({1})
    assert ev.trick(1, 3, ["QH", "2H"], False).to is None
