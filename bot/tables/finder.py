"""The tables a person may pick from where a command asks for a table number.

Their own tables come first, then, inside a server, that server's most recently active tables. Never a
table the caller may not see: from a server only that server's tables (a table elsewhere is refused
there as if it did not exist), from a DM only the tables where they hold a seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.store import Store
from bot.store.candidates import recent_tables, seated_tables
from bot.store.status import OPEN, Status
from bot.tables.model import TableInfo

# Discord shows at most 25 suggestions.
MOST = 25


@dataclass(frozen=True)
class Pick:
    """A table to suggest, and whether the person holds a seat there."""

    table: TableInfo
    seated: bool


async def tables_to_pick(
    store: Store, user_id: int, guild_id: int | None, *, ended: bool = False, channel_id: int | None = None, limit: int = MOST
) -> list[Pick]:
    """The table living in `channel_id` (its thread) first, then the caller's own tables, then (in a
    server) the server's recent ones; open tables, and with `ended` finished and ended ones too (for the
    status, log and export)."""
    statuses = (*OPEN, Status.FINISHED, Status.ABANDONED) if ended else OPEN
    async with store.unit() as uow:
        here = await uow.repo.table_in_channel(channel_id, statuses) if channel_id is not None and guild_id is not None else None
        if here is not None and here.guild_id != guild_id:
            here = None  # never a table the caller may not see
        own = await seated_tables(uow.session, user_id, statuses, guild_id, limit)
        picks = [Pick(TableInfo.of(here), any(s.user_id == user_id for s in here.seats))] if here is not None else []
        picks += [Pick(TableInfo.of(row), True) for row in own if here is None or row.id != here.id]
        if guild_id is not None and len(picks) < limit:
            known = {pick.table.id for pick in picks}
            others = await recent_tables(uow.session, guild_id, statuses, limit)
            picks += [Pick(TableInfo.of(row), False) for row in others if row.id not in known]
    return picks[:limit]
