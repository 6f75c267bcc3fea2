"""The search pool: as many workers as cores (or as configured); the time a decision waits for a worker
counts against its budget, so every hard decision answers by its deadline plus a second, a decision
out of time taking the normal player's choice; shutdown leaves no process behind, and neither does a
bot killed outright."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import psutil
import pytest

from bot.ai import thinking
from bot.ai.druids import PLAYERS as DRUIDS_PLAYERS
from bot.ai.hard import generic_knowledge
from bot.ai.levels import Levels
from bot.ai.search import Knowledge, SearchPolicy
from bot.games.base import Action, State
from bot.games.druids import GAME as DRUIDS
from testkit.search import NotingProcess
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


async def timed(policy: SearchPolicy, state: State, seat: int, rng_seed: int) -> tuple[str, float]:
    """The decision and the seconds from asking to the answer."""
    asked = time.monotonic()
    action = await thinking.choose(policy, state, seat, random.Random(rng_seed))
    return str(action), time.monotonic() - asked


async def warm() -> None:
    """Start the workers and let them import the games (a seeded search has no deadline)."""
    state, seat = a_druids_decision()
    hard = replace(DRUIDS_PLAYERS, iterations=4).hard
    await asyncio.gather(*(thinking.choose(hard, state, seat, random.Random(n)) for n in range(thinking.pool().size)))


async def test_a_queue_of_decisions_each_answers_by_its_deadline_those_out_of_time_with_the_normal_players_choice() -> None:
    await warm()
    state, seat = a_druids_decision()
    # One worker: a long search holds it; then six short ones queue behind it.
    long = asyncio.create_task(timed(druids_hard(2.0), state, seat, 100))
    await asyncio.sleep(0.1)
    short = await asyncio.gather(*(timed(druids_hard(0.4), state, seat, n) for n in range(6)))
    for n, (action, seconds) in enumerate(short):
        # Out of time while queued: answered at its deadline, not after the long search, with the normal player's choice.
        assert seconds <= 0.4 + 0.3, f"decision {n} answered after {seconds:.2f} s"
        assert action == normal_choice(state, seat, n)
    action, seconds = await long
    assert 1.5 <= seconds <= 2.0 + 1.0, f"the long search answered after {seconds:.2f} s"
    assert action in {str(a) for a in state.legal_actions(seat)}


@dataclass(frozen=True)
class NotingStart:
    """Take-away's knowledge, noting in `path` the (machine-wide monotonic) time its search began."""

    path: str

    def __call__(self) -> Knowledge:
        Path(self.path).write_text(repr(time.monotonic()))
        return generic_knowledge(Finisher())


async def test_the_time_a_decision_waits_for_a_worker_counts_against_its_budget(tmp_path: Path) -> None:
    await warm()
    notes = [tmp_path / "first", tmp_path / "second"]
    first, second = (SearchPolicy.of(NotingStart(str(path)), seconds=seconds) for path, seconds in zip(notes, (1.0, 2.0), strict=True))
    state = TAKEAWAY.new(2, 40, {})
    seat = min(state.to_move())
    asked = time.monotonic()
    await asyncio.gather(thinking.choose(first, state, seat, random.Random(1)), thinking.choose(second, state, seat, random.Random(2)))
    answered = time.monotonic() - asked
    began = float(notes[1].read_text()) - asked
    # The second waited about a second for the only worker, then searched for what was left of its two
    # seconds: its answer came at about two seconds, not at three.
    assert 0.8 <= began <= 1.9, f"the second search began {began:.2f} s after it was asked for"
    assert answered <= 2.0 + 0.4, f"the second decision answered after {answered:.2f} s"


@dataclass(frozen=True)
class Stuck:
    """Take-away's knowledge whose playouts take far too long (a search that would overrun its deadline)."""

    def __call__(self) -> Knowledge:
        base = generic_knowledge(Finisher())

        def slow_rollout(state: State, seat: int, rng: random.Random) -> Action:
            time.sleep(5)
            return base.rollout(state, seat, rng)

        return replace(base, rollout=slow_rollout)


async def test_a_search_that_overruns_is_given_up_on_within_a_second_of_its_deadline() -> None:
    hard = SearchPolicy.of(Stuck(), seconds=0.3, fallback=Finisher().choose)
    state = TAKEAWAY.new(2, 5, {})
    seat = min(state.to_move())
    asked = time.monotonic()
    action = await thinking.choose(hard, state, seat, random.Random(1))
    assert time.monotonic() - asked <= 0.3 + 1.0
    assert str(action) == str(Finisher().choose(state, seat, random.Random(random.Random(1).randrange(1 << 62))))


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
    notes = [tmp_path / "a", tmp_path / "b"]
    policies = [SearchPolicy.of(NotingProcess(str(path)), seconds=0.8) for path in notes]
    for path in notes:
        path.unlink()  # made here once; the workers make their own
    state = TAKEAWAY.new(2, 40, {})
    seat = min(state.to_move())
    started = time.monotonic()
    await asyncio.gather(*(thinking.choose(policy, state, seat, random.Random(n)) for n, policy in enumerate(policies)))
    assert time.monotonic() - started <= 0.8 + 1.0
    pids = {int(path.read_text()) for path in notes}
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


async def test_shutdown_answers_the_waiting_decisions_and_leaves_no_process() -> None:
    await warm()
    assert pool_processes(), "the worker and the resource tracker run"
    state, seat = a_druids_decision()
    waiting = [asyncio.create_task(timed(druids_hard(3.0), state, seat, n)) for n in range(3)]
    await asyncio.sleep(0.3)
    thinking.shutdown()
    for n, task in enumerate(waiting):
        action, seconds = await task
        assert seconds <= 1.5, "shutdown answered the decision at once"
        assert action == normal_choice(state, seat, n)
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
