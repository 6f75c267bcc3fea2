"""Setup, the turn structure, activation rules, winning and the deck-out rules."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction, NotYourTurn
from bot.games.spellcaster import GAME
from bot.games.spellcaster.scoring import count_winners, immediate_winner
from tests.games.spellcaster.helpers import kinds, position, texts

ME, RIVAL = 0, 1


def test_setup_deals_three_cards_ten_energy_two_sapphires_and_the_starter_draws() -> None:
    for seed in range(20):
        state = GAME.new(2, seed)
        start = state.start
        assert state.turn == start and state.to_move() == frozenset({start})
        assert state.energy == [10, 10] and state.sapphires == [2, 2]
        assert len(state.hands[start]) == 4 and len(state.hands[1 - start]) == 3
        assert len(state.deck) == 60 - 7
        assert state.actions_left == 2
    assert {GAME.new(2, seed).start for seed in range(20)} == {0, 1}


def test_second_player_bonus_deals_the_second_mage_four_cards() -> None:
    state = GAME.new(2, 3, {"second-player-bonus": "on"})
    assert len(state.hands[1 - state.start]) == 4
    assert len(state.hands[state.start]) == 4  # three dealt plus the turn's draw
    assert len(state.deck) == 60 - 8


def test_same_seed_same_deal() -> None:
    assert GAME.new(2, "table-9") == GAME.new(2, "table-9")
    assert GAME.new(2, "table-9") != GAME.new(2, "table-10")


def test_active_spells_trigger_in_pile_order_red_yellow_blue_green() -> None:
    piles = {"green": [("G10", ME)], "blue": [("B08", ME)], "yellow": [("Y08", ME)], "red": [("R08", ME)]}
    state = position(piles=piles, turn=RIVAL, actions_left=1)
    events = state.apply(RIVAL, "draw")
    order = [(e.kind, e.data.get("pile")) for e in events if e.kind in ("trigger", "draw") and e.seat == ME]
    # All four trigger before the turn's draw (Arcane Library's own draw comes first).
    assert order == [
        ("trigger", "red"),
        ("trigger", "yellow"),
        ("trigger", "blue"),
        ("trigger", "green"),
        ("draw", None),
        ("draw", None),
    ]
    assert state.energy == [11, 9] and state.sapphires == [3, 2]


def test_active_spells_do_not_trigger_on_the_turn_they_are_played() -> None:
    state = position(hands=[["R08"], []], actions_left=2)
    events = state.apply(ME, "play R08")
    assert "trigger" not in kinds(events)
    events = state.apply(ME, "draw")  # the rival's turn: the curse faces me, so nothing
    assert "trigger" not in kinds(events) and state.energy == [10, 10]
    state.apply(RIVAL, "draw")
    events = state.apply(RIVAL, "draw")  # my next turn: now it triggers
    assert [e.data["card"] for e in events if e.kind == "trigger"] == ["R08"]
    assert state.energy == [10, 9]


def test_active_spells_cannot_be_activated() -> None:
    state = position(piles={"yellow": [("Y08", ME)]})
    assert "activate yellow" not in texts(state, ME)
    with pytest.raises(IllegalAction, match="Regeneration is an active spell"):
        state.apply(ME, "activate yellow")


def test_a_card_facing_the_rival_cannot_be_activated() -> None:
    state = position(piles={"red": [("R01", RIVAL)]})
    with pytest.raises(IllegalAction, match="faces your rival"):
        state.apply(ME, "activate red")


def test_an_empty_pile_cannot_be_activated() -> None:
    with pytest.raises(IllegalAction, match="the blue pile is empty"):
        position().apply(ME, "activate blue")


def test_playing_puts_the_card_on_its_pile_facing_me_and_takes_control() -> None:
    state = position(piles={"red": [("R01", RIVAL)]}, hands=[["R02"], []])
    state.apply(ME, "play R02")
    assert state.piles[0] == ["R01", "R02"] and state.faces[0] == [RIVAL, ME]
    assert state.view(None)["piles"][0]["facing"] == ME  # type: ignore[index]


def test_playing_a_card_not_held_is_refused_with_the_reason() -> None:
    state = position(hands=[["R02"], []])
    with pytest.raises(IllegalAction, match=r"you do not hold Y01 \(Healing Light\)") as refused:
        state.apply(ME, "play Y01")
    assert refused.value.code == "spellcaster.not_in_hand"


def test_play_and_activate_the_same_card_in_one_turn() -> None:
    state = position(hands=[["R01"], []])
    state.apply(ME, "play R01")
    state.apply(ME, "activate red")
    assert state.energy == [10, 8] and state.turn == RIVAL


def test_each_card_is_activated_at_most_once_per_turn() -> None:
    state = position(piles={"red": [("R01", ME)]}, hands=[["R01"], []], actions_left=4)
    state.apply(ME, "activate red")
    assert "activate red" not in texts(state, ME)
    with pytest.raises(IllegalAction, match="you already activated Firebolt this turn"):
        state.apply(ME, "activate red")
    state.apply(ME, "play R01")  # another Firebolt on top is another card
    state.apply(ME, "activate red")
    assert state.energy == [10, 6]
    assert state.turn == ME and state.actions_left == 1


def test_activation_is_allowed_again_next_turn() -> None:
    state = position(piles={"red": [("R01", ME)]}, actions_left=1)
    state.apply(ME, "activate red")
    state.apply(RIVAL, "draw")
    state.apply(RIVAL, "draw")
    assert "activate red" in texts(state, ME)


def test_echo_does_not_count_as_an_activation() -> None:
    piles = {"red": [("R01", ME)], "green": [("G06", ME)]}
    state = position(piles=piles, actions_left=2)
    state.apply(ME, "activate green")
    assert state.activated == [[3, 0]]
    state.apply(ME, "activate red")
    assert state.energy == [10, 6]


def test_two_actions_then_the_turn_passes() -> None:
    state = position()
    state.apply(ME, "draw")
    assert state.turn == ME and state.actions_left == 1
    events = state.apply(ME, "draw")
    assert state.turn == RIVAL and state.actions_left == 2
    assert "turn" in kinds(events)
    with pytest.raises(NotYourTurn):
        state.apply(ME, "draw")


def test_a_decision_from_the_rival_holds_the_turn() -> None:
    state = position(piles={"red": [("R07", ME)]}, hands=[[], ["B01", "Y01"]])
    state.apply(ME, "activate red")
    with pytest.raises(NotYourTurn):
        state.apply(ME, "draw")
    with pytest.raises(IllegalAction, match="awaits which card you discard") as refused:
        state.apply(RIVAL, "draw")
    assert refused.value.code == "spellcaster.awaiting_choice"
    with pytest.raises(IllegalAction, match="not a possible answer"):
        state.apply(RIVAL, "discard R01")


def test_a_choice_with_nothing_to_answer_is_refused() -> None:
    with pytest.raises(IllegalAction, match="nothing asks for that choice"):
        position().apply(ME, "pile red")


def test_quickening_gives_two_more_actions() -> None:
    state = position(piles={"green": [("G05", ME)]}, actions_left=1)
    state.apply(ME, "activate green")
    assert state.turn == ME and state.actions_left == 2


def test_mind_twisted_active_spell_triggers_for_its_new_controller() -> None:
    piles = {"red": [("R08", RIVAL)], "green": [("G04", ME)]}
    state = position(piles=piles, actions_left=1)
    state.apply(ME, "activate green")  # the only target: turned at once; my last action
    assert state.energy == [10, 10]  # it faces me now, so it does not hurt me at the rival's turn
    state.apply(RIVAL, "draw")
    state.apply(RIVAL, "draw")
    assert state.energy == [10, 9]


# ---- winning ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("energy", "sapphires", "winner"),
    [
        ([0, 0], [2, 2], ME),  # rival at 0 Energy is checked before me at 0
        ([0, 5], [15, 2], RIVAL),  # me at 0 Energy before my 15 Sapphires
        ([5, 5], [15, 15], ME),  # my 15 Sapphires before the rival's
        ([5, 0], [2, 15], ME),  # rival at 0 Energy before his 15 Sapphires
        ([5, 5], [2, 15], RIVAL),
        ([5, 5], [14, 14], None),
    ],
)
def test_win_check_order(energy: list[int], sapphires: list[int], winner: int | None) -> None:
    assert immediate_winner(ME, energy, sapphires) == winner


def test_win_is_checked_after_every_step_of_an_effect() -> None:
    # Demonspawn: the rival's 3 -> 0 ends the duel before I would lose my last Energy.
    state = position(piles={"red": [("R03", ME)]}, energy=[1, 3])
    state.apply(ME, "activate red")
    assert state.winners == [ME] and state.energy == [1, 0]


def test_losing_my_last_energy_to_my_own_card_loses() -> None:
    state = position(piles={"red": [("R03", ME)]}, energy=[1, 5])
    state.apply(ME, "activate red")
    assert state.winners == [RIVAL] and state.end_reason == "energy"


def test_rival_reaching_fifteen_sapphires_mid_effect_wins() -> None:
    state = position(piles={"red": [("R02", ME)]}, sapphires=[2, 14])
    state.apply(ME, "activate red")
    assert state.winners == [RIVAL] and state.end_reason == "sapphires"
    assert state.outcome() is not None and state.outcome().scores == [2, 15]  # type: ignore[union-attr]


def test_my_fifteen_sapphires_beat_the_rivals_in_the_same_effect() -> None:
    # Crystal Harvest: I reach 15 at the first step; the rival's +1 never happens.
    state = position(piles={"blue": [("B03", ME)]}, sapphires=[12, 14])
    state.apply(ME, "activate blue")
    assert state.winners == [ME] and state.sapphires == [15, 14]


def test_active_spell_win_at_the_start_of_a_turn() -> None:
    state = position(piles={"red": [("R08", ME)]}, energy=[10, 1], turn=RIVAL, actions_left=1)
    events = state.apply(RIVAL, "draw")
    assert state.winners == [ME] and kinds(events)[-1] == "game_over"
    assert state.legal_actions(ME) == [] and state.to_move() == frozenset()


# ---- deck-out -----------------------------------------------------------------------------------


def test_failing_the_turns_draw_ends_the_game_at_once() -> None:
    state = position(deck=["Y01"], sapphires=[3, 5], actions_left=1, turn=ME)
    state.apply(ME, "draw")  # takes the last card; the rival cannot draw his turn's card
    assert state.is_over() and state.end_reason == "deck"
    assert state.winners == [RIVAL]
    assert state.turn == RIVAL and state.actions_left == 2  # he never got to act


def test_deck_out_ties_go_to_energy_then_both_win() -> None:
    assert count_winners([4, 9], [6, 6]) == [1]
    assert count_winners([9, 9], [6, 6]) == [0, 1]
    state = position(deck=[], energy=[7, 7], sapphires=[4, 4], turn=RIVAL, actions_left=1, hands=[[], ["B01"]])
    state.apply(RIVAL, "play B01")
    assert state.is_over() and state.winners == [ME, RIVAL]


def test_a_short_draw_during_an_effect_ends_the_game_after_the_turn() -> None:
    state = position(piles={"green": [("G02", ME)]}, deck=["B01"], sapphires=[2, 6], actions_left=2)
    events = state.apply(ME, "activate green")  # Dreamcloak wants 2, finds 1
    assert "deck_short" in kinds(events)
    assert not state.is_over() and state.ending and state.hands[ME] == ["B01"]
    state.apply(ME, "play B01")
    assert state.is_over() and state.end_reason == "deck" and state.winners == [RIVAL]


def test_after_a_short_draw_a_win_in_the_same_turn_still_counts() -> None:
    piles = {"green": [("G02", ME)], "red": [("R01", ME)]}
    state = position(piles=piles, deck=[], energy=[10, 2], sapphires=[2, 9], actions_left=2)
    state.apply(ME, "activate green")
    assert state.ending and not state.is_over()
    state.apply(ME, "activate red")
    assert state.winners == [ME] and state.end_reason == "energy"


def test_rival_short_draw_also_ends_after_the_turn() -> None:
    state = position(piles={"green": [("G05", ME)]}, deck=[], hands=[["Y01"], []], actions_left=1)
    state.apply(ME, "activate green")  # Quickening: the rival would draw 1, the deck is empty
    assert state.ending and state.actions_left == 2 and not state.is_over()
    events = state.apply(ME, "play Y01")
    state.apply(ME, "activate yellow")
    assert "no_action" not in kinds(events)
    assert state.is_over() and state.end_reason == "deck"


def test_the_draw_action_is_not_offered_on_an_empty_deck() -> None:
    state = position(deck=[], hands=[["Y01"], []])
    assert texts(state, ME) == ["play Y01"]
    before = state.to_dict()
    with pytest.raises(IllegalAction) as refused:
        state.apply(ME, "draw")
    assert refused.value.code == "spellcaster.deck_empty"
    assert state.to_dict() == before
    assert "draw" in texts(position(deck=["B01"]), ME)


def test_on_an_empty_deck_the_rivals_active_spells_still_trigger_before_the_count() -> None:
    # Issue #12: drawing at will on the empty deck ended the game 5-4 before the rival's Sapphire
    # Spring could bring him level. Now his turn starts, the spring triggers, then his draw fails.
    state = position(piles={"blue": [("B08", RIVAL)]}, deck=[], sapphires=[5, 4], hands=[["G07"], ["Y01"]])
    state.apply(ME, "play G07")
    assert texts(state, ME) == ["activate green"]
    events = state.apply(ME, "activate green")  # Rewind: the discard pile is empty
    assert kinds(events)[-4:] == ["turn", "trigger", "sapphires", "game_over"]
    assert state.is_over() and state.end_reason == "deck"
    assert state.sapphires == [5, 5] and state.energy == [10, 10]
    assert state.winners == [ME, RIVAL]


def test_a_mage_with_no_possible_action_loses_the_rest_of_the_turn() -> None:
    # Blood Price cannot be paid with 2 Energy (never the last one): once played, nothing is left to do.
    state = position(deck=[], energy=[2, 10], sapphires=[6, 4], hands=[["B06"], []])
    events = state.apply(ME, "play B06")
    lost = [e for e in events if e.kind == "no_action"]
    assert [(e.seat, e.data) for e in lost] == [(ME, {"lost": 1})]
    assert state.is_over() and state.end_reason == "deck" and state.winners == [ME]


def test_no_possible_action_after_a_short_draw_ends_the_game_at_once() -> None:
    # Three actions (as after Quickening); Dreamcloak finds only Blood Price, unpayable with 2 Energy.
    state = position(piles={"green": [("G02", ME)]}, deck=["B06"], energy=[2, 10], actions_left=3)
    state.apply(ME, "activate green")
    assert state.ending and state.to_move() == frozenset({ME}) and state.hands[ME] == ["B06"]
    events = state.apply(ME, "play B06")
    assert kinds(events)[-2:] == ["no_action", "game_over"]
    assert state.turn == ME and state.winners == [RIVAL]  # the rival's turn never starts
