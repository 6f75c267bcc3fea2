"""Spellcaster's image words: catalog labels, text measured and wrapped as drawn, whose view it is, the last move."""

from __future__ import annotations

from typing import Any

from bot.games.spellcaster.views import SpellcasterView
from bot.i18n import has_arabic_script, t
from bot.i18n.spellcaster import card_name, colour_name
from render.common import font_for, player_letter
from render.wrapping import wrap as wrap


def img_text(lang: str, key: str, **params: Any) -> str:
    """A label of this game's catalog (`spellcaster-<key>`)."""
    return t(lang, f"spellcaster-{key}", **params)


def text_width(text: str, size: int, bold: bool = False) -> float:
    """The drawn width of `text` (shaped as `draw_label` shapes it)."""
    fnt = font_for(text, size, bold)
    if has_arabic_script(text):
        return float(fnt.getlength(text, direction="rtl", language="fa"))
    return float(fnt.getlength(text))


def line_height(text: str, size: int) -> int:
    """The distance between wrapped lines (Persian glyphs reach further above and below)."""
    return int(size * 1.45) if has_arabic_script(text) else size + 5


def viewer_seat(view: SpellcasterView) -> int:
    """The seat whose view it is (seat 0 for the public view)."""
    seat = view["seat"]
    return seat if seat is not None else 0


# The side panel's line for a pending question, above the card asking it: "B discards" / "Thunderclap".
QUESTION_KINDS = frozenset({"discard", "bargain", "fumble", "twist", "echo", "rewind", "keep", "order"})


def last_move(view: SpellcasterView, lang: str = "en") -> str:
    """The last decision in words: "B activated Whispered Bargain", "A played Firebolt" ("" before any)."""
    move = view["last_move"]
    if move is None:
        return ""
    letter = player_letter(move["seat"])
    verb = move["verb"]
    if verb == "activate":
        colour = move["pile"] or ""
        top = next((p["top"] for p in view["piles"] if p["colour"] == colour), None)
        card = card_name(top, lang) if top else colour_name(colour, lang)
        return img_text(lang, "last-activate", letter=letter, card=card)
    # What the decision names: a card, or the chosen pile (the catalog's line uses one of the two).
    named = move["card"] or (move["pile"] if verb == "pile" else None) or ""
    return img_text(lang, f"last-{verb}", letter=letter, card=card_name(named, lang), colour=colour_name(named, lang))
