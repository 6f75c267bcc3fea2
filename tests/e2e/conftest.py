"""Fixtures of the end-to-end tests."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest


class _ErrorRecords(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
def discord_errors() -> Iterator[list[logging.LogRecord]]:
    """ERROR records of discord.py (exceptions in views, dynamic items, events are only logged)."""
    handler = _ErrorRecords()
    logger = logging.getLogger("discord")
    logger.addHandler(handler)
    yield handler.records
    logger.removeHandler(handler)


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    """A SQLite file of the test's own (the tests that need both databases take `db_url`)."""
    return f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"
