"""Reading a table's standing moves straight from the store, for tests that check what was played."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select

from bot.store import ResultRow
from bot.tables import TableService
from bot.tables.health import effective


async def standing_moves(service: TableService, table_id: int) -> list[tuple[int, str]]:
    """(seat, action text) of every move that stands (taken-back moves left out)."""
    async with service.core.store.unit() as uow:
        return [(a.seat, a.action) for a in effective(await uow.repo.actions(table_id))]


async def results_in_guild(service: TableService, guild_id: int) -> Sequence[ResultRow]:
    """Every stored result of a server's games, computer seats included."""
    async with service.core.store.unit() as uow:
        return (await uow.session.execute(select(ResultRow).where(ResultRow.guild_id == guild_id))).scalars().all()
