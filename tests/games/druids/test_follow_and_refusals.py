"""Following suit (with the Sickle/Mistletoe exception) and the reasons given for refusals."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction, NotYourTurn
from bot.games.druids import GAME
from tests.games.druids.helpers import heights, play_all, position, tops


def legal(state, seat: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [str(a) for a in state.legal_actions(seat)]


def test_holding_the_led_colour_forces_it_but_specials_are_always_allowed() -> None:
    state = position([["R7", "G1"], ["R4", "R9", "B2", "SICKLE", "SICKLE", "MISTLETOE"], ["G2"], ["G3"]])
    play_all(state, "play R7")
    assert legal(state, 1) == ["play R4", "play R9", "play SICKLE", "play MISTLETOE"]
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, "play B2")
    assert refused.value.message == "You cannot play B2. You must follow red: you hold R4, R9."
    assert refused.value.code == "druids.must_follow"
    assert refused.value.params == {"card": "B2", "colour": "R", "cards": ["R4", "R9"]}
    state.apply(1, "play SICKLE")
    assert state.to_move() == {2}


def test_void_in_the_led_colour_may_play_anything() -> None:
    state = position([["R7", "G1"], ["B2", "Y5", "MISTLETOE"], ["G2"], ["G3"]])
    play_all(state, "play R7")
    assert legal(state, 1) == ["play Y5", "play B2", "play MISTLETOE"]
    state.apply(1, "play Y5")
    assert state.view(None)["led"] == "R"


def test_players_before_the_first_domain_card_are_unconstrained() -> None:
    state = position([["SICKLE", "G1"], ["B2", "R5", "MISTLETOE"], ["R1", "B9", "Y3"], ["B3", "V1"]])
    play_all(state, "play SICKLE")
    assert state.view(None)["led"] is None
    assert legal(state, 1) == ["play R5", "play B2", "play MISTLETOE"]
    play_all(state, "play MISTLETOE")
    assert legal(state, 2) == ["play Y3", "play R1", "play B9"]
    play_all(state, "play B9")
    assert state.view(None)["led"] == "B"
    assert legal(state, 3) == ["play B3"]


def test_gaia_colour_must_be_followed() -> None:
    state = position([["GAIA", "Y1"], ["V3", "V9", "G2"], ["G5"], ["B1"]], trick_no=1)
    play_all(state, "play GAIA V")
    assert state.view(None)["led"] == "V" and state.view(None)["gaia"] == "V"
    assert legal(state, 1) == ["play V3", "play V9"]


def test_trick_one_must_be_led_with_gaia() -> None:
    state = position([["GAIA", "Y1"], ["V3"], ["G5"], ["B1"]], trick_no=1)
    assert legal(state, 0) == [f"play GAIA {c}" for c in "GYRBV"]
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "play Y1")
    assert refused.value.code == "druids.must_lead_gaia"
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "play GAIA R light")
    assert refused.value.code == "druids.gaia_side_off"
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "play GAIA")
    assert refused.value.code == "druids.gaia_colour_missing"


def test_sun_moon_gaia_lead_names_colour_and_side_in_one_action() -> None:
    state = position([["GAIA", "Y1"], ["R3", "R9"], ["R5", "R8"], ["B1"]], trick_no=1, variant="sun-moon")
    assert state.view(None)["side"] is None
    assert legal(state, 0) == [f"play GAIA {c} {s}" for c in "GYRBV" for s in ("dark", "light")]
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "play GAIA R")
    assert refused.value.code == "druids.gaia_side_missing"
    events = state.apply(0, "play gaia r LIGHT")
    assert events[0].data == {"card": "GAIA", "trick": 1, "colour": "R", "side": "light"}
    play_all(state, "play R3", "play R5", "play B1")
    # Light side: the highest red ends on top of the winner's stack.
    assert state.view(None)["side"] == "light"
    assert state.view(None)["stacks"][2] == {"R": {"top": "R5", "height": 2}, "B": {"top": "B1", "height": 1}}


def test_gaia_only_leads_the_first_trick() -> None:
    state = position([["R7", "G1"], ["R4"], ["G2"], ["G3"]])
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "play GAIA R")
    assert refused.value.code == "druids.gaia_only_first"


def test_other_refusals_quote_the_input_and_change_nothing() -> None:
    state = position([["R7", "G1"], ["R4"], ["G2"], ["G3"]])
    before = state.to_dict()
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "play B12")
    assert refused.value.code == "druids.not_held" and "B12" in refused.value.message
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "sickle R")
    assert refused.value.code == "druids.no_sickle_choice"
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "play R13")
    assert refused.value.code == "druids.no_such_card" and "'play R13'" in refused.value.message
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "dance")
    assert refused.value.code == "druids.unreadable" and "'dance'" in refused.value.message
    with pytest.raises(NotYourTurn):
        state.apply(1, "play R4")
    assert state.to_dict() == before


@pytest.mark.parametrize("text", ["play R7", "play SICKLE", "play MISTLETOE", "play GAIA B", "play GAIA V dark", "sickle Y"])
def test_action_text_round_trips(text: str) -> None:
    action = GAME.parse_action(text)
    assert str(action) == text
    assert GAME.parse_action(text.lower()) is action


def test_two_sickles_apply_one_after_the_other() -> None:
    state = position(
        [["SICKLE", "G1"], ["SICKLE", "G2"], ["B5", "G3"]],
        stacks=[{}, {}, {"Y": ["Y10"], "R": ["R6"], "V": ["V2"]}],
    )
    events = play_all(state, "play SICKLE", "play SICKLE", "play B5")
    removed = [e.data["colour"] for e in events if e.kind == "sickle"]
    # B5 is placed first, then Y10 goes, then R6 (now highest).
    assert removed == ["Y", "R"]
    assert state.view(None)["stacks"][2] == {"B": {"top": "B5", "height": 1}, "V": {"top": "V2", "height": 1}}


def test_sickle_without_stacks_has_no_effect() -> None:
    state = position([["SICKLE", "G1"], ["MISTLETOE", "G2"], ["MISTLETOE", "G3"]])
    events = play_all(state, "play SICKLE", "play MISTLETOE", "play MISTLETOE")
    assert [e.kind for e in events if e.kind.startswith("sickle")] == ["sickle_blank"]
    assert state.to_move() == {0}


def test_five_domains_are_checked_before_the_sickle() -> None:
    state = position(
        [["B5", "R1"], ["SICKLE", "G2"], ["B1", "G3"]],
        stacks=[{"G": ["G12"], "Y": ["Y1"], "R": ["R1"], "V": ["V1"]}, {}, {}],
    )
    play_all(state, "play B5", "play SICKLE", "play B1")
    assert state.view(None)["round"] == 2
    assert state.view(None)["round_scores"] == [[-3, 0, 0]]


def test_removed_colour_no_longer_counts_and_can_be_started_again() -> None:
    state = position(
        [["R5", "Y3", "B1"], ["SICKLE", "Y1", "B2"], ["R2", "G4", "B3"]],
        stacks=[{"G": ["G1"], "Y": ["Y12"], "R": ["R1"], "V": ["V1"]}, {}, {}],
    )
    play_all(state, "play R5", "play SICKLE", "play R2")
    assert heights(state, 0) == {"G": 1, "R": 3, "V": 1}
    play_all(state, "play Y3", "play Y1", "play G4")
    assert tops(state, 0) == {"G": "G4", "Y": "Y1", "R": "R2", "V": "V1"}
    assert heights(state, 0) == {"G": 2, "Y": 2, "R": 3, "V": 1}
    assert state.view(None)["round"] == 1


def test_sickle_tie_choice_is_undoable_but_a_play_is_not() -> None:
    state = position(
        [["R3", "V1"], ["SICKLE", "Y1"], ["R10", "G1"]],
        stacks=[{}, {}, {"B": ["B9"], "G": ["G9"]}],
    )
    play_all(state, "play R3", "play SICKLE")
    action = GAME.parse_action("play R10")
    state.apply(2, action)
    assert not state.undoable(2, action)
    choice = GAME.parse_action("sickle G")
    state.apply(2, choice)
    assert state.undoable(2, choice)
