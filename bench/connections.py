"""Do thinking computers hold database connections? Click latency on one table while many tables
wait for their computers' search, with the move's transaction paused while they think (as shipped)
and held (as before `UnitOfWork.pause`).

    .venv/bin/python -m bench.connections [--tables 30] [--think 2.0] [--pg postgresql+asyncpg://postgres@127.0.0.1/postgres]

Each of `--tables` take-away tables seats a person and a searching computer whose search is a
sleep of `--think` seconds in a thread (the loop's default executor, a few threads, as the process
pool has a few workers: the rest wait their turn). All the people move at once; meanwhile another
table's two people click in turn and each click is timed (reading the table and acting, to commit).
The store's connection pool is the default one (SQLite: 5 + 10 overflow; PostgreSQL: 10 + 10);
"conn. out" is the median number of its connections in use, sampled before each click.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai import Policy
from bot.store import Store, UnitOfWork
from bot.tables import BOT, TableService
from testkit.search import StubSearch
from testkit.takeaway import GAME as TAKEAWAY

GAMES = {TAKEAWAY.key: TAKEAWAY}
CLICK_EVERY = 0.05


class SleepySearch(StubSearch):
    """A searching computer whose search is a sleep of `seconds`."""

    def __init__(self, seconds: float) -> None:
        super().__init__()
        self.seconds = seconds

    def think(self) -> None:
        time.sleep(self.seconds)


class Thinking:
    """Take-away's computer players: `search` at every level (only hard computers play here)."""

    def __init__(self, search: Policy) -> None:
        self.search = search

    def policy(self, level: str) -> Policy:
        """The search."""
        return self.search


async def first_choice(service: TableService, table: int, users: tuple[int, ...]) -> None:
    """The seat to move takes its first legal action."""
    _, state = await service.state(table, BOT)
    assert state is not None
    seat = min(state.to_move())
    await service.act(table, users[seat], str(state.legal_actions(seat)[0]))


async def people_table(service: TableService) -> int:
    """A new take-away table of two people, started."""
    info = await service.create("takeaway", guild_id=1, channel_id=1, host_id=1, host_name="Ben", options={"pile": 40})
    await service.join(info.id, 2, "Cat", 1)
    await service.start(info.id, 1, 1)
    return info.id


async def run(url: str, tables: int, think: float) -> tuple[list[float], list[int]]:
    """Click latencies on the people's table while `tables` computers think; connections out before each click."""
    store = Store(url)
    await store.migrate()
    search = SleepySearch(think)
    service = TableService(store, games=GAMES, players={TAKEAWAY.key: Thinking(search)})
    thinking = []
    for i in range(tables):
        info = await service.create("takeaway", guild_id=1, channel_id=1, host_id=1000 + i, host_name="P", options={"pile": 40})
        await service.add_computer(info.id, 1000 + i, "hard")
        search.seconds = 0.0
        await service.start(info.id, 1000 + i, 1)
        search.seconds = think
        thinking.append((info.id, (1000 + i,)))
    people = await people_table(service)
    moves = [asyncio.create_task(first_choice(service, table, users)) for table, users in thinking]
    await asyncio.sleep(0.2)  # every move has reached its computer's thinking
    pool: Any = store.engine.pool
    times: list[float] = []
    out: list[int] = []
    while not all(m.done() for m in moves):
        out.append(pool.checkedout())
        start = time.perf_counter()
        _, state = await service.state(people, BOT)
        if state is None or state.is_over():
            people = await people_table(service)
        await first_choice(service, people, (1, 2))
        times.append(time.perf_counter() - start)
        await asyncio.sleep(CLICK_EVERY)
    await asyncio.gather(*moves)
    await store.close()
    return times, out


def line(name: str, times: list[float], out: list[int]) -> str:
    ms = sorted(1000 * t for t in times)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return f"{name:<28} {len(ms):>6} {statistics.median(ms):>9.1f} {p95:>9.1f} {ms[-1]:>9.1f} {statistics.median(out):>9.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=30)
    parser.add_argument("--think", type=float, default=2.0)
    parser.add_argument("--pg", default=None, help="a PostgreSQL URL instead of a fresh SQLite file")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        url = args.pg or f"sqlite+aiosqlite:///{tmp}/paused.db"
        paused = asyncio.run(run(url, args.tables, args.think))
        held_url = args.pg or f"sqlite+aiosqlite:///{tmp}/held.db"
        original = UnitOfWork.pause

        async def never(self: UnitOfWork) -> bool:
            return False

        UnitOfWork.pause = never  # type: ignore[method-assign]
        try:
            held = asyncio.run(run(held_url, args.tables, args.think))
        finally:
            UnitOfWork.pause = original  # type: ignore[method-assign]
    print(f"{url.split(':', 1)[0]}: {args.tables} tables' computers thinking {args.think} s each; clicks on another table, ms")
    print(f"{'':<28} {'clicks':>6} {'median':>9} {'p95':>9} {'max':>9} {'conn. out':>9}")
    print(line("transaction paused (now)", *paused))
    print(line("transaction held (before)", *held))
    print(f"clicks answered while the computers thought: {len(paused[0])} against {len(held[0])}")


if __name__ == "__main__":
    main()
