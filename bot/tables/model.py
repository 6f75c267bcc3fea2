"""Plain data the table service hands out: no database rows, no Discord objects."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, cast

from bot.games.base import Event, Outcome, State
from bot.i18n import resolve
from bot.store.models import GuildConfig, PlayerPrefs, TableRow
from bot.store.status import Status
from bot.tables.payloads import BoardPayload, ClickedPayload, DmPayload, EndPayload, FinalPayload, OwedKind

# A turn clock over this many seconds makes a "slow" table: turn DMs follow the player's DM preference.
SLOW_TABLE = 3600


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at a seat. `name` is the player's name as data, never words to parse: empty for a
    computer player (named by the Discord layer in the reader's language)."""

    seat: int
    user_id: int | None
    name: str
    computer: str | None
    dm_ok: bool
    missed: int = 0
    stood_in: bool = False

    @property
    def is_human(self) -> bool:
        """A Discord user (not a computer player)."""
        return self.computer is None

    @property
    def away(self) -> bool:
        """A player's seat that the computer plays after missed turns; `rejoin` takes it back."""
        return self.computer is not None and self.user_id is not None

    @property
    def handed_over(self) -> bool:
        """A player's seat the computer plays for the rest of the game (they left or were kicked)."""
        return self.computer is not None and self.user_id is None and bool(self.name)


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
    status: Status
    options: dict[str, Any]
    version: int
    seats: tuple[SeatInfo, ...]
    turn_limit: int | None = None
    deadline: datetime | None = None
    awaited: tuple[int, ...] = ()
    end_votes: tuple[int, ...] = ()

    @classmethod
    def of(cls, row: TableRow) -> TableInfo:
        """Copy out of a database row."""
        running = row.status == Status.RUNNING
        return cls(
            id=row.id,
            game=row.game,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            thread_id=row.thread_id,
            message_id=row.message_id,
            host_id=row.host_id,
            status=Status(row.status),
            options=dict(row.options) if isinstance(row.options, dict) else {},  # a damaged row reads as no options
            version=row.version,
            seats=tuple(
                SeatInfo(s.seat, s.user_id, s.name, s.computer, s.dm_ok, s.missed or 0, bool(s.stood_in))
                for s in sorted(row.seats, key=lambda s: s.seat)
            ),
            turn_limit=row.turn_limit,
            deadline=row.deadline if running else None,
            awaited=tuple(sorted(int(s) for s in row.prompts if str(s).isdigit())) if running and isinstance(row.prompts, dict) else (),
            end_votes=tuple(v for v in row.end_votes if isinstance(v, int)) if isinstance(row.end_votes, list) else (),
        )

    def seat_of(self, user_id: int) -> int | None:
        """The seat a user holds and plays, if any."""
        for seat in self.seats:
            if seat.user_id == user_id and seat.computer is None:
                return seat.seat
        return None

    def seat_held_by(self, user_id: int) -> int | None:
        """The user's seat, also when the computer plays it for them for now."""
        for seat in self.seats:
            if seat.user_id == user_id:
                return seat.seat
        return None

    @property
    def humans(self) -> list[SeatInfo]:
        """Seats played by people now."""
        return [s for s in self.seats if s.is_human]

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
    unit: tuple[int, ...] | None = None  # the unit of play it belongs to (`State.play_unit` before it)


@dataclass(frozen=True)
class Notice:
    """Something about the table itself worth telling the thread.

    Kinds: `stand_in` (the clock ran out; a computer moved for the seat), `handover` (after missed
    turns the computer keeps the seat), `rejoin`, `kick`, `leave`, `undo`.
    """

    kind: str
    seat: int
    detail: str = ""  # e.g. the action taken back (private to that seat)


@dataclass(frozen=True)
class Clicked:
    """The message a player chose a move on, to show it as done (the ✅ edit).

    `channel_id`/`message_id` are None for an ephemeral message, which only the interaction can edit.
    """

    label: str
    content: str
    channel_id: int | None = None
    message_id: int | None = None


@dataclass(frozen=True)
class Owed:
    """One message owed to Discord, as recorded in the outbox with everything its delivery needs.

    `kind` says which (`OwedKind`) and `payload` holds its data (`bot.tables.payloads`), never finished
    text: the Discord layer words it. The accessors give the payload its type for that kind.
    """

    id: int
    table_id: int
    version: int
    kind: str
    seat: int | None
    user_id: int | None
    payload: dict[str, Any]
    claimed_at: datetime | None = None  # when this process's claim on it began (None: not known to be claimed)

    def clicked(self) -> ClickedPayload:
        """The payload of a `clicked` message."""
        assert self.kind == OwedKind.CLICKED, self.kind
        return cast(ClickedPayload, self.payload)

    def board(self) -> BoardPayload:
        """The payload of a `board` message."""
        assert self.kind == OwedKind.BOARD, self.kind
        return cast(BoardPayload, self.payload)

    def dm(self) -> DmPayload:
        """The payload of a `dm` message."""
        assert self.kind == OwedKind.DM, self.kind
        return cast(DmPayload, self.payload)

    def final(self) -> FinalPayload:
        """The payload of a `final` message."""
        assert self.kind == OwedKind.FINAL, self.kind
        return cast(FinalPayload, self.payload)

    def end(self) -> EndPayload:
        """The payload of an `end` message."""
        assert self.kind == OwedKind.END, self.kind
        return cast(EndPayload, self.payload)


@dataclass(frozen=True)
class Delivered:
    """An owed message that went out: where it landed, and whether its buttons are the seat's current ones."""

    id: int
    channel_id: int | None = None
    message_id: int | None = None
    text: str | None = None
    live: bool = False


@dataclass
class Update:
    """The result of a service call: the table after it, the moves made and the state to show."""

    table: TableInfo
    state: State | None = None
    moves: list[Move] = field(default_factory=list)
    started: bool = False
    outcome: Outcome | None = None
    notices: list[Notice] = field(default_factory=list)
    # The seat that may take back the action it just made (an Undo button belongs on its next DM).
    undo_seat: int | None = None
    # The messages this update owes to Discord, recorded in its transaction (see `Owed`).
    owed: list[Owed] = field(default_factory=list)
    # Seats played by computers whose decision is awaited after it (moved by the game loop, `bot.tables.driver`).
    computers_waiting: tuple[int, ...] = ()
    # The public events of a move this update takes back (`Event.to_dict()`): they leave the unit's post.
    taken_back: list[dict[str, Any]] = field(default_factory=list)

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


@dataclass(frozen=True)
class Prefs:
    """A user's ping preferences and language."""

    user_id: int
    mention_on_turn: bool = True
    dm_on_turn: bool = True
    quiet: bool = False
    locale: str | None = None  # chosen with `/settings language`; None: follow Discord
    discord_locale: str | None = None  # the Discord locale last seen on one of the user's interactions

    @classmethod
    def of(cls, user_id: int, row: PlayerPrefs | None) -> Prefs:
        """From a stored row (defaults when there is none)."""
        if row is None:
            return cls(user_id)
        return cls(user_id, bool(row.mention_on_turn), bool(row.dm_on_turn), bool(row.quiet), row.locale, row.discord_locale)

    def language(self) -> str:
        """The language of messages for this user: their choice, else their Discord locale, else English."""
        return resolve(self.locale, self.discord_locale)

    def mention(self) -> bool:
        """Mention the user in the thread when it is their turn."""
        return self.mention_on_turn and not self.quiet

    def loud_turn_dm(self, turn_limit: int | None) -> bool:
        """Whether the turn DM may notify (else it is sent silently).

        Tables with a clock over one hour follow the DM preference; at live tables the DM carries the
        choices, so it notifies unless the user is quiet.
        """
        if self.quiet:
            return False
        if turn_limit is not None and turn_limit > SLOW_TABLE:
            return self.dm_on_turn
        return True

    def reminders(self) -> bool:
        """Half-time reminders by DM."""
        return not self.quiet


@dataclass(frozen=True)
class Reminder:
    """Half the turn time is gone: remind these seats."""

    table: TableInfo
    seats: tuple[SeatInfo, ...]


@dataclass
class TickReport:
    """What one run of the turn clock did: reminders to send and stand-in updates to publish."""

    reminders: list[Reminder] = field(default_factory=list)
    updates: list[Update] = field(default_factory=list)


@dataclass(frozen=True)
class Vote:
    """The state of a vote to end a table."""

    table: TableInfo
    votes: int
    needed: int
    ended: bool


@dataclass(frozen=True)
class LogEntry:
    """One effective move of a table's history, with the events it caused."""

    seq: int
    seat: int
    action: str
    by_computer: bool
    events: tuple[Event, ...]


@dataclass(frozen=True)
class GameStats:
    """Games and wins in one game."""

    game: str
    games: int
    wins: int


@dataclass(frozen=True)
class Stats:
    """A player's record in a server."""

    user_id: int
    games: int
    wins: int
    stand_in_games: int
    per_game: tuple[GameStats, ...]


@dataclass(frozen=True)
class Standing:
    """One leaderboard line."""

    user_id: int
    wins: int
    games: int


@dataclass(frozen=True)
class ServerLanguage:
    """The language of a server's tables: the one set with `/config language`, else the server's
    Discord locale, else English."""

    guild_id: int | None
    locale: str | None = None
    discord_locale: str | None = None

    @classmethod
    def of(cls, guild_id: int | None, row: GuildConfig | None) -> ServerLanguage:
        """From a stored row (nothing known when there is none)."""
        if row is None:
            return cls(guild_id)
        return cls(guild_id, row.locale, row.discord_locale)

    def language(self) -> str:
        """The language of the tables' public messages."""
        return resolve(self.locale, self.discord_locale)
