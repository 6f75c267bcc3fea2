"""Repository and unit of work: the only code that speaks SQL (with the statements it builds once, `bot.store.statements`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from datetime import datetime
from types import TracebackType
from typing import Any, TypeVar, cast

from sqlalchemy import CursorResult, Result, delete, func, select, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession
from sqlalchemy.orm.attributes import set_committed_value

from bot.store.db import make_engine, migrate, sessionmaker
from bot.store.limits import fits_id
from bot.store.models import ActionRow, GuildConfig, OutboxRow, PlayerPrefs, ReplayPostRow, ResultRow, SeatRow, TableRow
from bot.store.statements import (
    ADD_ACTIONS,
    ADD_OWED,
    MARK,
    OWED_COLUMNS,
    OWING,
    SAVE,
    SEATS,
    SETTINGS,
    TABLE,
    TABLE_FOR_UPDATE,
    value_or_default,
)
from bot.store.status import ENDED, OPEN, Status

T = TypeVar("T")


def rows_changed(result: Result[Any]) -> int:
    """How many rows an UPDATE or DELETE changed (its result is a cursor's)."""
    return int(cast("CursorResult[Any]", result).rowcount or 0)

class StaleVersion(Exception):
    """Another writer changed the table since it was read."""


class Repository:
    """Queries on one session."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def add_table(self, row: TableRow) -> TableRow:
        """Insert a table (with its seats) and assign its id."""
        self.session.add(row)
        await self.session.flush()
        return row

    async def get_table(self, table_id: int, *, for_update: bool = False) -> TableRow | None:
        """A table with its seats, optionally row-locked (PostgreSQL) for the transaction."""
        if not fits_id(table_id):
            return None  # no table has that number, and the query would overflow the id column
        ids = {"table_id": table_id}
        row = (await self.session.execute(TABLE_FOR_UPDATE if for_update else TABLE, ids)).scalar_one_or_none()
        if row is not None:
            # The seats by a query of their own rather than the relationship's selectin loader, whose
            # bookkeeping cost more CPU than the two statements (earlier changes are flushed first).
            set_committed_value(row, "seats", list((await self.session.execute(SEATS, ids)).scalars()))
        return row

    async def tables_of_user(self, user_id: int, guild_id: int | None, statuses: Sequence[str]) -> Sequence[TableRow]:
        """Tables where the user holds a seat, newest first."""
        query = (
            select(TableRow)
            .join(SeatRow, SeatRow.table_id == TableRow.id)
            .where(SeatRow.user_id == user_id, TableRow.status.in_(statuses))
            .order_by(TableRow.id.desc())
        )
        if guild_id is not None:
            query = query.where(TableRow.guild_id == guild_id)
        return (await self.session.execute(query)).scalars().unique().all()

    async def table_in_channel(self, channel_id: int, statuses: Sequence[str]) -> TableRow | None:
        """The newest table whose thread or channel is `channel_id`."""
        query = (
            select(TableRow)
            .where(
                (TableRow.thread_id == channel_id) | ((TableRow.thread_id.is_(None)) & (TableRow.channel_id == channel_id)),
                TableRow.status.in_(statuses),
            )
            .order_by(TableRow.id.desc())
            .limit(1)
        )
        return (await self.session.execute(query)).scalar_one_or_none()

    async def save_progress(
        self,
        row: TableRow,
        expected_version: int,
        snapshot: dict[str, Any],
        actions: Sequence[tuple[int, str, bool]],
        prompts: dict[str, Any],
        now: datetime,
        status: str | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> int:
        """Append actions and store the new snapshot, only if nobody else moved first.

        The version check sits in the UPDATE itself, so two processes can never both apply.
        `extra` sets further table columns in the same UPDATE (e.g. the turn clock).
        """
        new_version = expected_version + len(actions)
        values: dict[str, Any] = {"snapshot": snapshot, "version": new_version, "prompts": prompts, "updated_at": now, **(extra or {})}
        if status is not None:
            values["status"] = status
            if status in ENDED:
                values["finished_at"] = now
        result = await self.session.execute(SAVE, {"table_id": row.id, "expected_version": expected_version, **values})
        if rows_changed(result) != 1:
            raise StaleVersion(f"table {row.id} moved past version {expected_version}")
        # The row in memory takes the stored values as committed ones: no second UPDATE at commit,
        # and no reload afterwards.
        for key, value in values.items():
            set_committed_value(row, key, value)
        if actions:
            logged = [
                {"table_id": row.id, "seq": expected_version + offset + 1, "seat": seat, "action": text, "by_computer": by_computer, "created_at": now}
                for offset, (seat, text, by_computer) in enumerate(actions)
            ]
            await self.session.execute(ADD_ACTIONS, logged)
        await self.session.flush()  # the seats and other rows changed in this unit, as before
        return new_version

    async def write_seats(self, row: TableRow) -> None:
        """Write a table's changed seats now, ahead of the version-checked update of the table itself."""
        await self.session.flush()

    async def has_played(self, table_id: int, user_id: int) -> bool:
        """Whether the user has a result at the table (they were seated when it finished)."""
        query = select(ResultRow.seat).where(ResultRow.table_id == table_id, ResultRow.user_id == user_id).limit(1)
        return (await self.session.execute(query)).first() is not None

    async def patch_table(self, table_id: int, version: int, status: str, values: Mapping[str, Any]) -> bool:
        """Set some columns of a table, only if its version and status are still those read."""
        result = await self.session.execute(
            update(TableRow)
            .where(TableRow.id == table_id, TableRow.version == version, TableRow.status == status)
            .values(**values)
            .execution_options(synchronize_session=False)
        )
        return rows_changed(result) == 1

    async def table_ids(self, statuses: Sequence[str], after: int = 0, limit: int = 500) -> list[int]:
        """Ids of tables in these statuses above `after`, in order (for a sweep in batches)."""
        query = select(TableRow.id).where(TableRow.status.in_(statuses), TableRow.id > after).order_by(TableRow.id).limit(limit)
        return [int(i) for i in (await self.session.execute(query)).scalars().all()]

    async def awaiting_computers(self, after: int = 0, limit: int = 500, *, quiet_since: datetime | None = None) -> tuple[list[int], int | None]:
        """Running tables above `after` whose current decision is a computer's (a seat with a computer
        level among the seats asked, `prompts`), unchanged since `quiet_since` if given, and the last id
        looked at (None: no more)."""
        query = select(TableRow.id, TableRow.prompts).where(TableRow.status == Status.RUNNING, TableRow.id > after)
        if quiet_since is not None:
            query = query.where(TableRow.updated_at <= quiet_since)
        query = query.order_by(TableRow.id).limit(limit)
        # A damaged row's prompts may be anything: it awaits nobody here (the check sets it aside when touched).
        found = [(int(i), dict(p) if isinstance(p, dict) else {}) for i, p in (await self.session.execute(query)).all()]
        if not found:
            return [], None
        ids = [i for i, _ in found]
        computers = await self.session.execute(select(SeatRow.table_id, SeatRow.seat).where(SeatRow.table_id.in_(ids), SeatRow.computer.is_not(None)))
        playing: dict[int, set[int]] = {}
        for table_id, seat in computers.all():
            playing.setdefault(int(table_id), set()).add(int(seat))
        waiting = [i for i, prompts in found if any(str(s).isdigit() and int(s) in playing.get(i, set()) for s in prompts)]
        return waiting, ids[-1]

    async def actions(self, table_id: int) -> Sequence[ActionRow]:
        """The whole action log of a table, in order."""
        query = select(ActionRow).where(ActionRow.table_id == table_id).order_by(ActionRow.seq)
        return (await self.session.execute(query)).scalars().all()

    async def add_results(self, rows: Sequence[ResultRow]) -> None:
        """Store a finished game's results."""
        self.session.add_all(rows)
        await self.session.flush()

    async def results_of_user(self, user_id: int, guild_id: int | None = None) -> Sequence[ResultRow]:
        """Every result of a user (optionally in one server)."""
        query = select(ResultRow).where(ResultRow.user_id == user_id)
        if guild_id is not None:
            query = query.where(ResultRow.guild_id == guild_id)
        return (await self.session.execute(query)).scalars().all()

    async def leaderboard(self, game: str, guild_id: int | None, limit: int = 10) -> Sequence[tuple[int, int, int]]:
        """(user_id, wins, games) for humans, most wins first."""
        wins = func.sum(func.cast(ResultRow.winner, type_=ResultRow.score.type))
        query = (
            select(ResultRow.user_id, wins.label("wins"), func.count().label("games"))
            .where(ResultRow.game == game, ResultRow.user_id.is_not(None), ResultRow.computer.is_(False))
            .group_by(ResultRow.user_id)
            .order_by(wins.desc(), func.count().desc())
            .limit(limit)
        )
        if guild_id is not None:
            query = query.where(ResultRow.guild_id == guild_id)
        return [(int(u), int(w or 0), int(g)) for u, w, g in (await self.session.execute(query)).all()]

    async def due_tables(self, now: datetime, games: Iterable[str]) -> list[int]:
        """Running tables of these games whose turn clock expired or whose reminder is due."""
        query = (
            select(TableRow.id)
            .where(
                TableRow.status == Status.RUNNING,
                TableRow.game.in_(sorted(games)),
                (TableRow.deadline <= now) | (TableRow.reminder_at <= now),
            )
            .order_by(TableRow.id)
        )
        return [int(i) for i in (await self.session.execute(query)).scalars().all()]

    async def claim_reminder(self, table_id: int, reminder_at: datetime) -> bool:
        """Clear a due reminder; True for the one caller that cleared it (so it is sent once)."""
        result = await self.session.execute(
            update(TableRow)
            .where(TableRow.id == table_id, TableRow.reminder_at == reminder_at)
            .values(reminder_at=None)
            .execution_options(synchronize_session=False)
        )
        return rows_changed(result) == 1

    async def claim_deadline(self, table_id: int, deadline: datetime) -> bool:
        """Clear a passed turn deadline; True for the one caller that cleared it (so a turn runs out once)."""
        result = await self.session.execute(
            update(TableRow)
            .where(TableRow.id == table_id, TableRow.deadline == deadline)
            .values(deadline=None)
            .execution_options(synchronize_session=False)
        )
        return rows_changed(result) == 1

    async def prefs_of(self, user_ids: Iterable[int]) -> dict[int, PlayerPrefs]:
        """Stored preferences of several users (missing ones are left out)."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        query = select(PlayerPrefs).where(PlayerPrefs.user_id.in_(ids))
        return {p.user_id: p for p in (await self.session.execute(query)).scalars().all()}

    async def settings(self, guild_id: int | None, user_ids: Iterable[int]) -> tuple[GuildConfig | None, dict[int, PlayerPrefs]]:
        """A server's stored settings and several users' preferences (missing ones left out) in one query,
        as a table's messages need them: one row per user found, each beside the server's settings."""
        rows = (await self.session.execute(SETTINGS, {"guild_id": guild_id, "user_ids": sorted(set(user_ids))})).all()
        config = next((c for c, _ in rows if c is not None), None)
        return config, {p.user_id: p for _, p in rows if p is not None}

    async def guild_config(self, guild_id: int) -> GuildConfig | None:
        """A server's stored settings."""
        return await self.session.get(GuildConfig, guild_id)

    async def save_guild_config(self, config: GuildConfig) -> None:
        """Insert or update a server's settings."""
        await self.session.merge(config)
        await self.session.flush()

    async def prefs(self, user_id: int) -> PlayerPrefs | None:
        """A user's stored preferences."""
        return await self.session.get(PlayerPrefs, user_id)

    async def save_prefs(self, prefs: PlayerPrefs) -> None:
        """Insert or update preferences."""
        await self.session.merge(prefs)
        await self.session.flush()

    # ---- the outbox: messages owed to Discord ----------------------------------------------

    async def add_owed(self, rows: Sequence[OutboxRow]) -> None:
        """Record owed messages in this transaction (ids assigned); the rows stay out of the session."""
        if not rows:
            return
        values = [{column.key: value_or_default(row, column) for column in OWED_COLUMNS} for row in rows]
        ids = (await self.session.execute(ADD_OWED, values)).scalars().all()
        for row, new_id in zip(rows, ids, strict=True):
            set_committed_value(row, "id", new_id)

    async def live_prompts(self, table_id: int) -> Sequence[OutboxRow]:
        """A table's delivered DM prompts whose buttons are still the seat's current ones."""
        query = select(OutboxRow).where(OutboxRow.table_id == table_id, OutboxRow.live.is_(True)).order_by(OutboxRow.id)
        return (await self.session.execute(query)).scalars().all()

    async def owing(self, table_id: int) -> tuple[list[OutboxRow], OutboxRow | None, list[OutboxRow]]:
        """What a move's messages build on, in one query: the live prompts (`live_prompts`), the newest
        owed board post (delivered or not), and each seat's news held since its last DM, oldest first."""
        rows = (await self.session.execute(OWING, {"table_id": table_id})).scalars().all()
        boards = [r for r in rows if r.kind == "board"]
        return [r for r in rows if r.live], (boards[-1] if boards else None), [r for r in rows if r.kind == "news"]

    async def last_board(self, table_id: int) -> OutboxRow | None:
        """The table's newest delivered board post."""
        query = (
            select(OutboxRow)
            .where(OutboxRow.table_id == table_id, OutboxRow.kind == "board", OutboxRow.message_id.is_not(None))
            .order_by(OutboxRow.id.desc())
            .limit(1)
        )
        return (await self.session.execute(query)).scalar_one_or_none()

    async def claim_owed(
        self, owner: str, now: datetime, taken_before: datetime, limit: int = 100, *, predecessor: tuple[str, datetime] | None = None
    ) -> Sequence[OutboxRow]:
        """Claim undelivered rows nobody holds (or whose claim is older than `taken_before`, or that an owner
        starting with `predecessor[0]` claimed before `predecessor[1]`), oldest first.

        The claim is one conditional UPDATE: of two processes racing for a row, the second finds it
        claimed when its UPDATE re-reads the row, so each row goes to one process.
        """
        taken = OutboxRow.claimed_by.is_(None) | (OutboxRow.claimed_at < taken_before)
        if predecessor is not None:
            prefix, started = predecessor
            taken = taken | (OutboxRow.claimed_by.startswith(prefix, autoescape=True) & (OutboxRow.claimed_at < started))
        free = OutboxRow.delivered_at.is_(None) & taken
        ids = (await self.session.execute(select(OutboxRow.id).where(free).order_by(OutboxRow.id).limit(limit))).scalars().all()
        if not ids:
            return []
        claimed = await self.session.execute(
            update(OutboxRow)
            .where(OutboxRow.id.in_(ids), free)
            .values(claimed_by=owner, claimed_at=now)
            .returning(OutboxRow.id)
            .execution_options(synchronize_session=False)
        )
        mine = sorted(claimed.scalars().all())
        if not mine:
            return []
        query = select(OutboxRow).where(OutboxRow.id.in_(mine)).order_by(OutboxRow.id).execution_options(populate_existing=True)
        return (await self.session.execute(query)).scalars().all()

    async def hold_claims(self, owner: str, ids: Sequence[int], now: datetime) -> list[int]:
        """Renew `owner`'s claim on undelivered rows (taking any nobody holds); the ids it holds now.

        One conditional UPDATE, like the claim: a row another process has taken over is not touched."""
        if not ids:
            return []
        held = await self.session.execute(
            update(OutboxRow)
            .where(OutboxRow.id.in_(ids), OutboxRow.delivered_at.is_(None), OutboxRow.claimed_by.is_(None) | (OutboxRow.claimed_by == owner))
            .values(claimed_by=owner, claimed_at=now)
            .returning(OutboxRow.id)
            .execution_options(synchronize_session=False)
        )
        return sorted(held.scalars().all())

    async def mark_delivered(self, marks: Sequence[Mapping[str, Any]], now: datetime) -> None:
        """Set rows delivered, with where each message went (`id`, `channel_id`, `message_id`, `sent_text`, `live`)."""
        if not marks:
            return
        rows = [{key: value for key, value in mark.items() if key != "id"} | {"delivered_id": mark["id"], "delivered_at": now} for mark in marks]
        await self.session.execute(MARK, rows)

    async def prune_delivered(self, before: datetime) -> int:
        """Forget messages delivered before `before`, except live prompts and the boards of open tables
        (the end still edits them); the number forgotten."""
        open_tables = select(TableRow.id).where(TableRow.status.in_(OPEN))
        result = await self.session.execute(
            delete(OutboxRow)
            .where(
                OutboxRow.delivered_at < before,
                OutboxRow.live.is_(False),
                (OutboxRow.kind != "board") | OutboxRow.table_id.not_in(open_tables),
            )
            .execution_options(synchronize_session=False)
        )
        return rows_changed(result)

    # ---- replays: built once, posted once ----------------------------------------------------

    async def replay_post(self, table_id: int) -> ReplayPostRow | None:
        """A table's replay record (its claim, and where it was posted), read afresh."""
        query = select(ReplayPostRow).where(ReplayPostRow.table_id == table_id).execution_options(populate_existing=True)
        return (await self.session.execute(query)).scalar_one_or_none()

    async def claim_replay(self, table_id: int, owner: str, now: datetime, taken_before: datetime) -> bool:
        """Claim the building of a table's replay: True for the one caller that got it (nobody held it,
        or the claim is older than `taken_before`, and it is not posted yet)."""
        insert = sqlite_insert if self.session.get_bind().dialect.name == "sqlite" else postgresql_insert
        added = await self.session.execute(
            insert(ReplayPostRow).values(table_id=table_id, claimed_by=owner, claimed_at=now).on_conflict_do_nothing(index_elements=["table_id"])
        )
        if rows_changed(added) == 1:
            return True
        free = ReplayPostRow.claimed_by.is_(None) | (ReplayPostRow.claimed_at < taken_before)
        claimed = await self.session.execute(
            update(ReplayPostRow)
            .where(ReplayPostRow.table_id == table_id, ReplayPostRow.message_id.is_(None), free)
            .values(claimed_by=owner, claimed_at=now)
            .execution_options(synchronize_session=False)
        )
        return rows_changed(claimed) == 1

    async def release_replay(self, table_id: int, owner: str) -> None:
        """Give up `owner`'s claim on a replay not posted (its build failed): the next press builds again."""
        await self.session.execute(
            update(ReplayPostRow)
            .where(ReplayPostRow.table_id == table_id, ReplayPostRow.claimed_by == owner, ReplayPostRow.message_id.is_(None))
            .values(claimed_by=None, claimed_at=None)
            .execution_options(synchronize_session=False)
        )

    async def replay_posted(self, table_id: int, channel_id: int, message_id: int, now: datetime) -> None:
        """Remember where a table's replay was posted (and end the claim)."""
        await self.session.execute(
            update(ReplayPostRow)
            .where(ReplayPostRow.table_id == table_id)
            .values(channel_id=channel_id, message_id=message_id, posted_at=now, claimed_by=None, claimed_at=None)
            .execution_options(synchronize_session=False)
        )

    async def last_finished_of_user(self, user_id: int, guild_id: int | None) -> int | None:
        """The table the user played that finished last (in that server, when given): its id."""
        query = (
            select(TableRow.id)
            .join(SeatRow, SeatRow.table_id == TableRow.id)
            .where(SeatRow.user_id == user_id, TableRow.status.in_((Status.FINISHED, Status.ABANDONED)))
            .order_by(TableRow.finished_at.desc().nulls_last(), TableRow.id.desc())
            .limit(1)
        )
        if guild_id is not None:
            query = query.where(TableRow.guild_id == guild_id)
        found = (await self.session.execute(query)).scalar_one_or_none()
        return None if found is None else int(found)


class UnitOfWork:
    """One transaction: `async with store.unit() as uow: ...; await uow.commit()`. Rolls back otherwise."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.repo = Repository(session)

    async def __aenter__(self) -> UnitOfWork:
        return self

    async def __aexit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: TracebackType | None) -> None:
        # close() rolls back whatever was not committed, without expiring loaded objects.
        await self.session.close()

    async def commit(self) -> None:
        """Make the work durable."""
        await self.session.commit()

    async def rollback(self) -> None:
        """Drop what this unit has done so far (and its row locks), keeping it open for more work."""
        await self.session.rollback()


class Store:
    """The database: engine, migrations and units of work."""

    def __init__(self, url: str, engine: AsyncEngine | None = None) -> None:
        self.url = url
        self.engine = engine or make_engine(url)
        self._sessions = sessionmaker(self.engine)

    @property
    def dialect(self) -> str:
        """'sqlite' or 'postgresql'."""
        return self.engine.dialect.name

    async def migrate(self) -> None:
        """Create or upgrade the schema."""
        await migrate(self.engine)

    def unit(self) -> UnitOfWork:
        """A new unit of work."""
        return UnitOfWork(self._sessions())

    async def retrying(self, work: Callable[[], Awaitable[T]]) -> T:
        """Run `work` (which opens its own units) again, once, when another writer inserted the same
        row first: the second run reads that row instead of inserting it."""
        try:
            return await work()
        except IntegrityError:
            return await work()

    async def close(self) -> None:
        """Release connections."""
        await self.engine.dispose()
