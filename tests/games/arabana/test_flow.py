"""Setup, turns, the two passes, the final round with its pass rule, and the tie-break."""

from __future__ import annotations

import pytest

from bot.games.arabana import GAME
from bot.games.base import IllegalAction, NotYourTurn
from tests.games.arabana.helpers import kinds, position, texts


def test_setup_discard_is_simultaneous_and_hidden() -> None:
    state = GAME.new(4, 5)
    assert state.to_move() == frozenset({0, 1, 2, 3})
    hand = state.view(2)["hand"]
    assert len(hand) == 4
    events = state.apply(2, f"discard {hand[0]}")
    assert [e.to for e in events] == [None, frozenset({2})]
    assert state.to_move() == frozenset({0, 1, 3})
    assert state.view(2)["setup_choice"] == hand[0]
    assert state.view(0)["setup_choice"] is None
    assert state.view(0)["setup_done"] == [False, False, True, False]
    assert state.view(None)["display"] == [None] * 4
    with pytest.raises(NotYourTurn):
        state.apply(2, f"discard {hand[1]}")
    chosen = {2: hand[0]}
    for seat in (0, 1, 3):
        card = state.view(seat)["hand"][-1]
        chosen[seat] = card
        events = state.apply(seat, f"discard {card}")
    assert kinds(events)[-2:] == ["display_revealed", "turn"]
    view = state.view(None)
    assert view["display"] == [chosen[s] for s in range(4)]
    assert view["hand_sizes"] == [3, 3, 3, 3]
    assert view["to_move"] == [0] and view["bag_size"] == 48 - 16


def test_setup_with_three_players_adds_a_card_from_the_bag() -> None:
    state = GAME.new(3, 9)
    for seat in range(3):
        state.apply(seat, f"discard {state.view(seat)['hand'][0]}")
    view = state.view(None)
    assert all(view["display"]) and view["bag_size"] == 48 - 12 - 1


def test_a_turn_is_plays_then_exactly_one_draw() -> None:
    state = position(3, hands={0: ["Nuridan", "Pipi", "Ahu"]})
    state.apply(0, "bridge Lusepil-Nuridan")
    state.apply(0, "bridge Kahiko-Pipi")
    state.apply(0, "discard Ahu")
    assert state.to_move() == frozenset({0})
    assert {t.split()[0] for t in texts(state, 0)} == {"draw"}
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "end")
    assert refused.value.code == "arabana.must_draw"
    state.apply(0, "draw bag")
    assert state.to_move() == frozenset({1})
    assert state.view(None)["facedown_sizes"] == [1, 0, 0]


def test_second_pass_starts_with_the_next_player_by_default() -> None:
    state = position(3, hands={1: []}, display=["Eloi", None, None, None], bag=[], played=[1] * 16, turn=1)
    state.apply(1, "draw display 1")
    assert state.view(None)["pass"] == 2 and state.to_move() == frozenset({2})


def test_lowest_chooses_who_starts_the_second_pass() -> None:
    state = position(
        3,
        options={"second-pass-start": "lowest-chooses"},
        display=["Eloi", None, None, None],
        bag=[],
        played=[1] * 16,
        turn=1,
        score=[5, 0, 2],
    )
    events = state.apply(1, "draw display 1")
    assert "chooser" in kinds(events)
    assert state.to_move() == frozenset({1}) and state.view(None)["phase"] == "next"
    assert texts(state, 1) == ["next 0", "next 1", "next 2"]
    state.apply(1, "next 0")
    assert state.to_move() == frozenset({0}) and state.view(None)["phase"] == "play"


def test_lowest_chooses_tie_goes_to_who_moved_earlier() -> None:
    # Seat 1 took the last card; seats 0 and 2 tie lowest: seat 2 moved before seat 0 (order 2, 0, 1).
    state = position(
        3,
        options={"second-pass-start": "lowest-chooses"},
        display=["Eloi", None, None, None],
        bag=[],
        played=[1] * 16,
        turn=1,
        score=[1, 6, 1],
    )
    state.apply(1, "draw display 1")
    assert state.view(None)["chooser"] == 2


def test_last_card_of_the_second_pass_starts_the_final_round() -> None:
    state = position(3, display=["Eloi", None, None, None], bag=[], turn=1, **{"pass": 2})
    events = state.apply(1, "draw display 1")
    assert "final_round" in kinds(events)
    view = state.view(None)
    assert view["final_round"] and view["final_pending"] == [0, 1, 2] and view["turn"] == 2
    assert "end" in texts(state, 2)
    assert not any(t.startswith("draw") for t in texts(state, 2))


def test_final_round_pass_rule() -> None:
    state = position(
        3, display=[None] * 4, bag=[], turn=0, score=[5, 8, 3], final_round=True, final_pending=[0, 1, 2], **{"pass": 2}
    )
    assert "pass" in texts(state, 0)  # seat 1 has more points and has not had his last turn
    state.apply(0, "pass")
    assert state.to_move() == frozenset({1})
    assert "pass" not in texts(state, 1)  # nobody above seat 1
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, "pass")
    assert refused.value.code == "arabana.pass_not_allowed"
    state.apply(1, "end")
    assert state.to_move() == frozenset({2})
    state.apply(2, "pass")  # seat 0 (5) is above seat 2 (3) and still waits
    assert state.to_move() == frozenset({0})
    assert "pass" not in texts(state, 0)  # seat 1 has taken his turn; seat 2 is below
    state.apply(0, "end")
    assert state.to_move() == frozenset({2})
    state.apply(2, "end")
    assert state.is_over()
    assert state.view(None)["last_turns"] == [1, 0, 2]


def test_pass_only_before_playing() -> None:
    state = position(
        3,
        hands={0: ["Nuridan"]},
        display=[None] * 4,
        bag=[],
        score=[1, 8, 3],
        final_round=True,
        final_pending=[0, 1, 2],
        **{"pass": 2},
    )
    state.apply(0, "bridge Lusepil-Nuridan")
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "pass")
    assert refused.value.code == "arabana.pass_after_play"


def test_big_scoring_and_tie_break_by_earlier_last_turn() -> None:
    # Seat 1 and seat 2 end tied; seat 2 took his last turn first.
    state = position(
        3,
        bridges={"Kahiko-Pipi": 1, "Nuridan-Pipi": 1, "Ahu-Pukaloa": 2, "Ahu-Ruatapa": 2},
        control={"Pipi": 1, "Ahu": 2},
        display=[None] * 4,
        bag=[],
        turn=2,
        score=[3, 2, 2],
        final_round=True,
        final_pending=[0, 1, 2],
        **{"pass": 2},
    )
    state.apply(2, "end")
    state.apply(0, "end")
    events = state.apply(1, "end")
    assert kinds(events)[-2:] == ["scoring", "game_over"]
    assert events[-2].data == {"kind": "big", "points": [0, 2, 2], "scores": [3, 4, 4]}
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == [3, 4, 4] and outcome.winners == [2]
    assert state.view(None)["progress"][-1] == [3, 4, 4]


def test_refusals_outside_the_turn() -> None:
    state = position(3, hands={0: ["Nuridan"], 1: ["Nuridan"]})
    with pytest.raises(NotYourTurn):
        state.apply(1, "bridge Lusepil-Nuridan")
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "remove Lusepil-Nuridan")
    assert refused.value.code == "arabana.not_now"
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "pele")
    assert refused.value.code == "arabana.no_gods"
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "discard Ahu")
    assert refused.value.code == "arabana.no_card" and "You hold no Ahu card" in str(refused.value)
