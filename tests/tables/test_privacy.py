"""Who may see a table, on real SQLite and PostgreSQL: every service call that names a table passes the
access check, and a table the caller may not see is refused exactly like one that does not exist."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot.tables import BOT, Caller, NotSeated, Refused, TableNotFound, TableService
from tests.support.driving import moved

ANA, BEN, CAT, EVE = 101, 102, 103, 104  # Cat is a member of the server who does not play; Eve is elsewhere
GUILD, OTHER_GUILD, CHANNEL = 1, 2, 10
MISSING = 999

Call = Callable[[TableService, int, int, int | None], Awaitable[Any]]

# Every service call that names a table for a user: (name, call(service, table, user, guild)).
CALLS: list[tuple[str, Call]] = [
    ("get", lambda s, t, u, g: s.get(t, Caller(u, g))),
    ("state", lambda s, t, u, g: s.state(t, Caller(u, g))),
    ("history", lambda s, t, u, g: s.logbook.history(t, Caller(u, g))),
    ("export", lambda s, t, u, g: s.logbook.export(t, Caller(u, g))),
    ("seat_view", lambda s, t, u, g: s.seat_view(t, u, g)),
    ("join", lambda s, t, u, g: s.join(t, u, "Eve", g)),
    ("add_computer", lambda s, t, u, g: s.add_computer(t, u, guild_id=g)),
    ("leave", lambda s, t, u, g: s.leave(t, u, g)),
    ("start", lambda s, t, u, g: s.start(t, u, g)),
    ("cancel", lambda s, t, u, g: s.cancel(t, u, g)),
    ("act", lambda s, t, u, g: s.act(t, u, "take 1", None, g)),
    ("act (button)", lambda s, t, u, g: s.act(t, u, "take 1", 1, g)),
    ("undo", lambda s, t, u, g: s.logbook.undo(t, u, None, g)),
    ("kick", lambda s, t, u, g: s.community.kick(t, u, ANA, g)),
    ("vote_end", lambda s, t, u, g: s.community.vote_end(t, u, g)),
    ("force_end", lambda s, t, u, g: s.community.force_end(t, u, g, manager=True)),
    ("rejoin", lambda s, t, u, g: s.turns.rejoin(t, u, g)),
]


async def tables(service: TableService) -> tuple[int, int]:
    """A running table (Ana and Ben) and a lobby (Ana), both in GUILD."""
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=42)
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.start(info.id, ANA, GUILD)
    lobby = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=43)
    return info.id, lobby.id


async def refusal(call: Call, service: TableService, table: int, user: int, guild: int | None) -> Refused:
    with pytest.raises(Refused) as caught:
        await call(service, table, user, guild)
    return caught.value


async def snapshot_of(service: TableService, table: int) -> tuple[Any, ...]:
    info, state = await service.state(table, BOT)
    return info, None if state is None else state.to_dict()


@pytest.mark.parametrize(("name", "call"), CALLS, ids=[name for name, _ in CALLS])
async def test_from_another_server_or_a_dm_a_table_is_as_missing_as_one_that_does_not_exist(service: TableService, name: str, call: Call) -> None:
    running, lobby = await tables(service)
    for table in (running, lobby):
        before = await snapshot_of(service, table)
        for user, guild in ((EVE, OTHER_GUILD), (EVE, None), (CAT, None), (ANA, OTHER_GUILD)):
            hidden = await refusal(call, service, table, user, guild)
            missing = await refusal(call, service, MISSING, user, guild)
            assert isinstance(hidden, TableNotFound), (name, user, guild, hidden)
            # Same code, same words, the table number aside: nothing tells that this number exists.
            assert (hidden.code, hidden.message.replace(f"#{table}", "#N")) == (missing.code, missing.message.replace(f"#{MISSING}", "#N"))
            assert hidden.params == {"table": table} and missing.params == {"table": MISSING}
        assert await snapshot_of(service, table) == before, "a refused call changes nothing"


async def test_members_of_the_server_see_the_public_parts_and_only_the_seat_sees_its_hand(service: TableService) -> None:
    running, lobby = await tables(service)
    info, state = await service.state(running, Caller(CAT, GUILD))
    assert info.id == running and state is not None
    assert (await service.logbook.history(running, Caller(CAT, GUILD)))[0].id == running
    with pytest.raises(NotSeated):
        await service.seat_view(running, CAT, GUILD)
    joined = await service.join(lobby, CAT, "Cat", GUILD)
    assert [s.user_id for s in joined.seats] == [ANA, CAT]


async def test_in_a_dm_a_player_reaches_the_tables_they_sit_at_and_those_they_finished(service: TableService) -> None:
    running, lobby = await tables(service)
    for user in (ANA, BEN):
        info, state = await service.state(running, Caller(user, None))
        assert info.id == running and state is not None
        _, _, seat = await service.seat_view(running, user, None)
        assert seat == [ANA, BEN].index(user)
    assert (await service.get(lobby, Caller(ANA, None))).status == "lobby"
    with pytest.raises(TableNotFound):
        await service.join(lobby, BEN, "Ben", None)  # a lobby is joined from its server, not from a DM
    # Ben leaves: the computer plays his seat and it is no longer his; Ana plays to the end.
    await moved(service, await service.leave(running, BEN, GUILD))
    with pytest.raises(TableNotFound):
        await service.state(running, Caller(BEN, None))
    while (await service.get(running, BOT)).status == "running":
        _, state = await service.state(running, BOT)
        assert state is not None
        await moved(service, await service.act(running, ANA, str(state.legal_actions(0)[0]), None, None))
    # After the end Ana still reaches the table from her DMs: its log and its export.
    assert (await service.logbook.export(running, Caller(ANA, None)))["table"] == running
    assert (await service.logbook.history(running, Caller(ANA, None)))[1]
    with pytest.raises(TableNotFound):
        await service.logbook.export(running, Caller(EVE, None))


async def test_the_lists_of_ones_tables_hold_only_ones_own(service: TableService) -> None:
    running, lobby = await tables(service)
    elsewhere = await service.create("takeaway", guild_id=OTHER_GUILD, channel_id=CHANNEL + 1, host_id=EVE, host_name="Eve")
    assert {t.id for t in await service.tables_of(ANA, None)} == {running, lobby}
    assert {t.id for t in await service.community.mine(ANA, GUILD)} == {running, lobby}
    assert [t.id for t in await service.tables_of(EVE, None)] == [elsewhere.id]
    assert await service.tables_of(CAT, GUILD) == [] and await service.community.mine(EVE, GUILD) == []
