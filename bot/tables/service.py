"""The table service: lobby, seats, turns, authorization. The only place that changes tables.

It speaks in user ids and table ids, never Discord objects. Every accepted action is committed
(action rows, snapshot, version) before the caller is told, guarded by a per-table lock in this
process and an optimistic version check in the UPDATE across processes.

This module holds the lobby, play and start-up recovery, and composes the other parts: loading,
locking and advancing a table are in `bot.tables.core`; the turn clock and stand-ins in
`bot.tables.turn_clock`; undo, the log and export in `bot.tables.history`; kicks, votes, preferences and
statistics in `bot.tables.community`; the outbox in `bot.tables.outbox`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from bot.ai import ComputerPlayers
from bot.clock import Clock
from bot.games.base import Game, State
from bot.store import SeatRow, Store, TableRow
from bot.store.limits import fits_id
from bot.store.status import OPEN, Status
from bot.tables.access import BOT, Caller
from bot.tables.community import Community
from bot.tables.core import TableCore
from bot.tables.driver import Driver
from bot.tables.errors import (
    AlreadySeated,
    BadRequest,
    NotSeated,
    StaleClick,
    TableFull,
    TableNotFound,
    WhichTable,
    WrongStatus,
)
from bot.tables.finder import Pick, tables_to_pick
from bot.tables.health import Verdict
from bot.tables.hints import Hints
from bot.tables.history import History
from bot.tables.model import Clicked, Move, Notice, TableInfo, Update
from bot.tables.outbox import Deliveries
from bot.tables.privacy import Privacy
from bot.tables.ratings import Ratings
from bot.tables.replays import ReplayPosts
from bot.tables.turn_clock import TurnClock

log = logging.getLogger(__name__)

COMPUTER_LEVELS = ("easy", "normal", "hard", "random")
__all__ = ["OPEN", "Recovery", "TableService"]


@dataclass(frozen=True)
class Recovery:
    """What the start-up sweep found: tables checked, those repaired from their log, those set aside."""

    checked: int = 0
    repaired: tuple[int, ...] = ()
    damaged: tuple[int, ...] = ()


class TableService:
    """The table service as the Discord layer sees it: lobby, play and reading here, the rest in its parts.

    Each part is handed the same `TableCore` (store, games, clock, computer players, locks) and is
    reached by its name: `driver` (the game loop: computers and stand-ins move there), `turns` (the
    turn clock), `logbook` (undo, history, export), `community` (seats, votes, preferences, records),
    `deliveries` (the outbox), `hints`, `ratings`, `replays` (each finished table's replay post) and `privacy` (what is stored about a person).
    """

    def __init__(
        self,
        store: Store,
        *,
        games: Mapping[str, Game[Any]],
        players: Mapping[str, ComputerPlayers],
        clock: Clock | None = None,
        handover_after: int = 3,
    ) -> None:
        self.core = TableCore(store, games=games, players=players, clock=clock, handover_after=handover_after)
        self.driver = Driver(self.core)
        self.turns = TurnClock(self.core)
        self.logbook = History(self.core)
        self.community = Community(self.core)
        self.deliveries = Deliveries(self.core)
        self.hints = Hints(self.core)
        self.ratings = Ratings(self.core.store, self.core.games)
        self.replays = ReplayPosts(self.core.store, self.core.clock)
        self.privacy = Privacy(self.core, self.leave)

    def game(self, key: str) -> Game[Any]:
        """The game a key names; refuses unknown keys."""
        return self.core.game(key)

    def titles(self) -> dict[str, str]:
        """The title of each game played here, by key."""
        return {key: game.title for key, game in self.core.games.items()}

    def now(self) -> datetime:
        """The service's time."""
        return self.core.clock.now()

    # ---- lobby ---------------------------------------------------------------------------

    async def create(
        self,
        game_key: str,
        *,
        guild_id: int | None,
        channel_id: int | None,
        host_id: int,
        host_name: str,
        options: Mapping[str, object] | None = None,
        seed: int | None = None,
        clock: str | None = None,
    ) -> TableInfo:
        """Open a lobby with the host in seat 0; options are validated against the game.

        `clock` is the turn limit (`off`, `30m`, `12h`, `2d` …); None takes the server's default.
        """
        game = self.core.game(game_key)
        resolved = game.resolve_options(options)
        now = self.core.clock.now()
        row = TableRow(
            game=game.key,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            status=Status.LOBBY,
            options=resolved,
            seed=seed if seed is not None else secrets.randbits(62),
            version=0,
            prompts={},
            created_at=now,
            updated_at=now,
        )
        row.seats = [SeatRow(seat=0, user_id=host_id, name=host_name[:100], computer=None, dm_ok=True)]
        async with self.core.store.unit() as uow:
            row.turn_limit = await self.turns.turn_limit_for(uow, guild_id, clock)
            await uow.repo.add_table(row)
            await uow.commit()
            self.core.checked.add(row.id)  # made here: nothing to check against a log
            return TableInfo.of(row)

    async def set_location(self, table_id: int, *, thread_id: int | None = None, message_id: int | None = None) -> TableInfo:
        """Remember where the table lives in Discord (its thread and its table message)."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, BOT)
            if thread_id is not None:
                row.thread_id = thread_id
            if message_id is not None:
                row.message_id = message_id
            await uow.commit()
            return TableInfo.of(row)

    async def get(self, table_id: int, caller: Caller) -> TableInfo:
        """A table's current information, if `caller` may see it."""
        async with self.core.store.unit() as uow:
            return TableInfo.of(await self.core.load(uow, table_id, caller))

    async def join(self, table_id: int, user_id: int, name: str, guild_id: int | None = None) -> TableInfo:
        """Take the next free seat in a lobby."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id))
            self.core.require_status(row, Status.LOBBY)
            game = self.core.game(row.game)
            if any(s.user_id == user_id and s.computer is None for s in row.seats):
                raise AlreadySeated("You already have a seat at this table.", table=table_id)
            if len(row.seats) >= game.max_players:
                raise TableFull(f"The table is full ({game.max_players} players).", max=game.max_players)
            row.seats.append(SeatRow(seat=len(row.seats), user_id=user_id, name=name[:100], computer=None, dm_ok=True))
            row.updated_at = self.core.clock.now()
            await uow.commit()
            return TableInfo.of(row)

    async def add_computer(self, table_id: int, user_id: int, level: str = "normal", guild_id: int | None = None) -> TableInfo:
        """The host adds a computer player to a lobby."""
        if level not in COMPUTER_LEVELS:
            raise BadRequest(
                f"Unknown computer level {level!r} (allowed: {', '.join(COMPUTER_LEVELS)}).", code="table.bad_level", level=level, allowed=", ".join(COMPUTER_LEVELS)
            )
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id))
            self.core.require_status(row, Status.LOBBY)
            self.core.require_host(row, user_id)
            game = self.core.game(row.game)
            if len(row.seats) >= game.max_players:
                raise TableFull(f"The table is full ({game.max_players} players).", max=game.max_players)
            # A computer has no name of its own: the Discord layer numbers computers in the reader's language.
            row.seats.append(SeatRow(seat=len(row.seats), user_id=None, name="", computer=level, dm_ok=False))
            row.updated_at = self.core.clock.now()
            await uow.commit()
            return TableInfo.of(row)

    @staticmethod
    def _renumber(row: TableRow) -> None:
        # Seats are positions; closing a gap keeps them 0..n-1. Rewritten as new rows because the
        # seat number is part of the primary key.
        kept = sorted(row.seats, key=lambda s: s.seat)
        row.seats.clear()
        for index, seat in enumerate(kept):
            row.seats.append(SeatRow(seat=index, user_id=seat.user_id, name=seat.name, computer=seat.computer, dm_ok=seat.dm_ok))

    async def leave(self, table_id: int, user_id: int, guild_id: int | None = None) -> Update:
        """Leave a lobby (the host passes on, or the lobby closes), or hand a running seat to a computer."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id), for_update=True)
            self.core.require_status(row, Status.LOBBY, Status.RUNNING)
            seat = next((s for s in row.seats if s.user_id == user_id and s.computer is None), None)
            if seat is None:
                raise NotSeated("You have no seat at this table.", table=table_id)
            now = self.core.clock.now()
            if row.status == Status.LOBBY:
                row.seats.remove(seat)
                humans = [s for s in row.seats if s.computer is None]
                if not humans:
                    row.status, row.finished_at = Status.CANCELLED, now
                elif row.host_id == user_id and humans[0].user_id is not None:
                    row.host_id = humans[0].user_id
                self._renumber(row)
                row.updated_at = now
                await uow.commit()
                return Update(TableInfo.of(row))
            self.core.hand_to_computer(row, seat)
            if row.host_id == user_id:
                humans = [s for s in row.seats if s.computer is None]
                if humans and humans[0].user_id is not None:
                    row.host_id = humans[0].user_id
            await uow.repo.write_seats(row)
            return await self.core.advance(uow, row, [], expected_version=row.version, notices=[Notice("leave", seat.seat)])

    async def start(self, table_id: int, user_id: int, guild_id: int | None = None) -> Update:
        """The host starts the game: deal, then computer players move if it is their turn."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id), for_update=True)
            self.core.require_status(row, Status.LOBBY)
            self.core.require_host(row, user_id)
            game = self.core.game(row.game)
            # The engine checks the player count (GameError `table.player_count`): nothing is written then.
            state = game.new(len(row.seats), row.seed, row.options)
            row.status = Status.RUNNING
            row.prompts = {str(seat): 0 for seat in state.to_move()}
            return await self.core.advance(uow, row, [], expected_version=0, state=state, first=True, started=True)

    async def cancel(self, table_id: int, user_id: int, guild_id: int | None = None) -> TableInfo:
        """The host closes a lobby."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id))
            self.core.require_status(row, Status.LOBBY)
            self.core.require_host(row, user_id)
            row.status = Status.CANCELLED
            row.finished_at = row.updated_at = self.core.clock.now()
            await uow.commit()
            return TableInfo.of(row)

    # ---- play ----------------------------------------------------------------------------

    async def act(
        self,
        table_id: int,
        user_id: int,
        action_text: str,
        expected_version: int | None = None,
        guild_id: int | None = None,
        *,
        clicked: Clicked | None = None,
    ) -> Update:
        """Apply one action of a seated user and commit it with the messages it owes; the computers
        awaited after it are named in the update, and `driver.follow` moves them once it is shown.

        `expected_version` comes from the button clicked: a click on a decision that is already
        over (the table moved on, or a double click) is refused and changes nothing. `clicked`: the
        message the choice was made on, owed its ✅ edit with the move.
        """
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id), for_update=True)
            self.core.require_status(row, Status.RUNNING)
            info = TableInfo.of(row)
            seat = info.seat_of(user_id)
            if seat is None:
                if info.seat_held_by(user_id) is not None:
                    raise NotSeated("A computer plays your seat since you missed turns: `/table rejoin` takes it back.", code="table.away", table=table_id)
                raise NotSeated("You have no seat at this table.", table=table_id)
            if expected_version is not None:
                # A seat not awaited has no current buttons: any click of it is from the past.
                asked_at = int(row.prompts.get(str(seat), row.version + 1))
                if expected_version < asked_at or expected_version > row.version:
                    raise StaleClick("That button is from an earlier moment: the table moved on. Use the newest message.", code="table.stale_button", table=table_id)
            state = self.core.state_of(row)
            action = state.game.parse_action(action_text)
            unit = state.play_unit()
            events = state.apply(seat, action)  # GameError: nothing was written
            undoable = state.undoable(seat, action)
            move = Move(seat, str(action), tuple(events), False, unit)
            for seat_row in row.seats:
                if seat_row.seat == seat:
                    seat_row.missed = 0  # the player is here: the count of stand-in turns starts again
            return await self.core.advance(
                uow, row, [move], expected_version=row.version, state=state, undo_seat=seat if undoable else None, clicked=clicked
            )

    # ---- reading -------------------------------------------------------------------------

    async def state(self, table_id: int, caller: Caller) -> tuple[TableInfo, State | None]:
        """A table and its current game state (None in the lobby), if `caller` may see it."""
        async with self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, caller)
            return TableInfo.of(row), (self.core.state_of(row) if row.snapshot is not None else None)

    async def seat_view(self, table_id: int, user_id: int, guild_id: int | None = None) -> tuple[TableInfo, State, int]:
        """For a seated user: the table, the state and their seat (to render their hand)."""
        info, state = await self.state(table_id, Caller(user_id, guild_id))
        seat = info.seat_of(user_id)
        if seat is None:
            raise NotSeated("You have no seat at this table.", table=table_id)
        if state is None:
            raise WrongStatus("The game has not started yet.", code="table.not_started", table=table_id)
        return info, state, seat

    async def prompt_version(self, table_id: int, seat: int) -> int:
        """The version a new button for `seat` should carry."""
        async with self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, BOT)
            return int(row.prompts.get(str(seat), row.version))

    async def table_in_channel(self, channel_id: int, *, ended: bool = False) -> TableInfo | None:
        """The open table living in a thread or channel (with `ended`: also a finished or ended one)."""
        async with self.core.store.unit() as uow:
            # A damaged table is found too, so that commands in its thread can say what became of it.
            row = await uow.repo.table_in_channel(channel_id, (*OPEN, Status.DAMAGED, Status.FINISHED, Status.ABANDONED) if ended else (*OPEN, Status.DAMAGED))
            return TableInfo.of(row) if row else None

    async def table_meant(self, user_id: int, guild_id: int | None, channel_id: int | None, table: int | None = None, *, ended: bool = False) -> int:
        """The table a command means: the number given (returned as it is: the command's own load checks
        who may see it), else `table_here`'s."""
        if table is not None:
            if not fits_id(table):  # Discord keeps typed numbers in range; a crafted interaction is refused here
                raise TableNotFound(f"Table #{table} does not exist here.", table=table)
            return table
        return (await self.table_here(user_id, guild_id, channel_id, ended=ended)).id

    async def table_here(self, user_id: int, guild_id: int | None, channel_id: int | None, *, ended: bool = False, game: str | None = None) -> TableInfo:
        """The table living in this thread or channel (with `ended`: also an ended one), else the user's
        only open table (of `game`, if given); refused (WhichTable) when they have none or several."""
        if channel_id is not None:
            here = await self.table_in_channel(channel_id, ended=ended)
            if here is not None:
                return here
        mine = [t for t in await self.tables_of(user_id, guild_id) if game is None or t.game == game]
        if len(mine) == 1:
            return mine[0]
        if not mine:
            raise WhichTable("You have no open table. Start one with `/<game> new`.", code="table.none_open")
        tables = ", ".join(f"#{info.id}" for info in mine[:10])
        raise WhichTable(f"You sit at several tables: name one with `table:` ({tables}).", code="table.which", tables=tables)

    async def tables_to_pick(self, user_id: int, guild_id: int | None, *, ended: bool = False, channel_id: int | None = None) -> list[Pick]:
        """The tables a person may name in a command, those most likely meant first (`bot.tables.finder`)."""
        return await tables_to_pick(self.core.store, user_id, guild_id, ended=ended, channel_id=channel_id)

    async def tables_of(self, user_id: int, guild_id: int | None = None) -> list[TableInfo]:
        """Open tables where the user has a seat."""
        async with self.core.store.unit() as uow:
            return [TableInfo.of(r) for r in await uow.repo.tables_of_user(user_id, guild_id, OPEN)]

    async def set_dm_ok(self, table_id: int, seat: int, ok: bool) -> None:
        """Remember whether a seat's DMs can be delivered."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, BOT)
            for s in row.seats:
                if s.seat == seat:
                    s.dm_ok = ok
            await uow.commit()

    # ---- start-up ------------------------------------------------------------------------

    async def recover(self, *, batch: int = 200) -> Recovery:
        """Check every open table this process has not touched yet, a batch at a time.

        Run in the background once connected: a table is also checked when it is first touched, so
        nobody waits for this sweep; it finds damaged tables early and spreads the replays out.
        """
        after, checked, repaired, damaged = 0, 0, [], []
        while True:
            async with self.core.store.unit() as uow:
                ids = await uow.repo.table_ids(OPEN, after, batch)
            if not ids:
                break
            after = ids[-1]
            for table_id in ids:
                if table_id in self.core.checked:
                    continue
                # No table lock: a repair is written only if the version is still the one read, so
                # a move made meanwhile wins; and 10,000 idle tables need no 10,000 locks.
                health = await self.core.check(table_id)
                checked += 1
                if health is not None and health.outcome == Verdict.REPAIRED:
                    repaired.append(table_id)
                elif health is not None and health.outcome == Verdict.DAMAGED:
                    damaged.append(table_id)
                await asyncio.sleep(0)  # let clicks and commands in between two replays
        return Recovery(checked, tuple(repaired), tuple(damaged))
