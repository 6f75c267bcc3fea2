"""Persistent buttons of the replay, the rematch and hints: Replay and Rematch on a finished game's
post, Decline on a rematch's invitation, Hints on a lobby, 💡 Hint on a player's prompt.

Each is a `DynamicItem` whose custom_id carries the table (and, for a hint, the decision's version),
so it works after a restart. The clicks are handled by the cogs that own them (`cogs.replay`,
`cogs.hints`), found by name on the bot, so that this module imports none of them.
"""

from __future__ import annotations

import re
from typing import Any, Protocol, cast

import discord
from discord.ext import commands

from bot.i18n import t
from bot.tables import TableInfo
from cogs.client import bot_of

REPLAY_COG = "ReplayCog"
HINTS_COG = "HintsCog"


class ReplayClicks(Protocol):
    """What the replay cog answers."""

    async def replay_command(self, interaction: discord.Interaction[Any], table_id: int | None) -> None: ...

    async def replay_click(self, interaction: discord.Interaction[Any], table_id: int) -> None: ...

    async def rematch_click(self, interaction: discord.Interaction[Any], table_id: int) -> None: ...

    async def decline_click(self, interaction: discord.Interaction[Any], table_id: int) -> None: ...


class HintClicks(Protocol):
    """What the hints cog answers."""

    async def hint_click(self, interaction: discord.Interaction[Any], table_id: int, version: int) -> None: ...

    async def hints_toggle(self, interaction: discord.Interaction[Any], table_id: int) -> None: ...


def replays_of(bot: commands.AutoShardedBot) -> ReplayClicks:
    """The cog that answers replays and rematches."""
    return cast(ReplayClicks, bot.get_cog(REPLAY_COG))


def _replays(interaction: discord.Interaction[Any]) -> ReplayClicks:
    return replays_of(bot_of(interaction))


def _hints(interaction: discord.Interaction[Any]) -> HintClicks:
    return cast(HintClicks, bot_of(interaction).get_cog(HINTS_COG))


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"replay:(?P<table>\d{1,10})"):
    """🎞️ Replay: the finished game as an animated image in the thread."""

    def __init__(self, table_id: int, *, lang: str = "en") -> None:
        super().__init__(
            discord.ui.Button(label=t(lang, "replay-button"), emoji="🎞️", style=discord.ButtonStyle.secondary, custom_id=f"replay:{table_id}")
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> ReplayButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _replays(interaction).replay_click(interaction, self.table_id)


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"rematch:(?P<table>\d{1,10})"):
    """🔁 Rematch: a new lobby with the same options and seats."""

    def __init__(self, table_id: int, *, lang: str = "en") -> None:
        super().__init__(
            discord.ui.Button(label=t(lang, "replay-rematch-button"), emoji="🔁", style=discord.ButtonStyle.primary, custom_id=f"rematch:{table_id}")
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> RematchButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _replays(interaction).rematch_click(interaction, self.table_id)


class DeclineButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"decline:(?P<table>\d{1,10})"):
    """Decline a rematch one was invited to."""

    def __init__(self, table_id: int, *, lang: str = "en") -> None:
        super().__init__(
            discord.ui.Button(label=t(lang, "replay-rematch-decline-button"), style=discord.ButtonStyle.secondary, custom_id=f"decline:{table_id}")
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> DeclineButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _replays(interaction).decline_click(interaction, self.table_id)


class HintsToggle(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hints:(?P<table>\d{1,10})"):
    """The host allows hints at a lobby (or takes them back)."""

    def __init__(self, table_id: int, allowed: bool = False, *, lang: str = "en") -> None:
        label = t(lang, "replay-hints-toggle-off" if allowed else "replay-hints-toggle-on")
        super().__init__(discord.ui.Button(label=label, emoji="💡", style=discord.ButtonStyle.secondary, custom_id=f"hints:{table_id}"))
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> HintsToggle:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _hints(interaction).hints_toggle(interaction, self.table_id)


class HintButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hint:(?P<table>\d{1,10}):(?P<version>\d{1,10})"):
    """💡 Hint: the move the hard computer would make from the player's own view, privately."""

    def __init__(self, table_id: int, version: int, *, lang: str = "en") -> None:
        super().__init__(
            discord.ui.Button(label=t(lang, "replay-hint-button"), emoji="💡", style=discord.ButtonStyle.secondary, custom_id=f"hint:{table_id}:{version}")
        )
        self.table_id, self.version = table_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> HintButton:
        return cls(int(match["table"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _hints(interaction).hint_click(interaction, self.table_id, self.version)


EXTRA_ITEMS = (ReplayButton, RematchButton, DeclineButton, HintsToggle, HintButton)


def final_view(info: TableInfo, lang: str = "en", *, rematch: bool = True) -> discord.ui.View:
    """The finished game's buttons: Replay, and Rematch until it has been opened."""
    view = discord.ui.View(timeout=None)
    view.add_item(ReplayButton(info.id, lang=lang))
    if rematch:
        view.add_item(RematchButton(info.id, lang=lang))
    return view
