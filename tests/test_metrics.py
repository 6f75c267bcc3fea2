"""Metrics helpers and the health check, without Discord."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from bot.__main__ import main
from bot.metrics import RATE_LIMIT_SECONDS, RATE_LIMIT_WAITS, _RateLimitRecords, check_health, route_of


def test_routes_lose_ids_and_interaction_tokens() -> None:
    assert route_of("/api/v10/channels/1234567890123456789/messages") == "/channels/{id}/messages"
    assert route_of("/api/v10/interactions/1234567890123456789/aW50ZXJhY3Rpb246abc/callback") == "/interactions/{id}/{token}/callback"
    assert route_of("/api/v10/webhooks/1234567890123456789/aW50ZXJhY3Rpb246abc/messages/@original") == "/webhooks/{id}/{token}/messages/@original"
    assert route_of("/api/v10/users/@me/channels") == "/users/@me/channels"


def record(level: int, message: str, *args: object) -> logging.LogRecord:
    return logging.LogRecord("discord.http", level, __file__, 1, message, args, None)


def test_rate_limit_reports_of_discord_py_are_counted() -> None:
    route = RATE_LIMIT_WAITS.labels("route")
    waited = RATE_LIMIT_SECONDS.labels("route")
    bucket = RATE_LIMIT_WAITS.labels("bucket")
    before = (route._value.get(), waited._value.get(), bucket._value.get())
    records = _RateLimitRecords(keep_debug=False)
    warning = record(logging.WARNING, "We are being rate limited. %s %s responded with 429. Retrying in %.2f seconds.", "POST", "/x", 1.5)
    assert records.filter(warning) is True  # warnings still reach the log
    debug = record(logging.DEBUG, "A rate limit bucket (%s) has been exhausted. Pre-emptively rate limiting...", "abc")
    assert records.filter(debug) is False  # debug lines are counted, then dropped
    assert (route._value.get() - before[0], waited._value.get() - before[1], bucket._value.get() - before[2]) == (1, 1.5, 1)


def test_health_from_the_heartbeat_file(tmp_path: Path) -> None:
    path = tmp_path / "health.json"
    assert check_health(str(path)) == (False, f"no heartbeat file at {path}: the bot is not running (or still starting)")
    path.write_text(json.dumps({"time": 1000.0, "healthy": True, "shards": {"0": 0.04, "1": 0.05}}))
    assert check_health(str(path), now=1010.0) == (True, "healthy: heartbeat 10 s ago, shards 0, 1")
    assert check_health(str(path), now=1100.0) == (False, "last heartbeat 100 s ago: the bot is stuck or stopped")
    path.write_text(json.dumps({"time": 1000.0, "healthy": False, "shards": {}}))
    assert check_health(str(path), now=1001.0) == (False, "the bot is running but not connected to Discord")
    path.write_text("{")
    assert check_health(str(path))[0] is False


def test_python_m_bot_health_exit_code(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("HEALTH_FILE", str(tmp_path / "missing.json"))
    assert main(["health"]) == 1
    assert "no heartbeat file" in capsys.readouterr().err
