"""Spellcaster images: the table (four colour piles between the two mages) and a mage's hand.

The viewing mage sits at the bottom (seat 0 for the public view). Each pile shows its top card with
a tab on the side of the mage it faces (arrow, badge letter and colour), so control reads at a
glance. Pile colours carry a symbol and a name beside the hue. Card faces are drawn once per size
and language and pasted.

Every word comes from the `spellcaster` catalog in the reader's language (`lang`), card names and
texts too; texts are drawn with `draw_label` (shaped right to left for Persian, shrunk to their room)
and card texts are wrapped by their measured width. In a right-to-left language each panel and card
face is mirrored (texts anchored right, counters and bars growing from the right) and a hand's rows
read from the right; the piles on the table keep their places, red, yellow, blue, green.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.games.spellcaster.cards import CARDS
from bot.games.spellcaster.views import PileView, SpellcasterView, as_view
from render.common import fixed_palette, to_palette
from render.spellcaster.faces import CARD_FOOT, body_layout, card_face
from render.spellcaster.hand import HAND_CARD_H, HAND_CARD_W, HAND_WIDTH, draw_hand
from render.spellcaster.table import PILE_H, PILE_W, TABLE_SIZE, draw_table
from render.spellcaster.words import last_move, text_width

__all__ = [
    "CARD_FOOT", "HAND_CARD_H", "HAND_CARD_W", "HAND_WIDTH", "PILE_H", "PILE_W", "TABLE_SIZE",
    "body_layout", "card_face", "last_move", "render_hand", "render_table", "text_width",
]  # fmt: skip


def render_table(view: Mapping[str, Any], lang: str = "en") -> Image.Image:
    """The table: rival at the top, the viewer (or seat 0) at the bottom, four piles between.

    The shared layers pass any game's view as a mapping (`render.renderer.Renderer`); it is narrowed here."""
    return to_palette(draw_table(as_view(view), lang), palette())


def render_hand(view: Mapping[str, Any], lang: str = "en") -> Image.Image:
    """A mage's hand (and the cards Foresight shows him), as card faces in rows."""
    return to_palette(draw_hand(as_view(view), lang), palette())


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """A 256-colour palette taken from a sample table and hand that show every cue (mapping onto a fixed
    palette is ~15x faster than building one per image, and every image uses the same few inks and fills)."""
    piles: list[PileView] = [
        {
            "colour": colour,
            "size": 3,
            "top": top,
            "facing": seat,
            "name": CARDS[top].name,
            "text": CARDS[top].text,
            "active": CARDS[top].active,
            "activated": seat == 0,
        }
        for (colour, top), seat in zip(
            [("red", "R08"), ("yellow", "Y01"), ("blue", "B09"), ("green", "G06")], (0, 1, 0, 1), strict=True
        )
    ]
    sample: SpellcasterView = {
        "game": "spellcaster",
        "seat": 0,
        "to_move": [0],
        "turn": 0,
        "turn_no": 9,
        "start": 0,
        "phase": "actions",
        "energy": [3, 12],
        "sapphires": [7, 11],
        "scores": [7, 11],
        "hand_sizes": [4, 5],
        "deck_size": 20,
        "discard": ["R01", "Y02", "B03", "G04"],
        "piles": piles,
        "guard": [1, 0],
        "nullify": [False, True],
        "actions_left": 2,
        "activated": ["red", "blue"],
        "awaiting": {"seat": 1, "card": "R07", "kind": "discard"},
        "last": {"seat": 0, "action": "activate red"},
        "last_move": {"seat": 0, "verb": "activate", "card": None, "pile": "red"},
        "deck_seen_positions": [[], []],
        "ending": True,
        "over": False,
        "winners": [],
        "end_reason": None,
        "options": {},
        "hand": sorted(CARDS),
    }
    table = draw_table(sample, "en")
    finished = sample.copy()
    finished.update({"over": True, "winners": [0], "end_reason": "energy"})
    over = draw_table(finished, "en")
    hand = draw_hand(sample, "en")
    sheet = Image.new("RGB", (table.width * 2, table.height + hand.height))
    sheet.paste(table, (0, 0))
    sheet.paste(over, (table.width, 0))
    sheet.paste(hand, (0, table.height))
    return fixed_palette(sheet)
