"""Hints: the hard computer's move from the asking seat's own view, never from a rival's hand."""

from __future__ import annotations

import asyncio
import random
from dataclasses import replace
from typing import Any

import pytest

from bot.ai import thinking
from bot.ai.hints import hint, hint_now
from bot.games import GAMES
from bot.games.base import State
from tests.conftest import TEST_PLAYERS

CONFIGS: dict[str, tuple[int, dict[str, object]]] = {
    "druids": (4, {"rounds": 1}),
    "spellcaster": (2, {}),
    "arabana": (3, {}),
    "abracadabra": (3, {"deals": 1}),
}


def hard(key: str, iterations: int = 48) -> Any:
    """The game's hard player on an iteration budget: the same hint wherever and however fast it thinks."""
    return replace(TEST_PLAYERS[key], iterations=iterations).level("hard")


def midgame(key: str, moves: int, seed: int = 3) -> tuple[State, int]:
    """A state some random moves into a game, and a seat whose decision it awaits with a choice to make."""
    players, options = CONFIGS[key]
    state = GAMES[key].new(players, seed, options)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = min(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seat = min(state.to_move())
    return state, seat


def hidden(state: State) -> dict[str, Any]:
    return state.to_dict()


@pytest.mark.parametrize("key", sorted(CONFIGS))
def test_a_hint_is_the_same_for_two_real_states_that_look_the_same_to_the_player(key: str) -> None:
    differed = 0
    for moves in (6, 14, 23):
        real, seat = midgame(key, moves)
        # Another real game in which every card this player cannot see lies elsewhere.
        other = real.determinize(seat, 4242)
        assert other.view(seat) == real.view(seat)
        differed += hidden(other) != hidden(real)
        for seed in (1, 2):
            assert str(hint_now(hard(key), real, seat, seed)) == str(hint_now(hard(key), other, seat, seed)), (key, moves, seed)
            assert hint_now(hard(key), real, seat, seed) in real.legal_actions(seat)
    assert differed, "the two states never differed in a hidden card"


def test_a_hint_thought_off_the_loop_is_the_one_thought_here() -> None:
    real, seat = midgame("druids", 9)
    other = real.determinize(seat, 77)

    async def both() -> tuple[str, str]:
        try:
            return str(await hint(hard("druids"), real, seat, 5)), str(await hint(hard("druids"), other, seat, 5))
        finally:
            thinking.shutdown()

    first, second = asyncio.run(both())
    assert first == second == str(hint_now(hard("druids"), real, seat, 5))
