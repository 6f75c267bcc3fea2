"""The real bot as a process of its own, for the kill tests: started, SIGKILLed, started again.

`python -m testkit.crash_bot API_BASE GATEWAY_URL DATABASE_URL` points discord.py at the fake
Discord of the test process (the two process-global endpoints, as `FakeDiscord.patched` does
in-process) and runs the unmodified bot with the take-away test game until it is killed. Messages
still owed are looked for every half second and another process's claim is respected for two
seconds, so a test sees a restart (or the surviving process) deliver quickly. SHARD_COUNT and
SHARD_IDS come from the environment as for `python -m bot`. The test kills it with SIGKILL, or has
it kill itself at a named point of delivery with `SPIELTISCH_CRASH_AT` (`cogs.crash.crash_point`).
See `testkit.driver.BotProcess`.
"""

from __future__ import annotations

import asyncio
import logging
import sys

import discord
import yarl
from pydantic import SecretStr

from bot.config import Settings
from bot.games import GAMES
from testkit.driver import TestBot
from testkit.takeaway import GAME as TAKEAWAY


async def main(api_base: str, gateway: str, database_url: str) -> None:
    """Run the bot until the process is killed."""
    discord.http.Route.BASE = api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    bot = TestBot(
        Settings(discord_token=SecretStr("test-token"), database_url=database_url),
        games={**GAMES, TAKEAWAY.key: TAKEAWAY},
        guild_ready_timeout=0.05,
        tick_seconds=None,
        deliver_seconds=0.5,
        outbox_lease=2.0,
    )
    await bot.start("test-token")


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord").setLevel(logging.WARNING)
    asyncio.run(main(*sys.argv[1:4]))
