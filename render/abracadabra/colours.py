"""Abracadabra's colours: the suits, the card and panel fills, and the one fixed palette every image maps onto."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image

from render.common import (
    BACKGROUND,
    CARD_BACK,
    CARD_BACK_LINE,
    FELT_LIGHT,
    HIGHLIGHT,
    INK,
    MUTED,
    TABLE_GREEN,
    WHITE,
    Colour,
    fixed_palette,
    player_colour,
)

SUIT_COLOUR: dict[str, Colour] = {"S": (25, 25, 25), "H": (200, 30, 45), "D": (20, 90, 200), "C": (0, 125, 60)}
JOKER_FILL = (255, 246, 214)
JOKER_INK = (120, 60, 150)
STAR = (190, 130, 0)
DIM_FILL = (238, 238, 238)  # a card that cannot be played now
CENTRE_FILL = (205, 205, 205)  # a bid card in the centre, and the empty bid slot
PANEL_FILL = (250, 248, 240)
PANEL_EDGE = (20, 60, 40)
UNDERLINE = CARD_BACK  # under the bid of the trick being played
WINS = (170, 110, 0)
LOSS = (190, 40, 40)

# Every flat colour the images draw. The palette keeps these exactly and fills its other entries with
# their blends (the anti-aliased edges of texts and shapes); tests/render check that no image draws a
# flat colour missing here.
PALETTE_COLOURS: list[Colour] = [
    BACKGROUND, TABLE_GREEN, FELT_LIGHT, INK, MUTED, WHITE, HIGHLIGHT, *SUIT_COLOUR.values(), JOKER_FILL, JOKER_INK,
    STAR, DIM_FILL, CENTRE_FILL, PANEL_FILL, PANEL_EDGE, CARD_BACK, CARD_BACK_LINE, WINS, LOSS,
    *(player_colour(seat) for seat in range(4)),
]


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The palette of every colour drawn here, exactly, and their blends (anti-aliased edges)."""
    return fixed_palette(colours=PALETTE_COLOURS)
