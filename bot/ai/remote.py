"""Thinking off the event loop: the search of `hard` computers runs in a process pool.

The table service asks `choose` for every computer decision. Quick policies (easy, normal, random)
answer at once. A searching policy (`slow`) gets the state as `to_dict()` in a worker process, with
its game and the recipe of its knowledge (both picklable by reference, so any game's search runs
there): no event-loop stall, no GIL shared with the bot, at a lower CPU priority. It thinks for the
time left of the table move's thinking budget: all computer decisions between two human ones
together think at most `MOVE_BUDGET` seconds; once it is spent, the remaining decisions take the
heuristic's choice. A seeded search with an iteration budget (tests) gives the same moves wherever
it runs. A search without a recipe (a stand-in in tests) thinks in a thread.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import random
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from bot.ai import Policy, SearchingPolicy
from bot.ai.search import KnowledgeRecipe, SearchPolicy
from bot.games.base import Action, Game, State

log = logging.getLogger(__name__)

# Seconds all computer decisions of one table move may think together (the clock of the humans).
MOVE_BUDGET = 4.0
_pool: Executor | None = None


def workers() -> int:
    """Worker processes: the cores less one for the bot's own loop, at least one."""
    return max(1, (os.cpu_count() or 2) - 1)


def _yield_to_the_bot() -> None:
    """In each worker: a lower CPU priority, so that on a busy machine clicks go before thinking."""
    os.nice(10)


def pool() -> Executor:
    """The shared process pool (created on first use; spawned, so no loop or socket is inherited)."""
    global _pool
    if _pool is None:
        _pool = ProcessPoolExecutor(max_workers=workers(), mp_context=multiprocessing.get_context("spawn"), initializer=_yield_to_the_bot)
    return _pool


def shutdown() -> None:
    """Stop the worker processes (at bot shutdown and after tests)."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None


def stop(timeout: float = 2.0) -> None:
    """Stop the worker processes within about `timeout` seconds (the bot's graceful stop): waiting
    decisions are dropped, and a worker still thinking then is terminated."""
    global _pool
    stopping, _pool = _pool, None
    if not isinstance(stopping, ProcessPoolExecutor):
        return
    processes = list(stopping._processes.values())  # the executor offers no other handle on its workers
    stopping.shutdown(wait=False, cancel_futures=True)
    until = time.monotonic() + timeout
    for process in processes:
        process.join(max(0.0, until - time.monotonic()))
    for process in processes:
        if process.is_alive():
            process.terminate()
            process.join(1.0)
    stopping.shutdown(wait=True)  # the workers are gone: only its manager thread is left to end


def deadline(budget: float = MOVE_BUDGET) -> float:
    """The monotonic time at which a table move's thinking must end."""
    return time.monotonic() + budget


def think(game: Game[Any], recipe: KnowledgeRecipe, snapshot: dict[str, Any], seat: int, seed: int, seconds: float, iterations: int | None) -> str:
    """In a worker: the search's action text for `seat` of the restored state, with the knowledge
    `recipe` makes (the time left is given to this decision only)."""
    state = game.restore(snapshot)
    policy = SearchPolicy.of(recipe, seconds=seconds, iterations=iterations)
    action, _ = policy.decide(state, seat, random.Random(seed), seconds=seconds)
    return str(action)


async def choose(policy: Policy, state: State, seat: int, rng: random.Random, until: float) -> Action:
    """The policy's action; a searching one thinks in the pool within the time left until `until`."""
    if not (isinstance(policy, SearchingPolicy) and policy.slow):
        return policy.choose(state, seat, rng)
    seed = rng.randrange(1 << 62)
    iterations = policy.iterations
    seconds = policy.seconds if iterations is not None else min(policy.seconds, until - time.monotonic())
    if iterations is None and seconds <= 0.01:
        return policy.knowledge.prior(state, seat, random.Random(seed))
    recipe = policy.recipe if isinstance(policy, SearchPolicy) else None
    if recipe is None:  # a search the workers cannot rebuild (a stand-in in tests): a thread instead
        chosen, _ = await asyncio.to_thread(policy.decide, state, seat, random.Random(seed), seconds)
        return chosen
    loop = asyncio.get_running_loop()
    try:
        text = await loop.run_in_executor(pool(), think, state.game, recipe, state.to_dict(), seat, seed, seconds, iterations)
    except Exception:  # a broken worker must not stop the table: the heuristic decides instead
        log.exception("computer search for %s failed; the heuristic decides", state.game.key)
        shutdown()
        return policy.knowledge.prior(state, seat, random.Random(seed))
    return state.game.parse_action(text)
