"""The bot's own bound on requests per second (Discord's global limit), on a hand-moved clock."""

from __future__ import annotations

import asyncio

import pytest

from bot.ratelimit import GlobalLimit, limit_requests


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


async def test_waits_are_reported_and_requests_pass_through() -> None:
    clock = Clock()
    sent: list[str] = []
    waits: list[float] = []

    class Http:
        async def request(self, route: str, **kwargs: object) -> str:
            sent.append(route)
            return f"ok {route}"

    http = Http()
    limit_requests(http, GlobalLimit(2, clock=clock, sleep=clock.sleep), waits.append)
    clock.now = 10.0
    assert [await http.request(f"r{n}") for n in range(3)] == ["ok r0", "ok r1", "ok r2"]
    assert sent == ["r0", "r1", "r2"] and waits == [1.0]


def test_a_limit_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        GlobalLimit(0)
