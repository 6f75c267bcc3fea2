"""Connections that PostgreSQL closed (pg_terminate_backend, as a restart or a network cut would) are
never used again: those that rested in the pool are pinged and replaced at checkout, and a connection
found broken at the first statement of a transaction costs one retry of that statement, not an error.
A connection in steady use is not pinged (a ping was three round trips for every transaction)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import Any

import pytest
from sqlalchemy import event, select, text

from bot.store import Store, TableRow, db
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


async def terminate_pooled(store: Store) -> set[int]:
    """Several connections into the pool, then each of them ended by the server; their backends' pids."""

    async def hold() -> int:
        async with store.unit() as uow:
            pid = int((await uow.session.execute(text("SELECT pg_backend_pid()"))).scalar_one())
            await asyncio.sleep(0.1)  # all at once: several pooled connections
            return pid

    pids = set(await asyncio.gather(*(hold() for _ in range(5))))
    assert len(pids) > 1
    assert await postgres.terminate(*pids)
    return pids


async def test_rested_connections_terminated_by_the_server_are_replaced_at_checkout(
    pg_store: Store, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(db, "RESTED", 0.05)
    pids = await terminate_pooled(pg_store)
    await asyncio.sleep(0.2)  # rested
    with caplog.at_level(logging.INFO, logger="bot.store.db"):
        after = await asyncio.gather(*(backend_pid(pg_store) for _ in range(10)))
    assert not pids & set(after), "no terminated connection was used again"
    assert "connection was broken" not in caplog.text, "replaced at checkout: no statement failed"


async def test_connections_terminated_while_in_steady_use_cost_one_retry(pg_store: Store, caplog: pytest.LogCaptureFixture) -> None:
    pids = await terminate_pooled(pg_store)
    await asyncio.sleep(0.1)  # not rested: not pinged
    with caplog.at_level(logging.INFO, logger="bot.store.db"):
        after = await asyncio.gather(*(backend_pid(pg_store) for _ in range(10)))
    assert not pids & set(after), "no terminated connection was used again"
    assert 1 <= caplog.text.count("connection was broken") <= len(pids), "a statement ran again, once per dead connection at most"


async def test_a_connection_in_steady_use_is_not_pinged(pg_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    dialect = pg_store.engine.dialect
    pings = [0]
    ping = dialect.do_ping

    def counted(dbapi_connection: Any) -> bool:
        pings[0] += 1
        return ping(dbapi_connection)

    monkeypatch.setattr(dialect, "do_ping", counted)
    for _ in range(20):
        await backend_pid(pg_store)
    assert pings == [0]
    monkeypatch.setattr(db, "RESTED", 0.0)
    await backend_pid(pg_store)
    assert pings == [1], "a rested connection is"


async def test_a_connection_broken_after_checkout_costs_one_retry_of_the_read(pg_store: Store) -> None:
    """The server ends the connection just after the pool handed it out: the unit's first read is run
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
