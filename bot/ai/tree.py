"""The pieces of an information-set Monte-Carlo tree search (single observer) that games share.

One tree of move sequences serves every world the searching seat cannot tell from the real one. An
iteration deals one such world and walks down the tree: at each node the player to move takes,
among the moves legal in that world, one not tried there yet (which ends the walk: the game's
playout takes over) or else the one with the best upper confidence bound (UCB1) on his own reward,
a move's chances counted only in the worlds where it was legal. Every player on the path is then
credited with his own reward. The move tried most often at the root is chosen.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from bot.ai.search import playable_copy
from bot.games.base import Action, State

EXPLORATION = 0.7  # UCB1's constant, for rewards spread over about one unit
CLOCK_EVERY = 16  # iterations between looks at the clock of a timed search

K = TypeVar("K", bound=Hashable)


class Edge(Generic[K]):
    """A move tried at a node: its visits, its chances (the visits to the node in worlds where it was
    legal), the mover's total reward, and the node below (made when it is tried again)."""

    __slots__ = ("below", "chances", "total", "visits")

    def __init__(self) -> None:
        self.visits, self.chances, self.total = 0, 1, 0.0
        self.below: dict[K, Edge[K]] | None = None


def step(node: dict[K, Edge[K]], moves: Sequence[K], first: K | None, rng: random.Random) -> tuple[K, Edge[K], dict[K, Edge[K]] | None]:
    """The move taken at `node` among `moves` (those legal in this world), its edge, and the node below
    it, or None when the move is new there (`first` is the first new one tried, if legal)."""
    untried = [m for m in moves if m not in node]
    if untried:
        move = first if first is not None and first in untried else rng.choice(untried)
        for m in moves:
            seen = node.get(m)
            if seen is not None:
                seen.chances += 1
        edge: Edge[K] = Edge()
        node[move] = edge
        return move, edge, None
    move, best = moves[0], -math.inf
    for m in moves:
        seen = node[m]
        seen.chances += 1
        bound = seen.total / seen.visits + EXPLORATION * math.sqrt(math.log(seen.chances) / seen.visits)
        if bound > best:
            move, best = m, bound
    edge = node[move]
    if edge.below is None:
        edge.below = {}
    return move, edge, edge.below


def credit(path: list[tuple[Edge[K], int]], reward: Sequence[float] | Mapping[int, float]) -> None:
    """Count a visit on every edge of `path` and credit its mover (a seat) with his reward."""
    for edge, mover in path:
        edge.visits += 1
        edge.total += reward[mover]


def iterate(once: Callable[[], None], limit: int | None, deadline: float | None) -> int:
    """Call `once` `limit` times, or until `deadline` (perf_counter) if sooner; returns the calls made."""
    spent = 0
    while limit is None or spent < limit:
        if deadline is not None and spent % CLOCK_EVERY == 0 and time.perf_counter() >= deadline:
            break
        once()
        spent += 1
    return spent


def most_tried(root: dict[K, Edge[K]], moves: Sequence[K], first: K) -> int:
    """The index in `moves` of the one tried most often at the root (`first` wins ties, then the earliest)."""
    visits = [root[m].visits if m in root else 0 for m in moves]
    return max(range(len(moves)), key=lambda i: (visits[i], moves[i] == first, -i))


@dataclass(frozen=True)
class EngineTree:
    """A tree search over the engine contract (a `GameSearch`): worlds from `determinize`, below the
    tree the game's quick policy `rollout` up to its horizon `done`, each mover's reward its `value`
    (the arguments of `bot.ai.search.Knowledge`'s fields of those names)."""

    rollout: Callable[[State, int, random.Random], Action]
    done: Callable[[State, State, int], bool]
    value: Callable[[State, State, int, random.Random], float]
    max_plies: int = 400

    def __call__(
        self, state: State, seat: int, legal: list[Action], prior: Action, rng: random.Random, limit: int | None, deadline: float | None
    ) -> tuple[Action, int]:
        """The action after `limit` iterations or by `deadline` (perf_counter), and the iterations spent."""
        root: dict[Action, Edge[Action]] = {}
        spent = iterate(lambda: self._iterate(state, seat, root, prior, rng), limit, deadline)
        return legal[most_tried(root, legal, prior)], spent

    def _iterate(self, state: State, seat: int, root: dict[Action, Edge[Action]], prior: Action, rng: random.Random) -> None:
        trial = playable_copy(state.determinize(seat, rng.randrange(1 << 62)))
        node: dict[Action, Edge[Action]] | None = root
        path: list[tuple[Edge[Action], int]] = []
        for _ in range(self.max_plies):
            if trial.is_over() or self.done(trial, state, seat):
                break
            mover = min(trial.to_move())
            if node is None:
                trial.play(mover, self.rollout(trial, mover, rng))
                continue
            action, edge, node = step(node, trial.legal_actions(mover), prior if node is root else None, rng)
            path.append((edge, mover))
            trial.play(mover, action)
        # Only the movers on the path are credited: the others' rewards would go unread.
        movers = {mover for _, mover in path}
        reward = {p: self.value(trial, state, p, rng) for p in movers}
        credit(path, reward)
