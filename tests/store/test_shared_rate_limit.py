"""Discord's global limit shared through PostgreSQL: processes together keep to it, one may use what
another leaves, and SQLite keeps the process's own budget."""

from __future__ import annotations

import asyncio
import time

import pytest

from bot.ratelimit import GlobalLimit, SharedLimit, limit_for
from bot.store import Store

PER_SECOND = 5
# A grant is stamped by the database's clock; the test sees it a round trip later.
JITTER = 0.05


@pytest.fixture
async def pg_stores(pg_database: str) -> list[Store]:
    """Two stores (two connection pools: two processes as far as the database can tell), migrated."""
    from tests.conftest import _reset_pg

    await _reset_pg(pg_database)
    stores = [Store(pg_database), Store(pg_database)]
    await stores[0].migrate()
    yield stores  # type: ignore[misc]
    for store in stores:
        await store.close()


def shared(store: Store) -> SharedLimit:
    limit = SharedLimit(store.engine, PER_SECOND)
    limit.share()
    return limit


def most_in_one_second(times: list[float]) -> int:
    times = sorted(times)
    return max(sum(1 for t in times[i:] if t < start + 1.0 - JITTER) for i, start in enumerate(times))


async def test_two_processes_together_keep_to_the_budget(pg_stores: list[Store]) -> None:
    limits = [shared(store) for store in pg_stores]
    granted: list[float] = []

    async def request(limit: SharedLimit) -> None:
        await limit.wait()
        granted.append(time.monotonic())

    started = time.monotonic()
    await asyncio.gather(*(request(limits[n % 2]) for n in range(3 * PER_SECOND)))
    assert most_in_one_second(granted) <= PER_SECOND
    assert max(granted) - started < 2.0 + 0.5, "three seconds' worth in a little over two: no place was lost"


async def test_a_busy_process_uses_what_an_idle_one_leaves(pg_stores: list[Store]) -> None:
    busy, _idle = shared(pg_stores[0]), shared(pg_stores[1])
    started = time.monotonic()
    waits = [await busy.wait() for _ in range(PER_SECOND)]
    assert waits == [0.0] * PER_SECOND and time.monotonic() - started < 0.5, "the whole budget at once"
    assert await busy.wait() > 0.3, "the next waits for the oldest to be a second old"


async def test_before_sharing_and_on_sqlite_the_process_keeps_its_own(pg_stores: list[Store], tmp_path: object) -> None:
    limit = SharedLimit(pg_stores[0].engine, PER_SECOND)
    for _ in range(PER_SECOND):
        await limit.wait()  # not shared yet (the table may not exist): the process's own budget
    other = shared(pg_stores[1])
    assert await other.wait() == 0.0, "nothing was taken from the shared budget"
    sqlite = Store(f"sqlite+aiosqlite:///{tmp_path}/bot.db")
    try:
        assert isinstance(limit_for(sqlite.engine), GlobalLimit)
        assert isinstance(limit_for(pg_stores[0].engine), SharedLimit)
    finally:
        await sqlite.close()


async def test_a_database_that_cannot_be_asked_leaves_the_process_its_own_budget(pg_stores: list[Store]) -> None:
    limit = shared(pg_stores[0])
    await pg_stores[0].close()
    broken = Store("postgresql+asyncpg://nobody@127.0.0.1:1/none")
    limit.engine = broken.engine
    try:
        assert [await limit.wait() for _ in range(PER_SECOND)] == [0.0] * PER_SECOND
    finally:
        await broken.close()
