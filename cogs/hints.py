"""Hints for learners: the host's 💡 switch in the lobby and a player's 💡 Hint button on their prompt.

A hint is the move the hard computer would make from the player's own view (`bot.ai.hints`), thought
in its worker processes within its own time budget, answered privately with the hand image under a
banner naming the move. The thread is told that a hint was asked for; the end message counts them.
"""

from __future__ import annotations

import asyncio
import functools
import io
import logging
from typing import Any

import discord
from discord.ext import commands

from bot.ai.hints import hint
from bot.i18n import t
from cogs.client import TableBot
from cogs.errors import answers_errors
from cogs.images import Png
from cogs.kit import GameKit, Kits
from cogs.language import user_lang
from cogs.posts import NO_MENTIONS, lobby_text, lobby_view, seat_names, table_view
from cogs.sending import table_channel, table_lang
from cogs.table_buttons import HINTS_COG
from render.common import encode_png
from render.hint import with_hint
from wording import present
from wording.alt import describe, fit

log = logging.getLogger(__name__)


def hinted_hand(kit: GameKit, view: dict[str, Any], action: Any, banner: str, lang: str) -> Png:
    """The hand image under a banner naming the hinted move; where the hand lights one card per legal
    move (`legal` and `playable` in step, as Druids' hand does), only the hinted move's card is lit."""
    legal, playable = list(view.get("legal") or []), list(view.get("playable") or [])
    if legal and len(legal) == len(playable) and str(action) in legal:
        view = {**view, "playable": [playable[legal.index(str(action))]]}
    renderer: Any = kit.renderer
    # Its alt text: the banner, then the hand as the hand image's own alt text words it.
    alt = fit([banner + ".", describe(kit.game, kit.texts, "hand", view, lang)])
    return Png(encode_png(with_hint(renderer.render_hand(view, lang=lang), banner, lang)), alt)


class HintsCog(commands.Cog, name=HINTS_COG):
    """The lobby's hints switch and the players' hints."""

    def __init__(self, bot: TableBot, kits: Kits) -> None:
        self.bot = bot
        self.kits = kits
        self.hints = bot.service.hints

    @answers_errors
    async def hints_toggle(self, interaction: discord.Interaction[Any], table_id: int) -> None:
        """The host allows hints at the lobby (or takes that back); the lobby message shows it."""
        await interaction.response.defer()
        info = await self.hints.toggle(table_id, interaction.user.id, interaction.guild_id)
        lang = await table_lang(self.bot.service, info)
        await interaction.edit_original_response(content=lobby_text(info, self.bot.service.game(info.game), lang), view=lobby_view(info, lang))

    @answers_errors
    async def hint_click(self, interaction: discord.Interaction[Any], table_id: int, version: int) -> None:
        """💡 Hint: the hard computer's move from the player's view, privately, and counted."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        lang = await user_lang(interaction, self.bot.service)
        info, state, seat = await self.hints.request(table_id, interaction.user.id, version, interaction.guild_id)
        kit = self.kits[info.game]
        # The seed of the table's decision: asking twice gives the same hint.
        seed = hash((info.id, version, seat)) & ((1 << 62) - 1)
        action = await hint(kit.policy("hard"), state, seat, seed)
        count = await self.hints.record(info.id, seat, version, str(action))
        log.info("table %s: hint %d for seat %s", info.id, count, seat)
        view = table_view(info, state, seat, lang)
        move = present.action_label(kit.wording, action, view, lang)
        image = await asyncio.get_running_loop().run_in_executor(
            None, functools.partial(hinted_hand, kit, view, action, t(lang, "replay-hint-banner", move=move), lang)
        )
        await interaction.followup.send(
            t(lang, "replay-hint-answer", table=str(info.id), move=move), file=discord.File(io.BytesIO(image), filename="hint.png", description=image.description), ephemeral=True
        )
        channel = table_channel(self.bot, info)
        if channel is not None:
            public = await table_lang(self.bot.service, info)
            await channel.send(t(public, "replay-hint-used", name=seat_names(info, public)[seat]), allowed_mentions=NO_MENTIONS)
