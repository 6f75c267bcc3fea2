"""`/settings` (your pings and language), and the record in words that `/stats` (`cogs.ratings`) shows."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.i18n import DEFAULT, NAMES, supported, t
from bot.tables import Prefs, Stats
from cogs.client import Interaction, TableBot
from cogs.errors import private_reply, reply_ephemeral
from cogs.language import ls, user_lang

AUTO = "auto"
LANGUAGE_CHOICES = [app_commands.Choice(name=ls(f"cmd-choice-language-{value}"), value=value) for value in (AUTO, "en", "de", "fa")]


def prefs_text(prefs: Prefs, lang: str = DEFAULT) -> str:
    """The user's ping and language settings in words."""

    def onoff(flag: bool) -> str:
        return t(lang, "common-on" if flag else "common-off")

    source = "chosen" if prefs.locale else "discord" if supported(prefs.discord_locale) else "default"
    lines = [
        t(lang, "settings-mention", value=onoff(prefs.mention_on_turn)),
        t(lang, "settings-dm", value=onoff(prefs.dm_on_turn)),
        t(lang, "settings-quiet", value=onoff(prefs.quiet)),
        t(lang, "settings-language", language=NAMES[prefs.language()], source=t(lang, f"settings-language-{source}")),
    ]
    return t(lang, "settings-title") + "\n" + "\n".join(lines)


def stats_text(stats: Stats, name: str, titles: dict[str, str], lang: str = DEFAULT) -> str:
    """A player's record in words."""
    if not stats.games:
        return t(lang, "settings-stats-none", name=name)
    lines = [t(lang, "settings-stats-total", name=name, games=stats.games, wins=stats.wins, percent=100 * stats.wins // stats.games)]
    lines += [t(lang, "settings-stats-game", game=titles.get(g.game, g.game), games=g.games, wins=g.wins) for g in stats.per_game]
    if stats.stand_in_games:
        lines.append(t(lang, "settings-stats-stand-in", count=stats.stand_in_games, name=name))
    return "\n".join(lines)


class SettingsCog(commands.Cog):
    """Personal settings."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(name=ls("cmd-settings-name"), description=ls("cmd-settings-desc"))
    @app_commands.describe(
        mention=ls("cmd-settings-mention-desc"),
        dm=ls("cmd-settings-dm-desc"),
        quiet=ls("cmd-settings-quiet-desc"),
        language=ls("cmd-settings-language-desc"),
    )
    @app_commands.rename(
        mention=ls("cmd-settings-mention-name"),
        dm=ls("cmd-settings-dm-name"),
        quiet=ls("cmd-settings-quiet-name"),
        language=ls("cmd-settings-language-name"),
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @private_reply
    async def settings(
        self,
        interaction: Interaction,
        mention: bool | None = None,
        dm: bool | None = None,
        quiet: bool | None = None,
        language: str | None = None,
    ) -> None:
        service = self.bot.service
        await user_lang(interaction, service)  # remembers the user's Discord locale first
        prefs = await service.community.set_prefs(interaction.user.id, mention=mention, dm=dm, quiet=quiet)
        if language is not None:
            prefs = await service.community.set_language(interaction.user.id, None if language == AUTO else language)
        # The reply speaks the language just chosen.
        await reply_ephemeral(interaction, prefs_text(prefs, prefs.language()))
