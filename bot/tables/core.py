"""The heart of the table service: loading and locking a table, and advancing it.

`TableCore.advance` is the one path by which moves reach the database: it commits the action rows,
the snapshot, the version, the prompts, the turn clock and, at the end, the results and ratings — in one
transaction with the version check in the UPDATE. A person's move is committed alone; each computer
move after it is a transaction of its own, made by the game loop (`bot.tables.driver`). The
service's parts (`bot.tables.service`, `driver`, `turn_clock`, `history`, `community`,
`outbox.Deliveries`) are each handed one `TableCore` and build on it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.ai import ComputerPlayers, Policy
from bot.ai.levels import Levels
from bot.clock import Clock, SystemClock
from bot.games.base import Game, State
from bot.store import ResultRow, SeatRow, StaleVersion, Store, TableRow, UnitOfWork
from bot.store.status import OPEN, Status
from bot.tables.access import Caller
from bot.tables.damage import owe_damaged
from bot.tables.deadlines import clock_values
from bot.tables.errors import NotHost, StaleClick, TableDamaged, TableNotFound, UnknownGame, WrongStatus
from bot.tables.health import Health, Verdict, examine, readable
from bot.tables.model import Clicked, Move, Notice, TableInfo, Update
from bot.tables.outbox import owe
from bot.tables.ratings import rate_finished

log = logging.getLogger(__name__)

# The computer level of a seat whose player's time ran out, for the rest of that turn: the normal
# computer plays it (`bot.tables.turn_clock`), and the seat is the player's again once the turn passes.
STAND_IN = "stand-in"
# The computer players of a game the service was given none for: random moves.
RANDOM_PLAYERS = Levels()


class TableCore:
    """Store, games, clock and computer players; per-table locks; loading, checking and advancing tables.

    `players`: each game's computer players by game key (a game without plays random moves);
    `handover_after`: consecutive stand-in turns after which the computer keeps a seat.
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
        self.store = store
        self.games = dict(games)
        self.players = dict(players)
        self.clock = clock or SystemClock()
        self.handover_after = handover_after
        self._locks: dict[int, asyncio.Lock] = {}
        # Names this process in the outbox claims of the messages its moves owe (set by the deliverer).
        self.outbox_owner: str | None = None
        # Tables this process has checked against their log (see `bot.tables.health`).
        self.checked: set[int] = set()
        # Ended tables found damaged: they keep their status, and their reads are refused.
        self.unplayable: set[int] = set()

    # ---- helpers -------------------------------------------------------------------------

    def game(self, key: str) -> Game[Any]:
        """The game for a key; refuses unknown keys."""
        try:
            return self.games[key]
        except KeyError:
            raise UnknownGame(f"Unknown game {key!r}.", game=key) from None

    def policy(self, game_key: str, level: str) -> Policy:
        """The computer player of a game at a level (a stand-in plays as the normal one)."""
        return self.players.get(game_key, RANDOM_PLAYERS).policy(level_of(level))

    def lock(self, table_id: int) -> asyncio.Lock:
        """The in-process lock of one table."""
        return self._locks.setdefault(table_id, asyncio.Lock())

    async def load(self, uow: UnitOfWork, table_id: int, caller: Caller, *, for_update: bool = False, damaged_ok: bool = False) -> TableRow:
        """The table, if `caller` may see it (else refused as if it did not exist); checked against its
        log the first time this process touches it; a damaged table is refused with its own message."""
        if table_id not in self.checked:
            await self.check(table_id)
        row = await uow.repo.get_table(table_id, for_update=for_update)
        if row is not None and row.status in OPEN and (not readable(row) or row.game not in self.games):
            # Damaged since this process checked it. Nothing was written in this unit yet: end its
            # transaction (and any row lock) so the check can write, then read the table again.
            await uow.rollback()
            self.checked.discard(table_id)
            await self.check(table_id)
            row = await uow.repo.get_table(table_id, for_update=for_update)
        if row is None or not await self._may_see(uow, row, caller):
            raise TableNotFound(f"Table #{table_id} does not exist here.", table=table_id)
        if (row.status == Status.DAMAGED or row.id in self.unplayable or not readable(row) or row.game not in self.games) and not damaged_ok:
            raise TableDamaged(f"Table #{table_id} is set aside: its saved game is damaged and cannot be played.", table=table_id)
        return row

    @staticmethod
    async def _may_see(uow: UnitOfWork, row: TableRow, caller: Caller) -> bool:
        """The access rule of `bot.tables.access`; whether a DM caller has been seated is asked only then."""
        if caller.internal or caller.guild_id is not None or caller.user_id is None:
            return caller.may_see(row.guild_id, seated=False)
        seated = any(s.user_id == caller.user_id for s in row.seats) or await uow.repo.has_played(row.id, caller.user_id)
        return caller.may_see(row.guild_id, seated)

    async def check(self, table_id: int) -> Health | None:
        """Check a table against its log once in this process: repair what the log can restore, set
        aside what cannot be read or replayed (one log line naming the table and why)."""
        async with self.store.unit() as uow:
            row = await uow.repo.get_table(table_id)
            if row is None:
                return None
            if row.status in (Status.DAMAGED, Status.CANCELLED):
                self.checked.add(table_id)
                return None
            entries = await uow.repo.actions(row.id) if row.status != Status.LOBBY else []
            health = examine(row, self.games.get(row.game), entries)
            if health.outcome == Verdict.REPAIRED:
                written = await uow.repo.patch_table(row.id, row.version, row.status, health.repairs)
            elif health.outcome == Verdict.DAMAGED and row.status in OPEN:
                written = await uow.repo.patch_table(row.id, row.version, row.status, {"status": Status.DAMAGED})
                if written:
                    await owe_damaged(uow, row, self.clock.now())
            else:
                written = True  # an ended table keeps its status: its reads are refused as damaged
            await uow.commit()
        if not written:
            return None  # the table moved on meanwhile (so it was readable): the next touch checks again
        self.checked.add(table_id)
        if health.outcome == Verdict.REPAIRED:
            log.warning("table %s: repaired from its action log (%s actions): %s", table_id, health.actions, health.reason)
        elif health.outcome == Verdict.DAMAGED and row.status in OPEN:
            log.error("table %s: set aside as damaged: %s", table_id, health.reason)
        elif health.outcome == Verdict.DAMAGED:
            self.unplayable.add(table_id)
            log.error("table %s: damaged, left %s: %s", table_id, row.status, health.reason)
        elif health.reason:
            log.warning("table %s: not checked: %s", table_id, health.reason)
        return health

    @staticmethod
    def require_status(row: TableRow, *allowed: Status) -> None:
        """Refuse unless the table is in one of the `allowed` statuses."""
        if row.status not in allowed:
            words: dict[str, str] = {Status.LOBBY: "still in the lobby", Status.RUNNING: "already running", Status.FINISHED: "finished", Status.CANCELLED: "cancelled", Status.ABANDONED: "abandoned", Status.DAMAGED: "damaged"}
            raise WrongStatus(f"Table #{row.id} is {words.get(row.status, row.status)}.", table=row.id, status=row.status)

    @staticmethod
    def require_host(row: TableRow, user_id: int) -> None:
        """Refuse anyone but the host."""
        if row.host_id != user_id:
            raise NotHost("Only the host of the table can do that.", table=row.id)

    @staticmethod
    def hand_to_computer(row: TableRow, seat: SeatRow) -> None:
        """A player's seat goes to the computer for the rest of the game (they left or were kicked); their
        vote to end goes with them. The seat keeps its player's name: no user id with a computer level
        says the computer has it now."""
        voter = seat.user_id
        seat.computer, seat.user_id, seat.dm_ok, seat.stood_in = "normal", None, False, True
        row.end_votes = [v for v in (row.end_votes or []) if v != voter]

    def state_of(self, row: TableRow) -> State:
        """The game state a row holds; a snapshot that does not restore is refused as damaged."""
        game = self.game(row.game)
        try:
            state: State = game.restore(row.snapshot)  # type: ignore[arg-type]  # a damaged row may hold anything: refused below
        except Exception:  # checked once already: the row changed under us; refuse rather than fail
            log.exception("table %s: its snapshot does not restore", row.id)
            self.checked.discard(row.id)  # the next touch checks (and repairs or sets aside) again
            raise TableDamaged(f"Table #{row.id} is set aside: its saved game is damaged and cannot be played.", table=row.id) from None
        return state

    async def advance(
        self,
        uow: UnitOfWork,
        row: TableRow,
        moves: list[Move],
        *,
        expected_version: int,
        state: State | None = None,
        first: bool = False,
        notices: Sequence[Notice] = (),
        started: bool = False,
        undo_seat: int | None = None,
        clicked: Clicked | None = None,
        taken_back: Sequence[dict[str, Any]] = (),
    ) -> Update:
        """Commit actions, snapshot, prompts, results and the messages owed (`bot.tables.outbox`) in one
        transaction; the computers awaited after it are named in the update (the game loop moves them).

        `undo_seat`: the seat whose move may be taken back, if it goes on alone (an Undo button on its
        next DM); `clicked`: the message the move was chosen on (shown as done); `taken_back`: the
        public events of a move this update takes back.
        """
        state = state or self.state_of(row)
        for seat_row in row.seats:
            if seat_row.computer == STAND_IN and seat_row.seat not in state.to_move():
                seat_row.computer = None  # the stand-in's turn is over: the seat is its player's again
        computers = {s.seat for s in row.seats if s.computer}
        old_prompts = dict(row.prompts or {})
        prompts = self._prompts(row, state, moves)
        now = self.clock.now()
        outcome = state.outcome()
        status = Status.FINISHED if outcome is not None else None
        timer = clock_values(row, state, moves, {} if first else old_prompts, now)
        try:
            await uow.repo.save_progress(
                row, expected_version, state.to_dict(), [(m.seat, m.action, m.by_computer) for m in moves], prompts, now, status, timer
            )
        except StaleVersion:
            raise StaleClick("The table moved on while you were choosing. Look at the newest message.", table=row.id) from None
        if outcome is not None:
            await uow.repo.add_results(self._results(row, outcome, now))
            await rate_finished(uow, row, outcome, now)
        update = Update(TableInfo.of(row), state, moves, started=started, outcome=outcome, notices=list(notices))
        update.computers_waiting = awaited_computers(state, computers)
        update.taken_back = list(taken_back)
        if undo_seat is not None and len(moves) == 1 and undo_seat in state.to_move():
            update.undo_seat = undo_seat
        await owe(uow, row, update, now, clicked, moves[0].seat if moves and clicked is not None else None, self.outbox_owner)
        await uow.commit()
        return update

    @staticmethod
    def computer_to_move(row: TableRow, state: State) -> int | None:
        """The first seat a computer plays whose decision is awaited, if any."""
        return next(iter(awaited_computers(state, {s.seat for s in row.seats if s.computer})), None)

    @staticmethod
    def _prompts(row: TableRow, state: State, moves: list[Move]) -> dict[str, int]:
        """For each seat to move, the version at which its current decision was asked."""
        version = row.version + len(moves)
        old = dict(row.prompts or {})
        # A seat's decision is new if it has just become to-move or if it acted itself (its
        # previous buttons are spent); otherwise its earlier buttons remain valid.
        acted = {m.seat for m in moves}
        had_turn = {int(s) for s in old}
        prompts: dict[str, int] = {}
        for seat in state.to_move():
            if seat in acted or seat not in had_turn:
                prompts[str(seat)] = version
            else:
                prompts[str(seat)] = int(old.get(str(seat), version))
        return prompts

    @staticmethod
    def _results(row: TableRow, outcome: Any, now: Any) -> list[ResultRow]:
        scores = outcome.scores
        ranks = [1 + sum(1 for other in scores if other > score) for score in scores]
        return [
            ResultRow(
                table_id=row.id,
                seat=s.seat,
                game=row.game,
                guild_id=row.guild_id,
                user_id=s.user_id,
                computer=s.user_id is None,  # a player's seat the computer finished still counts as theirs
                score=scores[s.seat],
                rank=1 if s.seat in outcome.winners else max(2, ranks[s.seat]),
                winner=s.seat in outcome.winners,
                stand_in=bool(s.stood_in),
                finished_at=now,
            )
            for s in row.seats
        ]


def level_of(computer: str | None) -> str:
    """The computer level that plays a seat (a stand-in, or a seat without one, plays as normal)."""
    return "normal" if computer in (None, STAND_IN) else str(computer)


def awaited_computers(state: State, computers: Iterable[int]) -> tuple[int, ...]:
    """The seats among `computers` whose decision `state` awaits, in seat order."""
    playing = set(computers)
    return tuple(seat for seat in sorted(state.to_move()) if seat in playing)
