"""Facts about the bot itself in `bot_meta` (key, value): e.g. the hash of the command tree last synced."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from bot.store.models import MetaRow
from bot.store.repository import Store


class MetaRepository:
    """Reads and writes `bot_meta` rows on one session."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, key: str) -> str | None:
        """The value stored under `key`, or None."""
        row = await self.session.get(MetaRow, key)
        return row.value if row is not None else None

    async def put(self, key: str, value: str, now: datetime) -> None:
        """Insert or replace the value under `key`."""
        await self.session.merge(MetaRow(key=key, value=value, updated_at=now))
        await self.session.flush()


async def read_meta(store: Store, key: str) -> str | None:
    """One fact about the bot, read in a transaction of its own."""
    async with store.unit() as uow:
        return await MetaRepository(uow.session).get(key)


async def write_meta(store: Store, key: str, value: str, now: datetime) -> None:
    """Store one fact about the bot, committed at once."""
    async with store.unit() as uow:
        await MetaRepository(uow.session).put(key, value, now)
        await uow.commit()
