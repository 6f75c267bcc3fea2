"""`/config …`: server settings for members with Manage Server."""

from __future__ import annotations

from discord import app_commands
from discord.ext import commands

from bot.i18n import NAMES, t
from bot.tables import ServerLanguage
from cogs.client import Interaction, TableBot
from cogs.errors import private_reply, reply_ephemeral
from cogs.language import ls, user_lang
from cogs.posts import duration_text
from cogs.table import is_manager

AUTO = "auto"
LANGUAGE_CHOICES = [app_commands.Choice(name=ls(f"cmd-choice-language-{value}"), value=value) for value in (AUTO, "en", "de", "fa")]


def server_language_text(lang: str, server: ServerLanguage) -> str:
    """Which language the server's tables speak, and why."""
    source = "set" if server.locale else "discord" if server.discord_locale else "default"
    return t(lang, "settings-config-language-current", language=NAMES[server.language()], source=t(lang, f"settings-config-language-source-{source}"))


@app_commands.guild_only()
@app_commands.default_permissions(manage_guild=True)
class ConfigCog(commands.GroupCog, group_name=ls("cmd-config-name"), group_description=ls("cmd-config-desc")):
    """Server-wide defaults."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name=ls("cmd-config-clock-name"), description=ls("cmd-config-clock-desc"))
    @app_commands.describe(value=ls("cmd-config-clock-value-desc"))
    @app_commands.rename(value=ls("cmd-option-value-name"))
    @private_reply
    async def clock(self, interaction: Interaction, value: app_commands.Range[str, 1, 20] | None = None) -> None:
        service = self.bot.service
        lang = await user_lang(interaction, service)
        assert interaction.guild_id is not None
        if value is None:
            current = await service.turns.server_clock(interaction.guild_id)
            await reply_ephemeral(interaction, t(lang, "settings-config-clock-current", clock=duration_text(lang, current)))
            return
        seconds = await service.turns.set_server_clock(interaction.guild_id, value, manager=is_manager(interaction))
        await reply_ephemeral(interaction, t(lang, "settings-config-clock-set", clock=duration_text(lang, seconds)))

    @app_commands.command(name=ls("cmd-config-language-name"), description=ls("cmd-config-language-desc"))
    @app_commands.describe(value=ls("cmd-config-language-value-desc"))
    @app_commands.rename(value=ls("cmd-option-value-name"))
    @app_commands.choices(value=LANGUAGE_CHOICES)
    @private_reply
    async def language(self, interaction: Interaction, value: str | None = None) -> None:
        service = self.bot.service
        lang = await user_lang(interaction, service)
        assert interaction.guild_id is not None
        if value is None:
            await reply_ephemeral(interaction, server_language_text(lang, await service.community.server_language(interaction.guild_id)))
            return
        server = await service.community.set_server_language(interaction.guild_id, None if value == AUTO else value, manager=is_manager(interaction))
        key = "settings-config-language-auto" if value == AUTO else "settings-config-language-set"
        await reply_ephemeral(interaction, t(lang, key, language=NAMES[server.language()]))
