"""Druids' hand image: a seat's cards (playable ones raised), with its stacks and the trick below for context."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.games.druids.views import DruidsView, as_view
from bot.i18n import direction, number
from render.common import BACKGROUND, MUTED, badge, card_back, draw_label, floor_of, player_letter, to_palette
from render.druids.colours import palette
from render.druids.faces import ORDER, paste_card, stack_place
from render.druids.words import colour_label, img_text, seat_name, status_line
from render.mirror import Mirror
from render.names import name_fitted

HAND_WIDTH = 1280
FOOTER_HEIGHT = 200  # your stacks and the trick (each card with its player's badge under it), below the hand


def render_hand(view: Mapping[str, object], lang: str = "en") -> Image.Image:
    """The seat's hand in a row (sorted by colour and value), playable cards raised and ringed, others dimmed."""
    return _hand(as_view(view), lang)


def _hand(view: DruidsView, lang: str) -> Image.Image:
    hand = view.get("hand", [])
    count = max(1, len(hand))
    gap = 14
    card_w = min(96, (HAND_WIDTH - 40 - (count - 1) * gap) // count)
    card_h = int(card_w * 1.42)
    top = 50  # the title, then what is awaited on a line of its own
    footer = top + 80 + card_h + 20
    image = Image.new("RGB", (HAND_WIDTH, footer + FOOTER_HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    mirror = Mirror(draw, lang, 0, HAND_WIDTH)
    seat = view["seat"]
    legal = view.get("legal", [])
    playable = set(view.get("playable", []))
    if seat is not None:
        title = name_fitted(lambda n: img_text(lang, "hand-title", name=n, count=len(hand)), seat_name(seat, view, lang), lambda t: mirror.fits(t, 30, 1242, bold=True))
    else:
        title = img_text(lang, "hand")
    mirror.label_in(mirror.span(20, 1262), 10, title, 30, bold=True)
    mirror.label_in(mirror.span(20, 1262), 52, status_line(view, lang, lambda t: mirror.fits(t, 22, 1242, bold=True)), 22, bold=True)
    x = (HAND_WIDTH - (count * card_w + (count - 1) * gap)) // 2
    for card in hand:
        able = card in playable
        y = top + (62 if able else 80)
        paste_card(image, card, (x, y), (card_w, card_h), highlight=able and bool(legal), dim=bool(legal) and not able, lang=lang)
        x += card_w + gap
    if not hand:
        draw_label(draw, (HAND_WIDTH / 2, top + 140), img_text(lang, "no-cards"), 28, bold=True, fill=MUTED, anchor="mm", max_width=HAND_WIDTH - 80, direction=direction(lang))
    _hand_footer(image, draw, view, footer, mirror)
    return to_palette(image, palette())


def _hand_footer(image: Image.Image, draw: ImageDraw.ImageDraw, view: DruidsView, y: int, mirror: Mirror) -> None:
    """Your stacks and the trick so far, small, for context beside the buttons (blocks mirrored right to left)."""
    lang = mirror.lang
    seat = view["seat"]
    draw.line((20, y - 8, 1260, y - 8), fill=(205, 198, 180), width=2)
    y_cards = y + 42  # below the footer's titles
    own = mirror.span(20, 410)
    mirror.label_in(own, y, img_text(lang, "your-stacks"), 22, bold=True)
    stacks = view["stacks"][seat] if seat is not None else {}
    sickle = view["sickle"]
    targets = sickle["choices"] if sickle and sickle["seat"] == seat else []
    first = int(mirror.start(20, 5 * 78 - 8))  # room for the last height tag
    for i, letter in enumerate(ORDER):
        x = first + i * 78
        stack_place(image, draw, stacks, letter, (x, y_cards), (62, 88), highlight=letter in targets, lang=lang)
    trick = view["trick"]
    led = view["led"]
    plays = view["plays"]
    last = view["last_trick"]
    # The trick's title may reach up to the title of the counts, at the far end.
    middle = mirror.span(440, 1262 - mirror.measure(img_text(lang, "cards-in-hand"), 20, bold=True) - 24)
    if view["phase"] == "over":
        # A finished game has no next trick: its last trick, or only that the game is over.
        plays = last["plays"] if last else []
        if last:
            title = name_fitted(lambda n: img_text(lang, "last-trick", trick=last["trick"], name=n), seat_name(last["winner"], view, lang), lambda t: mirror.fits(t, 22, middle[1] - middle[0], bold=True))
        else:
            title = img_text(lang, "game-over")
    elif led:
        title = img_text(lang, "trick-led", trick=view["trick_no"], colour=colour_label(led, lang))
    else:
        title = img_text(lang, "trick", trick=view["trick_no"])
    mirror.label_in(middle, y, title, 22, bold=True)
    if not trick and view["phase"] != "over":
        mirror.label_in(middle, y_cards, img_text(lang, "no-trick-cards"), 20, fill=MUTED)
    radius = max(12, -(-floor_of(draw) * 5 // 6))
    for i, played in enumerate(plays):
        card = played["card"]
        x = int(mirror.start(450 + i * 90, 62))
        paste_card(image, card, (x, y_cards), (62, 88), gaia_colour=(view["gaia"] or "") if card == "GAIA" else "", lang=lang)
        badge(draw, (x + 31, y_cards + 88 + radius + 4), played["seat"], radius=radius)  # under its card, hiding none of it
    sizes = view["hand_sizes"]
    counts = mirror.span(910, 1262)
    mirror.label_in(counts, y, img_text(lang, "cards-in-hand"), 20, bold=True, at_end=True)
    # As many "B: 12" a line as fit, on up to three lines; the backs show where a line is left free.
    lines = mirror.wrap("  ".join(f"{player_letter(s)}:\u00a0{number(lang, sizes[s])}" for s in range(len(sizes)) if s != seat), 20, counts[1] - counts[0])
    for k, line in enumerate(lines[:3]):
        mirror.label_in(counts, y + 36 + k * 36, line.replace("\u00a0", " "), 20, fill=MUTED, at_end=True)
    if len(lines) == 1:
        backs = int(mirror.start(1180, 40 + 2 * 14))
        for i in range(min(3, max(sizes, default=0))):
            card_back(draw, (backs + i * 14, y + 86, backs + 40 + i * 14, y + 142))
