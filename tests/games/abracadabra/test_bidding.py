"""Bid suits, the auction, contracts, the right side and exposing."""

from __future__ import annotations

import pytest

from bot.games.abracadabra import GAME
from bot.games.base import IllegalAction

from .helpers import kinds, run


def contracts_open(players: int = 4, options: dict[str, object] | None = None):  # type: ignore[no-untyped-def]
    """A fresh deal with bid suits taken (seat order from the dealer's left)."""
    state = GAME.new(players, 5, options or {})
    for seat, suit in zip([(1 + i) % players for i in range(players)], "SHD", strict=False):
        if seat in state.to_move():
            state.apply(seat, f"suit {suit}")
    return state


def test_bid_suits_in_order_and_dealer_gets_the_last_one() -> None:
    state = GAME.new(4, 5, {})
    assert state.to_move() == {1}
    events = run(state, [(1, "suit H"), (2, "suit S"), (3, "suit C")])
    assert state.view(None)["bid_cards"][0]["suit"] == "D"  # type: ignore[index]
    assert [(e.seat, e.data["suit"]) for e in kinds(events, "suit")] == [(1, "H"), (2, "S"), (3, "C"), (0, "D")]
    assert state.view(None)["phase"] == "bid" and state.to_move() == {1}


def test_bid_suit_taken_is_refused_with_reason() -> None:
    state = GAME.new(3, 5, {})
    state.apply(1, "suit H")
    with pytest.raises(IllegalAction, match="already taken") as refused:
        state.apply(2, "suit H")
    assert refused.value.code == "abracadabra.suit_taken"
    assert [str(a) for a in state.legal_actions(2)] == ["suit S", "suit D", "suit C"]


def test_bids_must_rise_strictly() -> None:
    state = contracts_open()
    state.apply(1, "bid 4")
    assert [str(a) for a in state.legal_actions(2)][:2] == ["pass", "bid 5"]
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, "bid 4")
    assert refused.value.code == "abracadabra.bid_range"
    assert str(state.legal_actions(2)[-1]) == "bid 13"


def test_three_players_bid_at_most_twelve() -> None:
    state = contracts_open(3)
    assert str(state.legal_actions(1)[-1]) == "bid 12"
    with pytest.raises(IllegalAction):
        state.apply(1, "bid 13")


def test_all_pass_throws_the_deal_in_and_the_next_dealer_deals() -> None:
    state = contracts_open()
    events = run(state, [(1, "pass"), (2, "pass"), (3, "pass"), (0, "pass")])
    assert len(kinds(events, "thrown_in")) == 1
    view = state.view(None)
    assert view["dealer"] == 1 and view["phase"] == "suit" and view["deals_played"] == 0
    assert view["thrown_in"] == 1 and state.to_move() == {2}
    assert state.scores() == [0, 0, 0, 0]


def test_highest_bidder_declares_and_places_exactly_his_bid() -> None:
    state = contracts_open()
    events = run(state, [(1, "bid 2"), (2, "bid 5"), (3, "pass"), (0, "pass")])
    assert [e.seat for e in kinds(events, "declarer")] == [2]
    assert state.to_move() == {2}
    actions = state.legal_actions(2)
    assert len(actions) == 1287 and all(len(a.ranks) == 5 for a in actions)  # type: ignore[attr-defined]
    with pytest.raises(IllegalAction, match="exactly 5") as refused:
        state.apply(2, "place A 2 3")
    assert refused.value.code == "abracadabra.declarer_count"
    state.apply(2, "place A 3 5 7 K")
    # then the others, clockwise from the Declarer's left, 0..4 cards each
    assert state.to_move() == {3}
    assert len(state.legal_actions(3)) == sum(1 for _ in range(1)) + 13 + 78 + 286 + 715
    with pytest.raises(IllegalAction, match="at most 4") as refused:
        state.apply(3, "place A 2 3 4 5")
    assert refused.value.code == "abracadabra.too_many"
    run(state, [(3, "place none"), (0, "place 2 3"), (1, "place K")])
    view = state.view(None)
    assert [b["contract"] for b in view["bid_cards"]] == [2, 1, 5, 0]  # type: ignore[index]
    assert view["bid_cards"][2]["left_ranks"] is None  # hidden from the public  # type: ignore[index]
    assert state.view(2)["bid_cards"][2]["left_ranks"] == [1, 3, 5, 7, 13]  # type: ignore[index]
    assert state.view(0)["bid_cards"][2]["left_ranks"] is None  # type: ignore[index]
    assert view["phase"] == "right" and state.to_move() == {2}


def test_contract_of_one_forces_none_on_the_others() -> None:
    state = contracts_open()
    run(state, [(1, "bid 1"), (2, "pass"), (3, "pass"), (0, "pass")])
    events = state.apply(1, "place 7")
    assert [(e.seat, e.data["count"]) for e in kinds(events, "place")] == [(1, 1), (2, 0), (3, 0), (0, 0)]
    assert state.view(None)["phase"] == "right" and state.to_move() == {1}
    assert [str(a) for a in state.legal_actions(1)] == ["right none", "right 7"]


def test_right_side_is_public_and_expose_reveals_the_stack() -> None:
    state = contracts_open()
    run(state, [(1, "bid 2"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "place 3 Q")])
    run(state, [(2, "place A"), (3, "place none"), (0, "place 5")])
    with pytest.raises(IllegalAction, match="did not place"):
        state.apply(1, "right 4")
    run(state, [(1, "right Q")])
    assert state.view(None)["bid_cards"][1]["right_up"] == [12]  # type: ignore[index]
    assert state.view(None)["bid_cards"][1]["left_down"] == 1  # type: ignore[index]
    assert state.to_move() == {1} and [str(a) for a in state.legal_actions(1)] == ["expose", "keep"]
    events = run(state, [(1, "keep"), (2, "expose"), (3, "keep"), (0, "keep")])
    (exposed,) = kinds(events, "expose")
    assert exposed.seat == 2 and 1 not in exposed.data["ranks"] and len(exposed.data["ranks"]) == 12
    public = state.view(None)["bid_cards"][2]  # type: ignore[index]
    assert public["exposed"] and public["left_ranks"] == [1]  # known by elimination
    assert state.view(None)["phase"] == "play" and state.to_move() == {1}


def test_without_joker_the_declarer_names_trump_after_placing() -> None:
    state = contracts_open(4, {"joker": "without"})
    assert state.view(None)["turnup"] is None and state.view(None)["trump"] is None
    run(state, [(1, "pass"), (2, "bid 3"), (3, "pass"), (0, "pass"), (2, "place A 2 3")])
    assert state.to_move() == {2} and [str(a) for a in state.legal_actions(2)] == ["trump S", "trump H", "trump D", "trump C"]
    assert state.undoable(2, GAME.parse_action("place A 2 3"))
    run(state, [(2, "trump D")])
    assert state.view(None)["trump"] == "D" and state.to_move() == {3}
    assert not state.undoable(2, GAME.parse_action("trump D"))


def test_dummy_both_pass_exposes_the_dummy_for_a_second_round() -> None:
    state = GAME.new(2, 5, {})
    run(state, [(1, "suit H"), (0, "suit S")])
    assert state.view(None)["dummy_hand"] is None
    events = run(state, [(1, "pass"), (0, "pass")])
    (shown,) = kinds(events, "dummy_exposed")
    view = state.view(None)
    assert view["dummy_hand"] == shown.data["cards"] and len(shown.data["cards"]) == 12
    assert view["auction_round"] == 2 and state.to_move() == {1}
    events = run(state, [(1, "pass"), (0, "pass")])
    assert len(kinds(events, "thrown_in")) == 1 and state.view(None)["dealer"] == 1


def test_dummy_second_round_bid_makes_a_declarer() -> None:
    state = GAME.new(2, 5, {})
    run(state, [(1, "suit H"), (0, "suit S"), (1, "pass"), (0, "pass"), (1, "pass"), (0, "bid 4")])
    assert state.view(None)["declarer"] == 0 and state.to_move() == {0}


def test_two_players_without_dummy_all_pass_throws_in() -> None:
    state = GAME.new(2, 5, {"dummy": "no"})
    assert state.view(None)["hand_sizes"] == [12, 12]
    run(state, [(1, "suit H"), (0, "suit S")])
    events = run(state, [(1, "pass"), (0, "pass")])
    assert len(kinds(events, "thrown_in")) == 1 and kinds(events, "dummy_exposed") == []
