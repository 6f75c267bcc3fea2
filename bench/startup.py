"""Start-up at scale: the real bot process (`python -m bot`) against the fake Discord, on a database of
1,000 and 10,000 running tables of the four games (a few moves played in each).

    python bench/startup.py [--tables 1000 10000] [--pg postgresql://postgres@127.0.0.1:5432/postgres] [--no-pg] [--no-click]

Figures per run (wall time from starting the process): connected (the gateway IDENTIFY reached the
fake; also the CPU seconds the process had used by then, which other work on the machine does not
stretch), a click answered (Show my hand on the newest table, sent right after connecting: its first
response and the hand image), the background check of every table done (its log line), and the bot
process's resident memory: when connected, after drawing that one hand, once the check was done with
no table active, and its peak. Reference: the same process on an empty database, in the same run.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import asyncpg
from sqlalchemy import insert

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.games import GAMES
from bot.store import ActionRow, SeatRow, Store, TableRow
from testkit.bot_process import start_bot_process, stop_bot_process
from testkit.fake_discord import FakeDiscord, FakeGuild, FakeUser

MOVES = 8  # moves played at each table before the bench: enough for every log to replay
BATCH = 500


def table_rows(count: int, guild: FakeGuild, people: list[FakeUser]) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """Rows of `count` running tables (games in turn), their seats and their action logs."""
    games = [GAMES[key] for key in sorted(GAMES)]
    now = datetime.now(UTC).replace(tzinfo=None)
    channel = guild.channel("general").id
    tables, seats, actions = [], [], []
    for index in range(count):
        table_id = index + 1
        game = games[index % len(games)]
        players = game.min_players
        options = game.resolve_options({})
        state = game.new(players, table_id, options)
        rng = random.Random(table_id)
        log = []
        for _ in range(MOVES):
            if state.is_over():
                break
            seat = min(state.to_move())
            action = rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
            log.append((seat, str(action)))
        version = len(log)
        tables.append(
            {
                "id": table_id, "game": game.key, "guild_id": guild.id, "channel_id": channel, "thread_id": None, "message_id": None,
                "host_id": people[0].id, "status": "running", "options": options, "seed": table_id, "snapshot": state.to_dict(),
                "version": version, "prompts": {str(s): version for s in state.to_move()}, "turn_limit": None, "deadline": None,
                "reminder_at": None, "end_votes": [], "created_at": now, "updated_at": now, "finished_at": None,
            }
        )
        for seat in range(players):
            person = people[seat % len(people)]
            seats.append({"table_id": table_id, "seat": seat, "user_id": person.id, "name": person.name, "computer": None, "dm_ok": True, "missed": 0, "stood_in": False})
        for seq, (seat, text) in enumerate(log, start=1):
            actions.append({"table_id": table_id, "seq": seq, "seat": seat, "action": text, "by_computer": False, "created_at": now})
    return tables, seats, actions


async def fill(url: str, count: int, guild: FakeGuild, people: list[FakeUser]) -> None:
    """A migrated database holding `count` running tables."""
    store = Store(url)
    await store.migrate()
    tables, seats, actions = table_rows(count, guild, people)
    async with store.engine.begin() as connection:
        for model, rows in ((TableRow, tables), (SeatRow, seats), (ActionRow, actions)):
            for start in range(0, len(rows), BATCH):
                await connection.execute(insert(model.__table__), rows[start : start + BATCH])  # type: ignore[attr-defined]
    if store.dialect == "postgresql" and tables:
        async with store.engine.begin() as connection:
            await connection.exec_driver_sql(f"SELECT setval('tables_id_seq', {len(tables)})")
    await store.close()


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) a process has used so far: unlike wall time, not stretched by other work on the machine."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> tuple[float, float]:
    """Resident memory now and at its peak (MB) of a process."""
    fields = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines() if ":" in line)
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


async def wait_for(condition: Any, timeout: float, what: str) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise TimeoutError(f"waited {timeout:.0f} s for {what}")
        await asyncio.sleep(0.01)


async def measure(
    fake: FakeDiscord, guild: FakeGuild, clicker: FakeUser, url: str, tables: int, folder: Path, name: str, *, click: bool = True
) -> dict[str, float]:
    """Start the bot on `url`, click Show my hand right after it connects (unless not `click`), wait for the background check."""
    identified = fake.identifies
    began = time.perf_counter()
    process = start_bot_process(fake, url, folder=folder, name=name)
    log_path = folder / f"{name}.log"
    try:
        await wait_for(lambda: fake.identifies > identified or process.poll() is not None, 120, "the bot to connect")
        if process.poll() is not None:
            raise RuntimeError(f"the bot ended with {process.returncode}:\n{log_path.read_text()}")
        connected = time.perf_counter() - began
        figures = {"connected": connected, "cpu connected": cpu_seconds(process.pid)}
        figures["rss connected"], _ = rss_mb(process.pid)
        if tables and click:
            # The button as it stands on the table's board post: Show my hand of the newest table.
            button = {"type": 2, "style": 2, "label": "Show my hand", "custom_id": f"hand:{tables}"}
            post = fake._new_message(guild.channel("general"), fake.bot_user, {"content": f"Table #{tables}", "components": [{"type": 1, "components": [button]}]}, {})
            clicked = await fake.click(clicker.id, post, f"hand:{tables}")
            await clicked.response(timeout=60)
            figures["first response"] = time.perf_counter() - began
            await clicked.wait_for(lambda it: any(m.data.get("attachments") for m in it.messages), 60)
            figures["hand shown"] = time.perf_counter() - began
        figures["rss at answer"], _ = rss_mb(process.pid)  # after drawing the hand (when clicked)
        await wait_for(lambda: "checked " in log_path.read_text(errors="replace") or process.poll() is not None, 1800, "the background check")
        figures["check done"] = time.perf_counter() - began
        line = re.search(r"checked (\d+) open tables: (\d+) repaired from their log, (\d+) set aside", log_path.read_text(errors="replace"))
        assert line is not None and int(line[1]) >= tables - 1, line
        await asyncio.sleep(1.0)  # nothing active: let the last replays' garbage go
        figures["rss idle"], figures["rss peak"] = rss_mb(process.pid)
        return figures
    finally:
        if process.poll() is None:
            stop_bot_process(process)
        elif process.returncode:
            print(log_path.read_text(errors="replace")[-3000:], file=sys.stderr)


def row(label: str, figures: dict[str, float]) -> None:
    """One line of the table."""
    def seconds(key: str) -> str:
        return f"{figures[key]:>10.2f}" if key in figures else f"{'-':>10}"

    print(
        f"{label:<26}{seconds('connected')}{seconds('cpu connected')}{seconds('first response')}{seconds('hand shown')}{seconds('check done')}"
        f"{figures['rss connected']:>10.0f}{figures['rss at answer']:>10.0f}{figures['rss idle']:>10.0f}{figures['rss peak']:>10.0f}"
    )


async def databases(args: argparse.Namespace, folder: Path) -> list[tuple[str, str, Any]]:
    """(backend, url maker, cleanup) for SQLite and, unless switched off, PostgreSQL."""
    out: list[tuple[str, str, Any]] = [("sqlite", f"sqlite+aiosqlite:///{folder}/", None)]
    if not args.no_pg:
        out.append(("postgresql", args.pg, None))
    return out


async def new_database(backend: str, base: str, name: str, created: list[str]) -> str:
    if backend == "sqlite":
        return f"{base}{name}.db"
    admin = await asyncpg.connect(base)
    database = f"spieltisch_startup_{uuid.uuid4().hex[:8]}"
    try:
        await admin.execute(f'CREATE DATABASE "{database}"')
    finally:
        await admin.close()
    created.append(database)
    return base.rsplit("/", 1)[0].replace("postgresql://", "postgresql+asyncpg://") + f"/{database}"


async def main() -> None:
    """Fill, start, click, wait, print."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--pg", default="postgresql://postgres@127.0.0.1:5432/postgres")
    parser.add_argument("--no-pg", action="store_true")
    parser.add_argument("--no-click", action="store_true", help="no click: memory of the check alone, no image drawn")
    args = parser.parse_args()
    fake = FakeDiscord(token="bench-token")
    await fake.start()
    created: list[str] = []
    try:
        people = [fake.add_user(name) for name in ("ana", "ben", "cat", "dan", "eve")]
        guild = fake.add_guild("Bench", members=people)
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            print(f"{MOVES} moves played at each table; times in s from starting the process, memory in MB (resident)")
            print(f"{'run':<26}{'connected':>10}{'cpu@conn':>10}{'1st resp.':>10}{'hand':>10}{'check':>10}{'rss@conn':>10}{'rss@hand':>10}{'rss idle':>10}{'rss peak':>10}")
            for backend, base, _ in await databases(args, folder):
                for count in [0, *args.tables]:
                    url = await new_database(backend, base, f"startup-{count}", created)
                    filled = time.perf_counter()
                    await fill(url, count, guild, people)
                    filling = time.perf_counter() - filled
                    figures = await measure(fake, guild, people[0], url, count, folder, f"{backend}-{count}", click=not args.no_click)
                    row(f"{backend}, {count} tables", figures)
                    if count:
                        print(f"{'':<26}(filling the database took {filling:.0f} s)")
    finally:
        await fake.close()
        if created:
            admin = await asyncpg.connect(args.pg)
            try:
                for database in created:
                    await admin.execute(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
            finally:
                await admin.close()


if __name__ == "__main__":
    asyncio.run(main())
