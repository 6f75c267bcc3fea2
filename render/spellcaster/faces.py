"""Spellcaster's card faces: colour band, name, ACTIVE mark and the card text fitted above the foot; drawn once per size."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.spellcaster.cards import CARDS, PILE_COLOURS, PILE_SYMBOLS
from bot.i18n.spellcaster import card_name, colour_name
from render.common import INK, WHITE, Mirror, contrast_ink
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


def _header_heights(width: int, height: int) -> tuple[int, int, int]:
    """The colour band's height, the name's size and where the body (or the ACTIVE tag) starts."""
    band = max(40, height // 8)
    name_size = max(22, width // 10)
    return band, name_size, band + 10 + name_size + 12


def _tag_size(width: int) -> int:
    return max(15, width // 15)


def body_layout(card_id: str, width: int, height: int, lang: str) -> Body:
    """The card text of a face `width`×`height`: the largest size (down to 11) at which it fits above the foot."""
    _, _, y = _header_heights(width, height)
    if CARDS[card_id].active:
        y += _tag_size(width) + 18
    text = img_text(lang, f"card-{card_id}-text")
    size = max(16, width // 10)
    while True:
        lines = wrap(text, size, width - 26)
        step = line_height(text, size)
        if y + len(lines) * step <= height - CARD_FOOT or size <= MIN_BODY_SIZE:
            return Body(size, tuple(lines), y, step)
        size -= 1


@lru_cache(maxsize=512)
def card_face(card_id: str, width: int, height: int, lang: str = "en") -> Image.Image:
    """A card face: colour band with symbol and id, name, text, and an ACTIVE mark for active spells."""
    card = CARDS[card_id]
    colour = PILE_COLOURS[card.colour]
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    mirror = Mirror(draw, lang, 0, width)
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=14, fill=WHITE, outline=INK, width=3)
    band, name_size, y = _header_heights(width, height)
    draw.rounded_rectangle((3, 3, width - 4, band), radius=12, fill=colour)
    draw.rectangle((3, band - 12, width - 4, band), fill=colour)
    ink = contrast_ink(colour)
    id_width = mirror.label((width - 12, band // 2 + 2), card.id, band // 2 - 2, width // 3, anchor="rm", bold=True, fill=ink)
    header = f"{PILE_SYMBOLS[card.colour]} {colour_name(card.colour, lang).upper()}"
    mirror.label((14, band // 2 + 2), header, band // 2, width - 40 - id_width, bold=True, fill=ink, anchor="lm")
    mirror.label((12, band + 10 + name_size // 2), card_name(card_id, lang), name_size, width - 24, bold=True, anchor="lm")
    if card.active:
        tag = img_text(lang, "img-active-spell")
        tag_size = _tag_size(width)
        tag_w = min(int(text_width(tag, tag_size, bold=True)) + 16, width - 24)
        draw.rounded_rectangle(mirror.box((12, y, 12 + tag_w, y + tag_size + 10)), radius=8, fill=INK)
        mirror.label((20, y + tag_size // 2 + 5), tag, tag_size, tag_w - 16, bold=True, fill=WHITE, anchor="lm")
    body = body_layout(card_id, width, height, lang)
    for i, line in enumerate(body.lines):
        mirror.label((13, body.top + i * body.step), line, body.size, width - 26, anchor="la")
    return image
