"""Alt text of the images posted: what an image shows, in words a screen reader reads aloud (Discord's
attachment `description`, at most 1,024 characters), in the viewer's language.

Each game's texts module offers `image_text(kind, view, lang)` (kind: "table", "hand" or "final"), built
from the parts here and its own (`wording.alt.<game>`); `describe` falls back to the generic wording.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from bot.games.base import Game
from bot.i18n import join, number, t

LIMIT = 1024  # Discord's bound on an attachment's description
_MARKUP = re.compile(r"\*\*|__|~~|`|\|\|")


def plain(text: str) -> str:
    """`text` without Discord's markup and on one line (a screen reader would read the asterisks)."""
    return " ".join(_MARKUP.sub("", text).split())


def fit(parts: Iterable[str], limit: int = LIMIT) -> str:
    """The parts as one text of at most `limit` characters: whole parts while they fit, then '…'."""
    out = ""
    for part in (plain(p) for p in parts if p):
        joined = f"{out} {part}" if out else part
        if len(joined) > limit:
            room = limit - len(out) - 2
            return (f"{out} {part[: max(0, room)]}…" if room > 20 else (out or part[: limit - 1]) + "…")[:limit]
        out = joined
    return out


def names(view: Mapping[str, Any], players: int, lang: str, fallback: str = "common-player") -> list[str]:
    """The players' display names from the view, else 'Player A', 'Player B' … in `lang`."""
    given = view.get("names")
    letters = "ABCDE"
    return [
        str(given[s]) if isinstance(given, list) and s < len(given) and given[s] else t(lang, fallback, letter=letters[s % len(letters)])
        for s in range(players)
    ]


def scores(who: Sequence[str], points: Sequence[int], lang: str) -> str:
    """'Scores: Ana 12, Bo 3.'"""
    return t(lang, "alt-scores", scores=join(lang, [t(lang, "alt-score", name=n, points=number(lang, p)) for n, p in zip(who, points, strict=False)]))


def ranking(game: str, who: Sequence[str], points: Sequence[int], lang: str) -> str:
    """'Druids, final standings: 1. Ana with 12 points, 2. …' (equal points share a place)."""
    order = sorted(range(len(points)), key=lambda s: (-points[s], s))
    entries, place, previous = [], 0, None
    for i, seat in enumerate(order):
        if points[seat] != previous:
            place, previous = i + 1, points[seat]
        entries.append(t(lang, "alt-place", place=number(lang, place), name=who[seat], points=number(lang, points[seat])))
    return t(lang, "alt-final", game=game, ranking=join(lang, entries))


def hand(name: str, cards: Sequence[str], lang: str) -> str:
    """'Hand of Ana: red 7, blue 3.'"""
    return t(lang, "alt-hand", name=name, cards=join(lang, list(cards))) if cards else t(lang, "alt-hand-empty", name=name)


def describe(game: Game[Any], texts: object, kind: str, view: Mapping[str, Any], lang: str) -> str:
    """The alt text of an image of `kind` ("table", "hand", "final") of `view`: the game's own
    (`texts.image_text`), else its title, whose turn it is and the scores."""
    own = getattr(texts, "image_text", None)
    if callable(own):
        return fit([str(own(kind, view, lang))])
    points = [int(p) for p in view.get("scores", []) if isinstance(p, int)]
    who = names(view, len(points), lang)
    if kind == "final":
        return fit([ranking(game.title, who, points, lang)])
    prompt = getattr(texts, "turn_prompt", None)
    turn = str(prompt(view, who, lang=lang)) if callable(prompt) else ""
    return fit([t(lang, "alt-table", game=game.title), turn, scores(who, points, lang) if points else ""])
