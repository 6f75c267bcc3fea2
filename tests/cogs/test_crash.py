"""The test hook that stops the process at a point of delivery stays quiet unless asked."""

from __future__ import annotations

import pytest

from cogs.crash import CRASH_ENV, crash_point


def test_the_crash_hook_does_nothing_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(CRASH_ENV, raising=False)
    crash_point("committed")
    monkeypatch.setenv(CRASH_ENV, "board:2")
    crash_point("committed")  # another point: the process lives on
