"""Computer players. A policy sees only what its seat may know.

A policy may read `state.view(seat)`, `state.legal_actions(seat)` and `state.determinize(seat, seed)`
(which depends only on what the seat can see); never anything else of the state. The conformance
suite checks this: a policy chooses the same on a state and on any determinization of it.
"""

from __future__ import annotations

import random
from typing import Protocol

from bot.games.base import Action, State


class Policy(Protocol):
    """Chooses one legal action for a seat whose decision is awaited."""

    def choose(self, state: State, seat: int, rng: random.Random) -> Action: ...


class RandomPolicy:
    """Uniformly random legal action: the fallback for every game."""

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        """A random legal action."""
        return rng.choice(state.legal_actions(seat))


def policy_for(game_key: str, level: str = "normal") -> Policy:
    """The computer player of a game at a level: easy, normal (`bot.ai.<key>.POLICY`), hard, or random."""
    from bot.ai.levels import LEVELS, level_policy

    # A level stored before it was known here plays as the heuristic rather than failing the table.
    policy: Policy = level_policy(game_key, level if level in (*LEVELS, "random") else "normal")
    return policy
