"""Shared fixtures: real SQLite and real PostgreSQL stores, and a table service over them."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import asyncpg
import pytest

from bot.ai import abracadabra_players, arabana, druids, spellcaster, thinking
from bot.clock import ManualClock
from bot.games import GAMES
from bot.store import Store
from bot.tables import TableService
from testkit import postgres
from testkit.marks import GAME as MARKS
from testkit.takeaway import GAME as TAKEAWAY

TEST_GAMES = {**GAMES, TAKEAWAY.key: TAKEAWAY, MARKS.key: MARKS}
# The built-in games' computer players; the test games' computers play random moves at these tables.
TEST_PLAYERS = {"abracadabra": abracadabra_players.PLAYERS, "arabana": arabana.PLAYERS, "druids": druids.PLAYERS, "spellcaster": spellcaster.PLAYERS}
_THROWAWAY = pytest.StashKey[postgres.ThrowawayServer]()
_HEADER = pytest.StashKey[str]()


def pytest_configure(config: pytest.Config) -> None:
    """Make sure a PostgreSQL answers: the configured one, else a throw-away one for this run.

    Only the main process starts it (with pytest-xdist, the workers inherit its address)."""
    if hasattr(config, "workerinput") or postgres.answers(postgres.admin_dsn()):
        return
    wanted = postgres.admin_dsn()
    try:
        server = postgres.ThrowawayServer.start()
    except postgres.ThrowawayFailed as error:
        raise pytest.UsageError(str(error)) from None
    config.stash[_THROWAWAY] = server
    os.environ[postgres.ADMIN_ENV] = server.dsn
    config.stash[_HEADER] = f"No PostgreSQL answers at {wanted}: the store tests used a throw-away one at {server.dsn}."


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    """Say which PostgreSQL the store tests used, when it was not the configured one."""
    line = config.stash.get(_HEADER, None)
    if line is not None:
        terminalreporter.write_line(line)


def pytest_unconfigure(config: pytest.Config) -> None:
    """Stop the throw-away PostgreSQL, if this run started one."""
    server = config.stash.get(_THROWAWAY, None)
    if server is not None:
        server.stop()


@pytest.fixture(autouse=True)
def _search_workers_end_with_their_test() -> Iterator[None]:
    """Stop the computers' worker processes a test started (hard computers, hints), as the bot does at
    its end: left running, they keep the resource tracker waiting when a later test stops it."""
    yield
    thinking.shutdown()


@pytest.fixture(scope="session")
def pg_database() -> Iterator[str]:
    """A PostgreSQL database of its own for this test session, dropped afterwards."""
    name = f"spieltisch_test_{uuid.uuid4().hex[:10]}"

    async def admin(sql: str) -> None:
        connection = await asyncpg.connect(postgres.admin_dsn())
        try:
            await connection.execute(sql)
        finally:
            await connection.close()

    asyncio.run(admin(f'CREATE DATABASE "{name}"'))
    yield postgres.database_url(name)
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
    return TableService(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=clock)
