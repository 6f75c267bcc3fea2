"""The bot's own bound on requests per second (Discord's global limit), on a hand-moved clock."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import aiohttp
import pytest
import yarl
from multidict import CIMultiDict

from bot.ratelimit import GlobalLimit, limit_trace


class Clock:
    """Time that passes only when someone sleeps."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(round(seconds, 6))
        self.now += seconds


async def test_at_most_n_in_any_second_in_arrival_order() -> None:
    clock = Clock()
    limit = GlobalLimit(3, clock=clock, sleep=clock.sleep)
    starts: list[tuple[int, float]] = []

    async def request(n: int) -> None:
        await limit.wait()
        starts.append((n, clock.now))

    await asyncio.gather(*(request(n) for n in range(7)))
    assert [n for n, _ in starts] == list(range(7))
    assert [at for _, at in starts] == [0.0, 0.0, 0.0, 1.0, 1.0, 1.0, 2.0]
    clock.now = 2.5
    assert await limit.wait() == 0.0  # the budget of the last second has room again


async def test_requests_counted_by_discord_wait_right_before_they_leave_and_waits_are_reported() -> None:
    clock = Clock()
    waits: list[float] = []
    trace = aiohttp.TraceConfig()
    limit_trace(trace, GlobalLimit(2, clock=clock, sleep=clock.sleep), waits.append)
    (start,) = trace.on_request_start
    clock.now = 10.0

    async def send(path: str) -> float:
        params = aiohttp.TraceRequestStartParams("POST", yarl.URL(f"https://discord.com{path}"), CIMultiDict())
        await start(None, SimpleNamespace(), params)
        return clock.now

    sent = [await send(f"/api/v10/channels/{n}/messages") for n in range(3)]
    assert sent == [10.0, 10.0, 11.0] and waits == [1.0]
    # Interaction callbacks and follow-ups are exempt, and so is anything that is not the API.
    exempt = ["/api/v10/interactions/1/token/callback", "/api/v10/webhooks/2/token/messages/@original", "/gateway"]
    assert [await send(path) for path in exempt] == [11.0, 11.0, 11.0] and waits == [1.0]


def test_a_limit_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        GlobalLimit(0)
