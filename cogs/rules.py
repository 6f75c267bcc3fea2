"""`/<game> rules`: a game's rules summary in the reader's language, one phone screen a page.

A summary is the catalog messages `<game>-rules-1`, `<game>-rules-2` … (one per page; each page has a
tab button named by `<game>-rules-<n>-tab` that shows it in the same message). Every number and option
name a summary quotes is a placeholder filled here from the engine's own data, so a summary cannot say
what the engine does not do:
- every option, as Discord shows it to the reader (English names for Persian, which Discord lacks):
  `$opt-<option>` its name,
  `$opt-<option>-<choice>` a choice's name, `$<option>-default` (a choice's name or the number),
  `$<option>-min` and `$<option>-max`;
- `$players-min`, `$players-max`, and the game's own facts (`Game.rules_facts`): deal sizes, start values,
  targets, scoring tables.
Pages tell what to press and when, phase by phase: they name the buttons by their catalog messages
(`{ arabana-act-end-last }`), never the action grammar (`end`), which nobody can type
(tests/cogs/test_rules_grammar.py reads the grammar from the engines and holds every page to it).
A game without catalog pages (a test game) shows its engine's own `rules_summary()`.

The tabs serve any game the bot was built with: a tab's custom id names the game by its key, and the
click looks the game up among the bot's kits (`cogs.client.TableBot.kits`), not in a list of its own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import discord

from bot.games.base import Game
from bot.i18n import DEFAULT, PERSIAN_DIGITS, discord_lang, has, normalize, t
from bot.tables.errors import UnknownGame
from cogs.client import Interaction, bot_of
from cogs.errors import answers_errors, reply_ephemeral
from cogs.language import user_lang

MESSAGE_LIMIT = 2000  # Discord: characters of a message's content
# A tab of any game key of the safe shape: which games there are is known only when a tab is clicked
# (the bot's kits), while discord.py matches custom ids against one pattern for the whole class.
TEMPLATE = r"rules:(?P<game>[a-z][a-z0-9_-]{0,30}):(?P<page>\d{1,3})"


def _numbers(lang: str, values: Iterable[int]) -> str:
    """Numbers joined in one text ("40/30/20/10"), in the language's digits (Fluent leaves a text as it is)."""
    text = "/".join(str(value) for value in values)
    return text.translate(PERSIAN_DIGITS) if normalize(lang) == "fa" else text


def _option_words(game: Game[Any], lang: str) -> dict[str, Any]:
    """Each option's name, choices, default and bounds as Discord shows `/<game> new` to a reader of `lang`."""
    shown = discord_lang(lang)
    words: dict[str, Any] = {}
    for name, spec in game.options.items():
        words[f"opt-{name}"] = t(shown, f"opt-{game.key}-{name}-name")
        for choice in spec.choices:
            words[f"opt-{name}-{choice}"] = t(shown, f"opt-{game.key}-{name}-choice-{choice}")
        if spec.choices:
            words[f"{name}-default"] = words[f"opt-{name}-{spec.default}"]
        else:
            words[f"{name}-default"] = spec.default
            words[f"{name}-min"] = spec.minimum
            words[f"{name}-max"] = spec.maximum
    return words


def rules_params(game: Game[Any], lang: str) -> dict[str, Any]:
    """Everything a summary of `game` may quote, from the engine, worded for `lang`."""
    params: dict[str, Any] = {"players-min": game.min_players, "players-max": game.max_players}
    params.update(_option_words(game, lang))
    for name, fact in game.rules_facts().items():
        params[name] = _numbers(lang, fact) if isinstance(fact, tuple) else fact
    return params


def page_keys(game: Game[Any]) -> list[str]:
    """The catalog keys of the summary's pages, in order (none for a game without catalog pages)."""
    keys: list[str] = []
    while has(DEFAULT, key := f"{game.key}-rules-{len(keys) + 1}"):
        keys.append(key)
    return keys


def rules_pages(game: Game[Any], lang: str = DEFAULT) -> list[str]:
    """The summary's pages in `lang`, placeholders filled from the engine."""
    keys = page_keys(game)
    if not keys:
        return [game.rules_summary()]
    params = rules_params(game, lang)
    return [t(lang, key, **params) for key in keys]


class RulesPageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=TEMPLATE):
    """A page tab under `/<game> rules`: shows that page in the same (ephemeral) message."""

    def __init__(self, game_key: str, page: int, *, current: bool = False, lang: str = DEFAULT) -> None:
        super().__init__(
            discord.ui.Button(
                label=t(lang, f"{game_key}-rules-{page + 1}-tab")[:80],
                style=discord.ButtonStyle.primary if current else discord.ButtonStyle.secondary,
                disabled=current,
                custom_id=f"rules:{game_key}:{page}",
            )
        )
        self.game_key = game_key
        self.page = page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RulesPageButton:
        return cls(match["game"], int(match["page"]))

    @answers_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        kit = bot_of(interaction).kits.get(self.game_key)
        if kit is None:  # a tab of a game this bot was not built with (any more)
            raise UnknownGame(f"Unknown game {self.game_key!r}.", game=self.game_key)
        lang = await user_lang(interaction)
        content, view = rules_message(kit.game, self.page, lang)
        await interaction.response.edit_message(content=content, view=view)


def rules_message(game: Game[Any], page: int, lang: str) -> tuple[str, discord.ui.View | None]:
    """Page `page` of the summary (clamped to the pages there are) and its tabs, if it has several."""
    pages = rules_pages(game, lang)
    page = max(0, min(page, len(pages) - 1))
    if len(pages) == 1:
        return pages[0][:MESSAGE_LIMIT], None
    view = discord.ui.View(timeout=None)
    for number in range(len(pages)):
        view.add_item(RulesPageButton(game.key, number, current=number == page, lang=lang))
    return pages[page][:MESSAGE_LIMIT], view


async def send_rules(interaction: Interaction, game: Game[Any]) -> None:
    """`/<game> rules`: the summary's first page, with its tabs, only to the caller and in their language."""
    lang = await user_lang(interaction)
    content, view = rules_message(game, 0, lang)
    if view is None:
        await reply_ephemeral(interaction, content)
    else:
        await reply_ephemeral(interaction, content, view=view)
