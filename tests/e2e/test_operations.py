"""Operating the bot as a process of its own (`python -m bot`) against the fake Discord:

- the start-up line names the application and user, servers, shards, the database and the invite URL,
  and with LOG_FORMAT=json every log line is a JSON object;
- `python -m bot backup FILE` copies the SQLite database while the bot runs; after the database is
  deleted and the copy put in its place, the table goes on from its buttons as they were."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from alembic.script import ScriptDirectory

from bot.store.db import alembic_config
from testkit.bot_process import ROOT, STARTING, start_bot_process, stop_bot_process
from testkit.delivery import (
    Table,
    assert_nobody_waits_unknowing,
    choices,
    latest_prompt,
    next_mover,
    open_and_start,
    table_row,
)
from testkit.fake_discord import FakeDiscord, FakeMessage, FakeUser


def log_lines(folder: Path, name: str) -> list[str]:
    return (folder / f"{name}.log").read_text().splitlines()


async def reached(database_url: str, version: int, timeout: float = 60.0) -> int:
    """Table 1's version once it is at least `version` (a busy bot commits a click a while after answering it)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while (now := (await table_row(database_url))[0]) < version:
        assert loop.time() < deadline, f"table 1 stayed at version {now}, not {version}"
        await asyncio.sleep(0.2)
    return now


async def current_prompt(table: Table, database_url: str) -> tuple[FakeUser, FakeMessage]:
    """The player asked now, and their DM with the current buttons (waiting for it)."""
    await assert_nobody_waits_unknowing(table, database_url, timeout=60)
    _, prompts, seats = await table_row(database_url)
    user = next(u for u in table.users.values() if u.id == seats[int(next(iter(prompts)))])
    prompt = latest_prompt(table.fake, user)
    assert prompt is not None
    return user, prompt


def backup(database_url: str, target: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in {"DISCORD_TOKEN", "DATABASE_URL"}}
    return subprocess.run(
        [sys.executable, "-m", "bot", "backup", str(target)],
        env={**env, "DATABASE_URL": database_url, "PYTHONPATH": str(ROOT)},
        capture_output=True, text=True, timeout=60, check=False, cwd=target.parent,
    )


async def test_backup_while_running_then_restore_and_the_table_goes_on(database_url: str, tmp_path: Path) -> None:
    database = Path(database_url.removeprefix("sqlite+aiosqlite:///"))
    copy = tmp_path / "backups" / "spieltisch-backup.db"
    copy.parent.mkdir()
    async with FakeDiscord() as fake:
        users = {name: fake.add_user(name) for name in ("ana", "ben")}
        guild = fake.add_guild("Club", members=list(users.values()))
        bot = start_bot_process(fake, database_url, folder=tmp_path, name="bot", env={"LOG_FORMAT": "json"})
        try:
            await fake.wait_for(lambda: fake.connected_shards() and fake.commands, timeout=STARTING, what="the bot to connect")
            table = await open_and_start(fake, guild, users)
            mover, prompt = await next_mover(fake, users)
            first = await fake.click(mover.id, prompt, choices(prompt)[0])
            await first.response(timeout=30)
            version = await reached(database_url, 1)
            mover, prompt = await current_prompt(table, database_url)
            made = await asyncio.to_thread(backup, database_url, copy)  # while the bot runs
            assert made.returncode == 0, made.stderr
            assert made.stdout.startswith(f"Backed up {database} to {copy} (") and made.stdout.strip().endswith(f"bytes, schema {ScriptDirectory.from_config(alembic_config()).get_current_head()}).")
            # discord.py says it is ready once the servers' streams settle, which may come after the clicks.
            await fake.wait_for(lambda: any('"ready: ' in line for line in log_lines(tmp_path, "bot")), timeout=STARTING, what="the start-up line")
        finally:
            assert stop_bot_process(bot) == 0

        lines = log_lines(tmp_path, "bot")
        records = [json.loads(line) for line in lines]  # every line is one JSON object
        ready = [r["message"] for r in records if r["message"].startswith("ready: ")]
        assert len(ready) == 1, "one start-up line"
        assert ready[0] == (
            f"ready: application {fake._application_payload()['name']!r} ({fake.application_id}) as {fake.bot_user.name} ({fake.bot_user.id}), 1 servers, "
            f"shards 0 of 1, database {database_url}, invite https://discord.com/oauth2/authorize?client_id={fake.application_id}"
            "&scope=bot+applications.commands&permissions=309237763072"
        )
        assert not [r for r in records if "voice" in r["message"].lower()]

        for leftover in (database, Path(f"{database}-wal"), Path(f"{database}-shm")):
            leftover.unlink(missing_ok=True)
        shutil.copyfile(copy, database)  # the restore: the copy in the database's place
        again = start_bot_process(fake, database_url, folder=tmp_path, name="again")
        try:
            await fake.wait_for(lambda: len(fake.connected_shards()) > 0 and "ready: " in (tmp_path / "again.log").read_text(), timeout=STARTING, what="the restart")
            assert (await table_row(database_url))[0] == version, "the table as it was backed up"
            clicked = await fake.click(mover.id, fake.message(prompt.id), choices(prompt)[0])
            await clicked.response(timeout=30)
            assert await reached(database_url, version + 1) == version + 1, "the button of the backed-up turn made its move"
            await current_prompt(table, database_url)  # and the next player has a prompt: the game goes on
        finally:
            assert stop_bot_process(again) == 0
        assert table.thread
