"""The lines that tell players how a finished game moved their ratings ("Ana: 1,512 → 1,538, +26"), and
why a rating rose without a win ("the bot is surer of their level now"), in words, never in μ and σ."""

from __future__ import annotations

from collections.abc import Sequence

from bot.i18n import DEFAULT, isolated, number, t
from bot.tables.ratings import RatingChange

# Why a game was not rated, worth telling the table (the others cannot happen at a server's table).
TOLD_REASONS = ("hints", "stand-in")


def change_line(name: str, change: RatingChange, lang: str = DEFAULT) -> str:
    """One person's change: "Ana: 1,512 → 1,538, +26"."""
    return t(lang, "ratings-change", name=name, before=change.before, after=change.after, change=number(lang, change.delta, signed=True))


def why_line(name: str, change: RatingChange, lang: str = DEFAULT) -> str | None:
    """Why a rating rose without a win, in one short line under its change (None when there is no such rise)."""
    return t(lang, "ratings-why", name=isolated(name, lang), why=change.why) if change.why else None


def end_lines(names: Sequence[str], changes: Sequence[RatingChange], unrated: str | None, lang: str = DEFAULT) -> str:
    """The end message's ratings part: each person's change (and why it rose without a win), or why the
    game was not rated ('' if neither)."""
    if changes:
        rows: list[str] = []
        for change in changes:
            name = names[change.seat] if change.seat < len(names) else t(lang, "table-seat", number=change.seat + 1)
            rows += [line for line in (change_line(name, change, lang), why_line(name, change, lang)) if line]
        return "\n".join([t(lang, "ratings-changes-title"), *rows])
    if unrated in TOLD_REASONS:
        return t(lang, "ratings-unrated", reason=unrated)
    return ""
