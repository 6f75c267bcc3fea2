"""Database tables: game tables, seats, the append-only action log, results and ratings, preferences, server settings."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    DateTime,
    Double,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

JSONType = JSON().with_variant(JSONB(), "postgresql")


class UTCDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC datetimes on every backend (SQLite keeps no zone)."""

    impl = DateTime
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        return None if value is None else value.replace(tzinfo=UTC)


class Base(DeclarativeBase):
    """Declarative base for all models."""


class TableRow(Base):
    """One game at one table (a thread or channel)."""

    __tablename__ = "tables"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game: Mapped[str] = mapped_column(String(32))
    guild_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    channel_id: Mapped[int | None] = mapped_column(BigInteger)
    thread_id: Mapped[int | None] = mapped_column(BigInteger)
    message_id: Mapped[int | None] = mapped_column(BigInteger)
    host_id: Mapped[int] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(16), index=True)  # lobby/running/finished/cancelled/abandoned
    options: Mapped[dict[str, Any]] = mapped_column(JSONType)
    seed: Mapped[int] = mapped_column(BigInteger)
    snapshot: Mapped[dict[str, Any] | None] = mapped_column(JSONType, nullable=True)
    version: Mapped[int] = mapped_column(Integer, default=0)
    # Per seat, the version at which its current decision was asked: older clicks are stale.
    prompts: Mapped[dict[str, Any]] = mapped_column(JSONType, default=dict)
    # Turn clock: seconds per turn (None: off), when the current turn expires, when to remind.
    turn_limit: Mapped[int | None] = mapped_column(Integer, nullable=True, default=None)
    deadline: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True, index=True, default=None)
    reminder_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True, index=True, default=None)
    # User ids of the players who voted to end the table.
    end_votes: Mapped[list[int] | None] = mapped_column(JSONType, nullable=True, default=list)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)

    seats: Mapped[list[SeatRow]] = relationship(
        back_populates="table", order_by="SeatRow.seat", cascade="all, delete-orphan", lazy="selectin"
    )


class SeatRow(Base):
    """A seat at a table: a Discord user or a computer player."""

    __tablename__ = "seats"

    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True, index=True)
    name: Mapped[str] = mapped_column(String(100))
    # Computer level, or None for a human. A seat handed to the computer after missed turns keeps its
    # user_id, so the player can take it back.
    computer: Mapped[str | None] = mapped_column(String(16), nullable=True)
    dm_ok: Mapped[bool] = mapped_column(Boolean, default=True)
    # Consecutive turns a stand-in played for this human, and whether a computer ever played for them.
    missed: Mapped[int] = mapped_column(Integer, default=0)
    stood_in: Mapped[bool] = mapped_column(Boolean, default=False)

    table: Mapped[TableRow] = relationship(back_populates="seats")


class ActionRow(Base):
    """One applied action: the append-only log that replays every game."""

    __tablename__ = "actions"

    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(String(100))
    by_computer: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class HintRow(Base):
    """One hint a player asked for: counted in the table's log and its end message (a hinted game is not rated)."""

    __tablename__ = "hints"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    version: Mapped[int] = mapped_column(Integer)  # the table's version the hint was for
    action: Mapped[str] = mapped_column(String(100))  # the move suggested
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)


class ResultRow(Base):
    """A finished game's result for one seat, kept for statistics."""

    __tablename__ = "results"

    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(32), index=True)
    guild_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    user_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    computer: Mapped[bool] = mapped_column(Boolean, default=False)
    score: Mapped[int] = mapped_column(Integer)
    rank: Mapped[int] = mapped_column(Integer)
    winner: Mapped[bool] = mapped_column(Boolean)
    stand_in: Mapped[bool] = mapped_column(Boolean, default=False)  # a computer played for this seat at some point
    finished_at: Mapped[datetime] = mapped_column(UTCDateTime)


class PlayerPrefs(Base):
    """A user's preferences (language, pings)."""

    __tablename__ = "player_prefs"

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    # The language the user chose with `/settings language` (en/de/fa), None: follow Discord.
    locale: Mapped[str | None] = mapped_column(String(16), nullable=True)
    # The user's Discord locale as last seen on an interaction (e.g. "de"), for messages sent later.
    discord_locale: Mapped[str | None] = mapped_column(String(16), nullable=True)
    mention_on_turn: Mapped[bool] = mapped_column(Boolean, default=True)
    dm_on_turn: Mapped[bool] = mapped_column(Boolean, default=True)
    quiet: Mapped[bool] = mapped_column(Boolean, default=False)
    notes: Mapped[str | None] = mapped_column(Text, nullable=True)


class GuildConfig(Base):
    """A server's settings (set by members with Manage Server)."""

    __tablename__ = "guild_config"

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    turn_limit: Mapped[int | None] = mapped_column(Integer, nullable=True)  # default turn clock in seconds
    # The language of the tables' public messages set with `/config language` (None: follow Discord),
    # and the server's preferred Discord locale as last seen on an interaction.
    locale: Mapped[str | None] = mapped_column(String(16), nullable=True)
    discord_locale: Mapped[str | None] = mapped_column(String(16), nullable=True)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # When the bot was removed from the server (None: it is there); its data is purged after a grace period.
    left_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True, default=None)


class MetaRow(Base):
    """A fact about the bot itself, by key (e.g. the hash of the command tree last synced)."""

    __tablename__ = "bot_meta"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class OutboxRow(Base):
    """A message owed to Discord, recorded in the transaction that made it due; delivered afterwards.

    Kinds: `board` (the thread's post with the pings), `dm` (one seat's prompt), `clicked` (the ✅ edit
    of the message a move was chosen on), `final` (the end-of-game edits of the last prompts). A
    process claims a row before sending (`claimed_by`, `claimed_at`; a claim older than the lease is
    taken over) and sets `delivered_at` after. A delivered DM prompt remembers where it went, and
    stays `live` while its buttons are the seat's current ones (to be marked stale or final later).
    """

    __tablename__ = "outbox"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), index=True)
    version: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    seat: Mapped[int | None] = mapped_column(Integer, nullable=True)
    user_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    payload: Mapped[dict[str, Any]] = mapped_column(JSONType)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    claimed_by: Mapped[str | None] = mapped_column(String(64), nullable=True)
    claimed_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    delivered_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True, index=True)
    channel_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    message_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    sent_text: Mapped[str | None] = mapped_column(Text, nullable=True)
    live: Mapped[bool] = mapped_column(Boolean, default=False)


class RateBudgetRow(Base):
    """Discord's global rate limit shared by the processes of a deployment (PostgreSQL only).

    `sent`: the database-clock times (epoch seconds) of the last N requests, oldest first; a request
    may go when the oldest is a second old (`bot.ratelimit.SharedLimit`).
    """

    __tablename__ = "rate_budget"

    key: Mapped[str] = mapped_column(String(32), primary_key=True)
    sent: Mapped[list[float]] = mapped_column(JSON().with_variant(ARRAY(Float()), "postgresql"))


class RatedResultRow(Base):
    """One seat of a rated game, in the order games were rated: what the ratings are recomputed from.

    A person's seat has `user_id`; a computer's has `level` (it plays at that level's fixed rating).
    `mu_before`… `sigma_after` are the seat's rating around this game (a computer's stays fixed).
    """

    __tablename__ = "rated_results"
    __table_args__ = (UniqueConstraint("table_id", "seat", name="uq_rated_results_table_seat"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    game: Mapped[str] = mapped_column(String(32))
    guild_id: Mapped[int] = mapped_column(BigInteger)
    user_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    level: Mapped[str | None] = mapped_column(String(16), nullable=True)
    rank: Mapped[int] = mapped_column(Integer)
    mu_before: Mapped[float] = mapped_column(Double)
    sigma_before: Mapped[float] = mapped_column(Double)
    mu_after: Mapped[float] = mapped_column(Double)
    sigma_after: Mapped[float] = mapped_column(Double)
    rated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class RatingRow(Base):
    """A person's rating in one game in one server (derived from `rated_results`).

    `conservative` is μ − 3σ, kept as a column so the leaderboard is an index scan.
    """

    __tablename__ = "ratings"
    __table_args__ = (Index("ix_ratings_board", "guild_id", "game", "conservative"),)

    guild_id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    game: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    mu: Mapped[float] = mapped_column(Double)
    sigma: Mapped[float] = mapped_column(Double)
    conservative: Mapped[float] = mapped_column(Double)
    games: Mapped[int] = mapped_column(Integer, default=0)
    wins: Mapped[int] = mapped_column(Integer, default=0)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime)


class ReplayPostRow(Base):
    """A finished table's replay: built by one process at a time (`claimed_by`, `claimed_at`; a claim
    older than the lease is taken over, a failed build clears it), then posted once: where it went."""

    __tablename__ = "replay_posts"

    table_id: Mapped[int] = mapped_column(ForeignKey("tables.id", ondelete="CASCADE"), primary_key=True)
    claimed_by: Mapped[str | None] = mapped_column(String(64), nullable=True)
    claimed_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    channel_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    message_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    posted_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
