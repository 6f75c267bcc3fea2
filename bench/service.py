"""Act latency through the table service on SQLite and PostgreSQL, many tables at once.

    python bench/service.py [--tables 100] [--moves 10] [--pg postgresql+asyncpg://postgres@127.0.0.1/postgres]

Each table seats human players only; every round, one act per table is sent concurrently.
Reference: the same acts through the engine alone (restore + apply, no database).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

import asyncpg

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.games import GAMES
from bot.kits import builtin_kits
from bot.store import Store
from bot.tables import BOT, TableService
from testkit.takeaway import GAME as TAKEAWAY


async def run(url: str, tables: int, moves: int, game_key: str) -> tuple[list[float], float]:
    """Latencies (seconds) of every act, and the acts per second over the whole run."""
    store = Store(url)
    await store.migrate()
    service = TableService(store, games={**GAMES, TAKEAWAY.key: TAKEAWAY}, players={key: kit.players for key, kit in builtin_kits().items()})
    game = service.game(game_key)
    players = game.min_players
    ids = []
    for t in range(tables):
        info = await service.create(game_key, guild_id=1, channel_id=1, host_id=1000 * t + 1, host_name="p1", seed=t)
        for p in range(2, players + 1):
            await service.join(info.id, 1000 * t + p, f"p{p}", 1)
        await service.start(info.id, 1000 * t + 1)
        ids.append(info.id)
    latencies: list[float] = []

    async def one(table_id: int, t: int) -> None:
        _, state = await service.state(table_id, BOT)
        if state is None or state.is_over():
            return
        seat = min(state.to_move())
        action = str(state.legal_actions(seat)[0])
        start = time.perf_counter()
        await service.act(table_id, 1000 * t + seat + 1, action)
        latencies.append(time.perf_counter() - start)

    began = time.perf_counter()
    for _ in range(moves):
        # With one table the acts run one after another: the uncontended cost of a move.
        await asyncio.gather(*(one(table_id, t) for t, table_id in enumerate(ids)))
    elapsed = time.perf_counter() - began
    await store.close()
    return latencies, len(latencies) / elapsed


def engine_only(tables: int, moves: int, game_key: str) -> float:
    """Median seconds per act without the database: restore + apply + to_dict."""
    game = {**GAMES, TAKEAWAY.key: TAKEAWAY}[game_key]
    times = []
    for t in range(tables):
        state = game.new(game.min_players, t, {})
        for _ in range(moves):
            if state.is_over():
                break
            start = time.perf_counter()
            state = game.restore(state.to_dict())
            seat = min(state.to_move())
            state.apply(seat, state.legal_actions(seat)[0])
            state.to_dict()
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def report(name: str, result: tuple[list[float], float], reference: float) -> None:
    """One row of the table."""
    latencies, rate = result
    ordered = sorted(latencies)
    p50 = ordered[len(ordered) // 2]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"{name:<22}{len(ordered):>8}{p50 * 1000:>10.1f}{p99 * 1000:>10.1f}{rate:>10.0f}{p50 / reference:>12.0f}")


async def main() -> None:
    """Run both backends and print p50/p99."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--moves", type=int, default=10)
    parser.add_argument("--game", default="druids" if "druids" in GAMES else "takeaway")
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432/postgres")
    args = parser.parse_args()
    reference = engine_only(args.tables, args.moves, args.game)
    print(f"game {args.game}, {args.tables} tables, {args.moves} concurrent rounds; engine alone: {reference * 1000:.2f} ms/act")
    print(f"{'backend':<22}{'acts':>8}{'p50 ms':>10}{'p99 ms':>10}{'acts/s':>10}{'p50/engine':>12}")
    with tempfile.TemporaryDirectory() as folder:
        report("sqlite, 1 table", await run(f"sqlite+aiosqlite:///{folder}/one.db", 1, args.moves * 10, args.game), reference)
        report(f"sqlite, {args.tables} tables", await run(f"sqlite+aiosqlite:///{folder}/bench.db", args.tables, args.moves, args.game), reference)
    name = f"spieltisch_bench_{uuid.uuid4().hex[:8]}"
    admin = await asyncpg.connect(args.pg)
    await admin.execute(f'CREATE DATABASE "{name}"')
    try:
        url = args.pg.rsplit("/", 1)[0].replace("postgresql://", "postgresql+asyncpg://") + f"/{name}"
        report("postgresql, 1 table", await run(url, 1, args.moves * 10, args.game), reference)
        report(f"postgresql, {args.tables} tables", await run(url, args.tables, args.moves, args.game), reference)
    finally:
        await admin.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
        await admin.close()


if __name__ == "__main__":
    asyncio.run(main())
