"""Unit tests of the table commands with stand-in interactions: permissions, refusals, replies."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from unittest.mock import AsyncMock, MagicMock, create_autospec

import discord
import pytest

from bot.clock import ManualClock
from bot.kits import as_kits
from bot.store import Store
from bot.tables import BOT, TableService
from cogs.admin import ConfigCog
from cogs.interactions import TableInteractions
from cogs.settings import SettingsCog, prefs_text
from cogs.table import TableCog, is_manager, mine_line
from tests.conftest import TEST_GAMES, TEST_PLAYERS

ANA, BEN = 101, 102
GUILD, CHANNEL, THREAD = 1, 10, 11


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[TableService]:
    store = Store(f"sqlite+aiosqlite:///{tmp_path / 'cogs.db'}")
    await store.migrate()
    yield TableService(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=ManualClock())
    await store.close()


def fake_bot(service: TableService) -> Any:
    channel = MagicMock()
    channel.send = AsyncMock()
    client = MagicMock()
    client.get_channel.return_value = channel
    bot = SimpleNamespace(service=service, channel=channel)
    bot.interactions = TableInteractions(client, service, as_kits(TEST_GAMES.values()))
    return bot


def interaction(user_id: int, *, manage_guild: bool = False, channel_id: int = THREAD) -> Any:
    """A stand-in interaction: a member of GUILD with or without Manage Server."""
    it = create_autospec(discord.Interaction, instance=True)
    it.response = create_autospec(discord.InteractionResponse, instance=True)
    it.response.is_done.return_value = True  # every command defers first
    it.followup = create_autospec(discord.Webhook, instance=True)
    it.user = SimpleNamespace(id=user_id, display_name={ANA: "Ana", BEN: "Ben"}.get(user_id, "Someone"))
    it.guild_id, it.channel_id = GUILD, channel_id
    it.permissions = discord.Permissions(manage_guild=manage_guild)
    return it


def replies(it: Any) -> list[str]:
    return [call.args[0] for call in it.followup.send.call_args_list]


async def running(service: TableService) -> int:
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=1)
    await service.set_location(info.id, thread_id=THREAD)
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.start(info.id, ANA)
    return info.id


def test_is_manager_reads_the_members_permissions() -> None:
    assert not is_manager(interaction(BEN))
    assert is_manager(interaction(BEN, manage_guild=True))
    admin = interaction(BEN)
    admin.permissions = discord.Permissions(administrator=True)
    assert is_manager(admin)
    in_dm = interaction(BEN, manage_guild=True)
    in_dm.guild_id = None
    assert not is_manager(in_dm)


async def test_force_end_is_refused_without_manage_server_and_works_with_it(service: TableService) -> None:
    bot = fake_bot(service)
    cog = TableCog(bot)
    table = await running(service)

    host = interaction(ANA)  # even the host needs Manage Server to force-end
    await TableCog.end.callback(cog, host, None)
    assert "Manage Server" in replies(host)[0] and "vote-end" in replies(host)[0]
    assert (await service.get(table, BOT)).status == "running"
    bot.channel.send.assert_not_called()

    manager = interaction(BEN, manage_guild=True)
    await TableCog.end.callback(cog, manager, table)
    assert replies(manager) == [f"Table #{table} is ended."]
    assert (await service.get(table, BOT)).status == "abandoned"
    assert "ended by Ben (server manager)" in bot.channel.send.call_args.args[0]


async def test_config_clock_needs_manage_server(service: TableService) -> None:
    bot = fake_bot(service)
    cog = ConfigCog(bot)
    member = interaction(BEN)
    await ConfigCog.clock.callback(cog, member, "2h")
    assert "Manage Server" in replies(member)[0]
    assert await service.turns.server_clock(GUILD) is None
    manager = interaction(ANA, manage_guild=True)
    await ConfigCog.clock.callback(cog, manager, "nonsense")
    assert "not a duration" in replies(manager)[0]
    await ConfigCog.clock.callback(cog, manager, "12h")
    assert "**12h**" in replies(manager)[1]
    assert await service.turns.server_clock(GUILD) == 12 * 3600


async def test_vote_end_kick_and_rejoin_commands_refuse_clearly(service: TableService) -> None:
    bot = fake_bot(service)
    cog = TableCog(bot)
    table = await running(service)
    ben = interaction(BEN)
    await TableCog.kick.callback(cog, ben, SimpleNamespace(id=ANA, display_name="Ana"), table)
    assert "Only the host" in replies(ben)[0]
    await TableCog.rejoin.callback(cog, ben, table)
    assert "nothing to take back" in replies(ben)[1]
    await TableCog.vote_end.callback(cog, ben, table)
    assert "(1 of 2)" in replies(ben)[2]
    assert "votes to end" in bot.channel.send.call_args.args[0]
    await TableCog.vote_end.callback(cog, ben, table)
    assert "already" in replies(ben)[3]


async def test_settings_and_mine_replies(service: TableService) -> None:
    bot = fake_bot(service)
    ana = interaction(ANA)
    await SettingsCog.settings.callback(SettingsCog(bot), ana, False, None, True)
    assert replies(ana)[0] == prefs_text(await service.community.prefs(ANA))
    assert "**Quiet**: on" in replies(ana)[0]
    table = await running(service)
    await TableCog.mine.callback(TableCog(bot), ana)
    info = await service.get(table, BOT)
    assert replies(ana)[1] == mine_line(info, ANA, "Take-away")
    assert "**your turn**" in replies(ana)[1] and f"https://discord.com/channels/{GUILD}/{THREAD}" in replies(ana)[1]
