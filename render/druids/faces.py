"""Druids' cards as drawn: faces drawn once per size and pasted, empty stack places and stack heights."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.druids.cards import COLOUR_OF, COLOURS, DOMAIN_SYMBOL, VALUE_OF, card_code
from bot.games.druids.views import StackTop
from bot.i18n import direction, number, t
from render.common import (
    BACKGROUND,
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    contrast_ink,
    draw_centered,
    draw_label,
    floor_of,
    font,
    font_for,
    phone_floor,
    shaping,
)
from render.druids.colours import DOMAIN_COLOUR, SPECIAL_FACE, WARN

ORDER = "GYRBV"


@lru_cache(maxsize=512)
def card_face(card: str, width: int, height: int, gaia_colour: str = "", lang: str = "en", floor: int = 0) -> Image.Image:
    """An RGBA card face: domain cards big value + letter/symbol corners; specials their symbol and name.

    No text is smaller than `floor` (the phone's floor of the image the face goes on): a card too small
    for a special's name at that size shows only its symbol, one too short for both corners only the top one.
    """
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    box = (0, 0, width - 1, height - 1)
    radius = max(6, width // 8)
    if card in SPECIAL_FACE:
        fill, symbol = SPECIAL_FACE[card]
        name = t(lang, f"druids-face-{card.lower()}")
        draw.rounded_rectangle(box, radius=radius, fill=fill, outline=INK, width=3)
        ink = contrast_ink(fill)
        name_size = max(11, width // 5, floor)
        named = font_for_width(name, name_size) <= width - 10
        if card == "GAIA" and gaia_colour:
            # Gaia takes its named colour for the trick: a band of that colour with its letter.
            band = DOMAIN_COLOUR[gaia_colour]
            band_font = font(max(11, width // 5, floor), True)
            band_top = height - max(height // 3, band_font.size + 10)  # tall enough for its letter
            draw.rectangle((3, band_top, width - 4, height - 4), fill=band)
            worth = f"{gaia_colour}{DOMAIN_SYMBOL[gaia_colour]} 0"
            if band_font.getlength(worth) > width - 8:  # a small card: the colour it takes, without its value
                worth = f"{gaia_colour}{DOMAIN_SYMBOL[gaia_colour]}"
            draw_centered(draw, (width / 2, (band_top + height - 4) / 2), worth, band_font, contrast_ink(band))
            draw_centered(draw, (width / 2, height * 0.28), symbol, font(max(int(width * 0.42), floor), True), ink)
            # The name above the band, where it fits between the symbol and the band.
            name_h = font_for(name, name_size, True).getbbox(name, anchor="mm", **shaping(name, direction(lang)))
            name_y = min(height * 0.55, band_top - 3 - name_h[3])
            if named and name_y + name_h[1] >= height * 0.28 + int(width * 0.42) / 2:
                draw_label(draw, (width / 2, name_y), name, name_size, bold=True, fill=ink, anchor="mm", max_width=width - 10, direction=direction(lang))
        else:
            draw_centered(draw, (width / 2, height * (0.42 if named else 0.5)), symbol, font(max(int(width * 0.5), floor), True), ink)
            if named:
                draw_label(draw, (width / 2, height * 0.8), name, name_size, bold=True, fill=ink, anchor="mm", max_width=width - 10, direction=direction(lang))
        return image
    code = card_code(card)
    letter, value = COLOURS[COLOUR_OF[code]], str(VALUE_OF[code])
    fill = DOMAIN_COLOUR[letter]
    ink = contrast_ink(fill)
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=INK, width=3)
    corner = font(max(12, width // 5, floor), True)
    draw.text((max(5, width // 12), 3), f"{letter}{DOMAIN_SYMBOL[letter]}", font=corner, fill=ink)
    value_size = max(int(min(width * 0.55, height * 0.42)), floor)
    both = height >= 2 * corner.size + value_size + 8
    # On a short card the value goes lower, clear of the corner's letter (never over it).
    below_corner = 3 + corner.getbbox(f"{letter}{DOMAIN_SYMBOL[letter]}")[3] + 2 + font(value_size, True).getbbox(value, anchor="mm")[3]
    draw_centered(draw, (width / 2, max(height * (0.56 if both else 0.62), below_corner)), value, font(value_size, True), ink)
    if both:
        draw.text((width - max(5, width // 12), height - 4), DOMAIN_SYMBOL[letter], font=corner, fill=ink, anchor="rd")
    return image


def font_for_width(text: str, size: int) -> float:
    """How wide `text` is in the bold face at `size`."""
    return font(size, True).getlength(text)


def paste_card(
    image: Image.Image,
    card: str,
    xy: tuple[int, int],
    size: tuple[int, int],
    *,
    gaia_colour: str = "",
    highlight: bool = False,
    dim: bool = False,
    lang: str = "en",
) -> None:
    """Paste a cached card face at `xy`; a highlight ring behind it, or a pale veil over it."""
    x, y = xy
    w, h = size
    if highlight:
        ImageDraw.Draw(image).rounded_rectangle((x - 6, y - 6, x + w + 5, y + h + 5), radius=max(8, w // 7), fill=HIGHLIGHT, outline=INK, width=2)
    face = card_face(card, w, h, gaia_colour, lang, phone_floor(image.width))
    image.paste(face, (x, y), face)
    if dim:
        veil = _veil(w, h)
        image.paste(veil, (x, y), veil)


@lru_cache(maxsize=32)
def _veil(width: int, height: int) -> Image.Image:
    veil = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    ImageDraw.Draw(veil).rounded_rectangle((0, 0, width - 1, height - 1), radius=max(6, width // 8), fill=(*BACKGROUND, 150))
    return veil


def empty_slot(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], letter: str, *, warn: bool = False, lang: str = "en") -> None:
    """A place for a stack not started: a thin outline in the domain colour with its letter.

    `warn` marks the fifth colour of a player holding four: taking it scores −3.
    """
    x0, y0, x1, y1 = box
    middle = (x0 + x1) / 2
    size = max(18, floor_of(draw))
    if warn:
        draw.rounded_rectangle(box, radius=8, fill=(253, 226, 220), outline=WARN, width=3)
        draw_centered(draw, (middle, (y0 + y1) / 2 - size * 0.6), f"{letter}{DOMAIN_SYMBOL[letter]}", font(size, True), MUTED)
        draw_centered(draw, (middle, (y0 + y1) / 2 + size * 0.6), number(lang, "−3"), font(max(22, size), True), WARN)
        return
    draw.rounded_rectangle(box, radius=8, outline=DOMAIN_COLOUR[letter], width=2)
    draw_centered(draw, (middle, (y0 + y1) / 2), f"{letter}{DOMAIN_SYMBOL[letter]}", font(size, True), MUTED)


def stack_place(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    stacks: dict[str, StackTop],
    letter: str,
    xy: tuple[int, int],
    size: tuple[int, int],
    *,
    highlight: bool = False,
    warn: bool = False,
    lang: str = "en",
) -> None:
    """A seat's stack of one colour: its top card with the height in a tag under its corner, or the empty place for it."""
    x, y = xy
    w, h = size
    if letter in stacks:
        tag = max(17, floor_of(draw)) + 6
        card_h = h - tag + 10  # the tag covers only the card's bottom edge, not its value
        paste_card(image, stacks[letter]["top"], xy, (w, card_h), highlight=highlight, lang=lang)
        height_tag(draw, (x + w + 4, y + h + 4), stacks[letter]["height"], lang)
    else:
        empty_slot(draw, (x, y, x + w, y + h), letter, warn=warn, lang=lang)


def height_tag(draw: ImageDraw.ImageDraw, xy: tuple[int, int], height: int, lang: str = "en") -> None:
    """A small dark tag with the stack height, e.g. '×3' (in the reader's digits)."""
    x, y = xy
    text = "×" + number(lang, height)
    fnt = font(max(17, floor_of(draw)), True)
    w, h = int(draw.textlength(text, font=fnt)) + 10, fnt.size + 6
    draw.rounded_rectangle((x - w, y - h, x, y), radius=6, fill=INK)
    draw_centered(draw, (x - w / 2, y - h / 2), text, fnt, WHITE)
