"""The announcement of a table set aside as damaged: one thread post, one DM to each seated player, and
their prompts closed (the data comes from the outbox row `bot.tables.damage.owe_damaged` recorded)."""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

from bot.i18n import t
from bot.tables import Delivered, Owed
from bot.tables.damage import DamagedPayload, damaged_payload
from cogs.posts import NO_MENTIONS, clip

log = logging.getLogger(__name__)


def damaged_line(lang: str, table: int) -> str:
    """What players read about a table set aside."""
    return "⚠️ " + t(lang, "err-table-damaged", table=str(table))


async def announce_damaged(client: discord.Client, owed: Sequence[Owed]) -> list[Delivered]:
    """Send each announcement and return them delivered (best effort: a message that cannot go now is
    not tried again, so nobody reads it twice)."""
    for item in owed:
        p = damaged_payload(item)
        for what in ("thread", "prompts", "dms"):
            try:
                await _send(client, p, what)
            except discord.HTTPException:
                log.warning("table %s: the %s about it being set aside could not be sent", p["table"], what, exc_info=True)
    return [Delivered(item.id) for item in owed]


async def _send(client: discord.Client, p: DamagedPayload, what: str) -> None:
    table = p["table"]
    if what == "thread" and p.get("channel_id") is not None:
        await client.get_partial_messageable(int(p["channel_id"] or 0)).send(damaged_line(p["lang"], table), allowed_mentions=NO_MENTIONS)
    elif what == "prompts":
        for edit in p.get("edits", []):
            channel_id, message_id = edit.get("channel_id"), edit.get("message_id")
            if channel_id is None or message_id is None:
                continue
            message = client.get_partial_messageable(channel_id).get_partial_message(message_id)
            try:
                await message.edit(content=clip(f"{edit.get('text') or ''}\n{damaged_line(edit.get('lang') or p['lang'], table)}"), view=None)
            except (discord.NotFound, discord.Forbidden):
                continue  # deleted, or the DM closed: nothing left to close
    elif what == "dms":
        for reader in p.get("readers", []):
            try:
                channel = await client.create_dm(discord.Object(id=reader["user_id"]))
                await channel.send(damaged_line(reader["lang"], table), allowed_mentions=NO_MENTIONS)
            except discord.Forbidden:
                continue  # DMs refused: the thread post tells them
