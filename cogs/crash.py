"""Test hooks that stop the process at a named point of delivery, to prove that nothing committed is lost.

`SPIELTISCH_CRASH_AT` makes the process SIGKILL itself there; `SPIELTISCH_FREEZE_AT` SIGSTOPs it (the
test continues it). Unset, as in production, nothing happens.
"""

from __future__ import annotations

import logging
import os
import signal
from collections import Counter

# Where a test may have the process killed: `committed` (the move is committed, nothing sent),
# `clicked` (after the ✅ edit), `board` (after the thread post), `dm` (after a DM; `dm:2` the second),
# `final`, `sent` (everything sent, nothing marked delivered), `computer` (a computer is about to think
# after a person's move went out). Unset: nothing happens.
CRASH_ENV = "SPIELTISCH_CRASH_AT"
FREEZE_ENV = "SPIELTISCH_FREEZE_AT"
_passed: Counter[str] = Counter()


def crash_point(name: str) -> None:
    """Test hook: SIGKILL this process here when `SPIELTISCH_CRASH_AT` is `name` (or `name:N`, the Nth time);
    SIGSTOP it (once: the test continues it) when `SPIELTISCH_FREEZE_AT` is."""
    frozen = os.environ.get(FREEZE_ENV)
    if frozen:
        point, _, nth = frozen.partition(":")
        if point == name:
            _passed[f"freeze:{name}"] += 1
            if _passed[f"freeze:{name}"] == int(nth or 1):
                logging.getLogger("spieltisch").warning("%s=%s: freezing the process", FREEZE_ENV, frozen)
                os.kill(os.getpid(), signal.SIGSTOP)
    wanted = os.environ.get(CRASH_ENV)
    if not wanted:
        return
    point, _, nth = wanted.partition(":")
    if point != name:
        return
    _passed[name] += 1
    if _passed[name] >= int(nth or 1):
        logging.getLogger("spieltisch").warning("%s=%s: killing the process", CRASH_ENV, wanted)
        os.kill(os.getpid(), signal.SIGKILL)
