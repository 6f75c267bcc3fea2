"""Determinized copies carry nothing the seat could not know (issue #15: the rival's Foresight pick)."""

from __future__ import annotations

from bot.games.spellcaster import SpellcasterState
from tests.games.spellcaster.helpers import FILLER, position

ME, RIVAL = 0, 1


def rival_foresight(keep: str) -> SpellcasterState:
    """The rival's Foresight reveals G02, B01 and R01 and he keeps `keep`; the order under the deck is awaited."""
    state = position(piles={"green": [("G08", RIVAL)]}, deck=[*FILLER, "R01", "B01", "G02"], turn=RIVAL, hands=[["Y01"], ["Y08"]])
    state.apply(RIVAL, "activate green")
    state.apply(RIVAL, f"keep {keep}")
    assert state.pending is not None and state.pending["kind"] == "order"
    return state


def test_the_rivals_foresight_pick_is_not_in_my_determinized_copy() -> None:
    state = rival_foresight("G02")
    assert state.last == {"seat": RIVAL, "action": "keep G02"}
    world = state.determinize(ME, 7)
    assert world.last == {"seat": RIVAL, "action": "keep"}
    assert "G02" not in str(world.to_dict()["last"])
    assert world.view(ME) == state.view(ME)


def test_two_rival_picks_give_the_same_determinized_copy() -> None:
    # Only the rival's private choice differs: a copy made for me cannot tell the two apart at all.
    kept_spell, kept_sapphires = rival_foresight("G02"), rival_foresight("B01")
    assert kept_spell.to_dict() != kept_sapphires.to_dict()
    for seed in range(5):
        assert kept_spell.determinize(ME, seed).to_dict() == kept_sapphires.determinize(ME, seed).to_dict()


def test_the_chooser_keeps_his_own_choice_in_his_copy() -> None:
    state = rival_foresight("B01")
    world = state.determinize(RIVAL, 3)
    assert world.last == {"seat": RIVAL, "action": "keep B01"}
    assert world.pending is not None and sorted(world.pending["cards"]) == ["G02", "R01"]


def test_a_public_last_action_is_kept_whole() -> None:
    state = position(hands=[["Y01"], []])
    state.apply(ME, "play Y01")
    assert state.determinize(RIVAL, 1).last == {"seat": ME, "action": "play Y01"}
