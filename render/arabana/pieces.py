"""Arabana's pieces as drawn: island cards, seat badges and god chips, each drawn once and pasted."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.arabana.board import ISLAND_CLASS, ISLAND_NAMES, ISLANDS, SPOT_COUNT
from bot.i18n import number, t
from render.arabana.board import MARKED, PANEL, SAND, SAND_EDGE, SEA, Point, island_centre, island_radius
from render.common import INK, WHITE, Colour, badge, draw_centered, draw_label, fit_font, font, phone_floor

CARD_COLOURS: dict[str, Colour] = {"main": (244, 178, 150), "large": (238, 220, 160), "small": (168, 218, 206)}
GOD_CHIP = (88, 84, 96)
GOD_SYMBOL = {"Kane": "Kane ★", "Kanaloa": "Kanaloa", "Ku": "Ku", "Pele": "Pele", "Lono": "Lono"}


@lru_cache(maxsize=128)
def card_face(island: int, width: int, height: int, lang: str = "en", floor: int = 0) -> Image.Image:
    """An island card: name, a small map with the island marked, class and spot count; no text below
    `floor` (the phone's floor of the image the card goes on)."""
    image = Image.new("RGB", (width, height), PANEL)
    draw = ImageDraw.Draw(image)
    kind = ISLAND_CLASS[island]
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=12, fill=CARD_COLOURS[kind], outline=INK, width=3)
    name = ISLAND_NAMES[island]
    draw_centered(draw, (width / 2, height * 0.14), name, fit_font(draw, name, width - 14, max(int(width * 0.22), floor), bold=True, minimum=floor), INK)
    kind_name, spots = t(lang, f"arabana-class-{kind}"), number(lang, SPOT_COUNT[island])
    label_size = max(11, width // 9, floor)
    # Class and spot count on one line under the map, or where they do not fit, on two (the map gives way).
    one_line = font(label_size).getlength(f"{kind_name} · {spots}") <= width - 12
    mx0, my0, mx1, my1 = 8, int(height * 0.26), width - 8, int(height * (0.80 if one_line else 0.68))
    draw.rounded_rectangle((mx0, my0, mx1, my1), radius=6, fill=SEA)
    xs = [island_centre(i)[0] for i in range(ISLANDS)]
    ys = [island_centre(i)[1] for i in range(ISLANDS)]
    span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)
    scale = min((mx1 - mx0 - 16) / span_x, (my1 - my0 - 16) / span_y)
    ox = (mx0 + mx1) / 2 - scale * (min(xs) + max(xs)) / 2
    oy = (my0 + my1) / 2 - scale * (min(ys) + max(ys)) / 2
    for i in range(ISLANDS):
        x, y = ox + scale * xs[i], oy + scale * ys[i]
        r = max(2.0, scale * island_radius(i) * 0.55)
        if i == island:
            draw.ellipse((x - r - 3, y - r - 3, x + r + 3, y + r + 3), fill=INK)
            draw.ellipse((x - r, y - r, x + r, y + r), fill=MARKED)
        else:
            draw.ellipse((x - r, y - r, x + r, y + r), fill=SAND, outline=SAND_EDGE)
    if one_line:
        draw_label(draw, (width / 2, height * 0.90), f"{kind_name} · {spots}", label_size, anchor="mm", max_width=width - 12, floor=floor)
    else:
        draw_label(draw, (width / 2, height * 0.77), kind_name, label_size, anchor="mm", max_width=width - 12, floor=floor)
        draw_label(draw, (width / 2, height * 0.91), spots, label_size, anchor="mm", max_width=width - 12, floor=floor)
    return image


@lru_cache(maxsize=32)
def _badge_stamp(seat: int, radius: int) -> Image.Image:
    stamp = Image.new("RGBA", (2 * radius + 4, 2 * radius + 4), (0, 0, 0, 0))
    badge(ImageDraw.Draw(stamp), (radius + 2, radius + 2), seat, radius=radius)
    return stamp


def paste_badge(image: Image.Image, centre: Point, seat: int, radius: int) -> None:
    """A seat's badge (colour and letter) pasted centred on `centre`; large enough for its letter to be legible on `image`."""
    radius = max(radius, math.ceil(phone_floor(image.width) / 1.2))
    stamp = _badge_stamp(seat, radius)
    image.paste(stamp, (round(centre[0]) - radius - 2, round(centre[1]) - radius - 2), stamp)


@lru_cache(maxsize=32)
def chip_stamp(god: str, size: int) -> Image.Image:
    """A god stone's labelled chip, drawn once per god and size on transparency."""
    text = GOD_SYMBOL.get(god, god)
    fnt = font(size, bold=True)
    width, height = int(fnt.getlength(text)) + 12, int(size * 1.6)
    stamp = Image.new("RGBA", (width + 1, height + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(stamp)
    draw.rounded_rectangle((0, 0, width, height), radius=6, fill=GOD_CHIP, outline=INK)
    draw_centered(draw, (width / 2, height / 2), text, fnt, WHITE)
    return stamp


def god_chip(image: Image.Image, centre: Point, god: str, size: int = 14) -> int:
    """A god stone's labelled chip centred on `centre` (its label no smaller than `image`'s phone floor); returns its width."""
    stamp = chip_stamp(god, max(size, phone_floor(image.width)))
    image.paste(stamp, (round(centre[0] - stamp.width / 2), round(centre[1] - stamp.height / 2)), stamp)
    return stamp.width
