"""Abracadabra images: the table (trick, trump, contracts, bid cards), a hand, and the final standings.

Pure: a view (bot.games.abracadabra state view) and a language in, a PIL image out. Suits use a
four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green) and always their symbol; players use their colour
and letter. Every label comes from the `abracadabra-img-…` catalog keys and is drawn with
`draw_label` (shaped, shrunk to its room); in a right-to-left language the labels of a block are
laid out mirrored (a `render.common.Mirror` flips x inside the block), while card rows keep their order.
"""

from __future__ import annotations

from render.abracadabra.faces import draw_bid_card, draw_card, draw_centre_card
from render.abracadabra.final import FINAL_SIZE, render_final
from render.abracadabra.hand import HAND_SIZE, render_hand
from render.abracadabra.table import TABLE_SIZE, render_table
from render.abracadabra.words import pretty, seat_name, status_line

__all__ = [
    "FINAL_SIZE", "HAND_SIZE", "TABLE_SIZE", "draw_bid_card", "draw_card", "draw_centre_card", "pretty",
    "render_final", "render_hand", "render_table", "seat_name", "status_line",
]  # fmt: skip
