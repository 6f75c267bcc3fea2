"""Alembic environment: runs on the connection handed in by `bot.store.db.migrate`, or on DATABASE_URL."""

from __future__ import annotations

import asyncio

from alembic import context
from sqlalchemy import Connection
from sqlalchemy.ext.asyncio import create_async_engine

from bot.store.models import Base

config = context.config
target_metadata = Base.metadata


def _run(connection: Connection) -> None:
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
