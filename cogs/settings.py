"""`/settings` (your pings), `/stats` and `/leaderboard`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.tables import Prefs, Stats
from cogs.errors import handle_error, reply_ephemeral
from cogs.flow import NO_MENTIONS

if TYPE_CHECKING:
    from bot.app import Spieltisch


def prefs_text(prefs: Prefs) -> str:
    """The user's ping settings in words."""
    def onoff(flag: bool) -> str:
        return "on" if flag else "off"

    lines = [
        f"**Mention in the thread on your turn**: {onoff(prefs.mention_on_turn)}",
        f"**DM on your turn** at tables with a clock over one hour: {onoff(prefs.dm_on_turn)} (off: the DM with your choices arrives silently)",
        f"**Quiet**: {onoff(prefs.quiet)} (on: no mentions, silent DMs, no reminders)",
    ]
    return "Your settings:\n" + "\n".join(lines)


def stats_text(stats: Stats, name: str, titles: dict[str, str]) -> str:
    """A player's record in words."""
    if not stats.games:
        return f"{name} has no finished games here yet."
    lines = [f"**{name}**: {stats.games} games, {stats.wins} wins ({100 * stats.wins // stats.games}%)"]
    lines += [f"• {titles.get(g.game, g.game)}: {g.games} games, {g.wins} wins" for g in stats.per_game]
    if stats.stand_in_games:
        lines.append(f"{stats.stand_in_games} of these games had a stand-in for {name}.")
    return "\n".join(lines)


class SettingsCog(commands.Cog):
    """Personal settings and records."""

    def __init__(self, bot: Spieltisch) -> None:
        self.bot = bot

    @app_commands.command(name="settings", description="Your pings: mention on your turn, DM on your turn, quiet")
    @app_commands.describe(
        mention="mention me in the thread when it is my turn (default on)",
        dm="DM me on my turn at tables with a clock over one hour (default on)",
        quiet="no pings at all: no mentions, silent DMs, no reminders (default off)",
    )
    async def settings(self, interaction: discord.Interaction, mention: bool | None = None, dm: bool | None = None, quiet: bool | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            prefs = await self.bot.service.set_prefs(interaction.user.id, mention=mention, dm=dm, quiet=quiet)
            await reply_ephemeral(interaction, prefs_text(prefs))
        except Exception as error:
            await handle_error(interaction, error)

    @app_commands.command(name="stats", description="Games and wins in this server (yours, or another player's)")
    @app_commands.describe(user="whose record (default: yours)")
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            who = user or interaction.user
            stats = await self.bot.service.stats(who.id, interaction.guild_id)
            titles = {key: game.title for key, game in self.bot.service.games.items()}
            await reply_ephemeral(interaction, stats_text(stats, who.display_name, titles), allowed_mentions=NO_MENTIONS)
        except Exception as error:
            await handle_error(interaction, error)

    @app_commands.command(name="leaderboard", description="Most wins in a game in this server")
    @app_commands.describe(game="which game")
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            rows = await self.bot.service.leaderboard(game, interaction.guild_id)
            title = self.bot.service.game(game).title
            if not rows:
                await reply_ephemeral(interaction, f"No finished {title} games here yet.")
                return
            medals = ["🥇", "🥈", "🥉"]
            lines = [f"{medals[i] if i < 3 else f'{i + 1}.'} <@{r.user_id}> — {r.wins} wins in {r.games} games" for i, r in enumerate(rows)]
            await reply_ephemeral(interaction, f"**{title}** leaderboard\n" + "\n".join(lines), allowed_mentions=NO_MENTIONS)
        except Exception as error:
            await handle_error(interaction, error)

    @leaderboard.autocomplete("game")
    async def _game_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        games = self.bot.service.games
        return [
            app_commands.Choice(name=game.title, value=key)
            for key, game in sorted(games.items())
            if current.lower() in key or current.lower() in game.title.lower()
        ][:25]
