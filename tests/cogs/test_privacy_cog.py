"""`/privacy` and its Delete button with stand-in interactions, and the purge of servers the bot left."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from unittest.mock import AsyncMock, MagicMock, create_autospec

import discord
import pytest

from bot.clock import ManualClock
from bot.i18n import t
from bot.store import Store
from bot.tables import BOT, TableService
from bot.tables.privacy import Privacy
from cogs.posts import seat_name
from cogs.privacy import ForgetButton, PrivacyCog
from tests.conftest import TEST_GAMES, TEST_PLAYERS

ANA, BEN, CAT = 101, 102, 103
GUILD, CHANNEL = 1, 10
OTHER_SHARD_GUILD = 1 << 22  # shard 1 of 2


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[TableService]:
    store = Store(f"sqlite+aiosqlite:///{tmp_path / 'privacy.db'}")
    await store.migrate()
    yield TableService(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=ManualClock())
    await store.close()


def make_cog(service: TableService) -> tuple[PrivacyCog, Any]:
    lobby_message = MagicMock()
    lobby_message.edit = AsyncMock()
    channel = MagicMock()
    channel.get_partial_message.return_value = lobby_message
    guilds: dict[int, object] = {}
    bot = SimpleNamespace(
        service=service,
        interactions=SimpleNamespace(publish=AsyncMock()),
        get_partial_messageable=MagicMock(return_value=channel),
        message=lobby_message,
        guilds=guilds,
        get_guild=guilds.get,
        shard_count=2,
        shard_ids=[0],
    )
    return PrivacyCog(bot, Privacy(service.core, service.leave), grace=timedelta(days=30), sweep_seconds=None), bot  # type: ignore[arg-type]


def interaction(user_id: int, *, answered: bool = True) -> Any:
    it = create_autospec(discord.Interaction, instance=True)
    it.response = create_autospec(discord.InteractionResponse, instance=True)
    it.response.is_done.return_value = answered
    it.followup = create_autospec(discord.Webhook, instance=True)
    it.user = SimpleNamespace(id=user_id, display_name="Ana")
    it.guild_id, it.channel_id, it.locale = GUILD, CHANNEL, "en-US"
    return it


def replies(it: Any) -> list[str]:
    sent = [call.args[0] for call in it.followup.send.call_args_list] + [call.args[0] for call in it.response.send_message.call_args_list]
    return sent + [call.kwargs["content"] for call in it.edit_original_response.call_args_list]


async def tables(service: TableService) -> tuple[int, int]:
    """A running table of Ana and Ben (Ana's vote to end in it), and a lobby Ana hosts with Cat."""
    running = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=1)
    await service.join(running.id, BEN, "Ben", GUILD)
    await service.start(running.id, ANA)
    lobby = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=2)
    await service.set_location(lobby.id, message_id=555)
    await service.join(lobby.id, CAT, "Cat", GUILD)
    await service.community.set_prefs(ANA, quiet=True)
    return running.id, lobby.id


async def test_privacy_shows_what_is_stored_with_a_delete_button(service: TableService) -> None:
    cog, _ = make_cog(service)
    running, lobby = await tables(service)
    it = interaction(ANA)
    await PrivacyCog.show.callback(cog, it)
    text = replies(it)[0]
    assert text.startswith(f"**What Spieltisch stores about you** (user id `{ANA}`):")
    assert "quiet: on" in text and "**Seats** (2):" in text
    assert f"table #{running}, Take-away, running: seat 1 as “Ana”" in text and f"table #{lobby}, Take-away, lobby: seat 1 as “Ana”" in text
    assert f"**Host** of tables: #{running}, #{lobby}" in text and "Delete my data" in text and len(text) <= 2000
    view = it.followup.send.call_args.kwargs["view"]
    [button] = view.children
    assert button.custom_id == f"privacy:forget:{ANA}" and button.item.label == "Delete my data"


async def test_privacy_for_someone_unknown_stores_nothing_by_asking(service: TableService) -> None:
    cog, _ = make_cog(service)
    it = interaction(CAT)
    await PrivacyCog.show.callback(cog, it)
    assert replies(it) == [f"Spieltisch stores nothing about you (user id `{CAT}`)."]
    assert "view" not in it.followup.send.call_args.kwargs
    assert (await cog.privacy.report(CAT)).empty, "asking stores nothing (not even the Discord language)"


async def test_the_delete_button_forgets_the_clicker_and_shows_the_tables_they_left(service: TableService) -> None:
    cog, bot = make_cog(service)
    running, lobby = await tables(service)

    stranger = interaction(BEN, answered=False)
    await cog.forget_click(stranger, ANA)
    assert replies(stranger) == ["This button is for the person who asked for it."]
    assert not (await cog.privacy.report(ANA)).empty, "someone else's click changes nothing"

    it = interaction(ANA)
    it.client = SimpleNamespace(get_cog={"PrivacyCog": cog}.get)
    await ForgetButton(ANA).callback(it)  # the button as Discord finds it: to the cog by its name
    [said] = replies(it)
    assert said.startswith("Your data is deleted. Running tables left (a computer plays on): 1; lobbies left: 1; seats that no longer carry your name: 1;")
    assert it.edit_original_response.call_args.kwargs["view"] is None, "the button is spent"
    assert (await cog.privacy.report(ANA)).empty
    # The running table is published as after any leave; the lobby message lists Cat alone.
    [update] = [call.args[0] for call in bot.interactions.publish.call_args_list]
    assert update.table.id == running and update.notices[0].kind == "leave"
    bot.get_partial_messageable.assert_any_call(CHANNEL)
    assert "Cat" in bot.message.edit.call_args.kwargs["content"] and "Ana" not in bot.message.edit.call_args.kwargs["content"]
    info = await service.get(running, BOT)
    assert seat_name(info, 0) == "Computer 1" and info.host_id == BEN

    again = interaction(ANA)
    await cog.forget_click(again, ANA)  # a second click (or a double click)
    assert replies(again) == ["Nothing is stored about you: there is nothing to delete."]
    assert (await cog.privacy.report(ANA)).empty, "the refusal stores nothing either"
    assert (await service.get(lobby, BOT)).host_id == CAT


async def test_a_forgotten_players_seat_reads_former_player_in_every_language(service: TableService) -> None:
    cog, _ = make_cog(service)
    table = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=1)
    await service.join(table.id, BEN, "Ben", GUILD)
    await service.start(table.id, ANA)
    await service.community.force_end(table.id, BEN, GUILD, manager=True)
    await cog.privacy.forget(ANA)
    info = await service.get(table.id, BOT)
    assert [seat_name(info, 0, lang) for lang in ("en", "de", "fa")] == ["Former player 1", "Ehemalige Person 1", t("fa", "privacy-former-player", number=1)]
    assert seat_name(info, 1) == "Ben"


async def test_a_server_that_removed_the_bot_is_purged_after_the_grace_period(service: TableService) -> None:
    cog, bot = make_cog(service)
    clock = service.core.clock
    assert isinstance(clock, ManualClock)
    running, _ = await tables(service)
    await service.create("takeaway", guild_id=OTHER_SHARD_GUILD, channel_id=CHANNEL, host_id=BEN, host_name="Ben", seed=3)
    await cog.on_guild_remove(SimpleNamespace(id=GUILD))
    await cog.on_guild_remove(SimpleNamespace(id=OTHER_SHARD_GUILD))
    clock.advance(minutes=29 * 24 * 60)
    assert await cog.sweep() == 0
    await cog.on_guild_join(SimpleNamespace(id=GUILD))  # back within the grace period
    await cog.on_guild_remove(SimpleNamespace(id=GUILD))  # and removed again: the period starts anew
    clock.advance(minutes=2 * 24 * 60)
    assert await cog.sweep() == 0, "30 days after the last removal, not the first"
    assert (await service.get(running, BOT)).status == "running"

    bot.guilds[GUILD] = object()  # added again while the bot was offline: the sweep finds it there
    clock.advance(minutes=30 * 24 * 60)
    assert await cog.sweep() == 0 and (await service.get(running, BOT)).status == "running"
    del bot.guilds[GUILD]
    await cog.on_guild_remove(SimpleNamespace(id=GUILD))
    clock.advance(minutes=31 * 24 * 60)
    assert await cog.sweep() == 1, "this server is purged; the other shard's server is left to its own process"
    assert [t.id for t in await service.community.mine(BEN, GUILD)] == []
    assert [g for g, _ in await cog.privacy.servers_left()] == [OTHER_SHARD_GUILD]


async def test_the_sweep_starts_once_connected_runs_at_once_and_stops_with_the_cog(service: TableService) -> None:
    cog, bot = make_cog(service)
    cog.sweep_seconds = 3600.0
    bot.is_closed = lambda: False
    bot.remove_dynamic_items = MagicMock()
    swept = asyncio.Event()

    async def sweep() -> int:
        swept.set()
        return 0

    cog.sweep = sweep  # type: ignore[method-assign]
    await cog.on_ready()
    task = cog._sweeper
    await cog.on_ready()  # a reconnect starts no second sweep
    assert cog._sweeper is task is not None
    await asyncio.wait_for(swept.wait(), 10)
    await cog.cog_unload()
    assert task.cancelled()
