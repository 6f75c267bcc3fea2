"""`python -m bot`: configuration errors are one clear line, never a traceback."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

from testkit import postgres


def run_bot(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if k not in {"DISCORD_TOKEN", "DATABASE_URL", "SHARD_IDS", "SHARD_COUNT"}}
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        capture_output=True,
        text=True,
        env={**clean, **env},
        cwd=Path(__file__).parent,  # no .env file here
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
    for name in ("DISCORD_TOKEN", "DATABASE_URL", "SHARD_COUNT", "SHARD_IDS", "DEV_GUILD_ID", "LOG_LEVEL", "check-config"):
        assert name in result.stdout


def test_check_config_says_when_no_postgresql_answers() -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    result = run_bot("check-config", DISCORD_TOKEN="token", DATABASE_URL=f"postgresql+asyncpg://postgres@127.0.0.1:{port}/spieltisch")
    assert result.returncode == 1
    assert result.stderr.startswith(f"DATABASE_URL: no PostgreSQL answers at 127.0.0.1:{port}/spieltisch (")
    assert "Several shard processes" in result.stderr and "Traceback" not in result.stderr


def test_check_config_accepts_a_postgresql_that_answers_and_names_a_missing_database() -> None:
    ok = run_bot("check-config", DISCORD_TOKEN="token", DATABASE_URL=postgres.database_url("postgres"))
    assert ok.returncode == 0 and "Configuration OK: database postgresql+asyncpg" in ok.stdout
    missing = run_bot("check-config", DISCORD_TOKEN="token", DATABASE_URL=postgres.database_url("spieltisch_no_such_database"))
    assert missing.returncode == 1
    assert "refused the connection" in missing.stderr and 'database "spieltisch_no_such_database" does not exist' in missing.stderr


def test_check_config_names_a_missing_sqlite_folder(tmp_path: Path) -> None:
    result = run_bot("check-config", DISCORD_TOKEN="token", DATABASE_URL=f"sqlite+aiosqlite:///{tmp_path}/absent/bot.db")
    assert result.returncode == 1
    assert result.stderr.strip() == f"DATABASE_URL: the folder {tmp_path}/absent of the SQLite file does not exist."
