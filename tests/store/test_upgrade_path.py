"""The upgrade and rollback path of docs/operations.md: a start upgrades the schema; `python -m bot
downgrade REVISION` takes it back for an older version; a version older than the schema refuses to
start with one line instead of running on a schema it does not know."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

from alembic.script import ScriptDirectory

from bot.store import Store
from bot.store.db import alembic_config
from tests.test_main import run_bot

HEAD = str(ScriptDirectory.from_config(alembic_config()).get_current_head())


def revision(path: Path) -> str:
    connection = sqlite3.connect(path)
    try:
        return str(connection.execute("SELECT version_num FROM alembic_version").fetchone()[0])
    finally:
        connection.close()


def tables(path: Path) -> set[str]:
    connection = sqlite3.connect(path)
    try:
        return {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        connection.close()


async def test_downgrade_then_upgrade_and_a_newer_schema_refused(tmp_path: Path) -> None:
    path = tmp_path / "bot.db"
    url = f"sqlite+aiosqlite:///{path}"
    store = Store(url)
    await store.migrate()
    await store.close()
    assert revision(path) == HEAD and "hints" in tables(path)

    back = await asyncio.to_thread(run_bot, "downgrade", "0008", DATABASE_URL=url)
    assert (back.returncode, back.stdout.strip()) == (0, f"The schema of {url} is now at revision 0008: start the version that expects it.")
    assert revision(path) == "0008" and "hints" not in tables(path)

    unknown = await asyncio.to_thread(run_bot, "downgrade", "0042", DATABASE_URL=url)
    assert (unknown.returncode, unknown.stderr.strip()) == (1, "The schema cannot be taken back to '0042' (Can't locate revision identified by '0042'); nothing was changed.")

    store = Store(url)
    await store.migrate()  # what the next start does
    await store.close()
    assert revision(path) == HEAD and "hints" in tables(path)

    connection = sqlite3.connect(path)
    connection.execute("UPDATE alembic_version SET version_num = '0099'")  # as a newer version would leave it
    connection.commit()
    connection.close()
    for command in ("run", "check-config"):
        refused = await asyncio.to_thread(run_bot, command, DISCORD_TOKEN="token", DATABASE_URL=url)
        assert (refused.returncode, refused.stderr.strip()) == (
            1,
            f"DATABASE_URL: the database's schema is at revision 0099, newer than this version knows (it expects {HEAD}): run the "
            "version that wrote it, or restore the backup taken before that upgrade (docs/operations.md, 'Upgrades and rollbacks').",
        )
