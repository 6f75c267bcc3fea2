"""The Arabana computer player: clearly better than random, and it takes a majority when offered."""

from __future__ import annotations

import random

from bot.ai import RandomPolicy
from bot.ai.arabana import POLICY, knowledge
from bot.games.arabana import GAME
from tests.games.arabana.helpers import position


def play(players: int, seed: int, ai_seat: int, options: dict[str, str]) -> tuple[bool, int, float]:
    state = GAME.new(players, seed, options)
    rng = random.Random(seed)
    rival = RandomPolicy()
    while not state.is_over():
        seat = min(state.to_move())
        policy = POLICY if seat == ai_seat else rival
        state.apply(seat, policy.choose(state, seat, rng))
    outcome = state.outcome()
    assert outcome is not None
    others = [s for i, s in enumerate(outcome.scores) if i != ai_seat]
    return ai_seat in outcome.winners, outcome.scores[ai_seat], sum(others) / len(others)


def test_beats_random_players() -> None:
    results = [play(3 + g % 2, 500 + g, g % 3, {"gods": "on"} if g % 4 >= 2 else {}) for g in range(24)]
    wins = sum(won for won, _, _ in results)
    assert wins >= 0.6 * len(results)
    assert sum(mine for _, mine, _ in results) > 2 * sum(theirs for _, _, theirs in results)


def test_takes_the_majority_on_offer() -> None:
    state = position(3, bridges={"Kahiko-Nuridan": 0, "Lusepil-Nuridan": 0}, hands={0: ["Nuridan", "Ahu"]})
    assert str(POLICY.choose(state, 0, random.Random(1))).startswith(("bridge Manawa-Nuridan", "bridge Nuridan-"))
    state.apply(0, POLICY.choose(state, 0, random.Random(1)))
    assert state.view(None)["control"][6] == 0


def test_relative_majority_removes_a_rival_bridge_that_costs_him_an_island() -> None:
    # Red fills Nuridan 2-1-1-1; removing Blue's Nuridan-Pipi also costs Blue his rule of Pipi.
    state = position(
        4,
        bridges={"Kahiko-Nuridan": 0, "Lusepil-Nuridan": 2, "Manawa-Nuridan": 3, "Nuridan-Pipi": 1, "Opodopo-Pipi": 1},
        control={"Pipi": 1},
        hands={0: ["Nuridan"]},
    )
    state.apply(0, "bridge Nuridan-Opodopo")
    assert str(POLICY.choose(state, 0, random.Random(2))) == "remove Nuridan-Pipi"


def test_waits_in_the_final_round_when_allowed() -> None:
    state = position(
        3, display=[None] * 4, bag=[], score=[1, 8, 3], final_round=True, final_pending=[0, 1, 2], **{"pass": 2}
    )
    assert str(POLICY.choose(state, 0, random.Random(3))) == "pass"


def test_hard_playouts_play_the_seats_next_turn_and_stop_after_the_second_round() -> None:
    # A playout that stopped as the seat's next turn began left what a move set up for it unplayed.
    root = GAME.new(4, 7, {})
    rng = random.Random(7)
    while root.turn_no == 0:  # the setup discards
        seat = min(root.to_move())
        root.apply(seat, POLICY.choose(root, seat, rng))
    seat = root.turn
    done = knowledge().done
    assert done is not None
    state = root.copy()
    turns = [(state.turn_no, state.turn)]
    while not done(state, root, seat):
        mover = min(state.to_move())
        state.apply(mover, POLICY.choose(state, mover, rng))
        if state.turn_no != turns[-1][0]:
            turns.append((state.turn_no, state.turn))
    played = [who for _, who in turns[:-1]]
    assert played == [(seat + k) % 4 for k in range(8)]  # two rounds: the seat's turn and its next
    assert turns[-1] == (root.turn_no + 8, seat)  # stopped as its third began
