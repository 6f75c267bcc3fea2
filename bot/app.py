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
from bot.i18n import t
from bot.kits import as_kits, builtin_kits
from bot.ratelimit import PER_SECOND, SharedLimit, limit_for, limit_trace
from bot.store import Store
from bot.store.check import shown
from bot.tables import TableService
from cogs.admin import ConfigCog
from cogs.client import TableBot
from cogs.components import DYNAMIC_ITEMS
from cogs.errors import handle_error
from cogs.hints import HintsCog
from cogs.interactions import TableInteractions
from cogs.kit import GameKit
from cogs.language import CatalogTranslator, user_lang
from cogs.privacy import privacy_cog
from cogs.ratings import RatingsCog
from cogs.replay import ReplayCog
from cogs.settings import SettingsCog
from cogs.table import TableCog
from cogs.turn_clock import TurnClockRunner

log = logging.getLogger(__name__)

# What the bot needs in a server (README, "Creating the Discord application"): 309237763072.
INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True, send_messages=True, send_messages_in_threads=True, create_public_threads=True,
    embed_links=True, attach_files=True, read_message_history=True,
)
DM_CHANNELS_KEPT = 20_000  # user id -> DM channel, the least recently used dropped first (a few MB)
GRACE_SECONDS = 8.0  # how long a stop waits for the moves in flight and their messages


class Spieltisch(TableBot):
    """Spieltisch on Discord. Needs no privileged intents.

    `tick_seconds`: how often the turn clock runs (reminders, stand-ins); None switches it off.
    `requests_per_second`: the bot's own bound on REST requests (Discord's global limit is 50).
    `deliver_seconds`: how often messages still owed (after a crash or a failed send) are looked for;
    `outbox_lease`: how long another process's claim on an owed message is respected.
    `grace_seconds`: how long a stop (`close`) waits for the interactions in flight to finish.
    """

    interactions: TableInteractions

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
        grace_seconds: float = GRACE_SECONDS,
        **options: Any,
    ) -> None:
        # The bot never joins voice: discord.py's notes about missing voice libraries would only confuse.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        intents = discord.Intents.none()
        intents.guilds = True  # threads and channels; no members, presences or message content
        shard_ids = settings.shard_id_list()
        trace = metrics.http_trace()
        if shard_ids is not None:  # None (every shard) is discord.py's default, which its stubs do not admit
            options["shard_ids"] = shard_ids
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            shard_count=settings.shard_count,
            allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False),
            help_command=None,
            http_trace=trace,
            **options,
        )
        self.settings = settings
        # The games played here, each by its kit (a bare engine gets the generic parts), built once here
        # and handed to the service and the Discord layer.
        self.kits: dict[str, GameKit] = as_kits((games if games is not None else builtin_kits()).values())
        self.games = {key: kit.game for key, kit in self.kits.items()}
        players = {key: kit.players for key, kit in self.kits.items()}
        self.service = service or TableService(Store(settings.database_url), games=self.games, players=players)
        # Under Discord's global limit before sending, rather than a storm of 429s at it; on PostgreSQL
        # the budget is shared with the other processes of the bot.
        self.rate_limit = limit_for(self.service.core.store.engine, requests_per_second)
        limit_trace(trace, self.rate_limit, metrics.own_wait)
        self.interactions = TableInteractions(self, self.service, self.kits, lease=outbox_lease)
        self.turn_clock = TurnClockRunner(self, self.service, self.interactions.delivery)
        self.tick_seconds = tick_seconds
        self.deliver_seconds = deliver_seconds
        self._ticker: asyncio.Task[None] | None = None
        self._dm_channels: OrderedDict[int, discord.DMChannel] = OrderedDict()
        self._deliverer: asyncio.Task[None] | None = None
        self._sweep: asyncio.Task[None] | None = None
        self._computers: asyncio.Task[None] | None = None
        self._tick_lock = asyncio.Lock()  # held while the turn clock runs, so a stop lets a run finish
        self.grace_seconds = grace_seconds
        self.stopping = False
        self._in_flight: set[asyncio.Task[Any]] = set()
        self._closing: asyncio.Task[None] | None = None
        self._announced = False
        self._gate_interactions()
        self.monitor = metrics.Monitor(self, port=settings.metrics_port, health_file=settings.health_file or None)
        self.tree.error(self.on_app_command_error)

    async def setup_hook(self) -> None:
        """Migrate the database, check running tables, register cogs and persistent buttons, sync
        (command names and descriptions localized from the catalogs)."""
        await self.service.core.store.migrate()
        if isinstance(self.rate_limit, SharedLimit):
            self.rate_limit.share()
        await self.tree.set_translator(CatalogTranslator())
        # Tables are checked against their log when first touched and by this sweep once connected,
        # not all before connecting: a damaged one is set aside and the others go on.
        self._sweep = asyncio.create_task(self._check_tables(), name="spieltisch-table-check")
        await self.add_cogs()
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.monitor.start()  # before the sync: a taken METRICS_PORT stops the process having done nothing
        await sync_commands(self)
        if self.tick_seconds is not None:
            self._ticker = asyncio.create_task(self._tick_loop(self.tick_seconds), name="spieltisch-turn-clock")
        self._deliverer = asyncio.create_task(self._deliver_loop(), name="spieltisch-delivery")
        self._computers = asyncio.create_task(self._computer_loop(), name="spieltisch-computer-sweep")

    async def add_cogs(self) -> None:
        """The shared commands (/table, /settings, /config …) and one command group per game."""
        await self.add_cog(TableCog(self))
        await self.add_cog(SettingsCog(self))
        await self.add_cog(RatingsCog(self))
        await self.add_cog(ConfigCog(self))
        await self.add_cog(ReplayCog(self, self.kits))
        await self.add_cog(HintsCog(self, self.kits))
        await self.add_cog(privacy_cog(self))
        for kit in self.kits.values():
            await self.add_cog(kit.cog(self, kit.game), override=True)


    async def on_ready(self) -> None:
        """The start-up line, once: who the bot is, where, on which database, and how to invite it."""
        if not self._announced:
            self._announced = True
            log.info("%s", self.startup_line())

    def startup_line(self) -> str:
        """One line naming the application and user, servers, shards, the database (no password) and the invite URL."""
        app_id = self.application_id
        app = self.application.name if self.application is not None else "?"
        shards = ",".join(str(i) for i in sorted(self.shards)) or "none"
        invite = discord.utils.oauth_url(app_id, permissions=INVITE_PERMISSIONS, scopes=("bot", "applications.commands")) if app_id else "?"
        return (
            f"ready: application {app!r} ({app_id}) as {self.user} ({self.user.id if self.user else '?'}), "
            f"{len(self.guilds)} servers, shards {shards} of {self.shard_count}, database {shown(self.settings.database_url)}, invite {invite}"
        )

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
        await self.interactions.delivery.run(self.deliver_seconds)

    async def _computer_loop(self) -> None:
        """Once connected, have every table awaiting a computer move, and keep sweeping for tables left
        waiting (`bot.tables.driver`)."""
        await self.wait_until_ready()
        await self.service.driver.run()

    async def _tick_loop(self, seconds: float) -> None:
        """Run the turn clock now (overdue tables and missed reminders after downtime) and then regularly."""
        await self.wait_until_ready()
        while not self.is_closed() and not self.stopping:
            async with self._tick_lock:
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

    # ---- stopping -----------------------------------------------------------------------

    def _gate_interactions(self) -> None:
        """Every interaction passes here first: while stopping it is answered "restarting" and goes no
        further; otherwise the tasks discord.py starts for it are kept, so that a stop can wait for them."""
        parsers = self._connection.parsers
        admit = parsers["INTERACTION_CREATE"]

        def keep(task: asyncio.Task[Any]) -> None:
            self._in_flight.add(task)
            task.add_done_callback(self._in_flight.discard)

        def gate(data: Any) -> None:
            if self.stopping:
                keep(asyncio.create_task(self._refuse(discord.Interaction(data=data, state=self._connection)), name="spieltisch-restarting"))
                return
            # The tasks discord.py starts for it are kept as they are made: a copy of every task before
            # and after took time in proportion to all the tables' tasks, on every interaction.
            loop = asyncio.get_running_loop()
            previous = loop.get_task_factory()

            def made(loop: asyncio.AbstractEventLoop, coro: Any, **kwargs: Any) -> asyncio.Future[Any]:
                task = previous(loop, coro, **kwargs) if previous is not None else asyncio.Task(coro, loop=loop, **kwargs)
                if isinstance(task, asyncio.Task):
                    keep(task)
                return task

            loop.set_task_factory(made)
            try:
                admit(data)
            finally:
                loop.set_task_factory(previous)

        parsers["INTERACTION_CREATE"] = gate

    async def _refuse(self, interaction: discord.Interaction) -> None:
        """The answer to an interaction that arrives while the bot stops: try again in a moment."""
        try:
            if interaction.type is discord.InteractionType.autocomplete:
                await interaction.response.autocomplete([])
                return
            try:
                lang = await user_lang(interaction, self.service)
            except Exception:  # the database may be going away: the interaction's own locale decides
                lang = await user_lang(interaction)
            await interaction.response.send_message(t(lang, "err-restarting"), ephemeral=True)
        except Exception:
            log.info("could not answer an interaction while stopping", exc_info=True)

    def begin_stop(self) -> asyncio.Task[None]:
        """Start the graceful stop from a signal handler: interactions are refused from this moment on,
        not from the first step of the stop's task, which a busy loop may run a little later."""
        self.stopping = True
        return asyncio.create_task(self.close(), name="spieltisch-signal-stop")

    async def close(self) -> None:
        """Stop gracefully, once however often asked (a signal, `async with`, discord.py itself)."""
        if self._closing is None:
            self._closing = asyncio.create_task(self._stop(), name="spieltisch-stop")
        await asyncio.shield(self._closing)

    async def _stop(self) -> None:
        """Refuse new interactions, let the moves in flight and their messages finish (within
        `grace_seconds`), then disconnect and release the database. The heartbeat goes first, so
        `python -m bot health` fails from the moment the stop begins."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.grace_seconds
        self.stopping = True
        await self.monitor.stop()
        await _cancel(self._sweep)
        await _quiet(self._ticker, self._tick_lock, deadline - loop.time())
        if self._in_flight:
            log.info("stopping: waiting for %d interactions in flight", len(self._in_flight))
            _, late = await asyncio.wait(set(self._in_flight), timeout=max(0.0, deadline - loop.time()))
            if late:
                log.warning("stopping: %d interactions still running after %.0f s are cut off; the next start delivers what they owe", len(late), self.grace_seconds)
                for task in late:
                    await _cancel(task)
        # The computers moving after those moves: their moves made go out; one still thinking at the
        # deadline is cut off (nothing of it was committed) and thinks again after the next start.
        await _cancel(self._computers)
        await self.service.driver.settle(deadline - loop.time())
        await _quiet(self._deliverer, self.interactions.delivery.pass_lock, deadline - loop.time())
        await super().close()
        await self.service.core.store.close()
        log.info("stopped")


async def _cancel(task: asyncio.Task[Any] | None) -> None:
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def _quiet(task: asyncio.Task[Any] | None, busy: asyncio.Lock, seconds: float) -> None:
    """End a background loop between two runs: wait (at most `seconds`) for the run under way, then cancel."""
    if task is None:
        return
    try:
        async with asyncio.timeout(max(0.0, seconds)):
            await busy.acquire()
    except TimeoutError:
        log.warning("stopping: %s did not finish in time and is cut off", task.get_name())
        await _cancel(task)
        return
    try:
        await _cancel(task)
    finally:
        busy.release()

async def sync_now(settings: Settings, token: str) -> int:
    """`python -m bot sync`: log in, register the commands and sync them whether or not they changed; no
    gateway connection, no turn clock. The number of commands synced."""
    class SyncOnly(Spieltisch):
        async def setup_hook(self) -> None:
            await self.service.core.store.migrate()
            await self.tree.set_translator(CatalogTranslator())
            await self.add_cogs()

    bot = SyncOnly(settings, tick_seconds=None)
    async with bot:  # closes the HTTP session and the database however it ends
        await bot.login(token)
        return await sync_commands(bot, force=True) or 0
