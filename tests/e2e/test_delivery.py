"""No silent turn, ever: the real bot process is SIGKILLed at points of a move's delivery and started
again on the same database (SQLite and PostgreSQL); every awaited player then has a current prompt
without asking, the thread shows the current board and the clicked message shows the move as done.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.store import Store
from testkit.delivery import assert_nobody_waits_unknowing, choices, next_mover, open_and_start, table_row
from testkit.driver import BotProcess
from testkit.fake_discord import FakeDiscord, FakeMessage
from tests.conftest import _reset_pg

# `point:N`: the Nth time the process passes that point of delivery (see `cogs.crash.crash_point`).
# The start of the game publishes first (N=1), the first move second (N=2).
KILLS = {
    "after the commit, before any message": "committed:2",
    "before the board post (after the ✅ edit)": "clicked:1",
    "between the board post and the DM": "board:2",
    "between two DMs of the start": "dm:1",
    "between two DMs of a move (the mover's draw, then the next prompt)": "dm:3",
    "after every message, before they are marked delivered": "sent:2",
}


@pytest.fixture
def pg_url(pg_database: str) -> str:
    """An empty PostgreSQL database."""
    asyncio.run(_reset_pg(pg_database))
    return pg_database


@pytest.mark.parametrize("point", list(KILLS.values()), ids=list(KILLS))
async def test_a_kill_at_any_point_of_delivery_leaves_no_silent_turn(db_url: str, tmp_path: Path, point: str) -> None:
    async with FakeDiscord() as fake:
        users = {name: fake.add_user(name) for name in ("ana", "ben")}
        guild = fake.add_guild("Club", members=list(users.values()))
        bot = BotProcess(fake, db_url, tmp_path / "bot.log")
        try:
            await bot.start(crash_at=point)
            table = await open_and_start(fake, guild, users)
            clicked: FakeMessage | None = None
            if point != "dm:1":  # every other point comes with the first move
                mover, clicked = await next_mover(fake, users)
                interaction = await fake.click(mover.id, clicked, choices(clicked)[0])
                await interaction.response(timeout=15)
            assert await bot.died() == -9, bot.log()
            version_at_kill = (await table_row(db_url))[0]
            await bot.start()
            await assert_nobody_waits_unknowing(table, db_url)
            if clicked is not None:
                await fake.wait_for(lambda: "✅" in fake.message(clicked.id).content, 15, what="the ✅ on the clicked message")
                assert not choices(fake.message(clicked.id))
            assert (await table_row(db_url))[0] == version_at_kill, "nothing was applied again"
            fake.assert_clean()
        finally:
            await bot.kill()


async def test_two_processes_on_one_postgresql_deliver_each_message_once(pg_url: str, tmp_path: Path) -> None:
    async with FakeDiscord(shards=2) as fake:
        users = {name: fake.add_user(name) for name in ("ana", "ben")}
        guild = fake.add_guild("Club", members=list(users.values()), shard=1)
        # DMs (the moves) reach shard 0, the server (lobby, start) shard 1: two processes share the work.
        dms, server = BotProcess(fake, pg_url, tmp_path / "dms.log"), BotProcess(fake, pg_url, tmp_path / "server.log")
        try:
            await dms.start(env={"SHARD_COUNT": "2", "SHARD_IDS": "0"})
            await server.start(env={"SHARD_COUNT": "2", "SHARD_IDS": "1"})
            table = await open_and_start(fake, guild, users)
            for _ in range(4):
                version = (await table_row(pg_url))[0]
                mover, prompt = await next_mover(fake, users)
                await (await fake.click(mover.id, prompt, choices(prompt)[0])).response(timeout=15)
                await fake.wait_for(
                    lambda v=version: any(c.startswith(f"act:1:{v + 1}:") for u in users.values() for m in fake.dms(u.id) for c in choices(m)), 15, what="the next prompt"
                )
            await asyncio.sleep(3)  # past the lease: the other process would have taken anything left behind
            _, prompts, seats = await table_row(pg_url)
            async with Store(pg_url).unit() as uow:
                moves = [a.seat for a in await uow.repo.actions(1)]
            for seat, user in seats.items():
                asked = [m for m in fake.dms(user) if "Your turn" in m.content]
                assert len(asked) == moves.count(seat) + (str(seat) in prompts), f"seat {seat}: {len(asked)} prompts"
            boards = [m.content for m in fake.messages(table.thread) if m.attachments]
            assert len(boards) == len(set(boards)) == 1 + len(moves)
            # The DM process dies right after its next move's commit; the other delivers that move.
            await dms.kill()
            await dms.start(crash_at="committed:1", env={"SHARD_COUNT": "2", "SHARD_IDS": "0"})
            mover, prompt = await next_mover(fake, users)
            await (await fake.click(mover.id, prompt, choices(prompt)[0])).response(timeout=15)
            assert await dms.died() == -9
            await assert_nobody_waits_unknowing(table, pg_url)
            await fake.wait_for(lambda: "✅" in fake.message(prompt.id).content, 15, what="the ✅ on the clicked message")
            assert "delivering" in server.log()
            fake.assert_clean()
        finally:
            await dms.kill()
            await server.kill()
