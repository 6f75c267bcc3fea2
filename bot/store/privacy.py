"""Queries for privacy requests: everything stored about one user, forgetting it, and purging a server.

Every column that holds a user id or a user's data is read or changed here: `tables.host_id` and
`tables.end_votes`, `seats.user_id` and `seats.name`, `results.user_id`, `rated_results.user_id`,
`ratings`, `player_prefs`, and `outbox.user_id` with the DM's channel, message and text it keeps (and
the board posts' `mentions`). The action log, hints and snapshots name seats, never people.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from bot.store.models import (
    GuildConfig,
    OutboxRow,
    PlayerPrefs,
    RatedResultRow,
    RatingRow,
    ResultRow,
    SeatRow,
    TableRow,
)
from bot.store.repository import rows_changed
from bot.store.status import OPEN

# The host id of a table whose host asked to be forgotten (no Discord user has id 0).
NOBODY = 0


class PrivacyRepository:
    """Reads and changes one user's (or one server's) rows on one session."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    # ---- what is stored about a user -----------------------------------------------------

    async def seats_of(self, user_id: int) -> Sequence[tuple[TableRow, SeatRow]]:
        """Every seat the user holds or held (also one the computer plays for them now), with its table, oldest first."""
        query = select(TableRow, SeatRow).join(SeatRow, SeatRow.table_id == TableRow.id).where(SeatRow.user_id == user_id).order_by(TableRow.id, SeatRow.seat)
        return [(table, seat) for table, seat in (await self.session.execute(query)).tuples().all()]

    async def hosted_by(self, user_id: int) -> list[int]:
        """Ids of the tables the user is the host of."""
        query = select(TableRow.id).where(TableRow.host_id == user_id).order_by(TableRow.id)
        return [int(i) for i in (await self.session.execute(query)).scalars().all()]

    async def voted_by(self, user_id: int, table_ids: Sequence[int]) -> list[int]:
        """Ids of the tables among `table_ids` whose votes to end hold the user (votes come only from seated players)."""
        if not table_ids:
            return []
        query = select(TableRow.id, TableRow.end_votes).where(TableRow.id.in_(table_ids)).order_by(TableRow.id)
        return [int(i) for i, votes in (await self.session.execute(query)).tuples().all() if isinstance(votes, list) and user_id in votes]

    async def results_of(self, user_id: int) -> Sequence[ResultRow]:
        """The user's results of finished games."""
        query = select(ResultRow).where(ResultRow.user_id == user_id).order_by(ResultRow.table_id)
        return (await self.session.execute(query)).scalars().all()

    async def rated_of(self, user_id: int) -> Sequence[RatedResultRow]:
        """The user's seats of rated games (what their ratings are recomputed from)."""
        query = select(RatedResultRow).where(RatedResultRow.user_id == user_id).order_by(RatedResultRow.id)
        return (await self.session.execute(query)).scalars().all()

    async def ratings_of(self, user_id: int) -> Sequence[RatingRow]:
        """The user's ratings, per server and game."""
        query = select(RatingRow).where(RatingRow.user_id == user_id).order_by(RatingRow.guild_id, RatingRow.game)
        return (await self.session.execute(query)).scalars().all()

    async def prefs_of(self, user_id: int) -> PlayerPrefs | None:
        """The user's preferences, if any are stored."""
        return await self.session.get(PlayerPrefs, user_id)

    async def messages_to(self, user_id: int) -> Sequence[OutboxRow]:
        """The outbox rows addressed to the user (their DM prompts and end messages, the ✅ edits of their clicks)."""
        query = select(OutboxRow).where(OutboxRow.user_id == user_id).order_by(OutboxRow.id)
        return (await self.session.execute(query)).scalars().all()

    async def boards_naming(self, user_id: int, table_ids: Sequence[int]) -> list[OutboxRow]:
        """The board posts of `table_ids` that ping the user (`mentions` in their payload)."""
        if not table_ids:
            return []
        query = select(OutboxRow).where(OutboxRow.table_id.in_(table_ids), OutboxRow.kind == "board").order_by(OutboxRow.id)
        rows = (await self.session.execute(query)).scalars().all()
        return [row for row in rows if isinstance(row.payload, dict) and user_id in (row.payload.get("mentions") or [])]

    # ---- forgetting a user ---------------------------------------------------------------

    async def anonymise_seats(self, user_id: int, placeholder: str) -> int:
        """The user's seats at tables no longer played lose their user id and name; the number changed."""
        ended = select(TableRow.id).where(TableRow.status.not_in(OPEN))
        result = await self.session.execute(
            update(SeatRow)
            .where(SeatRow.user_id == user_id, SeatRow.table_id.in_(ended))
            .values(user_id=None, name=placeholder)
            .execution_options(synchronize_session=False)
        )
        return rows_changed(result)

    async def rename_seat(self, table_id: int, seat: int, placeholder: str) -> None:
        """A seat the user left (now the computer's) no longer shows their name."""
        await self.session.execute(
            update(SeatRow)
            .where(SeatRow.table_id == table_id, SeatRow.seat == seat, SeatRow.user_id.is_(None))
            .values(name=placeholder)
            .execution_options(synchronize_session=False)
        )

    async def unhost(self, user_id: int) -> int:
        """Tables the user still hosts get no host; the number changed."""
        result = await self.session.execute(
            update(TableRow).where(TableRow.host_id == user_id).values(host_id=NOBODY).execution_options(synchronize_session=False)
        )
        return rows_changed(result)

    async def drop_votes(self, user_id: int, table_ids: Sequence[int]) -> None:
        """Take the user's votes to end out of these tables."""
        for table in (await self.session.execute(select(TableRow).where(TableRow.id.in_(table_ids)))).scalars().all():
            table.end_votes = [v for v in (table.end_votes or []) if v != user_id]
        await self.session.flush()

    async def unlink_results(self, user_id: int) -> tuple[int, int]:
        """The user's results and rated seats keep their scores and places but lose the user id (a rated
        seat without user id or level is a forgotten person: its stored rating stands); the numbers changed."""
        results = await self.session.execute(
            update(ResultRow).where(ResultRow.user_id == user_id).values(user_id=None).execution_options(synchronize_session=False)
        )
        rated = await self.session.execute(
            update(RatedResultRow).where(RatedResultRow.user_id == user_id).values(user_id=None, level=None).execution_options(synchronize_session=False)
        )
        return rows_changed(results), rows_changed(rated)

    async def delete_user_rows(self, user_id: int) -> tuple[int, int]:
        """Delete the user's ratings and preferences; the numbers deleted."""
        ratings = await self.session.execute(delete(RatingRow).where(RatingRow.user_id == user_id).execution_options(synchronize_session=False))
        prefs = await self.session.execute(delete(PlayerPrefs).where(PlayerPrefs.user_id == user_id).execution_options(synchronize_session=False))
        return rows_changed(ratings), rows_changed(prefs)

    async def forget_messages(self, user_id: int, table_ids: Sequence[int]) -> int:
        """Delete the delivered outbox rows addressed to the user; undelivered ones lose the address (delivery
        skips a row without one); board posts stop pinging them. The number of rows addressed to them."""
        delivered = await self.session.execute(
            delete(OutboxRow).where(OutboxRow.user_id == user_id, OutboxRow.delivered_at.is_not(None)).execution_options(synchronize_session=False)
        )
        owed = await self.session.execute(
            update(OutboxRow)
            .where(OutboxRow.user_id == user_id)
            .values(user_id=None, channel_id=None, message_id=None, sent_text=None, live=False)
            .execution_options(synchronize_session=False)
        )
        for board in await self.boards_naming(user_id, table_ids):
            payload: dict[str, Any] = dict(board.payload)
            payload["mentions"] = [u for u in payload.get("mentions") or [] if u != user_id]
            board.payload = payload
            if board.sent_text:
                board.sent_text = board.sent_text.replace(f"<@{user_id}>", "").replace(f"<@!{user_id}>", "")
        await self.session.flush()
        return rows_changed(delivered) + rows_changed(owed)

    # ---- servers the bot left ------------------------------------------------------------

    async def mark_left(self, guild_id: int, now: datetime) -> None:
        """Remember when the bot was removed from a server (kept at the first removal until it is back)."""
        config = await self.session.get(GuildConfig, guild_id)
        if config is None:
            self.session.add(GuildConfig(guild_id=guild_id, turn_limit=None, updated_at=now, left_at=now))
        elif config.left_at is None:
            config.left_at = now
        await self.session.flush()

    async def mark_back(self, guild_ids: Sequence[int]) -> int:
        """The bot is in these servers again: their purge is off; the number whose purge was due."""
        if not guild_ids:
            return 0
        result = await self.session.execute(
            update(GuildConfig)
            .where(GuildConfig.guild_id.in_(guild_ids), GuildConfig.left_at.is_not(None))
            .values(left_at=None)
            .execution_options(synchronize_session=False)
        )
        return rows_changed(result)

    async def left_before(self, cutoff: datetime) -> list[int]:
        """Servers the bot was removed from before `cutoff` (and not back since)."""
        query = select(GuildConfig.guild_id).where(GuildConfig.left_at.is_not(None), GuildConfig.left_at <= cutoff).order_by(GuildConfig.guild_id)
        return [int(g) for g in (await self.session.execute(query)).scalars().all()]

    async def left_servers(self) -> Sequence[tuple[int, datetime]]:
        """Every server the bot was removed from and when, not back since."""
        query = select(GuildConfig.guild_id, GuildConfig.left_at).where(GuildConfig.left_at.is_not(None)).order_by(GuildConfig.guild_id)
        return [(int(g), when) for g, when in (await self.session.execute(query)).tuples().all() if when is not None]

    async def purge_server(self, guild_id: int, cutoff: datetime) -> int | None:
        """Delete a server's tables (their seats, logs, hints, results and messages go with them by cascade),
        its ratings and its settings, if the bot left it before `cutoff` and is not back; None when it
        is not due. The number of tables deleted."""
        config = await self.session.get(GuildConfig, guild_id, with_for_update=True)
        if config is None or config.left_at is None or config.left_at > cutoff:
            return None
        tables = await self.session.execute(delete(TableRow).where(TableRow.guild_id == guild_id).execution_options(synchronize_session=False))
        for model in (ResultRow, RatedResultRow, RatingRow):
            await self.session.execute(delete(model).where(model.guild_id == guild_id).execution_options(synchronize_session=False))
        await self.session.delete(config)
        await self.session.flush()
        return rows_changed(tables)
