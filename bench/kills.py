"""Crash the bot during delivery again and again, restart it, and count turns that went silent.

    python bench/kills.py [--rounds 10] [--backends sqlite,postgresql]

Each round runs the real bot as a process of its own against the fake Discord of `testkit`, plays a
take-away game between two players and has the process SIGKILL itself at one point of delivery (see
`cogs.crash.crash_point`): right after a move's commit, after the ✅ edit, after the board post,
between two DMs, or after everything was sent but before it was marked. The point and the move at
which it comes vary by round (seeded). The bot is then started again on the same database, and the
round checks within 15 s that every awaited player has a DM with the current buttons (else: a silent
turn). Each round then plays on to the end without a kill and counts prompts sent twice in that
normal path (a seat asked more often than it moved). PostgreSQL is taken from SPIELTISCH_PG_ADMIN
(default postgresql://postgres@127.0.0.1:5432/postgres) in a database of its own, dropped after.
Figures: kills tried, silent turns after restart, messages sent twice in the normal path.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import sys
import tempfile
import uuid
from pathlib import Path

import asyncpg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from testkit.delivery import (
    assert_nobody_waits_unknowing,
    choices,
    latest_prompt,
    open_and_start,
    seat_moves,
    table_row,
)
from testkit.driver import BotProcess
from testkit.fake_discord import FakeDiscord

PG_ADMIN = os.environ.get("SPIELTISCH_PG_ADMIN", "postgresql://postgres@127.0.0.1:5432/postgres")
# (point, how many times the process passes it before the kill: the start publishes once, then each move)
POINTS = [("committed", 2, 5), ("clicked", 1, 4), ("board", 2, 5), ("dm", 1, 8), ("sent", 2, 5)]


async def one_round(database_url: str, folder: Path, rng: random.Random) -> tuple[str, bool, int]:
    """One kill and restart, then the game played out: (kill point, silent?, prompts sent twice)."""
    point, low, high = rng.choice(POINTS)
    crash_at = f"{point}:{rng.randint(low, high)}"
    async with FakeDiscord() as fake:
        users = {name: fake.add_user(name) for name in ("ana", "ben")}
        guild = fake.add_guild("Club", members=list(users.values()))
        bot = BotProcess(fake, database_url, folder / "bot.log")
        try:
            await bot.start(crash_at=crash_at)
            table = await open_and_start(fake, guild, users)
            for _ in range(200):
                if bot.process is None or bot.process.returncode is not None:
                    break
                mover = next((u for u in users.values() if latest_prompt(fake, u) is not None), None)
                if mover is None:
                    await asyncio.sleep(0.2)
                    continue
                prompt = latest_prompt(fake, mover)
                assert prompt is not None
                await (await fake.click(mover.id, prompt, rng.choice(choices(prompt)))).response(timeout=15)
                await fake.idle(quiet=0.3, timeout=15)
            await bot.died()
            await bot.start()
            try:
                await assert_nobody_waits_unknowing(table, database_url)
                silent = False
            except (TimeoutError, AssertionError):
                silent = True
            # Played on to the end in the normal path: every decision asked once.
            await fake.idle(quiet=0.5, timeout=15)
            asked_before = {u.id: len([m for m in fake.dms(u.id) if "Your turn" in m.content]) for u in users.values()}
            moves_before = await seat_moves(database_url)
            pending = {int(seat) for seat in (await table_row(database_url))[1]}
            for _ in range(60):
                version, prompts, seats = await table_row(database_url)
                if not prompts:
                    break
                # The awaited player's newest prompt (after a crash an older copy may still show buttons).
                mover = next(u for u in users.values() if u.id == seats[int(min(prompts))])
                prompt = latest_prompt(fake, mover)
                assert prompt is not None
                await (await fake.click(mover.id, prompt, rng.choice(choices(prompt)))).response(timeout=15)
                await fake.wait_for(lambda v=version: table_moved(fake, users, v), 15, what="the next prompt or the end")
                await fake.idle(quiet=0.3, timeout=15)
            moves_after = await seat_moves(database_url)
            _, _, seats = await table_row(database_url)
            twice = 0
            for seat, user in seats.items():
                asked = len([m for m in fake.dms(user) if "Your turn" in m.content]) - asked_before[user]
                # Each move after the restart answered one prompt, sent after it unless it was pending then.
                twice += asked - (moves_after.count(seat) - moves_before.count(seat) - (seat in pending))
            return crash_at, silent, twice
        finally:
            await bot.kill()


def table_moved(fake: FakeDiscord, users: dict[str, object], version: int) -> bool:
    """A prompt for the next decision is out, or the game is over."""
    thread_done = any("Final standings" in m.content for c in fake.threads() for m in fake.messages(c.id))
    return thread_done or any(c.startswith(f"act:1:{version + 1}:") for u in users.values() for m in fake.dms(u.id) for c in choices(m))  # type: ignore[attr-defined]


async def pg_database() -> str:
    """A new PostgreSQL database; its URL."""
    name = f"spieltisch_kills_{uuid.uuid4().hex[:10]}"
    connection = await asyncpg.connect(PG_ADMIN)
    try:
        await connection.execute(f'CREATE DATABASE "{name}"')
    finally:
        await connection.close()
    return PG_ADMIN.rsplit("/", 1)[0].replace("postgresql://", "postgresql+asyncpg://", 1) + f"/{name}"


async def drop(url: str) -> None:
    """Drop a database made by `pg_database`."""
    connection = await asyncpg.connect(PG_ADMIN)
    try:
        await connection.execute(f'DROP DATABASE IF EXISTS "{url.rsplit("/", 1)[1]}" WITH (FORCE)')
    finally:
        await connection.close()


async def main() -> None:
    """Run the rounds on each backend and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=10, help="kills per backend")
    parser.add_argument("--backends", default="sqlite,postgresql")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"{'backend':<11} {'kills':>5} {'silent turns':>12} {'sent twice (normal path)':>24}  points")
    for backend in args.backends.split(","):
        results = []
        for _ in range(args.rounds):
            with tempfile.TemporaryDirectory() as folder:
                url = f"sqlite+aiosqlite:///{folder}/bot.db" if backend == "sqlite" else await pg_database()
                try:
                    results.append(await one_round(url, Path(folder), rng))
                finally:
                    if backend != "sqlite":
                        await drop(url)
        silent = sum(1 for _, s, _ in results if s)
        twice = sum(t for _, _, t in results)
        points = ", ".join(sorted({p for p, _, _ in results}))
        print(f"{backend:<11} {len(results):>5} {silent:>12} {twice:>24}  {points}")


if __name__ == "__main__":
    asyncio.run(main())
