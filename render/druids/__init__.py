"""Druids images: the table (trick, every player's stack tops and heights, scores), a hand, the final standings.

Pure: a view (bot.games.druids state view) in, a PIL image out, labelled in the reader's language
(`lang`; every word comes from the `druids-img-*` catalog keys). Each domain card shows its colour,
its letter and its symbol (G ✚ healing, Y ☀ divination, R ♞ shapeshifting, B ★ astronomy,
V ♫ fine arts), so no cue rests on colour alone; players use their colour and letter. Card faces
are drawn once per size and language and pasted. Right-to-left languages (Persian) get the mirrored
layout: the blocks swap sides, texts are anchored right, rows read from the right; card rows keep
their order (colour order G Y R B V, trick in play order).
"""

from __future__ import annotations

from render.druids.faces import card_face, empty_slot, height_tag, paste_card
from render.druids.final import FINAL_SIZE, render_final
from render.druids.hand import HAND_WIDTH, render_hand
from render.druids.table import TABLE_SIZE, render_table
from render.druids.words import colour_label, seat_name, signed, status_line

__all__ = [
    "FINAL_SIZE", "HAND_WIDTH", "TABLE_SIZE", "card_face", "colour_label", "empty_slot", "height_tag", "paste_card",
    "render_final", "render_hand", "render_table", "seat_name", "signed", "status_line",
]  # fmt: skip
