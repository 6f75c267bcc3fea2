"""The `/leaderboard` and `/stats` replies in words: places, provisional marks, Discord's size limit,
three languages."""

from __future__ import annotations

import pytest

from bot.tables.ratings import Leaderboard, PlayerRating
from bot.tables.ratings.scale import PROVISIONAL_GAMES
from cogs.ratings import BOARD_ROWS, leaderboard_text, ratings_text
from tests.i18n.support import formatted


def rating(place: int, games: int, *, user: int | None = None, mu: float = 30.0) -> PlayerRating:
    return PlayerRating("druids", user or 10**18 + place, mu - place / 10, 2.0, games, games // 2, place, 400)


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_a_full_leaderboard_fits_one_discord_message(lang: str) -> None:
    board = Leaderboard("druids", tuple(rating(p, 1234) for p in range(1, BOARD_ROWS + 1)), rated=400)
    text = leaderboard_text(board, "Druids", lang)
    assert len(text) <= 2000
    assert text.count("<@") == BOARD_ROWS and text.splitlines()[1].startswith("🥇")
    assert str(385) in text or "۳۸۵" in text, "the people below the top are counted"


def test_provisional_players_are_marked_and_the_rule_is_stated() -> None:
    board = Leaderboard("druids", (rating(1, 30), rating(2, PROVISIONAL_GAMES - 1)), rated=2)
    lines = leaderboard_text(board, "Druids", "en").splitlines()
    assert "(provisional)" not in lines[1] and "(provisional)" in lines[2]
    assert "30 rated games, 15 wins" in lines[1]
    assert lines[-1].startswith("-# Everyone starts at 1,500. A rating is the level the bot is sure you play at")
    assert "grows as the bot gets surer of your strength, so new players tend to rise as they play" in lines[-1]
    assert "more rated" not in "\n".join(lines)


def test_an_empty_leaderboard_says_how_to_get_on_it() -> None:
    text = leaderboard_text(Leaderboard("druids", (), 0), "Druids", "de")
    assert text.startswith("Hier gibt es noch keine gewerteten Druids-Partien")


@pytest.mark.parametrize(("lang", "expected"), [("en", "place 3 of 400"), ("de", "Platz 3 von 400"), ("fa", "جایگاه ۳ از ۴۰۰")])
def test_stats_show_each_games_rating_and_place(lang: str, expected: str) -> None:
    mine = rating(3, 2, user=5)
    text = ratings_text([mine], "ana", {"druids": "Druids"}, lang)
    assert expected in text and "Druids" in text
    assert ("(provisional)" in text) == (lang == "en")
    assert ratings_text([], "ana", {}, "en") == "ana has no rated games here yet."


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_the_leaderboard_explains_the_rating_without_statistics(lang: str) -> None:
    board = Leaderboard("druids", (rating(1, 30), rating(2, 3)), rated=2)
    note = leaderboard_text(board, "Druids", lang).splitlines()[-1]
    assert note.startswith("-# ") and "μ" not in note and "σ" not in note
    assert {"en": "surer of your strength", "de": "je sicherer sich der Bot deiner Stärke ist", "fa": "مطمئن‌تر شود بالاتر می‌رود"}[lang] in note
    assert {"en": "starts at 1,500", "de": "beginnen bei 1.500", "fa": "از ۱,۵۰۰ شروع"}[lang] in note


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_no_text_a_player_reads_speaks_of_mu_or_sigma(lang: str) -> None:
    """Every catalog message, formatted: ratings are told in words, never as μ − 3σ."""
    for key, text in formatted(lang):
        assert "μ" not in text and "σ" not in text, (lang, key, text)
