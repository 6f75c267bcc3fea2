"""What the `hard` search knows of a game without knowledge of its own: random playouts to the end,
scored by winning, with the game's heuristic as the prior.

Every function reads only the state handed to it, which inside the search is a determinized world
(`state.determinize(seat, …)`) or a playout from one: the real hidden cards never reach it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.ai import Policy
from bot.ai.search import Knowledge
from bot.games.base import Action, State


def random_rollout(state: State, seat: int, rng: random.Random) -> Action:
    """A random legal action, for playouts."""
    return rng.choice(state.legal_actions(seat))


def generic_knowledge(prior: Policy) -> Knowledge:
    """Random playouts to the end, scored by winning, with `prior` as the search's prior."""

    def done(state: State, root: State, seat: int) -> bool:
        return False

    def value(state: State, root: State, seat: int, rng: random.Random) -> float:
        outcome = state.outcome()
        if outcome is None:
            return 0.0
        return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0

    return Knowledge(rollout=random_rollout, done=done, value=value, prior=prior.choose)


@dataclass(frozen=True, eq=False)
class GenericKnowledge:
    """The recipe of `generic_knowledge` for one prior: picklable whenever the prior is."""

    prior: Policy

    def __call__(self) -> Knowledge:
        """The generic knowledge with this prior."""
        return generic_knowledge(self.prior)
