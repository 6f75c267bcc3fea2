"""Restarts stay quiet: the bot syncs its slash commands only when they changed (their hash is kept in
the database), or when asked with `python -m bot sync`; of several shard processes only shard 0's syncs."""

from __future__ import annotations

import asyncio

from bot.app import sync_now
from bot.command_sync import meta_key
from bot.config import Settings
from bot.store import Store
from bot.store.meta import read_meta
from testkit import driver
from testkit.driver import running_bot
from testkit.fake_discord import FakeDiscord
from testkit.marks import GAME as MARKS
from testkit.takeaway import GAME as TAKEAWAY
from tests.test_main import run_bot

GAMES = {TAKEAWAY.key: TAKEAWAY}
PUT_GLOBAL = ("PUT", "/applications/{app_id}/commands")
PUT_GUILD = ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands")


def syncs(fake: FakeDiscord, route: tuple[str, str] = PUT_GLOBAL) -> int:
    """How many times the bot wrote its command list to Discord."""
    return sum(1 for method, path, status in fake.requests if (method, path) == route and status == 200)


async def test_a_restart_without_changes_sends_no_commands_and_a_changed_tree_does(database_url: str) -> None:
    async with FakeDiscord() as fake:
        ana = fake.add_user("ana")
        fake.add_guild("Club", members=[ana])
        async with running_bot(database_url, GAMES, fake=fake):
            pass
        assert syncs(fake) == 1, "the first start syncs"
        names = sorted(c["name"] for c in fake.commands)
        async with running_bot(database_url, GAMES, fake=fake) as world:
            mine = await world.command("ana", "table", "mine")  # the commands synced before still work
            assert mine.ephemeral and "no open table" in mine.content
        assert syncs(fake) == 1, "an unchanged tree is not sent again"
        async with running_bot(database_url, {**GAMES, MARKS.key: MARKS}, fake=fake):
            pass
        assert syncs(fake) == 2, "a new game's commands are synced"
        assert sorted(c["name"] for c in fake.commands) == sorted([*names, "marks"])
        async with running_bot(database_url, {**GAMES, MARKS.key: MARKS}, fake=fake):
            pass
        assert syncs(fake) == 2


async def test_python_m_bot_sync_sends_the_commands_even_when_unchanged(database_url: str) -> None:
    async with FakeDiscord() as fake:
        fake.add_guild("Club", members=[fake.add_user("ana")])
        async with running_bot(database_url, GAMES, fake=fake):
            pass
        settings = Settings(discord_token="test-token", database_url=database_url)
        identifies = fake.identifies
        count = await sync_now(settings, "test-token")
        assert count == len(fake.commands) > 0
        assert syncs(fake) == 2
        assert fake.identifies == identifies, "`sync` connects to no gateway"


async def test_only_the_process_holding_shard_0_syncs(database_url: str) -> None:
    async with FakeDiscord(shards=2) as fake:
        fake.add_guild("Club", members=[fake.add_user("ana")])

        async def start(shard: int) -> driver.TestBot:
            settings = Settings(discord_token="test-token", database_url=database_url, shard_count=2, shard_ids=str(shard))
            bot = driver.TestBot(settings, games=GAMES, guild_ready_timeout=0.05, tick_seconds=None)
            bot.task = asyncio.create_task(bot.start("test-token"))  # type: ignore[attr-defined]
            await asyncio.wait_for(bot.wait_until_ready(), 15)
            return bot

        second = await start(1)
        assert syncs(fake) == 0, "shard 1's process leaves the sync to shard 0's"
        first = await start(0)
        assert syncs(fake) == 1
        for bot in (second, first):
            await bot.close()
            await asyncio.wait_for(bot.task, 10)  # type: ignore[attr-defined]


async def test_a_development_server_gets_its_own_sync_and_hash(database_url: str) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Club", members=[fake.add_user("ana")])
        settings = Settings(discord_token="test-token", database_url=database_url, dev_guild_id=guild.id)
        for _ in range(2):
            bot = driver.TestBot(settings, games=GAMES, guild_ready_timeout=0.05, tick_seconds=None)
            task = asyncio.create_task(bot.start("test-token"))
            await asyncio.wait_for(bot.wait_until_ready(), 15)
            await bot.close()
            await asyncio.wait_for(task, 10)
        assert (syncs(fake, PUT_GUILD), syncs(fake)) == (1, 0)
        assert {c["name"] for c in fake.guild_commands(guild.id)} >= {"table", "takeaway"}
        store = Store(database_url)
        try:
            stored = await read_meta(store, meta_key(fake.application_id, guild.id))
            assert stored is not None and len(stored) == 64
            assert await read_meta(store, meta_key(fake.application_id, None)) is None
        finally:
            await store.close()


def test_sync_without_a_token_is_one_clear_line() -> None:
    result = run_bot("sync")
    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == ["DISCORD_TOKEN is not set: create a bot in the Discord developer portal and export its token."]
    assert "sync" in run_bot("--help").stdout
