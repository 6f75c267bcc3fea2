"""The turn clock: durations, deadlines, half-time reminders, stand-ins and handing seats over.

A table with a clock has a deadline for the turn in progress (and a reminder at half time) in the
database, so timers survive restarts. `tick()` is called regularly by the bot (and once at start-up):
it sends each due reminder once and lets a computer stand in for every player whose time ran out.
After `handover_after` stand-in turns in a row the computer keeps the seat until the player
`rejoin`s. All time comes from the service's clock.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime

from bot.store import GuildConfig, UnitOfWork
from bot.store.status import Status
from bot.tables.access import BOT, Caller
from bot.tables.core import STAND_IN, TableCore
from bot.tables.errors import BadClock, NotAway, NotManager, StaleClick, TableDamaged, TableNotFound
from bot.tables.model import Notice, Reminder, TableInfo, TickReport, Update
from bot.tables.outbox import owe

log = logging.getLogger(__name__)

UNITS = {"m": 60, "h": 3600, "d": 86400}
MIN_LIMIT, MAX_LIMIT = 60, 14 * 86400
OFF = ("off", "none", "no", "aus", "خاموش")  # English, German, Persian
CLOCK_HELP = "write `off` or a duration such as 30m, 12h, 2d or 1h30m (1 minute to 14 days)"


def parse_duration(text: str) -> int | None:
    """Seconds for `30m`, `12h`, `2d`, `1h30m` …; None for `off`. Refuses anything else."""
    cleaned = text.strip().lower().replace(" ", "")
    cleaned = "0m" if cleaned == "0" else cleaned  # a zero clock is too short, as 0m is; `off` switches it off
    if cleaned in OFF:
        return None
    # Each number at most 20 digits: any longer is no duration, and int() of a very long one would fail.
    parts = re.fullmatch(r"(?:(\d{1,20})d)?(?:(\d{1,20})h)?(?:(\d{1,20})m(?:in)?)?(?:(\d{1,20})s(?:ec)?)?", cleaned)
    days, hours, minutes, seconds_part = (int(p or 0) for p in parts.groups()) if parts is not None else (0, 0, 0, 0)
    seconds = days * UNITS["d"] + hours * UNITS["h"] + minutes * UNITS["m"] + seconds_part
    # Seconds are read only to say what the shortest clock is: a clock counts in minutes.
    if not cleaned or parts is None or not any(parts.groups()) or (seconds_part and seconds >= MIN_LIMIT):
        raise BadClock(f"Turn clock {text!r} is not a duration: {CLOCK_HELP}.", value=text)
    if seconds < MIN_LIMIT:
        raise BadClock(f"Turn clock {text!r} is too short: the shortest turn clock is 1 minute ({CLOCK_HELP}).", code="table.clock_short", value=text)
    if seconds > MAX_LIMIT:
        raise BadClock(f"Turn clock {text!r} is out of range: {CLOCK_HELP}.", code="table.clock_range", value=text)
    return seconds


class TurnClock:
    """Turn limits, reminders, stand-ins, rejoining: the part of the service that watches time."""

    def __init__(self, core: TableCore) -> None:
        self.core = core

    @property
    def handover_after(self) -> int:
        """Stand-in turns in a row after which the computer keeps a seat."""
        return self.core.handover_after

    async def turn_limit_for(self, uow: UnitOfWork, guild_id: int | None, clock: str | None) -> int | None:
        """The clock asked for at `/<game> new`, else the server's default."""
        if clock is not None:
            return parse_duration(clock)
        if guild_id is None:
            return None
        config = await uow.repo.guild_config(guild_id)
        return config.turn_limit if config is not None else None

    async def server_clock(self, guild_id: int) -> int | None:
        """The server's default turn clock in seconds (None: off)."""
        async with self.core.store.unit() as uow:
            config = await uow.repo.guild_config(guild_id)
            return config.turn_limit if config is not None else None

    async def set_server_clock(self, guild_id: int, text: str, *, manager: bool) -> int | None:
        """A server manager sets the default turn clock of new tables."""
        if not manager:
            raise NotManager("Only members with the Manage Server permission can change the server's settings.")
        seconds = parse_duration(text)
        async with self.core.store.unit() as uow:
            config = await uow.repo.guild_config(guild_id) or GuildConfig(guild_id=guild_id)
            config.turn_limit, config.updated_at = seconds, self.core.clock.now()
            await uow.repo.save_guild_config(config)
            await uow.commit()
        return seconds

    async def tick(self) -> TickReport:
        """Process every table whose clock ran out (stand-ins) or whose reminder is due (once)."""
        now = self.core.clock.now()
        report = TickReport()
        async with self.core.store.unit() as uow:
            due = await uow.repo.due_tables(now, self.core.games)  # tables of games not installed here wait
        for table_id in due:
            try:
                update = await self._expire(table_id, now)
                if update is not None:
                    report.updates.append(update)
                    continue
                reminder = await self._remind(table_id, now)
                if reminder is not None:
                    report.reminders.append(reminder)
            except (StaleClick, TableNotFound, TableDamaged):
                continue  # another process got there first, or the table is set aside (logged once)
            except Exception:
                log.exception("table %s: the turn clock could not process it", table_id)
        return report

    async def _remind(self, table_id: int, now: datetime) -> Reminder | None:
        async with self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, BOT)
            at = row.reminder_at
            if row.status != Status.RUNNING or at is None or at > now or (row.deadline is not None and row.deadline <= now):
                return None
            if not await uow.repo.claim_reminder(row.id, at):
                return None
            await uow.commit()
            info = TableInfo.of(row)
        seats = tuple(s for s in info.seats if s.seat in info.awaited and s.is_human and s.user_id is not None)
        return Reminder(info, seats) if seats else None

    async def _expire(self, table_id: int, now: datetime) -> Update | None:
        """A computer stands in for every awaited player whose time ran out: each such seat is the
        computer's for the rest of its turn (for good after `handover_after` turns in a row), and the
        game loop (`bot.tables.driver`) makes its moves like any computer's."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, BOT, for_update=True)
            if row.status != Status.RUNNING or row.deadline is None or row.deadline > now:
                return None
            if not await uow.repo.claim_deadline(row.id, row.deadline):
                return None  # another process's turn clock got there first
            state = self.core.state_of(row)
            waiting = state.to_move()
            notices: list[Notice] = []
            for seat_row in sorted(row.seats, key=lambda s: s.seat):
                if seat_row.computer is not None or seat_row.seat not in waiting:
                    continue
                seat_row.missed = (seat_row.missed or 0) + 1
                seat_row.stood_in = True
                notices.append(Notice("stand_in", seat_row.seat))
                if seat_row.missed >= self.core.handover_after:
                    seat_row.computer = "normal"  # the user id stays: `rejoin` gives the seat back
                    notices.append(Notice("handover", seat_row.seat))
                else:
                    seat_row.computer = STAND_IN
            await uow.repo.write_seats(row)
            return await self.core.advance(uow, row, [], expected_version=row.version, state=state, notices=notices)

    async def rejoin(self, table_id: int, user_id: int, guild_id: int | None = None) -> Update:
        """Take back a seat the computer has played since missed turns."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id), for_update=True)
            self.core.require_status(row, Status.RUNNING)
            seat = next((s for s in row.seats if s.user_id == user_id), None)
            if seat is None or seat.computer is None:
                if seat is None:
                    raise NotAway("You have no seat at this table to take back.", code="table.no_seat_to_take", table=table_id)
                raise NotAway("You are playing this seat already; nothing to take back.", table=table_id)
            seat.computer, seat.missed = None, 0
            row.updated_at = self.core.clock.now()
            await uow.repo.write_seats(row)
            update = Update(TableInfo.of(row), self.core.state_of(row), notices=[Notice("rejoin", seat.seat)])
            await owe(uow, row, update, row.updated_at, owner=self.core.outbox_owner)
            await uow.commit()
            return update

