"""Trick play: following, trump, the Joker, trick-number bookkeeping and the dummy."""

from __future__ import annotations

import random

import pytest

from bot.games.abracadabra import GAME
from bot.games.base import IllegalAction, NotYourTurn

from .helpers import deal, kinds, play_tricks, run

QUICK_CONTRACTS = [
    (1, "suit H"), (2, "suit S"), (3, "suit D"),
    (1, "bid 1"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "place A"),
    (1, "right none"), (1, "keep"), (2, "keep"), (3, "keep"), (0, "keep"),
]


def test_joker_follows_as_the_turn_up_and_beats_lower_cards() -> None:
    # Turn-up QH: hearts are trump and the Joker is a second QH.
    state = deal(4, {1: "JH", 2: "JK", 3: "9H", 0: "10H"}, turnup="QH", avoid={2: "H"})
    run(state, QUICK_CONTRACTS)
    state.apply(1, "play JH")
    assert [str(a) for a in state.legal_actions(2)] == ["play JK"]  # its only heart
    state.apply(2, "play JK")
    trick = state.view(None)["trick"]
    assert trick[1] == {"hand": 2, "seat": 2, "dummy": False, "card": "JK", "as": "QH"}  # type: ignore[index]
    events = run(state, [(3, "play 9H"), (0, "play 10H")])
    (won,) = kinds(events, "trick")
    assert won.data["winner"] == 2
    assert state.view(None)["captured"] == [0, 0, 0, 0]  # nobody's bid suit is hearts but seat 1's


def test_joker_loses_to_higher_trump_and_counts_in_the_bid_suit() -> None:
    state = deal(4, {1: "KH", 2: "JK", 3: "9H", 0: "10H"}, turnup="QH", avoid={2: "H"})
    run(state, QUICK_CONTRACTS)
    events = play_tricks(state, ["KH JK 9H 10H"])
    (won,) = kinds(events, "trick")
    assert won.data["winner"] == 1 and won.data["cards"] == ["KH", "JK", "9H", "10H"]
    assert state.view(None)["captured"][1] == 4  # type: ignore[index]  # bid suit hearts, Joker included


def test_joker_trumps_a_side_suit_when_void() -> None:
    state = deal(4, {1: "AS", 2: "JK", 3: "KS", 0: "2S"}, turnup="QH", avoid={2: "S"})
    run(state, QUICK_CONTRACTS)
    events = play_tricks(state, ["AS JK KS 2S"])
    assert kinds(events, "trick")[0].data["winner"] == 2
    assert state.view(None)["voids"][2] == ["S"]  # type: ignore[index]


def test_joker_turn_up_means_no_trump() -> None:
    state = deal(4, {1: "2S", 2: "3S", 3: "AH", 0: "4S"}, turnup="JK", avoid={3: "S"})
    assert state.view(None)["trump"] is None and state.view(None)["joker_as"] is None
    assert "JK" not in [c for seat in range(4) for c in state.view(seat)["hand"]]  # type: ignore[union-attr]
    run(state, QUICK_CONTRACTS)
    events = play_tricks(state, ["2S 3S AH 4S"])
    assert kinds(events, "trick")[0].data["winner"] == 0  # a discard never wins without trump


def test_must_follow_suit_and_hold_the_card() -> None:
    state = deal(4, {1: "2S", 2: "3S AH"}, turnup="QD")
    run(state, QUICK_CONTRACTS)
    with pytest.raises(NotYourTurn):
        state.apply(2, "play 3S")
    state.apply(1, "play 2S")
    with pytest.raises(IllegalAction, match="must follow spades") as refused:
        state.apply(2, "play AH")
    assert refused.value.code == "abracadabra.must_follow"
    with pytest.raises(IllegalAction, match="not hold") as refused:
        state.apply(2, "play 2S")
    assert refused.value.code == "abracadabra.not_in_hand"
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, "dummy 3S")
    assert refused.value.code == "abracadabra.own_turn"


def test_named_trick_abracadabra_and_centre() -> None:
    # Seat 1 names trick 1 (Declarer, contract 2); seat 2 also names it; seat 1 wins trick 1 with the ace.
    state = deal(4, {1: "AS", 2: "2S"}, turnup="QD")
    run(state, [(1, "suit H"), (2, "suit S"), (3, "suit D"), (1, "bid 2"), (2, "pass"), (3, "pass"), (0, "pass")])
    run(state, [(1, "place A 2"), (2, "place A"), (3, "place none"), (0, "place none"), (1, "right 2")])
    run(state, [(1, "keep"), (2, "keep"), (3, "keep"), (0, "keep")])
    events = run(state, [(1, "play AS")])
    for seat in (2, 3, 0):
        events += state.apply(seat, state.legal_actions(seat)[0])
    assert [(e.seat, e.data["trick"]) for e in kinds(events, "abracadabra")] == [(1, 1)]
    assert [(e.seat, e.data["trick"]) for e in kinds(events, "centre")] == [(2, 1)]
    public = state.view(None)["bid_cards"]
    assert public[1]["left_up"] == [1] and public[1]["left_down"] == 0  # type: ignore[index]
    assert public[2]["centre"] == [1] and public[2]["left_down"] == 0  # type: ignore[index]
    assert public[1]["right_up"] == [2]  # type: ignore[index]


DUMMY_HANDS = {
    1: "AS 2S 7H 8H 9H 10H JH 7D 8D 9D 10D JD",
    0: "KS 3S 4S 6H 6D 6C 7C 8C 9C 10C JC QC",
    2: "QS 10S JS 5S QH KH AH QD KD AD KC AC",
}


def dummy_game():  # type: ignore[no-untyped-def]
    state = deal(2, {h: DUMMY_HANDS[h] for h in (0, 1, 2)}, {"joker": "without"}, turnup=None)
    run(state, [(1, "suit H"), (0, "suit S"), (1, "bid 3"), (0, "pass"), (1, "place A 2 3"), (1, "trump C")])
    run(state, [(0, "place none"), (1, "right none"), (1, "keep")])
    events = state.apply(0, "keep")
    return state, events


def test_dummy_is_shown_after_contracts_and_plays_third() -> None:
    state, events = dummy_game()
    (shown,) = kinds(events, "dummy_shown")
    assert state.view(0)["dummy_hand"] == shown.data["cards"]
    assert state.to_move() == {1}  # the non-dealer leads
    state.apply(1, "play 2S")
    state.apply(0, "play 3S")
    # The leader plays the dummy's card, as `dummy …`.
    assert state.to_move() == {1}
    assert [str(a) for a in state.legal_actions(1)] == ["dummy 5S", "dummy 10S", "dummy JS", "dummy QS"]
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, "play AS")
    assert refused.value.code == "abracadabra.dummy_turn"
    events = state.apply(1, "dummy QS")
    (won,) = kinds(events, "trick")
    assert won.data["winner"] == 1 and won.data["dummy_won"]


def test_dummy_win_means_lead_from_the_dummy_then_own_hand_third() -> None:
    state, _ = dummy_game()
    play_tricks(state, ["2S 3S QS"])
    view = state.view(None)
    assert view["lead_from_dummy"] and view["playing_hand"] == 2 and state.to_move() == {1}
    assert all(str(a).startswith("dummy ") for a in state.legal_actions(1))
    state.apply(1, "dummy AH")
    assert state.to_move() == {0}
    state.apply(0, "play 6H")
    assert state.to_move() == {1} and all(str(a).startswith("play ") for a in state.legal_actions(1))
    events = state.apply(1, "play 7H")
    assert kinds(events, "trick")[0].data["winner"] == 1
    # the dummy won again: seat 1 leads from the dummy once more
    assert state.view(None)["lead_from_dummy"]


def test_opponent_winning_takes_over_the_dummy() -> None:
    state, _ = dummy_game()
    play_tricks(state, ["2S KS 5S"])  # seat 0's king wins
    assert state.view(None)["leader"] == 0 and state.to_move() == {0}
    state.apply(0, "play 6C")
    state.apply(1, "play 7H")  # void in clubs
    assert state.to_move() == {0} and [str(a) for a in state.legal_actions(0)] == ["dummy KC", "dummy AC"]


def test_two_player_forms_deal_the_right_packs() -> None:
    with_dummy = GAME.new(2, 3, {}).view(0)
    without = GAME.new(2, 3, {"dummy": "no"}).view(0)
    assert with_dummy["hand_sizes"] == [12, 12, 12] and without["hand_sizes"] == [12, 12]
    ranks = {card[:-1] for card in without["hand"] if card != "JK"}  # type: ignore[union-attr]
    assert ranks <= {"A", "K", "Q", "J", "10", "9"}
    three = GAME.new(3, 3, {"joker": "without"}).view(1)
    assert three["turnup"] is None and {c[:-1] for c in three["hand"]} <= {"A", "K", "Q", "J", "10", "9", "8", "7", "6"}  # type: ignore[union-attr]


@pytest.mark.parametrize("options", [{"deals": 2}, {"deals": 2, "dummy": "yes"}])
def test_every_card_of_a_deal_is_recorded_in_play_order_and_the_next_deal_starts_afresh(options: dict[str, object]) -> None:
    players = 2 if "dummy" in options else 3
    state = GAME.new(players, 5, options)
    rng = random.Random(5)
    deals_seen: set[int] = set()
    while not state.is_over():
        (seat,) = state.to_move()
        d = state.d  # type: ignore[attr-defined]
        action = rng.choice(state.legal_actions(seat))
        before = [list(h) for h in d["hands"]]
        record = list(map(list, d.get("plays", [])))
        deal_no = d["deal_no"]
        state.apply(seat, action)
        gone = [(h, c) for h, (old, new) in enumerate(zip(before, d["hands"], strict=True)) for c in old if c not in new]
        if d["deal_no"] != deal_no:  # the deal's last card ended it: the next deal's record is empty
            deals_seen.add(deal_no)
            assert d["plays"] == []
        elif gone:
            assert d["plays"] == [*record, list(gone[0])]
        else:
            assert d["plays"] == record
    assert deals_seen == {1}  # the first deal ended into the second; the second ended the game
