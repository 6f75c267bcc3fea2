"""A full round scored by hand, the dealer rule, the deal and the end of the game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.games.druids import GAME
from bot.games.druids.cards import GAIA, shuffled_deck
from bot.games.druids.scoring import next_dealer, round_scores
from tests.games.druids.helpers import play_all, position, tops


def test_full_round_scored_by_hand() -> None:
    state = position(
        [["GAIA", "B5", "Y2", "V7"], ["G10", "R6", "SICKLE", "B11"], ["G4", "Y9", "R1", "MISTLETOE"]],
        trick_no=1,
        rounds=2,
    )
    # Trick 1: Gaia as green; G10 and G4 must follow; seat 1 wins, G4 ends on top of G10.
    play_all(state, "play GAIA G", "play G10", "play G4")
    assert tops(state, 1) == {"G": "G4"}
    # Trick 2: R6 led, R1 follows, seat 0 is void in red; R1 on top of R6, Y2 starts yellow.
    play_all(state, "play R6", "play R1", "play Y2")
    assert tops(state, 1) == {"G": "G4", "Y": "Y2", "R": "R1"}
    # Trick 3: Sickle led, Mistletoe, then B5 fixes blue and wins; the Sickle takes seat 0's only stack.
    events = play_all(state, "play SICKLE", "play MISTLETOE", "play B5")
    assert [e.data["colour"] for e in events if e.kind == "sickle"] == ["B"]
    assert tops(state, 0) == {}
    # Trick 4: V7 led; both others are void and dump B11 and Y9 onto seat 0's stacks.
    events = play_all(state, "play V7", "play B11", "play Y9")
    round_end = next(e for e in events if e.kind == "round_end")
    assert round_end.data["tops"] == [["Y9", "B11", "V7"], ["G4", "Y2", "R1"], []]
    assert round_end.data["scores"] == [7 + 11 + 9, 4 + 2 + 1, 0]
    assert round_end.data["five_domains"] is None
    assert round_end.data["next_dealer"] == 2
    view = state.view(None)
    assert view["round"] == 2 and view["dealer"] == 2
    assert view["round_scores"] == [[27, 7, 0]] and view["scores"] == [27, 7, 0]
    assert view["hand_sizes"] == [15, 15, 15] and view["trick_no"] == 1
    assert view["stacks"] == [{}, {}, {}]
    assert view["last_round"]["scores"] == [27, 7, 0]


def test_round_scores_sum_tops_and_five_domains_scores_minus_three() -> None:
    stacks = [[[3], [], [], [], []], [[0, 5], [12 + 11], [], [], []], [[0], [12], [24], [36], [48]]]
    # Seat 0: G4; seat 1: G6 + Y12; seat 2 has five domains.
    assert round_scores(stacks, 2) == [4, 18, -3]
    assert round_scores(stacks, None)[:2] == [4, 18]


@pytest.mark.parametrize(
    ("scores", "previous", "dealer"),
    [
        ([5, 2, 9, 7], 0, 1),  # a single lowest score deals
        ([5, 2, 2, 9], 0, 1),  # tie: first of them clockwise from the previous dealer
        ([5, 2, 2, 9], 1, 2),
        ([5, 2, 2, 9], 2, 1),
        ([2, 5, 2], 0, 2),  # the previous dealer himself comes last
        ([2, 5, 5], 0, 0),
        ([-3, 0, 0, 0, 4], 4, 0),
    ],
)
def test_dealer_is_the_lowest_round_score(scores: list[int], previous: int, dealer: int) -> None:
    assert next_dealer(scores, previous) == dealer


def test_round_one_dealer_is_seat_zero_and_gaia_holder_leads() -> None:
    for players in (3, 4, 5):
        state = GAME.new(players, 99, {})
        view = state.view(None)
        assert view["dealer"] == 0 and view["round"] == 1
        holder = next(seat for seat in range(players) if "GAIA" in state.view(seat)["hand"])
        assert state.to_move() == {holder}
        assert [str(a) for a in state.legal_actions(holder)] == [f"play GAIA {c}" for c in "GYRBV"]


@pytest.mark.parametrize(("players", "size", "undealt"), [(3, 15, 20), (4, 14, 9), (5, 13, 0)])
def test_deal_sizes_and_gaia_always_dealt(players: int, size: int, undealt: int) -> None:
    for seed in range(150):
        state = GAME.new(players, seed, {})
        assert sum(GAIA in hand for hand in state.hands) == 1
        assert [len(h) for h in state.hands] == [size] * players
        assert len(state.undealt) == undealt
        cards = sorted(c for hand in state.hands for c in hand) + sorted(state.undealt)
        assert sorted(cards) == sorted([*range(60), 60, 61, 61, 62, 62])


def test_gaia_lies_uniformly_in_the_top_33_cards() -> None:
    positions = Counter(shuffled_deck(random.Random(seed)).index(GAIA) for seed in range(3000))
    assert set(positions) == set(range(33))
    assert max(positions.values()) < 3 * min(positions.values())


def test_dealer_rule_applies_between_rounds() -> None:
    state = position(
        [["G5"], ["G7"], ["B1"], ["Y2"]],
        stacks=[{"R": ["R9"]}, {}, {"V": ["V8"]}, {"Y": ["Y12"]}],
        dealer=3,
        rounds=3,
        trick_no=14,
    )
    events = play_all(state, "play G5", "play G7", "play B1", "play Y2")
    scores = next(e for e in events if e.kind == "round_end").data["scores"]
    # Seat 1 takes G5, G7, B1 and Y2: G5 + B1 + Y2 = 8; seat 0: 9; seat 2: 8; seat 3: 12.
    assert scores == [9, 8, 8, 12]
    # Tie 8–8 between seats 1 and 2: clockwise from the previous dealer (3): 0, 1 → seat 1.
    assert state.view(None)["dealer"] == 1
    starts = [e for e in events if e.kind == "round_start"]
    assert starts and starts[0].data["dealer"] == 1 and starts[0].data["round"] == 2
    hands = [e for e in events if e.kind == "hand"]
    assert [e.to for e in hands] == [frozenset({s}) for s in range(4)]


def test_game_ends_after_the_chosen_number_of_rounds() -> None:
    state = GAME.new(3, 5, {"rounds": 2})
    while not state.is_over():
        (seat,) = state.to_move()
        state.apply(seat, state.legal_actions(seat)[0])
    outcome = state.outcome()
    assert outcome is not None
    view = state.view(None)
    assert len(view["round_scores"]) == 2
    assert outcome.scores == [sum(r[s] for r in view["round_scores"]) for s in range(3)]
    assert outcome.winners == [s for s in range(3) if outcome.scores[s] == max(outcome.scores)]
    assert view["phase"] == "over" and view["to_move"] == [] and view["winners"] == outcome.winners
    assert state.legal_actions(0) == []


def test_same_seed_same_deal_and_different_rounds_differ() -> None:
    a = GAME.new(4, "seed-1", {})
    b = GAME.new(4, "seed-1", {})
    assert a == b
    assert GAME.new(4, "seed-2", {}).hands != a.hands
