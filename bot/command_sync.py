"""Slash-command sync that keeps restarts quiet.

discord.py's guidance: sync only when the commands changed, not on every start (Discord limits how
often commands may be written, and each global write reaches every client). So the bot hashes the
payload it would send (names, options and the localized texts, exactly as `CommandTree.sync` builds
them) and keeps the hash in `bot_meta` per application and target; a start whose hash matches sends
nothing. `python -m bot sync` syncs regardless. Of several shard processes only the one that holds
shard 0 syncs, so they never race each other for the same write.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

import discord
from discord import app_commands

from bot.store.meta import read_meta, write_meta
from cogs.client import TableBot

log = logging.getLogger(__name__)


async def tree_payload(tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None = None) -> list[dict[str, Any]]:
    """The commands as `tree.sync(guild=…)` would send them, translations included."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is not None:
        return [await command.get_translated_payload(tree, translator) for command in commands]
    return [command.to_dict(tree) for command in commands]


def payload_hash(payload: list[dict[str, Any]]) -> str:
    """A stable fingerprint of a command payload."""
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def meta_key(application_id: int, guild_id: int | None) -> str:
    """The `bot_meta` key of the hash last synced to one target (an application's global commands, or a server's)."""
    return f"commands:{application_id}:{guild_id if guild_id is not None else 'global'}"


def holds_shard_zero(shard_ids: list[int] | None) -> bool:
    """Whether this process runs shard 0 (None: it runs every shard)."""
    return shard_ids is None or 0 in shard_ids


async def sync_commands(bot: TableBot, *, force: bool = False) -> int | None:
    """Sync when the tree changed since the last sync (or when `force`); the number of commands synced,
    or None when nothing was sent."""
    if not force and not holds_shard_zero(bot.shard_ids):
        log.info("command sync left to the process that runs shard 0")
        return None
    if bot.application_id is None:
        raise discord.app_commands.MissingApplicationID
    guild: discord.Object | None = None
    if bot.settings.dev_guild_id:
        guild = discord.Object(id=bot.settings.dev_guild_id)
        bot.tree.copy_global_to(guild=guild)
    store = bot.service.core.store
    key = meta_key(bot.application_id, guild.id if guild is not None else None)
    current = payload_hash(await tree_payload(bot.tree, guild))
    if not force and await read_meta(store, key) == current:
        log.info("commands unchanged since the last sync; not syncing (`python -m bot sync` forces it)")
        return None
    synced = await bot.tree.sync(guild=guild)
    await write_meta(store, key, current, bot.service.core.clock.now())
    log.info("synced %d commands%s", len(synced), f" to server {guild.id}" if guild is not None else "")
    return len(synced)

