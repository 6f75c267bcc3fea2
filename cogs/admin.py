"""`/config …`: server settings for members with Manage Server."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.tables.clock import CLOCK_HELP, format_duration
from cogs.errors import handle_error, reply_ephemeral
from cogs.table import is_manager

if TYPE_CHECKING:
    from bot.app import Spieltisch


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class ConfigCog(commands.GroupCog, group_name="config", group_description="Server settings (Manage Server)"):
    """Server-wide defaults."""

    def __init__(self, bot: Spieltisch) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="clock", description="Default turn clock of new tables: off, or e.g. 30m, 12h, 2d")
    @app_commands.describe(value="off, or a duration such as 30m, 12h, 2d (leave empty to see the current one)")
    async def clock(self, interaction: discord.Interaction, value: app_commands.Range[str, 1, 20] | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            service = self.bot.service
            assert interaction.guild_id is not None
            if value is None:
                current = await service.server_clock(interaction.guild_id)
                await reply_ephemeral(interaction, f"New tables here get a turn clock of **{format_duration(current)}**. To change it, {CLOCK_HELP}.")
                return
            seconds = await service.set_server_clock(interaction.guild_id, value, manager=is_manager(interaction))
            await reply_ephemeral(
                interaction,
                f"New tables here now get a turn clock of **{format_duration(seconds)}** (a table can choose its own with `clock:`).",
            )
        except Exception as error:
            await handle_error(interaction, error)
