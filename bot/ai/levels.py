"""Computer levels: `easy`, `normal` and `hard`, for every game.

- `easy`: the heuristic player, but a share of its decisions are random legal ones (half, or the
  game's own share; plausible, beatable).
- `normal`: the game's heuristic player.
- `hard`: determinized Monte-Carlo search (`bot.ai.search`) with the game's own knowledge (the built-in
  games' heuristics as prior, rollout policy and evaluation), or else random playouts to the end with
  the heuristic as prior (`bot.ai.hard`); a time budget per decision (default 1 s) or, for
  reproducible play, an iteration budget.

A game's computer players are a `Levels` built from its parts: each built-in game offers its own
(`bot.ai.druids.PLAYERS`, …), and any other game's kit makes one from its heuristic.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property

from bot.ai import Policy, RandomPolicy
from bot.ai.hard import GenericKnowledge
from bot.ai.search import KnowledgeRecipe, SearchPolicy
from bot.games.base import Action, State

LEVELS = ("easy", "normal", "hard")
DEFAULT_SECONDS = 1.0
EASY_RANDOM_SHARE = 0.5


RANDOM = RandomPolicy()


class EasyPolicy:
    """The heuristic player, except that a share of its decisions are random legal ones."""

    def __init__(self, base: Policy, share: float = EASY_RANDOM_SHARE) -> None:
        self.base = base
        self.share = share

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        """A random legal action with probability `share`, else the heuristic's."""
        if rng.random() < self.share:
            return rng.choice(state.legal_actions(seat))
        return self.base.choose(state, seat, rng)


@dataclass(frozen=True, eq=False)
class Levels:
    """A game's computer players: `heuristic` as normal (random if none), easy mixing random moves into
    `easy_share` of its decisions, and hard searching with the knowledge `knowledge` makes (random
    playouts if none), within `seconds` a decision or, when given, `iterations` rollouts.

    `knowledge` is a module-level function (or another picklable recipe): the search then runs in
    the service's worker processes, which rebuild the knowledge from it.
    """

    heuristic: Policy = RANDOM
    knowledge: KnowledgeRecipe | None = None
    seconds: float = DEFAULT_SECONDS
    iterations: int | None = None
    easy_share: float = EASY_RANDOM_SHARE  # the share of easy's decisions that are random

    def policy(self, level: str) -> Policy:
        """The policy of a level (an unknown level plays normal)."""
        return self.level(_known(level))

    def level(self, level: str) -> Policy:
        """The policy of a level ('random' too); unknown levels raise ValueError."""
        if level == "random":
            return RANDOM
        if level == "normal":
            return self.heuristic
        if level == "easy":
            return self.easy
        if level == "hard":
            return self.hard
        raise ValueError(f"Unknown computer level {level!r} (allowed: {', '.join(LEVELS)}).")

    @cached_property
    def easy(self) -> EasyPolicy:
        """The easy player (one per `Levels`)."""
        return EasyPolicy(self.heuristic, self.easy_share)

    @cached_property
    def hard(self) -> SearchPolicy:
        """The hard player (one search per `Levels`)."""
        recipe = self.knowledge if self.knowledge is not None else GenericKnowledge(self.heuristic)
        return SearchPolicy.of(recipe, seconds=self.seconds, iterations=self.iterations, fallback=self.heuristic.choose)


def _known(level: str) -> str:
    # A level stored before it was known here plays as the heuristic rather than failing the table.
    return level if level in (*LEVELS, "random") else "normal"
