"""Shared fixtures: real SQLite and real PostgreSQL stores, and a table service over them."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import asyncpg
import pytest

from bot.clock import ManualClock
from bot.games import GAMES
from bot.store import Store
from bot.tables import TableService
from testkit.takeaway import GAME as TAKEAWAY
from tests.support.marks import GAME as MARKS

PG_ADMIN_DSN = os.environ.get("SPIELTISCH_PG_ADMIN", "postgresql://postgres@127.0.0.1:5432/postgres")
TEST_GAMES = {**GAMES, TAKEAWAY.key: TAKEAWAY, MARKS.key: MARKS}


def _pg_url(database: str) -> str:
    base = PG_ADMIN_DSN.rsplit("/", 1)[0].replace("postgresql://", "postgresql+asyncpg://", 1)
    return f"{base}/{database}"


@pytest.fixture(scope="session")
def pg_database() -> Iterator[str]:
    """A PostgreSQL database of its own for this test session, dropped afterwards."""
    name = f"spieltisch_test_{uuid.uuid4().hex[:10]}"

    async def admin(sql: str) -> None:
        connection = await asyncpg.connect(PG_ADMIN_DSN)
        try:
            await connection.execute(sql)
        finally:
            await connection.close()

    asyncio.run(admin(f'CREATE DATABASE "{name}"'))
    yield _pg_url(name)
    asyncio.run(admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


async def _reset_pg(url: str) -> None:
    connection = await asyncpg.connect(url.replace("postgresql+asyncpg://", "postgresql://", 1))
    try:
        await connection.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public;")
    finally:
        await connection.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A database URL on each backend (an empty database every test)."""
    if request.param == "sqlite":
        return f"sqlite+aiosqlite:///{tmp_path / 'test.db'}"
    url: str = request.getfixturevalue("pg_database")
    asyncio.run(_reset_pg(url))
    return url


@pytest.fixture
async def store(db_url: str) -> AsyncIterator[Store]:
    """A migrated store."""
    store = Store(db_url)
    await store.migrate()
    yield store
    await store.close()


@pytest.fixture
def clock() -> ManualClock:
    """A clock the test moves."""
    return ManualClock()


@pytest.fixture
def service(store: Store, clock: ManualClock) -> TableService:
    """The table service with every game plus the test games (take-away, marks)."""
    return TableService(store, games=TEST_GAMES, clock=clock)
