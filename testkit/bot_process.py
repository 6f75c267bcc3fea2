"""The real bot as a separate process (`python -m bot`), pointed at a fake Discord in the test process.

    process = start_bot_process(fake, database_url, shard_count=2, shard_ids="1", folder=tmp_path)

The child runs `bot.__main__.main(["run"])` unchanged after three test settings, read from its
environment: the fake's address (discord.py's REST base and gateway), the take-away test game
played beside the built-in ones, and the turn clock run every `TEST_TICK_SECONDS` on a clock that the test can move
forward by writing seconds into the file `TEST_TIME_OFFSET_FILE`.
"""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
# How long tests let a bot process start (import, log in, connect): on a machine whose cores are busy
# with other work that took over 60 s. A bound on a wait for an event, not a measure: a quick start passes at once.
STARTING = 240.0


def _offset(path: str) -> float:
    try:
        return float(Path(path).read_text() or 0)
    except (OSError, ValueError):
        return 0.0


def child() -> int:
    """In the bot process: point discord.py at the fake, apply the test settings, run the bot."""
    import discord.gateway
    import discord.http
    import yarl

    import bot.app
    import bot.clock
    from bot.kits import builtin_kits
    from testkit.kits import takeaway_kit

    base = os.environ["TEST_FAKE_DISCORD"]
    discord.http.Route.BASE = f"{base}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(base.replace("http://", "ws://") + "/gateway")
    offset_file = os.environ.get("TEST_TIME_OFFSET_FILE")
    if offset_file:
        def now(self: Any) -> datetime:
            return datetime.now(UTC) + timedelta(seconds=_offset(offset_file))

        bot.clock.SystemClock.now = now  # type: ignore[method-assign]
    kwdefaults = bot.app.Spieltisch.__init__.__kwdefaults__
    if kwdefaults is not None:
        takeaway = takeaway_kit()
        kwdefaults["games"] = {**builtin_kits(), takeaway.key: takeaway}
    if os.environ.get("TEST_TICK_SECONDS") and kwdefaults is not None:
        kwdefaults["tick_seconds"] = float(os.environ["TEST_TICK_SECONDS"])
    from bot.__main__ import main

    return main(["run"])


def start_bot_process(
    fake: Any,
    database_url: str,
    *,
    folder: Path,
    name: str,
    shard_count: int | None = None,
    shard_ids: str | None = None,
    tick_seconds: float | None = None,
    time_offset_file: Path | None = None,
    env: dict[str, str] | None = None,
) -> subprocess.Popen[bytes]:
    """Start `python -m bot` against `fake` (`env`: more settings); its log goes to `folder/<name>.log`."""
    env = {
        **os.environ,
        **(env or {}),
        "TEST_FAKE_DISCORD": fake.url,
        "DISCORD_TOKEN": fake.token or "test-token",
        "DATABASE_URL": database_url,
        "HEALTH_FILE": str(folder / f"{name}.health"),
        "LOG_LEVEL": "INFO",
        "PYTHONPATH": str(ROOT),
    }
    for key, value in {
        "SHARD_COUNT": shard_count,
        "SHARD_IDS": shard_ids,
        "TEST_TICK_SECONDS": tick_seconds,
        "TEST_TIME_OFFSET_FILE": time_offset_file,
    }.items():
        if value is not None:
            env[key] = str(value)
        else:
            env.pop(key, None)
    log = open(folder / f"{name}.log", "wb")  # noqa: SIM115 — the child holds it; closed with the process
    try:
        return subprocess.Popen([sys.executable, "-m", "testkit.bot_process"], env=env, cwd=folder, stdout=log, stderr=subprocess.STDOUT)
    finally:
        log.close()


def stop_bot_process(process: subprocess.Popen[bytes], timeout: float = 20.0) -> int:
    """Stop the bot as `docker stop` would (SIGTERM, then SIGKILL); its exit code."""
    process.terminate()
    try:
        return process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        return process.wait(timeout)


if __name__ == "__main__":
    sys.exit(child())
