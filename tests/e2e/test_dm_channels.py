"""DM channels are opened once per user, also with more users than discord.py keeps (128)."""

from __future__ import annotations

from pathlib import Path

import discord

from testkit.driver import running_bot
from tests.e2e.test_table_flow import GAMES


async def test_each_dm_channel_is_opened_once(tmp_path: Path) -> None:
    async with running_bot(f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}", GAMES) as world:
        fake = world.fake
        people = [fake.add_user(f"player{n}") for n in range(200)]
        opened = [(m, r) for m, r, _ in fake.requests].count(("POST", "/users/@me/channels"))
        for _ in range(2):
            channels = [await world.bot.create_dm(discord.Object(id=p.id)) for p in people]
        assert [c.recipient.id if c.recipient else None for c in channels] == [p.id for p in people]
        assert [(m, r) for m, r, _ in fake.requests].count(("POST", "/users/@me/channels")) - opened == 200
