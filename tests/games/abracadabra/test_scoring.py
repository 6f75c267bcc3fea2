"""The rules' scoring check case and the source's worked example, played through the engine."""

from __future__ import annotations

from bot.games.abracadabra.scoring import DealFacts, score_deal

from .helpers import deal, kinds, play_tricks, run

FOUR_TABLE = (40, 30, 20, 10)

# Four players, dealer seat 0, joker=without (seat 1 names clubs). Seat 1, the Declarer, wins tricks
# 2, 4 and 11 and captures two hearts (10H and AH in trick 11); each trick is listed from its leader.
CHECK_HANDS = {
    0: "6S 7S 3H 6H 9H 10H 5D 6D 9D 10D 8C 9C KC",
    1: "3S 2H 4H 7H 8H JH QH KH AH 2C 7C 10C JC",
    2: "2S 4S 5S 8S JS QS KS 8D QD 4C 5C 6C QC",
    3: "9S 10S AS 5H 2D 3D 4D 7D JD KD AD 3C AC",
}
CHECK_TRICKS = [
    "3S KS 10S 7S", "8D AD 10D 2C", "7H 5C 5H 3H", "4S 9S 6S 7C", "8H 6C KD 6H", "QD 4D 9D JH",
    "QC AC 8C JC", "7D 6D QH JS", "JD 5D 2H 2S", "2D KC 10C QS", "10H AH 5S AS", "4H 8S 3D 9H",
    "9C KH 4C 3C",
]
# The same contracts, but seat 1 loses trick 11 and wins trick 13 instead (still two hearts).
VARIANT_HANDS = {
    0: "3S JS QS 2H 3H 5H 6H 8H 9H 2D 6D 7D QC",
    1: "5S 7S 10S AS 7H QH 8D 9D 10D 3C 5C 9C KC",
    2: "6S 9S KS 4H JH KH AH 3D 5D 6C 7C 8C AC",
    3: "2S 4S 8S 10H 4D JD QD KD AD 2C 4C 10C JC",
}
VARIANT_TRICKS = [
    "3C AC 10C QC", "8C 4C 3H KC", "7H JH 10H 2H", "KS 8S 3S AS", "QH KH QD 9H", "AH 2S 6H 10D",
    "5D JD 6D 9D", "JC 2D 5C 7C", "KD 7D 8D 3D", "4S JS 7S 9S", "QS 5S 6S AD", "8H 10S 4H 4D",
    "5H 9C 6C 2C",
]
CONTRACT_MOVES = [
    (1, "suit H"), (2, "suit S"), (3, "suit D"),  # seat 0, the dealer, is given clubs
    (1, "bid 3"), (2, "pass"), (3, "pass"), (0, "pass"),
    (1, "place 4 9 J"), (1, "trump C"), (2, "place A"), (3, "place 5"), (0, "place 6"),
    (1, "right J"), (1, "keep"), (2, "keep"), (3, "keep"), (0, "keep"),
]


def test_check_case_scoring_terms() -> None:
    won = DealFacts(contract=3, tricks=3, named_won=(4,), right_up=(11,), right_down=(), bid_suit_captured=2, exposed=False)
    other = DealFacts(contract=1, tricks=4, named_won=(), right_up=(), right_down=(), bid_suit_captured=0, exposed=False)
    assert score_deal([won, other, other, other], FOUR_TABLE, at_least=False)[0] == {
        "success": 40, "named": 4, "right": 22, "tricks": 3, "suit": 4, "total": 73,
    }
    lost = DealFacts(contract=3, tricks=3, named_won=(4,), right_up=(), right_down=(11,), bid_suit_captured=2, exposed=False)
    assert score_deal([lost, other, other, other], FOUR_TABLE, at_least=False)[0]["right"] == -22


def test_check_case_declarer_scores_73() -> None:
    state = deal(4, CHECK_HANDS, {"joker": "without", "deals": 1}, turnup=None)
    run(state, CONTRACT_MOVES)
    events = play_tricks(state, CHECK_TRICKS)
    assert state.d["winners"] == [2, 1, 2, 1, 2, 2, 3, 3, 3, 0, 1, 0, 0]
    assert [e.data["trick"] for e in kinds(events, "abracadabra") if e.seat == 1] == [4]
    assert [(e.seat, e.data["rank"]) for e in kinds(events, "right_kept")] == [(1, 11)]
    assert [e.data["trick"] for e in kinds(events, "centre") if e.seat == 1] == [9]
    assert kinds(events, "right_down") == []
    (end,) = kinds(events, "deal_end")
    assert end.data["scores"][1] == {"success": 40, "named": 4, "right": 22, "tricks": 3, "suit": 4, "total": 73}
    assert [t["success"] for t in end.data["scores"]] == [0, 40, 0, 0]  # contracts of 1: 3, 4, 3 tricks
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == [1] and outcome.scores[1] == 73


def test_check_case_lost_right_card_costs_22() -> None:
    state = deal(4, VARIANT_HANDS, {"joker": "without", "deals": 1}, turnup=None)
    run(state, CONTRACT_MOVES)
    events = play_tricks(state, VARIANT_TRICKS)
    assert state.d["winners"] == [2, 1, 2, 1, 2, 2, 3, 3, 3, 0, 0, 0, 1]
    assert [(e.seat, e.data["rank"]) for e in kinds(events, "right_down")] == [(1, 11)]
    assert state.view(None)["bid_cards"][1]["right_down"] == [11]  # type: ignore[index]
    (end,) = kinds(events, "deal_end")
    assert end.data["scores"][1] == {"success": 40, "named": 4, "right": -22, "tricks": 3, "suit": 4, "total": 29}
    # What the points come from travels with them, so the thread can explain the -22.
    assert end.data["seats"][1] == {
        "contract": 3, "declarer": True, "won": 3, "named": [4], "right_up": [], "right_down": [11], "captured": 2, "exposed": False,
    }
    assert [seat["declarer"] for seat in end.data["seats"]] == [False, True, False, False]
    assert end.data["at_least"] is False


# Three players, joker=without. Seat 1 is Helen (hearts, Declarer for 7), seat 2 David (spades),
# seat 0 a third player; the dealer is seat 0, so Helen leads.
WORKED_HANDS = {
    0: "8S 10S QS AS 7H 8H AH 7D 8D 9D QD KD",
    1: "7S KS JH KH 10D JD AD 7C 8C 9C KC AC",
    2: "6S 9S JS 6H 9H 10H QH 6D 6C 10C JC QC",
}
WORKED_TRICKS = [
    "JD 6D 9D", "KS 9S QS", "AD QH QD", "7S JS 10S", "9H 8H JH", "10D 6S 7D",
    "AC 6C 8D", "7C 10C 8S", "QC AS 9C", "10H AH KH", "7H KC 6H", "8C JC KD",
]


def test_worked_example_helen_55_david_50() -> None:
    state = deal(3, WORKED_HANDS, {"joker": "without", "deals": 1}, turnup=None)
    run(state, [
        (1, "suit H"), (2, "suit S"), (0, "suit D"),
        (1, "bid 7"), (2, "pass"), (0, "pass"),
        (1, "place 4 5 8 9 10 J Q"), (1, "trump C"), (2, "place A 2 4 Q"), (0, "place 3 6"),
        (1, "right none"), (1, "keep"), (2, "keep"), (0, "keep"),
    ])
    events = play_tricks(state, WORKED_TRICKS)
    assert state.d["winners"] == [1, 1, 1, 2, 1, 1, 1, 2, 2, 0, 1, 2]
    (end,) = kinds(events, "deal_end")
    helen, david = end.data["scores"][1], end.data["scores"][2]
    assert helen == {"success": 20, "named": 16, "right": 0, "tricks": 7, "suit": 12, "total": 55}
    assert david == {"success": 20, "named": 16, "right": 0, "tricks": 4, "suit": 10, "total": 50}
    assert end.data["scores"][0]["success"] == 0  # contract 2, one trick
    assert sorted(state.view(None)["bid_cards"][0]["centre"]) == [3, 6]  # type: ignore[index]


def test_at_least_option_counts_overtricks_as_success() -> None:
    over = DealFacts(contract=2, tricks=4, named_won=(), right_up=(), right_down=(), bid_suit_captured=0, exposed=True)
    exact = score_deal([over], (20, 10), at_least=False)[0]
    at_least = score_deal([over], (20, 10), at_least=True)[0]
    assert exact["success"] == 0 and at_least["success"] == 20


def test_exposed_stack_doubles_bid_suit_reward() -> None:
    facts = DealFacts(contract=0, tricks=2, named_won=(), right_up=(), right_down=(), bid_suit_captured=3, exposed=True)
    assert score_deal([facts, facts], (20, 10), at_least=False)[0] == {
        "success": 0, "named": 0, "right": 0, "tricks": 2, "suit": 12, "total": 14,
    }


def test_success_table_shares_by_number_of_successes() -> None:
    ok = DealFacts(contract=1, tricks=1, named_won=(), right_up=(), right_down=(), bid_suit_captured=0, exposed=False)
    bad = DealFacts(contract=1, tricks=0, named_won=(), right_up=(), right_down=(), bid_suit_captured=0, exposed=False)
    for successes, bonus in enumerate(FOUR_TABLE, start=1):
        players = [ok] * successes + [bad] * (4 - successes)
        assert score_deal(players, FOUR_TABLE, at_least=False)[0]["success"] == bonus
