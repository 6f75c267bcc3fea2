"""Computer levels: `easy`, `normal` and `hard`, for every game.

- `easy`: the heuristic player, but every other decision is a random legal one (plausible, beatable).
- `normal`: the game's heuristic player (`bot.ai.<game>.POLICY`).
- `hard`: determinized Monte-Carlo search (`bot.ai.search`) using the game's heuristics as prior,
  rollout policy and evaluation, with a time budget per decision (default 1 s) or, for reproducible
  play, an iteration budget.

Per game, the search knows: Druids plays each candidate out to the end of the round with a quick
trick lookahead for every seat (`bot.ai.druids.quick_choice`) and scores the standing against the
best rival (in the last round: won or not); Spellcaster plays on with the quick heuristic for two turns
of each mage and scores Sapphires and Energy (`bot.ai.spellcaster.evaluate`); Arabana lets the
heuristic play one round of turns and scores the board heuristic (`bot.ai.arabana.value`);
Abracadabra searches its card plays, each played out to the end of the deal by the heuristic's
model of card play with a random card 30% of the time and scored against the rivals' mean (in the
last deal: by the margin over the best rival at the end), takes the bid suit it expects to capture
most of, and chooses its bid, named tricks and right side among a few candidates by the same
playouts, bids by the chance to win they give (`bot.ai.abracadabra_contracts`); it stops at 200
rollouts a decision (1,000 for the Declarer's cards), as more did not play better.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from bot.ai import Policy, RandomPolicy
from bot.games.base import Action, State

LEVELS = ("easy", "normal", "hard")
DEFAULT_SECONDS = 1.0
EASY_RANDOM_SHARE = 0.5


RANDOM = RandomPolicy()


@cache
def heuristics() -> dict[str, Policy]:
    """The built-in games' heuristic players by game key (search workers need them without the
    plug-in registry, which lives at the top layer)."""
    from bot.ai import abracadabra, arabana, druids, spellcaster

    return {"abracadabra": abracadabra.POLICY, "arabana": arabana.POLICY, "druids": druids.POLICY, "spellcaster": spellcaster.POLICY}


def normal_policy(game_key: str) -> Any:
    """The game's heuristic player, else random."""
    return heuristics().get(game_key, RANDOM)


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


def _known(level: str) -> str:
    # A level stored before it was known here plays as the heuristic rather than failing the table.
    return level if level in (*LEVELS, "random") else "normal"


class Levels:
    """A built-in game's computer players: its heuristic, and the search of `bot.ai.hard` for hard."""

    def __init__(self, game_key: str) -> None:
        self.game_key = game_key

    def policy(self, level: str) -> Policy:
        """The policy of a level (an unknown level plays normal)."""
        found: Policy = level_policy(self.game_key, _known(level))
        return found


class Heuristic:
    """A plug-in's own computer player (random if none) as the normal level; easy mixes in random
    moves; hard searches with random playouts to the end and the heuristic as prior."""

    def __init__(self, normal: Policy | None = None) -> None:
        self.normal: Policy = normal or RANDOM
        self.easy = EasyPolicy(self.normal)

    def policy(self, level: str) -> Policy:
        """The policy of a level (an unknown level plays normal)."""
        level = _known(level)
        if level == "hard":
            return self._hard()
        return RANDOM if level == "random" else self.easy if level == "easy" else self.normal

    @cache  # noqa: B019 - one search per plug-in, kept as long as the plug-in
    def _hard(self) -> Policy:
        from bot.ai.hard import generic_knowledge
        from bot.ai.search import SearchPolicy

        return SearchPolicy(generic_knowledge(self.normal), seconds=DEFAULT_SECONDS)
