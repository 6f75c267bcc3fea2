"""Earlier copies of a prompt sent again: after a crash between sending a DM and recording it, the
restarted bot sends the prompt anew, and the copy sent before the crash, which nothing records, would
keep live buttons. Right after the new copy goes out, the DM's latest messages are looked through and
every other one of the bot's with buttons of that table loses them."""

from __future__ import annotations

import contextlib
import re

import discord

from cogs.posts import clip

# Custom ids of the buttons and menus that act at a table: "<kind>:<table>:…".
TABLE_CONTROLS = re.compile(r"(?:act|acts|actm|grp|undo):(?P<table>\d+):")
# How far back a copy can be: the prompts of one crash, a few messages at most.
LOOK_BACK = 10


def controls_table(message: discord.Message, table_id: int) -> bool:
    """Whether the message still offers buttons or menus of the table."""
    for row in message.components:
        for item in getattr(row, "children", [row]):
            custom_id = getattr(item, "custom_id", None) or ""
            found = TABLE_CONTROLS.match(custom_id)
            if found is not None and int(found["table"]) == table_id:
                return True
    return False


async def close_copies(client: discord.Client, sent: discord.Message, table_id: int, line: str) -> int:
    """Take the buttons off the bot's other messages in `sent`'s DM that act at the table; how many."""
    closed = 0
    async for message in sent.channel.history(limit=LOOK_BACK, before=sent):
        if client.user is None or message.author.id != client.user.id or not controls_table(message, table_id):
            continue
        with contextlib.suppress(discord.NotFound, discord.Forbidden):
            await message.edit(content=clip(f"{message.content}\n{line}"), view=None)
            closed += 1
    return closed
