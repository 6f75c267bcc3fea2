"""Leases that mean something, with the real bot as processes of their own on one PostgreSQL database:

- a process frozen (SIGSTOP) right after its move's commit, whose messages another process delivered
  meanwhile, sends nothing when it is continued (SIGCONT): it finds its claim gone before each send;
- a prompt sent again after a kill between sending it and marking it delivered closes the copy it
  replaces, so no DM keeps live buttons that nothing records.

Each test counts what it tried and the messages sent twice, and prints the counts.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections import Counter
from pathlib import Path

import pytest

from testkit.delivery import assert_nobody_waits_unknowing, choices, next_mover, open_and_start, seat_moves, table_row
from testkit.driver import BotProcess
from testkit.fake_discord import FakeDiscord, FakeMessage, FakeUser
from tests.conftest import _reset_pg

FREEZE_ENV = "SPIELTISCH_FREEZE_AT"
FREEZES = 3


@pytest.fixture
def pg_url(pg_database: str) -> str:
    """An empty PostgreSQL database."""
    asyncio.run(_reset_pg(pg_database))
    return pg_database


def stopped(pid: int) -> bool:
    """Whether the process is stopped (SIGSTOP): its state in /proc is T."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "T"


def live_prompts(fake: FakeDiscord, user: FakeUser) -> list[FakeMessage]:
    """The user's DMs that still offer buttons of table 1."""
    return [m for m in fake.dms(user.id) if choices(m)]


def messages_sent(fake: FakeDiscord, users: dict[str, FakeUser], thread: int) -> int:
    """Messages in the thread and the players' DMs."""
    return len(fake.messages(thread)) + sum(len(fake.dms(u.id)) for u in users.values())


def first_ids(message: FakeMessage) -> tuple[str, ...]:
    """The custom ids a message was sent with (before any edit took its buttons)."""
    data = message.history[0] if message.history else message.data
    return tuple(c["custom_id"] for row in data.get("components") or [] for c in row.get("components") or [] if "custom_id" in c)


def sent_twice(fake: FakeDiscord, users: dict[str, FakeUser], thread: int, moves: int) -> int:
    """Boards beyond one per update (the start and each move), and prompts sent again with the same buttons
    (the version in each button's id tells one decision from the next)."""
    boards = len([m for m in fake.messages(thread) if m.attachments]) - (1 + moves)
    prompts = Counter((u.id, first_ids(m)) for u in users.values() for m in fake.dms(u.id) if first_ids(m))
    return boards + sum(n - 1 for n in prompts.values())


# Where the DM process freezes: right after its move's commit (nothing sent yet), or after the ✅ edit
# of the clicked message (the board and the DMs not sent yet). Either way the rest is the other's to send.
FREEZE_POINTS = {"after the commit": "committed:1", "after the ✅ edit": "clicked:1"}


@pytest.mark.parametrize("point", list(FREEZE_POINTS.values()), ids=list(FREEZE_POINTS))
async def test_a_process_frozen_after_its_commit_sends_nothing_when_continued(pg_url: str, tmp_path: Path, point: str) -> None:
    async with FakeDiscord(shards=2) as fake:
        users = {name: fake.add_user(name) for name in ("ana", "ben")}
        guild = fake.add_guild("Club", members=list(users.values()), shard=1)
        # DMs (the moves) reach shard 0's process, the server shard 1's: the second delivers what the first owes.
        dms, server = BotProcess(fake, pg_url, tmp_path / "dms.log"), BotProcess(fake, pg_url, tmp_path / "server.log")
        twice = 0
        try:
            await server.start(env={"SHARD_COUNT": "2", "SHARD_IDS": "1"})
            await dms.start(env={"SHARD_COUNT": "2", "SHARD_IDS": "0"})
            table = await open_and_start(fake, guild, users)
            for _ in range(FREEZES):
                # The DM process starts again each time, to freeze right after its first commit.
                await dms.kill()
                await dms.start(env={"SHARD_COUNT": "2", "SHARD_IDS": "0", FREEZE_ENV: point})
                assert dms.process is not None
                pid = dms.process.pid
                version = (await table_row(pg_url))[0]
                mover, prompt = await next_mover(fake, users)
                await fake.click(mover.id, prompt, choices(prompt)[0])
                await fake.wait_for(lambda pid=pid: stopped(pid), 15, what="the DM process to freeze")
                assert (await table_row(pg_url))[0] == version + 1, "the move is committed"
                # The other process takes the messages over once the lease is past, and delivers them.
                await assert_nobody_waits_unknowing(table, pg_url)
                await fake.wait_for(lambda p=prompt: "✅" in fake.message(p.id).content, 15, what="the ✅ by the other process")
                await fake.idle(quiet=1.0, timeout=15)
                before = messages_sent(fake, users, table.thread)
                dms.process.send_signal(signal.SIGCONT)
                await asyncio.sleep(3)  # time for the continued process to send whatever it still would
                # Its move was delivered already and nobody moved since: anything new is sent twice.
                twice += messages_sent(fake, users, table.thread) - before
                print(f"after freeze: messages sent twice so far: {twice}")
                assert "freezing the process" in dms.log()
            print(f"freezes at {point} tried: {FREEZES}, messages sent twice: {twice}")
            assert twice == 0
            assert "no longer holds" in dms.log(), "the continued process says why it sends nothing"
            fake.assert_clean()
        finally:
            await dms.kill()
            await server.kill()


# Kills between sending a prompt and marking it delivered: `dm:N` after the Nth DM, `sent:N` after all
# of the Nth update's messages (the start is the first update, the first move the second).
RESEND_KILLS = ["dm:1", "dm:3", "sent:2"]


@pytest.mark.parametrize("point", RESEND_KILLS)
async def test_a_resent_prompt_closes_the_copy_it_replaces(pg_url: str, tmp_path: Path, point: str) -> None:
    async with FakeDiscord() as fake:
        users = {name: fake.add_user(name) for name in ("ana", "ben")}
        guild = fake.add_guild("Club", members=list(users.values()))
        bot = BotProcess(fake, pg_url, tmp_path / "bot.log")
        try:
            await bot.start(crash_at=point)
            table = await open_and_start(fake, guild, users)
            if not point.endswith(":1"):
                mover, prompt = await next_mover(fake, users)
                await (await fake.click(mover.id, prompt, choices(prompt)[0])).response(timeout=15)
            assert await bot.died() == -9, bot.log()
            await bot.start()
            await assert_nobody_waits_unknowing(table, pg_url)
            _, prompts, seats = await table_row(pg_url)
            awaited = {user.id: any(seats[int(seat)] == user.id for seat in prompts) for user in users.values()}
            # The earlier copies are closed as the restarted process delivers (waited for, not given a second).
            with contextlib.suppress(TimeoutError):  # else the check below says who has what
                await fake.wait_for(lambda: all(len(live_prompts(fake, u)) == int(awaited[u.id]) for u in users.values()), timeout=15)
            for user in users.values():
                live = live_prompts(fake, user)
                assert len(live) == (1 if awaited[user.id] else 0), f"{user.name}: {[m.content for m in live]}"
            # Played on to the end, no earlier copy answers or stays open.
            for _ in range(40):
                if not (await table_row(pg_url))[1]:
                    break
                mover, prompt = await next_mover(fake, users)
                await (await fake.click(mover.id, prompt, choices(prompt)[-1])).response(timeout=15)
                await fake.wait_for(lambda p=prompt: not choices(fake.message(p.id)), 15, what="the prompt answered")
            await fake.idle(quiet=1.5, timeout=20)
            assert not [m.content for u in users.values() for m in live_prompts(fake, u)], "no live buttons after the end"
            # Sent twice: what was sent before the kill and not yet marked, sent again (the crash window).
            moves = len(await seat_moves(pg_url))
            print(f"kill at {point}: messages sent twice {sent_twice(fake, users, table.thread, moves)}, copies left live 0")
            fake.assert_clean()
        finally:
            await bot.kill()
