"""Abracadabra's table image: the trick, the turn-up and trump, and each hand's panel with its contract and bid cards."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.abracadabra.cards import JOKER_TEXT, SUIT_SYMBOL
from bot.games.abracadabra.views import AbracadabraView, as_view
from bot.i18n import isolated, ltr_run, number, t
from render.abracadabra import faces
from render.abracadabra.words import fitted_name, img_text, pretty, seat_name, status_line
from render.common import (
    BACKGROUND,
    FELT_LIGHT,
    HIGHLIGHT,
    INK,
    MUTED,
    NAME_KEPT,
    TABLE_GREEN,
    WHITE,
    Box,
    badge,
    card_back,
    draw_label,
    player_letter,
)
from render.mirror import Mirror

TABLE_SIZE = (1280, 940)
FELT_TOP = 104  # below the header's two lines: title and deal, then whose turn it is
PANEL = (430, 226)


@lru_cache(maxsize=8)
def _table_base(players: int) -> Image.Image:
    """The static table: background and felt, drawn once per player count."""
    image = Image.new("RGB", TABLE_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((20, FELT_TOP, TABLE_SIZE[0] - 20, TABLE_SIZE[1] - 20), radius=40, fill=TABLE_GREEN)
    draw.ellipse((445, 310, 835, 670), fill=FELT_LIGHT)
    return image


def _places(view: AbracadabraView) -> list[tuple[int, Box, tuple[int, int]]]:
    """Per hand (seats, then the dummy): its panel box and where its trick card goes (bottom = viewer)."""
    n = view["players"]
    me = view["seat"] if view["seat"] is not None else 0
    w, h = PANEL
    W, H = TABLE_SIZE
    bottom = ((W - w) // 2, H - 20 - h - 12)
    top = ((W - w) // 2, FELT_TOP + 14)
    left = (34, (H - h) // 2 + 40)
    right = (W - 34 - w, (H - h) // 2 + 40)
    centre = (W // 2, 490)
    card_at = {
        "bottom": (centre[0], centre[1] + 85),
        "top": (centre[0], centre[1] - 85),
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


def _header(mirror: Mirror, view: AbracadabraView, status: str) -> None:
    """Title, deal · stage · trump, and whose turn it is (right-hand side; mirrored right to left)."""
    W = TABLE_SIZE[0]
    trump = view["trump"]
    parts = [img_text(mirror.lang, "deal", deal=view["deal"])]
    if view["phase"] in STAGE:
        parts.append(img_text(mirror.lang, STAGE[view["phase"]]))
    else:
        parts.append(img_text(mirror.lang, "trick-of", trick=min(view["trick_no"] + 1, view["tricks_per_deal"]), tricks=view["tricks_per_deal"]))
    if trump:
        parts.append(img_text(mirror.lang, "trump", symbol=SUIT_SYMBOL[trump]))
    elif view["turnup"] == JOKER_TEXT:
        parts.append(img_text(mirror.lang, "no-trump"))
    title_w = mirror.label((34, 12), t(mirror.lang, "abracadabra-title"), 30, bold=True, max_width=230)
    start = 34 + title_w + 26
    mirror.label((start, 16), "  ·  ".join(parts), 24, max_width=W - 34 - start)
    mirror.label((34, 56), status, 22, bold=True, max_width=W - 68)


def _panel(mirror: Mirror, view: AbracadabraView, hand: int, box: Box) -> None:
    n = view["players"]
    x0, y0, x1, y1 = box
    is_dummy = hand == n
    active = view["playing_hand"] == hand if view["phase"] == "play" else (not is_dummy and view["turn"] == hand)
    outline = HIGHLIGHT if active else (20, 60, 40)
    mirror.draw.rounded_rectangle(box, radius=16, fill=(250, 248, 240), outline=outline, width=6 if active else 2)
    mirror = mirror.inner(x0, x1)
    if is_dummy:
        _dummy_panel(mirror, view, box)
        return
    seat = hand
    badge(mirror.draw, (mirror.x(x0 + 32), y0 + 30), seat, radius=17)
    info = view["bid_cards"][seat]
    name = seat_name(seat, view, mirror.lang)
    score_w = mirror.label((x1 - 14, y0 + 12), img_text(mirror.lang, "points", points=view["scores"][seat]), 21, bold=True, anchor="ra", max_width=170)
    room = (x1 - 14 - score_w - 12) - (x0 + 64)
    dealer = img_text(mirror.lang, "dealer") if seat == view["dealer"] else ""
    mine = view["seat"] == seat
    title, dealer_beside = _title(mirror, name, mine, dealer, room)
    title_w = mirror.label((x0 + 64, y0 + 12), title, 21, bold=True, max_width=room)
    if dealer_beside:
        mirror.label((x0 + 64 + title_w + 8, y0 + 12), dealer, 16, fill=MUTED, max_width=room - title_w - 8)
    suit = info["suit"]
    line = [] if dealer_beside or not dealer else [dealer]
    if suit:
        line.append(img_text(mirror.lang, "bid-suit", symbol=SUIT_SYMBOL[suit]))
    contract = info["contract"]
    if seat == view["declarer"]:
        line.append(img_text(mirror.lang, "declarer", contract=view["high_bid"]))
    elif contract is not None:
        line.append(img_text(mirror.lang, "contract", contract=contract))
    else:
        line.append(_last_bid(mirror, view, seat))
    if view["phase"] in ("play", "over") or view["trick_no"]:
        line.append(img_text(mirror.lang, "tricks", won=view["won"][seat]))
    captured = view["captured"][seat]
    if captured and suit:
        line.append(ltr_run(f"{SUIT_SYMBOL[suit]}×{number(mirror.lang, captured)}", mirror.lang))
    mirror.label((x0 + 14, y0 + 56), "   ".join(p for p in line if p), 19, max_width=x1 - x0 - 28)
    _bid_rows(mirror, view, seat, box)
    voids = view["voids"][seat]
    if voids and view["phase"] == "play":
        text = img_text(mirror.lang, "void", suits=" ".join(SUIT_SYMBOL[s] for s in voids))
        mirror.label((x1 - 14, y1 - 40), text, 15, fill=MUTED, anchor="ra", max_width=x1 - x0 - 28)


def _title(mirror: Mirror, name: str, mine: bool, dealer: str, room: int) -> tuple[str, bool]:
    """A panel's title and whether "dealer" fits beside it: the name with "(you)" on the viewer's panel,
    shortened no further than to `NAME_KEPT` characters; for room, "dealer" moves to the line below, then
    "(you)" goes (the viewer's panel is the bottom one)."""

    def titled(n: str) -> str:
        return img_text(mirror.lang, "you", name=isolated(n, mirror.lang)) if mine else n

    def kept(label: Callable[[str], str], width: int) -> str | None:
        short = name
        while not mirror.fits(label(short), 21, width, bold=True):
            shorter = short.rstrip("…")[:-1].rstrip()
            if len(shorter) < NAME_KEPT:
                break
            short = shorter + "…"
        return label(short) if mirror.fits(label(short), 21, width, bold=True) else None

    dealer_w = mirror.measure(dealer, 16) + 8 if dealer else 0
    if dealer and (title := kept(titled, room - dealer_w)) is not None:
        return title, True
    if (title := kept(titled, room)) is not None:
        return title, False
    return fitted_name(mirror, name, str, room, bold=True), False


def _last_bid(mirror: Mirror, view: AbracadabraView, seat: int) -> str:
    for who, bid in reversed(view["auction"]):
        if who == seat:
            return img_text(mirror.lang, "bid", tricks=bid) if bid else img_text(mirror.lang, "passed")
    return ""


def _bid_rows(mirror: Mirror, view: AbracadabraView, seat: int, box: Box) -> None:
    """Left (face down / Abracadabra), right side, centre and stack, as the public (or owner) sees them."""
    info = view["bid_cards"][seat]
    suit = info["suit"]
    x0, y0, x1, _ = box
    y = y0 + 96
    if info["contract"] is None:
        return
    left_mark, right_mark = img_text(mirror.lang, "left-mark"), img_text(mirror.lang, "right-mark")
    x = x0 + 14 + mirror.label((x0 + 14, y + 12), left_mark, 18, bold=True, fill=MUTED, max_width=100) + 6
    known = info["left_ranks"]
    # Each card as (rank or None for a back, state); face-up ranks stay readable, backs overlap first.
    left: list[tuple[int | None, str]] = [(rank, "won") for rank in info["left_up"]]
    left += [(known[i] if known else None, "up" if known else "down") for i in range(info["left_down"])]
    right: list[tuple[int | None, str]] = [(rank, "up") for rank in info["right_up"]] + [(None, "down") for _ in info["right_down"]]
    mark_w = min(mirror.measure(right_mark, 18, bold=True), 100)
    face_step, back_step = _bid_steps(x1 - 14 - x, [state for _, state in left], [state for _, state in right], mark_w)
    for rank, state in left:
        under = mirror.start(x, faces.BID_CARD[0])
        x = faces.bid_card_at(mirror, x, y, rank, suit, state=state, step=back_step if state == "down" else face_step)
        if state == "up":  # own (or known) but face down
            mirror.draw.line((under, y + faces.BID_CARD[1] - 2, under + faces.BID_CARD[0], y + faces.BID_CARD[1] - 2), fill=(60, 70, 120), width=4)
    if left:
        x += faces.BID_CARD[0] - (back_step if left[-1][1] == "down" else face_step)  # the last card shows whole
    else:
        x += mirror.label((x, y + 12), "—", 18, fill=MUTED)
    if right:
        x += 14
        x += mirror.label((x, y + 12), right_mark, 18, bold=True, fill=MUTED, max_width=100) + 6
        for rank, state in right:
            x = faces.bid_card_at(mirror, x, y, rank, suit, state=state, step=back_step if state == "down" else face_step)
    y2 = y + 60
    stack_text = img_text(mirror.lang, "stack-exposed" if info["exposed"] else "stack", count=info["stack"])
    stack_w = mirror.label((x1 - 14, y2 + 4), stack_text, 16, bold=info["exposed"], fill=INK if info["exposed"] else MUTED, anchor="ra", max_width=170)
    centre = img_text(mirror.lang, "centre" if info["centre"] else "centre-empty")
    cx = x0 + 14 + mirror.label((x0 + 14, y2 + 4), centre, 16, fill=MUTED, max_width=x1 - x0 - 28 - stack_w - 12) + 6
    for rank in info["centre"]:
        faces.draw_centre_card(mirror.draw, int(mirror.start(cx, faces.CENTRE_CARD)), y2, rank)
        cx += faces.CENTRE_CARD + 3


def _bid_steps(room: int, left: list[str], right: list[str], mark: int) -> tuple[int, int]:
    """How far apart face-up and face-down bid cards go so that both groups fit `room`: backs overlap first."""

    def width(face: int, back: int) -> int:
        def group(states: list[str]) -> int:
            return sum(back if state == "down" else face for state in states[:-1]) + faces.BID_CARD[0] if states else 0

        return (group(left) or 20) + (14 + mark + 6 + group(right) if right else 0)

    face = back = faces.BID_STEP
    while width(face, back) > room and back > 12:
        back -= 1
    while width(face, back) > room and face > 14:
        face -= 1
    return face, back


def _dummy_panel(mirror: Mirror, view: AbracadabraView, box: Box) -> None:
    x0, y0, x1, y1 = box
    controller = view["leader"] if view["phase"] == "play" else None
    played_w = 0
    if controller is not None:
        played_w = mirror.label((x1 - 14, y0 + 14), img_text(mirror.lang, "played-by", letter=player_letter(controller)), 17, anchor="ra", max_width=200)
    mirror.label((x0 + 14, y0 + 12), img_text(mirror.lang, "dummy"), 21, bold=True, max_width=x1 - x0 - 40 - played_w)
    cards = view["dummy_hand"]
    if not cards:
        size = view["hand_sizes"][view["players"]]
        for i in range(min(size, 12)):
            card_back(mirror.draw, (x0 + 14 + i * 28, y0 + 60, x0 + 58 + i * 28, y0 + 122))
        mirror.label((x0 + 14, y1 - 34), img_text(mirror.lang, "dummy-down", count=size), 17, fill=MUTED, max_width=x1 - x0 - 28)
        return
    step = min(34, (x1 - x0 - 70) // max(1, len(cards) - 1)) if len(cards) > 1 else 0
    for i, text in enumerate(faces.sorted_cards(cards, view["trump"], view["joker_as"])):
        cx = x0 + 12 + i * step
        row_y = y0 + 56
        faces.draw_card(mirror.draw, (cx, row_y, cx + 52, row_y + 74), text, joker_as=view["joker_as"], trump=view["trump"], lang=mirror.lang)
    mirror.label((x0 + 14, y1 - 34), img_text(mirror.lang, "dummy-cards", count=len(cards)), 17, fill=MUTED, max_width=x1 - x0 - 28)


def _trick_area(mirror: Mirror, view: AbracadabraView, places: list[tuple[int, Box, tuple[int, int]]]) -> None:
    spot = {hand: at for hand, _, at in places}
    cards = view["trick"]
    dim = False
    if not cards and view["last_trick"] and view["phase"] in ("play", "over"):  # the last board keeps the last trick
        cards = view["last_trick"]["cards"]
        dim = True
    last_played = view["trick"][-1]["hand"] if view["trick"] else None
    cw, ch = 78, 112
    for entry in cards:
        cx, cy = spot[entry["hand"]]
        faces.draw_card(
            mirror.draw,
            (cx - cw // 2, cy - ch // 2, cx + cw // 2, cy + ch // 2),
            entry["card"],
            joker_as=entry["as"],
            highlight=entry["hand"] == last_played,
            trump=view["trump"],
            dim=dim,
            lang=mirror.lang,
        )
        tag = img_text(mirror.lang, "dummy-tag") if entry["dummy"] else player_letter(entry["seat"])
        draw_label(mirror.draw, (cx, cy + ch // 2 + 4), tag, 15, bold=True, fill=WHITE, anchor="ma", max_width=cw + 8)
    last = view["last_trick"]
    if last and view["phase"] in ("play", "over"):
        room = TABLE_SIZE[0] - 52 - (TABLE_SIZE[0] + PANEL[0]) // 2 - 16  # beside the top panel
        text = img_text(mirror.lang, "trick-won", trick=last["number"], letter=player_letter(last["winner"]))
        mirror.label((TABLE_SIZE[0] - 52, FELT_TOP + 32), text, 20, bold=True, fill=WHITE, anchor="ra", max_width=room)
        letters = [player_letter(s) for s in view["trick_winners"][-13:]]
        won = img_text(mirror.lang, "winners", letters=" ".join(letters))
        while len(letters) > 1 and not mirror.fits(won, 16, room):  # the latest tricks, as many as fit
            letters.pop(0)
            won = img_text(mirror.lang, "winners", letters="… " + " ".join(letters))
        mirror.label((TABLE_SIZE[0] - 52, FELT_TOP + 70), won, 16, fill=WHITE, anchor="ra", max_width=room)


def _turnup(mirror: Mirror, view: AbracadabraView) -> None:
    """Top-left of the felt (top-right right to left): the turn-up (or the named trump) and what the Joker stands for."""
    x, y = 52, FELT_TOP + 28
    room_end = (TABLE_SIZE[0] - PANEL[0]) // 2 - 16  # before the top panel
    turnup = view["turnup"]
    trump = view["trump"]
    if turnup is not None:
        mirror.label((x, y - 6), img_text(mirror.lang, "turnup"), 17, fill=WHITE, max_width=room_end - x)
        left = int(mirror.start(x, 62))
        faces.draw_card(mirror.draw, (left, y + 32, left + 62, y + 122), turnup, lang=mirror.lang)
        tx = x + 76
    else:
        tx = x
    if trump:
        mirror.label((tx, y + 38), img_text(mirror.lang, "trump", symbol=SUIT_SYMBOL[trump]), 24, bold=True, fill=WHITE, max_width=room_end - tx)
    elif view["phase"] not in ("suit", "bid", "place"):
        text = img_text(mirror.lang, "no-trump" if turnup == JOKER_TEXT else "trump-later")
        mirror.label((tx, y + 38), text, 22, bold=True, fill=WHITE, max_width=room_end - tx)
    if view["joker_as"]:
        mirror.label((tx, y + 80), img_text(mirror.lang, "joker-as", card=ltr_run(pretty(view["joker_as"]), mirror.lang)), 19, fill=WHITE, max_width=room_end - tx)


def _phase_banner(mirror: Mirror, view: AbracadabraView) -> None:
    """Before play: the auction so far in the middle of the table."""
    if view["phase"] in ("play", "over"):
        return
    lines = []
    for seat, bid in view["auction"][-8:]:
        letter = player_letter(seat)
        lines.append(img_text(mirror.lang, "auction-bid", letter=letter, tricks=bid) if bid else img_text(mirror.lang, "auction-pass", letter=letter))
    text = "  ".join(lines) or img_text(mirror.lang, "auction-none")
    if view["declarer"] is not None:
        text = img_text(mirror.lang, "declarer-for", letter=player_letter(view["declarer"]), contract=view["high_bid"])
    elif view["phase"] == "suit":
        text = img_text(mirror.lang, "choosing-suits")
    draw_label(mirror.draw, (640, 490), text, 22, bold=True, fill=WHITE, anchor="mm", max_width=360)


def render_table(view: Mapping[str, object], lang: str = "en") -> Image.Image:
    """The table as a seat (or the public) sees it, labelled in `lang`."""
    return _table_image(as_view(view), lang)


def _table_image(view: AbracadabraView, lang: str) -> Image.Image:
    image = _table_base(view["players"]).copy()
    mirror = Mirror(ImageDraw.Draw(image), lang, 0, TABLE_SIZE[0])
    _header(mirror, view, status_line(view, lang))
    places = _places(view)
    for hand, box, _ in places:
        _panel(mirror, view, hand, box)
    _phase_banner(mirror, view)
    _trick_area(mirror, view, places)
    _turnup(mirror, view)
    return image
