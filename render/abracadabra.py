"""Abracadabra images: the table (trick, trump, contracts, bid cards), a hand, and the final standings.

Pure: a view (bot.games.abracadabra state view) in, a PIL image out. Suits use a four-colour deck
(♠ black, ♥ red, ♦ blue, ♣ green) and always their symbol; players use their colour and letter.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from render.common import (
    BACKGROUND,
    HIGHLIGHT,
    INK,
    MUTED,
    TABLE_GREEN,
    WHITE,
    badge,
    card_back,
    draw_centered,
    fit_font,
    font,
    player_letter,
    score_chart,
)

View = dict[str, Any]
Box = tuple[int, int, int, int]

SUIT_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_COLOUR = {"S": (25, 25, 25), "H": (200, 30, 45), "D": (20, 90, 200), "C": (0, 125, 60)}
BID_RANK = {1: "A", 11: "J", 12: "Q", 13: "K"}
TABLE_SIZE = (1280, 860)
HAND_SIZE = (1280, 420)
FINAL_SIZE = (1280, 760)
PANEL = (430, 196)
FELT_LIGHT = (48, 116, 80)


def bid_rank(rank: int) -> str:
    """Bid-card rank text: A, 2..10, J, Q, K."""
    return BID_RANK.get(rank, str(rank))


def pretty(card: str) -> str:
    """'QH' as 'Q♥' (the Joker stays 'JK')."""
    return card if card == "JK" else card[:-1] + SUIT_SYMBOL[card[-1]]


def seat_name(seat: int) -> str:
    """How the image names a seat (colour + letter are the cue)."""
    return f"Player {player_letter(seat)}"


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
        draw_centered(draw, ((x0 + x1) / 2, (y0 + y1) / 2), "JOKER", fit_font(draw, "JOKER", w - 10, 26, bold=True), (120, 60, 150))
        return
    rank, suit = shown[:-1], shown[-1]
    colour = SUIT_COLOUR[suit]
    draw.text((x0 + 8, y0 + 5), rank, font=font(max(16, w // 3), bold=True), fill=colour)
    draw.text((x0 + 8, y0 + 5 + max(16, w // 3)), SUIT_SYMBOL[suit], font=font(max(14, w // 4)), fill=colour)
    draw_centered(draw, ((x0 + x1) / 2 + 6, (y0 + y1) / 2 + 10), SUIT_SYMBOL[suit], font(int(w * 0.55)), colour)
    if is_joker:
        draw.rectangle((x0 + 3, y1 - 24, x1 - 3, y1 - 4), fill=(120, 60, 150))
        draw_centered(draw, ((x0 + x1) / 2, y1 - 14), "JOKER", font(max(11, w // 7), bold=True), WHITE)
    if trump is not None and suit == trump:
        draw.text((x1 - 8, y0 + 6), "★", font=font(max(14, w // 5)), fill=(190, 130, 0), anchor="ra")


def draw_bid_card(draw: ImageDraw.ImageDraw, x: int, y: int, rank: int | None, suit: str | None, *, state: str = "up") -> int:
    """A small bid card at (x, y): 'up' face up, 'won' face up and ringed, 'down' a back, 'centre' greyed."""
    w, h = 34, 46
    box = (x, y, x + w, y + h)
    if state == "down" or rank is None:
        card_back(draw, box)
        return x + w + 4
    if state == "won":
        draw.rounded_rectangle((x - 3, y - 3, x + w + 3, y + h + 3), radius=9, fill=HIGHLIGHT)
    fill = (205, 205, 205) if state == "centre" else WHITE
    draw.rounded_rectangle(box, radius=7, fill=fill, outline=INK, width=2)
    colour = SUIT_COLOUR[suit] if suit and state != "centre" else MUTED
    draw_centered(draw, (x + w / 2, y + 17), bid_rank(rank), font(18, bold=True), colour)
    if suit:
        draw_centered(draw, (x + w / 2, y + 36), SUIT_SYMBOL[suit], font(14), colour)
    return x + w + 4


def label(draw: ImageDraw.ImageDraw, xy: tuple[int, int], text: str, size: int = 18, colour: tuple[int, int, int] = INK, bold: bool = False) -> int:
    """Text at xy; returns its right edge."""
    fnt = font(size, bold)
    draw.text(xy, text, font=fnt, fill=colour)
    return xy[0] + int(draw.textlength(text, font=fnt))


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


def _header(draw: ImageDraw.ImageDraw, view: View, status: str) -> None:
    trump = view["trump"]
    stage = {"suit": "Bid suits", "bid": "Auction", "place": "Contracts", "trump": "Contracts", "right": "Right side", "expose": "Stacks"}
    parts = [f"Deal {view['deal']}"]
    if view["phase"] in stage:
        parts.append(stage[view["phase"]])
    else:
        parts.append(f"Trick {min(view['trick_no'] + 1, view['tricks_per_deal'])}/{view['tricks_per_deal']}")
    if trump:
        parts.append(f"Trump {SUIT_SYMBOL[trump]}")
    elif view["turnup"] == "JK":
        parts.append("No trump")
    draw.text((34, 16), "Abracadabra", font=font(30, bold=True), fill=INK)
    draw.text((270, 22), "  ·  ".join(parts), font=font(24), fill=INK)
    draw.text((TABLE_SIZE[0] - 34, 22), status, font=fit_font(draw, status, 470, 22, bold=True), fill=INK, anchor="ra")


def status_line(view: View) -> str:
    """Who is to act and on what (names by letter)."""
    if view["phase"] == "over":
        winners = view["winners"] or []
        return "Game over — " + " & ".join(seat_name(s) for s in winners) + (" win" if len(winners) > 1 else " wins")
    turn = view["turn"]
    who = seat_name(turn) if turn is not None else ""
    return {
        "suit": f"{who} chooses a bid suit",
        "bid": f"{who} bids or passes",
        "place": f"{who} places bid cards",
        "trump": f"{who} names trump",
        "right": f"{who} chooses right-side cards",
        "expose": f"{who}: expose or keep the stack",
        "play": f"{who} to play" + (" from the dummy" if view["playing_hand"] == view["players"] else ""),
    }.get(view["phase"], "")


def _panel(draw: ImageDraw.ImageDraw, view: View, hand: int, box: Box) -> None:
    n = view["players"]
    x0, y0, x1, y1 = box
    is_dummy = hand == n
    active = view["playing_hand"] == hand if view["phase"] == "play" else (not is_dummy and view["turn"] == hand)
    outline = HIGHLIGHT if active else (20, 60, 40)
    draw.rounded_rectangle(box, radius=16, fill=(250, 248, 240), outline=outline, width=6 if active else 2)
    if is_dummy:
        _dummy_panel(draw, view, box)
        return
    seat = hand
    badge(draw, (x0 + 26, y0 + 26), seat, radius=17)
    info = view["bid_cards"][seat]
    title = seat_name(seat) + (" (you)" if view["seat"] == seat else "")
    right_edge = label(draw, (x0 + 52, y0 + 12), title, 21, bold=True)
    if seat == view["dealer"]:
        draw.text((right_edge + 8, y0 + 15), "dealer", font=font(16), fill=MUTED)
    score = f"{view['scores'][seat]} pts"
    draw.text((x1 - 14, y0 + 12), score, font=font(21, bold=True), fill=INK, anchor="ra")
    suit = info["suit"]
    line = []
    if suit:
        line.append(f"bid suit {SUIT_SYMBOL[suit]}")
    contract = info["contract"]
    if seat == view["declarer"]:
        line.append(f"DECLARER {view['high_bid']}")
    elif contract is not None:
        line.append(f"contract {contract}")
    else:
        bid = _last_bid(view, seat)
        if bid:
            line.append(bid)
    if view["phase"] in ("play", "over") or view["trick_no"]:
        line.append(f"tricks {view['won'][seat]}")
    captured = view["captured"][seat]
    if captured and suit:
        line.append(f"{SUIT_SYMBOL[suit]}×{captured}")
    draw.text((x0 + 14, y0 + 50), "   ".join(p for p in line if p), font=font(19), fill=INK)
    _bid_rows(draw, view, seat, box)
    voids = view["voids"][seat]
    if voids and view["phase"] == "play":
        draw.text((x1 - 14, y1 - 26), "void " + " ".join(SUIT_SYMBOL[s] for s in voids), font=font(15), fill=MUTED, anchor="ra")


def _last_bid(view: View, seat: int) -> str:
    for who, bid in reversed(view["auction"]):
        if who == seat:
            return f"bid {bid}" if bid else "passed"
    return ""


def _bid_rows(draw: ImageDraw.ImageDraw, view: View, seat: int, box: Box) -> None:
    """Left (face down / Abracadabra), right side, centre and stack, as the public (or owner) sees them."""
    info = view["bid_cards"][seat]
    suit = info["suit"]
    x0, y0, x1, _ = box
    y = y0 + 84
    if info["contract"] is None:
        return
    x = label(draw, (x0 + 14, y + 12), "L", 18, MUTED, bold=True) + 6
    known = info["left_ranks"]
    for rank in info["left_up"]:
        x = draw_bid_card(draw, x, y, rank, suit, state="won")
    for i in range(info["left_down"]):
        rank = known[i] if known else None
        if rank is not None:
            x = draw_bid_card(draw, x, y, rank, suit, state="up")
            draw.line((x - 38, y + 44, x - 4, y + 44), fill=(60, 70, 120), width=4)  # own/known but face down
        else:
            x = draw_bid_card(draw, x, y, None, suit, state="down")
    if not info["left_up"] and not info["left_down"]:
        x = label(draw, (x, y + 12), "—", 18, MUTED)
    if info["right_up"] or info["right_down"]:
        x = label(draw, (x + 14, y + 12), "R", 18, MUTED, bold=True) + 6
        for rank in info["right_up"]:
            x = draw_bid_card(draw, x, y, rank, suit, state="up")
        for _rank in info["right_down"]:
            x = draw_bid_card(draw, x, y, None, suit, state="down")
    y2 = y + 56
    cx = label(draw, (x0 + 14, y2 + 4), "centre" if info["centre"] else "centre —", 16, MUTED) + 6
    for rank in info["centre"]:
        draw.rounded_rectangle((cx, y2, cx + 26, y2 + 28), radius=5, fill=(205, 205, 205), outline=MUTED)
        draw_centered(draw, (cx + 13, y2 + 14), bid_rank(rank), font(15, bold=True), MUTED)
        cx += 29
    stack = info["stack"]
    stack_text = f"stack {stack}" + (" EXPOSED" if info["exposed"] else "")
    draw.text((x1 - 14, y2 + 4), stack_text, font=font(16, bold=info["exposed"]), fill=INK if info["exposed"] else MUTED, anchor="ra")


def _dummy_panel(draw: ImageDraw.ImageDraw, view: View, box: Box) -> None:
    x0, y0, x1, y1 = box
    draw.text((x0 + 14, y0 + 12), "Dummy", font=font(21, bold=True), fill=INK)
    controller = view["leader"] if view["phase"] == "play" else None
    if controller is not None:
        draw.text((x1 - 14, y0 + 14), f"played by {player_letter(controller)}", font=font(17), fill=INK, anchor="ra")
    cards = view["dummy_hand"]
    if not cards:
        size = view["hand_sizes"][view["players"]]
        for i in range(min(size, 12)):
            card_back(draw, (x0 + 14 + i * 28, y0 + 60, x0 + 58 + i * 28, y0 + 122))
        draw.text((x0 + 14, y1 - 34), f"{size} cards, face down", font=font(17), fill=MUTED)
        return
    step = min(34, (x1 - x0 - 70) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    for i, text in enumerate(_sorted_cards(cards, view["trump"], view["joker_as"])):
        cx = x0 + 12 + i * step
        row_y = y0 + 56
        draw_card(draw, (cx, row_y, cx + 52, row_y + 74), text, joker_as=view["joker_as"], trump=view["trump"])
    draw.text((x0 + 14, y1 - 34), f"{len(cards)} cards", font=font(17), fill=MUTED)


def _trick_area(draw: ImageDraw.ImageDraw, view: View, places: list[tuple[int, Box, tuple[int, int]]]) -> None:
    spot = {hand: at for hand, _, at in places}
    cards = view["trick"]
    caption = ""
    if not cards and view["last_trick"] and view["phase"] == "play":
        last = view["last_trick"]
        cards = last["cards"]
        caption = f"Trick {last['number']} won by {player_letter(last['winner'])}"
    last_played = view["trick"][-1]["hand"] if view["trick"] else None
    cw, ch = 78, 112
    for entry in cards:
        cx, cy = spot[entry["hand"]]
        draw_card(
            draw,
            (cx - cw // 2, cy - ch // 2, cx + cw // 2, cy + ch // 2),
            entry["card"],
            joker_as=entry["as"],
            highlight=entry["hand"] == last_played,
            trump=view["trump"],
            dim=bool(caption),
        )
        tag = "dummy" if entry["dummy"] else player_letter(entry["seat"])
        draw.text((cx, cy + ch // 2 + 4), tag, font=font(15, bold=True), fill=WHITE, anchor="ma")
    last = view["last_trick"]
    if last and view["phase"] == "play":
        text = f"Trick {last['number']} won by {player_letter(last['winner'])}"
        draw.text((TABLE_SIZE[0] - 52, 96), text, font=font(20, bold=True), fill=WHITE, anchor="ra")
        won = " ".join(player_letter(s) for s in view["trick_winners"][-13:])
        draw.text((TABLE_SIZE[0] - 52, 126), f"winners: {won}", font=font(16), fill=WHITE, anchor="ra")


def _turnup(draw: ImageDraw.ImageDraw, view: View) -> None:
    """Top-left of the felt: the turn-up (or the named trump) and what the Joker stands for."""
    x, y = 52, 92
    turnup = view["turnup"]
    trump = view["trump"]
    if turnup is not None:
        draw.text((x, y), "turn-up", font=font(17), fill=WHITE)
        draw_card(draw, (x, y + 26, x + 62, y + 116), turnup)
        tx = x + 76
    else:
        tx = x
    if trump:
        draw.text((tx, y + 34), f"Trump {SUIT_SYMBOL[trump]}", font=font(24, bold=True), fill=WHITE)
    elif view["phase"] not in ("suit", "bid", "place"):
        draw.text((tx, y + 34), "No trump" if turnup == "JK" else "Trump to be named", font=font(22, bold=True), fill=WHITE)
    if view["joker_as"]:
        draw.text((tx, y + 72), f"Joker = {pretty(view['joker_as'])}", font=font(19), fill=WHITE)


def _phase_banner(draw: ImageDraw.ImageDraw, view: View) -> None:
    """Before play: the auction so far in the middle of the table."""
    if view["phase"] in ("play", "over"):
        return
    lines = []
    for seat, bid in view["auction"][-8:]:
        lines.append(f"{player_letter(seat)}: {'bid ' + str(bid) if bid else 'pass'}")
    text = "  ".join(lines) or "Auction not started"
    if view["declarer"] is not None:
        text = f"Declarer {player_letter(view['declarer'])} for {view['high_bid']}"
    elif view["phase"] == "suit":
        text = "Choosing bid suits"
    draw_centered(draw, (640, 430), text, fit_font(draw, text, 360, 22, bold=True), WHITE)


def render_table(view: View, lang: str = "en") -> Image.Image:
    """The table as a seat (or the public) sees it."""
    image = _table_base(view["players"]).copy()
    draw = ImageDraw.Draw(image)
    _header(draw, view, status_line(view))
    places = _places(view)
    for hand, box, _ in places:
        _panel(draw, view, hand, box)
    _phase_banner(draw, view)
    _trick_area(draw, view, places)
    _turnup(draw, view)
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


def _card_row(draw: ImageDraw.ImageDraw, view: View, cards: list[str], y: int, size: tuple[int, int], playable: set[str]) -> None:
    """One row of cards, centred, dimming those that may not be played now."""
    trump = view["trump"]
    cw, ch = size
    step = min(cw + 8, (HAND_SIZE[0] - 60 - cw) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    x = (HAND_SIZE[0] - (step * (len(cards) - 1) + cw)) // 2
    for text in _sorted_cards(cards, trump, view["joker_as"]):
        dim = text not in playable
        draw_card(draw, (x, y + (14 if dim else 0), x + cw, y + ch + (14 if dim else 0)), text, joker_as=view["joker_as"], trump=trump, dim=dim)
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
    draw = ImageDraw.Draw(image)
    hand: list[str] = view.get("hand") or []
    trump = view["trump"]
    badge(draw, (40, 36), seat, radius=20)
    info = view["bid_cards"][seat]
    title = f"{seat_name(seat)} — your hand"
    draw.text((72, 18), title, font=font(28, bold=True), fill=INK)
    facts = []
    if info["suit"]:
        facts.append(f"bid suit {SUIT_SYMBOL[info['suit']]}")
    if trump:
        facts.append(f"trump {SUIT_SYMBOL[trump]} ★")
    elif view["turnup"] == "JK":
        facts.append("no trump")
    if view["joker_as"] and ("JK" in hand or "JK" in dummy_cards):
        facts.append(f"Joker = {pretty(view['joker_as'])}")
    if info["contract"] is not None:
        facts.append(f"contract {info['contract']}, won {view['won'][seat]}")
    draw.text((HAND_SIZE[0] - 30, 24), "   ".join(facts), font=fit_font(draw, "   ".join(facts), 640, 22), fill=INK, anchor="ra")
    if hand:
        _card_row(draw, view, hand, 72, (92, 134), _playable(hand, view, seat))
    else:
        draw_centered(draw, (HAND_SIZE[0] // 2, 150), "No cards left", font(26), MUTED)
    if with_dummy:
        y = 236
        n = view["players"]
        yours = view["playing_hand"] == n and view["turn"] == seat
        caption = "Dummy — you play its card now" if yours else "Dummy — played by the trick's leader"
        draw.text((30, y), caption, font=font(20, bold=yours), fill=INK if yours else MUTED)
        _card_row(draw, view, dummy_cards, y + 30, (72, 104), _playable(dummy_cards, view, n))
        _own_bid_strip(draw, view, seat, 410)
    else:
        _own_bid_strip(draw, view, seat, 250)
    return image


def _own_bid_strip(draw: ImageDraw.ImageDraw, view: View, seat: int, y: int) -> None:
    info = view["bid_cards"][seat]
    suit = info["suit"]
    if info["contract"] is None:
        if suit and view["phase"] in ("bid", "place", "trump"):
            x = label(draw, (30, y + 12), "Your bid cards:", 20, INK, bold=True) + 10
            for rank in range(1, view["tricks_per_deal"] + 1):
                x = draw_bid_card(draw, x, y, rank, suit, state="up")
            label(draw, (x + 12, y + 14), "(A = 1st trick … J = 11th)", 18, MUTED)
            draw.text((30, y + 70), status_line(view), font=font(20, bold=True), fill=INK)
            return
        note = status_line(view)
        draw.text((30, y + 14), note, font=font(22), fill=INK)
        return
    x = label(draw, (30, y + 12), "Your named tricks:", 20, INK, bold=True) + 10
    for rank in info["left_up"]:
        x = draw_bid_card(draw, x, y, rank, suit, state="won")
    for rank in info["left_ranks"] or []:
        x = draw_bid_card(draw, x, y, rank, suit, state="up")
    if info["right_up"] or info["right_down"]:
        x = label(draw, (x + 16, y + 12), "right:", 20, INK, bold=True) + 8
        for rank in info["right_up"]:
            x = draw_bid_card(draw, x, y, rank, suit, state="up")
        for rank in info["right_down"]:
            x = draw_bid_card(draw, x, y, rank, suit, state="centre")
    if info["centre"]:
        x = label(draw, (x + 16, y + 12), "lost:", 20, MUTED, bold=True) + 8
        for rank in info["centre"]:
            x = draw_bid_card(draw, x, y, rank, suit, state="centre")
    stack = info["stack_ranks"] or []
    text = ("Stack (exposed): " if info["exposed"] else "Stack: ") + " ".join(bid_rank(r) for r in stack)
    draw.text((30, y + 70), text, font=fit_font(draw, text, HAND_SIZE[0] - 60, 20), fill=INK if info["exposed"] else MUTED)
    draw.text((30, y + 104), status_line(view), font=font(20, bold=True), fill=INK)


# ---------------------------------------------------------------- final
def render_final(view: View, lang: str = "en") -> Image.Image:
    """Final standings with each deal's scores and the running totals as a chart."""
    image = Image.new("RGB", FINAL_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    n = view["players"]
    scores: list[int] = view["scores"]
    winners = set(view["winners"] or [])
    draw.text((34, 20), "Abracadabra — final standings", font=font(32, bold=True), fill=INK)
    ranking = sorted(range(n), key=lambda s: (-scores[s], s))
    y = 84
    place = 0
    previous = None
    for i, seat in enumerate(ranking):
        if scores[seat] != previous:
            place = i + 1
            previous = scores[seat]
        row = (34, y, 440, y + 58)
        draw.rounded_rectangle(row, radius=12, fill=WHITE, outline=HIGHLIGHT if seat in winners else MUTED, width=4 if seat in winners else 2)
        draw.text((50, y + 14), f"{place}.", font=font(26, bold=True), fill=INK)
        badge(draw, (104, y + 29), seat, radius=18)
        draw.text((132, y + 14), seat_name(seat), font=font(24), fill=INK)
        draw.text((424, y + 14), str(scores[seat]), font=font(26, bold=True), fill=INK, anchor="ra")
        if seat in winners:
            draw.text((262, y + 18), "★ wins", font=font(18, bold=True), fill=(170, 110, 0))
        y += 68
    history: list[list[int]] = view["history"]
    _deal_table(draw, history, n, (470, 84, FINAL_SIZE[0] - 34, 360))
    running = [[0] for _ in range(n)]
    for deal in history:
        for seat in range(n):
            running[seat].append(running[seat][-1] + deal[seat])
    score_chart(draw, (34, 390, FINAL_SIZE[0] - 34, FINAL_SIZE[1] - 24), running, [player_letter(s) for s in range(n)], "Running totals per deal")
    return image


def _deal_table(draw: ImageDraw.ImageDraw, history: list[list[int]], n: int, box: Box) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=WHITE, outline=MUTED, width=2)
    draw.text((x0 + 14, y0 + 10), "Points per deal", font=font(20, bold=True), fill=INK)
    shown = history[-12:]
    first = len(history) - len(shown) + 1
    col = (x1 - x0 - 110) // max(1, len(shown))
    col = min(col, 70)
    for j in range(len(shown)):
        draw.text((x0 + 100 + j * col + col // 2, y0 + 44), str(first + j), font=font(16, bold=True), fill=MUTED, anchor="ma")
    row_h = min(48, (y1 - y0 - 76) // max(1, n))
    for seat in range(n):
        ry = y0 + 72 + seat * row_h
        badge(draw, (x0 + 40, ry + 14), seat, radius=13)
        for j, deal in enumerate(shown):
            value = deal[seat]
            draw.text((x0 + 100 + j * col + col // 2, ry + 4), str(value), font=font(18), fill=INK if value >= 0 else (190, 40, 40), anchor="ma")
