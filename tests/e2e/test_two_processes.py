"""Two bot processes, one shard each (SHARD_COUNT=2), on one PostgreSQL database, against a fake Discord
that presents two shards: a server's events arrive on its own shard, DMs and their clicks on shard 0.

A game whose server is on shard 1 is played to the end: the lobby runs in the process of shard 1,
every DM click in the process of shard 0, and both run the turn clock. Nothing is applied, announced
or sent twice, and the turn clock stands in once.
"""

from __future__ import annotations

import asyncio
import contextlib
import uuid
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import asyncpg

from testkit import postgres
from testkit.bot_process import STARTING, start_bot_process, stop_bot_process
from testkit.fake_discord import FakeDiscord, FakeInteraction, FakeMessage

CHOICE = ("act:", "acts:", "grp:")


@contextlib.asynccontextmanager
async def fresh_database() -> AsyncIterator[str]:
    name = f"spieltisch_shards_{uuid.uuid4().hex[:10]}"
    admin = await asyncpg.connect(postgres.admin_dsn())
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    try:
        yield postgres.database_url(name)
    finally:
        admin = await asyncpg.connect(postgres.admin_dsn())
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await admin.close()


def shards_of(fake: FakeDiscord, interaction: FakeInteraction) -> list[int]:
    """The shards whose gateway session was sent this interaction."""
    return sorted(
        session.shard_id
        for session in fake._sessions.values()
        if any(p["t"] == "INTERACTION_CREATE" and p["d"]["id"] == str(interaction.id) for p in session.sent)
    )


def newest_choice(fake: FakeDiscord, user_id: int) -> FakeMessage | None:
    offers = [m for m in fake.dms(user_id) if any(c.startswith(CHOICE) for c in m.custom_ids())]
    return offers[-1] if offers else None


async def take_one(fake: FakeDiscord, user_id: int, offer: FakeMessage) -> FakeInteraction:
    """Take the smallest choice offered (the take-away game: "take 1")."""
    custom_id = min((c for c in offer.custom_ids() if c.startswith("act:")), key=lambda c: c.rsplit(":", 1)[1])
    interaction = await fake.click(user_id, offer, custom_id)
    await interaction.response(timeout=60)
    return interaction


async def actions_in_database(url: str) -> list[tuple[int, int]]:
    connection = await asyncpg.connect(url.replace("postgresql+asyncpg://", "postgresql://", 1))
    try:
        rows = await connection.fetch("SELECT table_id, seq FROM actions ORDER BY table_id, seq")
    finally:
        await connection.close()
    return [(int(r[0]), int(r[1])) for r in rows]


async def test_a_game_on_shard_1_is_played_through_by_two_processes(tmp_path: Path) -> None:
    offset = tmp_path / "time-offset"
    offset.write_text("0")
    async with fresh_database() as url, FakeDiscord(shards=2, token="two-shards") as fake:
        ana, ben = fake.add_user("ana"), fake.add_user("ben")
        guild = fake.add_guild("Club", members=[ana, ben], shard=1)
        general = guild.channel("general").id
        common: dict[str, Any] = {"folder": tmp_path, "shard_count": 2, "tick_seconds": 1.0, "time_offset_file": offset}
        processes = [start_bot_process(fake, url, name="shard0", shard_ids="0", **common)]
        try:
            # The first process migrates the database and syncs the commands; then the second starts.
            await fake.wait_for(lambda: 0 in fake.connected_shards() and fake.commands, timeout=STARTING, what="shard 0")
            processes.append(start_bot_process(fake, url, name="shard1", shard_ids="1", **common))
            await fake.wait_for(lambda: fake.connected_shards() == [0, 1], timeout=STARTING, what="shard 1")
            await asyncio.sleep(1.0)  # guild_ready_timeout of the second process

            new = await fake.slash(ana.id, guild.id, general, "takeaway", subcommand="new", options={"pile": 10, "clock": "1h"})
            lobby = await new.final_message(timeout=60)
            assert shards_of(fake, new) == [1], "a server's command goes to its shard's process only"
            await fake.wait_for(lambda: any(t.id == lobby.id for t in fake.threads(general)), timeout=60, what="the thread")
            thread = lobby.id
            edits = len(fake.message(lobby.id).history)
            join = await fake.click(ben.id, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":join")))
            await join.response(timeout=60)
            await fake.wait_for(lambda: len(fake.message(lobby.id).history) > edits, timeout=60, what="the join")
            start = await fake.click(ana.id, fake.message(lobby.id), next(c for c in lobby.custom_ids() if c.endswith(":start")))
            await start.response(timeout=60)
            assert shards_of(fake, join) == shards_of(fake, start) == [1]

            first = await fake.wait_for(lambda: newest_choice(fake, ana.id), timeout=60, what="ana's first DM")
            click = await take_one(fake, ana.id, first)
            assert shards_of(fake, click) == [0], "a DM click goes to shard 0's process"
            offer = await fake.wait_for(lambda: newest_choice(fake, ben.id), timeout=60, what="ben's DM")

            # Ben lets his hour run out: both processes run the turn clock every second.
            offset.write_text(str(3600 + 120))
            await fake.wait_for(
                lambda: any("ran out of time" in m.content for m in fake.messages(thread)), timeout=30, what="the stand-in"
            )
            await asyncio.sleep(3.0)  # both clocks run a few more times
            assert sum("ran out of time" in m.content for m in fake.messages(thread)) == 1

            # The rest of the game from the DMs, to the end.
            deadline = asyncio.get_running_loop().time() + 120
            while asyncio.get_running_loop().time() < deadline:
                if any("Final standings" in m.content for m in fake.messages(thread)):
                    break
                offers = [(u, m) for u in (ana.id, ben.id) if (m := newest_choice(fake, u)) is not None and m.id != offer.id]
                if not offers:
                    await asyncio.sleep(0.2)
                    continue
                user, offer = max(offers, key=lambda pair: pair[1].id)
                click = await take_one(fake, user, offer)
                assert shards_of(fake, click) == [0]
                await fake.wait_for(lambda click=click: click.events or click.rejections, timeout=60, what="the move")
            await fake.wait_for(lambda: any("Final standings" in m.content for m in fake.messages(thread)), timeout=60, what="the end")
            await asyncio.sleep(3.0)  # time for a second process to announce anything twice
            thread_messages = fake.messages(thread)
            assert sum("Final standings" in m.content for m in thread_messages) == 1
            actions = await actions_in_database(url)
            # Cards take at most 3 stones, so a pile of 10 takes at least 4 moves whatever the deal.
            assert len(actions) == len(set(actions)) and len(actions) >= 4
            boards = [m for m in thread_messages if m.attachments]
            assert len(boards) == len(actions) + 1, "one board for the start and one per move, each once"
            for user in (ana.id, ben.id):
                prompts = Counter(tuple(m.custom_ids()) for m in fake.dms(user) if m.custom_ids())
                assert all(n == 1 for n in prompts.values()), f"a DM sent twice: {prompts}"
            fake.assert_clean()
        finally:
            codes = [stop_bot_process(p) for p in processes]
        logs = {p.name: p.read_text() for p in tmp_path.glob("*.log")}
        assert not [line for text in logs.values() for line in text.splitlines() if " ERROR " in line or "Traceback" in line], logs
        assert all(code in (0, -15) for code in codes), codes
