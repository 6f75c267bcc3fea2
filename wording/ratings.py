"""The lines that tell players how a finished game moved their ratings ("Ana: 1,512 → 1,538, +26")."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import DEFAULT, number, t
from bot.tables.ratings import RatingChange

# Why a game was not rated, worth telling the table (the others cannot happen at a server's table).
TOLD_REASONS = ("hints", "stand-in")


def change_line(name: str, change: RatingChange, lang: str = DEFAULT) -> str:
    """One person's change: "Ana: 1,512 → 1,538, +26"."""
    return t(lang, "ratings-change", name=name, before=change.before, after=change.after, change=number(lang, change.delta, signed=True))


def end_lines(names: Sequence[str], changes: Sequence[RatingChange], unrated: str | None, lang: str = DEFAULT) -> str:
    """The end message's ratings part: each person's change, or why the game was not rated ('' if neither)."""
    if changes:
        rows = [change_line(names[c.seat] if c.seat < len(names) else t(lang, "table-seat", number=c.seat + 1), c, lang) for c in changes]
        return "\n".join([t(lang, "ratings-changes-title"), *rows])
    if unrated in TOLD_REASONS:
        return t(lang, "ratings-unrated", reason=unrated)
    return ""
