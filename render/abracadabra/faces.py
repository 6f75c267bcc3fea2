"""Abracadabra's cards as drawn: play cards in a four-colour deck, bid cards, and the order cards are shown in."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.abracadabra.cards import (
    JOKER_TEXT,
    SUIT_SYMBOL,
    TEXT_CARD,
    bid_text,
    hand_order,
    rank_of,
    rank_text,
    suit_letter,
)
from bot.i18n import t
from render.abracadabra.colours import CENTRE_FILL, DIM_FILL, JOKER_FILL, JOKER_INK, STAR, SUIT_COLOUR
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    Box,
    Colour,
    card_back,
    draw_centered,
    draw_label,
    floor_of,
    font,
)
from render.mirror import Mirror

BID_CARD = (44, 52)  # wide enough for "10" at a 1280 px image's phone floor
BID_STEP = BID_CARD[0] + 4


def bid_card_at(mirror: Mirror, x: int, y: int, rank: int | None, suit: str | None, *, state: str = "up", step: int = BID_STEP, corner: bool = False) -> int:
    """A small bid card at left-to-right x; returns the x of the next one (`step` < its width: overlapping,
    then with `corner` its rank in the corner, where the next card leaves it in sight)."""
    side = ("right" if mirror.rtl else "left") if corner else ""  # the side the next card leaves in sight
    draw_bid_card(mirror.draw, int(mirror.start(x, BID_CARD[0])), y, rank, suit, state=state, corner=side)
    return x + step


def corner_width(draw: ImageDraw.ImageDraw, rank: str) -> int:
    """How far from a bid card's left edge its rank reaches, drawn in the corner."""
    return BID_INSET + int(font(max(18, floor_of(draw)), bold=True).getlength(rank)) + 2


def corner_step(draw: ImageDraw.ImageDraw, width: int) -> int:
    """The least distance between play cards `width` wide in an overlapping row that leaves every corner
    index ("10" and its suit) in sight."""
    size = max(16, width // 3, floor_of(draw))
    return min(width + 8, 6 + int(font(size, bold=True).getlength("10")) + 6)


def draw_card(
    draw: ImageDraw.ImageDraw,
    box: Box,
    text: str,
    *,
    joker_as: str | None = None,
    highlight: bool = False,
    trump: str | None = None,
    dim: bool = False,
    lang: str = "en",
    visible: int | None = None,
) -> None:
    """A play card face: rank and suit symbol in the suit's colour; the Joker as the card it stands for.
    With `visible`, the next card of the row covers all but that many pixels on the left: what the card
    says goes there."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    seen = min(w, visible) if visible else w
    if highlight:
        draw.rounded_rectangle((x0 - 6, y0 - 6, x1 + 6, y1 + 6), radius=14, fill=HIGHLIGHT)
    is_joker = text == JOKER_TEXT
    shown = joker_as if is_joker and joker_as else text
    fill = JOKER_FILL if is_joker else DIM_FILL if dim else WHITE
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=INK, width=3 if is_joker else 2)
    if shown == JOKER_TEXT:  # the Joker turned up: no card to stand for
        word = t(lang, "abracadabra-img-joker-card")
        if not Mirror(draw, lang).fits(word, 26, w - 10, bold=True):
            word = JOKER_TEXT  # "JK", as the card's code
        draw_label(draw, ((x0 + x1) / 2, (y0 + y1) / 2), word, 26, bold=True, fill=JOKER_INK, anchor="mm", max_width=w - 10)
        return
    card = TEXT_CARD[shown]
    rank, suit = rank_text(rank_of(card)), suit_letter(card)
    colour = SUIT_COLOUR[suit]
    floor = floor_of(draw)
    rank_size = max(16, w // 3, floor)
    suit_font = font(max(14, w // 4, floor))
    draw.text((x0 + 6, y0 + 4), rank, font=font(rank_size, bold=True), fill=colour)
    draw.text((x0 + 6, y0 + 6 + rank_size), SUIT_SYMBOL[suit], font=suit_font, fill=colour)
    corner_bottom = y0 + 6 + rank_size + suit_font.getbbox(SUIT_SYMBOL[suit])[3]
    band_top = y1
    if is_joker:
        band = max(20, floor + 4)
        word = t(lang, "abracadabra-img-joker-card")
        if not Mirror(draw, lang).fits(word, max(11, w // 7), seen - 8, bold=True):
            word = JOKER_TEXT  # "JK", as the card's code
        if y1 - band - 4 >= corner_bottom + 2:  # a band under the corner's index, naming the Joker where it is seen
            band_top = y1 - band - 4
            draw.rectangle((x0 + 3, band_top, x1 - 3, y1 - 4), fill=JOKER_INK)
            draw_label(draw, (x0 + seen / 2, y1 - 4 - band / 2), word, max(11, w // 7), bold=True, fill=WHITE, anchor="mm", max_width=seen - 8)
        else:  # a card too short for the band: a purple frame says it is the Joker
            draw.rounded_rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), radius=9, outline=JOKER_INK, width=4)
    star = font(max(14, w // 5, floor))
    if trump is not None and suit == trump:
        # Under the corner's suit symbol (the part of a card that stays in sight when cards overlap), or
        # where the Joker's band leaves no room there, beside the rank.
        star_h = star.getbbox("★")[3]
        if corner_bottom + 2 + star_h <= band_top - 2:
            draw.text((x0 + 6, corner_bottom + 2), "★", font=star, fill=STAR)
            corner_bottom += 2 + star_h
        elif (rank_w := font(rank_size, bold=True).getlength(rank)) + star.getlength("★") + 14 <= w:
            draw.text((x0 + 8 + rank_w, y0 + 4), "★", font=star, fill=STAR)
        # else: a card too small for the star; the header names the trump
    if seen < w:
        return  # the next card covers the rest: no big suit symbol under it
    # The big suit symbol in the free corner below the index, where there is room for it.
    big = font(max(int(w * 0.55), floor))
    left, top, right, bottom = big.getbbox(SUIT_SYMBOL[suit], anchor="mm")
    cx, cy = x1 - 6 - right, band_top - 6 - bottom
    if (cy + top >= corner_bottom + 2 and cx + left >= x0 + 6) or (cx + left >= x0 + 6 + suit_font.getlength(SUIT_SYMBOL[suit]) + 4 and cy + top >= y0 + 6 + rank_size):
        draw_centered(draw, (cx, cy), SUIT_SYMBOL[suit], big, colour)


def draw_bid_card(draw: ImageDraw.ImageDraw, x: int, y: int, rank: int | None, suit: str | None, *, state: str = "up", corner: str = "") -> int:
    """A small bid card at (x, y): 'up' face up, 'won' face up and ringed, 'down' a back, 'centre' greyed."""
    w, h = BID_CARD
    box = (x, y, x + w, y + h)
    if state == "down" or rank is None:
        card_back(draw, box)
        return x + w + 4
    face = _bid_face(bid_text(rank), SUIT_COLOUR[suit] if suit and state != "centre" else MUTED, state, floor_of(draw), corner)
    # Drawn once per face and pasted (a table shows dozens of bid cards, drawing them was most of its time).
    draw._image.paste(face, (x - BID_PAD, y - BID_PAD), face)
    return x + w + 4


BID_PAD = 3  # room around a bid card for the ring of a won one


BID_INSET = 4  # a bid card's rank drawn in its corner starts this far in


@lru_cache(maxsize=512)
def _bid_face(rank: str, colour: Colour, state: str, size: int, corner: str = "") -> Image.Image:
    """A face-up bid card (with its ring when won) on a transparent sprite, BID_PAD from its edges: its rank
    at font `size` in the suit's colour, centred or (in an overlapping row) in its left corner (the bid
    suit's symbol is written beside the cards, not on each)."""
    w, h = BID_CARD
    x = y = BID_PAD
    sprite = Image.new("RGBA", (w + 2 * BID_PAD + 1, h + 2 * BID_PAD + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    if state == "won":
        draw.rounded_rectangle((x - 3, y - 3, x + w + 3, y + h + 3), radius=9, fill=HIGHLIGHT)
    fill = CENTRE_FILL if state == "centre" else WHITE
    draw.rounded_rectangle((x, y, x + w, y + h), radius=7, fill=fill, outline=INK, width=2)
    if corner == "left":
        draw.text((x + BID_INSET, y + h / 2), rank, font=font(max(18, size), bold=True), fill=colour, anchor="lm")
    elif corner == "right":
        draw.text((x + w - BID_INSET, y + h / 2), rank, font=font(max(18, size), bold=True), fill=colour, anchor="rm")
    else:
        draw_centered(draw, (x + w / 2, y + h / 2), rank, font(max(18, size), bold=True), colour)
    return sprite


CENTRE_CARD = 40  # px, square: a bid card gone to the centre


def draw_centre_card(draw: ImageDraw.ImageDraw, x: int, y: int, rank: int) -> None:
    """A small grey bid card gone to the centre, its rank as the card prints it."""
    side = CENTRE_CARD
    draw.rounded_rectangle((x, y, x + side, y + side), radius=5, fill=CENTRE_FILL, outline=MUTED)
    draw_centered(draw, (x + side / 2, y + side / 2), bid_text(rank), font(max(15, floor_of(draw)), bold=True), MUTED)


def sorted_cards(cards: list[str], trump: str | None, joker_as: str | None = None) -> list[str]:
    """By suit (trump first, alternating colours), high to low; the Joker beside the card it copies."""
    return hand_order(cards, trump, joker_as)  # the engine's order, so the DM's buttons follow the image
