"""Computer levels: `easy`, `normal` and `hard`, for every game.

- `easy`: the heuristic player, but every other decision is a random legal one (plausible, beatable).
- `normal`: the game's heuristic player (`bot.ai.<game>.POLICY`).
- `hard`: determinized Monte-Carlo search (`bot.ai.search`) using the game's heuristics as prior,
  rollout policy and evaluation, with a time budget per decision (default 1 s) or, for reproducible
  play, an iteration budget.

Per game, the search knows: Druids completes the trick with random cards and scores the stacks
with the heuristic's position value (the round's points if it ended), against a share of the rivals'; Spellcaster plays on with the quick heuristic until its next turn
and scores Sapphires and Energy (`bot.ai.spellcaster.evaluate`); Arabana lets the heuristic play one
round of turns and scores the board heuristic (`bot.ai.arabana.value`); Abracadabra searches its card
plays, each played out to the end of the deal by the heuristic's model of card play and scored
against the rivals' mean (its bids and placements, with hundreds of choices, are the heuristic's).
"""

from __future__ import annotations

import importlib
import random
from functools import cache
from typing import Any

from bot.games.base import Action, State

LEVELS = ("easy", "normal", "hard")
DEFAULT_SECONDS = 1.0
EASY_RANDOM_SHARE = 0.5


class RandomPolicy:
    """Uniformly random legal action."""

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        """A random legal action."""
        return rng.choice(state.legal_actions(seat))


RANDOM = RandomPolicy()


def normal_policy(game_key: str) -> Any:
    """The game's heuristic player (`bot.ai.<key>.POLICY`), else random."""
    try:
        module = importlib.import_module(f"bot.ai.{game_key}")
    except ModuleNotFoundError as error:
        if error.name != f"bot.ai.{game_key}":
            raise
        return RANDOM
    return module.POLICY


class EasyPolicy:
    """The heuristic player, except that a share of its decisions are random legal ones."""

    def __init__(self, base: Any, share: float = EASY_RANDOM_SHARE) -> None:
        self.base = base
        self.share = share

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        """A random legal action with probability `share`, else the heuristic's."""
        if rng.random() < self.share:
            return rng.choice(state.legal_actions(seat))
        return self.base.choose(state, seat, rng)  # type: ignore[no-any-return]


@cache
def level_policy(game_key: str, level: str, seconds: float = DEFAULT_SECONDS, iterations: int | None = None) -> Any:
    """The policy of one level for one game ('random' too); unknown levels raise ValueError."""
    if level == "random":
        return RANDOM
    if level == "normal":
        return normal_policy(game_key)
    if level == "easy":
        return EasyPolicy(normal_policy(game_key))
    if level == "hard":
        from bot.ai.hard import hard_policy

        return hard_policy(game_key, seconds=seconds, iterations=iterations)
    raise ValueError(f"Unknown computer level {level!r} (allowed: {', '.join(LEVELS)}).")
