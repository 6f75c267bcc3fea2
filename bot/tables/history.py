"""The action log read back: effective moves (undo), undo itself, the log in events, export and replay.

The log is append-only. Taking back an action appends an `!undo` entry by that seat; the *effective*
moves are the log read as a stack (an action pushes, `!undo` pops). Every replay — the service's,
start-up recovery's and an export's — uses the effective moves, and the table version keeps counting
log entries, so it only ever grows and old buttons stay detectable.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from bot.games.base import Game, GameError, State
from bot.store.status import Status
from bot.tables.access import Caller
from bot.tables.core import TableCore
from bot.tables.errors import NotExportable, NothingToUndo, NotSeated, StaleClick, TableDamaged
from bot.tables.health import UNDO, effective
from bot.tables.model import LogEntry, Move, Notice, TableInfo, Update

EXPORT_FORMAT = "spieltisch-export/1"

log = logging.getLogger(__name__)


def state_before_undo(game: Game[Any], players: int, seed: int | str, options: Mapping[str, object] | None, entries: Sequence[Any], seat: int) -> tuple[State, str]:
    """The state before `seat`'s latest standing move, if that move may be taken back.

    Refused (NothingToUndo) when there is no move, when the latest move was another player's or a
    computer's, or when the engine says the move revealed something, used chance or ended the turn.
    """
    stack = effective(entries)
    if not stack:
        raise NothingToUndo("Nothing to undo: no move has been made yet.", code="table.undo_no_move")
    last = stack[-1]
    if last.seat != seat:
        raise NothingToUndo("Nothing to undo: another player has moved since your last action.", code="table.undo_other_moved")
    if getattr(last, "by_computer", False):
        raise NothingToUndo("Nothing to undo: the last move was made by a computer for you.", code="table.undo_by_computer")
    state = game.replay(players, seed, options, [(e.seat, e.action) for e in stack[:-1]])
    before = state.to_dict()
    action = game.parse_action(last.action)
    state.apply(seat, action)
    if seat not in state.to_move():
        raise NothingToUndo("Nothing to undo: your turn is over.", code="table.undo_turn_over")
    if not state.undoable(seat, action):
        raise NothingToUndo(
            f"Nothing to undo: `{last.action}` revealed something hidden or drew on chance, so it stands.", code="table.undo_revealed", action=last.action
        )
    return game.restore(before), last.action


def log_entries(game: Game[Any], players: int, seed: int | str, options: Mapping[str, object] | None, entries: Sequence[Any]) -> list[LogEntry]:
    """Replay the effective moves from a fresh deal and keep the events each one caused."""
    state = game.new(players, seed, options)
    out = []
    for entry in effective(entries):
        events = state.apply(entry.seat, entry.action)
        out.append(LogEntry(entry.seq, entry.seat, entry.action, bool(entry.by_computer), tuple(events)))
    return out


def export_data(info: TableInfo, seed: int, entries: Sequence[Any], state: State | None, title: str, now: datetime) -> dict[str, Any]:
    """A JSON-safe record that replays the game exactly: game, options, seed, seats, effective actions."""
    outcome = state.outcome() if state is not None else None
    return {
        "format": EXPORT_FORMAT,
        "table": info.id,
        "game": info.game,
        "title": title,
        "options": dict(info.options),
        "seed": seed,
        "players": len(info.seats),
        "seats": [{"seat": s.seat, "name": s.name, "computer": s.computer} for s in info.seats],
        "actions": [[e.seat, e.action] for e in effective(entries)],
        "log_entries": len(entries),
        "status": info.status,
        "outcome": None if outcome is None else {"scores": list(outcome.scores), "winners": list(outcome.winners)},
        "exported_at": now.astimezone(UTC).isoformat(),
    }


def replay_export(data: Mapping[str, Any], games: Mapping[str, Game[Any]]) -> State:
    """The state an export leads to (raises GameError if it does not replay)."""
    if data.get("format") != EXPORT_FORMAT:
        raise GameError(f"Not a Spieltisch export (format {data.get('format')!r}).")
    game: Game[Any] = games[data["game"]]
    state: State = game.replay(int(data["players"]), data["seed"], data["options"], [(int(seat), str(text)) for seat, text in data["actions"]])
    return state


class History:
    """Undo, the log in words and export: the part of the service that reads the action log."""

    def __init__(self, core: TableCore) -> None:
        self.core = core

    async def undo(self, table_id: int, user_id: int, expected_version: int | None = None, guild_id: int | None = None) -> Update:
        """Take back the user's latest action within their own turn; logged as `!undo`, nothing erased."""
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, Caller(user_id, guild_id), for_update=True)
            self.core.require_status(row, Status.RUNNING)
            seat = TableInfo.of(row).seat_of(user_id)
            if seat is None:
                raise NotSeated("You have no seat at this table.", table=table_id)
            if expected_version is not None and expected_version != row.version:
                raise StaleClick("That Undo button is from an earlier moment: the table moved on.", code="table.stale_undo", table=table_id)
            entries = await uow.repo.actions(row.id)
            state, action = state_before_undo(self.core.game(row.game), len(row.seats), row.seed, row.options, entries, seat)
            move = Move(seat, UNDO, (), False)
            # What the move taken back showed everyone (it could be taken back: nothing hidden came out).
            again = state.game.restore(state.to_dict())
            shown = [e.to_dict() for e in again.apply(seat, action) if e.to is None]
            return await self.core.advance(
                uow, row, [move], expected_version=row.version, state=state, notices=[Notice("undo", seat, action)], taken_back=shown
            )

    async def history(self, table_id: int, caller: Caller) -> tuple[TableInfo, list[LogEntry]]:
        """The table and its effective moves with their events (callers filter private events)."""
        async with self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, caller)
            entries = await uow.repo.actions(row.id)
            info = TableInfo.of(row)
        if row.snapshot is None:
            return info, []
        try:
            return info, log_entries(self.core.game(row.game), len(row.seats), row.seed, row.options, entries)
        except Exception:  # an ended table is not checked at start-up: its log may not replay
            log.exception("table %s: its action log does not replay", row.id)
            raise TableDamaged(f"Table #{row.id} is set aside: its saved game is damaged and cannot be played.", table=row.id) from None

    async def export(self, table_id: int, caller: Caller) -> dict[str, Any]:
        """A finished (or ended) game as JSON-safe data that replays exactly."""
        async with self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, caller)
            if row.status not in (Status.FINISHED, Status.ABANDONED) or row.snapshot is None:
                raise NotExportable(
                    "A game can be exported once it is over: its seed would give away the hidden cards.", table=table_id
                )
            entries = await uow.repo.actions(row.id)
            info = TableInfo.of(row)
            state = self.core.state_of(row)
        return export_data(info, row.seed, entries, state, self.core.game(row.game).title, self.core.clock.now())
