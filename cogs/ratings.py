"""`/leaderboard` (a game's ratings in this server) and `/stats` (a player's record and ratings)."""

from __future__ import annotations

from collections.abc import Mapping

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import DEFAULT, digits, t
from bot.tables.ratings import PROVISIONAL_GAMES, Leaderboard, PlayerRating
from bot.tables.ratings.scale import DISPLAY_BASE
from cogs.client import Interaction, TableBot
from cogs.errors import private_reply, reply_ephemeral
from cogs.language import ls, user_lang
from cogs.posts import NO_MENTIONS, clip
from cogs.settings import stats_text

MEDALS = ("🥇", "🥈", "🥉")
# Rows on one leaderboard reply: with the title and the note it stays far under Discord's 2,000 characters.
BOARD_ROWS = 15


def provisional_mark(rating: PlayerRating, lang: str) -> str:
    """' (provisional)' after a rating with few games behind it, else ''."""
    return t(lang, "ratings-provisional") if rating.provisional else ""


def leaderboard_text(board: Leaderboard, title: str, lang: str = DEFAULT) -> str:
    """A game's leaderboard: place, player, rating (marked when provisional), rated games and wins."""
    if not board.rows:
        return t(lang, "ratings-board-none", game=title)
    lines = [t(lang, "ratings-board-title", game=title)]
    for row in board.rows:
        place = MEDALS[row.place - 1] if row.place <= len(MEDALS) else digits(lang, f"{row.place}.")
        lines.append(
            t(lang, "ratings-board-row", place=place, user=str(row.user_id), rating=row.display, provisional=provisional_mark(row, lang), games=row.games, wins=row.wins)
        )
    if board.rated > len(board.rows):
        lines.append(t(lang, "ratings-board-more", more=board.rated - len(board.rows)))
    lines.append(t(lang, "ratings-board-note", games=PROVISIONAL_GAMES, start=DISPLAY_BASE))
    return clip("\n".join(lines))


def ratings_text(ratings: list[PlayerRating], name: str, titles: Mapping[str, str], lang: str = DEFAULT) -> str:
    """A player's rating per game, with their place among the people rated in it."""
    if not ratings:
        return t(lang, "ratings-stats-none", name=name)
    lines = [t(lang, "ratings-stats-title", name=name)]
    lines += [
        t(
            lang,
            "ratings-stats-game",
            game=titles.get(r.game, r.game),
            rating=r.display,
            provisional=provisional_mark(r, lang),
            place=r.place,
            rated=r.rated,
            games=r.games,
        )
        for r in ratings
    ]
    return "\n".join(lines)


class RatingsCog(commands.Cog):
    """Ratings and records in a server."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.ratings = bot.service.ratings

    def _titles(self) -> dict[str, str]:
        return self.bot.service.titles()

    @app_commands.command(name=ls("cmd-stats-name"), description=ls("cmd-stats-desc"))
    @app_commands.describe(user=ls("cmd-stats-user-desc"))
    @app_commands.rename(user=ls("cmd-stats-user-name"))
    @app_commands.guild_only()
    @private_reply
    async def stats(self, interaction: Interaction, user: discord.User | None = None) -> None:
        lang = await user_lang(interaction, self.bot.service)
        assert interaction.guild_id is not None
        who = user or interaction.user
        record = await self.bot.service.community.stats(who.id, interaction.guild_id)
        ratings = await self.ratings.of_player(who.id, interaction.guild_id)
        text = stats_text(record, who.display_name, self._titles(), lang)
        if record.games:
            text += "\n" + ratings_text(ratings, who.display_name, self._titles(), lang)
        await reply_ephemeral(interaction, clip(text), allowed_mentions=NO_MENTIONS)

    @app_commands.command(name=ls("cmd-leaderboard-name"), description=ls("cmd-leaderboard-desc"))
    @app_commands.describe(game=ls("cmd-leaderboard-game-desc"))
    @app_commands.rename(game=ls("cmd-leaderboard-game-name"))
    @app_commands.guild_only()
    @private_reply
    async def leaderboard(self, interaction: Interaction, game: str) -> None:
        lang = await user_lang(interaction, self.bot.service)
        assert interaction.guild_id is not None
        board = await self.ratings.leaderboard(game, interaction.guild_id, limit=BOARD_ROWS)
        title = self.bot.service.game(game).title
        await reply_ephemeral(interaction, leaderboard_text(board, title, lang), allowed_mentions=NO_MENTIONS)

    @leaderboard.autocomplete("game")
    async def _game_choices(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=title, value=key)
            for key, title in sorted(self.bot.service.titles().items())
            if current.lower() in key or current.lower() in title.lower()
        ][:25]
