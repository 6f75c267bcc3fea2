"""Views, hidden information, determinization, undo, and playouts in every configuration."""

from __future__ import annotations

import json
import random

import pytest

from bot.ai import arabana
from bot.games.arabana import GAME
from bot.games.arabana.actions import BRIDGE_IMPLIED, IMPLIED, Bridge
from bot.games.base import GameError
from tests.games.arabana.helpers import position, spot
from tests.games.arabana.test_actions import EVERY_ACTION
from tests.games.conformance import check_determinize, check_policy_blind, check_step, playout

VIEW_KEYS = {
    "game", "seat", "players", "options", "to_move", "phase", "turn", "pass", "final_round", "final_pending",
    "last_turns", "spots", "control", "island_bridges", "god_stones", "gods_held", "gods_used", "display",
    "hand_sizes", "bridges_left", "stones_left", "scores", "standing", "history", "progress", "bag_size",
    "discard_size", "played", "facedown_sizes", "setup_done", "banned", "acted", "remove", "ku_target",
    "pele_give_to", "chooser", "last_move", "highlight", "winners", "instant_win",
}  # fmt: skip


def test_public_view_has_the_table_and_no_hand() -> None:
    state = GAME.new(4, 3)
    assert set(state.view(None)) == VIEW_KEYS
    assert set(state.view(1)) == VIEW_KEYS | {"hand", "setup_choice", "facedown"}
    assert json.loads(json.dumps(state.view(1))) == state.view(1)


def test_face_down_discards_stay_hidden_from_others() -> None:
    state = position(3, hands={0: ["Eloi", "Pipi"]})
    state.apply(0, "discard Pipi")
    assert state.view(0)["facedown"] == ["Pipi"]
    assert state.view(1)["facedown"] == [] and state.view(None)["facedown_sizes"] == [1, 0, 0]
    assert "Pipi" not in json.dumps(state.view(1)["played"])
    assert state.view(0)["last_move"]["action"] == "discard Pipi"
    assert state.view(1)["last_move"]["action"] == state.view(None)["last_move"]["action"] == "discard"


def test_determinize_keeps_what_the_seat_sees_and_moves_the_rest() -> None:
    state = GAME.new(4, 21)
    for seat in range(4):
        state.apply(seat, f"discard {state.view(seat)['hand'][0]}")
    other = state.determinize(0, 5)
    assert other.view(0) == state.view(0)
    assert [other.view(s)["hand"] for s in (1, 2, 3)] != [state.view(s)["hand"] for s in (1, 2, 3)]
    again = state.determinize(0, 5)
    assert again == other


def test_determinize_keeps_the_hand_ku_is_looking_at() -> None:
    state = position(3, hands={0: [], 1: ["Eloi", "Iki"], 2: ["Noa"]}, gods_held={0: ["Ku"]}, options={"gods": "on"}, **{"pass": 2})
    state.apply(0, "ku 1")
    other = state.determinize(0, 1)
    assert other.view(0)["ku_hand"] == ["Eloi", "Iki"]
    assert other.view(0) == state.view(0)


def test_undo_is_offered_for_board_plays_within_the_turn() -> None:
    state = position(3, hands={0: ["Nuridan", "Ahu"]})
    state.apply(0, "bridge Lusepil-Nuridan")
    assert state.undoable(0, BRIDGE_IMPLIED[spot("Lusepil-Nuridan")])
    state.apply(0, "draw bag")
    assert not state.undoable(0, GAME.parse_action("draw bag"))


def test_the_last_display_choice_stands_though_its_chooser_moves_first() -> None:
    # The last choice reveals everyone's secret choice: taking it back would let him choose again knowing them.
    state = GAME.new(3, 21)
    for seat in (1, 2, 0):
        choice = GAME.parse_action(f"discard {state.view(seat)['hand'][0]}")
        state.apply(seat, choice)
    assert state.view(0)["phase"] == "play" and state.to_move() == {0}
    assert not state.undoable(0, choice)
    card = state.view(0)["hand"][0]
    state.apply(0, f"discard {card}")
    assert state.undoable(0, GAME.parse_action(f"discard {card}")), "a face-down discard in the turn may be taken back"


@pytest.mark.parametrize(
    ("players", "options"),
    [(3, {"gods": "on"}), (3, {"second-pass-start": "lowest-chooses"}), (3, {"gods": "on", "second-pass-start": "lowest-chooses"})],
)
def test_contract_holds_for_three_players_with_variants(players: int, options: dict[str, object]) -> None:
    rng = random.Random(3)
    state = GAME.new(players, 77, options)
    moved = False
    step = 0
    while not state.is_over():
        if step % 9 == 0:
            check_step(GAME, state, rng)
            moved |= check_determinize(GAME, state, step)
            check_policy_blind(GAME, state, step, arabana.PLAYERS)
        seat = rng.choice(sorted(state.to_move()))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
    assert moved
    final, log = playout(GAME, players, 5, options, 20_000)
    assert GAME.replay(players, 5, options, log) == final


def test_random_games_end_far_below_the_conformance_bound() -> None:
    longest = 0
    for seed in range(40):
        options = {"gods": "on"} if seed % 2 else {}
        _, log = playout(GAME, 3 + seed % 2, seed, options, 20_000)
        longest = max(longest, len(log))
    assert longest < 1_000


def test_legal_actions_are_exactly_what_apply_accepts() -> None:
    candidates = [*EVERY_ACTION, GAME.parse_action("end"), GAME.parse_action("pass"), GAME.parse_action("pele")]
    for seed in range(4):
        state = GAME.new(3 + seed % 2, seed, {"gods": "on"})
        rng = random.Random(seed)
        step = 0
        while not state.is_over():
            if step % 6 == 0:
                snapshot = state.to_dict()
                for seat in state.to_move():
                    legal = {str(a) for a in state.legal_actions(seat)}
                    hand = state.view(seat).get("hand") or []
                    for action in candidates:
                        copy = GAME.restore(snapshot)
                        # `bridge A-B with A` is the long spelling of a legal `bridge A-B` paid with A.
                        plain = (
                            isinstance(action, Bridge)
                            and str(Bridge(action.spot, IMPLIED)) in legal
                            and str(action).rsplit(" ", 1)[-1] in hand
                        )
                        if str(action) in legal or plain:
                            copy.apply(seat, action)
                        else:
                            with pytest.raises(GameError):
                                copy.apply(seat, action)
            seat = rng.choice(sorted(state.to_move()))
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1
