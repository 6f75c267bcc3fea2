"""Persistent buttons and selects. Each is a DynamicItem whose custom_id carries the table id,
the version of the decision and the action, so it works after a restart and stale clicks are caught.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.i18n import t
from cogs.client import bot_of
from wording.present import compose


def _label(item: discord.ui.Item[Any]) -> str | None:
    """The label of the button a click came from (a restart rebuilds the item from its custom_id)."""
    return item.label if isinstance(item, discord.ui.Button) else None


def _values(interaction: discord.Interaction[Any]) -> list[str]:
    """The options picked in a select."""
    data: dict[str, Any] = dict(interaction.data or {})
    return [str(v) for v in data.get("values") or []]

LOBBY_VERBS = ("join", "leave", "computer", "start", "cancel")
# Numbers in custom_ids keep to what they can be: table ids and versions to 10 digits (a 32-bit
# column), anything larger is crafted and matches no item; an id beyond the column's range within
# them names no table, which the service refuses like any unknown table, before any query.


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lobby:(?P<table>\d{1,10}):(?P<verb>[a-z]+)"):
    """Join / Leave / Add computer / Start / Cancel on the lobby message."""

    STYLES = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "computer": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
        "cancel": discord.ButtonStyle.danger,
    }

    def __init__(self, table_id: int, verb: str, label: str | None = None, *, lang: str = "en") -> None:
        super().__init__(
            discord.ui.Button(
                label=label or t(lang, f"table-button-{verb}"),
                style=self.STYLES.get(verb, discord.ButtonStyle.secondary),
                custom_id=f"lobby:{table_id}:{verb}",
            )
        )
        self.table_id, self.verb = table_id, verb

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> LobbyButton:
        return cls(int(match["table"]), match["verb"], _label(item))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await bot_of(interaction).interactions.lobby_click(interaction, self.table_id, self.verb)


class ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"act:(?P<table>\d{1,10}):(?P<version>\d{1,10}):(?P<action>.+)"):
    """One action of the game, e.g. `play R7`."""

    def __init__(self, table_id: int, version: int, action: str, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(label=(label or action)[:80], style=discord.ButtonStyle.primary, custom_id=f"act:{table_id}:{version}:{action}")
        )
        self.table_id, self.version, self.action = table_id, version, action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> ActionButton:
        return cls(int(match["table"]), int(match["version"]), match["action"], _label(item))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await bot_of(interaction).interactions.act_click(interaction, self.table_id, self.version, [self.action])


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"acts:(?P<table>\d{1,10}):(?P<version>\d{1,10}):(?P<n>\d{1,2})"):
    """A choice among up to 25 actions; the chosen option's value is the action text."""

    def __init__(
        self,
        table_id: int,
        version: int,
        n: int,
        options: list[tuple[str, str]] | None = None,
        placeholder: str | None = None,
        *,
        min_values: int = 1,
        max_values: int = 1,
        compose: str = "",
    ) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"acts:{table_id}:{version}:{n}",
            placeholder=placeholder[:150] if placeholder else None,
            min_values=min_values,
            max_values=max_values,
            options=[discord.SelectOption(label=label[:100], value=value[:100]) for label, value in (options or [])] or [discord.SelectOption(label="-")],
        )
        super().__init__(select)
        self.table_id, self.version, self.n = table_id, version, n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> ActionSelect:
        return cls(int(match["table"]), int(match["version"]), int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = _values(interaction)
        await bot_of(interaction).interactions.act_click(interaction, self.table_id, self.version, values)


class MultiSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"actm:(?P<table>\d{1,10}):(?P<version>\d{1,10}):(?P<prefix>.+)"):
    """Pick several tokens at once; they form one action `prefix token …` (e.g. `place A 4 9`)."""

    def __init__(
        self,
        table_id: int,
        version: int,
        prefix: str,
        options: list[tuple[str, str]] | None = None,
        placeholder: str | None = None,
        min_values: int = 1,
        max_values: int = 1,
    ) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"actm:{table_id}:{version}:{prefix}"[:100],
            placeholder=placeholder[:150] if placeholder else None,
            min_values=min_values,
            max_values=max_values,
            options=[discord.SelectOption(label=label[:100], value=value[:100]) for label, value in (options or [])] or [discord.SelectOption(label="-")],
        )
        super().__init__(select)
        self.table_id, self.version, self.prefix = table_id, version, prefix

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> MultiSelect:
        return cls(int(match["table"]), int(match["version"]), match["prefix"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = _values(interaction)
        await bot_of(interaction).interactions.act_click(interaction, self.table_id, self.version, [compose(self.prefix, values)])


class GroupButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"grp:(?P<table>\d{1,10}):(?P<version>\d{1,10}):(?P<group>.+)"):
    """First step of a large choice (e.g. a suit): opens that group's actions."""

    def __init__(self, table_id: int, version: int, group: str) -> None:
        super().__init__(
            discord.ui.Button(label=group[:80], style=discord.ButtonStyle.secondary, custom_id=f"grp:{table_id}:{version}:{group}"[:100])
        )
        self.table_id, self.version, self.group = table_id, version, group

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> GroupButton:
        return cls(int(match["table"]), int(match["version"]), match["group"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await bot_of(interaction).interactions.group_click(interaction, self.table_id, self.version, self.group)


class BackButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"back:(?P<table>\d{1,10}):(?P<version>\d{1,10})"):
    """Back from a large choice's group to the whole menu, in the same message."""

    def __init__(self, table_id: int, version: int, *, lang: str = "en") -> None:
        super().__init__(
            discord.ui.Button(label=t(lang, "table-button-back"), emoji="↩️", style=discord.ButtonStyle.secondary, custom_id=f"back:{table_id}:{version}")
        )
        self.table_id, self.version = table_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> BackButton:
        return cls(int(match["table"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await bot_of(interaction).interactions.back_click(interaction, self.table_id, self.version)


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"hand:(?P<table>\d{1,10})"):
    """Show my hand: an ephemeral view of one's hand and choices (the fallback when DMs fail)."""

    def __init__(self, table_id: int, *, lang: str = "en") -> None:
        super().__init__(
            discord.ui.Button(label=t(lang, "table-button-hand"), emoji="🂠", style=discord.ButtonStyle.secondary, custom_id=f"hand:{table_id}")
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> HandButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await bot_of(interaction).interactions.hand_click(interaction, self.table_id)


class UndoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"undo:(?P<table>\d{1,10}):(?P<version>\d{1,10})"):
    """Take back the action just made; the version makes it stale once anything else happened."""

    def __init__(self, table_id: int, version: int, *, lang: str = "en") -> None:
        super().__init__(
            discord.ui.Button(label=t(lang, "table-button-undo"), emoji="↩️", style=discord.ButtonStyle.secondary, custom_id=f"undo:{table_id}:{version}")
        )
        self.table_id, self.version = table_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> UndoButton:
        return cls(int(match["table"]), int(match["version"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await bot_of(interaction).interactions.undo_click(interaction, self.table_id, self.version)


class VoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"vote:(?P<table>\d{1,10})"):
    """Vote to end the table (a majority of the people playing ends it)."""

    def __init__(self, table_id: int, *, lang: str = "en") -> None:
        super().__init__(
            discord.ui.Button(label=t(lang, "table-button-vote"), emoji="🗳️", style=discord.ButtonStyle.danger, custom_id=f"vote:{table_id}")
        )
        self.table_id = table_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]) -> VoteButton:
        return cls(int(match["table"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await bot_of(interaction).interactions.vote_click(interaction, self.table_id)


DYNAMIC_ITEMS = (LobbyButton, ActionButton, ActionSelect, MultiSelect, GroupButton, BackButton, HandButton, UndoButton, VoteButton)
