"""`/privacy`: what the bot stores about you, with a button that deletes it; and the purge of a server's
data some time after the bot was removed from it (docs/privacy.md)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from datetime import timedelta
from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import NAMES, digits, join, resolve, t
from bot.tables.privacy import DEFAULT_GRACE, Forgotten, NothingStored, PersonalData, Privacy
from cogs.client import Interaction, TableBot, bot_of
from cogs.errors import answers_errors, private_reply, reply_ephemeral
from cogs.language import locale_text, ls
from cogs.posts import NO_MENTIONS, clip, lobby_text, lobby_view

log = logging.getLogger(__name__)

PRIVACY_COG = "PrivacyCog"
SEATS_SHOWN = 12  # seat lines in the reply; the count says how many there are in all
IDS_SHOWN = 10
SWEEP_SECONDS = 3600.0  # how often the servers the bot left are looked at


def privacy_text(data: PersonalData, titles: dict[str, str], lang: str) -> str:
    """Everything stored about a user, in words (clipped to one Discord message)."""
    user = str(data.user_id)
    if data.empty:
        return t(lang, "privacy-none", user=user)

    def onoff(flag: bool) -> str:
        return t(lang, "common-on" if flag else "common-off")

    def tables(ids: tuple[int, ...]) -> str:
        return join(lang, [digits(lang, f"#{i}") for i in ids])

    lines = [t(lang, "privacy-title", user=user)]
    if data.prefs is not None:
        prefs = data.prefs
        chosen = NAMES[prefs.locale] if prefs.locale in NAMES else t(lang, "settings-language-discord")
        lines.append(t(lang, "privacy-settings", language=chosen, mention=onoff(prefs.mention_on_turn), dm=onoff(prefs.dm_on_turn), quiet=onoff(prefs.quiet)))
        if prefs.discord_locale:
            lines.append(t(lang, "privacy-settings-locale", locale=prefs.discord_locale))
    if data.seats:
        lines.append(t(lang, "privacy-seats", count=len(data.seats)))
        newest = sorted(data.seats, key=lambda s: s.table_id, reverse=True)[:SEATS_SHOWN]
        for seat in newest:
            key = "privacy-seat-away" if seat.away and seat.status == "running" else "privacy-seat"
            status = t(lang, f"table-state-{seat.status}")
            lines.append(t(lang, key, table=str(seat.table_id), game=titles.get(seat.game, seat.game), status=status, seat=seat.seat + 1, name=seat.name or "—"))
        if len(data.seats) > SEATS_SHOWN:
            lines.append(t(lang, "privacy-seats-more", count=len(data.seats) - SEATS_SHOWN))
    if data.hosted:
        lines.append(t(lang, "privacy-hosted", tables=tables(data.hosted)))
    if data.votes:
        lines.append(t(lang, "privacy-votes", tables=tables(data.votes)))
    if data.results:
        lines.append(t(lang, "privacy-results", count=len(data.results), wins=sum(1 for r in data.results if r.winner)))
    if data.ratings:
        ratings = join(lang, [t(lang, "privacy-rating", game=titles.get(r.game, r.game), rating=r.display) for r in data.ratings])
        lines.append(t(lang, "privacy-ratings", games=data.rated_games, ratings=ratings))
    if data.messages:
        ids = [f"`{m.message_id}`" for m in data.messages if m.message_id is not None][:IDS_SHOWN] or ["—"]
        lines.append(t(lang, "privacy-messages", count=len(data.messages), ids=join(lang, ids)))
    if data.mentions:
        lines.append(t(lang, "privacy-mentions", count=len(data.mentions)))
    lines += ["", t(lang, "privacy-policy"), t(lang, "privacy-delete-offer")]
    return clip("\n".join(lines))


def deleted_text(done: Forgotten, lang: str) -> str:
    """What deleting a user's data did, in words."""
    return t(lang, "privacy-deleted", tables=len(done.left), lobbies=len(done.lobbies), seats=done.seats, ratings=done.ratings)


class ForgetButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"privacy:forget:(?P<user>\d{1,20})"):
    """Delete my data: works for the user it was shown to only."""

    def __init__(self, user_id: int, *, lang: str = "en") -> None:
        super().__init__(
            discord.ui.Button(label=t(lang, "privacy-delete-button"), emoji="🗑️", style=discord.ButtonStyle.danger, custom_id=f"privacy:forget:{user_id}")
        )
        self.user_id = user_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> ForgetButton:
        return cls(int(match["user"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        cog = cast("PrivacyCog", bot_of(interaction).get_cog(PRIVACY_COG))
        await cog.forget_click(interaction, self.user_id)


class PrivacyCog(commands.Cog, name=PRIVACY_COG):
    """`/privacy` and the purge of servers the bot was removed from.

    `privacy`: the service part (`bot.tables.privacy.Privacy`); `grace`: how long a server's data is
    kept after the bot was removed from it; `sweep_seconds`: how often that is looked at (None: never).
    """

    def __init__(self, bot: TableBot, privacy: Privacy, *, grace: timedelta = DEFAULT_GRACE, sweep_seconds: float | None = SWEEP_SECONDS) -> None:
        self.bot = bot
        self.privacy = privacy
        self.grace = grace
        self.sweep_seconds = sweep_seconds
        self._sweeper: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(ForgetButton)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Connected: the sweep starts (once, however often the bot reconnects), now and then every `sweep_seconds`."""
        if self.sweep_seconds is not None and self._sweeper is None:
            self._sweeper = asyncio.create_task(self._sweep_loop(self.sweep_seconds), name="spieltisch-privacy-sweep")

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(ForgetButton)
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper

    async def _lang(self, interaction: discord.Interaction[Any]) -> str:
        """The reader's language, read without writing (the usual lookup would store their Discord locale)."""
        prefs = await self.bot.service.community.prefs(interaction.user.id)
        return resolve(prefs.locale, locale_text(getattr(interaction, "locale", None)))

    # ---- /privacy ----------------------------------------------------------------------------

    @app_commands.command(name=ls("cmd-privacy-name"), description=ls("cmd-privacy-desc"))
    @private_reply
    async def show(self, interaction: Interaction) -> None:
        lang = await self._lang(interaction)
        data = await self.privacy.report(interaction.user.id)
        titles = self.bot.service.titles()
        text = privacy_text(data, titles, lang)
        if data.empty:
            await reply_ephemeral(interaction, text, allowed_mentions=NO_MENTIONS)
            return
        view = discord.ui.View(timeout=None)
        view.add_item(ForgetButton(interaction.user.id, lang=lang))
        await reply_ephemeral(interaction, text, view=view, allowed_mentions=NO_MENTIONS)

    @answers_errors
    async def forget_click(self, interaction: discord.Interaction[Any], user_id: int) -> None:
        """Delete my data; then the tables left are shown as after any leave."""
        lang = await self._lang(interaction)
        if interaction.user.id != user_id:
            await reply_ephemeral(interaction, t(lang, "privacy-not-yours"))
            return
        await interaction.response.defer()  # the answer replaces the message with the button
        try:
            done = await self.privacy.forget(user_id)
        except NothingStored:  # answered here: the usual error path would store their language again
            await reply_ephemeral(interaction, t(lang, "err-privacy-nothing-stored"))
            return
        await interaction.edit_original_response(content=deleted_text(done, lang), view=None)
        await self.show_left(done, lang)

    async def show_left(self, done: Forgotten, lang: str) -> None:
        """The tables a forgotten player left, shown as after any leave: the running ones go on with the
        computer, the lobbies' messages list the seats left, and their prompts lose their buttons (in `lang`, theirs)."""
        service = self.bot.service
        for update in done.left:
            await self.bot.interactions.publish(update)
        for info in done.lobbies:
            if info.message_id is None or info.channel_id is None:
                continue
            lang = (await service.community.server_language(info.guild_id)).language()
            message = self.bot.get_partial_messageable(info.channel_id).get_partial_message(info.message_id)
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await message.edit(content=lobby_text(info, service.game(info.game), lang), view=lobby_view(info, lang))
        for table_id, where in done.prompts:
            if where["channel_id"] is None or where["message_id"] is None:
                continue
            message = self.bot.get_partial_messageable(where["channel_id"]).get_partial_message(where["message_id"])
            line = t(lang, "privacy-prompt-closed", table=str(table_id))
            with contextlib.suppress(discord.NotFound, discord.Forbidden):
                await message.edit(content=clip(f"{where['text']}\n{line}"), view=None)

    # ---- servers the bot was removed from ------------------------------------------------

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        """Removed from a server: its data goes after the grace period, unless the bot comes back."""
        await self.privacy.server_left(guild.id)
        log.info("removed from server %s: its data is purged in %s unless the bot is added again", guild.id, self.grace)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        """Added to a server (again): a purge planned for it is off."""
        if await self.privacy.servers_back([guild.id]):
            log.info("added to server %s again: its data is kept", guild.id)

    def presence(self, guild_id: int) -> bool | None:
        """Whether the bot is in a server, as far as this process knows: None for a server of another
        process's shards (that process decides)."""
        count = self.bot.shard_count or 1
        ours = self.bot.shard_ids
        if ours is not None and (guild_id >> 22) % count not in ours:
            return None
        return self.bot.get_guild(guild_id) is not None

    async def sweep(self) -> int:
        """Purge the servers whose grace period is over; the number purged."""
        return len(await self.privacy.purge_due(self.grace, present=self.presence))

    async def _sweep_loop(self, seconds: float) -> None:
        while not self.bot.is_closed():
            try:
                await self.sweep()
            except Exception:
                log.exception("the purge of servers the bot left failed; trying again later")
            await asyncio.sleep(seconds)


def privacy_cog(bot: TableBot) -> PrivacyCog:
    """The cog wired to the bot's table service, with the grace period of SERVER_PURGE_DAYS."""
    return PrivacyCog(bot, bot.service.privacy, grace=timedelta(days=bot.settings.server_purge_days))
