"""The search pool: as many workers as cores (or as configured); the time a decision waits for a worker
counts against its budget, so a decision out of time in the queue answers at once with the normal
player's choice and one whose search began late searches only what is left of its budget; a search
that overruns is not waited for; shutdown leaves no process behind, and neither does a bot killed outright.

No test measures how long anything took: a search is held in its worker (`testkit.search.Held`) until the
test lets it go, and what a test waits for it waits for as an event, with a bound only for giving up."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Awaitable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

import psutil
import pytest

from bot.ai import thinking
from bot.ai.druids import PLAYERS as DRUIDS_PLAYERS
from bot.ai.hard import generic_knowledge
from bot.ai.levels import Levels
from bot.ai.pool import SearchPool
from bot.ai.search import SearchPolicy
from bot.games.base import State
from bot.games.druids import GAME as DRUIDS
from testkit.search import Held, NotingProcess, Together
from testkit.takeaway import GAME as TAKEAWAY
from testkit.takeaway import Finisher

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _one_worker() -> Iterator[None]:
    thinking.configure(1)
    yield
    thinking.configure(None)


def druids_hard(seconds: float) -> SearchPolicy:
    """Druids' hard computer thinking `seconds` a decision."""
    hard = replace(DRUIDS_PLAYERS, seconds=seconds).hard
    assert isinstance(hard, SearchPolicy)
    return hard


def a_druids_decision() -> tuple[State, int]:
    """A Druids table a few tricks in, and the seat to move (a decision with several cards to choose from)."""
    state = DRUIDS.new(4, 11, {})
    rng = random.Random(3)
    for played in range(60):
        seat = min(state.to_move())
        if played >= 8 and len(state.legal_actions(seat)) > 2:
            return state, seat
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no decision with a choice")


def normal_choice(state: State, seat: int, rng_seed: int) -> str:
    """What the normal player chooses with the randomness `thinking.choose` gives a decision."""
    seed = random.Random(rng_seed).randrange(1 << 62)
    return str(DRUIDS_PLAYERS.heuristic.choose(state, seat, random.Random(seed)))


# The bound for waiting on an event (a search begun, a decision answered): reached only when it never comes.
WAIT = 60.0
T = TypeVar("T")


async def within(awaitable: Awaitable[T]) -> T:
    """The awaitable's result; the test fails if it never comes."""
    return await asyncio.wait_for(awaitable, WAIT)


async def noted(path: Path) -> None:
    """Wait until a worker has made the file `path` (a search began)."""
    async with asyncio.timeout(WAIT):
        while not path.exists():
            await asyncio.sleep(0.01)


async def warm() -> None:
    """Start the workers and let them import the games (a seeded search has no deadline)."""
    state, seat = a_druids_decision()
    hard = replace(DRUIDS_PLAYERS, iterations=4).hard
    await asyncio.gather(*(thinking.choose(hard, state, seat, random.Random(n)) for n in range(thinking.pool().size)))


def a_takeaway_decision() -> tuple[State, int]:
    """A take-away table at its start and the seat to move."""
    state = TAKEAWAY.new(2, 40, {})
    return state, min(state.to_move())


def held(tmp_path: Path, name: str, *, seconds: float = 1.0, iterations: int | None = None) -> tuple[SearchPolicy, Path]:
    """A take-away search held at its start in the worker (noting `<name>.started`) until the file it returns is made."""
    release = tmp_path / f"{name}.release"
    return SearchPolicy.of(Held(str(tmp_path / f"{name}.started"), str(release)), seconds=seconds, iterations=iterations), release


async def test_a_queue_of_decisions_each_answers_by_its_deadline_those_out_of_time_with_the_normal_players_choice(tmp_path: Path) -> None:
    await warm()
    state, seat = a_druids_decision()
    # One worker: a long search holds it (a seeded one, without a deadline) until the test lets it go.
    hold, release = held(tmp_path, "long", iterations=40)
    board, mover = a_takeaway_decision()
    long = asyncio.create_task(thinking.choose(hold, board, mover, random.Random(100)))
    await noted(tmp_path / "long.started")
    # Six short decisions queue behind it: each out of time while queued, answered at its deadline with the
    # normal player's choice, while the long search still holds the worker.
    short = await within(asyncio.gather(*(thinking.choose(druids_hard(0.4), state, seat, random.Random(n)) for n in range(6))))
    assert not long.done() and not release.exists()
    assert [str(action) for action in short] == [normal_choice(state, seat, n) for n in range(6)]
    release.touch()
    # The long search's own answer (a seeded search gives the same move wherever it runs), not a quick choice.
    searched, _ = SearchPolicy(generic_knowledge(Finisher()), iterations=40).decide(board, mover, random.Random(random.Random(100).randrange(1 << 62)))
    assert str(await within(long)) == str(searched)


async def test_the_time_a_decision_waits_for_a_worker_counts_against_its_budget(tmp_path: Path) -> None:
    await warm()
    state, seat = a_takeaway_decision()
    hold, release = held(tmp_path, "first", iterations=40)
    first = asyncio.create_task(thinking.choose(hold, state, seat, random.Random(1)))
    await noted(tmp_path / "first.started")  # the only worker is busy
    # The second decision may think `budget` seconds from the moment it is asked; its search is held at
    # its start in the worker (until `late` is made), and notes each rollout it makes.
    budget = 4.0
    late = tmp_path / "second.release"
    rollouts = tmp_path / "second.rollouts"
    second_policy = SearchPolicy.of(Held(str(tmp_path / "second.started"), str(late), str(rollouts)), seconds=budget)
    second = asyncio.create_task(thinking.choose(second_policy, state, seat, random.Random(2)))
    async with asyncio.timeout(WAIT):
        while thinking.pool().waiting == 0:  # asked (its deadline counted from then) and queued
            await asyncio.sleep(0.001)
    asked_by = time.monotonic()  # it was asked before this
    # It waits half a second for the worker, then its search begins (the deadline is still 3.5 s away).
    await asyncio.sleep(0.5)
    release.touch()
    await within(first)
    async with asyncio.timeout(WAIT):  # its search began (on a machine too slow for even that, it ran out of time queued)
        while not (tmp_path / "second.started").exists() and not second.done():
            await asyncio.sleep(0.01)
    # Its search is let go only once its deadline, counted from when it was asked, has passed: had the
    # wait for the worker not counted, half a second of search would be left, and it would make rollouts.
    while time.monotonic() <= asked_by + budget:
        await asyncio.sleep(asked_by + budget - time.monotonic() + 0.01)
    late.touch()
    action = await within(second)
    # One more search on the only worker: once it answers, the second's search is over.
    await within(thinking.choose(SearchPolicy.of(NotingProcess(str(tmp_path / "after")), iterations=8), state, seat, random.Random(3)))
    assert not rollouts.exists(), "the search began with its budget spent and made no rollout"
    assert str(action) == str(second_policy.quick(state, seat, random.Random(random.Random(2).randrange(1 << 62))))


async def test_a_search_that_overruns_is_not_waited_for(tmp_path: Path) -> None:
    hold, release = held(tmp_path, "stuck", seconds=0.3)
    hard = replace(hold, fallback=Finisher().choose)
    state = TAKEAWAY.new(2, 5, {})
    seat = min(state.to_move())
    # Held in the worker past its deadline, it is given up on: answered with the fallback while the search still runs.
    action = await within(thinking.choose(hard, state, seat, random.Random(1)))
    assert not release.exists()
    assert str(action) == str(Finisher().choose(state, seat, random.Random(random.Random(1).randrange(1 << 62))))
    release.touch()


def test_one_worker_per_core_unless_configured(monkeypatch: pytest.MonkeyPatch) -> None:
    thinking.configure(None)
    monkeypatch.delenv(thinking.WORKERS_ENV, raising=False)
    assert thinking.workers() == len(os.sched_getaffinity(0))
    monkeypatch.setenv(thinking.WORKERS_ENV, "3")
    assert thinking.workers() == 3
    monkeypatch.setenv(thinking.WORKERS_ENV, "many")
    assert thinking.workers() == len(os.sched_getaffinity(0))
    thinking.configure(2)
    assert thinking.workers() == 2 and thinking.pool().size == 2
    assert all(pid is not None and psutil.Process(pid).ppid() == os.getpid() for pid in thinking.pool().pids)


async def test_two_workers_think_at_once(tmp_path: Path) -> None:
    thinking.configure(2)
    await warm()
    notes = (str(tmp_path / "a"), str(tmp_path / "b"))
    # Each search begins only once both have begun: they get there only if two workers think at once.
    policies = [SearchPolicy.of(Together(note, notes), iterations=8) for note in notes]
    state, seat = a_takeaway_decision()
    await within(asyncio.gather(*(thinking.choose(policy, state, seat, random.Random(n)) for n, policy in enumerate(policies))))
    assert all(Path(note + ".together").exists() for note in notes), "both searches were in progress at once"
    pids = {int(Path(note).read_text()) for note in notes}
    assert len(pids) == 2 and os.getpid() not in pids and pids <= set(thinking.pool().pids)


def pool_processes() -> list[psutil.Process]:
    """This process's children that multiprocessing started (workers, the resource tracker)."""
    found = []
    for child in psutil.Process().children(recursive=True):
        try:
            if "multiprocessing" in " ".join(child.cmdline()):
                found.append(child)
        except psutil.NoSuchProcess:
            continue
    return found


async def test_shutdown_answers_the_waiting_decisions_and_leaves_no_process(tmp_path: Path) -> None:
    await warm()
    assert pool_processes(), "the worker and the resource tracker run"
    state, seat = a_druids_decision()
    # Searches without a deadline: the first held in the worker, the others queued; only the shutdown answers them.
    waiting = []
    for n in range(3):
        hold, _release = held(tmp_path, f"search-{n}", iterations=40)
        policy = replace(hold, fallback=DRUIDS_PLAYERS.heuristic.choose)
        waiting.append(asyncio.create_task(thinking.choose(policy, state, seat, random.Random(n))))
    await noted(tmp_path / "search-0.started")
    thinking.shutdown()
    for n, task in enumerate(waiting):
        assert str(await within(task)) == normal_choice(state, seat, n)
    assert pool_processes() == []
    thinking.shutdown()  # twice is fine


KILLED = """
import asyncio, random, sys
from dataclasses import replace
from multiprocessing import resource_tracker
from bot.ai import thinking
from bot.ai.druids import PLAYERS
from bot.games.druids import GAME

async def main():
    thinking.configure(2)
    state = GAME.new(4, 11, {})
    seat = min(state.to_move())
    await thinking.choose(replace(PLAYERS, iterations=4).hard, state, seat, random.Random(0))
    print(*thinking.pool().pids, resource_tracker._resource_tracker._pid, flush=True)
    await thinking.choose(replace(PLAYERS, seconds=30.0).hard, state, seat, random.Random(1))  # killed while it thinks

asyncio.run(main())
"""


def test_a_bot_killed_outright_leaves_no_worker_and_no_resource_tracker() -> None:
    process = subprocess.Popen([sys.executable, "-c", KILLED], cwd=REPO, stdout=subprocess.PIPE, text=True, env={**os.environ, "PYTHONPATH": str(REPO)})
    try:
        assert process.stdout is not None
        pids = [int(word) for word in process.stdout.readline().split()]
        assert len(pids) == 3, "two workers and the resource tracker"
        time.sleep(0.5)
        process.send_signal(signal.SIGKILL)
        process.wait(10)
    finally:
        if process.poll() is None:
            process.kill()
    left = pids
    deadline = time.monotonic() + 30  # a worker in the middle of a search finishes that sweep first
    while left and time.monotonic() < deadline:
        left = [pid for pid in left if alive(pid)]
        time.sleep(0.1)
    assert left == [], "processes of the pool outlived the bot"


def alive(pid: int) -> bool:
    """Whether a process runs (a zombie waiting to be reaped does not)."""
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return False


def test_a_hard_computer_falls_back_on_its_games_normal_player() -> None:
    hard = Levels(Finisher()).policy("hard")
    assert isinstance(hard, SearchPolicy)
    state = TAKEAWAY.new(2, 7, {})
    seat = min(state.to_move())
    assert str(hard.quick(state, seat, random.Random(4))) == str(Finisher().choose(state, seat, random.Random(4)))


async def test_a_search_the_workers_cannot_take_answers_with_the_quick_choice_and_the_pool_goes_on(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    await warm()
    unpicklable = SearchPolicy.of(lambda: generic_knowledge(Finisher()), seconds=0.5, fallback=Finisher().choose)
    state = TAKEAWAY.new(2, 9, {})
    seat = min(state.to_move())
    action = await thinking.choose(unpicklable, state, seat, random.Random(5))
    assert str(action) == str(Finisher().choose(state, seat, random.Random(random.Random(5).randrange(1 << 62))))
    assert "failed; the heuristic decides" in caplog.text
    noted = tmp_path / "pid"
    hard = SearchPolicy.of(NotingProcess(str(noted)), seconds=0.3)
    noted.unlink()
    await thinking.choose(hard, state, seat, random.Random(6))
    assert int(noted.read_text()) in thinking.pool().pids, "the worker still searches"


async def test_closing_one_pool_while_another_runs_does_not_wait_for_the_other() -> None:
    """Stopping the resource tracker would wait for every process spawned from this one: a pool closed
    while another's workers run (a game's replay workers, the computers' search) leaves it running."""
    other = SearchPool(1)
    try:
        assert await other.run(abs, (-2,), None) == 2
        closing = SearchPool(1)
        assert await closing.run(abs, (-3,), None) == 3
        await asyncio.wait_for(asyncio.to_thread(closing.close), 60)  # a guard against a hang, not a duration
        assert await other.run(abs, (-4,), None) == 4
    finally:
        other.close()
    assert multiprocessing.active_children() == []
