"""Abracadabra images: the table (trick, trump, contracts, bid cards), a hand, and the final standings.

Pure: a view (bot.games.abracadabra state view) and a language in, a PIL image out. Suits use a
four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green) and always their symbol; players use their colour
and letter. Every label comes from the `abracadabra-img-…` catalog keys and is drawn with
`draw_label` (shaped, shrunk to its room); in a right-to-left language the labels of a block are
laid out mirrored (a `render.common.Mirror` flips x inside the block), while card rows keep their order.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.abracadabra.cards import SUIT_SYMBOL, bid_text
from bot.i18n import isolated, ltr_run, number, t
from render.common import (
    BACKGROUND,
    HIGHLIGHT,
    INK,
    MUTED,
    TABLE_GREEN,
    WHITE,
    Colour,
    Mirror,
    badge,
    card_back,
    draw_centered,
    draw_label,
    font,
    player_letter,
    player_name,
    score_chart,
)

View = dict[str, Any]
Box = tuple[int, int, int, int]

SUIT_COLOUR = {"S": (25, 25, 25), "H": (200, 30, 45), "D": (20, 90, 200), "C": (0, 125, 60)}
TABLE_SIZE = (1280, 860)
HAND_SIZE = (1280, 420)
FINAL_SIZE = (1280, 760)
PANEL = (430, 196)
FELT_LIGHT = (48, 116, 80)
BID_CARD = (34, 46)
BID_STEP = BID_CARD[0] + 4


def pretty(card: str) -> str:
    """'QH' as 'Q♥' (the Joker stays 'JK')."""
    return card if card == "JK" else card[:-1] + SUIT_SYMBOL[card[-1]]


def seat_name(seat: int, view: View | None = None, lang: str = "en", limit: int = 16) -> str:
    """How the image names a seat: the player's display name if the view has it, else 'Player A'."""
    return player_name(view or {}, seat, limit, lang, fallback="abracadabra-player")


def _img(lang: str, key: str, **params: object) -> str:
    """A label of this game's image catalog (`abracadabra-img-<key>`)."""
    return t(lang, f"abracadabra-img-{key}", **params)


def _named(pen: Mirror, name: str, label: Callable[[str], str], max_width: int, *, bold: bool = False, smallest: int = 16) -> str:
    """`label(name)`, the name shortened with '…' until the label fits `max_width` at the `smallest` size."""
    while len(name) > 2 and pen.measure(label(name), smallest, bold) > max_width:
        name = name[:-2].rstrip() + "…"
    return label(name)


def _bid_card(pen: Mirror, x: int, y: int, rank: int | None, suit: str | None, *, state: str = "up", step: int = BID_STEP) -> int:
    """A small bid card at left-to-right x; returns the x of the next one (`step` < its width: overlapping)."""
    draw_bid_card(pen.draw, int(pen.start(x, BID_CARD[0])), y, rank, suit, state=state)
    return x + step


# ---------------------------------------------------------------- drawing helpers
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
) -> None:
    """A play card face: rank and suit symbol in the suit's colour; the Joker as the card it stands for."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    if highlight:
        draw.rounded_rectangle((x0 - 6, y0 - 6, x1 + 6, y1 + 6), radius=14, fill=HIGHLIGHT)
    is_joker = text == "JK"
    shown = joker_as if is_joker and joker_as else text
    fill = (255, 246, 214) if is_joker else (238, 238, 238) if dim else WHITE
    draw.rounded_rectangle(box, radius=10, fill=fill, outline=INK, width=3 if is_joker else 2)
    if shown == "JK":  # the Joker turned up: no card to stand for
        word = t(lang, "abracadabra-img-joker-card")
        draw_label(draw, ((x0 + x1) / 2, (y0 + y1) / 2), word, 26, bold=True, fill=(120, 60, 150), anchor="mm", max_width=w - 10)
        return
    rank, suit = shown[:-1], shown[-1]
    colour = SUIT_COLOUR[suit]
    draw.text((x0 + 8, y0 + 5), rank, font=font(max(16, w // 3), bold=True), fill=colour)
    draw.text((x0 + 8, y0 + 5 + max(16, w // 3)), SUIT_SYMBOL[suit], font=font(max(14, w // 4)), fill=colour)
    draw_centered(draw, ((x0 + x1) / 2 + 6, (y0 + y1) / 2 + 10), SUIT_SYMBOL[suit], font(int(w * 0.55)), colour)
    if is_joker:
        draw.rectangle((x0 + 3, y1 - 24, x1 - 3, y1 - 4), fill=(120, 60, 150))
        word = t(lang, "abracadabra-img-joker-card")
        draw_label(draw, ((x0 + x1) / 2, y1 - 14), word, max(11, w // 7), bold=True, fill=WHITE, anchor="mm", max_width=w - 10)
    if trump is not None and suit == trump:
        draw.text((x1 - 8, y0 + 6), "★", font=font(max(14, w // 5)), fill=(190, 130, 0), anchor="ra")


def draw_bid_card(draw: ImageDraw.ImageDraw, x: int, y: int, rank: int | None, suit: str | None, *, state: str = "up") -> int:
    """A small bid card at (x, y): 'up' face up, 'won' face up and ringed, 'down' a back, 'centre' greyed."""
    w, h = BID_CARD
    box = (x, y, x + w, y + h)
    if state == "down" or rank is None:
        card_back(draw, box)
        return x + w + 4
    face = _bid_face(bid_text(rank), SUIT_SYMBOL[suit] if suit else None, SUIT_COLOUR[suit] if suit and state != "centre" else MUTED, state)
    # Drawn once per face and pasted (a table shows dozens of bid cards, drawing them was most of its time).
    draw._image.paste(face, (x - BID_PAD, y - BID_PAD), face)
    return x + w + 4


BID_PAD = 3  # room around a bid card for the ring of a won one


@lru_cache(maxsize=512)
def _bid_face(rank: str, symbol: str | None, colour: Colour, state: str) -> Image.Image:
    """A face-up bid card (with its ring when won) on a transparent sprite, BID_PAD from its edges."""
    w, h = BID_CARD
    x = y = BID_PAD
    sprite = Image.new("RGBA", (w + 2 * BID_PAD + 1, h + 2 * BID_PAD + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    if state == "won":
        draw.rounded_rectangle((x - 3, y - 3, x + w + 3, y + h + 3), radius=9, fill=HIGHLIGHT)
    fill = (205, 205, 205) if state == "centre" else WHITE
    draw.rounded_rectangle((x, y, x + w, y + h), radius=7, fill=fill, outline=INK, width=2)
    draw_centered(draw, (x + w / 2, y + 17), rank, font(18, bold=True), colour)
    if symbol:
        draw_centered(draw, (x + w / 2, y + 36), symbol, font(14), colour)
    return sprite


def draw_centre_card(draw: ImageDraw.ImageDraw, x: int, y: int, rank: int) -> None:
    """A small grey bid card gone to the centre, its rank as the card prints it."""
    draw.rounded_rectangle((x, y, x + 26, y + 28), radius=5, fill=(205, 205, 205), outline=MUTED)
    draw_centered(draw, (x + 13, y + 14), bid_text(rank), font(15, bold=True), MUTED)


# ---------------------------------------------------------------- table
@lru_cache(maxsize=8)
def _table_base(players: int) -> Image.Image:
    """The static table: background and felt, drawn once per player count."""
    image = Image.new("RGB", TABLE_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((20, 64, TABLE_SIZE[0] - 20, TABLE_SIZE[1] - 20), radius=40, fill=TABLE_GREEN)
    draw.ellipse((445, 250, 835, 610), fill=FELT_LIGHT)
    return image


def _places(view: View) -> list[tuple[int, Box, tuple[int, int]]]:
    """Per hand (seats, then the dummy): its panel box and where its trick card goes (bottom = viewer)."""
    n = view["players"]
    me = view["seat"] if view["seat"] is not None else 0
    w, h = PANEL
    W, H = TABLE_SIZE
    bottom = ((W - w) // 2, H - 20 - h - 12)
    top = ((W - w) // 2, 78)
    left = (34, (H - h) // 2 + 20)
    right = (W - 34 - w, (H - h) // 2 + 20)
    centre = (W // 2, 430)
    card_at = {
        "bottom": (centre[0], centre[1] + 95),
        "top": (centre[0], centre[1] - 95),
        "left": (centre[0] - 130, centre[1]),
        "right": (centre[0] + 130, centre[1]),
    }
    spots = {"bottom": bottom, "top": top, "left": left, "right": right}
    if n == 4:
        names = ["bottom", "left", "top", "right"]
    elif n == 3:
        names = ["bottom", "left", "right"]
    else:
        names = ["bottom", "top"]
    hands = n + (1 if view["dummy"] else 0)
    out = []
    for hand in range(hands):
        where = "right" if hand == n else names[(hand - me) % n]
        x, y = spots[where]
        out.append((hand, (x, y, x + w, y + h), card_at[where]))
    return out


STAGE = {"suit": "stage-suit", "bid": "stage-bid", "place": "stage-place", "trump": "stage-place", "right": "stage-right", "expose": "stage-expose"}


def _header(pen: Mirror, view: View, status: str) -> None:
    """Title, deal · stage · trump, and whose turn it is (right-hand side; mirrored right to left)."""
    W = TABLE_SIZE[0]
    trump = view["trump"]
    parts = [_img(pen.lang, "deal", deal=view["deal"])]
    if view["phase"] in STAGE:
        parts.append(_img(pen.lang, STAGE[view["phase"]]))
    else:
        parts.append(_img(pen.lang, "trick-of", trick=min(view["trick_no"] + 1, view["tricks_per_deal"]), tricks=view["tricks_per_deal"]))
    if trump:
        parts.append(_img(pen.lang, "trump", symbol=SUIT_SYMBOL[trump]))
    elif view["turnup"] == "JK":
        parts.append(_img(pen.lang, "no-trump"))
    title_w = pen.label((34, 16), t(pen.lang, "abracadabra-title"), 30, bold=True, max_width=230)
    status_w = pen.label((W - 34, 22), status, 22, bold=True, anchor="ra", max_width=470)
    start = 34 + title_w + 26
    pen.label((start, 22), "  ·  ".join(parts), 24, max_width=W - 34 - status_w - 24 - start)


def status_line(view: View, lang: str = "en") -> str:
    """Who is to act and on what."""
    if view["phase"] == "over":
        winners = view["winners"] or []
        names = t(lang, "abracadabra-and-sep").join(isolated(seat_name(s, view, lang), lang) for s in winners)
        return t(lang, "abracadabra-img-over", winners=names, count=len(winners))
    turn = view["turn"]
    who = isolated(seat_name(turn, view, lang), lang) if turn is not None else ""
    phase = view["phase"]
    if phase == "play" and view["playing_hand"] == view["players"]:
        return t(lang, "abracadabra-img-status-play-dummy", who=who)
    if phase in ("suit", "bid", "place", "trump", "right", "expose", "play"):
        return t(lang, f"abracadabra-img-status-{phase}", who=who)
    return ""


def _panel(pen: Mirror, view: View, hand: int, box: Box) -> None:
    n = view["players"]
    x0, y0, x1, y1 = box
    is_dummy = hand == n
    active = view["playing_hand"] == hand if view["phase"] == "play" else (not is_dummy and view["turn"] == hand)
    outline = HIGHLIGHT if active else (20, 60, 40)
    pen.draw.rounded_rectangle(box, radius=16, fill=(250, 248, 240), outline=outline, width=6 if active else 2)
    pen = pen.inner(x0, x1)
    if is_dummy:
        _dummy_panel(pen, view, box)
        return
    seat = hand
    badge(pen.draw, (pen.x(x0 + 26), y0 + 26), seat, radius=17)
    info = view["bid_cards"][seat]
    name = seat_name(seat, view, pen.lang)
    score_w = pen.label((x1 - 14, y0 + 12), _img(pen.lang, "points", points=view["scores"][seat]), 21, bold=True, anchor="ra", max_width=130)
    room = (x1 - 14 - score_w - 12) - (x0 + 52)
    dealer = _img(pen.lang, "dealer") if seat == view["dealer"] else ""
    dealer_w = min(pen.measure(dealer, 16), 110) if dealer else 0
    title_room = room - (dealer_w + 8 if dealer else 0)
    mine = view["seat"] == seat
    title = _named(pen, name, lambda n: _img(pen.lang, "you", name=isolated(n, pen.lang)) if mine else n, title_room, bold=True)
    title_w = pen.label((x0 + 52, y0 + 12), title, 21, bold=True, max_width=title_room)
    if dealer:
        pen.label((x0 + 52 + title_w + 8, y0 + 15), dealer, 16, fill=MUTED, max_width=110)
    suit = info["suit"]
    line = []
    if suit:
        line.append(_img(pen.lang, "bid-suit", symbol=SUIT_SYMBOL[suit]))
    contract = info["contract"]
    if seat == view["declarer"]:
        line.append(_img(pen.lang, "declarer", contract=view["high_bid"]))
    elif contract is not None:
        line.append(_img(pen.lang, "contract", contract=contract))
    else:
        line.append(_last_bid(pen, view, seat))
    if view["phase"] in ("play", "over") or view["trick_no"]:
        line.append(_img(pen.lang, "tricks", won=view["won"][seat]))
    captured = view["captured"][seat]
    if captured and suit:
        line.append(ltr_run(f"{SUIT_SYMBOL[suit]}×{number(pen.lang, captured)}", pen.lang))
    pen.label((x0 + 14, y0 + 50), "   ".join(p for p in line if p), 19, max_width=x1 - x0 - 28)
    _bid_rows(pen, view, seat, box)
    voids = view["voids"][seat]
    if voids and view["phase"] == "play":
        text = _img(pen.lang, "void", suits=" ".join(SUIT_SYMBOL[s] for s in voids))
        pen.label((x1 - 14, y1 - 26), text, 15, fill=MUTED, anchor="ra", max_width=200)


def _last_bid(pen: Mirror, view: View, seat: int) -> str:
    for who, bid in reversed(view["auction"]):
        if who == seat:
            return _img(pen.lang, "bid", tricks=bid) if bid else _img(pen.lang, "passed")
    return ""


def _bid_rows(pen: Mirror, view: View, seat: int, box: Box) -> None:
    """Left (face down / Abracadabra), right side, centre and stack, as the public (or owner) sees them."""
    info = view["bid_cards"][seat]
    suit = info["suit"]
    x0, y0, x1, _ = box
    y = y0 + 84
    if info["contract"] is None:
        return
    left_mark, right_mark = _img(pen.lang, "left-mark"), _img(pen.lang, "right-mark")
    x = x0 + 14 + pen.label((x0 + 14, y + 12), left_mark, 18, bold=True, fill=MUTED, max_width=60) + 6
    known = info["left_ranks"]
    # Each card as (rank or None for a back, state); face-up ranks stay readable, backs overlap first.
    left: list[tuple[int | None, str]] = [(rank, "won") for rank in info["left_up"]]
    left += [(known[i] if known else None, "up" if known else "down") for i in range(info["left_down"])]
    right: list[tuple[int | None, str]] = [(rank, "up") for rank in info["right_up"]] + [(None, "down") for _ in info["right_down"]]
    mark_w = min(pen.measure(right_mark, 18, bold=True), 60)
    face_step, back_step = _bid_steps(x1 - 14 - x, [state for _, state in left], [state for _, state in right], mark_w)
    for rank, state in left:
        under = pen.start(x, BID_CARD[0])
        x = _bid_card(pen, x, y, rank, suit, state=state, step=back_step if state == "down" else face_step)
        if state == "up":  # own (or known) but face down
            pen.draw.line((under, y + 44, under + BID_CARD[0], y + 44), fill=(60, 70, 120), width=4)
    if left:
        x += BID_CARD[0] - (back_step if left[-1][1] == "down" else face_step)  # the last card shows whole
    else:
        x += pen.label((x, y + 12), "—", 18, fill=MUTED)
    if right:
        x += 14
        x += pen.label((x, y + 12), right_mark, 18, bold=True, fill=MUTED, max_width=60) + 6
        for rank, state in right:
            x = _bid_card(pen, x, y, rank, suit, state=state, step=back_step if state == "down" else face_step)
    y2 = y + 56
    stack_text = _img(pen.lang, "stack-exposed" if info["exposed"] else "stack", count=info["stack"])
    stack_w = pen.label((x1 - 14, y2 + 4), stack_text, 16, bold=info["exposed"], fill=INK if info["exposed"] else MUTED, anchor="ra", max_width=170)
    centre = _img(pen.lang, "centre" if info["centre"] else "centre-empty")
    cx = x0 + 14 + pen.label((x0 + 14, y2 + 4), centre, 16, fill=MUTED, max_width=x1 - x0 - 28 - stack_w - 12) + 6
    for rank in info["centre"]:
        draw_centre_card(pen.draw, int(pen.start(cx, 26)), y2, rank)
        cx += 29


def _bid_steps(room: int, left: list[str], right: list[str], mark: int) -> tuple[int, int]:
    """How far apart face-up and face-down bid cards go so that both groups fit `room`: backs overlap first."""

    def width(face: int, back: int) -> int:
        def group(states: list[str]) -> int:
            return sum(back if state == "down" else face for state in states[:-1]) + BID_CARD[0] if states else 0

        return (group(left) or 20) + (14 + mark + 6 + group(right) if right else 0)

    face = back = BID_STEP
    while width(face, back) > room and back > 12:
        back -= 1
    while width(face, back) > room and face > 14:
        face -= 1
    return face, back


def _dummy_panel(pen: Mirror, view: View, box: Box) -> None:
    x0, y0, x1, y1 = box
    controller = view["leader"] if view["phase"] == "play" else None
    played_w = 0
    if controller is not None:
        played_w = pen.label((x1 - 14, y0 + 14), _img(pen.lang, "played-by", letter=player_letter(controller)), 17, anchor="ra", max_width=200)
    pen.label((x0 + 14, y0 + 12), _img(pen.lang, "dummy"), 21, bold=True, max_width=x1 - x0 - 40 - played_w)
    cards = view["dummy_hand"]
    if not cards:
        size = view["hand_sizes"][view["players"]]
        for i in range(min(size, 12)):
            card_back(pen.draw, (x0 + 14 + i * 28, y0 + 60, x0 + 58 + i * 28, y0 + 122))
        pen.label((x0 + 14, y1 - 34), _img(pen.lang, "dummy-down", count=size), 17, fill=MUTED, max_width=x1 - x0 - 28)
        return
    step = min(34, (x1 - x0 - 70) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    for i, text in enumerate(_sorted_cards(cards, view["trump"], view["joker_as"])):
        cx = x0 + 12 + i * step
        row_y = y0 + 56
        draw_card(pen.draw, (cx, row_y, cx + 52, row_y + 74), text, joker_as=view["joker_as"], trump=view["trump"], lang=pen.lang)
    pen.label((x0 + 14, y1 - 34), _img(pen.lang, "dummy-cards", count=len(cards)), 17, fill=MUTED, max_width=x1 - x0 - 28)


def _trick_area(pen: Mirror, view: View, places: list[tuple[int, Box, tuple[int, int]]]) -> None:
    spot = {hand: at for hand, _, at in places}
    cards = view["trick"]
    dim = False
    if not cards and view["last_trick"] and view["phase"] == "play":
        cards = view["last_trick"]["cards"]
        dim = True
    last_played = view["trick"][-1]["hand"] if view["trick"] else None
    cw, ch = 78, 112
    for entry in cards:
        cx, cy = spot[entry["hand"]]
        draw_card(
            pen.draw,
            (cx - cw // 2, cy - ch // 2, cx + cw // 2, cy + ch // 2),
            entry["card"],
            joker_as=entry["as"],
            highlight=entry["hand"] == last_played,
            trump=view["trump"],
            dim=dim,
            lang=pen.lang,
        )
        tag = _img(pen.lang, "dummy-tag") if entry["dummy"] else player_letter(entry["seat"])
        draw_label(pen.draw, (cx, cy + ch // 2 + 4), tag, 15, bold=True, fill=WHITE, anchor="ma", max_width=cw + 8)
    last = view["last_trick"]
    if last and view["phase"] == "play":
        room = TABLE_SIZE[0] - 52 - (TABLE_SIZE[0] + PANEL[0]) // 2 - 16  # beside the top panel
        text = _img(pen.lang, "trick-won", trick=last["number"], letter=player_letter(last["winner"]))
        pen.label((TABLE_SIZE[0] - 52, 96), text, 20, bold=True, fill=WHITE, anchor="ra", max_width=room)
        won = " ".join(player_letter(s) for s in view["trick_winners"][-13:])
        pen.label((TABLE_SIZE[0] - 52, 126), _img(pen.lang, "winners", letters=won), 16, fill=WHITE, anchor="ra", max_width=room)


def _turnup(pen: Mirror, view: View) -> None:
    """Top-left of the felt (top-right right to left): the turn-up (or the named trump) and what the Joker stands for."""
    x, y = 52, 92
    room_end = (TABLE_SIZE[0] - PANEL[0]) // 2 - 16  # before the top panel
    turnup = view["turnup"]
    trump = view["trump"]
    if turnup is not None:
        pen.label((x, y), _img(pen.lang, "turnup"), 17, fill=WHITE, max_width=150)
        left = int(pen.start(x, 62))
        draw_card(pen.draw, (left, y + 26, left + 62, y + 116), turnup, lang=pen.lang)
        tx = x + 76
    else:
        tx = x
    if trump:
        pen.label((tx, y + 34), _img(pen.lang, "trump", symbol=SUIT_SYMBOL[trump]), 24, bold=True, fill=WHITE, max_width=room_end - tx)
    elif view["phase"] not in ("suit", "bid", "place"):
        text = _img(pen.lang, "no-trump" if turnup == "JK" else "trump-later")
        pen.label((tx, y + 34), text, 22, bold=True, fill=WHITE, max_width=room_end - tx)
    if view["joker_as"]:
        pen.label((tx, y + 72), _img(pen.lang, "joker-as", card=ltr_run(pretty(view["joker_as"]), pen.lang)), 19, fill=WHITE, max_width=room_end - tx)


def _phase_banner(pen: Mirror, view: View) -> None:
    """Before play: the auction so far in the middle of the table."""
    if view["phase"] in ("play", "over"):
        return
    lines = []
    for seat, bid in view["auction"][-8:]:
        letter = player_letter(seat)
        lines.append(_img(pen.lang, "auction-bid", letter=letter, tricks=bid) if bid else _img(pen.lang, "auction-pass", letter=letter))
    text = "  ".join(lines) or _img(pen.lang, "auction-none")
    if view["declarer"] is not None:
        text = _img(pen.lang, "declarer-for", letter=player_letter(view["declarer"]), contract=view["high_bid"])
    elif view["phase"] == "suit":
        text = _img(pen.lang, "choosing-suits")
    draw_label(pen.draw, (640, 430), text, 22, bold=True, fill=WHITE, anchor="mm", max_width=360)


def render_table(view: View, lang: str = "en") -> Image.Image:
    """The table as a seat (or the public) sees it, labelled in `lang`."""
    image = _table_base(view["players"]).copy()
    pen = Mirror(ImageDraw.Draw(image), lang, 0, TABLE_SIZE[0])
    _header(pen, view, status_line(view, lang))
    places = _places(view)
    for hand, box, _ in places:
        _panel(pen, view, hand, box)
    _phase_banner(pen, view)
    _trick_area(pen, view, places)
    _turnup(pen, view)
    return image


# ---------------------------------------------------------------- hand
SUIT_ORDER = "SHCD"  # alternate colours


def _sorted_cards(cards: list[str], trump: str | None, joker_as: str | None = None) -> list[str]:
    """By suit (trump first, alternating colours), high to low; the Joker beside the card it copies."""
    rank_value = {"A": 14, "K": 13, "Q": 12, "J": 11}

    def key(text: str) -> tuple[int, int, int]:
        shown = joker_as if text == "JK" and joker_as else text
        if shown == "JK":
            return (9, 0, 0)
        suit = shown[-1]
        order = -1 if suit == trump else SUIT_ORDER.index(suit)
        rank = rank_value.get(shown[:-1]) or int(shown[:-1])
        return (order, -rank, 1 if text == "JK" else 0)

    return sorted(cards, key=key)


def _playable(cards: list[str], view: View, hand: int) -> set[str]:
    """The cards `hand` may play now (all of them unless it must follow the led suit)."""
    if view["phase"] != "play" or view["playing_hand"] != hand or not view["trick"]:
        return set(cards)
    joker_as = view["joker_as"]

    def suit(text: str) -> str:
        shown = joker_as if text == "JK" and joker_as else text
        return shown[-1]

    led = view["trick"][0]
    led_suit = suit(led["card"])
    follow = {c for c in cards if suit(c) == led_suit}
    return follow or set(cards)


def _card_row(pen: Mirror, view: View, cards: list[str], y: int, size: tuple[int, int], playable: set[str]) -> None:
    """One row of cards, centred, dimming those that may not be played now."""
    trump = view["trump"]
    cw, ch = size
    step = min(cw + 8, (HAND_SIZE[0] - 60 - cw) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    x = (HAND_SIZE[0] - (step * (len(cards) - 1) + cw)) // 2
    for text in _sorted_cards(cards, trump, view["joker_as"]):
        dim = text not in playable
        box = (x, y + (14 if dim else 0), x + cw, y + ch + (14 if dim else 0))
        draw_card(pen.draw, box, text, joker_as=view["joker_as"], trump=trump, dim=dim, lang=pen.lang)
        x += step


def render_hand(view: View, lang: str = "en") -> Image.Image:
    """A seat's hand, sorted by suit with trump first and marked, and its own bid cards.

    When a suit is led, the cards that may not follow are greyed and lowered. With the dummy face up,
    its cards are a second row (the trick's leader plays them); before contracts, the bid suit is shown.
    """
    seat = view["seat"]
    dummy_cards: list[str] = view.get("dummy_hand") or []
    with_dummy = bool(dummy_cards) and view["phase"] == "play"
    image = Image.new("RGB", (HAND_SIZE[0], HAND_SIZE[1] + (170 if with_dummy else 0)), BACKGROUND)
    W = HAND_SIZE[0]
    pen = Mirror(ImageDraw.Draw(image), lang, 0, W)
    hand: list[str] = view.get("hand") or []
    trump = view["trump"]
    badge(pen.draw, (pen.x(40), 36), seat, radius=20)
    info = view["bid_cards"][seat]
    facts = []
    if info["suit"]:
        facts.append(_img(pen.lang, "bid-suit", symbol=SUIT_SYMBOL[info["suit"]]))
    if trump:
        facts.append(_img(pen.lang, "hand-trump", symbol=SUIT_SYMBOL[trump]))
    elif view["turnup"] == "JK":
        facts.append(_img(pen.lang, "hand-no-trump"))
    if view["joker_as"] and ("JK" in hand or "JK" in dummy_cards):
        facts.append(_img(pen.lang, "joker-as", card=ltr_run(pretty(view["joker_as"]), pen.lang)))
    if info["contract"] is not None:
        facts.append(_img(pen.lang, "hand-contract", contract=info["contract"], won=view["won"][seat]))
    facts_w = pen.label((W - 30, 24), "   ".join(facts), 22, anchor="ra", max_width=640) if facts else 0
    title = _img(pen.lang, "your-hand", name=isolated(seat_name(seat, view, lang), lang))
    pen.label((72, 18), title, 28, bold=True, max_width=W - 30 - facts_w - 24 - 72)
    if hand:
        _card_row(pen, view, hand, 72, (92, 134), _playable(hand, view, seat))
    else:
        draw_label(pen.draw, (W // 2, 150), _img(pen.lang, "no-cards"), 26, fill=MUTED, anchor="mm", max_width=W - 60)
    if with_dummy:
        y = 236
        n = view["players"]
        yours = view["playing_hand"] == n and view["turn"] == seat
        caption = _img(pen.lang, "dummy-yours" if yours else "dummy-leader")
        pen.label((30, y), caption, 20, bold=yours, fill=INK if yours else MUTED, max_width=W - 60)
        _card_row(pen, view, dummy_cards, y + 30, (72, 104), _playable(dummy_cards, view, n))
        _own_bid_strip(pen, view, seat, 410)
    else:
        _own_bid_strip(pen, view, seat, 250)
    return image


def _own_bid_strip(pen: Mirror, view: View, seat: int, y: int) -> None:
    W = HAND_SIZE[0]
    info = view["bid_cards"][seat]
    suit = info["suit"]
    status = status_line(view, pen.lang)
    if info["contract"] is None:
        if suit and view["phase"] in ("bid", "place", "trump"):
            x = 30 + pen.label((30, y + 12), _img(pen.lang, "your-bid-cards"), 20, bold=True, max_width=300) + 10
            for rank in range(1, view["tricks_per_deal"] + 1):
                x = _bid_card(pen, x, y, rank, suit, state="up")
            pen.label((x + 12, y + 14), _img(pen.lang, "bid-card-key"), 18, fill=MUTED, max_width=W - 30 - x - 12)
            pen.label((30, y + 70), status, 20, bold=True, max_width=W - 60)
            return
        pen.label((30, y + 14), status, 22, max_width=W - 60)
        return
    x = 30 + pen.label((30, y + 12), _img(pen.lang, "named-tricks"), 20, bold=True, max_width=300) + 10
    for rank in info["left_up"]:
        x = _bid_card(pen, x, y, rank, suit, state="won")
    for rank in info["left_ranks"] or []:
        x = _bid_card(pen, x, y, rank, suit, state="up")
    if info["right_up"] or info["right_down"]:
        x += 16
        x += pen.label((x, y + 12), _img(pen.lang, "right"), 20, bold=True, max_width=160) + 8
        for rank in info["right_up"]:
            x = _bid_card(pen, x, y, rank, suit, state="up")
        for rank in info["right_down"]:
            x = _bid_card(pen, x, y, rank, suit, state="centre")
    if info["centre"]:
        x += 16
        x += pen.label((x, y + 12), _img(pen.lang, "lost"), 20, bold=True, fill=MUTED, max_width=160) + 8
        for rank in info["centre"]:
            x = _bid_card(pen, x, y, rank, suit, state="centre")
    ranks = ltr_run(" ".join(bid_text(r) for r in info["stack_ranks"] or []), pen.lang)
    text = _img(pen.lang, "stack-ranks-exposed" if info["exposed"] else "stack-ranks", ranks=ranks)
    pen.label((30, y + 70), text, 20, fill=INK if info["exposed"] else MUTED, max_width=W - 60)
    pen.label((30, y + 104), status, 20, bold=True, max_width=W - 60)


# ---------------------------------------------------------------- final
def render_final(view: View, lang: str = "en") -> Image.Image:
    """Final standings with each deal's scores and the running totals as a chart, labelled in `lang`."""
    image = Image.new("RGB", FINAL_SIZE, BACKGROUND)
    W, H = FINAL_SIZE
    pen = Mirror(ImageDraw.Draw(image), lang, 0, W)
    n = view["players"]
    scores: list[int] = view["scores"]
    winners = set(view["winners"] or [])
    pen.label((34, 20), _img(pen.lang, "final-title"), 32, bold=True, max_width=W - 68)
    ranking = sorted(range(n), key=lambda s: (-scores[s], s))
    rows = pen.inner(34, 440)
    y = 84
    place = 0
    previous = None
    for i, seat in enumerate(ranking):
        if scores[seat] != previous:
            place = i + 1
            previous = scores[seat]
        pen.draw.rounded_rectangle((34, y, 440, y + 58), radius=12, fill=WHITE, outline=HIGHLIGHT if seat in winners else MUTED, width=4 if seat in winners else 2)
        rows.label((50, y + 14), _img(rows.lang, "place", place=place), 26, bold=True, max_width=44)
        badge(rows.draw, (rows.x(104), y + 29), seat, radius=18)
        score_w = rows.label((424, y + 14), number(lang, scores[seat]), 26, bold=True, anchor="ra")
        name_end = 424 - score_w - 12
        if seat in winners:
            wins_w = rows.label((name_end, y + 18), _img(rows.lang, "wins"), 18, bold=True, fill=(170, 110, 0), anchor="ra", max_width=110)
            name_end -= wins_w + 10
        name = _named(rows, seat_name(seat, view, lang), str, name_end - 132, smallest=18)
        rows.label((132, y + 14), name, 24, max_width=name_end - 132)
        y += 68
    history: list[list[int]] = view["history"]
    _deal_table(pen, history, n, (470, 84, W - 34, 360))
    running = [[0] for _ in range(n)]
    for deal in history:
        for seat in range(n):
            running[seat].append(running[seat][-1] + deal[seat])
    chart = (34, 390, W - 34, H - 24)
    score_chart(pen.draw, chart, running, [player_letter(s) for s in range(n)], digits=lang)
    legend = 130  # score_chart keeps this much on the right for its legend
    pen.inner(chart[0], chart[2]).label((chart[0] + 12, chart[1] + 8), _img(pen.lang, "running-totals"), 20, bold=True, max_width=chart[2] - chart[0] - legend - 24)
    return image


def _deal_table(pen: Mirror, history: list[list[int]], n: int, box: Box) -> None:
    """Each deal's points per seat (the last twelve deals), columns in reading order."""
    x0, y0, x1, y1 = box
    pen.draw.rounded_rectangle(box, radius=12, fill=WHITE, outline=MUTED, width=2)
    pen = pen.inner(x0, x1)
    pen.label((x0 + 14, y0 + 10), _img(pen.lang, "points-per-deal"), 20, bold=True, max_width=x1 - x0 - 28)
    shown = history[-12:]
    first = len(history) - len(shown) + 1
    col = (x1 - x0 - 110) // max(1, len(shown))
    col = min(col, 70)
    for j in range(len(shown)):
        pen.label((x0 + 100 + j * col + col // 2, y0 + 44), number(pen.lang, first + j), 16, bold=True, fill=MUTED, anchor="ma")
    row_h = min(48, (y1 - y0 - 76) // max(1, n))
    for seat in range(n):
        ry = y0 + 72 + seat * row_h
        badge(pen.draw, (pen.x(x0 + 40), ry + 14), seat, radius=13)
        for j, deal in enumerate(shown):
            value = deal[seat]
            pen.label((x0 + 100 + j * col + col // 2, ry + 4), number(pen.lang, value), 18, fill=INK if value >= 0 else (190, 40, 40), anchor="ma", max_width=col - 4)
