"""Spellcaster's card faces: colour band, name, ACTIVE mark and the card text fitted above the foot; drawn once per size."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.spellcaster.cards import CARDS, PILE_COLOURS, PILE_SYMBOLS
from bot.i18n.spellcaster import card_name, colour_name
from render.common import INK, WHITE, contrast_ink
from render.mirror import Mirror
from render.spellcaster.words import img_text, line_height, text_width, wrap

CARD_FOOT = 44  # the bottom strip of a card face stays free for the pile size and the "used" stamp
MIN_BODY_SIZE = 11


@dataclass(frozen=True)
class Body:
    """A card text laid out: font size, lines, their top and the line distance."""

    size: int
    lines: tuple[str, ...]
    top: int
    step: int

    @property
    def bottom(self) -> int:
        return self.top + len(self.lines) * self.step


def _header_heights(width: int, height: int, floor: int = 0) -> tuple[int, int, int]:
    """The colour band's height, the name's size and where the body (or the ACTIVE tag) starts."""
    band = max(40, height // 8, 2 * floor)
    name_size = max(22, width // 10, floor)
    return band, name_size, band + 10 + name_size + 12


def _tag_size(width: int, floor: int = 0) -> int:
    return max(15, width // 15, floor)


def _name_lines(card_id: str, width: int, name_size: int, lang: str) -> list[str]:
    """The card's name in one line, or up to three where it does not fit one (a word too long for a line
    broken between syllables)."""
    name = card_name(card_id, lang)
    lines = wrap(name, name_size, width - 24, bold=True, hyphenate=True)
    return [name] if len(lines) == 1 else [*lines[:2], " ".join(lines[2:])] if len(lines) > 2 else lines


def body_layout(card_id: str, width: int, height: int, lang: str, floor: int = 0) -> Body:
    """The card text of a face `width`×`height`: the largest size (down to 11, and not below `floor`, the
    phone's floor of the image it goes on) at which it fits above the foot; no lines if it fits at none
    (a card that small shows its name: the hand's larger cards show the text)."""
    _, name_size, y = _header_heights(width, height, floor)
    y += (len(_name_lines(card_id, width, name_size, lang)) - 1) * (name_size + 6)
    if CARDS[card_id].active:
        y += _tag_size(width, floor) + 18
    text = img_text(lang, f"card-{card_id}-text")
    smallest = max(MIN_BODY_SIZE, floor)
    size = max(16, width // 10, smallest)
    while True:
        lines = wrap(text, size, width - 26, hyphenate=True)
        step = line_height(text, size)
        if y + len(lines) * step <= height - CARD_FOOT:
            return Body(size, tuple(lines), y, step)
        if size <= smallest:
            return Body(size, (), y, step) if floor else Body(size, tuple(lines), y, step)
        size -= 1


@lru_cache(maxsize=512)
def card_face(card_id: str, width: int, height: int, lang: str = "en", floor: int = 0) -> Image.Image:
    """A card face: colour band with symbol and id, name, text, and an ACTIVE mark for active spells; no text
    below `floor` (the phone's floor of the image the face goes on)."""
    card = CARDS[card_id]
    colour = PILE_COLOURS[card.colour]
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    mirror = Mirror(draw, lang, 0, width, floor)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=14, fill=WHITE, outline=INK, width=3)
    band, name_size, y = _header_heights(width, height, floor)
    draw.rounded_rectangle((3, 3, width - 4, band), radius=12, fill=colour)
    draw.rectangle((3, band - 12, width - 4, band), fill=colour)
    ink = contrast_ink(colour)
    id_width = mirror.label((width - 12, band // 2 + 2), card.id, max(band // 2 - 2, floor), width // 3, anchor="rm", bold=True, fill=ink)
    header = f"{PILE_SYMBOLS[card.colour]} {colour_name(card.colour, lang).upper()}"
    if not mirror.fits(header, max(band // 2, floor), width - 40 - id_width, bold=True):
        header = PILE_SYMBOLS[card.colour]  # the band's colour says the rest
    mirror.label((14, band // 2 + 2), header, max(band // 2, floor), width - 40 - id_width, bold=True, fill=ink, anchor="lm")
    names = _name_lines(card_id, width, name_size, lang)
    for i, line in enumerate(names):
        mirror.label((12, band + 10 + name_size // 2 + i * (name_size + 6)), line, name_size, width - 24, bold=True, anchor="lm")
    y += (len(names) - 1) * (name_size + 6)
    if card.active:
        tag_size = _tag_size(width, floor)
        tag = img_text(lang, "img-active-spell")
        if text_width(tag, max(tag_size, floor), bold=True) + 17 > width - 24:  # "⟳ ACTIVE" says it too
            tag = img_text(lang, "img-active-short")
        tag_w = min(math.ceil(text_width(tag, tag_size, bold=True)) + 17, width - 24)
        draw.rounded_rectangle(mirror.box((12, y, 12 + tag_w, y + tag_size + 10)), radius=8, fill=INK)
        mirror.label((20, y + tag_size // 2 + 5), tag, tag_size, tag_w - 16, bold=True, fill=WHITE, anchor="lm")
    body = body_layout(card_id, width, height, lang, floor)
    for i, line in enumerate(body.lines):
        mirror.label((13, body.top + i * body.step), line, body.size, width - 26, anchor="la")
    return image
