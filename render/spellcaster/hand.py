"""Spellcaster's hand image: a mage's cards in rows, and the cards Foresight shows him."""

from __future__ import annotations

from PIL import Image

from bot.games.spellcaster.cards import CARDS
from bot.games.spellcaster.views import SpellcasterView
from bot.i18n import number
from bot.i18n.spellcaster import card_name
from render.common import HIGHLIGHT, MUTED, badge, floor_of, new_canvas, player_letter, player_name
from render.mirror import Mirror
from render.names import name_fitted
from render.spellcaster import faces
from render.spellcaster.table import SAPPHIRE_GOAL
from render.spellcaster.words import img_text, viewer_seat

HAND_CARD_W, HAND_CARD_H = 300, 380  # every card text fits at the phone floor of a hand three cards wide
HAND_PER_ROW = 3  # narrower, the text is larger on a phone
HAND_WIDTH = 24 + HAND_PER_ROW * (HAND_CARD_W + 16) + 8


def _card_x(mirror: Mirror, index: int) -> int:
    """The left edge of the `index`th card of a row: rows read from the right in a right-to-left language."""
    left = 24 + index * (HAND_CARD_W + 16)
    return int(mirror.start(left, HAND_CARD_W))


def draw_hand(view: SpellcasterView, lang: str) -> Image.Image:
    """The hand image in full colour (render_hand maps it onto the palette)."""
    # In pile order (red, yellow, blue, green), as the DM's buttons list them; from the right in Persian.
    hand: list[str] = sorted(view.get("hand", []), key=lambda c: (CARDS[c].pile, c))
    awaiting = view["awaiting"]
    foreseen = list(awaiting.get("cards", [])) if awaiting is not None and awaiting["seat"] == view["seat"] else []
    rows = [hand[i : i + HAND_PER_ROW] for i in range(0, len(hand), HAND_PER_ROW)] or [[]]
    title_h = 76
    row_h = HAND_CARD_H + 24
    over = view["over"]
    height = title_h + row_h * len(rows) + (title_h + 40 + row_h if foreseen else 0) + (title_h if over else 0) + 10
    width = HAND_WIDTH
    image, draw = new_canvas((width, height))
    mirror = Mirror(draw, lang, 0, width)
    seat = viewer_seat(view)
    badge(draw, (mirror.x(44), 38), seat, radius=24)
    counters = f"⚡ {number(lang, view['energy'][seat])}   ◆ {number(lang, view['sapphires'][seat])}/{number(lang, SAPPHIRE_GOAL)}"
    counters_w = mirror.label((width - 24, 38), counters, 30, 320, anchor="rm", bold=True)
    room = width - 82 - 24 - counters_w - 30
    who = player_name(view, seat, None, lang, fallback="spellcaster-img-mage")
    title = name_fitted(lambda n: img_text(lang, "img-hand-title", who=n, n=len(hand)), who, lambda text: mirror.fits(text, 32, room, bold=True))
    mirror.label((82, 38), title, 32, room, bold=True, anchor="lm")
    y = title_h
    if not hand:
        mirror.label((40, y + 60), img_text(lang, "img-no-cards"), 30, width - 80, anchor="la", fill=MUTED)
    for row in rows:
        for i, card_id in enumerate(row):
            face = faces.card_face(card_id, HAND_CARD_W, HAND_CARD_H, lang, floor_of(draw))
            image.paste(face, (_card_x(mirror, i), y), face)
        y += row_h
    if awaiting is not None and foreseen:
        note = img_text(lang, "img-foresight", card=card_name(awaiting["card"], lang))
        for k, line in enumerate(mirror.wrap(note, 30, width - 48, bold=True)[:2]):
            mirror.label((24, y + 38 + k * 40), line, 30, width - 48, bold=True, fill=(170, 60, 0), anchor="lm")
        y += title_h + 40
        for i, card_id in enumerate(foreseen):
            x = _card_x(mirror, i)
            draw.rounded_rectangle((x - 6, y - 6, x + HAND_CARD_W + 6, y + HAND_CARD_H + 6), radius=16, fill=HIGHLIGHT)
            face = faces.card_face(card_id, HAND_CARD_W, HAND_CARD_H, lang, floor_of(draw))
            image.paste(face, (x, y), face)
    if over:  # the cards left are no longer to be played
        winners = view["winners"]
        result = img_text(lang, "img-wins", letter=player_letter(winners[0])) if len(winners) == 1 else img_text(lang, "img-draw")
        mirror.label((24, y + 38), img_text(lang, "img-hand-over", result=result), 30, width - 48, bold=True, anchor="lm")
    return image
