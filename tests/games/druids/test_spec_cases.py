"""The six test cases of the Druids rules, one test each."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction
from tests.games.druids.helpers import heights, play_all, position, tops


def test_gaia_wins_trick_one_when_nobody_has_its_colour() -> None:
    """Case 1: Gaia names red, nobody else has red: its holder wins, stacks get the other colours, Gaia set aside."""
    state = position(
        [["GAIA", "R4", "B2"], ["G5", "B9", "SICKLE"], ["B7", "Y1", "V3"], ["Y3", "G2", "V8"]],
        trick_no=1,
        leader=0,
    )
    events = play_all(state, "play GAIA R", "play G5", "play B7", "play Y3")
    trick = next(e for e in events if e.kind == "trick")
    assert trick.data["winner"] == 0 and trick.data["led"] == "R"
    assert tops(state, 0) == {"G": "G5", "Y": "Y3", "B": "B7"}
    assert "R" not in tops(state, 0)
    assert state.view(None)["set_aside"] == 1
    assert state.to_dict()["set_aside"] == ["GAIA"]
    assert state.to_move() == {0}
    assert state.view(None)["last_trick"]["winner"] == 0


def test_gaia_loses_to_any_card_of_its_colour() -> None:
    state = position([["GAIA", "B2"], ["G5", "R1"], ["R2", "Y1"], ["Y3", "V8"]], trick_no=1)
    play_all(state, "play GAIA R", "play R1", "play R2", "play Y3")
    assert state.view(None)["last_trick"]["winner"] == 2
    assert tops(state, 2) == {"R": "R1", "Y": "Y3"}


def test_sickle_tie_lets_winner_choose() -> None:
    """Case 2: tops blue 9 and green 9; a Sickle and red 3 come in: the winner chooses blue or green; red 3 stays."""
    state = position(
        [["R3", "V1"], ["SICKLE", "Y1"], ["R10", "G1"], ["R5", "Y2"]],
        stacks=[{}, {}, {"B": ["B9"], "G": ["G4", "G9"]}, {}],
    )
    events = play_all(state, "play R3", "play SICKLE", "play R10", "play R5")
    assert [e.kind for e in events][-1] == "sickle_tie"
    assert state.to_move() == {2}
    assert [str(a) for a in state.legal_actions(2)] == ["sickle G", "sickle B"]
    assert state.view(None)["sickle"] == {"seat": 2, "choices": ["G", "B"], "left": 1}
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, "sickle R")
    assert refused.value.code == "druids.sickle_not_highest"
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, "play G1")
    assert refused.value.code == "druids.sickle_pending"
    events = state.apply(2, "sickle B")
    assert events[0].kind == "sickle" and events[0].data == {"seat": 2, "colour": "B", "top": "B9", "height": 1}
    assert tops(state, 2) == {"G": "G9", "R": "R3"}
    assert heights(state, 2) == {"G": 2, "R": 3}
    assert state.to_move() == {2} and state.view(None)["leader"] == 2
    assert sorted(state.to_dict()["set_aside"]) == ["B9", "SICKLE"]


def test_fifth_domain_ends_round_at_once_and_ignores_sickle() -> None:
    """Case 3: the winner has four stacks; the fifth colour and a Sickle come in: round over, −3, Sickle ignored."""
    state = position(
        [["V9", "G1", "G2"], ["SICKLE", "G3", "G4"], ["V2", "Y5", "Y6"], ["B1", "B2", "B3"]],
        stacks=[{"G": ["G12"], "Y": ["Y11"], "R": ["R10"], "B": ["B10"]}, {"R": ["R7"]}, {"Y": ["Y9"], "B": ["B4"]}, {}],
        rounds=1,
    )
    events = play_all(state, "play V9", "play SICKLE", "play V2", "play B1")
    kinds = [e.kind for e in events]
    assert "five_domains" in kinds and "sickle" not in kinds and "sickle_tie" not in kinds
    assert kinds.index("five_domains") < kinds.index("round_end")
    round_end = next(e for e in events if e.kind == "round_end")
    # Seat 0: −3; seat 1: R7; seat 2: Y9 + B4; seat 3 took nothing.
    assert round_end.data["scores"] == [-3, 7, 13, 0]
    assert round_end.data["five_domains"] == 0
    assert state.is_over() and state.outcome() is not None
    assert state.outcome().winners == [2]  # type: ignore[union-attr]


def test_specials_only_trick_goes_to_leader_and_sickle_hits_him() -> None:
    """Case 4: 3 players, Mistletoe (lead), Sickle, Mistletoe: the leader takes it, loses his highest stack."""
    state = position(
        [["MISTLETOE", "G1"], ["SICKLE", "G2"], ["MISTLETOE", "G3"]],
        stacks=[{"Y": ["Y8"], "B": ["B3"]}, {"V": ["V12"]}, {}],
    )
    events = play_all(state, "play MISTLETOE", "play SICKLE", "play MISTLETOE")
    trick = next(e for e in events if e.kind == "trick")
    assert trick.data["winner"] == 0 and trick.data["led"] is None
    sickle = next(e for e in events if e.kind == "sickle")
    assert sickle.data == {"seat": 0, "colour": "Y", "top": "Y8", "height": 1}
    assert tops(state, 0) == {"B": "B3"}
    set_aside = next(e for e in events if e.kind == "set_aside")
    assert sorted(set_aside.data["cards"]) == ["MISTLETOE", "MISTLETOE", "SICKLE"]
    assert sorted(state.to_dict()["set_aside"]) == ["MISTLETOE", "MISTLETOE", "SICKLE", "Y8"]
    assert state.to_move() == {0}


def test_first_domain_card_after_a_special_fixes_the_led_colour() -> None:
    """Case 5: Mistletoe led, then yellow 4: the third player must play yellow (or a Sickle/Mistletoe)."""
    state = position(
        [["MISTLETOE", "G1"], ["Y4", "R2"], ["Y9", "R12", "SICKLE", "MISTLETOE"], ["G8", "B8"]],
    )
    play_all(state, "play MISTLETOE", "play Y4")
    assert state.view(None)["led"] == "Y"
    assert [str(a) for a in state.legal_actions(2)] == ["play Y9", "play SICKLE", "play MISTLETOE"]
    with pytest.raises(IllegalAction) as refused:
        state.apply(2, "play R12")
    assert refused.value.code == "druids.must_follow"
    assert refused.value.params == {"card": "R12", "colour": "Y", "cards": ["Y9"]}
    assert "You must follow yellow: you hold Y9." in refused.value.message


@pytest.mark.parametrize(("variant", "side", "top"), [("basic", "dark", "G3"), ("sun-moon", "light", "G11"), ("sun-moon", "dark", "G3")])
def test_several_cards_of_one_colour_stack_lowest_on_top(variant: str, side: str, top: str) -> None:
    """Case 6: green 3, 8 and 11 to a winner: one green stack gains three; 3 on top (light side: 11)."""
    state = position(
        [["G8", "B1"], ["G11", "B2"], ["G3", "B3"]],
        stacks=[{}, {"G": ["G12"]}, {}],
        variant=variant,
        side=side,
    )
    play_all(state, "play G8", "play G11", "play G3")
    assert state.view(None)["last_trick"]["winner"] == 1
    assert tops(state, 1) == {"G": top}
    assert heights(state, 1) == {"G": 4}
