"""Ratings are derived data: recomputed from `rated_results` by replaying every rated game in order.

`recompute` replays the stored seats of every rated game (people at their rating so far, computers at
their level's fixed rating, a person who asked to be forgotten at their stored rating, each seat's stored
place) in the order the games were rated, and returns what every rating comes to; with `write` it
replaces the stored ratings (and each seat's before/after) with it, e.g. after the computers' fixed
ratings were changed. Run it with `python -m bot ratings recompute`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, insert, select, update

from bot.store import RatedResultRow, RatingRow, Store
from bot.tables.ratings.scale import NEW, Skill, computer_skill, rate

Key = tuple[int, str, int]  # guild, game, user


@dataclass(frozen=True)
class Value:
    """A person's rating in one game and server, as recomputed."""

    mu: float
    sigma: float
    games: int
    wins: int
    updated_at: datetime


@dataclass(frozen=True)
class Recomputed:
    """What a recomputation found: every rating, and how many stored values it changed."""

    ratings: dict[Key, Value]
    games: int
    seats_changed: int
    ratings_changed: int


def replay(rows: Sequence[RatedResultRow]) -> tuple[dict[Key, Value], dict[int, tuple[Skill, Skill]]]:
    """Every rating after the rated games `rows` (in rating order), and each seat row's (before, after) by id."""
    ratings: dict[Key, Value] = {}
    seats: dict[int, tuple[Skill, Skill]] = {}
    games: dict[int, list[RatedResultRow]] = {}
    for row in rows:
        games.setdefault(row.table_id, []).append(row)  # dicts keep the order of each game's first seat
    for table in games.values():
        table.sort(key=lambda r: r.seat)
        before = [_current(ratings, r) if r.user_id is not None else _fixed(r) for r in table]
        after = rate(before, [r.rank for r in table])
        for row, old, new in zip(table, before, after, strict=True):
            if row.user_id is None:
                seats[row.id] = (old, old) if row.level is not None else (old, Skill(row.mu_after, row.sigma_after))
                continue
            key = (row.guild_id, row.game, row.user_id)
            known = ratings.get(key)
            ratings[key] = Value(new.mu, new.sigma, (known.games if known else 0) + 1, (known.wins if known else 0) + int(row.rank == 1), row.rated_at)
            seats[row.id] = (old, new)
    return ratings, seats


def _fixed(row: RatedResultRow) -> Skill:
    """A seat that is not rated again: a computer at its level's rating; a person who asked to be
    forgotten (no user id, no level) at the rating stored for that game, so the others' stay as they were."""
    return computer_skill(row.level) if row.level is not None else Skill(row.mu_before, row.sigma_before)


def _current(ratings: dict[Key, Value], row: RatedResultRow) -> Skill:
    assert row.user_id is not None
    known = ratings.get((row.guild_id, row.game, row.user_id))
    return Skill(known.mu, known.sigma) if known is not None else NEW


async def recompute(store: Store, *, write: bool = False) -> Recomputed:
    """Replay every rated game; with `write`, store the results in place of the stored ratings."""
    async with store.unit() as uow:
        session = uow.session
        rows = list((await session.execute(select(RatedResultRow).order_by(RatedResultRow.id))).scalars())
        ratings, seats = replay(rows)
        stored = {(r.guild_id, r.game, r.user_id): r for r in (await session.execute(select(RatingRow))).scalars()}
        ratings_changed = sum(1 for key, value in ratings.items() if not _same(stored.get(key), value)) + sum(1 for key in stored if key not in ratings)
        moved = [r for r in rows if (Skill(r.mu_before, r.sigma_before), Skill(r.mu_after, r.sigma_after)) != seats[r.id]]
        if write:
            if moved:
                await session.execute(
                    update(RatedResultRow),
                    [
                        {"id": r.id, "mu_before": old.mu, "sigma_before": old.sigma, "mu_after": new.mu, "sigma_after": new.sigma}
                        for r in moved
                        for old, new in [seats[r.id]]
                    ],
                )
            await session.execute(delete(RatingRow))
            if ratings:
                await session.execute(
                    insert(RatingRow),
                    [
                        {"guild_id": g, "game": game, "user_id": u, "mu": v.mu, "sigma": v.sigma, "conservative": v.mu - 3 * v.sigma,
                         "games": v.games, "wins": v.wins, "updated_at": v.updated_at}
                        for (g, game, u), v in ratings.items()
                    ],
                )
            await uow.commit()
        return Recomputed(ratings, len({r.table_id for r in rows}), len(moved), ratings_changed)


def _same(row: RatingRow | None, value: Value) -> bool:
    return row is not None and (row.mu, row.sigma, row.games, row.wins) == (value.mu, value.sigma, value.games, value.wins)


def main(database_url: str) -> int:
    """`python -m bot ratings recompute`: recompute and store every rating, and say what changed; 0 when done."""
    import asyncio

    async def run() -> Recomputed:
        store = Store(database_url)
        try:
            await store.migrate()
            return await recompute(store, write=True)
        finally:
            await store.close()

    done = asyncio.run(run())
    print(f"Recomputed {len(done.ratings)} ratings from {done.games} rated games: {done.ratings_changed} ratings and {done.seats_changed} rated seats differed from the stored values.")
    return 0
