"""Thinking off the event loop: the search of `hard` computers runs in worker processes.

The table service asks `choose` for every computer decision. Quick policies (easy, normal, random)
answer at once. A searching policy (`slow`) gets the state as `to_dict()` in a worker process
(`bot.ai.pool`), with its game and the recipe of its knowledge (both picklable by reference, so any
game's search runs there): no event-loop stall, no GIL shared with the bot, at a lower CPU priority.

Deadlines: a decision may think its policy's `seconds` from the moment it is asked for, and no later
than the `until` its caller gives, if any (each computer move thinks on its own). The time it waits for a
free worker counts: a decision whose time runs out in the queue takes the heuristic's (the normal
player's) choice at once, and one whose search is late takes it at its deadline plus `LATE`. So a hard
computer answers within its budget plus a second, however many tables think at once. A seeded search
with an iteration budget (tests) has no deadline and gives the same moves wherever it runs. A search
without a recipe (a stand-in in tests) thinks in a thread.

The pool has one worker per core this process may use (`SEARCH_WORKERS` in the environment, or
`configure`, sets another number); `shutdown()` stops it, workers and resource tracker included.
"""

from __future__ import annotations

import asyncio
import atexit
import logging
import os
import random
import time
from typing import Any

from bot.ai import Policy, SearchingPolicy
from bot.ai.pool import SearchPool, cores
from bot.ai.search import KnowledgeRecipe, SearchPolicy
from bot.games.base import Action, Game, State

log = logging.getLogger(__name__)

# How long past its deadline a started search may take to come back (restoring the state, the last
# sweep, the way back) before the heuristic answers instead: the budget plus a second, with room to spare.
LATE = 0.75
# The search ends this much before its deadline, for the way back to the bot.
MARGIN = 0.05
WORKERS_ENV = "SEARCH_WORKERS"
# What the built-in games' searches need, imported by each worker as it starts (names only: the
# workers of any other game import its knowledge with its first search).
PRELOAD = ("bot.games", "bot.ai.levels", "bot.ai.druids", "bot.ai.spellcaster", "bot.ai.arabana", "bot.ai.abracadabra_players")
_pool: SearchPool | None = None
_workers: int | None = None


def workers() -> int:
    """Worker processes: `configure`d, else SEARCH_WORKERS, else one per core this process may use."""
    if _workers is not None:
        return _workers
    configured = os.environ.get(WORKERS_ENV, "").strip()
    if configured:
        try:
            return max(1, int(configured))
        except ValueError:
            log.warning("%s=%r is not a number; using one worker per core", WORKERS_ENV, configured)
    return cores()


def configure(count: int | None) -> None:
    """Set the number of worker processes (None: the default); a running pool is stopped, the next search starts the new one."""
    global _workers
    _workers = None if count is None else max(1, count)
    shutdown()


def pool() -> SearchPool:
    """The shared pool of worker processes, started on first use (call it at start-up, and the workers
    are ready by the first hard decision)."""
    global _pool
    if _pool is None:
        _pool = SearchPool(workers(), late=LATE, preload=PRELOAD)
        # Closed before the interpreter ends its child processes at exit (atexit runs the newest first),
        # so a process that never called `shutdown` does not see its workers end and start new ones.
        atexit.register(shutdown)
    return _pool


def shutdown() -> None:
    """Stop the worker processes and the resource tracker (at bot shutdown, on SIGTERM, after tests);
    decisions still waiting take the heuristic's choice. Safe to call at any time, more than once."""
    global _pool
    if _pool is not None:
        running, _pool = _pool, None
        running.close()


def think(
    game: Game[Any], recipe: KnowledgeRecipe, snapshot: dict[str, Any], seat: int, seed: int, seconds: float, iterations: int | None, until: float | None = None
) -> str:
    """In a worker: the search's action text for `seat` of the restored state, with the knowledge
    `recipe` makes, thinking `seconds` but ending by the monotonic time `until` (the clock is the
    machine's, the same in every process)."""
    state = game.restore(snapshot)
    policy = SearchPolicy.of(recipe, seconds=seconds, iterations=iterations)
    if until is not None:
        seconds = min(seconds, until - MARGIN - time.monotonic())
    action, _ = policy.decide(state, seat, random.Random(seed), seconds=max(0.0, seconds))
    return str(action)


async def choose(policy: Policy, state: State, seat: int, rng: random.Random, until: float | None = None) -> Action:
    """The policy's action; a searching one thinks in a worker for its `seconds` from now, ending by
    `until` at the latest, and answers by then plus `LATE` (else the heuristic decides)."""
    if not (isinstance(policy, SearchingPolicy) and policy.slow):
        return policy.choose(state, seat, rng)
    asked = time.monotonic()
    seed = rng.randrange(1 << 62)
    iterations = policy.iterations
    due: float | None = None
    if iterations is None:
        due = asked + policy.seconds if until is None else min(until, asked + policy.seconds)
        if due - asked <= 0.01:
            return quick(policy, state, seat, seed)
    recipe = policy.recipe if isinstance(policy, SearchPolicy) else None
    if recipe is None:  # a search the workers cannot rebuild (a stand-in in tests): a thread instead
        seconds = policy.seconds if due is None else due - asked
        chosen, _ = await asyncio.to_thread(policy.decide, state, seat, random.Random(seed), seconds)
        return chosen
    try:
        text = await pool().run(think, (state.game, recipe, state.to_dict(), seat, seed, policy.seconds, iterations, due), due)
    except Exception:  # a broken worker must not stop the table: the heuristic decides instead
        log.exception("computer search for %s failed; the heuristic decides", state.game.key)
        text = None
    if text is None:  # out of time (in the queue or searching), or failed: the quick choice
        return quick(policy, state, seat, seed)
    return state.game.parse_action(text)


def choose_here(policy: Policy, state: State, seat: int, rng: random.Random) -> Action:
    """What `choose` answers at an iteration budget, thought in this process (tests, benchmarks): the
    same seed and the same search (`think`) as a worker's, so the two agree."""
    if not (isinstance(policy, SearchingPolicy) and policy.slow):
        return policy.choose(state, seat, rng)
    seed = rng.randrange(1 << 62)
    recipe = policy.recipe if isinstance(policy, SearchPolicy) else None
    if recipe is None:
        chosen, _ = policy.decide(state, seat, random.Random(seed), policy.seconds)
        return chosen
    return state.game.parse_action(think(state.game, recipe, state.to_dict(), seat, seed, policy.seconds, policy.iterations))


def quick(policy: SearchingPolicy, state: State, seat: int, seed: int) -> Action:
    """The choice without a search: the normal player's where the search knows it, else its prior's."""
    if isinstance(policy, SearchPolicy):
        return policy.quick(state, seat, random.Random(seed))
    return policy.knowledge.prior(state, seat, random.Random(seed))
