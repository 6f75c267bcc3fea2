"""Ratings: the cost of rating a finished game, and the leaderboard with 100,000 stored results, on
SQLite and PostgreSQL.

    python bench/ratings.py [--results 100000] [--players 5000] [--games 300] [--pg postgresql://postgres@127.0.0.1:5432/test]

Wall-clock time (time.perf_counter), and for the rating step also the CPU time of this process
(time.process_time): on a shared, busy machine the wall clock mostly counts waiting. Per backend it prints:
- `rate`: the rating step of a finishing move (a four-seat game: three people, one computer) inside
  that move's transaction: creating missing rating rows, locking and reading them, openskill's update,
  writing them and the four rated seats; p50 and p99 over `--games` games, and the mean CPU time. The reference is
  openskill's update alone, measured in the same run.
- `rate+commit`: the same step alone in a transaction of its own, commit included (an upper bound).
- `round trip`: `SELECT 1` in a transaction of its own, the database's reference on this machine.
- `recompute`: rebuilding every rating from `--results` stored rated seats.
- `leaderboard`, `stats`: the top 15 of a game in a server with the count of rated people, and one
  player's ratings with their place, with `--results` rated seats and `--players` people stored;
  p50 and p99 over 200 queries.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
import uuid
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any

import asyncpg
from sqlalchemy import insert, text

from bot.games.base import Outcome
from bot.store import RatedResultRow, SeatRow, Store, TableRow
from bot.tables.ratings import Ratings, rate_finished
from bot.tables.ratings.scale import NEW, computer_skill, rate
from testkit.takeaway import GAME as TAKEAWAY

GUILD, GAME = 1, TAKEAWAY.key
SEATS = 4
QUERIES = 200


def percentiles(samples: list[float]) -> tuple[float, float]:
    """p50 and p99 in milliseconds."""
    ordered = sorted(samples)
    return ordered[len(ordered) // 2] * 1000, ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000


def openskill_alone(runs: int = 2000) -> float:
    """Mean seconds of openskill's update of a four-seat game."""
    skills = [NEW, NEW, NEW, computer_skill("hard")]
    began = time.perf_counter()
    for run in range(runs):
        rate(skills, [1 + (run + seat) % SEATS for seat in range(SEATS)])
    return (time.perf_counter() - began) / runs


async def finished_tables(store: Store, count: int, players: int, rng: random.Random) -> list[int]:
    """`count` finished four-seat tables (three people, one hard computer) in one server."""
    now = datetime.now(UTC)
    ids: list[int] = []
    async with store.unit() as uow:
        for _ in range(count):
            people = rng.sample(range(1, players + 1), SEATS - 1)
            row = TableRow(game=GAME, guild_id=GUILD, host_id=people[0], status="finished", options={}, seed=1, version=1, prompts={}, created_at=now, updated_at=now)
            row.seats = [SeatRow(seat=s, user_id=u, name=f"p{u}", computer=None, dm_ok=True) for s, u in enumerate(people)]
            row.seats.append(SeatRow(seat=SEATS - 1, user_id=None, name="", computer="hard", dm_ok=True))
            await uow.repo.add_table(row)
            ids.append(row.id)
        await uow.commit()
    return ids


async def time_rating(store: Store, table_ids: list[int], rng: random.Random, *, commit: bool) -> tuple[list[float], float]:
    """Wall-clock seconds of the rating step per table (with the commit, or rolled back), and its mean
    CPU seconds in this process (SQLite's work included: it runs in a thread of this process)."""
    samples: list[float] = []
    cpu = 0.0
    for table_id in table_ids:
        scores = rng.sample(range(40), SEATS)
        outcome = Outcome(scores=scores, winners=[scores.index(max(scores))])
        async with store.unit() as uow:
            row = await uow.repo.get_table(table_id)
            assert row is not None
            began, began_cpu = time.perf_counter(), time.process_time()
            await rate_finished(uow, row, outcome, datetime.now(UTC))
            if commit:
                await uow.commit()
            samples.append(time.perf_counter() - began)
            cpu += time.process_time() - began_cpu
    return samples, cpu / len(table_ids)


async def stored_results(store: Store, results: int, players: int, rng: random.Random) -> None:
    """`results` rated seats (games of three people and a computer), then the ratings recomputed from them."""
    now = datetime.now(UTC)
    games = results // SEATS
    async with store.unit() as uow:
        first = 10_000_000
        tables = [
            {"id": first + g, "game": GAME, "guild_id": GUILD, "host_id": 1, "status": "finished", "options": {}, "seed": 1, "version": 1, "prompts": {}, "created_at": now, "updated_at": now}
            for g in range(games)
        ]
        await uow.session.execute(insert(TableRow), tables)
        seats: list[dict[str, Any]] = []
        for g in range(games):
            people = rng.sample(range(1, players + 1), SEATS - 1)
            places = rng.sample(range(1, SEATS + 1), SEATS)
            for seat in range(SEATS):
                person = people[seat] if seat < SEATS - 1 else None
                seats.append(
                    {"table_id": first + g, "seat": seat, "game": GAME, "guild_id": GUILD, "user_id": person, "level": None if person else "normal", "rank": places[seat],
                     "mu_before": 0.0, "sigma_before": 0.0, "mu_after": 0.0, "sigma_after": 0.0, "rated_at": now}
                )
        await uow.session.execute(insert(RatedResultRow), seats)
        await uow.commit()


async def round_trips(store: Store) -> list[float]:
    """Seconds of `SELECT 1` in a transaction of its own: what one round trip to the database costs here."""

    async def one() -> None:
        async with store.unit() as uow:
            await uow.session.execute(text("SELECT 1"))

    return await query_times(one)


async def query_times(work: Callable[[], Awaitable[Any]]) -> list[float]:
    """Seconds of `QUERIES` runs of `work`, after one to warm up."""
    await work()
    samples: list[float] = []
    for _ in range(QUERIES):
        began = time.perf_counter()
        await work()
        samples.append(time.perf_counter() - began)
    return samples


async def backend(name: str, url: str, args: argparse.Namespace, reference: float) -> None:
    """Every figure on one database."""
    store = Store(url)
    try:
        await store.migrate()
        rng = random.Random(7)
        trip, _ = percentiles(await round_trips(store))
        tables = await finished_tables(store, args.games * 2, 200, rng)
        in_move = await time_rating(store, tables[: args.games], rng, commit=False)
        alone = await time_rating(store, tables[args.games :], rng, commit=True)
        await stored_results(store, args.results, args.players, rng)
        ratings = Ratings(store, {GAME: TAKEAWAY})
        began = time.perf_counter()
        done = await ratings.recompute(write=True)
        recomputed = time.perf_counter() - began
        board = await query_times(lambda: ratings.leaderboard(GAME, GUILD))
        someone = iter(rng.sample(range(1, args.players + 1), args.players))
        stats = await query_times(lambda: ratings.of_player(next(someone), GUILD))
        for label, (samples, cpu) in (("rate", in_move), ("rate+commit", alone)):
            p50, p99 = percentiles(samples)
            print(
                f"{name:<12}{label:<14}{p50:>10.2f}{p99:>10.2f}{p50 / 1000 / reference:>12.0f}x   goal < 5 ms per finished game;"
                f" {cpu * 1000:.2f} ms CPU in this process; {p50 / trip:.1f} round trips"
            )
        print(f"{name:<12}{'round trip':<14}{trip:>10.2f}{'':>10}{'':>12}    SELECT 1 in a transaction of its own: the reference")
        print(f"{name:<12}{'recompute':<14}{recomputed * 1000:>10.0f}{'':>10}{'':>12}    {done.games:,} games, {len(done.ratings):,} ratings")
        for label, samples in (("leaderboard", board), ("stats", stats)):
            p50, p99 = percentiles(samples)
            print(f"{name:<12}{label:<14}{p50:>10.2f}{p99:>10.2f}{'':>12}    goal < 50 ms with {args.results:,} results, {args.players:,} people")
    finally:
        await store.close()


async def main() -> None:
    """Measure on SQLite, then on a fresh PostgreSQL database."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--results", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=5_000)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432/test")
    args = parser.parse_args()
    reference = openskill_alone()
    print(f"openskill's update of a four-seat game alone: {reference * 1e6:.0f} µs (mean)")
    print(f"{'backend':<12}{'what':<14}{'p50 ms':>10}{'p99 ms':>10}{'p50/update':>12}")
    with tempfile.TemporaryDirectory() as folder:
        await backend("sqlite", f"sqlite+aiosqlite:///{folder}/ratings.db", args, reference)
    name = f"spieltisch_ratings_{uuid.uuid4().hex[:8]}"
    admin = await asyncpg.connect(args.pg)
    await admin.execute(f'CREATE DATABASE "{name}"')
    try:
        url = args.pg.rsplit("/", 1)[0].replace("postgresql://", "postgresql+asyncpg://") + f"/{name}"
        await backend("postgresql", url, args, reference)
    finally:
        await admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
        await admin.close()


if __name__ == "__main__":
    asyncio.run(main())
