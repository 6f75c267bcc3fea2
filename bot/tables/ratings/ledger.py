"""Ratings in the database: rating a finished table in its own transaction, and reading ratings back.

`rate_finished` runs in the transaction that stores a table's result (`bot.tables.core`): it takes
the people's rating rows with a row lock (creating missing ones in the same statement, so two tables
ending at once both see and update the same row in turn), rates the game, and records each seat of it
in `rated_results`, in the order games were rated, which is what `bot.tables.ratings.recompute` replays.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, bindparam, func, insert, select, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncSession

from bot.games.base import Outcome
from bot.store import RatedResultRow, RatingRow, TableRow, UnitOfWork
from bot.tables.ratings.scale import NEW, RatingChange, Skill, changes, computer_skill, ranks_of, rate, unrated_reason

# Plain table statements, not the ORM's bulk forms: the step runs at every finished game, and these
# cost less to prepare.
RATINGS = cast(Table, RatingRow.__table__)
RATED = cast(Table, RatedResultRow.__table__)
WRITE_RATING = (
    update(RATINGS)
    .where(RATINGS.c.guild_id == bindparam("key_guild"), RATINGS.c.game == bindparam("key_game"), RATINGS.c.user_id == bindparam("key_user"))
    .values({name: bindparam(name) for name in ("mu", "sigma", "conservative", "games", "wins", "updated_at")})
)


def unrated(row: TableRow) -> str | None:
    """Why a table's game does not count for ratings, or None when it does (see `scale.unrated_reason`)."""
    options = row.options if isinstance(row.options, dict) else {}
    return unrated_reason(options, row.guild_id, [(s.user_id, s.computer, bool(s.stood_in)) for s in sorted(row.seats, key=lambda s: s.seat)])


async def rate_finished(uow: UnitOfWork, row: TableRow, outcome: Outcome, now: datetime) -> list[RatingChange]:
    """Rate a table that has just finished (nothing when it is not rated); the people's changes.

    Three statements: the people's rating rows created or locked and read, their new values written,
    the game's seats recorded."""
    if unrated(row) is not None or row.guild_id is None:
        return []
    seats = sorted(row.seats, key=lambda s: s.seat)
    current = await lock_ratings(uow.session, row.guild_id, row.game, sorted(s.user_id for s in seats if s.user_id is not None), now)
    before = [current[s.user_id][0] if s.user_id is not None else computer_skill(s.computer) for s in seats]
    ranks = ranks_of(outcome.scores, outcome.winners)
    after = [new if seat.user_id is not None else old for seat, old, new in zip(seats, before, rate(before, ranks), strict=True)]  # computers stay fixed
    written: list[dict[str, Any]] = []
    recorded: list[dict[str, Any]] = []
    for seat, old, new, rank in zip(seats, before, after, ranks, strict=True):
        if seat.user_id is not None:
            _, games, wins = current[seat.user_id]
            written.append(
                {"key_guild": row.guild_id, "key_game": row.game, "key_user": seat.user_id, "mu": new.mu, "sigma": new.sigma,
                 "conservative": new.conservative, "games": games + 1, "wins": wins + int(rank == 1), "updated_at": now}
            )
        recorded.append(
            {"table_id": row.id, "seat": seat.seat, "game": row.game, "guild_id": row.guild_id, "user_id": seat.user_id,
             "level": seat.computer if seat.user_id is None else None, "rank": rank, "mu_before": old.mu, "sigma_before": old.sigma,
             "mu_after": new.mu, "sigma_after": new.sigma, "rated_at": now}
        )
    await uow.session.execute(WRITE_RATING, written)
    await uow.session.execute(insert(RATED), recorded)
    return changes([(s.seat, s.user_id, rank, old, new) for s, rank, old, new in zip(seats, ranks, before, after, strict=True)])


async def lock_ratings(session: AsyncSession, guild_id: int, game: str, users: Sequence[int], now: datetime) -> dict[int, tuple[Skill, int, int]]:
    """Each of `users`' rating, rated games and wins (a new player's row created at the starting rating),
    the rows locked for this transaction: one upsert whose do-nothing update takes the row locks, in user
    order (so two tables ending at once with a shared player wait for each other, never deadlock)."""
    if not users:
        return {}
    upsert = postgresql_insert if session.bind is not None and session.bind.dialect.name == "postgresql" else sqlite_insert
    fresh: list[dict[str, Any]] = [
        {"guild_id": guild_id, "game": game, "user_id": user, "mu": NEW.mu, "sigma": NEW.sigma, "conservative": NEW.conservative, "games": 0, "wins": 0, "updated_at": now}
        for user in users
    ]
    statement = (
        upsert(RATINGS)
        .on_conflict_do_update(index_elements=["guild_id", "game", "user_id"], set_={"games": RATINGS.c.games})
        .returning(RATINGS.c.user_id, RATINGS.c.mu, RATINGS.c.sigma, RATINGS.c.games, RATINGS.c.wins)
    )
    rows = (await session.execute(statement, fresh)).all()  # rows as parameters: one cached statement
    return {int(user): (Skill(float(mu), float(sigma)), int(games), int(wins)) for user, mu, sigma, games, wins in rows}


async def table_changes(session: AsyncSession, table_id: int) -> list[RatingChange]:
    """The people's rating changes of a rated table (empty for an unrated one)."""
    query = select(RatedResultRow).where(RatedResultRow.table_id == table_id)
    rows = (await session.execute(query)).scalars().all()
    return changes([(r.seat, r.user_id, r.rank, Skill(r.mu_before, r.sigma_before), Skill(r.mu_after, r.sigma_after)) for r in rows])


async def top(session: AsyncSession, guild_id: int, game: str, limit: int) -> tuple[list[RatingRow], int]:
    """The best-rated players of a game in a server (by μ − 3σ) and how many are rated in all."""
    query = (
        select(RatingRow)
        .where(RatingRow.guild_id == guild_id, RatingRow.game == game)
        .order_by(RatingRow.conservative.desc(), RatingRow.user_id)
        .limit(limit)
    )
    rows = list((await session.execute(query)).scalars())
    total = (await session.execute(select(func.count()).select_from(RatingRow).where(RatingRow.guild_id == guild_id, RatingRow.game == game))).scalar_one()
    return rows, int(total)


async def of_player(session: AsyncSession, guild_id: int, user_id: int) -> list[tuple[RatingRow, int, int]]:
    """A player's rating in each game of a server, with their place on that game's leaderboard and how
    many people it ranks."""
    rows = list((await session.execute(select(RatingRow).where(RatingRow.guild_id == guild_id, RatingRow.user_id == user_id).order_by(RatingRow.game))).scalars())
    placed: list[tuple[RatingRow, int, int]] = []
    for rating in rows:
        same_board = (RatingRow.guild_id == guild_id, RatingRow.game == rating.game)
        ahead = func.count().filter(RatingRow.conservative > rating.conservative)
        above, total = (await session.execute(select(ahead, func.count()).select_from(RatingRow).where(*same_board))).one()
        placed.append((rating, 1 + int(above), int(total)))
    return placed
