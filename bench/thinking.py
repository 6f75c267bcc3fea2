"""Is a click answered as fast while a computer thinks? Act latency on one table while `hard`
computers think at another, against the same acts with nobody thinking.

    .venv/bin/python -m bench.thinking [--acts 200] [--pg postgresql+asyncpg://postgres@127.0.0.1/postgres]

Table A: Druids, one person and two `hard` computers (default budget: 1 s per decision, the
search in the process pool), started so that the computers move first; each start makes them think
for about two seconds (two decisions of 1 s). Table B: take-away between two people; its clicks are timed (wall clock,
reading the table and acting, to commit) while A's computers think, and with nobody thinking. Reference in the same
run: the search on the event loop instead of the pool (as before the pool), which stalls B's acts.
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

from bot.ai import thinking
from bot.games import GAMES
from bot.kits import builtin_kits
from bot.store import Store
from bot.tables import BOT, TableService
from testkit.takeaway import GAME as TAKEAWAY

ANA, BEN, CAT = 1, 2, 3
ALL_GAMES = {**GAMES, TAKEAWAY.key: TAKEAWAY}
CLICK_EVERY = 0.03  # seconds between clicks on table B


async def on_loop(policy: Any, state: Any, seat: int, rng: Any, until: float) -> Any:
    """The reference: the computer's choice made on the event loop itself."""
    return policy.choose(state, seat, rng)


class Bench:
    def __init__(self, service: TableService) -> None:
        self.service = service
        self.other = 0
        # Seat 1 holds Gaia: both computers move (and think) before the person.
        self.seed = next(s for s in range(100) if GAMES["druids"].new(3, s, {"rounds": 1}).to_move() == {1})

    async def new_other(self) -> None:
        info = await self.service.create("takeaway", guild_id=1, channel_id=1, host_id=BEN, host_name="Ben", options={"pile": 40})
        await self.service.join(info.id, CAT, "Cat", 1)
        await self.service.start(info.id, BEN, 1)
        self.other = info.id

    async def act_other(self, due: float | None = None) -> float:
        """One click on table B (read the table, then act), due at `due`: seconds from then to done.

        Counting from the moment the click was due (not from when the loop got to it) includes the
        time a busy event loop kept it waiting."""
        start = due if due is not None else time.perf_counter()
        _, state = await self.service.state(self.other, BOT)
        if state is None or state.is_over():
            await self.new_other()
            _, state = await self.service.state(self.other, BOT)
        assert state is not None
        seat = min(state.to_move())
        await self.service.act(self.other, (BEN, CAT)[seat], str(state.legal_actions(seat)[0]))
        return time.perf_counter() - start

    async def thinking_table(self) -> asyncio.Task[Any]:
        info = await self.service.create("druids", guild_id=1, channel_id=1, host_id=ANA, host_name="Ana", options={"rounds": 1}, seed=self.seed)
        await self.service.add_computer(info.id, ANA, "hard")
        await self.service.add_computer(info.id, ANA, "hard")
        return asyncio.create_task(self.service.start(info.id, ANA, 1))

    async def while_thinking(self, acts: int) -> tuple[list[float], int]:
        """Latencies of B's acts while A's computers think; and how many starts of A that took."""
        times: list[float] = []
        starts = 0
        while len(times) < acts:
            slow = await self.thinking_table()
            starts += 1
            due = time.perf_counter() + 0.02
            while not slow.done() and len(times) < acts:
                times.append(await self.clicked_at(due))
                due = max(due + CLICK_EVERY, time.perf_counter())
            await slow
        return times, starts

    async def clicked_at(self, due: float) -> float:
        """Wait until the click is due (a blocked loop makes it late), then click."""
        await asyncio.sleep(max(0.0, due - time.perf_counter()))
        return await self.act_other(due)

    async def idle(self, acts: int) -> list[float]:
        """Latencies of B's clicks on the same schedule with nobody thinking."""
        due = time.perf_counter()
        times = []
        for _ in range(acts):
            times.append(await self.clicked_at(due))
            due = max(due + CLICK_EVERY, time.perf_counter())
        return times


def line(name: str, times: list[float]) -> str:
    ms = sorted(1000 * t for t in times)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return f"{name:<34} {len(ms):>5} {statistics.median(ms):>9.1f} {p95:>9.1f} {ms[-1]:>9.1f}"


async def run(url: str, acts: int) -> None:
    store = Store(url)
    await store.migrate()
    bench = Bench(TableService(store, games=ALL_GAMES, players={key: kit.players for key, kit in builtin_kits().items()}))
    await bench.new_other()
    # Warm-up: the pool's workers start and import the games once.
    await (await bench.thinking_table())
    idle = await bench.idle(acts)
    pooled, starts = await bench.while_thinking(acts)
    original = thinking.choose
    thinking.choose = on_loop  # type: ignore[assignment]
    try:
        blocked, blocked_starts = await bench.while_thinking(max(10, acts // 10))
    finally:
        thinking.choose = original
    await store.close()
    thinking.shutdown()
    print(f"{url.split(':', 1)[0]}: act latency on table B, ms (wall clock)")
    print(f"{'':<34} {'acts':>5} {'median':>9} {'p95':>9} {'max':>9}")
    print(line("nobody thinking", idle))
    print(line(f"hard computers thinking ({starts} starts)", pooled))
    print(line(f"reference: search on the loop ({blocked_starts})", blocked))
    print(f"median ratio thinking / idle: {statistics.median(pooled) / statistics.median(idle):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--acts", type=int, default=200)
    parser.add_argument("--pg", default=None, help="a PostgreSQL URL instead of a fresh SQLite file")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = args.pg or f"sqlite+aiosqlite:///{Path(folder) / 'bench.db'}"
        asyncio.run(run(url, args.acts))


if __name__ == "__main__":
    main()
