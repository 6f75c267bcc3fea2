"""Connections that PostgreSQL closed (pg_terminate_backend, as a restart or a network cut would) are
never used again: the pool's pre-ping replaces the idle ones, and a connection found broken at the
first statement of a transaction costs one retry of that statement, not an error."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest
from sqlalchemy import event, select, text

from bot.store import Store, TableRow
from testkit import postgres
from tests.conftest import _reset_pg


@pytest.fixture
async def pg_store(pg_database: str) -> AsyncIterator[Store]:
    await _reset_pg(pg_database)
    store = Store(pg_database)
    await store.migrate()
    yield store
    await store.close()


async def backend_pid(store: Store) -> int:
    async with store.unit() as uow:
        return int((await uow.session.execute(text("SELECT pg_backend_pid()"))).scalar_one())


async def test_idle_connections_terminated_by_the_server_are_replaced(pg_store: Store) -> None:
    async def hold() -> int:
        async with pg_store.unit() as uow:
            pid = int((await uow.session.execute(text("SELECT pg_backend_pid()"))).scalar_one())
            await asyncio.sleep(0.1)  # all at once: several pooled connections
            return pid

    pids = set(await asyncio.gather(*(hold() for _ in range(5))))
    assert len(pids) > 1
    assert await postgres.terminate(*pids)
    await asyncio.sleep(0.1)
    after = await asyncio.gather(*(backend_pid(pg_store) for _ in range(10)))
    assert not pids & set(after), "no terminated connection was used again"


async def test_a_connection_broken_after_the_pre_ping_costs_one_retry_of_the_read(pg_store: Store) -> None:
    """The server ends the connection just after the pool checked it: the unit's first read is run
    again on a new connection and the unit goes on as if nothing happened."""
    armed = [0]

    def end_itself(dbapi_connection: Any, record: Any, proxy: Any) -> None:
        if armed[0]:
            armed[0] -= 1
            cursor = dbapi_connection.cursor()
            with contextlib.suppress(Exception):  # the server says it ends the connection: what this test wants
                cursor.execute("SELECT pg_terminate_backend(pg_backend_pid())")

    event.listen(pg_store.engine.sync_engine.pool, "checkout", end_itself)
    try:
        await backend_pid(pg_store)  # a pooled connection to break at its next checkout
        armed[0] = 1
        async with pg_store.unit() as uow:
            assert (await uow.session.execute(select(TableRow))).scalars().all() == []
            await uow.session.execute(text("SELECT 1"))
            await uow.commit()
        assert armed == [0], "the connection was broken"
    finally:
        event.remove(pg_store.engine.sync_engine.pool, "checkout", end_itself)
