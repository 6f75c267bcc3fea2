"""Staying under Discord's global rate limit instead of running into it.

Discord allows a bot about 50 REST requests per second in all (interaction responses and their
follow-ups are exempt). discord.py respects each route's bucket before sending, but learns of the
global limit only from a 429: at the limit every waiting request is answered 429, sleeps, and retries
at the same moment as the others. Discord bans a bot's address for a while after 10,000 such invalid
requests in 10 minutes; measured against the fake Discord at 300 busy tables that was 26 a second.
So every request that Discord counts waits here for a place in the last second's budget, right before
it is sent (`limit_trace`).

Discord's limit is for the bot token, across all its processes. With one process (SQLite) the budget
is kept in the process (`GlobalLimit`). With several on one PostgreSQL database they share it there
(`SharedLimit`): a busy process may use what an idle one leaves, and all together keep to the limit.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import aiohttp
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

log = logging.getLogger(__name__)

PER_SECOND = 45  # Discord's 50, less a margin for clock differences and requests outside this client
BUDGET_KEY = "discord"  # the row of `rate_budget` the bot's processes share
# How far ahead of the database's clock a grant is stamped: at least twice its round trip, so that a
# place is free again only a second after the request it was granted to left (see `_TAKE`). Under a
# full load a place then serves one request every 1 + MIN_AHEAD seconds (44 a second instead of 45).
MIN_AHEAD = 0.02
MAX_AHEAD = 0.5
RESTAMPS = 3  # a grant late this many times goes all the same: a database that slow cannot keep the bound exact


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


# The grant, one call of the database's function `rate_budget_take` (migration 0012). It first locks
# the budget's row. Only then does it read the database's clock (the same for every process), so each
# grant's times are later than those of every grant before it and the list stays in order (the slice
# relies on it). Read before the lock, as one statement did, the clock was as old as the wait for the
# lock: the times went in out of order and too early, and the processes together were granted 52–62
# places a second. The places are stamped :ahead seconds later than the clock reads, and the process
# uses them only if the grant reached it within :ahead (`SharedLimit._grant`): a place is then free
# again only a second after its request left, however the processes' round trips differ. With fewer
# places free the call says how long until the next one frees, and it says how long it waited for the
# row, so that the process knows when the clock was read. One call in autocommit is one round trip;
# the lock and the two statements in a transaction were five.
_TAKE = text("SELECT granted, wait, stamp, locked_for FROM rate_budget_take(:key, :want, :ahead)")
_LOCK = text("SELECT 1 FROM rate_budget WHERE key = :key FOR UPDATE")
# A grant that reached its process late: its places (the times equal to its stamp) are stamped again
# from the clock now, the list kept in order.
_RESTAMP = text(
    """
    WITH clock AS (SELECT extract(epoch FROM clock_timestamp())::float8 + CAST(:ahead AS float8) AS later)
    UPDATE rate_budget SET sent = ARRAY(
        SELECT CASE WHEN t = CAST(:stamp AS float8) THEN greatest(t, clock.later) ELSE t END AS s
        FROM unnest(rate_budget.sent) AS t ORDER BY s
    )
    FROM clock WHERE rate_budget.key = :key
    RETURNING clock.later
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

    Within the process requests go first come first served; those waiting together are granted with
    one statement, so the database's round trip does not bound how many a process may send.
    Until `share` is called (once the database is migrated), and whenever the database cannot be
    asked, the process keeps to a budget of its own (`GlobalLimit`), so that sending never stops.
    """

    def __init__(
        self, engine: AsyncEngine, per_second: int = PER_SECOND, *, key: str = BUDGET_KEY, sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep
    ) -> None:
        if per_second < 1:
            raise ValueError(f"per_second must be at least 1, not {per_second}")
        self.engine = engine
        self._autocommit = engine.execution_options(isolation_level="AUTOCOMMIT")  # one call, one round trip
        self.per_second = per_second
        self.key = key
        self.sleep = sleep
        self.fallback = GlobalLimit(per_second, sleep=sleep)
        self._prepared = False
        self.ahead = MIN_AHEAD
        self.late = 0  # grants that reached the process later than their stamps allowed, and were stamped again
        self._shared = False
        self._failing = False
        self._waiting: deque[tuple[asyncio.Future[float], list[float]]] = deque()
        self._granter: asyncio.Task[None] | None = None

    def share(self) -> None:
        """Take the budget from the database from now on (its table exists)."""
        self._shared = True

    async def wait(self) -> float:
        """Wait for a place in the shared budget and take it; returns the seconds waited."""
        if not self._shared:
            return await self.fallback.wait()
        granted: asyncio.Future[float] = asyncio.get_running_loop().create_future()
        self._waiting.append((granted, [0.0]))
        if self._granter is None or self._granter.done():
            self._granter = asyncio.create_task(self._grant(), name="spieltisch-rate-budget")
        return await granted

    async def _grant(self) -> None:
        """Grant the waiting requests in order, as many at a time as the budget has places."""
        while self._waiting:
            want = min(len(self._waiting), self.per_second)
            try:
                count, delay = await self._take(want)
            except Exception as error:
                if not self._failing:
                    log.warning("the shared rate budget cannot be read (%s); this process keeps to its own until it can", error)
                self._failing, self._prepared = True, False
                future, waited = self._waiting.popleft()
                waited[0] += await self.fallback.wait()
                _settle(future, waited[0])
                continue
            self._failing = False
            for _ in range(count):
                future, waited = self._waiting.popleft()
                _settle(future, waited[0])
            if count < want:
                pause = min(max(float(delay or 0.0), 0.002), 1.0)  # another process may take a place just freed
                for _, waited in self._waiting:
                    waited[0] += pause
                await self.sleep(pause)

    async def _take(self, want: int) -> tuple[int, float | None]:
        """Take up to `want` places; (places granted, seconds until the next frees)."""
        loop = asyncio.get_running_loop()
        ahead = self.ahead
        if not self._prepared:
            async with self.engine.begin() as connection:
                await connection.execute(_PREPARE, {"key": self.key, "size": self.per_second})
            self._prepared = True
        async with self._autocommit.connect() as connection:
            sent = loop.time()
            row = (await connection.execute(_TAKE, {"key": self.key, "want": want, "ahead": ahead})).one()
        asked = sent + float(row.locked_for)  # when the clock was read: the row was ours, the wait for it over
        granted, stamp = int(row.granted), row.stamp
        # The stamps cover the time from the clock's reading to here when that took at most `ahead`. A
        # grant that took longer is stamped again, later, before its requests go (and the next grant
        # stamps further ahead); so a place never frees less than a second after its request left.
        for _ in range(RESTAMPS):
            took = loop.time() - asked
            self.ahead = min(MAX_AHEAD, max(MIN_AHEAD, 2 * took, self.ahead * 0.98))
            if granted == 0 or took <= ahead:
                break
            self.late += 1
            ahead = self.ahead
            async with self.engine.begin() as connection:
                await connection.execute(_LOCK, {"key": self.key})
                asked = loop.time()
                stamp = (await connection.execute(_RESTAMP, {"key": self.key, "stamp": stamp, "ahead": ahead})).scalar_one()
        return granted, row.wait


def _settle(future: asyncio.Future[float], waited: float) -> None:
    if not future.done():  # a request cancelled while it waited has no one to tell
        future.set_result(waited)


def limit_for(engine: AsyncEngine, per_second: int = PER_SECOND) -> Limit:
    """The budget for a bot on this database: shared on PostgreSQL, the process's own on SQLite."""
    if engine.dialect.name == "postgresql":
        return SharedLimit(engine, per_second)
    return GlobalLimit(per_second)


# Interaction callbacks and the interaction's webhook (follow-ups, edits of @original) are exempt.
_EXEMPT = re.compile(r"^/api/v\d+/(interactions/|webhooks/\d+/[^/]+)")


def limit_trace(trace: aiohttp.TraceConfig, limit: Limit, on_wait: Callable[[float], None] | None = None) -> None:
    """Make every request to Discord's API that counts toward its global limit wait for `limit` right
    before it leaves (aiohttp awaits a trace's start hooks before sending).

    There, after discord.py's own waits for a route's bucket and for its retries too, the time a place
    is taken is the time the request is sent: held at an earlier point, requests granted while a
    bucket is used up would leave together once it refills, more in one second than the budget.
    """

    async def start(session: aiohttp.ClientSession, context: object, params: aiohttp.TraceRequestStartParams) -> None:
        path = params.url.path
        if not path.startswith("/api/") or _EXEMPT.match(path):
            return
        waited = await limit.wait()
        if waited and on_wait is not None:
            on_wait(waited)

    trace.on_request_start.append(start)
