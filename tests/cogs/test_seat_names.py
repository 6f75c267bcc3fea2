"""Seat names are data from the service, worded by the Discord layer in the reader's language."""

from __future__ import annotations

from bot.tables import Notice, SeatInfo, TableInfo
from cogs.posts import notice_line, seat_names


def table(*seats: SeatInfo) -> TableInfo:
    return TableInfo(1, "druids", 1, 10, None, None, 7, "running", {}, 3, seats)


AT_THE_TABLE = table(
    SeatInfo(0, 7, "Ana", None, True),
    SeatInfo(1, None, "", "hard", False),  # a computer from the lobby
    SeatInfo(2, None, "Ben", "normal", False, stood_in=True),  # Ben left: the computer has his seat
    SeatInfo(3, 9, "Cat", "normal", True, missed=3, stood_in=True),  # Cat is away and may rejoin
    SeatInfo(4, None, "", "easy", False),
)


def test_computers_are_numbered_and_handed_over_seats_keep_their_players_name_in_each_language() -> None:
    assert seat_names(AT_THE_TABLE, "en") == ["Ana", "Computer 1", "Ben (computer)", "Cat", "Computer 2"]
    assert seat_names(AT_THE_TABLE, "de") == ["Ana", "Computer 1", "Ben (Computer)", "Cat", "Computer 2"]
    assert seat_names(AT_THE_TABLE, "fa") == ["Ana", "رایانه ۱", "Ben (رایانه)", "Cat", "رایانه ۲"], "numbered in Persian digits"


def test_a_notice_names_the_player_not_the_computer() -> None:
    assert "Ben" in notice_line(AT_THE_TABLE, Notice("leave", 2), 3, "en")
    assert "(computer)" not in notice_line(AT_THE_TABLE, Notice("leave", 2), 3, "en")
