"""A determinized Monte-Carlo search over the engine contract, guided by a game's own knowledge.

For one decision the search keeps a set of candidate actions (all legal ones, or the prior policy's
choice and a sample of the rest when there are very many). Each sweep draws one world from
`state.determinize(seat, …)` — the seat's information set, never the real hidden cards — and plays
every surviving candidate in that same world with the same rollout randomness (common random
numbers, so candidates are compared on equal luck): the candidate, then a rollout by the game's
rollout policy up to the game's horizon, scored by the game's evaluation for the seat. The worse half
of the candidates is dropped at the end of each of equal shares of the budget, one share per halving
needed to come down to two (sequential halving), so the budget goes to the close calls. A game may
bring a search of its own instead (`Knowledge.search`: Druids' and Abracadabra's tree searches,
`bot.ai.tree`), with the same budgets.

Budgets: `iterations` (rollouts) makes a seeded search reproducible, independent of machine speed;
otherwise `seconds` bounds the thinking time, and a game's own cap on rollouts (if it has one)
whatever is left. Either way the decision is at least the prior's.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.games.base import Action, State

Rollout = Callable[[State, int, random.Random], Action]
# A game's own search: (state, seat, legal, the prior's choice, rng, the rollout limit or None, the
# perf_counter deadline or None) -> (the choice, the rollouts spent).
GameSearch = Callable[[State, int, list[Action], Action, random.Random, int | None, float | None], tuple[Action, int]]


@dataclass(frozen=True)
class Knowledge:
    """What the search knows of one game.

    `prior`: the policy whose choice is always a candidate and wins ties (the `normal` level).
    `rollout(state, seat, rng)`: a quick policy for every seat inside playouts (it sees the sampled
    world, which is fine: the world is itself a guess). `done(state, root, seat)`: the playout horizon.
    `value(state, root, seat, rng)`: the worth of the reached state for `seat` (higher is better);
    `rng` is the playout's randomness, the same for every candidate in one world, for a value that
    plays on by itself.
    `search`: a game's own search, which then decides in place of the sweeps above (which need the
    three before), given the prior's choice and the budget (`GameSearch`).
    `searches(state, seat, legal)`: whether to search this decision at all (else the prior decides).
    `rollouts`: the most a decision is worth, where more play no better; a time
    budget stops there too.
    """

    prior: Rollout
    rollout: Rollout | None = None
    done: Callable[[State, State, int], bool] | None = None
    value: Callable[[State, State, int, random.Random], float] | None = None
    search: GameSearch | None = None
    searches: Callable[[State, int, list[Action]], bool] = lambda state, seat, legal: True
    max_candidates: int = 24
    rollouts: int | None = None
    max_plies: int = 400

    def __post_init__(self) -> None:
        if self.search is None and (self.rollout is None or self.done is None or self.value is None):
            raise ValueError("a search's knowledge needs rollout, done and value, or a search of its own")

    def limit(self, iterations: int | None) -> int | None:
        """The rollouts a decision may spend given `iterations` (None: no count of its own): never more than `rollouts`."""
        if self.rollouts is None:
            return iterations
        return self.rollouts if iterations is None else min(iterations, self.rollouts)


def playable_copy(state: State) -> State:
    """A copy of `state` to play on: the engine's own `copy` where it has one, else a restore."""
    copy = getattr(state, "copy", None)
    trial: State = copy() if copy is not None else state.game.restore(state.to_dict())
    return trial


# Makes a game's knowledge; picklable by reference (a module-level function, or an instance of a
# module-level class), so that a worker process can rebuild the knowledge and search there.
KnowledgeRecipe = Callable[[], Knowledge]


@dataclass
class SearchPolicy:
    """Chooses by determinized search (see the module docstring); `slow` tells the service to think off the loop.

    `recipe`, when given, made `knowledge`: the service then searches in its worker processes.
    `fallback`: a quick choice (the normal player's) for when no time is left to search; else the prior.
    """

    knowledge: Knowledge
    seconds: float = 1.0
    iterations: int | None = None
    recipe: KnowledgeRecipe | None = None
    fallback: Rollout | None = None
    slow: bool = field(default=True, init=False)

    @classmethod
    def of(cls, recipe: KnowledgeRecipe, seconds: float = 1.0, iterations: int | None = None, fallback: Rollout | None = None) -> SearchPolicy:
        """A search with the knowledge `recipe` makes (and can make again in a worker process)."""
        return cls(recipe(), seconds=seconds, iterations=iterations, recipe=recipe, fallback=fallback)

    def quick(self, state: State, seat: int, rng: random.Random) -> Action:
        """The choice without a search: the fallback's, else the prior's."""
        return (self.fallback or self.knowledge.prior)(state, seat, rng)

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        """The candidate with the best mean value over sampled worlds."""
        return self.decide(state, seat, rng)[0]

    def decide(self, state: State, seat: int, rng: random.Random, seconds: float | None = None) -> tuple[Action, int]:
        """The chosen action and the number of rollouts spent on it (`seconds` overrides the budget)."""
        legal = state.legal_actions(seat)
        know = self.knowledge
        prior = know.prior(state, seat, random.Random(rng.randrange(1 << 62)))
        if len(legal) == 1 or not know.searches(state, seat, legal):
            return prior, 0
        budget = seconds if seconds is not None else self.seconds
        timed = self.iterations is None
        limit = know.limit(self.iterations)
        if timed and budget <= 0:
            return prior, 0
        if know.search is not None:
            return know.search(state, seat, legal, prior, rng, limit, time.perf_counter() + budget if timed else None)
        candidates = self._candidates(legal, prior, rng)
        totals = [0.0] * len(candidates)
        counts = [0] * len(candidates)
        alive = list(range(len(candidates)))
        # Sequential halving: the budget is cut into one phase per halving needed to reach two
        # survivors; each phase's share is spread evenly over the candidates still alive.
        phases = max(1, math.ceil(math.log2(len(candidates))))
        started = time.perf_counter()
        phase = 1
        spent = 0
        while True:
            world_seed = rng.randrange(1 << 62)
            play_seed = rng.randrange(1 << 62)
            world = state.determinize(seat, world_seed)
            sweep: list[tuple[int, float]] = []
            for index in alive:
                # A timed search out of time in the middle of a sweep drops the sweep (its candidates
                # would not have met the same luck) rather than overrun its deadline.
                if timed and spent and time.perf_counter() - started >= budget:
                    break
                sweep.append((index, self._playout(world, state, seat, candidates[index], random.Random(play_seed))))
            if len(sweep) < len(alive):
                break
            for index, value in sweep:
                totals[index] += value
                counts[index] += 1
                spent += 1
            # Rollouts, time, or (a timed search with a rollout cap) whichever runs out first.
            elapsed = time.perf_counter() - started
            if (limit is not None and spent >= limit) or (timed and elapsed >= budget):
                break
            phase_over = (limit is not None and spent * phases >= limit * phase) or (timed and elapsed * phases >= budget * phase)
            if phase_over:
                phase += 1
                if len(alive) > 2:
                    alive.sort(key=lambda i: (-totals[i] / counts[i], i))
                    alive = alive[: max(2, (len(alive) + 1) // 2)]
        best = max(alive, key=lambda i: (totals[i] / counts[i], i == 0, -i))
        return candidates[best], spent

    def _candidates(self, legal: list[Action], prior: Action, rng: random.Random) -> list[Action]:
        """The prior's choice first, then the others (a random sample of them if there are too many)."""
        text = str(prior)
        others = [a for a in legal if str(a) != text]
        room = self.knowledge.max_candidates - 1
        if len(others) > room:
            others = rng.sample(others, room)
        return [prior, *others]

    def _playout(self, world: State, root: State, seat: int, action: Action, rng: random.Random) -> float:
        know = self.knowledge
        rollout, done, value = know.rollout, know.done, know.value
        assert rollout is not None and done is not None and value is not None  # checked by Knowledge
        trial = playable_copy(world)
        trial.play(seat, action)
        for _ in range(know.max_plies):
            if trial.is_over() or done(trial, root, seat):
                break
            mover = min(trial.to_move())
            trial.play(mover, rollout(trial, mover, rng))
        return value(trial, root, seat, rng)
