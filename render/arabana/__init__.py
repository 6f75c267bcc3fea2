"""Arabana images: the archipelago board with its panel, a player's hand, and the final standings.

The board is 1600×1000: the map on the left (islands sized by class, Lusepil largest, every
connection a bridge spot drawn as a plank), the panel on the right (pass, turn, display, a table of
players with points, bridges, stones, cards and gods). A bridge shows its owner's colour and letter;
an island stone is a disc of the controller's colour with his letter; god stones are labelled chips.
The last turn's changes carry a gold halo. The sea, the islands and the empty planks are drawn once
(module cache) and the position is drawn over a copy.
"""

from __future__ import annotations

from render.arabana.board import (
    BOARD_SIZE,
    MAP_HEIGHT,
    MAP_WIDTH,
    base_board,
    island_centre,
    island_outline,
    island_radius,
    plank,
    spot_geometry,
)
from render.arabana.final import render_final
from render.arabana.hand import render_hand
from render.arabana.pieces import card_face
from render.arabana.table import PANEL_LEFT, PANEL_WIDTH, palette, render_table
from render.arabana.words import move_text

__all__ = [
    "BOARD_SIZE", "MAP_HEIGHT", "MAP_WIDTH", "PANEL_LEFT", "PANEL_WIDTH", "base_board", "card_face", "island_centre", "island_outline",
    "island_radius", "move_text", "palette", "plank", "render_final", "render_hand", "render_table", "spot_geometry",
]  # fmt: skip
