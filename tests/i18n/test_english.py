"""English articles agree with the word after them in every message, whatever game title fills it
("a new Arabana-Opodopo table", never "a Arabana-Opodopo table")."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.games import GAMES
from bot.games.base import Game
from bot.i18n import LOCALES_DIR, t
from testkit.marks import GAME as MARKS
from testkit.takeaway import GAME as TAKEAWAY
from tests.i18n.support import entries, placeholders

TITLES = [game.title for game in [*GAMES.values(), TAKEAWAY, MARKS]]
# "a" before a vowel letter, "an" before a consonant letter (a silent h, as in "an hour", aside): the
# words our catalogs use follow their letters ("a user" would not, and is not flagged: u is left out).
A_BEFORE_VOWEL = re.compile(r"\b[Aa] (?=[AEIOaeio])\S+")
AN_BEFORE_CONSONANT = re.compile(r"\b[Aa]n (?=[b-df-gj-np-tv-zB-DF-GJ-NP-TV-Z])\S+")


def disagreements(text: str) -> list[str]:
    """Every article in `text` that does not agree with the word after it."""
    return [m[0] for m in A_BEFORE_VOWEL.finditer(text)] + [m[0] for m in AN_BEFORE_CONSONANT.finditer(text)]


TITLE_PLACEHOLDERS = {"game", "title"}  # the placeholders the code fills with a game's title


def english_texts(title: str) -> dict[str, str]:
    """Every English message, its game placeholders filled with `title` (the others with a neutral "x")."""
    texts = {}
    for path in sorted((LOCALES_DIR / "en").glob("*.ftl")):
        for key, message in entries("en", path.stem).items():
            if message.value is not None:
                texts[key] = t("en", key, **{name: title if name in TITLE_PLACEHOLDERS else "x" for name in placeholders(message)})
    return texts


def test_the_check_knows_agreement() -> None:
    assert disagreements("Open a Arabana-Opodopo table, a Abracadabra deal, an Druids round") == ["a Arabana-Opodopo", "a Abracadabra", "an Druids"]
    assert disagreements("Open an Arabana-Opodopo table, a Spellcaster duel, an hour, a user") == []


@pytest.mark.parametrize("title", TITLES)
def test_every_article_agrees_with_the_title_after_it(title: str) -> None:
    wrong = {key: found for key, text in english_texts(title).items() if (found := disagreements(text))}
    assert wrong == {}


def _game(title: str) -> Game[Any]:
    return next(game for game in GAMES.values() if game.title == title)


def test_opening_a_table_reads_well_for_every_game() -> None:
    assert t("en", "cmd-new-desc", game=_game("Arabana-Opodopo").title) == "Open a new Arabana-Opodopo table in this channel"
    assert t("en", "cmd-new-desc", game=_game("Abracadabra").title) == "Open a new Abracadabra table in this channel"
