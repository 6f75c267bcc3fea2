"""The one place where refusals and failures become a reply to the user, in the user's language."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.games.base import GameError
from bot.i18n import has, t
from bot.tables.errors import Refused
from cogs.language import user_lang

log = logging.getLogger("spieltisch.errors")

ID_PARAMS = ("table", "user")


async def reply_ephemeral(interaction: discord.Interaction, content: str, **kwargs: Any) -> None:
    """An ephemeral reply, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)


def error_key(code: str) -> str:
    """The catalog key of a refusal code: "druids.must_follow" → "err-druids-must-follow"."""
    return "err-" + code.replace(".", "-").replace("_", "-")


def translated(error: GameError | Refused, lang: str) -> str:
    """A refusal's message in `lang` when the catalogs know its code, else the English message."""
    code = getattr(error, "code", None)
    params: dict[str, Any] = dict(getattr(error, "params", None) or {})
    # Ids read as they are typed (`table:1234`), not as numbers with grouping ("1,234").
    params.update({name: str(params[name]) for name in ID_PARAMS if isinstance(params.get(name), int)})
    if isinstance(code, str) and code and has("en", error_key(code)):
        return t(lang, error_key(code), **params)
    return str(error)


def refusal_text(error: BaseException, lang: str = "en") -> str | None:
    """The message for an expected refusal, or None for a real failure."""
    original = getattr(error, "original", None)
    if original is not None and not isinstance(error, (GameError, Refused)):
        error = original
    if isinstance(error, (GameError, Refused)):
        return translated(error, lang)
    return None


async def handle_error(interaction: discord.Interaction, error: BaseException, table_id: int | None = None) -> None:
    """Refusals → one ephemeral line; anything else → logged with the table id and a polite reply."""
    lang = await user_lang(interaction)
    text = refusal_text(error, lang)
    if text is None:
        log.error("table %s: unexpected error in %s", table_id, interaction.data, exc_info=error)
        text = t(lang, "err-failure")
    try:
        await reply_ephemeral(interaction, text)
    except discord.HTTPException:
        log.warning("table %s: could not deliver the error reply", table_id, exc_info=True)
