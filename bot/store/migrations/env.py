"""Alembic environment: runs on the connection handed in by `bot.store.db.migrate`, or on DATABASE_URL."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy import Connection, text
from sqlalchemy.ext.asyncio import create_async_engine

from bot.store.models import Base

config = context.config
target_metadata = Base.metadata
# The advisory lock the processes of one PostgreSQL database take to migrate one at a time ("Spieltisch").
MIGRATION_LOCK = 0x5370_6965_6C74_6973


def _run(connection: Connection) -> None:
    if connection.dialect.name == "postgresql":
        # Processes started together would each create the same tables at once (and all but one fail).
        # Under this lock, held to the end of the migration's transaction, they go one at a time: the
        # first migrates, the others then find the schema at the newest revision and do nothing.
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK})
    context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


async def _run_from_url() -> None:
    from bot.config import Settings

    engine = create_async_engine(config.get_main_option("sqlalchemy.url") or Settings().database_url)
    async with engine.begin() as connection:
        await connection.run_sync(_run)
    await engine.dispose()


connection = config.attributes.get("connection")
if connection is not None:
    _run(connection)
else:
    asyncio.run(_run_from_url())
