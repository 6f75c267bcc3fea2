"""A finished game's replay and its rematch.

`/table replay` and the 🎞️ Replay button make the game's replay once (`cogs.replay_builds`: replayed
from its move log, drawn in the server's language and encoded in a worker process) and post it once, in
the table's thread. Every press is answered privately: with a link to that post, or, for a player who
pressed in the thread where it just appeared, with the post itself. Presses while it is being made wait
for the same build: in this process for its task, in another for the database claim
(`bot.tables.replays`). A failed build says so in one line and lets the next press try again.
`/table replay` without `table:` means the table of its thread, else the caller's game that ended last.

The 🔁 Rematch button opens a new lobby in the table's channel with the same options, turn limit and
computers; the one who clicked hosts it and the other players are pinged, each free to join or decline.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from typing import Any

import discord
from discord.ext import commands

from bot.i18n import join, t
from bot.store.status import Status
from bot.tables import BOT, Caller, TableInfo
from bot.tables.errors import Refused, WrongStatus
from bot.tables.hints import hints_allowed
from bot.tables.replays import ReplayPost, ReplayPosts, Waited
from cogs.client import TableBot
from cogs.errors import answers_errors, reply_ephemeral
from cogs.kit import Kits
from cogs.language import user_lang
from cogs.posts import NO_MENTIONS, USER_MENTIONS, lobby_text, lobby_view, seat_names
from cogs.replay_builds import ReplayWorker, order_of
from cogs.sending import table_lang
from cogs.table_buttons import EXTRA_ITEMS, REPLAY_COG, DeclineButton, final_view
from wording.alt import fit

log = logging.getLogger(__name__)

# The statuses of a game that can be replayed: it was played to its end, or ended early by its players.
REPLAYABLE = (Status.FINISHED, Status.ABANDONED)


class ReplayNotReady(Refused):
    """A game is replayed once it is over: before, its seed would give away the hidden cards."""

    code = "table.replay_not_over"


class ReplayFailed(Exception):
    """The replay could not be built or posted this time (the claim is given up: a later press tries again)."""


class RematchRefused(Refused):
    """Only the players of a finished game start its rematch, once."""

    code = "table.rematch_refused"


def clock_text(seconds: int | None) -> str:
    """A turn limit in seconds as the lobby's clock option takes it ("90m", "off")."""
    return f"{seconds // 60}m" if seconds else "off"


def post_url(info: TableInfo, post: ReplayPost) -> str:
    """The link to a replay's post."""
    return f"https://discord.com/channels/{info.guild_id or '@me'}/{post.channel_id}/{post.message_id}"


class ReplayCog(commands.Cog, name=REPLAY_COG):
    """Replays and rematches of finished games."""

    def __init__(self, bot: TableBot, kits: Kits, *, worker: ReplayWorker | None = None, posts: ReplayPosts | None = None) -> None:
        self.bot = bot
        self.kits = kits
        self.worker = worker or ReplayWorker.for_kits(kits)
        self.posts = posts or bot.service.replays
        self._builds: dict[int, asyncio.Task[ReplayPost]] = {}  # table → its replay being made here
        self._rematched: dict[int, int] = {}  # finished table → its rematch, in this process
        self._rematching: set[int] = set()

    async def cog_load(self) -> None:
        """Register the persistent buttons of replays, rematches and hints."""
        self.bot.add_dynamic_items(*EXTRA_ITEMS)
        self.bot.interactions.when_finished(lambda info: self.worker.warm())

    async def cog_unload(self) -> None:
        """Stop the replay worker process (the bot is closing)."""
        await asyncio.to_thread(self.worker.close)

    # ---- replay ------------------------------------------------------------------------------

    @answers_errors
    async def replay_command(self, interaction: discord.Interaction[Any], table_id: int | None) -> None:
        """`/table replay`: the table named, else the one of this thread, else the caller's game that ended last."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        user, guild = interaction.user.id, interaction.guild_id
        if table_id is not None:
            table_id = await self.bot.service.table_meant(user, guild, interaction.channel_id, table_id, ended=True)
        else:
            here = await self.bot.service.table_in_channel(interaction.channel_id, ended=True) if interaction.channel_id is not None else None
            table_id = here.id if here is not None else await self.posts.last_finished(user, guild)
        await self._replay(interaction, table_id)

    @answers_errors
    async def replay_click(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        """🎞️ Replay on the final post."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._replay(interaction, table_id)

    async def _replay(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        """Answer a press (deferred privately): the link to the table's replay, made and posted first if need be."""
        service = self.bot.service
        info = await service.get(table_id, Caller(interaction.user.id, interaction.guild_id))
        if info.status not in REPLAYABLE:
            raise ReplayNotReady("A replay can be made once the game is over.", table=table_id)
        lang = await user_lang(interaction, service)
        post = await self.posts.find(table_id)
        appears = post is None  # posted while this press waits: a player who pressed there sees it come
        if post is None:
            build = self._builds.get(table_id)
            if build is None:  # no await since `find`: one task per table in this process
                build = self._builds[table_id] = asyncio.create_task(self._make(info), name=f"spieltisch-replay-{table_id}")
                build.add_done_callback(self._forget)
            try:
                post = await asyncio.shield(build)
            except ReplayFailed:
                await reply_ephemeral(interaction, t(lang, "replay-failed", table=str(table_id)))
                return
        if appears and info.seat_held_by(interaction.user.id) is not None and interaction.channel_id == post.channel_id:
            await interaction.delete_original_response()  # the player sees the post appear where they pressed
            return
        await reply_ephemeral(interaction, t(lang, "replay-link", table=str(table_id), link=post_url(info, post)))

    def _forget(self, build: asyncio.Task[ReplayPost]) -> None:
        """A build ended: the next press reads its post from the database (or, after a failure, builds again)."""
        self._builds = {table: task for table, task in self._builds.items() if task is not build}
        if not build.cancelled():
            build.exception()  # retrieved here too: its presser may have gone

    async def _make(self, info: TableInfo) -> ReplayPost:
        """The table's replay posted in its thread, built here once this process holds the claim (or the
        post another process made meanwhile); ReplayFailed when it could not be made."""
        if not await self.posts.claim(info.id):
            waited = await self.posts.wait(info.id)
            if isinstance(waited, ReplayPost):
                return waited
            if waited is Waited.FAILED:
                raise ReplayFailed(f"table {info.id}: the replay's build in another process failed")
        try:
            return await self._build_and_post(info)
        except asyncio.CancelledError:
            await asyncio.shield(self.posts.release(info.id))
            raise
        except Exception as error:
            log.warning("table %s: the replay could not be made", info.id, exc_info=True)
            await self.posts.release(info.id)
            raise ReplayFailed(f"table {info.id}: {error!r}") from error

    async def _build_and_post(self, info: TableInfo) -> ReplayPost:
        service = self.bot.service
        data = await service.logbook.export(info.id, BOT)
        lang = await table_lang(service, info)
        kit = self.kits[info.game]
        started = time.perf_counter()
        replay = await self.worker.build(kit, order_of(kit, data, seat_names(info, lang), lang))
        log.info("table %s: replay of %d frames, %d bytes, built in %.1f s", info.id, replay.frames, len(replay.data), time.perf_counter() - started)
        home = info.thread_id or info.channel_id
        if home is None:
            raise ReplayFailed(f"table {info.id} has no thread or channel to post in")
        text = t(lang, "replay-posted", table=str(info.id), game=kit.game.title, frames=replay.frames)
        alt = t(lang, "alt-replay", table=str(info.id), game=kit.game.title, frames=replay.frames, players=join(lang, seat_names(info, lang)))
        file = discord.File(io.BytesIO(replay.data), filename=f"replay-{info.game}-{info.id}.webp", description=fit([alt]))
        message = await self.bot.get_partial_messageable(home).send(text, file=file, allowed_mentions=NO_MENTIONS)
        return await self.posts.posted(info.id, message.channel.id, message.id)

    # ---- rematch -----------------------------------------------------------------------------

    @answers_errors
    async def rematch_click(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        """🔁 Rematch: a new lobby like the finished table's, the clicker seated as host, the others pinged."""
        service = self.bot.service
        user = interaction.user
        old = await service.get(table_id, Caller(user.id, interaction.guild_id))
        if old.status != Status.FINISHED:
            raise WrongStatus("A rematch follows a finished game.", table=table_id)
        if old.seat_held_by(user.id) is None:
            raise RematchRefused("Only the players of this game can start its rematch.", code="table.rematch_not_player", table=table_id)
        if table_id in self._rematched or table_id in self._rematching:
            raise RematchRefused("This game's rematch has been opened already.", table=table_id, rematch=str(self._rematched.get(table_id, "")))
        self._rematching.add(table_id)
        try:
            await interaction.response.defer()
            info = await self._open_rematch(interaction, old)
            self._rematched[table_id] = info.id
        finally:
            self._rematching.discard(table_id)
        # The final post keeps its Replay button only: one rematch per game.
        if interaction.message is not None:
            lang = await table_lang(service, old)
            await interaction.edit_original_response(view=final_view(old, lang, rematch=False))

    async def _open_rematch(self, interaction: discord.Interaction[Any], old: TableInfo) -> TableInfo:
        service = self.bot.service
        user = interaction.user
        info = await service.create(
            old.game,
            guild_id=old.guild_id,
            channel_id=old.channel_id,
            host_id=user.id,
            host_name=user.display_name,
            options=old.options,
            clock=clock_text(old.turn_limit),
        )
        for seat in old.seats:
            if seat.computer is not None and seat.user_id is None and not seat.name:
                info = await service.add_computer(info.id, user.id, seat.computer, guild_id=old.guild_id)
        lang = await table_lang(service, info)
        channel = self.bot.get_channel(old.channel_id) if old.channel_id is not None else None
        if not isinstance(channel, (discord.TextChannel, discord.Thread)):
            channel = interaction.channel if isinstance(interaction.channel, (discord.TextChannel, discord.Thread)) else None
        if channel is None:
            raise RematchRefused("There is no channel for the rematch here.", table=old.id, rematch="")
        game = service.game(info.game)
        view = lobby_view(info, lang)
        text = lobby_text(info, game, lang)
        target = channel

        async def send() -> discord.Message:
            return await (target.send(text, view=view, allowed_mentions=NO_MENTIONS) if view is not None else target.send(text, allowed_mentions=NO_MENTIONS))

        message, thread = await self.bot.interactions.open_lobby(info, send, channel)
        home: discord.abc.Messageable = thread if thread is not None else channel
        invited = [s.user_id for s in old.seats if s.user_id is not None and s.user_id != user.id]
        names = seat_names(old, lang)
        invite = t(lang, "replay-rematch-invite", table=str(old.id), rematch=str(info.id), host=user.display_name, game=game.title, lobby=message.jump_url, players=join(lang, [names[s.seat] for s in old.seats]))
        # Hints carried over make the rematch unrated: say so, and where the host switches them off.
        invite += "\n" + t(lang, "replay-rematch-hints", hints="on" if hints_allowed(info) else "off")
        pings = " ".join(f"<@{u}>" for u in invited)
        decline = discord.ui.View(timeout=None)
        decline.add_item(DeclineButton(info.id, lang=lang))
        await home.send(f"{invite}\n{pings}".strip(), view=decline if invited else None, allowed_mentions=USER_MENTIONS)  # type: ignore[arg-type]
        return info

    @answers_errors
    async def decline_click(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        """Decline a rematch: off its seat if one was taken, and the table is told."""
        service = self.bot.service
        user = interaction.user
        info = await service.get(table_id, Caller(user.id, interaction.guild_id))
        if info.status != Status.LOBBY:
            await reply_ephemeral(interaction, t(await user_lang(interaction, service), "replay-rematch-decline-late", table=str(table_id)))
            return
        await interaction.response.defer()
        if info.seat_of(user.id) is not None and user.id != info.host_id:
            info = (await service.leave(table_id, user.id, interaction.guild_id)).table
            lang = await table_lang(service, info)
            if info.message_id is not None and info.channel_id is not None:
                lobby = self.bot.get_partial_messageable(info.channel_id).get_partial_message(info.message_id)
                view = lobby_view(info, lang)
                await lobby.edit(content=lobby_text(info, service.game(info.game), lang), view=view)
        lang = await table_lang(service, info)
        await interaction.followup.send(t(lang, "replay-rematch-declined", name=user.display_name, table=str(table_id)), allowed_mentions=NO_MENTIONS)

