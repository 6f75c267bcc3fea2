"""The tables a person may pick from (the `table:` suggestions), on SQLite and PostgreSQL: their own
first, then their server's most recently active ones; never another server's, and from a DM only their own."""

from __future__ import annotations

from bot.clock import ManualClock
from bot.tables import TableService
from bot.tables.finder import tables_to_pick

CLUB, ATTIC = 10, 20
ANA, BEN, DAN = 1, 2, 4


async def open_table(service: TableService, clock: ManualClock, guild: int, host: int, *guests: int) -> int:
    clock.advance(minutes=1)  # each table is more recently active than the one before
    info = await service.create("takeaway", guild_id=guild, channel_id=guild + 1, host_id=host, host_name=f"user{host}")
    for guest in guests:
        await service.join(info.id, guest, f"user{guest}", guild)
    return info.id


async def test_own_tables_first_then_the_servers_recent_ones(service: TableService, clock: ManualClock) -> None:
    mine = await open_table(service, clock, CLUB, ANA)
    others = [await open_table(service, clock, CLUB, BEN) for _ in range(3)]
    elsewhere = await open_table(service, clock, ATTIC, DAN, ANA)
    picks = await tables_to_pick(service.core.store, ANA, CLUB)
    assert [p.table.id for p in picks] == [mine, *reversed(others)]
    assert [p.seated for p in picks] == [True, False, False, False]
    assert elsewhere not in [p.table.id for p in picks]
    in_dm = await tables_to_pick(service.core.store, ANA, None)
    assert [p.table.id for p in in_dm] == [elsewhere, mine], "from a DM: only her own tables, most recent first"
    assert [p.table.id for p in await tables_to_pick(service.core.store, ANA, CLUB, limit=2)] == [mine, others[-1]]


async def test_ended_tables_only_when_asked(service: TableService, clock: ManualClock) -> None:
    cancelled = await open_table(service, clock, CLUB, ANA)
    await service.cancel(cancelled, ANA, CLUB)
    ended = await open_table(service, clock, CLUB, ANA, BEN)
    await service.community.force_end(ended, ANA, CLUB, manager=True)
    assert await tables_to_pick(service.core.store, ANA, CLUB) == []
    picks = await tables_to_pick(service.core.store, ANA, CLUB, ended=True)
    assert [p.table.id for p in picks] == [ended], "an ended table, for its log; a cancelled lobby held no game"
