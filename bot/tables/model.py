"""Plain data the table service hands out: no database rows, no Discord objects."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.games.base import Event, Outcome, State
from bot.store.models import TableRow


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at a seat."""

    seat: int
    user_id: int | None
    name: str
    computer: str | None
    dm_ok: bool

    @property
    def is_human(self) -> bool:
        """A Discord user (not a computer player)."""
        return self.computer is None


@dataclass(frozen=True)
class TableInfo:
    """A table as the service sees it."""

    id: int
    game: str
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    message_id: int | None
    host_id: int
    status: str
    options: dict[str, Any]
    version: int
    seats: tuple[SeatInfo, ...]

    @classmethod
    def of(cls, row: TableRow) -> TableInfo:
        """Copy out of a database row."""
        return cls(
            id=row.id,
            game=row.game,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            thread_id=row.thread_id,
            message_id=row.message_id,
            host_id=row.host_id,
            status=row.status,
            options=dict(row.options),
            version=row.version,
            seats=tuple(SeatInfo(s.seat, s.user_id, s.name, s.computer, s.dm_ok) for s in sorted(row.seats, key=lambda s: s.seat)),
        )

    def seat_of(self, user_id: int) -> int | None:
        """The seat a user holds, if any."""
        for seat in self.seats:
            if seat.user_id == user_id and seat.computer is None:
                return seat.seat
        return None

    @property
    def names(self) -> list[str]:
        """Display names in seat order."""
        return [s.name for s in self.seats]

    @property
    def home_channel_id(self) -> int | None:
        """Where the table's public messages go: its thread, else its channel."""
        return self.thread_id or self.channel_id


@dataclass(frozen=True)
class Move:
    """One applied action and what it caused."""

    seat: int
    action: str
    events: tuple[Event, ...]
    by_computer: bool


@dataclass
class Update:
    """The result of a service call: the table after it, the moves made and the state to show."""

    table: TableInfo
    state: State | None = None
    moves: list[Move] = field(default_factory=list)
    started: bool = False
    outcome: Outcome | None = None

    @property
    def finished(self) -> bool:
        """The game ended with this update."""
        return self.outcome is not None

    def events_for(self, seat: int | None) -> list[tuple[Move, Event]]:
        """Events `seat` may see (None: the public), in order."""
        return [(move, event) for move in self.moves for event in move.events if event.visible_to(seat)]

    def awaited_humans(self) -> list[SeatInfo]:
        """Human seats whose decision is awaited now."""
        if self.state is None or self.state.is_over():
            return []
        waiting = self.state.to_move()
        return [s for s in self.table.seats if s.seat in waiting and s.is_human]
