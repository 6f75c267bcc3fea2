"""Engine, sessions and schema migrations."""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, event
from sqlalchemy.engine import Result
from sqlalchemy.exc import DBAPIError, DisconnectionError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker, create_async_engine
from sqlalchemy.orm import ORMExecuteState, Session

log = logging.getLogger(__name__)

MIGRATIONS = Path(__file__).parent / "migrations"
# A pooled PostgreSQL connection that rested this long is checked at checkout (see `_check_rested`).
RESTED = 5.0


def alembic_config(url: str | None = None) -> Config:
    """Alembic configuration pointing at the packaged migrations."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if url:
        config.set_main_option("sqlalchemy.url", url)
    return config


@dataclass(frozen=True)
class Unreadable:
    """A stored JSON column whose text does not decode (SQLite keeps any text it is given).

    Reading it yields this marker instead of an exception, so one damaged row cannot stop a query
    over many tables; the table check (`bot.tables.health`) sets such a table aside.
    """

    text: str


def lenient_json(text: str) -> Any:
    """`json.loads`, or `Unreadable` for text that is not JSON."""
    try:
        return json.loads(text)
    except (ValueError, TypeError):
        return Unreadable(str(text)[:200])


def make_engine(url: str) -> AsyncEngine:
    """An async engine; SQLite gets foreign keys on, a busy timeout for concurrent writers and lenient JSON reading."""
    if url.startswith("sqlite"):
        engine = create_async_engine(url, connect_args={"timeout": 30}, json_deserializer=lenient_json)

        @event.listens_for(engine.sync_engine, "connect")
        def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.close()

        return engine
    engine = create_async_engine(url, pool_size=10, max_overflow=10)
    _check_rested(engine)
    return engine


def _check_rested(engine: AsyncEngine) -> None:
    """A pooled connection that rested in the pool for `RESTED` seconds or more is pinged at checkout and,
    if PostgreSQL closed it meanwhile (a restart, pg_terminate_backend, a network cut), replaced rather
    than handed out. A connection in steady use is not: SQLAlchemy's pre-ping of every checkout cost
    three round trips (BEGIN, a ping, ROLLBACK) for each transaction. One the server closed while it
    was in use fails at its next statement; that costs one retry (`_retry_first_statement`), and the
    failure marks every older connection of the pool to be replaced."""
    pool = engine.sync_engine.pool

    @event.listens_for(pool, "checkin")
    def _rests(_dbapi_connection: Any, record: Any) -> None:
        record.info["rests_since"] = time.monotonic()

    @event.listens_for(pool, "checkout")
    def _ping_if_rested(dbapi_connection: Any, record: Any, _proxy: Any) -> None:
        since = record.info.pop("rests_since", None)
        if since is None or time.monotonic() - since < RESTED:
            return
        try:
            engine.dialect.do_ping(dbapi_connection)
        except Exception as error:
            raise DisconnectionError(f"a rested connection no longer answers ({type(error).__name__})") from error


def _upgrade(connection: Connection, revision: str = "head") -> None:
    config = alembic_config()
    config.attributes["connection"] = connection
    command.upgrade(config, revision)


def _downgrade(connection: Connection, revision: str) -> None:
    config = alembic_config()
    config.attributes["connection"] = connection
    command.downgrade(config, revision)


async def migrate(engine: AsyncEngine) -> None:
    """Bring the schema up to the newest migration."""
    async with engine.begin() as connection:
        await connection.run_sync(_upgrade)


async def downgrade(engine: AsyncEngine, revision: str) -> None:
    """Take the schema back to `revision` (for a rollback to an older version; see docs/operations.md)."""
    async with engine.begin() as connection:
        await connection.run_sync(_downgrade, revision)


class RetryingSession(Session):
    """The sessions of the bot: the first statement of a transaction is tried again once on a new
    connection when its connection turns out to be broken (`_retry_first_statement`)."""


@event.listens_for(RetryingSession, "do_orm_execute")
def _retry_first_statement(state: ORMExecuteState) -> Result[Any] | None:
    """Run the first statement of a transaction; if its connection was broken (closed by the server
    between the pool's pre-ping and this statement), roll back and run it once more on a new one.

    Only the first: nothing was done in the transaction yet, so nothing is lost or done twice. Later
    statements fail as they are, since what the transaction did before them went with the connection."""
    session = state.session
    if session.in_transaction():
        return None
    try:
        return state.invoke_statement()
    except DBAPIError as error:
        if not error.connection_invalidated:
            raise
        log.info("a database connection was broken (%s); the statement runs again on a new one", type(error.orig).__name__)
        session.rollback()
        return state.invoke_statement()


def sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    """Session factory; objects stay usable after commit, and a broken connection costs no statement."""
    return async_sessionmaker(engine, expire_on_commit=False, sync_session_class=RetryingSession)
