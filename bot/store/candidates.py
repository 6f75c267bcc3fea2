"""Queries that find tables for a person to pick from (the `table:` autocomplete)."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from bot.store.models import SeatRow, TableRow


async def seated_tables(session: AsyncSession, user_id: int, statuses: Sequence[str], guild_id: int | None, limit: int) -> Sequence[TableRow]:
    """Tables where the user holds a seat (also one a computer plays for them), most recently active first;
    only those of `guild_id` unless it is None."""
    query = (
        select(TableRow)
        .where(TableRow.id.in_(select(SeatRow.table_id).where(SeatRow.user_id == user_id)), TableRow.status.in_(statuses))
        .order_by(TableRow.updated_at.desc(), TableRow.id.desc())
        .limit(limit)
    )
    if guild_id is not None:
        query = query.where(TableRow.guild_id == guild_id)
    return (await session.execute(query)).scalars().all()


async def recent_tables(session: AsyncSession, guild_id: int, statuses: Sequence[str], limit: int) -> Sequence[TableRow]:
    """A server's tables, most recently active first."""
    query = (
        select(TableRow)
        .where(TableRow.guild_id == guild_id, TableRow.status.in_(statuses))
        .order_by(TableRow.updated_at.desc(), TableRow.id.desc())
        .limit(limit)
    )
    return (await session.execute(query)).scalars().all()
