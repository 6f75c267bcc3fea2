"""End-to-end checks of the fake Discord with a real discord.py AutoShardedBot."""

from __future__ import annotations

import asyncio
import io
import logging
import re
import struct
import sys
import zlib
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any, cast

import aiohttp
import discord
import discord.gateway
import discord.http
import pytest
from discord import app_commands
from discord.ext import commands

from testkit.fake_discord import (
    FakeChannel,
    FakeDiscord,
    FakeGuild,
    FakeUser,
)


def make_png(width: int = 4, height: int = 3) -> bytes:
    """A small valid RGB PNG."""

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    rows = b"".join(b"\x00" + bytes((x * 40 + y * 70) % 256 for x in range(width * 3)) for y in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


PNG = make_png()
FRUITS = ["apple", "banana", "cherry"]


# --------------------------------------------------------------------------- the demo bot


class Counter(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"demo:(?P<n>[0-9]+)"):
    """A persistent counter button; each click edits the message."""

    def __init__(self, n: int) -> None:
        super().__init__(
            discord.ui.Button(label=f"Count {n}", style=discord.ButtonStyle.primary, custom_id=f"demo:{n}")
        )
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Counter:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(content=f"Count {self.n + 1}", view=counter_view(self.n + 1))


def counter_view(n: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(Counter(n))
    return view


class Menu(discord.ui.Select[discord.ui.View]):
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.edit_message(content=f"Picked {', '.join(self.values)}", view=None)


class AnswerModal(discord.ui.Modal, title="Question"):
    answer: discord.ui.TextInput[AnswerModal] = discord.ui.TextInput(label="Answer", custom_id="demo:answer")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"You said {self.answer.value}", ephemeral=True)

    async def on_error(self, interaction: discord.Interaction, error: Exception, /) -> None:  # type: ignore[override]  # Modal narrows BaseView.on_error
        demo_bot(interaction).errors.append(error)


def demo_bot(interaction: discord.Interaction) -> DemoBot:
    return cast(DemoBot, interaction.client)


demo = app_commands.Group(name="demo", description="Demo commands")


@demo.command(name="hello", description="Greet with a counter button")
@app_commands.describe(text="Whom to greet")
async def demo_hello(interaction: discord.Interaction, text: str) -> None:
    await interaction.response.send_message(f"Hello {text}", view=counter_view(0))


@demo.command(name="dm", description="Send a card by DM")
async def demo_dm(interaction: discord.Interaction, user: discord.User) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        await user.send("Your card", file=discord.File(io.BytesIO(PNG), filename="card.png"))
    except discord.Forbidden as exc:
        demo_bot(interaction).outcomes.append(("dm", exc.code))
        await interaction.followup.send(f"Cannot DM {user.name}", ephemeral=True)
    else:
        demo_bot(interaction).outcomes.append(("dm", "sent"))
        await interaction.edit_original_response(content="Sent")


@demo.command(name="thread", description="Open a thread here")
async def demo_thread(interaction: discord.Interaction, name: str) -> None:
    await interaction.response.defer(ephemeral=True)
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    try:
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
    except discord.Forbidden as exc:
        demo_bot(interaction).outcomes.append(("thread", exc.code))
        await interaction.followup.send("Threads are not allowed here")
        return
    await thread.send("Welcome", view=counter_view(0))
    demo_bot(interaction).outcomes.append(("thread", thread.id))
    await interaction.followup.send(f"Opened {thread.mention}")


@demo.command(name="twice", description="Answer twice (the second answer must be refused)")
async def demo_twice(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("first")
    route = discord.http.Route(
        "POST",
        "/interactions/{interaction_id}/{token}/callback",
        interaction_id=interaction.id,
        token=interaction.token,
    )
    try:
        await interaction.client.http.request(route, json={"type": 4, "data": {"content": "second"}})
    except discord.HTTPException as exc:
        demo_bot(interaction).outcomes.append(("twice", exc.code))


@demo.command(name="menu", description="Show a select menu")
async def demo_menu(interaction: discord.Interaction, count: app_commands.Range[int, 1, 30]) -> None:
    view = discord.ui.View()
    view.add_item(
        Menu(
            custom_id="demo:menu",
            options=[discord.SelectOption(label=f"Option {i}", value=str(i)) for i in range(count)],
        )
    )
    try:
        await interaction.response.send_message("Pick one", view=view)
    except discord.HTTPException as exc:
        demo_bot(interaction).outcomes.append(("menu", exc.code))
        await interaction.response.send_message(f"Refused {exc.code}", ephemeral=True)


@demo.command(name="say", description="Say a long text")
async def demo_say(interaction: discord.Interaction, length: int) -> None:
    try:
        await interaction.response.send_message("x" * length)
    except discord.HTTPException as exc:
        demo_bot(interaction).outcomes.append(("say", exc.code))
        await interaction.response.send_message("Too long", ephemeral=True)


async def fruit_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=fruit, value=fruit) for fruit in FRUITS if current.lower() in fruit]


@demo.command(name="pick", description="Pick a fruit")
@app_commands.autocomplete(fruit=fruit_autocomplete)
async def demo_pick(interaction: discord.Interaction, fruit: str) -> None:
    await interaction.response.send_message(f"You picked {fruit}")


@demo.command(name="form", description="Ask a question in a modal")
async def demo_form(interaction: discord.Interaction) -> None:
    await interaction.response.send_modal(AnswerModal())


@app_commands.command(name="ping", description="Guild-only ping")
async def ping(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("pong")


class DemoBot(commands.AutoShardedBot):
    """A small real bot: one command group, one guild command, a dynamic button."""

    def __init__(self, guild_id: int, **options: Any) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            guild_ready_timeout=0.05,
            **options,
        )
        self.guild_id = guild_id
        self.errors: list[BaseException | None] = []
        self.outcomes: list[tuple[str, Any]] = []

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Counter)
        self.tree.add_command(demo)
        self.tree.add_command(ping, guild=discord.Object(self.guild_id))
        self.tree.error(self._on_tree_error)
        await self.tree.sync()
        await self.tree.sync(guild=discord.Object(self.guild_id))

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        return None  # the default sleeps 5 s between shards

    async def _on_tree_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        self.errors.append(error)

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        self.errors.append(sys.exc_info()[1])


# --------------------------------------------------------------------------- fixtures


async def start_bot(fake: FakeDiscord, bot: discord.Client) -> asyncio.Task[None]:
    """Start the bot and wait until it is ready; fail with its exception if it dies."""
    task = asyncio.create_task(bot.start("fake-token"))
    await fake.wait_for(lambda: bot.is_ready() or task.done(), timeout=10, what="the bot to become ready")
    if task.done():
        task.result()
        raise AssertionError("the bot stopped before it was ready")
    return task


async def stop_bot(bot: discord.Client, task: asyncio.Task[None]) -> None:
    await bot.close()
    await asyncio.wait_for(task, 5)


@dataclass
class World:
    fake: FakeDiscord
    bot: DemoBot
    task: asyncio.Task[None]
    guild: FakeGuild
    general: FakeChannel
    closed: FakeGuild
    alice: FakeUser
    bob: FakeUser


@pytest.fixture
async def world(discord_errors: list[logging.LogRecord]) -> AsyncIterator[World]:
    async with FakeDiscord() as fake:
        alice = fake.add_user("alice")
        bob = fake.add_user("bob", blocks_dms=True)
        guild = fake.add_guild("Spieltisch", channels=["general", "games"], members=[alice, bob])
        closed = fake.add_guild("No threads", members=[alice], allow_threads=False)
        bot = DemoBot(guild.id)
        task = await start_bot(fake, bot)
        try:
            yield World(fake, bot, task, guild, guild.channel("general"), closed, alice, bob)
            await fake.idle()
            assert not task.done(), f"the bot died: {task.exception() if not task.cancelled() else 'cancelled'}"
            assert bot.errors == []
            assert [r.getMessage() for r in discord_errors] == []
            fake.assert_clean()
        finally:
            await stop_bot(bot, task)


# --------------------------------------------------------------------------- tests


async def test_login_gateway_and_command_sync(world: World) -> None:
    fake, bot = world.fake, world.bot
    assert bot.is_ready()
    assert bot.user is not None and bot.user.id == fake.bot_user.id
    assert bot.application_id == fake.application_id
    assert bot.shard_count == 1 and fake.identifies == 1
    assert ("GET", "/gateway/bot", 200) in fake.requests
    assert [c["name"] for c in fake.commands] == ["demo"]
    subcommands = {o["name"] for o in fake.command("demo")["options"]}
    assert subcommands == {"hello", "dm", "thread", "twice", "menu", "say", "pick", "form"}
    assert [c["name"] for c in fake.guild_commands(world.guild.id)] == ["ping"]
    assert fake.command_id("ping", world.guild.id) != fake.command_id("demo")
    guild = bot.get_guild(world.guild.id)
    assert guild is not None and guild.me is not None
    assert guild.get_channel(world.general.id) is not None
    assert bot.get_guild(world.closed.id) is not None


async def test_slash_reply_and_dynamic_button(world: World) -> None:
    fake, alice = world.fake, world.alice
    it = await fake.slash(
        alice.id, world.guild.id, world.general.id, "demo", subcommand="hello", options={"text": "world"}
    )
    callback = await it.response()
    assert callback.type == 4 and callback.message is not None
    message = callback.message
    assert message.content == "Hello world"
    assert message.custom_ids() == ["demo:0"]
    assert fake.messages(world.general.id) == [message]
    assert fake.latest_with_components(world.general.id, custom_id_prefix="demo:") is message

    for n in (0, 1):
        click = await fake.click(alice.id, message, f"demo:{n}")
        assert (await click.response()).type == 7
        assert message.content == f"Count {n + 1}"
        assert message.custom_ids() == [f"demo:{n + 1}"]

    pong = await fake.slash(alice.id, world.guild.id, world.general.id, "ping")
    assert (await pong.final_message()).content == "pong"


async def test_dm_with_png_attachment(world: World) -> None:
    fake, alice = world.fake, world.alice
    it = await fake.slash(
        alice.id, world.guild.id, world.general.id, "demo", subcommand="dm", options={"user": alice.id}
    )
    final = await it.final_message()
    assert final.content == "Sent" and final.ephemeral
    assert fake.messages(world.general.id) == []  # ephemeral answers are not in the channel
    assert it.ephemeral == [final]
    dm = await fake.wait_for_dm(alice.id)
    assert dm.content == "Your card"
    assert dm.attachment("card.png") == PNG
    attachment = dm.attachments[0]
    assert attachment["content_type"] == "image/png" and (attachment["width"], attachment["height"]) == (4, 3)
    async with aiohttp.ClientSession() as session, session.get(attachment["url"]) as response:
        assert await response.read() == PNG
    assert world.bot.outcomes == [("dm", "sent")]


async def test_dm_to_blocking_user_raises_forbidden_50007(world: World) -> None:
    fake, bob = world.fake, world.bob
    it = await fake.slash(bob.id, world.guild.id, world.general.id, "demo", subcommand="dm", options={"user": bob.id})
    final = await it.final_message()
    # The first follow-up after a deferral edits the loading message and keeps its ephemerality.
    assert final.content == "Cannot DM bob" and final.ephemeral and it.followups == []
    assert world.bot.outcomes == [("dm", 50007)]
    assert fake.dm_channel(bob.id) is not None and fake.dms(bob.id) == []
    assert [r.code for r in fake.rejections] == [50007]
    assert fake.violations == []


async def test_second_initial_response_is_refused(world: World) -> None:
    fake = world.fake
    it = await fake.slash(world.alice.id, world.guild.id, world.general.id, "demo", subcommand="twice")
    await fake.wait_for(lambda: world.bot.outcomes)
    assert world.bot.outcomes == [("twice", 40060)]
    assert it.callback is not None and it.callback.message is not None and it.callback.message.content == "first"
    assert [v.code for v in fake.violations] == [40060]
    assert [v.code for v in it.rejections] == [40060]
    fake.violations.clear()


async def test_select_with_26_options_is_refused(world: World) -> None:
    fake, alice = world.fake, world.alice
    it = await fake.slash(alice.id, world.guild.id, world.general.id, "demo", subcommand="menu", options={"count": 26})
    callback = await it.response()  # the refused callback did not count; the fallback answer did
    assert callback.ephemeral and callback.message is not None and callback.message.content == "Refused 50035"
    assert world.bot.outcomes == [("menu", 50035)]
    [violation] = fake.violations
    assert violation.code == 50035
    assert "options" in violation.errors["data"]["components"]["0"]["components"]["0"]
    fake.violations.clear()

    ok = await fake.slash(alice.id, world.guild.id, world.general.id, "demo", subcommand="menu", options={"count": 25})
    message = (await ok.final_message()).id
    picked = await fake.select(alice.id, message, "demo:menu", ["3"])
    await picked.response()
    assert fake.message(message).content == "Picked 3" and fake.message(message).components == []


async def test_content_over_2000_characters_is_refused(world: World) -> None:
    fake = world.fake
    it = await fake.slash(
        world.alice.id, world.guild.id, world.general.id, "demo", subcommand="say", options={"length": 2001}
    )
    await it.response()
    assert world.bot.outcomes == [("say", 50035)]
    assert [list(v.errors["data"]) for v in fake.violations] == [["content"]]
    fake.violations.clear()
    fine = await fake.slash(
        world.alice.id, world.guild.id, world.general.id, "demo", subcommand="say", options={"length": 2000}
    )
    assert len((await fine.final_message()).content) == 2000


async def test_thread_creation_and_click_inside_thread(world: World) -> None:
    fake = world.fake
    it = await fake.slash(
        world.alice.id, world.guild.id, world.general.id, "demo", subcommand="thread", options={"name": "Game 1"}
    )
    final = await it.final_message()
    [thread] = fake.threads(world.general.id)
    assert thread.type == 11 and thread.name == "Game 1" and thread.owner_id == fake.bot_user.id
    assert final.content == f"Opened <#{thread.id}>"
    assert world.bot.outcomes == [("thread", thread.id)]
    guild = world.bot.get_guild(world.guild.id)
    assert guild is not None and guild.get_thread(thread.id) is not None  # THREAD_CREATE reached the bot
    [welcome] = fake.messages(thread.id)
    assert welcome.content == "Welcome"
    click = await fake.click(world.alice.id, welcome, "demo:0")
    await click.response()
    assert welcome.content == "Count 1"


async def test_thread_creation_refused_without_permission(world: World) -> None:
    fake = world.fake
    channel = world.closed.channel("general")
    it = await fake.slash(
        world.alice.id, world.closed.id, channel.id, "demo", subcommand="thread", options={"name": "Nope"}
    )
    assert (await it.final_message()).content == "Threads are not allowed here"
    assert world.bot.outcomes == [("thread", 50013)]
    assert fake.threads() == []
    assert fake.violations == []


async def test_autocomplete_and_modal(world: World) -> None:
    fake, alice = world.fake, world.alice
    choices = await fake.autocomplete(
        alice.id, world.guild.id, world.general.id, "demo", subcommand="pick", options={"fruit": "an"}, focused="fruit"
    )
    assert choices == [{"name": "banana", "value": "banana"}]

    opener = await fake.slash(alice.id, world.guild.id, world.general.id, "demo", subcommand="form")
    assert (await opener.response()).type == 9 and opener.modal is not None
    submitted = await fake.submit_modal(alice.id, opener, {"demo:answer": "42"})
    callback = await submitted.response()
    assert callback.ephemeral and callback.message is not None and callback.message.content == "You said 42"


async def test_slash_and_click_in_dm(world: World) -> None:
    fake, alice = world.fake, world.alice
    it = await fake.slash(alice.id, None, None, "demo", subcommand="hello", options={"text": "DM"})
    message = (await it.response()).message
    assert message is not None and fake.dms(alice.id) == [message]
    assert it.payload["context"] == 1 and "user" in it.payload and "member" not in it.payload
    click = await fake.click(alice.id, message, "demo:0")
    await click.response()
    assert message.content == "Count 1"


async def test_rate_limited_request_is_retried(world: World) -> None:
    fake = world.fake
    fake.rate_limit("POST /channels/{channel_id}/messages", times=1, retry_after=0.01)
    it = await fake.slash(
        world.alice.id, world.guild.id, world.general.id, "demo", subcommand="dm", options={"user": world.alice.id}
    )
    await it.final_message()
    assert (await fake.wait_for_dm(world.alice.id)).attachment() == PNG
    assert fake.rate_limited == ["POST /channels/{channel_id}/messages"]


async def test_gateway_resume_after_reconnect(world: World) -> None:
    fake = world.fake
    fake.send_reconnect(0)
    await fake.wait_for(lambda: fake.resumes == 1, what="RESUME")
    it = await fake.slash(
        world.alice.id, world.guild.id, world.general.id, "demo", subcommand="hello", options={"text": "again"}
    )
    assert (await it.final_message()).content == "Hello again"
    assert fake.identifies == 1


async def test_close_restores_patched_globals() -> None:
    base = discord.http.Route.BASE
    gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    fake = await FakeDiscord().start()
    try:
        assert fake.api_base == discord.http.Route.BASE
        assert str(discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY) == fake.gateway_url
        async with aiohttp.ClientSession() as session, session.get(f"{fake.api_base}/gateway/bot") as response:
            assert response.headers["Content-Type"] == "application/json"
            assert (await response.json())["shards"] == 1
    finally:
        await fake.close()
    assert discord.http.Route.BASE is base
    assert discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY is gateway


async def test_two_shards_route_guild_events(discord_errors: list[logging.LogRecord]) -> None:
    async with FakeDiscord(shards=2) as fake:
        alice = fake.add_user("alice")
        first = fake.add_guild("First", members=[alice], shard=0)
        second = fake.add_guild("Second", members=[alice], shard=1)
        bot = DemoBot(first.id)
        task = await start_bot(fake, bot)
        try:
            assert bot.shard_count == 2 and fake.identifies == 2
            guild = bot.get_guild(second.id)
            assert guild is not None and guild.shard_id == 1
            it = await fake.slash(alice.id, second.id, None, "demo", subcommand="hello", options={"text": "shard 1"})
            assert (await it.final_message()).content == "Hello shard 1"
            assert not task.done() and bot.errors == [] and discord_errors == []
            fake.assert_clean()
        finally:
            await stop_bot(bot, task)


async def test_plain_client_connects(discord_errors: list[logging.LogRecord]) -> None:
    async with FakeDiscord() as fake:
        guild = fake.add_guild("Plain", members=[fake.add_user("alice")])
        client = discord.Client(intents=discord.Intents.default(), guild_ready_timeout=0.05)
        task = await start_bot(fake, client)
        try:
            assert client.get_guild(guild.id) is not None
            assert not task.done() and discord_errors == []
            fake.assert_clean()
        finally:
            await stop_bot(client, task)


async def test_bot_rest_calls_and_gateway_events(world: World) -> None:
    fake, bot = world.fake, world.bot
    channel = bot.get_channel(world.general.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("draft", embed=discord.Embed(title="Score", description="0:0"))
    await sent.edit(content="final")
    stored = fake.message(sent.id)
    assert stored.content == "final" and stored.embeds[0]["title"] == "Score" and len(stored.history) == 1
    assert [m.id async for m in channel.history(limit=5)] == [sent.id]
    assert (await channel.fetch_message(sent.id)).content == "final"
    await sent.delete()
    assert fake.messages(world.general.id) == []

    lobby = fake.add_channel(world.guild.id, "lobby")
    await fake.wait_for(lambda: bot.get_channel(lobby.id), what="CHANNEL_CREATE")
    waiter = asyncio.create_task(bot.wait_for("message", check=lambda m: m.author.id == world.alice.id))
    await fake.say(world.alice.id, lobby.id, "hello bot")
    received = await asyncio.wait_for(waiter, 5)
    assert received.channel.id == lobby.id
    assert received.content == ""  # no message-content intent: Discord blanks other users' content
