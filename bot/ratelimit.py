"""Staying under Discord's global rate limit instead of running into it.

Discord allows a bot about 50 REST requests per second in all (interaction responses and their
follow-ups are exempt). discord.py respects each route's bucket before sending, but learns of the
global limit only from a 429: at the limit every waiting request is answered 429, sleeps, and retries
at the same moment as the others. Discord bans a bot's address for a while after 10,000 such invalid
requests in 10 minutes; measured against the fake Discord at 300 busy tables that was 26 a second.
So every request through discord.py's HTTP client waits here for a place in the last second's budget.

Discord's limit is for the bot token, across all its processes. With one process (SQLite) the budget
is kept in the process (`GlobalLimit`). With several on one PostgreSQL database they share it there
(`SharedLimit`): a busy process may use what an idle one leaves, and all together keep to the limit.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

log = logging.getLogger(__name__)

PER_SECOND = 45  # Discord's 50, less a margin for clock differences and requests outside this client
BUDGET_KEY = "discord"  # the row of `rate_budget` the bot's processes share


class Limit(Protocol):
    """A bound on requests per second: `wait` returns once a request may go, with the seconds waited."""

    async def wait(self) -> float: ...


class GlobalLimit:
    """At most `per_second` requests in any one second, first come first served."""

    def __init__(
        self,
        per_second: int = PER_SECOND,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    ) -> None:
        if per_second < 1:
            raise ValueError(f"per_second must be at least 1, not {per_second}")
        self.per_second = per_second
        self.clock = clock
        self.sleep = sleep
        self._sent: deque[float] = deque()
        self._turn = asyncio.Lock()  # FIFO: requests go in the order they asked

    async def wait(self) -> float:
        """Wait for a place in the budget and take it; returns the seconds waited."""
        waited = 0.0
        async with self._turn:
            while True:
                now = self.clock()
                while self._sent and self._sent[0] <= now - 1.0:
                    self._sent.popleft()
                if len(self._sent) < self.per_second:
                    self._sent.append(now)
                    return waited
                delay = self._sent[0] + 1.0 - now
                waited += delay
                await self.sleep(delay)


# One statement takes a place: the row is locked while it is read and changed, so of two processes
# asking at once the second sees the first's request. The times are the database's own clock, the
# same for every process. Refused, it says how long until the oldest request is a second old.
_TAKE = text(
    """
    WITH clock AS (SELECT extract(epoch FROM clock_timestamp())::float8 AS now),
    taken AS (
        UPDATE rate_budget SET sent = rate_budget.sent[2:] || clock.now
        FROM clock WHERE rate_budget.key = :key AND rate_budget.sent[1] <= clock.now - 1.0
        RETURNING 1
    )
    SELECT EXISTS (SELECT 1 FROM taken) AS granted,
           (SELECT budget.sent[1] + 1.0 - clock.now FROM rate_budget AS budget, clock WHERE budget.key = :key) AS wait
    """
)
_PREPARE = text(
    """
    INSERT INTO rate_budget (key, sent) VALUES (:key, array_fill(0.0::float8, ARRAY[CAST(:size AS integer)]))
    ON CONFLICT (key) DO UPDATE SET sent = excluded.sent WHERE cardinality(rate_budget.sent) <> CAST(:size AS integer)
    """
)


class SharedLimit:
    """At most `per_second` requests in any one second by all the processes that share the database.

    Within the process requests still go first come first served, one asking the database at a time.
    Until `share` is called (once the database is migrated), and whenever the database cannot be
    asked, the process keeps to a budget of its own (`GlobalLimit`), so that sending never stops.
    """

    def __init__(
        self, engine: AsyncEngine, per_second: int = PER_SECOND, *, key: str = BUDGET_KEY, sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep
    ) -> None:
        if per_second < 1:
            raise ValueError(f"per_second must be at least 1, not {per_second}")
        self.engine = engine
        self.per_second = per_second
        self.key = key
        self.sleep = sleep
        self.fallback = GlobalLimit(per_second, sleep=sleep)
        self._prepared = False
        self._shared = False
        self._failing = False
        self._turn = asyncio.Lock()

    def share(self) -> None:
        """Take the budget from the database from now on (its table exists)."""
        self._shared = True

    async def wait(self) -> float:
        """Wait for a place in the shared budget and take it; returns the seconds waited."""
        waited = 0.0
        async with self._turn:
            while True:
                if not self._shared:
                    return await self.fallback.wait()
                try:
                    granted, delay = await self._take()
                except Exception as error:
                    if not self._failing:
                        log.warning("the shared rate budget cannot be read (%s); this process keeps to its own until it can", error)
                    self._failing, self._prepared = True, False
                    return waited + await self.fallback.wait()
                self._failing = False
                if granted:
                    return waited
                delay = min(max(float(delay or 0.0), 0.002), 1.0)  # another process may have taken the place just freed
                waited += delay
                await self.sleep(delay)

    async def _take(self) -> tuple[bool, float | None]:
        async with self.engine.begin() as connection:
            if not self._prepared:
                await connection.execute(_PREPARE, {"key": self.key, "size": self.per_second})
                self._prepared = True
            row = (await connection.execute(_TAKE, {"key": self.key})).one()
        return bool(row.granted), row.wait


def limit_for(engine: AsyncEngine, per_second: int = PER_SECOND) -> Limit:
    """The budget for a bot on this database: shared on PostgreSQL, the process's own on SQLite."""
    if engine.dialect.name == "postgresql":
        return SharedLimit(engine, per_second)
    return GlobalLimit(per_second)


def limit_requests(http: Any, limit: Limit, on_wait: Callable[[float], None] | None = None) -> None:
    """Make every request of discord.py's HTTP client (`client.http`) wait for `limit` first.

    Interaction callbacks and follow-ups do not pass through this client (discord.py sends them
    through its webhook adapter), so they are not held back, as Discord exempts them too.
    """
    request = http.request

    async def limited(route: Any, **kwargs: Any) -> Any:
        waited = await limit.wait()
        if waited and on_wait is not None:
            on_wait(waited)
        return await request(route, **kwargs)

    http.request = limited
