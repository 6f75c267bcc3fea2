"""The lobby's buttons come grouped: seats and computers on the first row, the hints switch, then Start and Cancel."""

from __future__ import annotations

from typing import Any

from bot.i18n import t
from bot.store.status import Status
from bot.tables.model import SeatInfo, TableInfo
from cogs.posts import lobby_view

SEATS = (SeatInfo(0, 101, "Ana", None, True),)
LOBBY = TableInfo(7, "druids", 1, 1, 1, 1, 101, Status.LOBBY, {}, 0, SEATS)


def rows(view: Any) -> list[list[tuple[str, str]]]:
    """The view's buttons as Discord gets them: rows of (custom id, label)."""
    return [[(button["custom_id"], button["label"]) for button in row["components"]] for row in view.to_components()]


def test_seats_and_computers_come_first_then_start_and_cancel() -> None:
    view = lobby_view(LOBBY, "en")
    assert view is not None
    assert [[custom_id.rsplit(":", 1)[1] for custom_id, _ in row] for row in rows(view)] == [
        ["join", "leave", "computer", "easy", "hard"],
        ["7"],
        ["start", "cancel"],
    ]
    assert [label for _, label in rows(view)[2]] == ["Start", "Cancel"]


def test_the_grouping_holds_in_every_language() -> None:
    for lang in ("de", "fa"):
        view = lobby_view(LOBBY, lang)
        assert view is not None
        assert [label for _, label in rows(view)[-1]] == [t(lang, "table-button-start"), t(lang, "table-button-cancel")]


def test_a_running_table_has_no_lobby_buttons() -> None:
    assert lobby_view(TableInfo(7, "druids", 1, 1, 1, 1, 101, Status.RUNNING, {}, 0, SEATS), "en") is None
