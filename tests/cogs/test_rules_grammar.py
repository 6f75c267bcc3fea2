"""The rules pages speak of buttons, never of the engines' action grammar (`play GAIA R`, `bid N`, `place`).

The grammar is not written down here: it is read from the engines themselves, as the texts of every
legal action met in random games of every game at every player count and option (the same
configurations the conformance suite plays), and of one instance of every action type the engines
define (so that a rare action, such as Arabana's takeback, counts too). A page fails when it holds
- an action text of two words or more (`play GAIA R`, `bid 3`, `draw bag`) anywhere, or a grammar
  keyword followed by an argument the grammar takes after it (`dummy QH`) or by a placeholder (`bid N`,
  `bridge A-B`, `play <card>`);
- a grammar keyword inside `code` (`place`, `takeback`, `end`, `pass`), unless the code is an option
  setting as `/<game> new` shows it (`variant: sun-moon`).
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections import defaultdict
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from bot.games import GAMES
from bot.games.base import Action, Game
from cogs.rules import page_keys, rules_pages, rules_params
from testkit.marks import GAME as MARKS
from testkit.takeaway import GAME as TAKEAWAY
from tests.games.conformance import configurations
from tests.i18n.support import LANGS

ENGINES: dict[str, Game[Any]] = {**GAMES, TAKEAWAY.key: TAKEAWAY, MARKS.key: MARKS}
SEEDS = range(2)
# A stand-in for an argument: a capital letter or two (`N`, `A B`), `A-B`, or `<card>`.
PLACEHOLDER = r"(?:[A-Z]{1,2}(?:-[A-Z])?|<[^>\s]+>)"
CODE = re.compile(r"`([^`]+)`")


class Grammar:
    """The action texts met in random games, their keywords and, per keyword, the arguments that follow it."""

    def __init__(self) -> None:
        self.texts: set[str] = set()
        self.arguments: dict[str, set[str]] = defaultdict(set)

    def add(self, text: str) -> None:
        """Take note of one action's text."""
        keyword, *rest = text.split()
        self.texts.add(" ".join([keyword, *rest]))
        self.arguments[keyword.lower()].update(rest[:1])

    @property
    def keywords(self) -> set[str]:
        """The first words of the action texts: `play`, `bid`, `takeback`…"""
        return set(self.arguments)

    def misuses(self, page: str, settings: set[str]) -> list[str]:
        """Every piece of grammar `page` holds (empty when it holds none)."""
        found = []
        words = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, sorted(self.keywords))) + r")(?![\w-])", re.IGNORECASE)
        for code in CODE.findall(page):
            if code.strip() not in settings and words.search(code):
                found.append(f"`{code}`")
        for text in self.texts:
            if " " in text and re.search(rf"(?<![\w-]){re.escape(text)}(?![\w-])", page, re.IGNORECASE):
                found.append(text)
        for match in re.finditer(words.pattern + r"\s+(\S+)", page, re.IGNORECASE):
            keyword, argument = match[1].lower(), match[2].strip("`.,;:)")
            if argument in self.arguments[keyword] or re.fullmatch(PLACEHOLDER, argument):
                found.append(match[0])
        return found


# A sample value for each type an action's field may have (the keyword is all that is read from it).
SAMPLES: dict[str, object] = {"int": 0, "str": "", "bool": False, "tuple[int, ...]": (0,), "tuple[int, int]": (0, 0)}


def action_types(root: type[Action] = Action) -> Iterator[type[Action]]:
    """Every action type the engines define."""
    for kind in root.__subclasses__():
        yield kind
        yield from action_types(kind)


def sample_texts() -> Iterator[str]:
    """The text of one instance of every action type (types whose fields take other values are left out)."""
    for kind in action_types():
        if not dataclasses.is_dataclass(kind):
            continue
        try:
            yield str(kind(*[SAMPLES[str(f.type)] for f in dataclasses.fields(kind)]))
        except (KeyError, LookupError, TypeError, ValueError):
            continue


@cache
def grammar() -> Grammar:
    """Every engine's grammar, from one instance of each action type and the legal actions of random
    games in every configuration."""
    known = Grammar()
    for text in sample_texts():
        known.add(text)
    for game in ENGINES.values():
        for players, options in configurations(game):
            for seed in SEEDS:
                rng = random.Random(seed)
                state = game.new(players, seed, options)
                while not state.is_over():
                    seat = rng.choice(sorted(state.to_move()))
                    actions = state.legal_actions(seat)
                    for action in actions:
                        known.add(str(action))
                    state.apply(seat, rng.choice(actions))
    return known


def option_settings(game: Game[Any], lang: str) -> set[str]:
    """Option names and `name: choice` settings as `/<game> new` shows them in `lang`."""
    words = rules_params(game, lang)
    settings = set()
    for name, spec in game.options.items():
        label = str(words[f"opt-{name}"])
        settings.add(label)
        settings.update(f"{label}: {words[f'opt-{name}-{choice}']}" for choice in spec.choices)
    return settings


def test_the_grammar_is_read_from_every_engine() -> None:
    known = grammar()
    # One keyword of each game, so that a game whose actions went unread would show here.
    assert {"play", "bid", "dummy", "bridge", "takeback", "activate", "sickle", "take", "place"} <= known.keywords
    assert {"play GAIA R", "pass", "end", "draw bag"} <= known.texts


@pytest.mark.parametrize(
    "page",
    [
        "Lead Gaia and name its colour (`play GAIA R`).",
        "Everyone may play GAIA R light.",
        "`bid N` (higher than before) or `pass`.",
        "The Declarer `place`s exactly D bid cards.",
        "played by the trick's leader with dummy QH",
        "• bridge A-B: a card of A or B lays your bridge",
        "none left: `takeback` one first",
        "everyone has one last turn (`end`)",
        "`play <card>` onto the pile of its colour",
    ],
)
def test_the_check_finds_grammar_in_a_page(page: str) -> None:
    assert grammar().misuses(page, set()), page


def test_the_check_lets_buttons_and_option_settings_pass() -> None:
    page = (
        "Press **Bid** with a number, or **Pass**. Then pick the tricks you mean to win and press **Name no tricks** "
        "if you want none. Play any card; draw one card at the end of your turn. Option `variant: sun-moon`."
    )
    assert grammar().misuses(page, {"variant: sun-moon"}) == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", sorted(GAMES))
def test_no_rules_page_teaches_the_action_grammar(key: str, lang: str) -> None:
    game = GAMES[key]
    assert page_keys(game), f"{key} has no rules pages to check"
    settings = option_settings(game, lang)
    for number, page in enumerate(rules_pages(game, lang), 1):
        assert grammar().misuses(page, settings) == [], f"{key} page {number} ({lang}) teaches commands nobody can type"
