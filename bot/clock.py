"""Time as a dependency, so tests can move it forward."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Protocol


class Clock(Protocol):
    """Tells the current time (timezone-aware UTC)."""

    def now(self) -> datetime: ...


class SystemClock:
    """The real clock."""

    def now(self) -> datetime:
        """Current UTC time."""
        return datetime.now(UTC)


class ManualClock:
    """A clock tests move by hand."""

    def __init__(self, start: datetime | None = None) -> None:
        self.current = start or datetime(2026, 1, 1, 12, 0, tzinfo=UTC)

    def now(self) -> datetime:
        """The time it was set to."""
        return self.current

    def advance(self, **delta: float) -> None:
        """Move forward, e.g. advance(minutes=5)."""
        self.current += timedelta(**delta)
