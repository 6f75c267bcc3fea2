"""No table waits for a restart: whatever fails while a computer moves — the write of its move, the
connection, the search worker, the search's time — the computer moves all the same, soon, and the
thread shows it, with the person's buttons live again. On SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.exc import OperationalError

from bot.ai.levels import Levels
from bot.store.repository import Repository
from bot.tables.driver import Backoff
from cogs.kit import GameKit
from testkit import postgres
from testkit.driver import World, running_bot
from testkit.search import Stalling
from testkit.takeaway import GAME as TAKEAWAY
from testkit.takeaway import Finisher
from tests.support.log import standing_moves

# Every failure below must be followed by the computer's move within this bound (the sweep's own
# period and quiet time add up to 20 s; see `bot.tables.driver`).
BOUND = 30.0
QUICK = Backoff(first=0.05, longest=0.2, tries=4)


@pytest.fixture
def failing_writes(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """While `left` > 0, storing a computer's move fails `how`: "error" (the database refuses the write)
    or "connection" (the connection is lost under it: PostgreSQL terminates it, SQLite's is invalidated)."""
    fault: dict[str, Any] = {"left": 0, "how": "error", "failed": 0}
    original = Repository.save_progress

    async def save_progress(self: Repository, row: Any, expected: int, snapshot: Any, actions: Any, *args: Any, **kwargs: Any) -> int:
        if fault["left"] > 0 and actions and all(by_computer for _, _, by_computer in actions):
            fault["left"] -= 1
            fault["failed"] += 1
            if fault["how"] == "error":
                raise OperationalError("UPDATE tables", {}, Exception("injected: could not write to the database"))
            connection = await self.session.connection()
            if connection.dialect.name == "postgresql":
                pid = (await self.session.execute(text("SELECT pg_backend_pid()"))).scalar_one()
                await postgres.terminate(pid)
            else:
                await connection.invalidate()
        return await original(self, row, expected, snapshot, actions, *args, **kwargs)

    monkeypatch.setattr(Repository, "save_progress", save_progress)
    yield fault


def computers_moved(log: list[tuple[int, str]]) -> int:
    return sum(1 for seat, _ in log if seat == 1)


async def ana_moves_and_the_computer_answers(world: World, thread: int, *, bound: float = BOUND) -> float:
    """Ana makes her move; wait (at most `bound`) until the computer has answered; then the thread's
    newest board shows the computer's move, nobody is told it still thinks, and Ana has live buttons.
    Returns the seconds from Ana's click to the computer's committed answer."""
    service = world.bot.service
    before = computers_moved(await standing_moves(service, 1))
    prompt = world.latest_choice("ana")
    assert prompt is not None
    clicked = time.monotonic()
    await world.choose("ana", prompt)
    async with asyncio.timeout(bound):
        while computers_moved(await standing_moves(service, 1)) == before:
            await asyncio.sleep(0.05)
    answered = time.monotonic() - clicked
    await world.settle()
    boards = [m for m in world.fake.messages(thread) if m.attachments]
    assert "Computer 1" in boards[-1].content and "thinking" not in boards[-1].content, boards[-1].content
    latest = world.latest_choice("ana")
    assert latest is not None and latest.id != prompt.id, "Ana has buttons for her next move"
    print(f"computer answered {answered:.2f} s after the click")
    return answered


async def table_against(world: World, level: str) -> int:
    lobby, thread = await world.new_table("ana", "takeaway", computers=1, level=level, pile=40)
    await world.lobby("ana", lobby, "start")
    return thread


@pytest.mark.parametrize("how", ["error", "connection"])
async def test_a_failed_write_of_a_computers_move_is_tried_again_and_the_table_goes_on(db_url: str, failing_writes: dict[str, Any], how: str) -> None:
    async with running_bot(db_url, {TAKEAWAY.key: TAKEAWAY}) as world:
        world.bot.service.driver.backoff = QUICK
        thread = await table_against(world, "normal")
        failing_writes.update(left=2, how=how)
        await ana_moves_and_the_computer_answers(world, thread)
        assert failing_writes["failed"] == 2 and failing_writes["left"] == 0
        failing_writes.update(left=0)
        await ana_moves_and_the_computer_answers(world, thread)  # and the next move is as usual
        world.check()


async def test_a_table_whose_retries_gave_up_is_taken_up_by_the_sweep(db_url: str, failing_writes: dict[str, Any]) -> None:
    async with running_bot(db_url, {TAKEAWAY.key: TAKEAWAY}) as world:
        driver = world.bot.service.driver
        driver.backoff, driver.quiet_for = Backoff(first=0.05, longest=0.05, tries=2), driver.quiet_for / 10
        thread = await table_against(world, "normal")
        failing_writes.update(left=2)  # both tries fail: the game loop lets go of the table
        await ana_moves_and_the_computer_answers(world, thread)
        assert failing_writes["failed"] == 2
        gave_up = [r for r in world.errors.records if "the sweep tries again" in r.getMessage()]
        assert len(gave_up) == 1, [r.getMessage() for r in world.errors.records]
        world.errors.records.clear()
        world.check()


def search_kit(tmp_path: Path, stall: float, seconds: float) -> GameKit:
    """Take-away whose hard computer searches in the worker pool, stalling `stall` s before it starts."""
    return GameKit(TAKEAWAY, players=Levels(Finisher(), knowledge=Stalling(str(tmp_path / "worker.pid"), stall), seconds=seconds))


async def test_a_search_worker_that_dies_mid_search_leaves_the_heuristic_to_move(db_url: str, tmp_path: Path) -> None:
    async with running_bot(db_url, {TAKEAWAY.key: search_kit(tmp_path, stall=60.0, seconds=30.0)}) as world:
        thread = await table_against(world, "hard")
        noted = tmp_path / "worker.pid"

        async def kill_the_searching_worker() -> None:
            while not noted.exists() or not noted.read_text():
                await asyncio.sleep(0.05)
            os.kill(int(noted.read_text()), signal.SIGKILL)

        killer = asyncio.create_task(kill_the_searching_worker())
        await ana_moves_and_the_computer_answers(world, thread)
        await killer
        failed = [r for r in world.errors.records if "computer search for takeaway failed" in r.getMessage()]
        assert failed, "the worker's death was noticed"
        world.errors.records = [r for r in world.errors.records if r not in failed]
        world.check()


async def test_a_search_that_runs_out_of_time_leaves_the_heuristic_to_move(db_url: str, tmp_path: Path) -> None:
    async with running_bot(db_url, {TAKEAWAY.key: search_kit(tmp_path, stall=60.0, seconds=8.0)}) as world:
        thread = await table_against(world, "hard")
        await ana_moves_and_the_computer_answers(world, thread)
        assert (tmp_path / "worker.pid").exists(), "the search started in a worker"
        world.check()
