"""Discord's global limit shared through PostgreSQL: processes together keep to it, one may use what
another leaves, and SQLite keeps the process's own budget.

Grants are read as the database stamped them (its own clock, in the statement that takes the places),
logged by a trigger: what the limit promises is checked on its own record, not on when the test saw a
grant, so a busy machine changes nothing."""

from __future__ import annotations

import asyncio
import bisect
import time

import pytest
from sqlalchemy import text

from bot.ratelimit import MIN_AHEAD, GlobalLimit, SharedLimit, limit_for
from bot.store import Store

PER_SECOND = 5
# Each statement that takes places logs how many it took and the database's time it stamped them with;
# a grant stamped again (`_RESTAMP`, for a grant that reached its process late) logs the places it
# moved, from their old stamp to the new one, so that the log holds each place once.
_LOG = (
    "CREATE TABLE budget_grants (id serial PRIMARY KEY, granted integer NOT NULL, at float8 NOT NULL, moved_from float8)",
    """
    CREATE FUNCTION log_budget_grants() RETURNS trigger AS $$
    BEGIN
        IF current_query() LIKE '%greatest(t, clock.later)%' THEN
            INSERT INTO budget_grants (granted, at, moved_from)
            SELECT count(*), max(t), (SELECT max(o) FROM unnest(OLD.sent) AS o WHERE NOT (o = ANY(NEW.sent)))
            FROM unnest(NEW.sent) AS t WHERE NOT (t = ANY(OLD.sent))
            HAVING count(*) > 0;
        ELSE
            INSERT INTO budget_grants (granted, at)
            SELECT count(*), max(t) FROM unnest(NEW.sent) AS t WHERE t > (SELECT max(o) FROM unnest(OLD.sent) AS o)
            HAVING count(*) > 0;
        END IF;
        RETURN NEW;
    END $$ LANGUAGE plpgsql
    """,
    "CREATE TRIGGER log_budget_grants AFTER UPDATE ON rate_budget FOR EACH ROW EXECUTE FUNCTION log_budget_grants()",
)


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


async def log_grants(store: Store) -> None:
    """From now on the database logs every grant of the shared budget (`granted_at`)."""
    async with store.engine.begin() as connection:
        for statement in _LOG:
            await connection.execute(text(statement))


async def granted_at(store: Store) -> list[float]:
    """The database's time of each place granted so far (a place stamped again at its new time), in order."""
    async with store.engine.connect() as connection:
        rows = (await connection.execute(text("SELECT granted, at, moved_from FROM budget_grants ORDER BY id"))).all()
    times: list[float] = []
    for granted, at, moved_from in rows:
        for _ in range(int(granted)):
            if moved_from is None:
                times.append(float(at))
            elif float(moved_from) in times:  # a place stamped like the one before it was not logged
                times.remove(float(moved_from))
                times.append(float(at))
    return sorted(times)


def most_in_one_second(times: list[float]) -> int:
    """The most grants in any one second (a window from a grant to just before a second later)."""
    times = sorted(times)
    return max(sum(1 for t in times[i:] if t < start + 1.0) for i, start in enumerate(times))


async def test_two_processes_together_keep_to_the_budget(pg_stores: list[Store]) -> None:
    limits = [shared(store) for store in pg_stores]
    await log_grants(pg_stores[0])
    waits = await asyncio.gather(*(limits[n % 2].wait() for n in range(3 * PER_SECOND)))
    granted = await granted_at(pg_stores[0])
    # Every request was granted, and the log holds each place once (a grant stamped again, which a busy
    # machine makes likelier, is logged as moved): never more places than requests.
    assert len(waits) == 3 * PER_SECOND and 0 < len(granted) <= 3 * PER_SECOND
    assert most_in_one_second(granted) <= PER_SECOND
    assert sum(1 for waited in waits if waited == 0.0) <= PER_SECOND, "the others waited for their places"


async def test_a_busy_process_uses_what_an_idle_one_leaves(pg_stores: list[Store]) -> None:
    busy, _idle = shared(pg_stores[0]), shared(pg_stores[1])
    waits = [await busy.wait() for _ in range(PER_SECOND)]
    assert waits == [0.0] * PER_SECOND, "the whole budget at once"
    async with pg_stores[0].engine.connect() as connection:
        budget = (await connection.execute(text("SELECT sent FROM rate_budget"))).scalar_one()
    await log_grants(pg_stores[0])
    assert await busy.wait() > 0.0, "the next waits"
    (sixth,) = await granted_at(pg_stores[0])
    assert len(budget) == PER_SECOND and sixth >= min(budget) + 1.0, "for the oldest of the budget to be a second old"


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


def most_in_any_second(times: list[float]) -> int:
    """The largest number of `times` in any window [t, t + 1), with no allowance."""
    times = sorted(times)
    return max(bisect.bisect_left(times, t + 1.0) - i for i, t in enumerate(times))


@pytest.mark.parametrize("processes", [2, 4])
async def test_no_one_second_window_exceeds_the_budget(pg_stores: list[Store], pg_database: str, processes: int) -> None:
    """Processes (each its own pool) with far more demand than the budget: the times the requests would
    leave, on one clock, never hold more than the budget in any one second."""
    stores = pg_stores + [Store(pg_database) for _ in range(processes - 2)]
    limits = [shared(store) for store in stores]
    granted: list[float] = []
    end = time.time() + 3.0

    async def sender(limit: SharedLimit) -> None:
        while time.time() < end:
            await limit.wait()
            granted.append(time.time())

    try:
        await asyncio.gather(*(sender(limit) for limit in limits for _ in range(4)))
    finally:
        for store in stores[2:]:
            await store.close()
    assert len(granted) >= 3 * PER_SECOND, "the budget was used"
    assert most_in_any_second(granted) <= PER_SECOND


async def test_a_grant_that_waited_for_the_row_lock_is_stamped_after_the_wait(pg_stores: list[Store]) -> None:
    """The budget's clock is read once the row is locked: a grant made after another transaction held the
    row is stamped after that transaction ended, so the stamps stay in order and none is stale."""
    limit = shared(pg_stores[0])
    await limit.wait()  # the row exists
    async with pg_stores[1].engine.connect() as holder:
        transaction = await holder.begin()
        await holder.execute(text("SELECT 1 FROM rate_budget WHERE key = 'discord' FOR UPDATE"))
        waiting = asyncio.create_task(limit.wait())
        await asyncio.sleep(0.5)
        assert not waiting.done(), "the grant waits for the row"
        released = (await holder.execute(text("SELECT extract(epoch FROM clock_timestamp())::float8"))).scalar_one()
        await transaction.commit()
    await waiting
    async with pg_stores[1].engine.connect() as reader:
        sent = list((await reader.execute(text("SELECT sent FROM rate_budget WHERE key = 'discord'"))).scalar_one())
    assert sent == sorted(sent)
    assert sent[-1] >= released, "stamped after the lock was released, not when the statement began"


async def test_a_grant_that_reaches_its_process_late_is_stamped_again_before_it_is_used(pg_stores: list[Store]) -> None:
    """Stamped less far ahead than its round trip took, a grant's places would free less than a second
    after its requests leave: they are stamped again from the clock (the list kept in order) first."""
    limit = shared(pg_stores[0])
    await limit.wait()
    await log_grants(pg_stores[0])
    await asyncio.sleep(2 * MIN_AHEAD)  # the next grant's stamp is then later than this one's: logged apart
    limit.ahead = 1e-6  # no round trip is this short: the next grant comes late
    await limit.wait()
    released = time.time()
    assert limit.late >= 1
    (moved,) = await granted_at(pg_stores[0])  # the test's log counts the place once, at its new stamp
    assert moved >= released - 1.0
    async with pg_stores[1].engine.connect() as reader:
        sent = list((await reader.execute(text("SELECT sent FROM rate_budget WHERE key = 'discord'"))).scalar_one())
    assert sent == sorted(sent)
    assert sent[-1] >= released, "the place frees a second after the request left, not before"
