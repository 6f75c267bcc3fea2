"""The reader's language on Discord, and Discord's command localization from the catalogs.

A message goes out in the language of the person it is for: the user's `/settings language` choice,
else the Discord locale of their interactions (remembered, so a DM sent later, e.g. when it becomes
their turn after someone else's click, speaks it too), else English. A table's public messages (thread
lines, table images, the lobby) speak the server's language: `/config language`, else the server's
preferred Discord locale (remembered), else English. Discord has no Persian locale: Persian comes from
`/settings language` (and `/config language`) only.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from bot.i18n import DEFAULT, has, resolve, supported, t
from bot.tables import TableService

log = logging.getLogger(__name__)

_EXTRAS_KEY = "spieltisch.languages"
# Discord's limits for localized command strings.
NAME_LIMIT, DESCRIPTION_LIMIT = 32, 100
_NAME_LOCATIONS = (
    app_commands.TranslationContextLocation.command_name,
    app_commands.TranslationContextLocation.group_name,
    app_commands.TranslationContextLocation.parameter_name,
)


@dataclass(frozen=True)
class Languages:
    """The languages for one interaction: the user's (replies, DMs) and the server's (public messages)."""

    user: str
    server: str


def locale_text(value: object) -> str | None:
    """A Discord locale as text ('de', 'en-US'), or None when there is none."""
    if isinstance(value, discord.Locale):
        return value.value
    if isinstance(value, str) and value:
        return value
    return None


def _service_of(interaction: discord.Interaction) -> TableService | None:
    service = getattr(getattr(interaction, "client", None), "service", None)
    return service if isinstance(service, TableService) else None


async def languages(interaction: discord.Interaction, service: TableService | None = None) -> Languages:
    """The user's and the server's language for this interaction; remembers the interaction's locales.

    Looked up once per interaction (kept in `interaction.extras`). Without a table service (or when the
    lookup fails) the interaction's own locales decide.
    """
    extras = getattr(interaction, "extras", None)
    if isinstance(extras, dict) and isinstance(extras.get(_EXTRAS_KEY), Languages):
        known: Languages = extras[_EXTRAS_KEY]
        return known
    user_locale = locale_text(getattr(interaction, "locale", None))
    guild_locale = locale_text(getattr(interaction, "guild_locale", None))
    found = Languages(resolve(user_locale), resolve(guild_locale))
    service = service or _service_of(interaction)
    user_id = getattr(getattr(interaction, "user", None), "id", None)
    guild_id = getattr(interaction, "guild_id", None)
    if service is not None and isinstance(user_id, int):
        try:
            user, server = await service.community.seen(user_id, user_locale, guild_id if isinstance(guild_id, int) else None, guild_locale)
            found = Languages(user, server)
        except Exception:
            log.warning("could not look up the languages of user %s", user_id, exc_info=True)
    if isinstance(extras, dict):
        extras[_EXTRAS_KEY] = found
    return found


async def user_lang(interaction: discord.Interaction, service: TableService | None = None) -> str:
    """The language of replies and DMs for the user of this interaction."""
    return (await languages(interaction, service)).user


def ls(key: str, keys: dict[str, str] | None = None, **params: Any) -> app_commands.locale_str:
    """A command string from the catalog: its English text, carrying the key for the translator.

    `params` fill the message in; `keys` are parameters that are catalog keys themselves (translated too).
    """
    english = t(DEFAULT, key, **params, **{name: t(DEFAULT, k) for name, k in (keys or {}).items()})
    extras: dict[str, Any] = {"key": key, **params}
    if keys:
        extras["keys"] = dict(keys)
    return app_commands.locale_str(english, **extras)


def localized(lang: str, string: app_commands.locale_str) -> str | None:
    """A keyed command string in `lang`, or None when it has no key or the language lacks it."""
    extras = dict(string.extras)
    key = extras.pop("key", None)
    if not isinstance(key, str) or not has(lang, key):
        return None
    keys: dict[str, str] = extras.pop("keys", None) or {}
    params = {**extras, **{name: t(lang, k) for name, k in keys.items()}}
    return t(lang, key, **params)


class CatalogTranslator(app_commands.Translator):
    """Command and option names, descriptions and choice names from the catalogs (`cmd-…`/`opt-…` keys).

    A string is translated when it carries its key (`locale_str(text, key=…)`, see `ls`); further
    extras are its parameters. Only locales we have a language for get localizations (German); English
    is the commands' default, and Discord has no Persian locale.
    """

    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        lang = supported(locale)
        if lang is None or lang == DEFAULT:
            return None
        text = localized(lang, string)
        if text is None:
            return None
        if context.location in _NAME_LOCATIONS:
            return text[:NAME_LIMIT]
        return text[:DESCRIPTION_LIMIT]
