"""The bot: one AutoShardedBot subclass that wires configuration, database, cogs and buttons."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import metrics
from bot.command_sync import sync_commands
from bot.config import Settings
from bot.games.base import Game
from bot.kits import as_kits, builtin_kits
from bot.ratelimit import PER_SECOND, GlobalLimit, limit_requests
from bot.store import Store
from bot.tables import TableService
from cogs.admin import ConfigCog
from cogs.client import TableBot
from cogs.components import DYNAMIC_ITEMS
from cogs.errors import handle_error
from cogs.hints import HintsCog
from cogs.interactions import TableInteractions
from cogs.kit import GameKit
from cogs.language import CatalogTranslator
from cogs.replay import ReplayCog
from cogs.settings import SettingsCog
from cogs.table import TableCog
from cogs.turn_clock import TurnClock

log = logging.getLogger(__name__)

DM_CHANNELS_KEPT = 20_000  # user id -> DM channel, the least recently used dropped first (a few MB)


class Spieltisch(TableBot):
    """Spieltisch on Discord. Needs no privileged intents.

    `tick_seconds`: how often the turn clock runs (reminders, stand-ins); None switches it off.
    `requests_per_second`: the bot's own bound on REST requests (Discord's global limit is 50).
    `deliver_seconds`: how often messages still owed (after a crash or a failed send) are looked for;
    `outbox_lease`: how long another process's claim on an owed message is respected.
    """

    flow: TableInteractions

    def __init__(
        self,
        settings: Settings,
        *,
        service: TableService | None = None,
        games: Mapping[str, Game[Any] | GameKit] | None = None,
        tick_seconds: float | None = 30.0,
        deliver_seconds: float = 3.0,
        outbox_lease: float = 20.0,
        requests_per_second: int = PER_SECOND,
        **options: Any,
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # threads and channels; no members, presences or message content
        shard_ids = settings.shard_id_list()
        if shard_ids is not None:  # None (every shard) is discord.py's default, which its stubs do not admit
            options["shard_ids"] = shard_ids
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            shard_count=settings.shard_count,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
            help_command=None,
            http_trace=metrics.http_trace(),
            **options,
        )
        # Under Discord's global limit before sending, rather than a storm of 429s at it.
        limit_requests(self.http, GlobalLimit(requests_per_second), metrics.own_wait)
        self.settings = settings
        # The games played here, each by its kit (a bare engine gets the generic parts), built once here
        # and handed to the service and the Discord layer.
        self.kits = as_kits((games if games is not None else builtin_kits()).values())
        self.games = {key: kit.game for key, kit in self.kits.items()}
        players = {key: kit.players for key, kit in self.kits.items()}
        self.service = service or TableService(Store(settings.database_url), games=self.games, players=players)
        self.flow = TableInteractions(self, self.service, self.kits, lease=outbox_lease)
        self.turn_clock = TurnClock(self, self.service, self.flow.delivery)
        self.tick_seconds = tick_seconds
        self.deliver_seconds = deliver_seconds
        self._ticker: asyncio.Task[None] | None = None
        self._dm_channels: OrderedDict[int, discord.DMChannel] = OrderedDict()
        self._deliverer: asyncio.Task[None] | None = None
        self._sweep: asyncio.Task[None] | None = None
        self.monitor = metrics.Monitor(self, port=settings.metrics_port, health_file=settings.health_file or None)
        self.tree.error(self.on_app_command_error)

    async def setup_hook(self) -> None:
        """Migrate the database, check running tables, register cogs and persistent buttons, sync
        (command names and descriptions localized from the catalogs)."""
        await self.service.store.migrate()
        await self.tree.set_translator(CatalogTranslator())
        # Tables are checked against their log when first touched and by this sweep once connected,
        # not all before connecting: a damaged one is set aside and the others go on.
        self._sweep = asyncio.create_task(self._check_tables(), name="spieltisch-table-check")
        await self.add_cogs()
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await sync_commands(self)
        await self.monitor.start()
        if self.tick_seconds is not None:
            self._ticker = asyncio.create_task(self._tick_loop(self.tick_seconds), name="spieltisch-turn-clock")
        self._deliverer = asyncio.create_task(self._deliver_loop(), name="spieltisch-delivery")

    async def add_cogs(self) -> None:
        """The shared commands (/table, /settings, /config …) and one command group per game."""
        await self.add_cog(TableCog(self))
        await self.add_cog(SettingsCog(self))
        await self.add_cog(ConfigCog(self))
        await self.add_cog(ReplayCog(self, self.kits))
        await self.add_cog(HintsCog(self, self.kits))
        for kit in self.kits.values():
            await self.add_cog(kit.cog(self, kit.game), override=True)


    async def _check_tables(self) -> None:
        """Once connected, check every open table not touched yet (see `TableService.recover`)."""
        await self.wait_until_ready()
        try:
            found = await self.service.recover()
        except Exception:
            log.exception("the start-up check of the tables failed; tables are still checked when first touched")
            return
        log.info("checked %d open tables: %d repaired from their log, %d set aside as damaged", found.checked, len(found.repaired), len(found.damaged))

    async def _deliver_loop(self) -> None:
        """Once connected, send what is still owed (e.g. the messages of a move made just before a
        crash), then keep looking (`cogs.delivery`)."""
        await self.wait_until_ready()
        await self.flow.delivery.run(self.deliver_seconds)

    async def _tick_loop(self, seconds: float) -> None:
        """Run the turn clock now (overdue tables and missed reminders after downtime) and then regularly."""
        await self.wait_until_ready()
        while not self.is_closed():
            await self.run_tick()
            await asyncio.sleep(seconds)

    async def run_tick(self) -> None:
        """One run of the turn clock; a failure is logged and the next run tries again."""
        try:
            await self.turn_clock.tick()
        except Exception:
            log.exception("the turn clock failed")

    async def on_app_command_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """Refusals become an ephemeral line; failures are logged and answered politely."""
        await handle_error(interaction, error)

    async def create_dm(self, user: discord.abc.Snowflake) -> discord.DMChannel:
        """The DM channel with a user, opened once per user (not once per message).

        discord.py keeps only the last 128 DM channels; beyond that every DM would first cost one more
        request against Discord's global rate limit (`POST /users/@me/channels`).
        """
        channel = self._dm_channels.get(user.id)
        if channel is None:
            channel = await super().create_dm(user)
            self._dm_channels[user.id] = channel
            if len(self._dm_channels) > DM_CHANNELS_KEPT:
                self._dm_channels.popitem(last=False)
        else:
            self._dm_channels.move_to_end(user.id)
        return channel

    async def close(self) -> None:
        """Stop the turn clock, disconnect, then release the database."""
        if self._sweep is not None:
            self._sweep.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweep
        if self._ticker is not None:
            self._ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._ticker
        if self._deliverer is not None:
            self._deliverer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._deliverer
        await self.monitor.stop()
        await super().close()
        await self.service.store.close()


async def sync_now(settings: Settings, token: str) -> int:
    """`python -m bot sync`: log in, register the commands and sync them whether or not they changed; no
    gateway connection, no turn clock. The number of commands synced."""
    class SyncOnly(Spieltisch):
        async def setup_hook(self) -> None:
            await self.service.store.migrate()
            await self.tree.set_translator(CatalogTranslator())
            await self.add_cogs()

    bot = SyncOnly(settings, tick_seconds=None)
    async with bot:  # closes the HTTP session and the database however it ends
        await bot.login(token)
        return await sync_commands(bot, force=True) or 0
