"""Kits of the test games, built by the tests that play them (nothing registers them)."""

from __future__ import annotations

from cogs.kit import GameKit
from testkit.marks import GAME as MARKS
from testkit.takeaway import GAME as TAKEAWAY
from testkit.takeaway import PLAYERS as TAKEAWAY_PLAYERS


def takeaway_kit() -> GameKit:
    """The take-away game with its own computer player; images, texts and commands are the generic ones."""
    return GameKit(TAKEAWAY, players=TAKEAWAY_PLAYERS)


def marks_kit() -> GameKit:
    """The marks game: generic images, texts and commands; random computer players."""
    return GameKit(MARKS)
