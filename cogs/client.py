"""The bot as the Discord layer sees it, typed without importing the app: `discord.Interaction[TableBot]`
gives commands and buttons a typed `interaction.client` (the app's `Spieltisch` is a `TableBot`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any, Protocol, cast

import discord
from discord.ext import commands

from bot.config import Settings
from bot.games.base import Game, State
from bot.tables import TableInfo, TableService, Update
from wording.present import Wording


class Interactions(Protocol):
    """What commands and buttons ask of the table interactions (`cogs.interactions.TableInteractions`)."""

    async def new_table(
        self,
        interaction: discord.Interaction[Any],
        game: Game[Any],
        options: dict[str, object],
        computers: int = ...,
        turn_limit: str | None = ...,
        level: str = ...,
    ) -> None: ...

    async def open_lobby(
        self,
        info: TableInfo,
        send: Callable[[], Awaitable[discord.Message]],
        channel: object,
        *,
        intro: str | None = ...,
        refused: str | None = ...,
    ) -> tuple[discord.Message, discord.Thread | None]: ...

    def when_finished(self, listener: Callable[[TableInfo], None]) -> None: ...

    async def publish(self, update: Update, *, interaction: discord.Interaction[Any] | None = ...) -> None: ...

    async def lobby_click(self, interaction: discord.Interaction[Any], table_id: int, verb: str) -> None: ...

    async def act_click(self, interaction: discord.Interaction[Any], table_id: int, version: int, actions: list[str]) -> None: ...

    async def group_click(self, interaction: discord.Interaction[Any], table_id: int, version: int, group: str) -> None: ...

    async def back_click(self, interaction: discord.Interaction[Any], table_id: int, version: int) -> None: ...

    async def hand_click(self, interaction: discord.Interaction[Any], table_id: int) -> None: ...

    async def undo_click(self, interaction: discord.Interaction[Any], table_id: int, version: int | None) -> None: ...

    async def vote_click(self, interaction: discord.Interaction[Any], table_id: int) -> None: ...

    async def send_hand(self, info: TableInfo, state: State, seat: int, user_id: int, *, lang: str | None = ...) -> None: ...

    async def send_ephemeral_hand(self, interaction: discord.Interaction[Any], table_id: int, *, note: str | None = ...) -> None: ...

    async def announce_end(self, info: TableInfo, by: str) -> None: ...

    def lobby_text(self, info: TableInfo, lang: str = ...) -> str: ...

    def wording(self, game_key: str) -> Wording: ...

    async def table_image(self, info: TableInfo, view: dict[str, Any], lang: str = ...) -> discord.File | None: ...


class KitOf(Protocol):
    """What the shared commands and buttons ask of a game's kit (`cogs.kit.GameKit`): its engine."""

    @property
    def game(self) -> Game[Any]: ...


class TableBot(commands.AutoShardedBot):
    """A bot that runs tables: its settings, the kits of the games it plays (by key, built once by the
    app), its table service and the interactions that play them."""

    settings: Settings
    kits: Mapping[str, KitOf]
    service: TableService
    interactions: Interactions


Interaction = discord.Interaction[TableBot]


def bot_of(interaction: discord.Interaction[Any]) -> TableBot:
    """The bot behind a button's interaction (discord.py types a button's callback for any client)."""
    return cast(TableBot, interaction.client)
