"""A table's turn clock after an update: when the turn in progress runs out, and when to remind."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from bot.games.base import State
from bot.store import TableRow
from bot.tables.model import Move


def clock_values(row: TableRow, state: State, moves: Sequence[Move], old_prompts: Mapping[str, Any], now: datetime) -> dict[str, Any]:
    """Deadline and reminder after an update of the table.

    The clock restarts when a human seat's decision is new: it has just become awaited, or someone
    else moved since it was asked. A seat continuing its own turn keeps the running clock.
    """
    humans = {s.seat for s in row.seats if s.computer is None}
    awaited = [seat for seat in state.to_move() if seat in humans]
    if row.turn_limit is None or state.is_over() or not awaited:
        return {"deadline": None, "reminder_at": None}
    fresh = any(str(seat) not in old_prompts or any(m.seat != seat for m in moves) for seat in awaited)
    if fresh or row.deadline is None:
        limit = timedelta(seconds=row.turn_limit)
        return {"deadline": now + limit, "reminder_at": now + limit / 2}
    return {"deadline": row.deadline, "reminder_at": row.reminder_at}

