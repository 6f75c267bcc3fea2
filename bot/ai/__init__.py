"""Computer players. A policy sees only what its seat may know.

A policy may read `state.view(seat)`, `state.legal_actions(seat)` and `state.determinize(seat, seed)`
(which depends only on what the seat can see); never anything else of the state. The conformance
suite checks this: a policy chooses the same on a state and on any determinization of it.
"""

from __future__ import annotations

import random
from typing import Protocol, runtime_checkable

from bot.ai.search import Knowledge
from bot.games.base import Action, State


class Policy(Protocol):
    """Chooses one legal action for a seat whose decision is awaited."""

    def choose(self, state: State, seat: int, rng: random.Random) -> Action: ...


@runtime_checkable
class SearchingPolicy(Policy, Protocol):
    """A policy that thinks for a while: the service lets it think off the event loop when `slow`,
    within `seconds` (or `iterations`, for reproducible play), and falls back on its knowledge's
    prior when no time is left."""

    slow: bool
    seconds: float
    iterations: int | None

    @property
    def knowledge(self) -> Knowledge: ...

    def decide(self, state: State, seat: int, rng: random.Random, seconds: float | None = None) -> tuple[Action, int]: ...


class ComputerPlayers(Protocol):
    """A game's computer players: one policy per level (easy, normal, hard, random)."""

    def policy(self, level: str) -> Policy: ...


class RandomPolicy:
    """Uniformly random legal action: the fallback for every game."""

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        """A random legal action."""
        return rng.choice(state.legal_actions(seat))


def margin(totals: list[int], seat: int) -> int:
    """The seat's total less its best rival's."""
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def lead(totals: list[int], seat: int) -> float:
    """Ahead of every rival in the totals (1, a tie ½), plus a little of the margin over the best."""
    ahead = margin(totals, seat)
    return (1.0 if ahead > 0 else 0.5 if ahead == 0 else 0.0) + ahead / 50

