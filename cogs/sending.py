"""Sending owed messages: each kind of message a table update owes, built by `cogs.posts` and sent.

The ✅ edit of the clicked message, the thread's board post (the unit's post edited in place, or a new
one), each seat's DM (a prompt answered mid-turn edited into the next step), the end-of-game edits
and end DMs. `cogs.delivery` decides when; this sends and says where each message landed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Callable
from datetime import timedelta
from typing import Any, cast

import discord

from bot.games.base import Event, State
from bot.i18n import t
from bot.tables import Delivered, Notice, Owed, TableInfo, TableService
from bot.tables.hints import hints_allowed
from bot.tables.payloads import OwedKind, Where
from bot.tables.ratings import RatingChange
from cogs.copies import close_copies
from cogs.crash import crash_point
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

# Board posts of this process remembered (outbox id -> channel, message), so the next move of the same
# unit edits the post even before its delivery is marked; the oldest are forgotten first.
REMEMBERED_BOARDS = 2000
DM_REFUSED = 50007
# Ephemeral hands (Show my hand) can be edited through their interaction for 15 minutes: those younger
# than this are closed at the end; tables remembered at most, the oldest forgotten first.
EPHEMERAL_EDITABLE = 14 * 60.0
REMEMBERED_TABLES = 2000


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
    return (await service.community.server_language(info.guild_id)).language()

class Sender:
    """Sends owed messages of each kind and remembers this process's recent board posts."""

    def __init__(self, client: discord.Client, service: TableService, kits: Kits, drawing: Drawing) -> None:
        self.client = client
        self.service = service
        self.kits = kits
        self.drawing = drawing
        self._boards: OrderedDict[int, tuple[int, int]] = OrderedDict()
        self._hands: OrderedDict[int, list[tuple[discord.WebhookMessage, float, str]]] = OrderedDict()
        self.finished: list[Callable[[TableInfo], None]] = []  # told when a game's end went out (e.g. to ready its replay)

    def remember_hand(self, table_id: int, message: discord.WebhookMessage, lang: str) -> None:
        """An ephemeral hand with buttons was shown (in `lang`): it is closed at the table's end while it can be edited."""
        loop = asyncio.get_running_loop()
        shown = [(m, at, said) for m, at, said in self._hands.pop(table_id, []) if loop.time() - at < EPHEMERAL_EDITABLE]
        self._hands[table_id] = [*shown[-7:], (message, loop.time(), lang)]
        while len(self._hands) > REMEMBERED_TABLES:
            self._hands.popitem(last=False)

    async def _close_hands(self, table_id: int, finished: bool) -> None:
        """Take the buttons off the ephemeral hands of a table that ended (those still editable)."""
        loop = asyncio.get_running_loop()
        for message, at, lang in self._hands.pop(table_id, []):
            line = t(lang, "table-final-closed" if finished else "table-final-ended", table=str(table_id))
            if loop.time() - at < EPHEMERAL_EDITABLE:
                with contextlib.suppress(discord.HTTPException):
                    await message.edit(content=clip(f"{message.content}\n{line}"), view=None, attachments=[])

    async def send_all(
        self,
        info: TableInfo,
        state: State | None,
        owed: list[Owed],
        interaction: discord.Interaction | None,
        *,
        lease: timedelta,
        recovering: bool = False,
    ) -> list[Delivered]:
        """Send owed messages of one table in order, each only while this process still holds it (`lease`);
        what went out (or can never go out) is returned, to be marked delivered."""
        with self.service.deliveries.sending(o.id for o in owed):
            return await self._send_all(info, state, owed, interaction, lease=lease, recovering=recovering)

    async def _send_all(
        self, info: TableInfo, state: State | None, owed: list[Owed], interaction: discord.Interaction | None, *, lease: timedelta, recovering: bool
    ) -> list[Delivered]:
        sent: list[Delivered] = []
        board_url: str | None = None
        for n, item in enumerate(owed):
            if not await self.service.deliveries.still_held(item, owed[n + 1 :], lease):
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
        return [line for e in events if (line := present.event_line(words, Event.from_dict(e), names, lang))]

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
        hints_used = await self.service.hints.count(info.id) if result and hints_allowed(info) else 0

        def post(mentions: list[int]) -> Post:
            return board_post(
                info,
                state,
                kit.wording,
                title=kit.game.title,
                events=[Event.from_dict(e) for e in p.get("events", [])],
                notices=[Notice(str(k), int(s), str(d)) for k, s, d in p.get("notices", [])],
                handover_after=self.service.turns.handover_after,
                mentions=mentions,
                started=bool(p.get("started")),
                table_png=table_png,
                final_png=final_png,
                lang=lang,
                result=result,
                ratings=[RatingChange.of_list(r) for r in p.get("ratings", [])],
                unreached=p.get("unreached", []),
                unrated=p.get("unrated"),
                hints_used=hints_used,
                hand_button=p.get("hand", True),
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
        retired = self._board_target(p.get("retired"), p.get("retires"))
        if retired is not None:
            # Show my hand lives on the current post only.
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await self._edit(*retired, view=None)
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
        await self._close_hands(info.id, finished)
        if finished:
            for listener in self.finished:
                try:
                    listener(info)
                except Exception:  # a listener's trouble must not keep the end from going out
                    log.exception("table %s: a listener of finished games failed", info.id)
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
            lang = (await self.service.community.prefs(user_id)).language()
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
