"""Each part of the table service alone over a `TableCore` (as another process would hold it), on real
SQLite and PostgreSQL: the core, the turn clock, the log, the community and the outbox's deliveries."""

from __future__ import annotations

from datetime import timedelta

import pytest
from sqlalchemy.exc import IntegrityError

from bot.clock import ManualClock
from bot.store import SeatRow, Store, TableRow
from bot.tables import BOT, NotManager, TableNotFound, TableService, UnknownGame, WrongStatus
from bot.tables.community import Community
from bot.tables.core import TableCore
from bot.tables.history import History
from bot.tables.outbox import Deliveries
from bot.tables.turn_clock import TurnClock
from tests.conftest import TEST_GAMES, TEST_PLAYERS

ANA, BEN = 101, 102
GUILD, CHANNEL = 1, 10


@pytest.fixture
def core(store: Store, clock: ManualClock) -> TableCore:
    """A core of its own over the test's store, next to the `service` fixture's."""
    return TableCore(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=clock)


async def running_marks(service: TableService) -> int:
    info = await service.create("marks", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=3)
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.start(info.id, ANA, GUILD)
    return info.id


async def test_the_core_loads_refuses_and_advances_with_the_turn_clock(service: TableService, core: TableCore, clock: ManualClock) -> None:
    with pytest.raises(UnknownGame):
        core.game("chess")
    async with core.store.unit() as uow:
        with pytest.raises(TableNotFound):
            await core.load(uow, 999, BOT)
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=42, clock="1h")
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.start(info.id, ANA, GUILD)
    async with core.store.unit() as uow:
        row = await core.load(uow, info.id, BOT, for_update=True)
        with pytest.raises(WrongStatus, match="already running"):
            core.require_status(row, "lobby")
        update = await core.advance(uow, row, [], expected_version=row.version)
    assert update.table.version == 0 and update.table.deadline == clock.now() + timedelta(hours=1), "no move: the clock runs on"
    assert info.id in core.checked


async def test_the_turn_clock_alone_keeps_the_servers_default_and_stands_in(service: TableService, core: TableCore, clock: ManualClock) -> None:
    turns = TurnClock(core)
    with pytest.raises(NotManager):
        await turns.set_server_clock(GUILD, "2h", manager=False)
    assert await turns.set_server_clock(GUILD, "2h", manager=True) == 7200
    assert await turns.server_clock(GUILD) == 7200
    table = await running_marks(service)
    assert (await turns.tick()).updates == [], "nothing is due yet"
    clock.advance(hours=2, seconds=1)
    report = await turns.tick()
    assert [u.table.id for u in report.updates] == [table]
    assert [(n.kind, n.seat) for n in report.updates[0].notices] == [("stand_in", 0)]


async def test_the_log_alone_undoes_and_tells_the_history(service: TableService, core: TableCore) -> None:
    logbook = History(core)
    table = await running_marks(service)
    await service.act(table, ANA, "place 1", expected_version=0)
    update = await logbook.undo(table, ANA, expected_version=1)
    assert [(n.kind, n.detail) for n in update.notices] == [("undo", "place 1")]
    _, entries = await logbook.history(table, BOT)
    assert entries == [], "the move taken back is not part of the history"


async def test_the_community_alone_keeps_preferences_and_languages(core: TableCore) -> None:
    community = Community(core)
    assert (await community.prefs(ANA)).mention() is True
    await community.set_prefs(ANA, quiet=True)
    assert (await community.prefs_of([ANA, BEN]))[ANA].mention() is False
    assert await community.seen(ANA, "de", GUILD, "fa") == ("de", "fa")
    assert (await community.set_language(ANA, "en")).language() == "en"


async def test_deliveries_alone_claim_what_a_move_owes_once(service: TableService, core: TableCore, clock: ManualClock) -> None:
    service.core.outbox_owner, core.outbox_owner = "one", "two"
    table = await running_marks(service)
    deliveries = Deliveries(core)
    assert await deliveries.claim_owed(timedelta(seconds=20)) == [], "the mover's process holds them"
    clock.advance(seconds=21)
    owed = await deliveries.claim_owed(timedelta(seconds=20))
    assert {o.kind for o in owed} >= {"board", "dm"} and {o.table_id for o in owed} == {table}
    assert await deliveries.claim_owed(timedelta(seconds=20)) == [], "claimed by this process now"


async def test_the_store_runs_work_again_once_after_a_conflicting_insert(store: Store) -> None:
    calls: list[int] = []

    async def conflicts_once() -> str:
        calls.append(1)
        if len(calls) == 1:
            raise IntegrityError("INSERT", {}, Exception("duplicate key"))
        return "read the other writer's row"

    assert await store.retrying(conflicts_once) == "read the other writer's row" and len(calls) == 2

    async def always() -> None:
        raise IntegrityError("INSERT", {}, Exception("duplicate key"))

    with pytest.raises(IntegrityError):
        await store.retrying(always)


def test_a_seat_handed_to_the_computer_keeps_its_players_name_and_drops_their_vote() -> None:
    ben = SeatRow(seat=1, user_id=BEN, name="Ben", computer=None, dm_ok=True, stood_in=False)
    row = TableRow(seats=[SeatRow(seat=0, user_id=ANA, name="Ana", computer=None, dm_ok=True), ben], end_votes=[ANA, BEN])
    TableCore.hand_to_computer(row, ben)
    assert (ben.name, ben.user_id, ben.computer, ben.dm_ok, ben.stood_in) == ("Ben", None, "normal", False, True)
    assert row.end_votes == [ANA]
