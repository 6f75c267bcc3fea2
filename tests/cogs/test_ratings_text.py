"""The `/leaderboard` and `/stats` replies in words: places, provisional marks, Discord's size limit,
three languages."""

from __future__ import annotations

import pytest

from bot.tables.ratings import Leaderboard, PlayerRating
from bot.tables.ratings.scale import PROVISIONAL_GAMES
from cogs.ratings import BOARD_ROWS, leaderboard_text, ratings_text


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
    assert lines[-1].startswith("-# Ranked by the cautious estimate μ − 3σ (a new player starts at 1,500)")
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
