"""`python -m bot`: configuration errors are one clear line, never a traceback."""

from __future__ import annotations

import asyncio
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

from alembic.script import ScriptDirectory
from sqlalchemy.engine import make_url

from bot.store.db import alembic_config
from testkit import postgres

SETTINGS = {"DISCORD_TOKEN", "DATABASE_URL", "SHARD_IDS", "SHARD_COUNT", "DEV_GUILD_ID", "METRICS_PORT", "SEARCH_WORKERS", "LOG_FORMAT", "LOG_LEVEL"}


def _where() -> str:
    """host:port of the test PostgreSQL."""
    parsed = make_url(postgres.database_url("postgres"))
    return f"{parsed.host}:{parsed.port or 5432}"


def run_bot(*args: str, cwd: Path | None = None, **env: str) -> subprocess.CompletedProcess[str]:
    """`python -m bot ARGS` with only the given settings (and none from this environment), from `cwd`."""
    clean = {k: v for k, v in os.environ.items() if k not in SETTINGS}
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        capture_output=True,
        text=True,
        env={**clean, **env},
        cwd=cwd or Path(__file__).parent,  # no .env file here
        timeout=60,
        check=False,
    )


def test_missing_token_is_one_clear_line() -> None:
    result = run_bot()
    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == ["DISCORD_TOKEN is not set: create a bot in the Discord developer portal and export its token."]


def test_check_config_validates_without_connecting() -> None:
    ok = run_bot("check-config", DISCORD_TOKEN="token", DATABASE_URL="sqlite+aiosqlite:///x.db")
    assert ok.returncode == 0 and "Configuration OK" in ok.stdout
    bad = run_bot("check-config", DISCORD_TOKEN="token", SHARD_IDS="0,5", SHARD_COUNT="2", DATABASE_URL="mysql://x")
    assert bad.returncode == 1
    assert "SHARD_IDS 0,5 must lie between 0 and SHARD_COUNT-1 (1)." in bad.stderr
    assert "DATABASE_URL must start with" in bad.stderr
    assert "Traceback" not in bad.stderr


def test_help_lists_the_environment() -> None:
    result = run_bot("--help")
    assert result.returncode == 0
    for name in ("DISCORD_TOKEN", "DATABASE_URL", "SHARD_COUNT", "SHARD_IDS", "DEV_GUILD_ID", "LOG_LEVEL", "LOG_FORMAT", "SEARCH_WORKERS", "check-config", "backup", "--version"):
        assert name in result.stdout


def test_check_config_accepts_a_postgresql_that_answers_and_names_a_missing_database() -> None:
    ok = run_bot("check-config", DISCORD_TOKEN="token", DATABASE_URL=postgres.database_url("postgres"))
    assert ok.returncode == 0 and "Configuration OK: database postgresql+asyncpg" in ok.stdout
    missing = run_bot("check-config", DISCORD_TOKEN="token", DATABASE_URL=postgres.database_url("spieltisch_no_such_database"))
    assert missing.returncode == 1
    assert missing.stderr.strip() == (
        "DATABASE_URL: the PostgreSQL at 127.0.0.1:5432 has no database 'spieltisch_no_such_database': "
        "create it (createdb spieltisch_no_such_database) or correct the name."
    ).replace("127.0.0.1:5432", _where())


def test_check_config_names_a_missing_sqlite_folder(tmp_path: Path) -> None:
    result = run_bot("check-config", DISCORD_TOKEN="token", DATABASE_URL=f"sqlite+aiosqlite:///{tmp_path}/absent/bot.db")
    assert result.returncode == 1
    assert result.stderr.strip() == f"DATABASE_URL: the folder {tmp_path}/absent of the SQLite file does not exist."


def test_every_configuration_error_names_its_variable() -> None:
    result = run_bot("check-config", DISCORD_TOKEN="token", METRICS_PORT="abc", DEV_GUILD_ID="myguild", SEARCH_WORKERS="abc", LOG_FORMAT="xml")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "Configuration error: DEV_GUILD_ID='myguild': input should be a valid integer, unable to parse string as an integer.",
        "Configuration error: LOG_FORMAT must be text or json, not 'xml'.",
        "Configuration error: METRICS_PORT='abc': input should be a valid integer, unable to parse string as an integer.",
        "Configuration error: SEARCH_WORKERS='abc': input should be a valid integer, unable to parse string as an integer.",
    ]
    zero = run_bot("check-config", DISCORD_TOKEN="token", SEARCH_WORKERS="0", DATABASE_URL="sqlite+aiosqlite:///x.db")
    assert zero.stderr.strip() == "Configuration error: SEARCH_WORKERS='0': input should be greater than or equal to 1."


def test_version_names_the_package_and_the_schema() -> None:
    result = run_bot("--version")
    assert result.returncode == 0
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert result.stdout.strip() == f"spieltisch 0.1.0 (schema {head})" and head is not None


def _unused_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _database_problems(tmp_path: Path) -> dict[str, tuple[str, str]]:
    """Each kind of unusable DATABASE_URL, with the one line an operator reads."""
    port, where = _unused_port(), _where()
    return {
        "unreachable PostgreSQL": (
            f"postgresql+asyncpg://postgres@127.0.0.1:{port}/spieltisch",
            f"DATABASE_URL: no PostgreSQL answers at 127.0.0.1:{port} (ConnectionRefusedError: [Errno 111] Connect call failed "
            f"('127.0.0.1', {port})): start it, or correct the host and port (see docs/operations.md, 'Several shard processes').",
        ),
        "refused login": (
            postgres.database_url("postgres").replace("postgres@", "nobody_here@", 1),
            f"DATABASE_URL: the PostgreSQL at {where} refused the login of user 'nobody_here' (role \"nobody_here\" does not exist): "
            "check the user name and password.",
        ),
        "missing database": (
            postgres.database_url("spieltisch_absent"),
            f"DATABASE_URL: the PostgreSQL at {where} has no database 'spieltisch_absent': create it (createdb spieltisch_absent) or correct the name.",
        ),
        "missing SQLite folder": (
            f"sqlite+aiosqlite:///{tmp_path}/absent/bot.db",
            f"DATABASE_URL: the folder {tmp_path}/absent of the SQLite file does not exist.",
        ),
        "malformed URL": (
            "postgresql+asyncpg://postgres@127.0.0.1:port/spieltisch",
            "DATABASE_URL is not a valid database URL (invalid literal for int() with base 10: 'port'): write it as "
            "sqlite+aiosqlite:///path/to/spieltisch.db or postgresql+asyncpg://user:password@host:5432/database.",
        ),
    }


COMMANDS = [("run",), ("sync",), ("check-config",), ("ratings", "recompute"), ("backup", "copy.db")]


def test_an_unusable_database_is_one_line_in_every_command_before_discord(tmp_path: Path) -> None:
    for kind, (url, line) in _database_problems(tmp_path).items():
        for command in COMMANDS:
            result = run_bot(*command, cwd=tmp_path, DISCORD_TOKEN="token", DATABASE_URL=url)
            assert (result.returncode, result.stderr.strip()) == (1, line), (kind, command, result.stderr)
    assert sorted(p.name for p in tmp_path.iterdir()) == [], "nothing was created"


def test_maintenance_commands_never_create_a_database(tmp_path: Path) -> None:
    for command in (("ratings", "recompute"), ("backup", "copy.db")):
        result = run_bot(*command, cwd=tmp_path)
        assert result.returncode == 1
        assert result.stderr.strip() == (
            f"DATABASE_URL: there is no database at {tmp_path}/spieltisch.db (sqlite+aiosqlite:///spieltisch.db); nothing was created. "
            "Run this command where the bot runs, or set DATABASE_URL to the bot's database."
        )
        empty = tmp_path / "empty.db"
        empty.touch()
        result = run_bot(*command, cwd=tmp_path, DATABASE_URL=f"sqlite+aiosqlite:///{empty}")
        assert result.stderr.strip() == f"DATABASE_URL: {empty} is not a Spieltisch database (it has no schema); nothing was changed."
        assert empty.stat().st_size == 0
        empty.unlink()
    assert list(tmp_path.iterdir()) == []
    postgresql = run_bot("ratings", "recompute", DATABASE_URL=postgres.database_url("postgres"))
    assert postgresql.stderr.strip() == f"DATABASE_URL: the database 'postgres' at {_where()} is not a Spieltisch database (it has no schema); nothing was changed."


def test_a_metrics_port_in_use_stops_the_bot_before_discord_and_the_database(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        for command in ("run", "check-config"):
            result = run_bot(command, cwd=tmp_path, DISCORD_TOKEN="token", METRICS_PORT=str(port))
            assert (result.returncode, result.stderr.strip()) == (
                1,
                f"METRICS_PORT {port} is already in use on this host (another process listens there, perhaps another bot process): "
                "give each process its own METRICS_PORT, or leave it unset.",
            )
    assert list(tmp_path.iterdir()) == [], "no database was created"


def test_the_documents_that_messages_point_to_exist() -> None:
    root = Path(__file__).parents[1]
    named = {match for path in (root / "bot").rglob("*.py") for match in re.findall(r"docs/[\w-]+\.md", path.read_text())}
    named |= set(re.findall(r"docs/[\w-]+\.md", run_bot("--help").stdout))
    assert "docs/operations.md" in named
    assert [name for name in named if not (root / name).is_file()] == []
    operations = (root / "docs" / "operations.md").read_text()
    for section in ("Several shard processes", "Backups", "Upgrades and rollbacks"):
        assert f"## {section}" in operations


def test_building_the_bot_prints_no_voice_warning(tmp_path: Path) -> None:
    """`sync` and `run` build the bot; discord.py would note that voice libraries are missing."""
    code = (
        "import logging; logging.basicConfig(level='DEBUG')\n"
        "from pydantic import SecretStr\nfrom bot.app import Spieltisch\nfrom bot.config import Settings\n"
        f"Spieltisch(Settings(discord_token=SecretStr('t'), database_url='sqlite+aiosqlite:///{tmp_path}/b.db'))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True, cwd=tmp_path)
    assert "voice" not in result.stderr.lower() and "nacl" not in result.stderr.lower()


def test_backup_of_a_postgresql_database_points_to_pg_dump(pg_database: str, tmp_path: Path) -> None:
    from bot.store import Store
    from tests.conftest import _reset_pg

    async def migrated() -> None:
        await _reset_pg(pg_database)
        store = Store(pg_database)
        await store.migrate()
        await store.close()

    asyncio.run(migrated())
    result = run_bot("backup", str(tmp_path / "spieltisch.dump"), DATABASE_URL=pg_database)
    where = make_url(pg_database).set(drivername="postgresql").render_as_string(hide_password=True)
    assert (result.returncode, result.stderr.strip()) == (
        1,
        f"DATABASE_URL is a PostgreSQL database: back it up with pg_dump, e.g. pg_dump --format=custom --file={tmp_path}/spieltisch.dump "
        f"'{where}' (docs/operations.md, 'Backups').",
    )
    assert list(tmp_path.iterdir()) == []
