"""The turn clock on real SQLite and PostgreSQL: reminders, stand-ins, handing seats over, rejoining,
restarts. Time is a ManualClock the tests move."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.clock import ManualClock
from bot.store import Store
from bot.tables import BOT, BadClock, NotAway, NotManager, NotSeated, TableService, TickReport
from bot.tables.turn_clock import parse_duration
from tests.conftest import TEST_GAMES, TEST_PLAYERS
from tests.support.driving import moved
from tests.support.log import standing_moves

ANA, BEN = 101, 102
GUILD, CHANNEL = 1, 10


async def running(service: TableService, clock: str | None = "1h", **options: object) -> int:
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", options=options, seed=42, clock=clock)
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.start(info.id, ANA, GUILD)
    return info.id


async def play_own_turn(service: TableService, table: int, user: int) -> None:
    _, state = await service.state(table, BOT)
    assert state is not None
    seat = 0 if user == ANA else 1
    await moved(service, await service.act(table, user, str(state.legal_actions(seat)[0])))


async def ticked(service: TableService) -> TickReport:
    """One run of the turn clock, its stand-ins then moved by the game loop (as the bot does)."""
    report = await service.turns.tick()
    for update in report.updates:
        await moved(service, update)
    return report


def test_durations_parse_and_print() -> None:
    assert parse_duration("30m") == 1800
    assert parse_duration("12h") == 12 * 3600
    assert parse_duration("2d") == 2 * 86400
    assert parse_duration(" 1h30m ") == 5400
    assert parse_duration("90min") == 5400
    assert parse_duration("off") is None
    for bad in ("soon", "12", "h", "-5m", "30s", "0m", "15d", "1x"):
        with pytest.raises(BadClock, match=r"not a duration|out of range|too short"):
            parse_duration(bad)
    for short in ("30s", "5s", "0m", "59sec"):
        with pytest.raises(BadClock, match="too short: the shortest turn clock is 1 minute"):
            parse_duration(short)


async def test_table_clock_comes_from_new_or_from_the_server_default(service: TableService, clock: ManualClock) -> None:
    with pytest.raises(BadClock, match="30m, 12h, 2d"):
        await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", clock="tomorrow")
    plain = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana")
    assert plain.turn_limit is None
    with pytest.raises(NotManager):
        await service.turns.set_server_clock(GUILD, "12h", manager=False)
    assert await service.turns.set_server_clock(GUILD, "12h", manager=True) == 12 * 3600
    assert await service.turns.server_clock(GUILD) == 12 * 3600
    defaulted = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana")
    own = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", clock="off")
    other_server = await service.create("takeaway", guild_id=2, channel_id=CHANNEL, host_id=ANA, host_name="Ana")
    assert (defaulted.turn_limit, own.turn_limit, other_server.turn_limit) == (12 * 3600, None, None)

    table = await running(service, clock="30m")
    info = await service.get(table, BOT)
    assert info.deadline == clock.now() + timedelta(minutes=30) and info.awaited == (0,)


async def test_reminder_at_half_time_is_sent_once(service: TableService, clock: ManualClock) -> None:
    table = await running(service)
    clock.advance(minutes=29)
    report = await service.turns.tick()
    assert report.reminders == [] and report.updates == []
    clock.advance(minutes=2)
    report = await service.turns.tick()
    assert [(r.table.id, [s.user_id for s in r.seats]) for r in report.reminders] == [(table, [ANA])]
    assert report.updates == []
    clock.advance(minutes=5)
    assert (await service.turns.tick()).reminders == [], "a reminder goes out once"
    assert (await service.get(table, BOT)).version == 0


async def test_at_expiry_a_stand_in_moves_and_the_clock_restarts_for_the_next_player(service: TableService, clock: ManualClock) -> None:
    table = await running(service)
    clock.advance(minutes=61)
    report = await service.turns.tick()
    assert len(report.updates) == 1
    update = report.updates[0]
    assert update.moves == [] and update.computers_waiting == (0,), "the stand-in moves in the game loop"
    assert [(n.kind, n.seat) for n in update.notices] == [("stand_in", 0)]
    assert update.table.seats[0].away, "the computer plays the seat for the rest of the turn"
    update = await moved(service, update)
    assert [(m.seat, m.by_computer) for m in update.moves] == [(0, True)]
    assert [s.user_id for s in update.awaited_humans()] == [BEN]
    info = await service.get(table, BOT)
    assert info.version == 1 and info.awaited == (1,)
    assert info.deadline == clock.now() + timedelta(hours=1)
    assert info.seats[0].missed == 1 and info.seats[0].stood_in and info.seats[0].is_human
    assert len(await standing_moves(service, table)) == 1
    assert (await service.turns.tick()).updates == [], "nothing is overdue any more"


async def test_playing_yourself_resets_the_count_of_missed_turns(service: TableService, clock: ManualClock) -> None:
    table = await running(service)
    clock.advance(hours=2)
    await ticked(service)  # Ana's turn is played for her
    await play_own_turn(service, table, BEN)
    await play_own_turn(service, table, ANA)
    info = await service.get(table, BOT)
    assert info.seats[0].missed == 0 and info.seats[0].stood_in


async def test_three_stand_in_turns_in_a_row_hand_the_seat_over_and_rejoin_takes_it_back(service: TableService, clock: ManualClock) -> None:
    table = await running(service, pile=40)
    for turn in range(3):
        clock.advance(minutes=61)
        report = await ticked(service)
        kinds = [n.kind for n in report.updates[0].notices]
        assert kinds == (["stand_in", "handover"] if turn == 2 else ["stand_in"])
        if turn < 2:
            await play_own_turn(service, table, BEN)
    info = await service.get(table, BOT)
    ana = info.seats[0]
    assert ana.computer == "normal" and ana.user_id == ANA and ana.away and ana.missed == 3
    assert info.seat_of(ANA) is None and info.seat_held_by(ANA) == 0
    with pytest.raises(NotSeated, match="rejoin"):
        await service.act(table, ANA, "take 1")
    # The computer now answers at once for Ana.
    before = info.version
    await play_own_turn(service, table, BEN)
    update_log = await standing_moves(service, table)
    assert len(update_log) == before + 2 and update_log[-1][0] == 0
    assert [t.id for t in await service.tables_of(ANA, GUILD)] == [table], "her seat still lists the table"

    with pytest.raises(NotAway, match="no seat"):
        await service.turns.rejoin(table, 999, GUILD)
    update = await service.turns.rejoin(table, ANA, GUILD)
    assert [(n.kind, n.seat) for n in update.notices] == [("rejoin", 0)]
    assert update.table.seats[0].is_human and update.table.seats[0].missed == 0
    with pytest.raises(NotAway, match="already"):
        await service.turns.rejoin(table, ANA)
    await play_own_turn(service, table, BEN)
    info = await service.get(table, BOT)
    assert info.awaited == (0,), "after rejoining it is her own turn again"


async def test_absent_players_lose_their_seats_and_the_computer_finishes_with_stand_in_results(service: TableService, clock: ManualClock) -> None:
    table = await running(service)
    for _ in range(10):
        clock.advance(hours=1, minutes=1)
        await ticked(service)
        if (await service.get(table, BOT)).status == "finished":
            break
    info = await service.get(table, BOT)
    assert info.status == "finished" and info.deadline is None
    async with service.core.store.unit() as uow:
        results = [*(await uow.repo.results_of_user(ANA)), *(await uow.repo.results_of_user(BEN))]
    assert len(results) == 2 and all(r.stand_in and not r.computer for r in results)


async def test_a_restarted_service_processes_an_overdue_table_and_sends_a_missed_reminder_once(store: Store, db_url: str) -> None:
    first_clock = ManualClock()
    first = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=first_clock)
    overdue = await running(first)
    late_reminder = await running(first, clock="2h")
    await store.close()  # the bot goes down

    later = ManualClock(first_clock.now() + timedelta(hours=1, minutes=30))
    fresh_store = Store(db_url)
    fresh = TableService(fresh_store, games=TEST_GAMES, players=TEST_PLAYERS, clock=later)
    try:
        report = await fresh.turns.tick()
        assert [u.table.id for u in report.updates] == [overdue]
        stood_in = await moved(fresh, report.updates[0])
        assert stood_in.moves[0].seat == 0 and stood_in.moves[0].by_computer
        assert [r.table.id for r in report.reminders] == [late_reminder]
        again = await fresh.turns.tick()
        assert again.updates == [] and again.reminders == []
        assert (await fresh.get(late_reminder, BOT)).version == 0
    finally:
        await fresh_store.close()


async def test_two_processes_ticking_at_once_remind_and_stand_in_once(store: Store, db_url: str, clock: ManualClock) -> None:
    first = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=clock)
    reminded = await running(first)
    other_store = Store(db_url)
    second = TableService(other_store, games=TEST_GAMES, players=TEST_PLAYERS, clock=clock)
    try:
        clock.advance(minutes=31)
        import asyncio

        reports = await asyncio.gather(first.turns.tick(), second.turns.tick())
        assert sum(len(r.reminders) for r in reports) == 1
        clock.advance(minutes=30)
        reports = await asyncio.gather(first.turns.tick(), second.turns.tick())
        assert sum(len(r.updates) for r in reports) == 1
        await asyncio.gather(first.driver.drive(reminded), second.driver.drive(reminded))
        assert (await first.get(reminded, BOT)).version == 1
    finally:
        await other_store.close()


async def test_a_process_without_the_game_leaves_its_overdue_tables_alone(service: TableService, store: Store, clock: ManualClock) -> None:
    table = await running(service)
    clock.advance(hours=2)
    without = TableService(store, games={k: g for k, g in TEST_GAMES.items() if k != "takeaway"}, players=TEST_PLAYERS, clock=clock)
    report = await without.turns.tick()
    assert report.updates == [] and report.reminders == []
    assert [u.table.id for u in (await service.turns.tick()).updates] == [table]
