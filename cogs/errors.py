"""The one place where refusals and failures become a reply to the user."""

from __future__ import annotations

import logging

import discord

from bot.games.base import GameError
from bot.tables.errors import Refused

log = logging.getLogger("spieltisch.errors")

POLITE_FAILURE = "Something went wrong on my side; nothing was changed. Please try again in a moment."


async def reply_ephemeral(interaction: discord.Interaction, content: str, **kwargs: object) -> None:
    """An ephemeral reply, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)  # type: ignore[arg-type]
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)  # type: ignore[arg-type]


def refusal_text(error: BaseException) -> str | None:
    """The message for an expected refusal, or None for a real failure."""
    original = getattr(error, "original", None)
    if original is not None and not isinstance(error, (GameError, Refused)):
        error = original
    if isinstance(error, (GameError, Refused)):
        return str(error)
    return None


async def handle_error(interaction: discord.Interaction, error: BaseException, table_id: int | None = None) -> None:
    """Refusals → one ephemeral line; anything else → logged with the table id and a polite reply."""
    text = refusal_text(error)
    if text is None:
        log.error("table %s: unexpected error in %s", table_id, interaction.data, exc_info=error)
        text = POLITE_FAILURE
    try:
        await reply_ephemeral(interaction, text)
    except discord.HTTPException:
        log.warning("table %s: could not deliver the error reply", table_id, exc_info=True)
