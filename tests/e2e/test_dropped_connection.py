"""The words match what happened: when PostgreSQL drops the bot's connection after a move's commit, just
as its messages are marked delivered, the player reads no "nothing was changed" (the move was applied
and shown), and delivery catches up quietly: nothing is sent a second time, even past the lease."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import text

from bot.store.repository import Repository
from testkit import postgres
from testkit.driver import running_bot
from testkit.takeaway import GAME as TAKEAWAY
from tests.conftest import _reset_pg

GAMES = {TAKEAWAY.key: TAKEAWAY}
CHOICE = ("act:", "acts:", "grp:")


@pytest.fixture
def pg_url(pg_database: str) -> str:
    asyncio.run(_reset_pg(pg_database))
    return pg_database


@pytest.fixture
def drops(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """While armed (a number in the list), marking messages delivered first has PostgreSQL terminate the
    very connection it runs on (`pg_terminate_backend`), as a restart of the database or a network cut would."""
    armed: list[int] = []
    original = Repository.mark_delivered

    async def mark_delivered(self: Repository, marks: Any, now: Any) -> None:
        if armed and armed[0] > 0:
            armed[0] -= 1
            pid = (await self.session.execute(text("SELECT pg_backend_pid()"))).scalar_one()
            await postgres.terminate(pid)
        await original(self, marks, now)

    monkeypatch.setattr(Repository, "mark_delivered", mark_delivered)
    yield armed


async def test_a_connection_dropped_while_marking_delivered_confirms_the_move_and_sends_nothing_twice(pg_url: str, drops: list[int]) -> None:
    async with running_bot(pg_url, GAMES) as world:
        world.bot.interactions.delivery.lease = timedelta(seconds=2)  # so a claim left behind would be taken over within the test
        lobby, thread = await world.new_table("ana", "takeaway", pile=30)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        fake = world.fake
        tried = 0
        for _ in range(3):
            mover = next(name for name in ("ana", "ben") if world.latest_choice(name) is not None)
            prompt = world.latest_choice(mover)
            assert prompt is not None
            boards = len([m for m in fake.messages(thread) if m.attachments])
            drops[:] = [1]
            clicked = await world.choose(mover, prompt)
            tried += 1
            assert drops == [0], "the connection was dropped at the marking"
            said = [m.content for m in clicked.ephemeral]
            assert not any("nothing was changed" in s or "went wrong" in s for s in said), said
            assert "✅" in fake.message(prompt.id).content, "the move is confirmed"
            await asyncio.sleep(4)  # past the lease and a turn of the delivery loop
            await world.settle()
            assert len([m for m in fake.messages(thread) if m.attachments]) == boards + 1, "one board for the move, once"
        for name in ("ana", "ben"):
            user = world.users[name].id
            prompts = [tuple(m.custom_ids()) for m in fake.dms(user) if any(c.startswith(CHOICE) for c in m.custom_ids())]
            assert len(prompts) == len(set(prompts)), f"{name} got a prompt twice"
        assert tried == 3
        world.errors.records = [r for r in world.errors.records if "delivering owed messages failed" not in r.getMessage()]
