"""`/table …`: commands shared by every game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.errors import handle_error, reply_ephemeral

if TYPE_CHECKING:
    from bot.app import Spieltisch


class TableCog(commands.GroupCog, group_name="table", group_description="Your game tables"):
    """Hand, status and leave for the table in this thread (or a given table number)."""

    def __init__(self, bot: Spieltisch) -> None:
        self.bot = bot
        super().__init__()

    async def _resolve(self, interaction: discord.Interaction, table: int | None) -> int:
        """The table meant: the number given, the one in this thread, or the user's only open table."""
        service = self.bot.service
        if table is not None:
            return table
        if interaction.channel_id is not None:
            here = await service.table_in_channel(interaction.channel_id)
            if here is not None:
                return here.id
        mine = await service.tables_of(interaction.user.id, interaction.guild_id)
        if len(mine) == 1:
            return mine[0].id
        from bot.tables import Refused

        if not mine:
            raise Refused("You have no open table. Start one with `/<game> new`.", code="table.none_open")
        raise Refused(
            "You sit at several tables: name one with `table:` (" + ", ".join(f"#{t.id}" for t in mine[:10]) + ").",
            code="table.which",
        )

    @app_commands.command(name="hand", description="Show your hand and choices (only you see it)")
    @app_commands.describe(table="table number (default: this thread's table)")
    async def hand(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            await self.bot.flow.send_ephemeral_hand(interaction, await self._resolve(interaction, table))
        except Exception as error:
            await handle_error(interaction, error, table)

    @app_commands.command(name="status", description="Show the table and whose turn it is")
    @app_commands.describe(table="table number (default: this thread's table)")
    async def status(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table)
            info, state = await self.bot.service.state(table_id, interaction.guild_id)
            flow = self.bot.flow
            if state is None:
                await reply_ephemeral(interaction, flow.lobby_text(info))
                return
            from cogs import present
            from render.registry import table_png

            image = await flow._image(table_png, info.game, state.view(None), "table.png")
            prompt = present.turn_prompt(info.game, state.view(None), info.names)
            scores = ", ".join(f"{s.name} {score}" for s, score in zip(info.seats, state.scores(), strict=True))
            await interaction.followup.send(f"Table #{info.id} ({info.status}) — {scores}\n{prompt}", file=image, ephemeral=True)  # type: ignore[arg-type]
        except Exception as error:
            await handle_error(interaction, error, table)

    @app_commands.command(name="leave", description="Leave a table (a computer player takes over a running seat)")
    @app_commands.describe(table="table number (default: this thread's table)")
    async def leave(self, interaction: discord.Interaction, table: int | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            table_id = await self._resolve(interaction, table)
            update = await self.bot.service.leave(table_id, interaction.user.id, interaction.guild_id)
            await reply_ephemeral(interaction, f"You left table #{table_id}.")
            if update.moves or update.state is not None:
                await self.bot.flow.publish(update)
        except Exception as error:
            await handle_error(interaction, error, table)


async def setup(bot: Spieltisch) -> None:
    """Extension entry point."""
    await bot.add_cog(TableCog(bot))
