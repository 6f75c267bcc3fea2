"""Delivery: sends the messages a table update owes (recorded in the outbox with the move) and marks them sent.

The one publish path. Right after a move the process that made it sends its owed messages in this
order — the ✅ edit of the clicked message, the thread's board post (the unit's post edited in place,
or a new one), each seat's DM (a prompt answered mid-turn edited into the next step), the end-of-game
edits and end DMs — then marks them delivered in one database round trip, and then has the service's
game loop (`bot.tables.driver`) move the computers whose turn it is; it sends what they do. A loop claims whatever is
still owed (after a crash, or a failed send) at start-up and every few seconds, and sends it from the
table's current state: a restart just delivers what is still owed. Older owed messages of the same
seat are folded into the newest, so a player gets one current prompt.

`SPIELTISCH_CRASH_AT` (tests only) makes the process SIGKILL itself at a named point of delivery.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
from collections import Counter, OrderedDict
from dataclasses import replace
from datetime import datetime, timedelta
from typing import Any, cast

import discord

from bot.games.base import Event, State
from bot.i18n import t
from bot.owner import owner_name, process_home, this_host
from bot.tables import Delivered, Notice, Owed, TableInfo, TableNotFound, TableService, Update
from bot.tables.access import BOT
from bot.tables.damage import DAMAGED
from bot.tables.errors import TableDamaged
from bot.tables.hints import Hints, hints_allowed
from bot.tables.payloads import OwedKind, Where
from bot.tables.ratings import RatingChange
from cogs.copies import close_copies
from cogs.damaged import announce_damaged
from cogs.images import Drawing
from cogs.kit import Kits
from cogs.posts import (
    NO_MENTIONS,
    USER_MENTIONS,
    Post,
    awaited_users,
    board_post,
    clip,
    dm_refused_post,
    hand_post,
    jump_url,
    seat_names,
    table_view,
    thinking_seats,
)
from wording import present

log = logging.getLogger(__name__)

# Where a test may have the process killed: `committed` (the move is committed, nothing sent),
# `clicked` (after the ✅ edit), `board` (after the thread post), `dm` (after a DM; `dm:2` the second),
# `final`, `sent` (everything sent, nothing marked delivered), `computer` (a computer is about to think
# after a person's move went out). Unset: nothing happens.
CRASH_ENV = "SPIELTISCH_CRASH_AT"
FREEZE_ENV = "SPIELTISCH_FREEZE_AT"
_passed: Counter[str] = Counter()
ORDER: dict[str, int] = {OwedKind.CLICKED: 0, OwedKind.BOARD: 1, OwedKind.DM: 2, OwedKind.FINAL: 3, OwedKind.END: 4}
# Board posts of this process remembered (outbox id -> channel, message), so the next move of the same
# unit edits the post even before its delivery is marked; the oldest are forgotten first.
REMEMBERED_BOARDS = 2000
# Delivered messages are kept this long (live prompts and open tables' boards longer), looked at hourly.
KEEP_DELIVERED = timedelta(days=7)
PRUNE_EVERY = 3600.0
DM_REFUSED = 50007


def crash_point(name: str) -> None:
    """Test hook: SIGKILL this process here when `SPIELTISCH_CRASH_AT` is `name` (or `name:N`, the Nth time);
    SIGSTOP it (once: the test continues it) when `SPIELTISCH_FREEZE_AT` is."""
    frozen = os.environ.get(FREEZE_ENV)
    if frozen:
        point, _, nth = frozen.partition(":")
        if point == name:
            _passed[f"freeze:{name}"] += 1
            if _passed[f"freeze:{name}"] == int(nth or 1):
                logging.getLogger("spieltisch").warning("%s=%s: freezing the process", FREEZE_ENV, frozen)
                os.kill(os.getpid(), signal.SIGSTOP)
    wanted = os.environ.get(CRASH_ENV)
    if not wanted:
        return
    point, _, nth = wanted.partition(":")
    if point != name:
        return
    _passed[name] += 1
    if _passed[name] >= int(nth or 1):
        logging.getLogger("spieltisch").warning("%s=%s: killing the process", CRASH_ENV, wanted)
        os.kill(os.getpid(), signal.SIGKILL)


def event_of(data: dict[str, Any]) -> Event:
    """An event back from its JSON form."""
    to = data.get("to")
    return Event(str(data["kind"]), dict(data.get("data") or {}), data.get("seat"), None if to is None else frozenset(to))


def fold(owed: list[Owed]) -> tuple[list[Owed], list[int]]:
    """Owed messages of one table, the older DMs of a seat folded into the newest and the older posts of
    a unit of play into its newest (which holds all its moves).

    Returns what to send and the ids it replaces (delivered with it). Several moves' messages are owed
    at once after a crash, or after computers moved in quick succession; one current prompt per seat
    and one post per unit are what counts.
    """
    keep: dict[tuple[str, Any], Owed] = {}
    send: list[Owed] = []
    folded: list[int] = []
    for item in sorted(owed, key=lambda o: o.id):
        if item.kind == OwedKind.BOARD:
            unit = item.payload.get("unit")
            key: tuple[str, Any] = (item.kind, tuple(unit) if unit is not None else None)
        elif item.kind == OwedKind.DM:
            key = (item.kind, item.seat)
        else:
            send.append(item)
            continue
        older = keep.get(key)
        if older is None:
            keep[key] = item
            continue
        folded.append(older.id)
        merged = dict(item.payload)
        if item.kind == OwedKind.DM:
            for name in ("events", "undone", "supersede"):
                if name in merged or name in older.payload:
                    merged[name] = _union(older.payload.get(name, []), merged.get(name, []))
            merged["with_hand"] = bool(merged.get("with_hand") or older.payload.get("with_hand"))
            merged["edit"] = merged.get("edit") or older.payload.get("edit")
        else:
            # The newer post of a unit holds its earlier events (posts of no unit are merged); it pings
            # whom either would have pinged.
            if key[1] is None:
                for name in ("events", "notices"):
                    merged[name] = _union(older.payload.get(name, []), merged.get(name, []))
            merged["mentions"] = _union(older.payload.get("mentions", []), merged.get("mentions", []))
            merged["started"] = bool(merged.get("started") or older.payload.get("started"))
            if merged.get("continues") == older.id:
                merged["continues"], merged["edit"] = older.payload.get("continues"), older.payload.get("edit")
            if merged.get("replaces") == older.id:  # the folded post was never sent: the one before it goes
                merged["replaces"] = older.payload.get("replaces") or older.payload.get("continues")
                merged["replaced"] = older.payload.get("replaced") or older.payload.get("edit")
        keep[key] = Owed(item.id, item.table_id, item.version, item.kind, item.seat, item.user_id, merged)
    return sorted([*send, *keep.values()], key=lambda o: (ORDER.get(o.kind, 9), o.id)), folded


def _union(older: list[Any], newer: list[Any]) -> list[Any]:
    """The older items, then the newer ones not among them."""
    return [*older, *(x for x in newer if x not in older)]


def table_channel(client: discord.Client, info: TableInfo) -> discord.abc.Messageable | None:
    """Where the table's public messages go: its thread, or its channel without one."""
    target = info.home_channel_id
    if target is None:
        return None
    channel = client.get_channel(target)
    if channel is None:
        return client.get_partial_messageable(target)
    return cast(discord.abc.Messageable, channel)  # a table's home is a text channel or a thread


async def table_lang(service: TableService, info: TableInfo) -> str:
    """The language of the table's public messages: its server's."""
    return (await service.server_language(info.guild_id)).language()


class Deliverer:
    """Sends owed messages, built by `cogs.posts`, and marks them delivered.

    `lease`: how long a claim by another process is respected before the message is taken over.
    """

    def __init__(
        self, client: discord.Client, service: TableService, kits: Kits, *, lease: float = 20.0, owner: str | None = None, drawing: Drawing | None = None
    ) -> None:
        self.client = client
        self.service = service
        self.kits = kits
        self.drawing = drawing or Drawing()
        self.lease = timedelta(seconds=lease)
        # A process started again on the same host for the same shards knows the claims of the one
        # before it (dead, since it holds the same shards) and takes them over at once (`bot.owner`).
        shard_ids = getattr(client, "shard_ids", None)
        self.home = process_home(this_host(), shard_ids)
        self.owner = owner or owner_name(self.home)
        log.info("claims owed messages as %s (host %s, shards %s, pid %d)", self.owner, this_host(), shard_ids or "all", os.getpid())
        self.service.outbox_owner = self.owner
        # The game loop hands this deliverer each batch of computer moves to send.
        self.service.driver.send = self._deliver_batch
        self.started_at: datetime = self.service.clock.now()
        self._wake = asyncio.Event()
        self._unmarked: list[Delivered] = []  # sent, but the database failed when they were to be marked
        self._loop_lock = asyncio.Lock()
        self._boards: OrderedDict[int, tuple[int, int]] = OrderedDict()

    @property
    def pass_lock(self) -> asyncio.Lock:
        """Held while the loop delivers: a stop takes it to end the loop between two passes."""
        return self._loop_lock

    # ---- the normal path -----------------------------------------------------------------

    async def deliver(self, update: Update, interaction: discord.Interaction | None = None) -> None:
        """Send what a fresh update owes (claimed by this process at its commit), then mark it delivered;
        then the game loop moves the computers whose turn it is."""
        crash_point("committed")
        owed = sorted(update.owed, key=lambda o: (ORDER.get(o.kind, 9), o.id))
        carried: list[Owed] = []
        waiting = update.computers_waiting
        driver = self.service.driver
        if waiting and not driver.following(update.table.id) and not driver.thinks_long(update.table, waiting[0]):
            # Quick computers answer within milliseconds: the thread's post goes out once, with their
            # moves in it (one request, not one per move); the ✅ and the DMs go now.
            carried = [o for o in owed if o.kind == OwedKind.BOARD]
            owed = [o for o in owed if o.kind != OwedKind.BOARD]
        if owed:
            sent = await self._send_all(update.table, update.state, owed, interaction)
            crash_point("sent")
            await self.mark_delivered(sent)
        if waiting:
            crash_point("computer")
            driver.follow(update.table.id, carried=[replace(update, owed=carried)] if carried else [])

    async def _deliver_batch(self, updates: list[Update]) -> None:
        """Send what several updates of one table owe as one: a unit's posts and a seat's DMs folded."""
        if not updates:
            return
        send, folded = fold([o for u in updates for o in u.owed])
        sent = await self._send_all(updates[-1].table, updates[-1].state, send, None)
        await self.mark_delivered([*sent, *(Delivered(i) for i in folded)])

    async def mark_delivered(self, sent: list[Delivered]) -> None:
        """Mark messages delivered; when the database fails now, the loop marks them before it claims
        anything (they went out: sending them again would say it twice), and the caller hears nothing of it:
        the move is committed and shown, only its record of delivery is late."""
        try:
            await self.service.delivered(sent)
        except Exception:
            log.warning("marking %d messages delivered failed; the delivery loop marks them", len(sent), exc_info=True)
            self._unmarked.extend(sent)
            self.poke()

    def poke(self) -> None:
        """Have the loop look for owed messages now (e.g. after an end recorded without a publish)."""
        self._wake.set()

    # ---- the loop: whatever is still owed ------------------------------------------------

    async def run(self, seconds: float) -> None:
        """Deliver what is owed now (after a restart) and then every `seconds` or when poked; now and
        then forget what was delivered long ago."""
        pruned_at = 0.0
        loop = asyncio.get_running_loop()
        while True:
            try:
                await self.deliver_owed()
                if loop.time() - pruned_at > PRUNE_EVERY:
                    pruned_at = loop.time()
                    await self.service.prune_outbox(KEEP_DELIVERED)
            except Exception:
                log.exception("delivering owed messages failed; trying again")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), seconds)
            self._wake.clear()

    async def deliver_owed(self) -> int:
        """Claim owed messages nobody is sending and send them, per table from its current state."""
        async with self._loop_lock:
            if self._unmarked:
                unmarked, self._unmarked = self._unmarked, []
                try:
                    await self.service.delivered(unmarked)
                except Exception:
                    self._unmarked = [*unmarked, *self._unmarked]
                    raise
            # On SQLite only one process runs: a claim older than this process is a dead process's.
            before = self.started_at if self.service.store.dialect == "sqlite" else None
            owed = await self.service.claim_owed(self.lease, claimed_before=before, predecessor=(f"{self.home}#", self.started_at))
            tables: dict[int, list[Owed]] = {}
            for item in owed:
                tables.setdefault(item.table_id, []).append(item)
            for table_id, items in tables.items():
                if any(i.kind == DAMAGED for i in items):
                    await self.service.delivered(await announce_damaged(self.client, [i for i in items if i.kind == DAMAGED]))
                    items = [i for i in items if i.kind != DAMAGED]
                    if not items:
                        continue
                try:
                    info, state = await self.service.state(table_id, BOT)
                except (TableNotFound, TableDamaged):
                    log.info("table %s: gone or set aside; its %d owed messages are dropped", table_id, len(items))
                    await self.service.delivered([Delivered(i.id) for i in items])
                    continue
                except Exception:
                    log.exception("table %s: cannot be read to deliver its owed messages", table_id)
                    continue
                send, folded = fold(items)
                log.info("table %s: delivering %d owed messages", table_id, len(send))
                try:
                    sent = await self._send_all(info, state, send, None, recovering=True)
                except Exception:
                    # One table's trouble must not hold up the others; its messages stay owed.
                    log.exception("table %s: delivering its owed messages failed; trying again later", table_id)
                    continue
                await self.mark_delivered([*sent, *(Delivered(i) for i in folded)])
                if state is not None and thinking_seats(info, state):
                    self.service.driver.follow(table_id)  # taken over from a process that died before its computers moved
            return len(owed)

    # ---- sending -------------------------------------------------------------------------

    async def _send_all(
        self, info: TableInfo, state: State | None, owed: list[Owed], interaction: discord.Interaction | None, *, recovering: bool = False
    ) -> list[Delivered]:
        sent: list[Delivered] = []
        board_url: str | None = None
        for n, item in enumerate(owed):
            if not await self.service.deliveries.still_held(item, owed[n + 1 :], self.lease):
                log.info("table %s: this process no longer holds owed %s %s (another took it over): not sent", info.id, item.kind, item.id)
                continue
            try:
                if item.kind == OwedKind.CLICKED:
                    done = await self._clicked(item, info, interaction)
                elif item.kind == OwedKind.BOARD:
                    done = await self._board(item, info, state, recovering=recovering)
                    if done.message_id is not None and info.guild_id is not None:
                        board_url = f"https://discord.com/channels/{info.guild_id}/{done.channel_id}/{done.message_id}"
                elif item.kind == OwedKind.DM:
                    done = await self._dm(item, info, state, interaction, recovering=recovering)
                elif item.kind == OwedKind.FINAL:
                    done = await self._final(item, info)
                elif item.kind == OwedKind.END:
                    done = await self._end(item, info, state, board_url)
                else:
                    log.warning("table %s: unknown owed message kind %r", info.id, item.kind)
                    done = Delivered(item.id)
            except (discord.NotFound, discord.Forbidden):
                # Gone or not ours to send (a deleted thread or message): trying again would not help.
                log.info("table %s: owed %s %s cannot be delivered", info.id, item.kind, item.id, exc_info=True)
                done = Delivered(item.id)
            except discord.HTTPException:
                log.warning("table %s: owed %s %s not delivered now; it stays owed", info.id, item.kind, item.id, exc_info=True)
                continue
            sent.append(done)
            crash_point(item.kind)
        return sent

    async def _edit(self, channel_id: int, message_id: int, **fields: Any) -> None:
        channel = self.client.get_partial_messageable(channel_id)
        await channel.get_partial_message(message_id).edit(**fields)

    def _lines(self, info: TableInfo, events: list[dict[str, Any]], lang: str) -> list[str]:
        """A seat's private lines (a card drawn, a card seen), in its language."""
        if not events:
            return []
        words, names = self.kits[info.game].wording, seat_names(info, lang)
        return [line for e in events if (line := present.event_line(words, event_of(e), names, lang))]

    async def _clicked(self, item: Owed, info: TableInfo, interaction: discord.Interaction | None) -> Delivered:
        """The ✅ on the message the move was chosen on (with the mover's private lines of it); chosen on
        the ephemeral hand, the mover's DM prompt shows the ✅ too."""
        p = item.clicked()
        label = p.get("label") or ""
        news = self._lines(info, p.get("news", []), p.get("lang") or "en")
        done = "\n".join([f"✅ {label}", *news])
        prompt = p.get("prompt")
        if prompt is not None and prompt.get("channel_id") is not None and prompt.get("message_id") is not None:
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await self._edit(int(prompt["channel_id"] or 0), int(prompt["message_id"] or 0), content=clip(f"{prompt.get('text') or ''}\n{done}"), view=None)
        channel_id, message_id = p.get("channel_id"), p.get("message_id")
        if channel_id is None or message_id is None:
            # An ephemeral message: only its interaction can edit it.
            if interaction is not None:
                await interaction.edit_original_response(view=None, content=clip(done), attachments=[])
            return Delivered(item.id)
        content = clip(f"{p.get('content') or ''}\n{done}")
        if interaction is not None:
            await interaction.edit_original_response(view=None, content=content)
        else:
            await self._edit(channel_id, message_id, content=content, view=None)
        return Delivered(item.id, channel_id, message_id, content)

    async def _board(self, item: Owed, info: TableInfo, state: State | None, *, recovering: bool = False) -> Delivered:
        """The thread's post: what happened in this unit of play, the board image, whose turn (with
        pings); the unit's earlier post is edited in place when there is one."""
        channel = table_channel(self.client, info)
        if state is None or channel is None:
            return Delivered(item.id)
        p = item.board()
        lang = p.get("lang") or "en"
        kit = self.kits[info.game]
        public_view = table_view(info, state, None, lang)
        awaited = awaited_users(info, state)
        result = state.outcome() is not None and bool(p.get("result", True))
        table_png = await self.drawing.draw(kit.table_image, public_view, lang, name=f"{info.game}/table")
        final_png = await self.drawing.draw(kit.final_image, public_view, lang, name=f"{info.game}/final") if result else None
        hints_used = await Hints(self.service.core).count(info.id) if result and hints_allowed(info) else 0

        def post(mentions: list[int]) -> Post:
            return board_post(
                info,
                state,
                kit.wording,
                title=kit.game.title,
                events=[event_of(e) for e in p.get("events", [])],
                notices=[Notice(str(k), int(s), str(d)) for k, s, d in p.get("notices", [])],
                handover_after=self.service.handover_after,
                mentions=mentions,
                started=bool(p.get("started")),
                table_png=table_png,
                final_png=final_png,
                lang=lang,
                result=result,
                ratings=[RatingChange.of_list(r) for r in p.get("ratings", [])],
                unrated=p.get("unrated"),
                hints_used=hints_used,
            )

        target = self._board_target(p.get("edit"), p.get("continues"))
        if target is not None:
            try:
                edited = post([])
                await self._edit(*target, content=edited.content, attachments=edited.files, view=edited.view, allowed_mentions=NO_MENTIONS)
                self._remember_board(item.id, *target)
                return Delivered(item.id, target[0], target[1])
            except discord.NotFound:
                log.info("table %s: its board post is gone; posting anew", info.id)
        # Late (after a crash), only those still awaited are pinged: folded posts may name others.
        fresh = post([u for u in p.get("mentions", []) if not recovering or u in awaited])
        message = await channel.send(fresh.content, **fresh.send_kwargs(allowed_mentions=USER_MENTIONS))
        self._remember_board(item.id, message.channel.id, message.id)
        replaced = self._board_target(p.get("replaced"), p.get("replaces"))
        if replaced is not None:
            # The new post holds the unit's moves so far: the earlier one goes, one post per unit stays.
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await self.client.get_partial_messageable(replaced[0]).get_partial_message(replaced[1]).delete()
        return Delivered(item.id, message.channel.id, message.id)

    def _board_target(self, where: Where | None, outbox_id: int | None) -> tuple[int, int] | None:
        """Where an earlier post of the unit is: as recorded with the move, or as this process sent it since."""
        if where is not None and where.get("channel_id") is not None and where.get("message_id") is not None:
            return int(where["channel_id"] or 0), int(where["message_id"] or 0)
        return self._boards.get(outbox_id) if outbox_id is not None else None

    def _remember_board(self, outbox_id: int, channel_id: int, message_id: int) -> None:
        self._boards[outbox_id] = (channel_id, message_id)
        while len(self._boards) > REMEMBERED_BOARDS:
            self._boards.popitem(last=False)

    async def _dm(self, item: Owed, info: TableInfo, state: State | None, interaction: discord.Interaction | None, *, recovering: bool) -> Delivered:
        """A seat's DM: private lines, their hand and their choices now; older prompts marked stale. A
        seat going on with its own turn gets the prompt it answered edited into the next step."""
        if state is None or item.seat is None or item.user_id is None or item.seat >= len(info.seats):
            return Delivered(item.id)
        seat_info = info.seats[item.seat]
        if seat_info.user_id != item.user_id or not seat_info.is_human:
            return Delivered(item.id)  # the seat changed hands since: the DM is not theirs any more
        p = item.dm()
        lang = p.get("lang") or "en"
        kit = self.kits[info.game]
        words = kit.wording
        seat_view = table_view(info, state, item.seat, lang)
        private = self._lines(info, p.get("events", []), lang)
        private += [t(lang, "table-you-took-back", action=present.action_label(words, words.game.parse_action(str(a)), seat_view, lang)) for a in p.get("undone", [])]
        if p.get("done"):
            # The steps of the turn so far stay on the prompt, each with its ✅.
            answered = p.get("edit")
            edit_text = (answered.get("text") or "") if answered is not None else ""
            private[:0] = [*(line for line in edit_text.splitlines() if line.startswith("✅ ")), f"✅ {p.get('done')}"]
        version = p.get("prompt_version")
        if recovering or version is None:
            # The table may have moved on since this was owed: the buttons carry the current version.
            version = await self.service.prompt_version(info.id, item.seat)
        undo_version = p.get("undo_version") if not recovering or p.get("undo_version") == info.version else None
        seat = item.seat
        image = await self.drawing.draw(kit.hand_image, seat_view, lang, name=f"{info.game}/hand") if p.get("with_hand") else None

        def prompt() -> Post:
            """The DM drawn once; each send reads its files, so a second send gets a post of its own."""
            return hand_post(info, state, seat, int(version), words, image, extra=private, undo_version=undo_version, lang=lang)

        post = prompt()
        if p.get("ephemeral") and interaction is not None and not recovering:
            # Chosen on the ephemeral hand: it becomes the next step.
            again = prompt()
            with contextlib.suppress(discord.NotFound):
                await interaction.edit_original_response(content=again.content, attachments=again.files, view=again.view)
        edit = p.get("edit")
        message: discord.Message | None = None
        if edit is not None and edit.get("channel_id") is not None and edit.get("message_id") is not None:
            channel_id, message_id = int(edit["channel_id"] or 0), int(edit["message_id"] or 0)
            clicked_here = interaction is not None and interaction.message is not None and interaction.message.id == message_id and not p.get("ephemeral")
            try:
                if clicked_here and interaction is not None:
                    await interaction.edit_original_response(content=post.content, attachments=post.files, view=post.view)
                else:
                    await self._edit(channel_id, message_id, content=post.content, attachments=post.files, view=post.view)
                return Delivered(item.id, channel_id, message_id, post.content, post.view is not None)
            except discord.NotFound:
                post = prompt()
        elif p.get("ephemeral") and not recovering:
            return Delivered(item.id)  # no DM prompt to edit: the ephemeral hand shows the next step
        message = await self.send_dm(info, item.seat, item.user_id, post, silent=bool(p.get("silent")))
        if message is None:
            return Delivered(item.id)
        for old in p.get("supersede", []):
            old_channel, old_message = old.get("channel_id"), old.get("message_id")
            if old_channel is None or old_message is None:
                continue
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await self._edit(old_channel, old_message, content=clip(f"{old.get('text') or ''}\n{t(lang, 'table-prompt-superseded')}"), view=None)
        if recovering:
            # A copy sent before a crash, which nothing records, must not keep live buttons.
            await close_copies(self.client, message, info.id, t(lang, "table-prompt-superseded"))
        # A DM with buttons is the seat's current prompt until it is answered or superseded.
        return Delivered(item.id, message.channel.id, message.id, post.content, post.view is not None)

    async def _final(self, item: Owed, info: TableInfo) -> Delivered:
        """The end: each prompt still offering buttons is closed; the last board loses Show my hand."""
        p = item.final()
        finished = p.get("status") == "finished"
        for edit in p.get("edits", []):
            channel_id, message_id = edit.get("channel_id"), edit.get("message_id")
            if channel_id is None or message_id is None:
                continue
            lang = edit.get("lang") or "en"
            line = t(lang, "table-final-closed" if finished else "table-final-ended", table=str(info.id))
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await self._edit(channel_id, message_id, content=clip(f"{edit.get('text') or ''}\n{line}"), view=None)
        board = p.get("board")
        channel_id, message_id = (board.get("channel_id"), board.get("message_id")) if board is not None else (None, None)
        if channel_id is not None and message_id is not None:
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await self._edit(channel_id, message_id, view=None)
        return Delivered(item.id)

    async def _end(self, item: Owed, info: TableInfo, state: State | None, board_url: str | None) -> Delivered:
        """A person's end-of-game DM: their place, the standings, their last private lines, a link to the last board."""
        outcome = state.outcome() if state is not None else None
        if item.seat is None or item.user_id is None or outcome is None:
            return Delivered(item.id)
        p = item.end()
        lang = p.get("lang") or "en"
        kit = self.kits[info.game]
        assert state is not None
        lines = [
            *self._lines(info, p.get("events", []), lang),
            t(lang, "table-end-dm", table=str(info.id), game=kit.game.title),
            present.ending(kit.wording, table_view(info, state, None, lang), outcome, item.seat, seat_names(info, lang), lang),
        ]
        link = board_url or jump_url(info)
        if link:
            lines.append(t(lang, "table-end-board", link=link))
        message = await self.send_dm(info, item.seat, item.user_id, Post(clip("\n".join(lines))))
        if message is None:
            return Delivered(item.id)
        return Delivered(item.id, message.channel.id, message.id)

    # ---- a seat's DM -----------------------------------------------------------------------

    async def dm_post(
        self,
        info: TableInfo,
        state: State,
        seat: int,
        version: int,
        *,
        extra: list[str] | None = None,
        with_hand: bool = True,
        undo_version: int | None = None,
        lang: str = "en",
    ) -> Post:
        """A seat's DM with their hand image drawn (`cogs.posts.hand_post`)."""
        kit = self.kits[info.game]
        image = await self.drawing.draw(kit.hand_image, table_view(info, state, seat, lang), lang, name=f"{info.game}/hand") if with_hand else None
        return hand_post(info, state, seat, version, kit.wording, image, extra=extra, undo_version=undo_version, lang=lang)

    async def send_hand(self, info: TableInfo, state: State, seat: int, user_id: int, *, lang: str | None = None) -> None:
        """DM a player their hand and choices now (e.g. on taking their seat back)."""
        if lang is None:
            lang = (await self.service.prefs(user_id)).language()
        version = await self.service.prompt_version(info.id, seat)
        await self.send_dm(info, seat, user_id, await self.dm_post(info, state, seat, version, lang=lang))

    async def send_dm(self, info: TableInfo, seat: int, user_id: int, post: Post, *, silent: bool = False) -> discord.Message | None:
        """Send a seat's DM and remember that their DMs work; None when they refuse DMs (the thread is told once)."""
        try:
            channel = await self.client.create_dm(discord.Object(id=user_id))
            message = await channel.send(post.content, **post.send_kwargs(allowed_mentions=NO_MENTIONS, silent=silent))
        except discord.Forbidden as error:
            if error.code != DM_REFUSED and error.status != 403:
                raise
            await self._dm_refused(info, seat, user_id)
            return None
        if not info.seats[seat].dm_ok:
            await self.service.set_dm_ok(info.id, seat, True)
        return message

    async def _dm_refused(self, info: TableInfo, seat: int, user_id: int) -> None:
        if not info.seats[seat].dm_ok:
            return  # said once already
        await self.service.set_dm_ok(info.id, seat, False)
        channel = table_channel(self.client, info)
        if channel is not None:
            post = dm_refused_post(info, user_id, await table_lang(self.service, info))
            await channel.send(post.content, **post.send_kwargs(allowed_mentions=USER_MENTIONS))
