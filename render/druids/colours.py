"""Druids' colours: the domains, the special cards, the rows, and the one fixed palette every image maps onto."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from bot.games.druids.cards import SPECIAL_SYMBOL
from render.common import (
    BACKGROUND,
    CARD_BACK,
    CARD_BACK_LINE,
    FELT_LIGHT,
    HIGHLIGHT,
    INK,
    MUTED,
    OKABE_ITO,
    TABLE_GREEN,
    WHITE,
    Colour,
    fixed_palette,
    player_colour,
)

# The domains in Okabe–Ito colours (each card also shows its letter and symbol).
DOMAIN_COLOUR: dict[str, Colour] = {
    "G": OKABE_ITO["green"],
    "Y": OKABE_ITO["yellow"],
    "R": OKABE_ITO["vermillion"],
    "B": OKABE_ITO["blue"],
    "V": OKABE_ITO["purple"],
}
SPECIAL_FILL: dict[str, Colour] = {"GAIA": (236, 226, 198), "SICKLE": (212, 175, 55), "MISTLETOE": (190, 214, 182)}
SPECIAL_FACE: dict[str, tuple[Colour, str]] = {code: (fill, SPECIAL_SYMBOL[code]) for code, fill in SPECIAL_FILL.items()}
ROW_FILL = (255, 252, 244)
TURN_FILL = (255, 236, 170)
WARN = (190, 30, 30)
PALETTE_COLOURS: list[Colour] = [
    BACKGROUND, TABLE_GREEN, FELT_LIGHT, INK, MUTED, WHITE, HIGHLIGHT, ROW_FILL, TURN_FILL, WARN, (253, 226, 220),
    (205, 198, 180), CARD_BACK, CARD_BACK_LINE, (160, 110, 0), (200, 40, 40),
    *DOMAIN_COLOUR.values(), *(face[0] for face in SPECIAL_FACE.values()), *(player_colour(s) for s in range(5)),
]


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The palette of every colour drawn here, exactly, and their blends (anti-aliased edges)."""
    return fixed_palette(colours=PALETTE_COLOURS)
