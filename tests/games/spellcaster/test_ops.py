"""One test per op of the effect vocabulary, each on a constructed position."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction
from bot.games.spellcaster.ops import OPS
from tests.games.spellcaster.helpers import kinds, position, texts, top

ME, RIVAL = 0, 1


def test_every_op_of_the_vocabulary_is_tested_here() -> None:
    tested = {name.removeprefix("test_op_").split("__")[0] for name in globals() if name.startswith("test_op_")}
    assert tested == set(OPS)


def test_op_rival_lose_energy() -> None:
    state = position(piles={"red": [("R01", ME)]})
    state.apply(ME, "activate red")
    assert state.energy == [10, 8]


def test_op_rival_lose_energy__not_below_zero_and_wins() -> None:
    state = position(piles={"red": [("R01", ME)]}, energy=[10, 1])
    events = state.apply(ME, "activate red")
    assert state.energy == [10, 0]
    assert state.is_over() and state.outcome() is not None
    assert state.winners == [ME] and state.end_reason == "energy"
    assert kinds(events)[-1] == "game_over"


def test_op_lose_energy() -> None:
    state = position(piles={"red": [("R03", ME)]})
    state.apply(ME, "activate red")
    assert state.energy == [9, 7]


def test_op_gain_energy() -> None:
    state = position(piles={"yellow": [("Y01", ME)]})
    state.apply(ME, "activate yellow")
    assert state.energy == [12, 10]


def test_op_rival_gain_energy() -> None:
    state = position(piles={"blue": [("B02", ME)]})
    state.apply(ME, "activate blue")
    assert state.sapphires == [5, 2]
    assert state.energy == [10, 12]


def test_op_gain_sapphires() -> None:
    state = position(piles={"blue": [("B01", ME)]})
    state.apply(ME, "activate blue")
    assert state.sapphires == [4, 2]


def test_op_rival_gain_sapphires() -> None:
    state = position(piles={"red": [("R02", ME)]})
    state.apply(ME, "activate red")
    assert state.energy == [10, 7]
    assert state.sapphires == [2, 3]


def test_op_rival_lose_sapphires() -> None:
    state = position(piles={"blue": [("B05", ME)]}, sapphires=[2, 1])
    state.apply(ME, "activate blue")
    assert state.sapphires == [2, 0]


def test_op_steal_sapphires() -> None:
    state = position(piles={"blue": [("B04", ME)]}, sapphires=[2, 3])
    state.apply(ME, "activate blue")
    assert state.sapphires == [3, 2]


def test_op_steal_sapphires__from_an_empty_rival_gains_nothing() -> None:
    state = position(piles={"blue": [("B04", ME)]}, sapphires=[2, 0])
    state.apply(ME, "activate blue")
    assert state.sapphires == [2, 0]


def test_op_pay_energy() -> None:
    state = position(piles={"blue": [("B06", ME)]}, energy=[3, 10])
    state.apply(ME, "activate blue")
    assert state.energy == [1, 10]
    assert state.sapphires == [5, 2]


def test_op_pay_energy__last_energy_cannot_be_paid() -> None:
    state = position(piles={"blue": [("B06", ME)]}, energy=[2, 10])
    before = state.to_dict()
    assert "activate blue" not in texts(state, ME)
    with pytest.raises(IllegalAction, match="Blood Price: you cannot pay 2 Energy, you would have 0 left"):
        state.apply(ME, "activate blue")
    assert state.to_dict() == before


def test_op_pay_sapphires() -> None:
    state = position(piles={"yellow": [("Y07", ME)]}, energy=[5, 10], sapphires=[1, 2])
    state.apply(ME, "activate yellow")
    assert state.sapphires == [0, 2]
    assert state.energy == [8, 10]


def test_op_pay_sapphires__without_a_sapphire_is_refused() -> None:
    state = position(piles={"yellow": [("Y07", ME)]}, sapphires=[0, 2])
    assert "activate yellow" not in texts(state, ME)
    with pytest.raises(IllegalAction, match="Sapphire Tithe: you cannot pay 1 Sapphire, you have 0") as refused:
        state.apply(ME, "activate yellow")
    assert refused.value.code == "spellcaster.cannot_activate"


def test_op_draw() -> None:
    state = position(piles={"green": [("G02", ME)]}, deck=["R01", "Y01", "B01"])
    events = state.apply(ME, "activate green")
    assert state.hands[ME] == ["B01", "Y01"]
    assert state.deck == ["R01"]
    private = [e for e in events if e.kind == "drew"]
    assert private[0].data["cards"] == ["B01", "Y01"] and private[0].to == frozenset({ME})


def test_op_rival_draw() -> None:
    state = position(piles={"red": [("R09", ME)]}, deck=["B01", "R01", "Y01"], turn=RIVAL, actions_left=1)
    state.apply(RIVAL, "draw")  # draws Y01 and ends his turn; my Hellfire Aura triggers at the start of mine
    assert state.turn == ME
    assert state.energy == [10, 8]
    assert state.hands == [["B01"], ["R01", "Y01"]]  # he drew R01 from the aura, then I drew B01
    assert state.deck == [] and not state.ending


def test_op_rival_discard() -> None:
    state = position(piles={"red": [("R07", ME)]}, hands=[[], ["B01", "Y01", "Y01"]])
    state.apply(ME, "activate red")
    assert state.energy == [10, 8]
    assert state.to_move() == frozenset({RIVAL})
    assert texts(state, RIVAL) == ["discard B01", "discard Y01"]
    assert state.legal_actions(ME) == []
    state.apply(RIVAL, "discard Y01")
    assert state.hands[RIVAL] == ["B01", "Y01"]
    assert state.discard == ["Y01"]
    assert state.to_move() == frozenset({ME}) and state.actions_left == 1


def test_op_rival_discard__empty_hand_does_nothing() -> None:
    state = position(piles={"red": [("R07", ME)]}, hands=[[], []])
    state.apply(ME, "activate red")
    assert state.to_move() == frozenset({ME}) and state.discard == []


def test_op_rival_discard__single_choice_needs_no_question() -> None:
    state = position(piles={"red": [("R07", ME)]}, hands=[[], ["B01", "B01"]])
    events = state.apply(ME, "activate red")
    assert state.to_move() == frozenset({ME})
    assert state.hands[RIVAL] == ["B01"] and state.discard == ["B01"]
    assert "discard" in kinds(events)


def test_op_rival_lose_energy_per_controlled_pile() -> None:
    piles = {"red": [("R05", ME)], "yellow": [("Y01", ME)], "blue": [("B01", RIVAL)], "green": [("G02", ME)]}
    state = position(piles=piles)
    state.apply(ME, "activate red")
    assert state.energy == [10, 7]


def test_op_if_rival_more_energy_rival_lose_energy() -> None:
    state = position(piles={"red": [("R06", ME)]}, energy=[7, 10])
    state.apply(ME, "activate red")
    assert state.energy == [7, 7]  # 10 - 2 = 8 > 7, so 1 more


def test_op_if_rival_more_energy_rival_lose_energy__not_when_equal() -> None:
    state = position(piles={"red": [("R06", ME)]}, energy=[8, 10])
    state.apply(ME, "activate red")
    assert state.energy == [8, 8]


def test_op_if_rival_energy_le_rival_lose_energy() -> None:
    # Doom Sigil (active) facing me triggers at the start of my turn: 5 -> 4 (no more); then 4 -> 3 -> 2.
    state = position(piles={"red": [("R10", ME)]}, energy=[10, 5], turn=RIVAL, actions_left=1)
    state.apply(RIVAL, "draw")
    assert state.energy == [10, 4]
    state.apply(ME, "draw")
    state.apply(ME, "draw")
    state.apply(RIVAL, "draw")
    state.apply(RIVAL, "draw")
    assert state.energy == [10, 2]


def test_op_guard() -> None:
    state = position(piles={"yellow": [("Y03", ME)], "red": [("R08", RIVAL)]}, hands=[[], ["R01"]], actions_left=1)
    state.apply(ME, "activate yellow")  # gain 1, guard 1; my last action: the rival's turn begins
    assert state.turn == RIVAL
    assert state.energy == [11, 10]
    # His Burning Curse (1) is fully absorbed; his Firebolt (2) costs me 1.
    state.apply(RIVAL, "play R01")
    state.apply(RIVAL, "activate red")
    assert state.energy == [10, 10]
    assert state.guard == [0, 0]  # expired at the start of my turn


def test_op_guard__also_softens_my_own_red_card() -> None:
    state = position(piles={"yellow": [("Y03", ME)]}, hands=[["R03"], []], actions_left=3)
    state.apply(ME, "activate yellow")
    state.apply(ME, "play R03")
    state.apply(ME, "activate red")
    assert state.energy == [11, 7]


def test_op_discard_top_if_faces_rival() -> None:
    state = position(piles={"red": [("R01", ME), ("R08", RIVAL)], "yellow": [("Y04", ME)]}, energy=[5, 10])
    state.apply(ME, "activate yellow")
    assert top(state, "red") == ("R01", ME)  # the card below keeps its facing
    assert state.discard == ["R08"]
    assert state.energy == [6, 10]


def test_op_discard_top_if_faces_rival__not_my_own() -> None:
    state = position(piles={"red": [("R08", ME)], "yellow": [("Y04", ME)]})
    state.apply(ME, "activate yellow")
    assert top(state, "red") == ("R08", ME)
    assert state.discard == []


def test_op_catchup_gain_energy() -> None:
    behind = position(piles={"yellow": [("Y06", ME)]}, energy=[4, 9])
    behind.apply(ME, "activate yellow")
    level = position(piles={"yellow": [("Y06", ME)]}, energy=[9, 9])
    level.apply(ME, "activate yellow")
    assert behind.energy[ME] == 7 and level.energy[ME] == 10


def test_op_spring() -> None:
    rich = position(piles={"yellow": [("Y10", ME)]}, energy=[10, 10], turn=RIVAL, actions_left=1)
    rich.apply(RIVAL, "draw")
    poor = position(piles={"yellow": [("Y10", ME)]}, energy=[9, 10], turn=RIVAL, actions_left=1)
    poor.apply(RIVAL, "draw")
    assert (rich.energy[ME], rich.sapphires[ME]) == (10, 3)
    assert (poor.energy[ME], poor.sapphires[ME]) == (10, 2)


def test_op_draw_unless_rival_discards() -> None:
    state = position(piles={"green": [("G01", ME)]}, hands=[[], ["B01", "R01"]], deck=["Y01", "Y06", "G03"])
    state.apply(ME, "activate green")
    assert state.to_move() == frozenset({RIVAL})
    assert texts(state, RIVAL) == ["decline", "discard B01", "discard R01"]
    state.apply(RIVAL, "discard R01")
    assert state.hands == [[], ["B01"]] and state.discard == ["R01"]
    assert state.to_move() == frozenset({ME})


def test_op_draw_unless_rival_discards__decline_lets_me_draw() -> None:
    state = position(piles={"green": [("G01", ME)]}, hands=[[], ["B01"]], deck=["Y01", "Y06", "G03"])
    state.apply(ME, "activate green")
    state.apply(RIVAL, "decline")
    assert state.hands == [["G03", "Y06"], ["B01"]]


def test_op_draw_unless_rival_discards__empty_hand_cannot_refuse() -> None:
    state = position(piles={"green": [("G01", ME)]}, hands=[[], []], deck=["Y01", "Y06", "G03"])
    state.apply(ME, "activate green")
    assert state.to_move() == frozenset({ME})
    assert state.hands[ME] == ["G03", "Y06"]


def test_op_discard_top_facing_rival() -> None:
    piles = {"red": [("R08", RIVAL)], "blue": [("B01", ME), ("B08", RIVAL)], "green": [("G03", ME)]}
    state = position(piles=piles)
    state.apply(ME, "activate green")
    assert texts(state, ME) == ["pile red", "pile blue"]
    assert state.legal_actions(RIVAL) == []
    with pytest.raises(IllegalAction, match="not a possible answer"):
        state.apply(ME, "pile green")
    state.apply(ME, "pile blue")
    assert top(state, "blue") == ("B01", ME)
    assert top(state, "red") == ("R08", RIVAL)
    assert state.discard == ["B08"]


def test_op_discard_top_facing_rival__no_target() -> None:
    state = position(piles={"red": [("R01", ME)], "green": [("G03", ME)]})
    events = state.apply(ME, "activate green")
    assert "no_target" in kinds(events) and state.pending is None


def test_op_turn_top_to_me() -> None:
    piles = {
        "red": [("R08", RIVAL)],
        "yellow": [("Y08", RIVAL)],
        "blue": [("B01", ME)],
        "green": [("G02", RIVAL), ("G04", ME)],
    }
    state = position(piles=piles, hands=[[], []], deck=["Y01", "B01"])
    state.apply(ME, "activate green")
    assert texts(state, ME) == ["pile red", "pile yellow"]  # blue already mine; green is not offered
    state.apply(ME, "pile yellow")
    assert top(state, "yellow") == ("Y08", ME)
    assert state.hands[RIVAL] == ["B01"]


def test_op_extra_actions() -> None:
    state = position(piles={"green": [("G05", ME)]}, deck=["Y01", "B01"])
    state.apply(ME, "activate green")
    assert state.actions_left == 3
    assert state.hands[RIVAL] == ["B01"]


def test_op_echo() -> None:
    piles = {"red": [("R01", ME)], "yellow": [("Y08", ME)], "blue": [("B01", RIVAL)], "green": [("G06", ME)]}
    state = position(piles=piles, actions_left=3)
    state.apply(ME, "activate red")
    assert state.energy == [10, 8]
    state.apply(ME, "activate green")  # the only target (yellow is active, blue is the rival's) is chosen at once
    assert state.energy == [10, 6]
    assert state.activated == [[0, 0], [3, 0]]  # the echo did not activate the Firebolt again


def test_op_echo__asks_which_card_and_is_not_an_activation() -> None:
    piles = {"red": [("R01", ME)], "blue": [("B01", ME)], "green": [("G06", ME)]}
    state = position(piles=piles)
    state.apply(ME, "activate green")
    assert texts(state, ME) == ["pile red", "pile blue"]
    state.apply(ME, "pile blue")
    assert state.sapphires == [4, 2]
    assert "activate blue" in texts(state, ME)  # still free to be activated this turn
    state.apply(ME, "activate blue")
    assert state.sapphires == [6, 2]


def test_op_echo__skips_unpayable_costs() -> None:
    piles = {"blue": [("B06", ME)], "yellow": [("Y01", ME)], "green": [("G06", ME)]}
    state = position(piles=piles, energy=[2, 10])
    state.apply(ME, "activate green")
    assert state.energy == [4, 10]  # only Healing Light could be echoed


def test_op_echo__pays_the_echoed_cost() -> None:
    piles = {"blue": [("B06", ME)], "red": [("R01", ME)], "green": [("G06", ME)]}
    state = position(piles=piles, energy=[5, 10])
    state.apply(ME, "activate green")
    state.apply(ME, "pile blue")
    assert state.energy == [3, 10] and state.sapphires == [5, 2]


def test_op_rewind() -> None:
    state = position(piles={"green": [("G07", ME)]}, discard=["R01", "B01", "R01"])
    state.apply(ME, "activate green")
    assert texts(state, ME) == ["take B01", "take R01"]
    state.apply(ME, "take R01")
    assert state.hands[ME] == ["R01"]
    assert state.discard == ["R01", "B01"]
    assert state.hand_known == [["R01"], []]  # the rival saw which card came back


def test_op_rewind__empty_discard_pile() -> None:
    state = position(piles={"green": [("G07", ME)]})
    events = state.apply(ME, "activate green")
    assert "no_target" in kinds(events)


def test_op_foresight() -> None:
    deck = ["Y06", "B07", "R01", "B01", "G02"]  # the top is the end
    state = position(piles={"green": [("G08", ME)]}, deck=deck)
    state.apply(ME, "activate green")
    assert texts(state, ME) == ["keep B01", "keep G02", "keep R01"]
    assert state.view(ME)["awaiting"]["cards"] == ["G02", "B01", "R01"]  # type: ignore[index]
    assert "cards" not in state.view(RIVAL)["awaiting"]  # type: ignore[operator]
    state.apply(ME, "keep G02")
    assert state.hands[ME] == ["G02"]
    assert texts(state, ME) == ["bottom B01", "bottom R01"]
    state.apply(ME, "bottom R01")
    assert state.deck == ["R01", "B01", "Y06", "B07"]
    assert state.view(ME)["deck_known"] == [[0, "R01"], [1, "B01"]]
    assert state.view(RIVAL)["deck_known"] == []
    assert state.to_move() == frozenset({ME}) and state.actions_left == 1


def test_op_foresight__the_rival_drawing_a_known_card_is_known() -> None:
    state = position(piles={"green": [("G08", ME)]}, deck=["R01", "B01", "G02"], actions_left=1)
    state.apply(ME, "activate green")
    state.apply(ME, "keep G02")
    state.apply(ME, "bottom R01")  # deck R01, B01: the rival draws B01 at the start of his turn
    assert state.turn == RIVAL and state.hands[RIVAL] == ["B01"]
    assert state.hand_known == [[], ["B01"]]
    assert state.view(ME)["known_hands"] == [[], ["B01"]]


def test_op_foresight__empty_deck_counts_as_failing_to_draw() -> None:
    state = position(piles={"green": [("G08", ME)]}, deck=[], hands=[["Y01"], []])
    state.apply(ME, "activate green")
    assert state.ending and not state.is_over()
    state.apply(ME, "play Y01")  # the last action of the turn: the game ends
    assert state.is_over() and state.end_reason == "deck"


def test_op_nullify() -> None:
    piles = {"red": [("R08", RIVAL)], "yellow": [("Y08", RIVAL)], "green": [("G09", ME)]}
    state = position(piles=piles, actions_left=1)
    events = state.apply(ME, "activate green")
    assert state.turn == RIVAL
    assert state.energy == [10, 10]  # neither Burning Curse nor Regeneration triggered
    assert kinds(events).count("nullified") == 2
    state.apply(RIVAL, "draw")
    state.apply(RIVAL, "draw")  # my turn: my Nullify expires
    assert state.nullify == [False, False]
    state.apply(ME, "draw")
    state.apply(ME, "draw")
    assert state.energy == [9, 11]
