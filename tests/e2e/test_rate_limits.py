"""The bot keeps under Discord's global rate limit itself: no 429 storms, nothing lost."""

from __future__ import annotations

import asyncio
from pathlib import Path

import discord

from bot.config import Settings
from bot.metrics import RATE_LIMIT_WAITS
from testkit import driver
from testkit.fake_discord import FakeDiscord, RateLimits
from tests.e2e.test_table_flow import GAMES


async def test_a_burst_of_posts_waits_in_the_bot_and_meets_no_429(tmp_path: Path) -> None:
    own = RATE_LIMIT_WAITS.labels("own")
    before = own._value.get()
    # Twelve posts at once would meet Discord's limit of 10 a second; the bot keeps itself to 4 a
    # second. The margin is wide so that a request delayed on a busy machine (counted by Discord when
    # it arrives, by the bot when it leaves) cannot bunch two of the bot's seconds into one.
    async with FakeDiscord(rate_limits=RateLimits(global_per_second=10, channel_messages=100)) as fake:
        ana = fake.add_user("ana")
        names = [f"room{n}" for n in range(12)]
        guild = fake.add_guild("Club", channels=names, members=[ana])
        settings = Settings(discord_token="test-token", database_url=f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}", health_file=str(tmp_path / "health"))
        bot = driver.TestBot(settings, games=GAMES, guild_ready_timeout=0.05, requests_per_second=4)
        task = asyncio.create_task(bot.start("test-token"))
        try:
            await asyncio.wait_for(bot.wait_until_ready(), 30)
            channels = [bot.get_channel(guild.channel(name).id) for name in names]
            assert all(isinstance(c, discord.TextChannel) for c in channels)
            await asyncio.gather(*(c.send(f"post {n}") for n, c in enumerate(channels)))  # type: ignore[union-attr]
            assert [m.content for name in names for m in fake.messages(guild.channel(name).id)] == [f"post {n}" for n in range(12)]
            assert fake.rate_limited == [], "Discord never had to answer 429"
            assert own._value.get() - before >= 1, "the bot held requests back itself"
            fake.assert_clean()
        finally:
            await bot.close()
            await asyncio.wait_for(task, 10)
