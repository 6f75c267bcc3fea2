"""Delivery: sends the messages a table update owes (recorded in the outbox with the move) and marks them sent.

The one publish path. Right after a move the process that made it sends its owed messages in this
order — the ✅ edit of the clicked message, the thread's board post with the pings, each seat's DM, the
end-of-game edits — then marks them delivered in one database round trip. A loop claims whatever is
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
import secrets
import signal
import socket
from collections import Counter
from datetime import datetime, timedelta
from typing import Any, cast

import discord

from bot.games.base import Event, State
from bot.i18n import t
from bot.tables import Delivered, Notice, Owed, TableInfo, TableNotFound, TableService, Update
from bot.tables.access import BOT
from bot.tables.errors import TableDamaged
from bot.tables.hints import Hints, hints_allowed
from bot.tables.payloads import OwedKind
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
)
from wording import present

log = logging.getLogger(__name__)

# Where a test may have the process killed: `committed` (the move is committed, nothing sent),
# `clicked` (after the ✅ edit), `board` (after the thread post), `dm` (after a DM; `dm:2` the second),
# `final`, `sent` (everything sent, nothing marked delivered). Unset: nothing happens.
CRASH_ENV = "SPIELTISCH_CRASH_AT"
_passed: Counter[str] = Counter()
ORDER: dict[str, int] = {OwedKind.CLICKED: 0, OwedKind.BOARD: 1, OwedKind.DM: 2, OwedKind.FINAL: 3}
# Delivered messages are kept this long (live prompts and open tables' boards longer), looked at hourly.
KEEP_DELIVERED = timedelta(days=7)
PRUNE_EVERY = 3600.0
DM_REFUSED = 50007


def crash_point(name: str) -> None:
    """Test hook: SIGKILL this process here when `SPIELTISCH_CRASH_AT` is `name` (or `name:N`, the Nth time)."""
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
    """Owed messages of one table, the older board posts and DMs of a seat folded into the newest.

    Returns what to send and the ids it replaces (delivered with it). Only the recovery path folds:
    there several moves' messages may be owed at once, and one current prompt per seat is what counts.
    """
    keep: dict[tuple[str, int | None], Owed] = {}
    send: list[Owed] = []
    folded: list[int] = []
    for item in sorted(owed, key=lambda o: o.id):
        if item.kind not in (OwedKind.BOARD, OwedKind.DM):
            send.append(item)
            continue
        key = (item.kind, item.seat)
        older = keep.get(key)
        if older is None:
            keep[key] = item
            continue
        folded.append(older.id)
        merged = dict(item.payload)
        for name in ("events", "notices", "undone", "supersede", "mentions"):
            if name in merged or name in older.payload:
                merged[name] = [*older.payload.get(name, []), *[x for x in merged.get(name, []) if x not in older.payload.get(name, [])]]
        for flag in ("started", "with_hand"):
            if flag in merged:
                merged[flag] = bool(merged[flag] or older.payload.get(flag))
        keep[key] = Owed(item.id, item.table_id, item.version, item.kind, item.seat, item.user_id, merged)
    return sorted([*send, *keep.values()], key=lambda o: (ORDER.get(o.kind, 9), o.id)), folded


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
        # "host/shards#pid:token": a process started again on the same host for the same shards knows the
        # claims of the one before it (dead, since it holds the same shards) and takes them over at once.
        shards = ",".join(map(str, sorted(getattr(client, "shard_ids", None) or []))) or "all"
        self.home = f"{socket.gethostname()[:40]}/{shards}"
        self.owner = owner or f"{self.home}#{os.getpid()}:{secrets.token_hex(4)}"
        self.service.outbox_owner = self.owner
        self.started_at: datetime = self.service.clock.now()
        self._wake = asyncio.Event()
        self._loop_lock = asyncio.Lock()

    # ---- the normal path -----------------------------------------------------------------

    async def deliver(self, update: Update, interaction: discord.Interaction | None = None) -> None:
        """Send what a fresh update owes (claimed by this process at its commit), then mark it delivered."""
        crash_point("committed")
        if not update.owed:
            return
        sent = await self._send_all(update.table, update.state, sorted(update.owed, key=lambda o: (ORDER.get(o.kind, 9), o.id)), interaction)
        crash_point("sent")
        await self.service.delivered(sent)

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
            # On SQLite only one process runs: a claim older than this process is a dead process's.
            before = self.started_at if self.service.store.dialect == "sqlite" else None
            owed = await self.service.claim_owed(self.lease, claimed_before=before, predecessor=(f"{self.home}#", self.started_at))
            tables: dict[int, list[Owed]] = {}
            for item in owed:
                tables.setdefault(item.table_id, []).append(item)
            for table_id, items in tables.items():
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
                await self.service.delivered([*sent, *(Delivered(i) for i in folded)])
            return len(owed)

    # ---- sending -------------------------------------------------------------------------

    async def _send_all(
        self, info: TableInfo, state: State | None, owed: list[Owed], interaction: discord.Interaction | None, *, recovering: bool = False
    ) -> list[Delivered]:
        sent: list[Delivered] = []
        board_url: str | None = None
        for item in owed:
            try:
                if item.kind == OwedKind.CLICKED:
                    done = await self._clicked(item, interaction)
                elif item.kind == OwedKind.BOARD:
                    done = await self._board(item, info, state, recovering=recovering)
                    if done.message_id is not None and info.guild_id is not None:
                        board_url = f"https://discord.com/channels/{info.guild_id}/{done.channel_id}/{done.message_id}"
                elif item.kind == OwedKind.DM:
                    done = await self._dm(item, info, state, recovering=recovering)
                elif item.kind == OwedKind.FINAL:
                    done = await self._final(item, info, state, board_url)
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

    async def _clicked(self, item: Owed, interaction: discord.Interaction | None) -> Delivered:
        """The ✅ on the message the move was chosen on."""
        p = item.clicked()
        label = p.get("label") or ""
        channel_id, message_id = p.get("channel_id"), p.get("message_id")
        if channel_id is None or message_id is None:
            # An ephemeral message: only its interaction can edit it.
            if interaction is not None:
                await interaction.edit_original_response(view=None, content=f"✅ {label}", attachments=[])
            return Delivered(item.id)
        content = clip(f"{p.get('content') or ''}\n✅ {label}")
        if interaction is not None:
            await interaction.edit_original_response(view=None, content=content)
        else:
            await self._edit(channel_id, message_id, content=content, view=None)
        return Delivered(item.id, channel_id, message_id, content)

    async def _board(self, item: Owed, info: TableInfo, state: State | None, *, recovering: bool = False) -> Delivered:
        """The thread's post: what happened, the board image, whose turn (with pings)."""
        channel = table_channel(self.client, info)
        if state is None or channel is None:
            return Delivered(item.id)
        p = item.board()
        lang = p.get("lang") or "en"
        kit = self.kits[info.game]
        public_view = table_view(info, state, None, lang)
        awaited = awaited_users(info, state)
        outcome = state.outcome()
        post = board_post(
            info,
            state,
            kit.wording,
            title=kit.game.title,
            events=[event_of(e) for e in p.get("events", [])],
            notices=[Notice(str(k), int(s), str(d)) for k, s, d in p.get("notices", [])],
            handover_after=self.service.handover_after,
            # Late (after a crash), only those still awaited are pinged: folded posts may name others.
            mentions=[u for u in p.get("mentions", []) if not recovering or u in awaited],
            started=bool(p.get("started")),
            table_png=await self.drawing.draw(kit.table_image, public_view, lang, name=f"{info.game}/table"),
            final_png=await self.drawing.draw(kit.final_image, public_view, lang, name=f"{info.game}/final") if outcome is not None else None,
            lang=lang,
            hints_used=await Hints(self.service.core).count(info.id) if outcome is not None and hints_allowed(info) else 0,
        )
        message = await channel.send(post.content, **post.send_kwargs(allowed_mentions=USER_MENTIONS))
        return Delivered(item.id, message.channel.id, message.id)

    async def _dm(self, item: Owed, info: TableInfo, state: State | None, *, recovering: bool) -> Delivered:
        """A seat's DM: private lines, their hand and their choices now; older prompts marked stale."""
        if state is None or item.seat is None or item.user_id is None or item.seat >= len(info.seats):
            return Delivered(item.id)
        seat_info = info.seats[item.seat]
        if seat_info.user_id != item.user_id or not seat_info.is_human:
            return Delivered(item.id)  # the seat changed hands since: the DM is not theirs any more
        p = item.dm()
        lang = p.get("lang") or "en"
        words = self.kits[info.game].wording
        names = seat_names(info, lang)
        seat_view = table_view(info, state, item.seat, lang)
        private = [line for e in p.get("events", []) if (line := present.event_line(words, event_of(e), names, lang))]
        private += [t(lang, "table-you-took-back", action=present.action_label(words, words.game.parse_action(str(a)), seat_view, lang)) for a in p.get("undone", [])]
        version = p.get("prompt_version")
        if recovering or version is None:
            # The table may have moved on since this was owed: the buttons carry the current version.
            version = await self.service.prompt_version(info.id, item.seat)
        undo_version = p.get("undo_version") if not recovering or p.get("undo_version") == info.version else None
        post = await self.dm_post(info, state, item.seat, int(version), extra=private, with_hand=bool(p.get("with_hand")), undo_version=undo_version, lang=lang)
        message = await self.send_dm(info, item.seat, item.user_id, post, silent=bool(p.get("silent")))
        if message is None:
            return Delivered(item.id)
        for old in p.get("supersede", []):
            old_channel, old_message = old.get("channel_id"), old.get("message_id")
            if old_channel is None or old_message is None:
                continue
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await self._edit(old_channel, old_message, content=clip(f"{old.get('text') or ''}\n{t(lang, 'table-prompt-superseded')}"), view=None)
        # A DM with buttons is the seat's current prompt until it is answered or superseded.
        return Delivered(item.id, message.channel.id, message.id, post.content, post.view is not None)

    async def _final(self, item: Owed, info: TableInfo, state: State | None, board_url: str | None) -> Delivered:
        """The end: each prompt still offering buttons gets a final line instead; the last board loses Show my hand."""
        p = item.final()
        outcome = state.outcome() if state is not None else None
        link = board_url or jump_url(info) or ""
        for edit in p.get("edits", []):
            channel_id, message_id = edit.get("channel_id"), edit.get("message_id")
            if channel_id is None or message_id is None:
                continue
            lang = edit.get("lang") or "en"
            seat = edit.get("seat")
            if outcome is not None and seat is not None and seat < len(outcome.scores):
                place = 1 + sum(1 for other in outcome.scores if other > outcome.scores[seat])
                line = t(lang, "table-final-place", table=str(info.id), place=place, link=link)
            else:
                line = t(lang, "table-final-ended", table=str(info.id))
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await self._edit(channel_id, message_id, content=clip(f"{edit.get('text') or ''}\n{line}"), view=None)
        board = p.get("board")
        channel_id, message_id = (board.get("channel_id"), board.get("message_id")) if board is not None else (None, None)
        if channel_id is not None and message_id is not None:
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await self._edit(channel_id, message_id, view=None)
        return Delivered(item.id)

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
