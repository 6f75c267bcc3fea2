"""The simulated people of `bench.load`: one per seat, answering their turn's DM (or the board, when they
block DMs) after a human-like pause, and the figures measured on the way."""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
import time
from dataclasses import dataclass, field
from typing import Any

CHOICE = ("act:", "acts:", "actm:", "grp:")
_TABLE_ID = re.compile(r"^(?:act|acts|actm|grp|hand|undo|lobby|vote):(\d+)")
_VERSION = re.compile(r"^(?:act|acts|actm|grp):\d+:(\d+):")  # the table's version a choice was offered at


@dataclass
class Table:
    id: int
    game: str
    thread: int
    people: list[int]
    last_click: float | None = None
    last_version: int = -1  # the version of the table the last click chose at
    clicks: list[float] = field(default_factory=list)
    board_pending: bool = False
    dm_pending: bool = False


@dataclass
class Figures:
    first_response: list[float] = field(default_factory=list)
    done: list[float] = field(default_factory=list)  # click → the move shown as done (✅), whatever its path
    board: list[float] = field(default_factory=list)
    dm: list[float] = field(default_factory=list)
    dm_spans: list[tuple[int, float, float]] = field(default_factory=list)  # (table, click, its next DM), monotonic
    moves: int = 0
    refused: int = 0
    failures: list[str] = field(default_factory=list)


class Crowd:
    """Simulated people at N tables, answering their DMs (or the board) after a human-like pause."""

    def __init__(self, fake: Any, guild: Any, think: float, rng: random.Random) -> None:
        self.fake = fake
        self.guild = guild
        self.think = think
        self.rng = rng
        self.tables: dict[int, Table] = {}
        self.by_thread: dict[int, Table] = {}
        self.blocked: set[int] = set()
        self.reached: set[int] = set()  # who has had a DM
        self.turns: dict[int, asyncio.Task[None]] = {}
        self.figures = Figures()
        self.measuring = False
        self.tasks: set[asyncio.Task[None]] = set()
        fake.listeners.append(self.on_message)
        self.watch_edits()

    def pause(self) -> float:
        return self.rng.uniform(0.5, 1.5) * self.think

    # ---- events from the fake

    def on_message(self, event: str, message: Any) -> None:
        channel = self.fake.channels.get(message.channel_id)
        if channel is None or message.ephemeral:
            return
        if channel.is_dm:
            if channel.recipient_id is not None:
                self.reached.add(channel.recipient_id)
            self.prompt_seen(channel, message, message.created_at)
            return
        table = self.by_thread.get(channel.id)
        if table is None or not message.attachments:
            return
        self.board_seen(table, message.created_at)
        hand = next((c for c in message.custom_ids() if c.startswith("hand:")), None)
        for user in table.people:
            if user in self.blocked and hand is not None and f"<@{user}>" in message.content:
                self.schedule(user, self.ask_hand(user, message, hand))

    def prompt_seen(self, channel: Any, message: Any, at: float) -> None:
        """A DM with choices (new, or a prompt edited into the next step of its seat's turn) at `at`: the
        click's next DM has come, and its person answers it."""
        ids = [c for c in message.custom_ids() if c.startswith(CHOICE)]
        match = _TABLE_ID.match(ids[0]) if ids else None
        if match is None:
            return
        table = self.tables.get(int(match[1]))
        offered = _VERSION.match(ids[0])
        # A prompt offered at the version the click chose at (or before) was owed before the click, not by
        # it: a person's first prompt at a start that all seats decide at once, sent late behind the
        # opening of many tables, is not the clicked move's next DM.
        caused = offered is None or (table is not None and int(offered[1]) > table.last_version)
        if table is not None and caused and table.dm_pending and table.last_click is not None and at >= table.last_click:
            table.dm_pending = False
            if self.measuring:
                self.figures.dm.append(at - table.last_click)
                self.figures.dm_spans.append((table.id, table.last_click, at))
        if channel.recipient_id is not None:
            self.schedule(channel.recipient_id, self.answer(channel.recipient_id, message))

    def board_seen(self, table: Table, at: float) -> None:
        """A board (new or edited) in the table's thread at `at`: the click's board has come."""
        if table.board_pending and table.last_click is not None and at >= table.last_click:
            table.board_pending = False
            if self.measuring:
                self.figures.board.append(at - table.last_click)

    def watch_edits(self) -> None:
        """Count a board edited in place as the click's board too, and a DM prompt edited into the next
        step as a DM (the fake tells listeners of new messages only)."""
        edit = self.fake._edit_message

        def edited(message: Any, payload: Any, uploads: Any, **kwargs: Any) -> None:
            images = [a["id"] for a in message.attachments]
            edit(message, payload, uploads, **kwargs)
            channel = self.fake.channels.get(message.channel_id)
            if channel is not None and channel.is_dm and not message.ephemeral:
                self.prompt_seen(channel, message, time.monotonic())
                return
            table = self.by_thread.get(message.channel_id)
            # A new image on a thread message is a board shown again; other edits (buttons taken away) are not.
            if table is not None and not message.ephemeral and message.attachments and [a["id"] for a in message.attachments] != images:
                self.board_seen(table, time.monotonic())

        self.fake._edit_message = edited

    def schedule(self, user: int, work: Any) -> None:
        old = self.turns.get(user)
        if old is not None and not old.done():
            old.cancel()  # a newer message replaces the one they were about to answer
        task = asyncio.create_task(work)
        self.turns[user] = task
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    # ---- a person's turn

    async def answer(self, user: int, message: Any) -> None:
        await asyncio.sleep(self.pause())
        await self.choose(user, message)

    async def ask_hand(self, user: int, board: Any, hand: str) -> None:
        await asyncio.sleep(self.pause() * 0.3)
        interaction = await self.click(user, board, hand)
        if interaction is None:
            return
        with contextlib.suppress(AssertionError, TimeoutError):
            reply = await interaction.final_message(timeout=30)
            if any(c.startswith(CHOICE) for c in reply.custom_ids()):
                await asyncio.sleep(self.pause() * 0.7)
                await self.choose(user, reply)

    async def click(self, user: int, message: Any, custom_id: str, values: list[str] | None = None) -> Any:
        try:
            if values is None:
                interaction = await self.fake.click(user, message, custom_id)
            else:
                interaction = await self.fake.select(user, message, custom_id, values)
        except (ValueError, KeyError, RuntimeError) as error:
            self.figures.failures.append(f"{custom_id}: {error}")
            return None
        try:
            callback = await interaction.response(timeout=30)
        except (AssertionError, TimeoutError):
            self.figures.failures.append(f"{custom_id}: no response in 30 s")
            return None
        if self.measuring:
            self.figures.first_response.append(callback.at - interaction.created_at)
        return interaction

    async def choose(self, user: int, message: Any) -> None:
        """Pick a legal choice on `message` as a person would: a button, a select, or a group first."""
        ids = message.custom_ids()
        buttons = [c for c in ids if c.startswith("act:")]
        selects = [c for c in ids if c.startswith(("acts:", "actm:"))]
        groups = [c for c in ids if c.startswith("grp:")]
        options = [(c, None) for c in buttons]
        for select in selects:
            component = message.component(select)
            values = [o["value"] for o in component["options"]]
            if select.startswith("actm:"):
                count = max(1, int(component.get("min_values", 1)))
                options.append((select, self.rng.sample(values, min(count, len(values)))))
            else:
                options.extend((select, [v]) for v in values)
        if not options and groups:
            interaction = await self.click(user, message, self.rng.choice(groups))
            if interaction is None:
                return
            with contextlib.suppress(AssertionError, TimeoutError):
                step = await interaction.final_message(timeout=30)
                await asyncio.sleep(self.rng.uniform(0.3, 1.0))
                await self.choose(user, step)
            return
        if not options:
            return
        custom_id, values = self.rng.choice(options)
        table = self.tables.get(int(_TABLE_ID.match(custom_id)[1]))  # type: ignore[index]
        before = time.monotonic()
        interaction = await self.click(user, message, custom_id, values)
        if interaction is None or table is None:
            return
        table.last_click, table.board_pending, table.dm_pending = before, True, True
        version = _VERSION.match(custom_id)
        table.last_version = int(version[1]) if version else -1
        if self.measuring:
            table.clicks.append(before)
        edits = len(message.history)
        with contextlib.suppress(AssertionError, TimeoutError):
            await interaction.wait_for(lambda it: it.events or it.rejections, timeout=30)
        if interaction.rejections:
            self.figures.refused += 1
            return
        # Done (✅): the clicked message is edited, or the interaction answers with a message of its own
        # (not a mere deferral), whichever path the bot takes.
        with contextlib.suppress(AssertionError, TimeoutError):
            await interaction.wait_for(lambda it: len(message.history) > edits or answered(it), timeout=120)
            if self.measuring:
                self.figures.done.append(time.monotonic() - before)


def answered(interaction: Any) -> bool:
    """Whether the interaction has an answer a person sees (not only a deferral)."""
    return any(kind in ("edit", "followup") or (kind == "callback" and value in (4, 7)) for kind, value in interaction.events)
