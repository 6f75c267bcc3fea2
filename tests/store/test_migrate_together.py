"""Processes started together on a fresh PostgreSQL database all come up: the migrations run one at a
time under an advisory lock, and there is one schema at the newest revision."""

from __future__ import annotations

import asyncio
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import asyncpg
import pytest
from alembic.script import ScriptDirectory

from bot.store.db import alembic_config
from bot.store.models import Base
from testkit import postgres

PROCESSES = 4
# Each process imports everything, says "ready", and migrates when the test releases them all at once.
MIGRATE = """
import asyncio, sys
from bot.store import Store
store = Store(sys.argv[1])
print("ready", flush=True)
sys.stdin.readline()
async def main():
    try:
        await store.migrate()
    finally:
        await store.close()
asyncio.run(main())
print("migrated", flush=True)
"""


async def _admin(sql: str) -> None:
    connection = await asyncpg.connect(postgres.admin_dsn())
    try:
        await connection.execute(sql)
    finally:
        await connection.close()


@pytest.fixture
def fresh_database() -> Iterator[str]:
    """A PostgreSQL database created for this test: no schema at all."""
    name = f"spieltisch_fresh_{uuid.uuid4().hex[:10]}"
    asyncio.run(_admin(f'CREATE DATABASE "{name}"'))
    yield postgres.database_url(name)
    asyncio.run(_admin(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


async def _schema(url: str) -> tuple[list[str], set[str]]:
    connection = await asyncpg.connect(url.replace("postgresql+asyncpg://", "postgresql://", 1))
    try:
        versions = [r["version_num"] for r in await connection.fetch("SELECT version_num FROM alembic_version")]
        tables = {r["tablename"] for r in await connection.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}
        return versions, tables
    finally:
        await connection.close()


def test_four_processes_started_together_on_a_fresh_database_all_come_up(fresh_database: str) -> None:
    processes = [
        subprocess.Popen(
            [sys.executable, "-c", MIGRATE, fresh_database],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=Path(__file__).parents[2],
        )
        for _ in range(PROCESSES)
    ]
    try:
        for process in processes:
            assert process.stdout is not None and process.stdout.readline().strip() == "ready"
        for process in processes:  # released together: all of them reach the database at the same moment
            assert process.stdin is not None
            process.stdin.write("go\n")
            process.stdin.flush()
        results = [process.communicate(timeout=120) for process in processes]
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
    errors = [err for (_, err), process in zip(results, processes, strict=True) if process.returncode != 0]
    assert errors == [], errors[0][-2000:]
    assert all(out.strip() == "migrated" for out, _ in results)
    versions, tables = asyncio.run(_schema(fresh_database))
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert versions == [head], "one schema, at the newest revision"
    assert tables == set(Base.metadata.tables) | {"alembic_version"}
