"""Arabana's hand image: a seat's island cards with their free spots, its god stones, a hand seen with Ku."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from bot.games.arabana.board import ISLANDS, SPOT_ENDS, island_of
from bot.games.arabana.views import ArabanaView, as_view
from bot.i18n import isolated, t
from render.arabana import pieces
from render.arabana.table import sheet_palette
from render.arabana.words import seat_names, status_lines
from render.common import BACKGROUND, MUTED, new_canvas, phone_floor, to_palette
from render.mirror import Mirror

HAND_CARD_W, HAND_CARD_H = 150, 200
NOTES_HEIGHT = 120  # under each card: its island's free spots and ruler, in up to four lines
SPOTS_AT_ISLAND = tuple(tuple(s for s, ends in enumerate(SPOT_ENDS) if island in ends) for island in range(ISLANDS))


def render_hand(view: Mapping[str, Any], lang: str = "en") -> Image.Image:
    """A seat's hand from its Arabana view: its island cards (each with its island's free spots), unused god stones, a hand seen with Ku."""
    return to_palette(_draw_hand(as_view(view), lang), sheet_palette())


def _draw_hand(view: ArabanaView, lang: str) -> Image.Image:
    seat = view.get("seat")
    hand = list(view.get("hand") or [])
    looked = list(view.get("ku_hand") or [])
    rows = 2 if looked else 1
    columns = max(4, len(hand), len(looked))
    row_h = HAND_CARD_H + NOTES_HEIGHT
    width = 40 + columns * (HAND_CARD_W + 14) + 220
    over = view.get("phase") == "over"
    height = 70 + rows * row_h + (44 if over else 0)
    image, draw = new_canvas((width, height), BACKGROUND)
    mirror = Mirror(draw, lang, 0, width)
    names = seat_names(view, lang)
    gx = width - 200  # the gods' column
    if seat is None:
        title = t(lang, "arabana-hand-title", count=len(hand))
    else:
        title = t(lang, "arabana-hand-title-of", name=isolated(names[seat], lang), count=len(hand))
        pieces.paste_badge(image, (mirror.x(40), 34), seat, 18)
    mirror.paste(image, (68, 16), title, 28, True, max_width=width - 88)
    _card_row(image, hand, 20, 70, mirror, lang)
    if seat is not None and view.get("phase") != "setup":
        for k, name in enumerate(hand):
            x = 20 + k * (HAND_CARD_W + 14) + HAND_CARD_W / 2
            # Wrapped under the card, so that "ruled by" keeps the ruler's whole name.
            lines = [part for line in _island_note(view, island_of(name), seat, lang) for part in mirror.wrap(line, 19, HAND_CARD_W)]
            for line_no, line in enumerate(lines[:4]):
                mirror.paste(image, (x, 70 + HAND_CARD_H + 18 + line_no * 26), line, 19, fill=MUTED, anchor="mm", max_width=HAND_CARD_W)
    choice = view.get("setup_choice")
    if choice:
        note = t(lang, "arabana-hand-for-display", card=choice)
        mirror.paste(image, (20, 70 + HAND_CARD_H + 12), note, 22, fill=MUTED, max_width=gx - 40)
    if looked:
        target = view.get("ku_target")
        label = t(lang, "arabana-hand-ku", name=isolated(names[target], lang)) if target is not None else "Ku"
        mirror.paste(image, (20, 70 + row_h - 6), label, 24, True, max_width=gx - 40)
        _card_row(image, looked, 20, 70 + row_h + 30, mirror, lang)
    gods = view["gods_held"][seat] if seat is not None else []
    mirror.paste(image, (gx, 70), t(lang, "arabana-hand-gods"), 24, True, max_width=180)
    for k, god in enumerate(gods):
        pieces.god_chip(image, (mirror.x(gx + 70), 118 + k * 40), god, 18)
    if not gods:
        mirror.paste(image, (gx, 104), t(lang, "arabana-hand-no-gods"), 20, fill=MUTED, max_width=180)
    elif view.get("pass") == 1 and any(g != "Kane" for g in gods):
        for k, line in enumerate(mirror.wrap(t(lang, "arabana-hand-gods-later"), 18, 180)[:3]):
            mirror.paste(image, (gx, 118 + len(gods) * 40 - 10 + k * 28), line, 18, fill=MUTED, max_width=180)
    if over:  # the cards left are no longer to be played
        mirror.paste(image, (20, height - 44), " · ".join(status_lines(view, names, lang)[:2]), 24, True, max_width=width - 40)
    return image


def _island_note(view: ArabanaView, island: int, seat: int, lang: str) -> list[str]:
    """Under a hand card: the island's free spots and one's own bridges there; who rules it."""
    spots = view["spots"]
    free = sum(1 for s in SPOTS_AT_ISLAND[island] if spots[s] is None)
    mine = view["island_bridges"][island][seat]
    lines = [t(lang, "arabana-hand-free-mine", free=free, mine=mine)]
    ruler = view["control"][island]
    if ruler is not None:
        lines.append(t(lang, "arabana-hand-ruled-by-you") if ruler == seat else t(lang, "arabana-hand-ruled-by", name=isolated(seat_names(view, lang)[ruler], lang)))
    return lines


def _card_row(image: Image.Image, cards: list[str], x0: int, y0: int, mirror: Mirror, lang: str) -> None:
    if not cards:
        mirror.paste(image, (x0, y0 + 20), t(lang, "arabana-hand-no-cards"), 24, fill=MUTED, max_width=4 * HAND_CARD_W)
    for k, name in enumerate(cards):
        left = mirror.start(x0 + k * (HAND_CARD_W + 14), HAND_CARD_W)
        image.paste(pieces.card_face(island_of(name), HAND_CARD_W, HAND_CARD_H, lang, phone_floor(image.width)), (round(left), y0))
