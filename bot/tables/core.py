"""The heart of the table service: loading and locking a table, and advancing it.

`ServiceCore._advance` is the one path by which moves reach the database: it lets computer players
move, then commits the action rows, the snapshot, the version, the prompts, the turn clock and, at the
end, the results — in one transaction with the version check in the UPDATE. The service's parts
(`bot.tables.service`, `clock`, `history`, `community`) all build on it.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import Any

from bot.ai import Policy, policy_for
from bot.clock import Clock, SystemClock
from bot.games import GAMES
from bot.games.base import Game, State, rng_for
from bot.store import ResultRow, StaleVersion, Store, TableRow, UnitOfWork
from bot.tables.errors import NotHost, StaleClick, TableNotFound, UnknownGame, WrongStatus
from bot.tables.model import Clicked, Move, Notice, TableInfo, Update
from bot.tables.outbox import owe

log = logging.getLogger(__name__)

LOBBY, RUNNING, FINISHED, CANCELLED, ABANDONED = "lobby", "running", "finished", "cancelled", "abandoned"
OPEN = (LOBBY, RUNNING)
# A safety net against an engine that never hands the turn back to a human.
MAX_COMPUTER_MOVES = 20_000


class ServiceCore:
    """Store, games, clock and computer players; per-table locks; loading and advancing tables.

    `handover_after`: consecutive stand-in turns after which the computer keeps a seat.
    """

    def __init__(
        self,
        store: Store,
        games: Mapping[str, Game[Any]] | None = None,
        clock: Clock | None = None,
        policies: Callable[[str, str], Policy] = policy_for,
        handover_after: int = 3,
    ) -> None:
        self.store = store
        self.games = dict(games if games is not None else GAMES)
        self.clock = clock or SystemClock()
        self.policies = policies
        self.handover_after = handover_after
        self._locks: dict[int, asyncio.Lock] = {}
        # Names this process in the outbox claims of the messages its moves owe (set by the deliverer).
        self.outbox_owner: str | None = None

    # ---- helpers -------------------------------------------------------------------------

    def game(self, key: str) -> Game[Any]:
        """The game for a key; refuses unknown keys."""
        try:
            return self.games[key]
        except KeyError:
            raise UnknownGame(f"Unknown game {key!r}.", game=key) from None

    def lock(self, table_id: int) -> asyncio.Lock:
        """The in-process lock of one table."""
        return self._locks.setdefault(table_id, asyncio.Lock())

    async def _load(self, uow: UnitOfWork, table_id: int, guild_id: int | None = None, *, for_update: bool = False) -> TableRow:
        row = await uow.repo.get_table(table_id, for_update=for_update)
        # A table in another server is as good as missing to this caller.
        if row is None or (guild_id is not None and row.guild_id is not None and row.guild_id != guild_id):
            raise TableNotFound(f"Table #{table_id} does not exist here.", table=table_id)
        return row

    @staticmethod
    def _require_status(row: TableRow, *allowed: str) -> None:
        if row.status not in allowed:
            words = {LOBBY: "still in the lobby", RUNNING: "already running", FINISHED: "finished", CANCELLED: "cancelled", ABANDONED: "abandoned"}
            raise WrongStatus(f"Table #{row.id} is {words.get(row.status, row.status)}.", table=row.id, status=row.status)

    @staticmethod
    def _require_host(row: TableRow, user_id: int) -> None:
        if row.host_id != user_id:
            raise NotHost("Only the host of the table can do that.", table=row.id)

    def _state(self, row: TableRow) -> State:
        assert row.snapshot is not None
        return self.game(row.game).restore(row.snapshot)

    async def _advance(
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
    ) -> Update:
        """Let computers move, then commit actions, snapshot, prompts, results and the messages owed
        (`bot.tables.outbox`) in one transaction.

        `undo_seat`: the seat whose move may be taken back, if it goes on alone (an Undo button on its
        next DM); `clicked`: the message the move was chosen on (shown as done).
        """
        state = state or self._state(row)
        computers = {s.seat: s.computer for s in row.seats if s.computer}
        for _ in range(MAX_COMPUTER_MOVES):
            waiting = [seat for seat in sorted(state.to_move()) if seat in computers]
            if not waiting:
                break
            seat = waiting[0]
            counter = expected_version + len(moves)
            policy = self.policies(row.game, computers[seat] or "normal")
            action = policy.choose(state, seat, rng_for(row.seed, "computer", counter, seat))
            events = state.apply(seat, action)
            moves.append(Move(seat, str(action), tuple(events), True))
        old_prompts = dict(row.prompts or {})
        prompts = self._prompts(row, state, moves)
        now = self.clock.now()
        outcome = state.outcome()
        status = FINISHED if outcome is not None else None
        timer = self._clock_after(row, state, moves, {} if first else old_prompts, now)
        try:
            await uow.repo.save_progress(
                row, expected_version, state.to_dict(), [(m.seat, m.action, m.by_computer) for m in moves], prompts, now, status, timer
            )
        except StaleVersion:
            raise StaleClick("The table moved on while you were choosing. Look at the newest message.", table=row.id) from None
        if outcome is not None:
            await uow.repo.add_results(self._results(row, outcome, now))
        update = Update(TableInfo.of(row), state, moves, started=started, outcome=outcome, notices=list(notices))
        if undo_seat is not None and len(moves) == 1 and undo_seat in state.to_move():
            update.undo_seat = undo_seat
        await owe(uow, row, update, now, clicked, moves[0].seat if moves and clicked is not None else None, self.outbox_owner)
        await uow.commit()
        return update

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

    def _clock_after(self, row: TableRow, state: State, moves: list[Move], old_prompts: Mapping[str, Any], now: datetime) -> dict[str, Any]:
        """Turn clock columns to store with an update (the turn clock part of the service fills this in)."""
        return {}
