"""Every command, option and choice a text quotes exists as Discord shows it to that text's reader.

The quotes are checked against the bot's real command tree, translated by the real `CatalogTranslator`:
a reader of a language Discord has a locale for (German) sees its localized names, any other (English,
Persian: Discord has no Persian locale) the English ones. Every page of every `/<game> rules`, and every
other catalog message, in every language: `/command sub` must be a command there, `option:` and
`option: choice` an option (and one of its choices) of it, and a bare quoted word on a rules page an
option of `/<game> new`.
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.app import Spieltisch
from bot.config import Settings
from bot.games import GAMES
from bot.i18n import DISCORD_LANGUAGES, LANGUAGES, discord_lang, supported, t
from bot.store import Store
from bot.tables import TableService
from cogs.language import CatalogTranslator
from cogs.rules import rules_pages
from tests.conftest import TEST_GAMES, TEST_PLAYERS
from tests.i18n.support import formatted

QUOTE = re.compile(r"`([^`\n]+)`")
OPTION = re.compile(r"^(?P<name>[^\s:/`]+):(?:\s+(?P<value>.+))?$")
OPTION_PAIRS = re.compile(r"([^\s:]+):\s*((?:(?!\s[^\s:]+:).)*)")  # `a: x y b: z` -> (a, "x y"), (b, "z")
RULES_PAGE = re.compile(r"-rules-\d+$")
GAME_PLACEHOLDER = re.compile(r"^<[^>\s]+>$")  # `/<game> new`: any game's command


@dataclass
class Shown:
    """A command (or group) as Discord shows it to one reader: its subcommands and options by shown name."""

    english: str
    subcommands: dict[str, Shown] = field(default_factory=dict)
    options: dict[str, set[str]] = field(default_factory=dict)  # option name -> its choices' names (none: any value)


def discord_locale(lang: str) -> str | None:
    """The Discord locale a reader of `lang` may have set, or None when Discord has none (Persian)."""
    return next((locale.value for locale in discord.Locale if locale.value.split("-")[0] == lang), None)


def shown_name(part: dict[str, Any], lang: str) -> str:
    """A name from a command payload as Discord shows it to a reader of `lang`."""
    locale = discord_locale(lang)
    return str((part.get("name_localizations") or {}).get(locale, part["name"])) if locale else str(part["name"])


def shown_tree(payload: dict[str, Any], lang: str) -> Shown:
    """A command payload as a reader of `lang` sees it."""
    shown = Shown(str(payload["name"]))
    for option in payload.get("options") or []:
        if option["type"] in (discord.AppCommandOptionType.subcommand.value, discord.AppCommandOptionType.subcommand_group.value):
            shown.subcommands[shown_name(option, lang)] = shown_tree(option, lang)
        else:
            shown.options[shown_name(option, lang)] = {shown_name(choice, lang) for choice in option.get("choices") or []}
    return shown


@pytest.fixture
async def commands(tmp_path: Path) -> AsyncIterator[dict[str, dict[str, Shown]]]:
    """For each language, the bot's top-level commands as Discord shows them to its readers."""
    store = Store(f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}")
    client = Spieltisch(Settings(discord_token="x", database_url=store.url), service=TableService(store, games=TEST_GAMES, players=TEST_PLAYERS), tick_seconds=None)
    await client.add_cogs()
    translator = CatalogTranslator()
    payloads = [await command.get_translated_payload(client.tree, translator) for command in client.tree.get_commands()]
    yield {lang: {shown_name(p, lang): shown_tree(p, lang) for p in payloads} for lang in LANGUAGES}
    await store.close()


def option_problem(name: str, value: str | None, where: dict[str, set[str]]) -> str | None:
    """What is wrong with quoting `name: value` among `where`'s options, or None."""
    if name not in where:
        return f"no option {name!r} (there are {sorted(where)})"
    choices = where[name]
    if value is not None and choices and value not in choices:
        return f"option {name!r} has no choice {value!r} (there are {sorted(choices)})"
    return None


def command_problem(quote: str, top: dict[str, Shown]) -> str | None:
    """What is wrong with a quoted `/command sub option: value …`, or None."""
    path, _, rest = quote[1:].partition(":")
    words = path.split()
    first_option = words.pop() if rest or quote.endswith(":") else None
    games = [name for name in top if name in GAMES]
    if not words:
        return "no command"
    starts = [top[g] for g in games] if GAME_PLACEHOLDER.match(words[0]) else [top[words[0]]] if words[0] in top else []
    if not starts:
        return f"no command /{words[0]}"
    for command in starts:
        for word in words[1:]:
            if word not in command.subcommands:
                return f"/{' '.join(words)}: no subcommand {word!r} (there are {sorted(command.subcommands)})"
            command = command.subcommands[word]
        if first_option is not None:
            options = OPTION_PAIRS.findall(f"{first_option}:{rest}")
            for name, value in options:
                if problem := option_problem(name, value.strip() or None, command.options):
                    return problem
    return None


def quote_problems(text: str, top: dict[str, Shown], context: dict[str, set[str]] | None) -> Iterator[str]:
    """What is wrong with each command, option or choice `text` quotes. `context`: the options a quoted
    option must be one of (a rules page: its game's `/<game> new`); None: any command's."""
    every: dict[str, set[str]] = {}
    for command in _all_commands(top):
        for name, choices in command.options.items():  # an option of several commands: any of their choices
            every[name] = set() if not choices or every.get(name) == set() else every.get(name, set()) | choices
    for quote in QUOTE.findall(text):
        if quote.startswith("/"):
            problem = command_problem(quote, top)
        elif match := OPTION.match(quote):
            problem = option_problem(match["name"], match["value"], context if context is not None else every)
        elif context is not None and " " not in quote:
            problem = option_problem(quote, None, context)
        else:
            continue
        if problem:
            yield f"`{quote}`: {problem}"


def _all_commands(top: dict[str, Shown]) -> Iterator[Shown]:
    for command in top.values():
        yield command
        yield from _all_commands(command.subcommands)


def new_options(top: dict[str, Shown], game: str) -> dict[str, set[str]]:
    """The options of `/<game> new` (its English name is `new`) as the reader sees them."""
    (new,) = [command for command in top[game].subcommands.values() if command.english == "new"]
    return new.options


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_every_rules_page_quotes_commands_and_options_as_discord_shows_them(commands: dict[str, dict[str, Shown]], lang: str) -> None:
    top = commands[lang]
    quoted = 0
    for key, game in GAMES.items():
        for number, page in enumerate(rules_pages(game, lang), 1):
            problems = list(quote_problems(page, top, new_options(top, key)))
            assert not problems, (lang, key, number, problems)
            quoted += len(QUOTE.findall(page))
    assert quoted >= 11, quoted


@pytest.mark.parametrize("lang", LANGUAGES)
async def test_every_message_quotes_commands_and_options_as_discord_shows_them(commands: dict[str, dict[str, Shown]], lang: str) -> None:
    top = commands[lang]
    checked = 0
    for key, text in formatted(lang):
        if RULES_PAGE.search(key):
            continue  # quotes the engine's options, filled in by cogs.rules: the test above
        problems = list(quote_problems(text, top, None))
        assert not problems, (lang, key, problems)
        checked += sum(1 for quote in QUOTE.findall(text) if quote.startswith("/") or OPTION.match(quote))
    assert checked >= 12, checked


async def test_the_check_finds_names_discord_does_not_show(commands: dict[str, dict[str, Shown]]) -> None:
    """The quotes the Persian pages had (issue 34), and each language's names in the other's text."""
    persian, german, english = commands["fa"], commands["de"], commands["en"]
    druids = new_options(persian, "druids")
    assert list(quote_problems("`/abracadabra تازه` `دورها` `گونه: خورشید و ماه`", persian, druids)) == [
        "`/abracadabra تازه`: /abracadabra تازه: no subcommand 'تازه' (there are ['new', 'rules'])",
        f"`دورها`: no option 'دورها' (there are {sorted(druids)})",
        f"`گونه: خورشید و ماه`: no option 'گونه' (there are {sorted(druids)})",
    ]
    assert len(list(quote_problems("`/tisch beenden` `/table end` `variant: sun-moon`", english, new_options(english, "druids")))) == 1
    assert len(list(quote_problems("`/tisch beenden` `/table end` `variante: sun-moon`", german, new_options(german, "druids")))) == 2
    assert not list(quote_problems("`/<spiel> neu` `tisch:` `sprache: Sprache von Discord`", german, None))
    assert len(list(quote_problems("`/<spiel> new` `table:` `sprache: Discord's language`", german, None))) == 3


def test_persian_readers_see_the_english_names_and_german_readers_the_german_ones() -> None:
    assert discord_lang("fa") == "en" and discord_lang("de") == "de" and discord_lang("en") == "en"
    assert t("fa", "err-table-away").count("`/table rejoin`") == 1
    assert "`/tisch zurückkehren`" in t("de", "err-table-away")
    assert "`/abracadabra new`" in rules_pages(GAMES["abracadabra"], "fa")[2] and "تازه" not in rules_pages(GAMES["abracadabra"], "fa")[2]


def test_the_languages_with_discord_names_are_those_discord_has_a_locale_for() -> None:
    """`DISCORD_LANGUAGES` (which the texts follow) is exactly our languages with a Discord locale, which
    are the ones `CatalogTranslator` can be asked for."""
    with_locale = {lang for lang in (supported(locale) for locale in discord.Locale) if lang is not None}
    assert set(DISCORD_LANGUAGES) == with_locale
