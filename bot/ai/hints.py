"""Hints for learners: the move the hard computer would make, thinking from the asking seat's view only.

The search is never handed the real state. It gets one world the seat cannot tell from the real one
(`state.determinize(seat, seed)`: every card the seat cannot see dealt again at random), and searches
from there, itself drawing its worlds from that one's information set, which is the seat's. So two
real states that look the same to the seat give the same hint for the same seed.
"""

from __future__ import annotations

import random

from bot.ai import Policy, thinking
from bot.games.base import Action, State


def seen_world(state: State, seat: int, seed: int) -> State:
    """A world that looks to `seat` exactly like `state`, its hidden cards dealt afresh from `seed`."""
    return state.determinize(seat, seed)


def hint_now(policy: Policy, state: State, seat: int, seed: int) -> Action:
    """The hint, thought here (tests, benchmarks) as `hint` has a worker think it (`thinking.choose_here`)."""
    rng = random.Random(seed)
    return thinking.choose_here(policy, seen_world(state, seat, rng.randrange(1 << 62)), seat, rng)


async def hint(policy: Policy, state: State, seat: int, seed: int) -> Action:
    """The hint, thought off the event loop (the hard player's worker processes) within its own budget."""
    rng = random.Random(seed)
    world = seen_world(state, seat, rng.randrange(1 << 62))
    return await thinking.choose(policy, world, seat, rng)
