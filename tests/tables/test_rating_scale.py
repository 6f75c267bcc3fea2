"""The rating model and scale, pure: the display scale, places from an outcome, which tables are rated,
and the end message's lines in three languages."""

from __future__ import annotations

import pytest

from bot.tables.ratings import RatingChange
from bot.tables.ratings.scale import (
    NEW,
    Skill,
    changes,
    computer_skill,
    display,
    hints_on,
    ranks_of,
    rate,
    unrated_reason,
)
from wording.ratings import change_line, end_lines


def test_a_new_player_shows_1500_and_one_starting_sigma_is_200_points() -> None:
    assert NEW.display == display(25.0, 25 / 3) == 1500
    assert display(25.0 + 25 / 3, 25 / 3) == 1700


def test_places_put_winners_first_and_share_places_on_equal_scores() -> None:
    assert ranks_of([10, 30, 20, 30], [1, 3]) == [4, 1, 3, 1]
    assert ranks_of([5, 5, 1], [0]) == [1, 2, 3], "the tie-break winner is first, the other on the same score second"


def test_the_winner_gains_the_loser_loses_and_a_tie_between_equals_moves_neither_mean() -> None:
    winner, loser = rate([NEW, NEW], [1, 2])
    assert winner.mu > NEW.mu > loser.mu and winner.sigma < NEW.sigma
    first, second = rate([NEW, NEW], [1, 1])
    assert first.mu == pytest.approx(NEW.mu) == pytest.approx(second.mu)


def test_a_win_over_a_stronger_computer_gains_more() -> None:
    over_easy = rate([NEW, computer_skill("easy")], [1, 2])[0]
    over_hard = rate([NEW, computer_skill("hard")], [1, 2])[0]
    assert over_hard.display > over_easy.display > NEW.display
    assert computer_skill("unknown") == computer_skill("normal")


@pytest.mark.parametrize(
    ("options", "guild", "seats", "reason"),
    [
        ({}, 1, [(1, None, False), (None, "hard", False)], None),
        ({"hints": "off"}, 1, [(1, None, False), (2, None, False)], None),
        ({"hints": "on"}, 1, [(1, None, False), (2, None, False)], "hints"),
        ({"hints": True}, 1, [(1, None, False), (2, None, False)], "hints"),
        ({}, 1, [(1, None, True), (2, None, False)], "stand-in"),
        ({}, 1, [(1, "normal", True), (2, None, False)], "stand-in"),  # away: a computer plays it now
        ({}, 1, [(None, "normal", True), (2, None, False)], "stand-in"),  # handed over for good
        ({}, None, [(1, None, False), (2, None, False)], "outside"),
        ({}, 1, [(None, "easy", False), (None, "hard", False)], "no-people"),
        ({}, 1, [(1, None, False), (1, None, False)], "same-person"),
    ],
)
def test_which_tables_are_rated(options: dict[str, object], guild: int | None, seats: list[tuple[int | None, str | None, bool]], reason: str | None) -> None:
    assert unrated_reason(options, guild, seats) == reason
    assert hints_on(options) == (reason == "hints")


def test_changes_leave_computers_out_and_keep_seat_order() -> None:
    up, down = Skill(30.0, 6.0), Skill(22.0, 8.0)
    found = changes([(2, 7, 3, NEW, down), (0, 5, 1, NEW, up), (1, None, 2, computer_skill("hard"), computer_skill("hard"))])
    assert [c.seat for c in found] == [0, 2]
    assert found[0] == RatingChange(0, 1500, up.display) and found[0].delta > 0 > found[1].delta
    assert RatingChange.of_list(found[1].to_list()) == found[1]


def test_the_end_lines_in_three_languages() -> None:
    change = RatingChange(0, 1512, 1538)
    assert change_line("Ana", change, "en") == "Ana: 1,512 → 1,538, +26"
    assert "1.512" in change_line("Ana", change, "de") and "+26" in change_line("Ana", change, "de")
    persian = change_line("Ana", change, "fa")
    assert "۱,۵۱۲" in persian and "۱,۵۳۸" in persian and "+۲۶" in persian
    loss = change_line("Ben", RatingChange(1, 1500, 1476), "en")
    assert "-24" in loss
    assert end_lines(["Ana", "Ben"], [change], None, "en").startswith("**Ratings**\n")
    assert end_lines(["Ana", "Ben"], [], "stand-in", "de") == "Nicht gewertet: Ein Computer ist für einen Spieler eingesprungen."
    assert end_lines(["Ana", "Ben"], [], "outside", "en") == ""


@pytest.mark.parametrize(
    ("lang", "surer", "upset"),
    [
        ("en", "-# ↑ Up without a win: the bot is now surer how well Cat plays.", "-# ↑ Up without a win: Cat finished ahead of someone the bot thought stronger."),
        ("de", "-# ↑ Plus ohne Sieg: Der Bot weiß jetzt sicherer, wie stark Cat spielt.", "-# ↑ Plus ohne Sieg: Cat hat jemanden hinter sich gelassen, den der Bot für stärker hielt."),
        ("fa", "-# ↑ افزایش بدون برد: ربات اکنون مطمئن‌تر می‌داند که \u2068Cat\u2069 چقدر خوب بازی می‌کند.", "-# ↑ افزایش بدون برد: \u2068Cat\u2069 از کسی جلوتر ماند که ربات او را قوی‌تر می‌دانست."),
    ],
)
def test_a_rise_without_a_win_gets_one_line_saying_why(lang: str, surer: str, upset: str) -> None:
    """The issue's case, 3rd of 4 new players gaining +10, and a rise ahead of a stronger player: one
    short line under the change, in words; a winner, a fall and a plain rise get none."""
    names = ["Ana", "Ben", "Cat", "Dan"]
    plain = [RatingChange(0, 1500, 1572), RatingChange(1, 1500, 1548), RatingChange(3, 1500, 1421)]
    lines = end_lines(names, [*plain[:2], RatingChange(2, 1500, 1510, "surer"), plain[2]], None, lang).splitlines()
    assert len(lines) == 6 and lines[4] == surer and lines[3].startswith("Cat: ")
    assert end_lines(names, [RatingChange(2, 1836, 1837, "upset")], None, lang).splitlines()[2] == upset
    assert "-#" not in end_lines(names, plain, None, lang), "no reason without a rise despite the place"
    for text in (surer, upset):
        assert "μ" not in text and "σ" not in text and "3σ" not in text
