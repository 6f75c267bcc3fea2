"""Abracadabra's hand image: a seat's cards (unplayable ones greyed), the face-up dummy's, its own bid cards."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.games.abracadabra.cards import JOKER_TEXT, SUIT_SYMBOL, TEXT_CARD, bid_text, suit_letter
from bot.games.abracadabra.views import AbracadabraView, as_view
from bot.i18n import isolated, ltr_run
from render.abracadabra import faces
from render.abracadabra.colours import palette
from render.abracadabra.words import img_text, pretty, seat_name, status_line
from render.common import BACKGROUND, INK, MUTED, Colour, badge, draw_label, to_palette
from render.mirror import Mirror
from render.names import name_fitted

HAND_SIZE = (960, 500)
ROW = 62  # from one row of bid cards to the next, where they go on
FACT_LINE = 34  # from one line of the facts under the title to the next


def _playable(cards: list[str], view: AbracadabraView, hand: int) -> set[str]:
    """The cards `hand` may play now (all of them unless it must follow the led suit)."""
    if view["phase"] != "play" or view["playing_hand"] != hand or not view["trick"]:
        return set(cards)
    joker_as = view["joker_as"]

    def suit(text: str) -> str:
        shown = joker_as if text == JOKER_TEXT and joker_as else text
        return suit_letter(TEXT_CARD[shown])

    led = view["trick"][0]
    led_suit = suit(led["card"])
    follow = {c for c in cards if suit(c) == led_suit}
    return follow or set(cards)


def _card_row(mirror: Mirror, view: AbracadabraView, cards: list[str], y: int, size: tuple[int, int], playable: set[str]) -> None:
    """One row of cards, centred, dimming those that may not be played now."""
    trump = view["trump"]
    cw, ch = size
    step = min(cw + 8, (HAND_SIZE[0] - 60 - cw) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    x = (HAND_SIZE[0] - (step * (len(cards) - 1) + cw)) // 2
    shown = faces.sorted_cards(cards, trump, view["joker_as"])
    for i, text in enumerate(shown):
        dim = text not in playable
        box = (x, y + (14 if dim else 0), x + cw, y + ch + (14 if dim else 0))
        visible = step if i < len(shown) - 1 and step < cw else None
        faces.draw_card(mirror.draw, box, text, joker_as=view["joker_as"], trump=trump, dim=dim, lang=mirror.lang, visible=visible)
        x += step


def render_hand(view: Mapping[str, object], lang: str = "en") -> Image.Image:
    """A seat's hand, sorted by suit with trump first and marked, and its own bid cards.

    When a suit is led, the cards that may not follow are greyed and lowered. With the dummy face up,
    its cards are a second row (the trick's leader plays them); before contracts, the bid suit is shown.
    """
    return to_palette(_hand_image(as_view(view), lang), palette())


def _hand_image(view: AbracadabraView, lang: str) -> Image.Image:
    seat = view["seat"]
    if seat is None:
        raise ValueError("a hand is drawn from a seat's view, not the public one")
    dummy_cards = view["dummy_hand"] or []
    with_dummy = bool(dummy_cards) and view["phase"] == "play"
    W = HAND_SIZE[0]
    hand = view.get("hand") or []
    trump = view["trump"]
    info = view["bid_cards"][seat]
    facts = []
    if info["suit"]:
        facts.append(img_text(lang, "bid-suit", symbol=SUIT_SYMBOL[info["suit"]]))
    if trump:
        facts.append(img_text(lang, "hand-trump", symbol=SUIT_SYMBOL[trump]))
    elif view["turnup"] == JOKER_TEXT:
        facts.append(img_text(lang, "hand-no-trump"))
    if view["joker_as"] and (JOKER_TEXT in hand or JOKER_TEXT in dummy_cards):
        facts.append(img_text(lang, "joker-as", card=ltr_run(pretty(view["joker_as"]), lang)))
    if info["contract"] is not None:
        facts.append(img_text(lang, "hand-contract", contract=info["contract"], won=view["won"][seat]))
    # The facts under the title, in whole parts on as many lines as they need; everything below moves down.
    measure = Mirror(ImageDraw.Draw(Image.new("RGB", (W, 1))), lang, 0, W)
    lines: list[str] = []
    for fact in facts:
        if lines and measure.fits(f"{lines[-1]}   {fact}", 22, W - 60):
            lines[-1] = f"{lines[-1]}   {fact}"
        else:
            lines.append(fact)
    shift = FACT_LINE * len(lines)
    image = Image.new("RGB", (W, HAND_SIZE[1] + shift + (170 if with_dummy else 0)), BACKGROUND)
    mirror = Mirror(ImageDraw.Draw(image), lang, 0, W)
    badge(mirror.draw, (mirror.x(40), 36), seat, radius=20)
    room = W - 30 - 72
    title = name_fitted(lambda n: img_text(lang, "your-hand", name=isolated(n, lang)), seat_name(seat, view, lang), lambda t: mirror.fits(t, 28, room, bold=True))
    mirror.label((72, 18), title, 28, bold=True, max_width=room)
    for k, line in enumerate(lines):
        mirror.label((30, 62 + k * FACT_LINE), line, 22, max_width=W - 60)
    if hand:
        _card_row(mirror, view, hand, 72 + shift, (92, 134), _playable(hand, view, seat))
    else:
        draw_label(mirror.draw, (W // 2, 150 + shift), img_text(mirror.lang, "no-cards"), 26, fill=MUTED, anchor="mm", max_width=W - 60)
    if with_dummy:
        y = 236 + shift
        n = view["players"]
        yours = view["playing_hand"] == n and view["turn"] == seat
        caption = img_text(mirror.lang, "dummy-yours" if yours else "dummy-leader")
        mirror.label((30, y), caption, 20, bold=yours, fill=INK if yours else MUTED, max_width=W - 60)
        _card_row(mirror, view, dummy_cards, y + 30, (72, 104), _playable(dummy_cards, view, n))
        _own_bid_strip(mirror, view, seat, 410 + shift)
    else:
        _own_bid_strip(mirror, view, seat, 250 + shift)
    return image


def _own_bid_strip(mirror: Mirror, view: AbracadabraView, seat: int, y: int) -> None:
    W = HAND_SIZE[0]
    info = view["bid_cards"][seat]
    suit = info["suit"]
    status = status_line(view, mirror.lang, viewer=seat, fits=lambda text: mirror.fits(text, 22, W - 60, bold=True))
    if info["contract"] is None:
        if suit and view["phase"] in ("bid", "place", "trump"):
            x = 30 + mirror.label((30, y + 12), img_text(mirror.lang, "your-bid-cards"), 20, bold=True, max_width=W // 2 - 60) + 10
            for rank in range(1, view["tricks_per_deal"] + 1):
                x = faces.bid_card_at(mirror, x, y, rank, suit, state="up")
            mirror.label((30, y + 70), img_text(mirror.lang, "bid-card-key", tricks=view["tricks_per_deal"]), 18, fill=MUTED, max_width=W - 60)
            mirror.label((30, y + 110), status, 20, bold=True, max_width=W - 60)
            return
        mirror.label((30, y + 14), status, 22, max_width=W - 60)
        return
    # The groups flow on to a second row where the first is full (the hand is narrow for a phone).
    at = [30, y]

    def room(width: int) -> tuple[int, int]:
        if at[0] + width > W - 30:
            at[0], at[1] = 30, at[1] + ROW
        return at[0], at[1]

    def group(label: str, cards: list[tuple[int, str]], fill: Colour = INK) -> None:
        x, row = room(mirror.measure(label, 20, bold=True) + 10 + faces.BID_STEP * min(len(cards), 1))
        x += mirror.label((x, row + 12), label, 20, bold=True, fill=fill, max_width=W - 60) + 10
        for rank, state in cards:
            x, row = (x, row) if x + faces.BID_STEP <= W - 30 else room(W)
            x = faces.bid_card_at(mirror, x, row, rank, suit, state=state)
        at[0] = x + 16

    group(img_text(mirror.lang, "named-tricks"), [(r, "won") for r in info["left_up"]] + [(r, "up") for r in info["left_ranks"] or []])
    if info["right_up"] or info["right_down"]:
        group(img_text(mirror.lang, "right"), [(r, "up") for r in info["right_up"]] + [(r, "centre") for r in info["right_down"]])
    if info["centre"]:
        group(img_text(mirror.lang, "lost"), [(r, "centre") for r in info["centre"]], MUTED)
    ranks = ltr_run(" ".join(bid_text(r) for r in info["stack_ranks"] or []), mirror.lang)
    text = img_text(mirror.lang, "stack-ranks-exposed" if info["exposed"] else "stack-ranks", ranks=ranks)
    mirror.label((30, at[1] + 70), text, 20, fill=INK if info["exposed"] else MUTED, max_width=W - 60)
    mirror.label((30, at[1] + 110), status, 20, bold=True, max_width=W - 60)
