"""Drives the real Spieltisch bot through the fake Discord: slash commands, lobby clicks, DM choices."""

from __future__ import annotations

import asyncio
import logging
import os
import random
import signal
import sys
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from pydantic import SecretStr

from bot.app import Spieltisch
from bot.clock import Clock
from bot.config import Settings
from bot.games.base import Game
from bot.kits import as_kits
from bot.store import Store
from bot.tables import TableService
from bot.tables.driver import COMPUTER_TASK
from cogs.kit import GameKit
from testkit.bot_process import STARTING
from testkit.fake_discord import FakeDiscord, FakeGuild, FakeInteraction, FakeMessage, FakeUser

# discord.py runs command and component callbacks in tasks with these names.
# The bot's tasks that answer a command or a click, and those that move computers after it.
HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-view-dispatch", "discord-ui-dynamic-item", COMPUTER_TASK)


class ErrorRecords(logging.Handler):
    """Collects ERROR records from discord.py and the bot: any of them fails the test."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class TestBot(Spieltisch):
    """The real bot; only the 5 s pause between shards is skipped."""

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        return None


@dataclass
class World:
    """A fake Discord with one server, its users and a running bot."""

    fake: FakeDiscord
    guild: FakeGuild
    users: dict[str, FakeUser]
    bot: Spieltisch
    task: asyncio.Task[None]
    errors: ErrorRecords
    database_url: str
    games: Mapping[str, Game[Any] | GameKit]
    rng: random.Random = field(default_factory=lambda: random.Random(1))

    def locale(self, user: str) -> str:
        """The Discord client language of a user: their interactions carry it."""
        return self.users[user].locale

    @property
    def channel_id(self) -> int:
        """The server's #general."""
        return self.guild.channel("general").id

    async def settle(self, timeout: float = 15.0) -> None:
        """Wait until every interaction handler of the bot has finished and Discord is quiet."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout

        def busy() -> list[asyncio.Task[Any]]:
            return [t for t in asyncio.all_tasks() if t.get_name().startswith(HANDLER_TASKS) and not t.done()]

        while True:
            running = busy()
            if not running:
                await self.fake.idle()
                # Both at once: a handler may pause between two requests for longer than the fake's
                # quiet spell (drawing an image on a loaded machine), and so still be running now.
                if not busy():
                    return
                continue
            assert loop.time() < deadline, f"handlers still running: {running}"
            await asyncio.sleep(0.01)

    def check(self) -> None:
        """The bot is alive, logged no error and broke no Discord rule."""
        assert not self.task.done(), f"bot task ended: {self.task}"
        assert not self.errors.records, [r.getMessage() + str(r.exc_info) for r in self.errors.records]
        self.fake.assert_clean()

    async def new_table(self, user: str, game: str, **options: Any) -> tuple[FakeMessage, int]:
        """`/<game> new` → (lobby message, thread id)."""
        interaction = await self.fake.slash(
            self.users[user].id, self.guild.id, self.channel_id, game, subcommand="new", options=options, locale=self.locale(user)
        )
        lobby = await interaction.final_message()
        await self.settle()
        threads = [t for t in self.fake.threads(self.channel_id) if t.id == lobby.id]
        return lobby, (threads[0].id if threads else self.channel_id)

    async def command(self, user: str, name: str, subcommand: str | None = None, /, *, channel: int | None = None, **options: Any) -> FakeMessage:
        """A slash command (in #general unless `channel` is given, e.g. a table's thread) → its reply."""
        interaction = await self.fake.slash(
            self.users[user].id, self.guild.id, channel or self.channel_id, name, subcommand=subcommand, options=options, locale=self.locale(user)
        )
        await interaction.response()
        await self.settle()
        return await interaction.final_message()

    async def click(self, user: str, message: FakeMessage, custom_id: str) -> FakeInteraction:
        """Click a button and wait until the bot has handled it."""
        interaction = await self.fake.click(self.users[user].id, message, custom_id, locale=self.locale(user))
        await interaction.response()
        await self.settle()
        return interaction

    async def tick(self) -> None:
        """Run the bot's turn clock once (as its background task does) and wait for its messages."""
        await self.bot.run_tick()
        await self.settle()

    async def lobby(self, user: str, lobby: FakeMessage, verb: str) -> None:
        """Click a lobby button."""
        custom_id = next(c for c in lobby.custom_ids() if c.endswith(f":{verb}"))
        interaction = await self.fake.click(self.users[user].id, lobby, custom_id, locale=self.locale(user))
        await interaction.response()
        await self.settle()

    def latest_choice(self, user: str) -> FakeMessage | None:
        """The user's newest DM that still offers choices."""
        dms = [m for m in self.fake.dms(self.users[user].id) if any(c.startswith(("act:", "acts:", "grp:")) for c in m.custom_ids())]
        return dms[-1] if dms else None

    async def choose(self, user: str, message: FakeMessage, pick: str | None = None) -> Any:
        """Make a choice offered on `message` (a given action text, else a random one)."""
        fake, uid, locale = self.fake, self.users[user].id, self.locale(user)
        buttons = [c for c in message.custom_ids() if c.startswith("act:")]
        selects = [c for c in message.custom_ids() if c.startswith("acts:")]
        groups = [c for c in message.custom_ids() if c.startswith("grp:")]
        options = {c.split(":", 3)[3]: c for c in buttons}
        for select in selects:
            component = message.component(select)
            assert component is not None
            for option in component["options"]:
                options[option["value"]] = select
        if options and (pick is None or pick in options):
            action = pick if pick is not None else self.rng.choice(sorted(options))
            custom_id = options[action]
            if custom_id.startswith("acts:"):
                interaction = await fake.select(uid, message, custom_id, [action], locale=locale)
            else:
                interaction = await fake.click(uid, message, custom_id, locale=locale)
            await interaction.response()
            await self.settle()
            return interaction
        assert groups, f"no choice on message {message.content!r}"
        group = self.rng.choice(groups)
        interaction = await fake.click(uid, message, group, locale=locale)
        await interaction.response()
        step = await interaction.final_message()
        await self.settle()
        return await self.choose(user, step, pick)


@asynccontextmanager
async def running_bot(
    database_url: str,
    games: Mapping[str, Game[Any] | GameKit],
    *,
    fake: FakeDiscord | None = None,
    users: tuple[str, ...] = ("ana", "ben", "cat"),
    blocked: tuple[str, ...] = (),
    allow_threads: bool = True,
    clock: Clock | None = None,
    locales: Mapping[str, str] | None = None,
    guild_locale: str = "en-US",
    settings: Mapping[str, Any] | None = None,
) -> AsyncIterator[World]:
    """A fake Discord (new unless given) and the real bot against it, closed afterwards.

    With `clock` the bot's table service runs on that clock (tests move time and call `World.tick`).
    `locales` sets users' Discord client languages (default en-US), `guild_locale` the server's.
    `settings`: more configuration for the bot (e.g. metrics_port, health_file).
    """
    own_fake = fake is None
    if fake is None:
        fake = FakeDiscord()
        await fake.start()
    errors = ErrorRecords()
    for name in ("discord", "spieltisch", "bot", "cogs"):
        logging.getLogger(name).addHandler(errors)
    try:
        if own_fake:
            people = {name: fake.add_user(name, blocks_dms=name in blocked, locale=(locales or {}).get(name, "en-US")) for name in users}
            guild = fake.add_guild("Club", members=list(people.values()), allow_threads=allow_threads, locale=guild_locale)
        else:
            people = {u.name: u for u in fake.users.values() if not u.bot}
            guild = next(iter(fake.guilds.values()))
        kits = as_kits(games.values())
        engines = {key: kit.game for key, kit in kits.items()}
        players = {key: kit.players for key, kit in kits.items()}
        service = TableService(Store(database_url), games=engines, players=players, clock=clock) if clock is not None else None
        bot = TestBot(Settings(discord_token=SecretStr("test-token"), database_url=database_url, **(settings or {})), games=games, service=service, guild_ready_timeout=0.05)
        task = asyncio.create_task(bot.start("test-token"))
        await asyncio.wait_for(bot.wait_until_ready(), 15)
        world = World(fake, guild, people, bot, task, errors, database_url, games)
        try:
            yield world
            await world.settle()
            world.check()
        finally:
            await bot.close()
            await asyncio.wait_for(task, 10)
    finally:
        for name in ("discord", "spieltisch", "bot", "cogs"):
            logging.getLogger(name).removeHandler(errors)
        if own_fake:
            await fake.close()


REPO = Path(__file__).resolve().parents[1]
CRASH_ENV = "SPIELTISCH_CRASH_AT"


class BotProcess:
    """The real bot in a process of its own (`testkit.crash_bot`) against `fake`, on one database:
    started, SIGKILLed (by the test, or by itself at a `crash_at` point) and started again."""

    def __init__(self, fake: FakeDiscord, database_url: str, log_path: Path) -> None:
        self.fake = fake
        self.database_url = database_url
        self.log_path = log_path
        self.process: asyncio.subprocess.Process | None = None
        self.starts = 0
        self._log: IO[bytes] | None = None

    async def start(self, crash_at: str | None = None, timeout: float = STARTING, env: Mapping[str, str] | None = None) -> None:
        """Start the bot (killing itself at `crash_at`, see `cogs.crash.crash_point`; `env`: more
        settings, e.g. SHARD_IDS) and wait until it is connected."""
        assert self.process is None or self.process.returncode is not None, "the bot is running already"
        env = {**{key: value for key, value in os.environ.items() if key != CRASH_ENV}, **(env or {})}
        env["PYTHONPATH"] = str(REPO)
        if crash_at:
            env[CRASH_ENV] = crash_at
        self._log = self.log_path.open("ab")
        self._log.write(f"---- start {self.starts + 1} (crash at {crash_at})\n".encode())
        self._log.flush()
        identified = self.fake.identifies
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "testkit.crash_bot", self.fake.api_base, self.fake.gateway_url, self.database_url,
            cwd=REPO, env=env, stdout=self._log, stderr=self._log,
        )
        self.starts += 1
        process = self.process
        await self.fake.wait_for(lambda: self.fake.identifies > identified or process.returncode is not None, timeout, what="the bot process to connect")
        assert process.returncode is None, f"the bot process ended with {process.returncode}:\n{self.log()}"
        await self.fake.idle(quiet=0.3, timeout=timeout)

    async def died(self, timeout: float = 30.0) -> int:
        """Wait for the process to end by itself (a crash point); its exit status (-9: SIGKILL)."""
        assert self.process is not None
        return await asyncio.wait_for(self.process.wait(), timeout)

    async def kill(self) -> None:
        """SIGKILL the bot, as a crash would."""
        if self.process is not None and self.process.returncode is None:
            self.process.send_signal(signal.SIGKILL)
            await self.process.wait()
        if self._log is not None:
            self._log.close()
            self._log = None

    def log(self) -> str:
        """What the bot process logged so far."""
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""
