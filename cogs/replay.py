"""A finished game's replay and its rematch.

`/table replay` and the 🎞️ Replay button post the game as an animated image, replayed from its move
log by the engine and drawn in the server's language off the event loop (`render.replay`). The 🔁
Rematch button opens a new lobby in the table's channel with the same options, turn limit and
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
from bot.tables import Caller, TableInfo
from bot.tables.errors import NotExportable, Refused, WrongStatus
from cogs.client import TableBot
from cogs.errors import answers_errors, reply_ephemeral
from cogs.kit import GameKit, Kits
from cogs.language import languages, user_lang
from cogs.posts import NO_MENTIONS, USER_MENTIONS, lobby_text, lobby_view, seat_names
from cogs.sending import table_lang
from cogs.table_buttons import EXTRA_ITEMS, REPLAY_COG, DeclineButton, final_view
from render.replay import Replay, build_replay

log = logging.getLogger(__name__)

# One replay is built at a time: each holds a frame and the encoder's work in memory and keeps a core busy.
_BUILDING = asyncio.Semaphore(1)


class ReplayNotReady(Refused):
    """A game is replayed once it is over: before, its seed would give away the hidden cards."""

    code = "table.replay_not_over"


class RematchRefused(Refused):
    """Only the players of a finished game start its rematch, once."""

    code = "table.rematch_refused"


def clock_text(seconds: int | None) -> str:
    """A turn limit in seconds as the lobby's clock option takes it ("90m", "off")."""
    return f"{seconds // 60}m" if seconds else "off"


def make_replay(kit: GameKit, data: dict[str, Any], names: list[str], lang: str) -> Replay:
    """The replay of an exported game (`TableService.export`), drawn by the game's table renderer in `lang`."""
    renderer: Any = kit.renderer
    return build_replay(
        kit.game,
        lambda view, language: renderer.render_table(view, lang=language),
        int(data["players"]),
        data["seed"],
        data["options"],
        [(int(seat), str(action)) for seat, action in data["actions"]],
        names,
        lang=lang,
        frame_events=kit.replay_frames,
    )


class ReplayCog(commands.Cog, name=REPLAY_COG):
    """Replays and rematches of finished games."""

    def __init__(self, bot: TableBot, kits: Kits) -> None:
        self.bot = bot
        self.kits = kits
        self._rematched: dict[int, int] = {}  # finished table → its rematch, in this process
        self._rematching: set[int] = set()

    async def cog_load(self) -> None:
        """Register the persistent buttons of replays, rematches and hints."""
        self.bot.add_dynamic_items(*EXTRA_ITEMS)

    # ---- replay ------------------------------------------------------------------------------

    @answers_errors
    async def replay_command(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        """`/table replay`: the replay, posted where the command was used for everyone to see."""
        await self._post_replay(interaction, table_id)

    @answers_errors
    async def replay_click(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        """🎞️ Replay on the final post: the replay in the thread."""
        await self._post_replay(interaction, table_id)

    async def _post_replay(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        service = self.bot.service
        caller = Caller(interaction.user.id, interaction.guild_id)
        # Checked before answering, so that a refusal stays private while the replay is public.
        try:
            data = await service.logbook.export(table_id, caller)
        except NotExportable:
            raise ReplayNotReady("A replay can be made once the game is over.", table=table_id) from None
        info = await service.get(table_id, caller)
        await interaction.response.defer(thinking=True)
        lang = (await languages(interaction, service)).server if interaction.guild_id is not None else await table_lang(service, info)
        kit = self.kits[info.game]
        started = time.perf_counter()
        async with _BUILDING:
            replay = await asyncio.to_thread(make_replay, kit, data, seat_names(info, lang), lang)
        log.info("table %s: replay of %d frames, %d bytes, built in %.1f s", table_id, replay.frames, len(replay.data), time.perf_counter() - started)
        text = t(lang, "replay-posted", table=str(table_id), game=kit.game.title, frames=replay.frames)
        file = discord.File(io.BytesIO(replay.data), filename=f"replay-{info.game}-{table_id}.webp")
        await interaction.followup.send(text, file=file, allowed_mentions=NO_MENTIONS)

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
        message = await (channel.send(text, view=view, allowed_mentions=NO_MENTIONS) if view is not None else channel.send(text, allowed_mentions=NO_MENTIONS))
        home: discord.abc.Messageable = channel
        thread_id: int | None = None
        if isinstance(channel, discord.TextChannel):
            try:
                thread = await channel.create_thread(name=f"{game.title} #{info.id}", message=message, auto_archive_duration=1440)
                home, thread_id = thread, thread.id
            except discord.Forbidden:
                pass
        await service.set_location(info.id, thread_id=thread_id, message_id=message.id)
        invited = [s.user_id for s in old.seats if s.user_id is not None and s.user_id != user.id]
        names = seat_names(old, lang)
        invite = t(lang, "replay-rematch-invite", table=str(old.id), rematch=str(info.id), host=user.display_name, game=game.title, players=join(lang, [names[s.seat] for s in old.seats]))
        pings = " ".join(f"<@{u}>" for u in invited)
        decline = discord.ui.View(timeout=None)
        decline.add_item(DeclineButton(info.id, lang=lang))
        await home.send(f"{invite} {pings}".strip(), view=decline if invited else None, allowed_mentions=USER_MENTIONS)  # type: ignore[arg-type]
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

