"""Abracadabra's seat panels on the table: name and points, the facts on up to three lines, the bid cards
(left, right side), the centre and the stack; and the dummy's panel.

Every text is at least the phone's floor (a 29th of the panel's width), so the panel lays its facts out
in whole parts on as many lines as they need, and bid cards overlap only as far as each card's rank stays
in sight.
"""

from __future__ import annotations

from PIL import ImageDraw

from bot.games.abracadabra.cards import SUIT_SYMBOL, bid_text
from bot.games.abracadabra.views import AbracadabraView, BidCards
from bot.i18n import isolated, ltr_run, number
from render.abracadabra import faces
from render.abracadabra.colours import PANEL_EDGE, PANEL_FILL, UNDERLINE
from render.abracadabra.words import img_text, seat_name
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    Box,
    badge,
    card_back,
    floor_of,
    font_for,
    player_letter,
    shaping,
)
from render.mirror import Mirror
from render.names import name_fitted

PANEL = (430, 320)
PAD = 14
LINE = 34  # from one line of text to the next at the phone's floor
BACK_STEP = 12  # face-down bid cards overlap this far apart
GAP, TIGHT_GAP = 8, 2  # between rows of cards; the smaller where the panel is too short for the other
STACK_LINE = 38  # the stack's label alone on a row of its own, below the gap the rows keep


def panel(mirror: Mirror, view: AbracadabraView, hand: int, box: Box) -> None:
    """A hand's panel (a seat's, or the dummy's)."""
    n = view["players"]
    x0, y0, x1, _ = box
    is_dummy = hand == n
    active = view["playing_hand"] == hand if view["phase"] == "play" else (not is_dummy and view["turn"] == hand)
    outline = HIGHLIGHT if active else PANEL_EDGE
    mirror.draw.rounded_rectangle(box, radius=16, fill=PANEL_FILL, outline=outline, width=6 if active else 2)
    mirror = mirror.inner(x0, x1)
    if is_dummy:
        _dummy_panel(mirror, view, box)
        return
    seat = hand
    radius = max(17, -(-floor_of(mirror.draw) * 5 // 6))
    badge(mirror.draw, (mirror.x(x0 + PAD + radius), y0 + 8 + radius), seat, radius=radius)
    score_w = mirror.label((x1 - PAD, y0 + 10), img_text(mirror.lang, "points", points=view["scores"][seat]), 21, bold=True, anchor="ra", max_width=170)
    name_x = x0 + PAD + 2 * radius + 8
    room = (x1 - PAD - score_w - 12) - name_x

    dealer = img_text(mirror.lang, "dealer")
    dealer_w = mirror.measure(dealer, 16) + 10 if seat == view["dealer"] else 0

    def title_in(width: int) -> str:
        def fits(text: str) -> bool:
            return mirror.fits(text, 21, width, bold=True)

        name = seat_name(seat, view, mirror.lang)
        title = ""
        if view["seat"] == seat:  # "(you)" where it leaves the name readable: the panel at the bottom is the viewer's anyway
            title = name_fitted(lambda n: img_text(mirror.lang, "you", name=isolated(n, mirror.lang)), name, fits)
        return title if title and fits(title) else name_fitted(str, name, fits)

    # "dealer" beside the name where the name stays readable there (the facts below are the panel's scarce room).
    title = title_in(room - dealer_w)
    beside = bool(dealer_w) and mirror.fits(title, 21, room - dealer_w, bold=True)
    if not beside:
        title = title_in(room)
    title_w = mirror.label((name_x, y0 + 10), title, 21, bold=True, max_width=room)
    info = view["bid_cards"][seat]
    facts = _facts(mirror, view, seat)
    if beside:
        mirror.label((name_x + title_w + 10, y0 + 12), dealer, 16, fill=MUTED)
        facts.remove(dealer)
    lines = _flow(mirror, facts, 19, x1 - x0 - 2 * PAD)
    # The stack closes the last line of facts with room for it, else it goes with the cards (whose rows
    # may already fill the panel).
    stack = img_text(mirror.lang, "stack-exposed" if info["exposed"] else "stack", count=info["stack"]) if info["contract"] is not None else ""
    for i in reversed(range(len(lines)) if stack else ()):
        if mirror.fits(f"{lines[i]}   {stack}", 19, x1 - x0 - 2 * PAD):
            lines[i], stack = f"{lines[i]}   {stack}", ""
            break
    y = y0 + 8 + max(2 * radius, LINE) + 2
    for line in lines:
        _, height = mirror.draw.textbbox((0, 0), line, font=font_for(line, max(19, floor_of(mirror.draw))), **shaping(line, mirror.direction))[2:]
        mirror.label((x0 + PAD, y), line, 19, max_width=x1 - x0 - 2 * PAD)
        y += max(LINE - 2, int(height) + 2)  # Persian letters reach further down
    if info["contract"] is not None:
        _cards(mirror, view, seat, (x0, y + 2, x1, box[3] - 6), stack)


def _facts(mirror: Mirror, view: AbracadabraView, seat: int) -> list[str]:
    """The panel's facts in reading order: dealer, bid suit, contract (or bid), tricks, captured, void."""
    lang = mirror.lang
    info = view["bid_cards"][seat]
    parts = [img_text(lang, "dealer")] if seat == view["dealer"] else []
    suit = info["suit"]
    if suit:
        parts.append(img_text(lang, "bid-suit", symbol=SUIT_SYMBOL[suit]))
    if seat == view["declarer"]:
        parts.append(img_text(lang, "declarer", contract=view["high_bid"]))
    elif info["contract"] is not None:
        parts.append(img_text(lang, "contract", contract=info["contract"]))
    else:
        parts.append(_last_bid(view, seat, lang))
    if view["phase"] in ("play", "over") or view["trick_no"]:
        parts.append(img_text(lang, "tricks", won=view["won"][seat]))
    captured = view["captured"][seat]
    if captured and suit:
        parts.append(ltr_run(f"{SUIT_SYMBOL[suit]}×{number(lang, captured)}", lang))
    voids = view["voids"][seat]
    if voids and view["phase"] == "play":
        parts.append(img_text(lang, "void", suits=" ".join(SUIT_SYMBOL[s] for s in voids)))
    return [p for p in parts if p]


def _flow(mirror: Mirror, parts: list[str], size: int, width: int) -> list[str]:
    """Whole parts on as many lines as they need, each line no wider than `width`."""
    lines: list[str] = []
    for part in parts:
        if lines and mirror.fits(f"{lines[-1]}   {part}", size, width):
            lines[-1] = f"{lines[-1]}   {part}"
        else:
            lines.append(part)
    return lines


def _last_bid(view: AbracadabraView, seat: int, lang: str) -> str:
    for who, bid in reversed(view["auction"]):
        if who == seat:
            return img_text(lang, "bid", tricks=bid) if bid else img_text(lang, "passed")
    return ""


def _rank_width(draw: ImageDraw.ImageDraw, rank: int | None) -> int:
    """How much of a bid card must show for its rank to be read (a back: a sliver)."""
    if rank is None:
        return BACK_STEP
    return faces.corner_width(draw, bid_text(rank)) + 4


Group = tuple[str, int]  # a group of the card rows ("L", "R", "centre", "stack") and its width


def _cards(mirror: Mirror, view: AbracadabraView, seat: int, area: Box, stack: str) -> None:
    """L (named tricks: face down, or up once won), R (the Declarer's right side), the centre (named tricks
    lost) and the stack, in that order on as many rows as they need, between `area`'s top and bottom;
    bid cards overlap only where a row is too short for them, and only as far as each rank stays in sight."""
    info = view["bid_cards"][seat]
    x0, y, x1, bottom = area
    room = x1 - x0 - 2 * PAD
    left, right = _left(info), _right(info)
    groups = {"L": left, "R": right} if right else {"L": left}
    full = {key: [faces.BID_STEP] * len(cards) for key, cards in groups.items()}
    tight = {key: [_rank_width(mirror.draw, r if s != "down" else None) for r, s in cards] for key, cards in groups.items()}
    marks = {key: mirror.measure(img_text(mirror.lang, "left-mark" if key == "L" else "right-mark"), 18, bold=True) + 6 for key in groups}

    def width(key: str, steps: dict[str, list[int]]) -> int:
        cards = groups[key]
        return marks[key] + (sum(steps[key][:-1]) + faces.BID_CARD[0] if cards else mirror.measure("—", 18))

    corner = sum(width(key, full) for key in groups) + 14 * (len(groups) - 1) > room
    steps = tight if corner else full
    order: list[Group] = [(key, width(key, steps)) for key in groups]
    if info["centre"]:
        order.append(("centre", min(room, _centre_width(mirror, info["centre"]))))
    if stack:
        order.append(("stack", min(room, mirror.measure(stack, 16, bold=info["exposed"]))))
    rows: list[list[Group]] = [[]]
    for group in order:
        # L and R in turn; the centre and the stack in the first row with room for them (rows are few).
        fitting = [row for row in (rows if group[0] not in groups else rows[-1:]) if not row or sum(w for _, w in row) + 14 * len(row) + group[1] <= room]
        if fitting:
            fitting[0].append(group)
        else:
            rows.append([group])
    # Rows of cards keep a gap between them, unless the panel is too short for that (four rows in a
    # side panel: L, R, the centre and the stack alone).
    gap = GAP if y + sum(_row_height(row, groups, GAP) for row in rows) <= bottom else TIGHT_GAP
    for row in rows:
        x = x0 + PAD
        for key, w in row:
            if key in groups:
                x = _group(mirror, key, groups[key], steps[key], x, y, info["suit"], corner)
            elif key == "centre":
                _centre(mirror, info["centre"], (x, y + 6, x0 + PAD + room))
            elif len(row) == 1:  # the stack alone on the last row (closer to the row above where room is short)
                mirror.label((x1 - PAD, y + (10 if gap == GAP else 2)), stack, 16, bold=info["exposed"], fill=INK if info["exposed"] else MUTED, anchor="ra", max_width=room)
            elif row[-1][0] == key:  # the stack at the row's far end
                mirror.label((x1 - PAD, y + 10), stack, 16, bold=info["exposed"], fill=INK if info["exposed"] else MUTED, anchor="ra", max_width=room)
            else:
                mirror.label((x, y + 10), stack, 16, bold=info["exposed"], fill=INK if info["exposed"] else MUTED, max_width=room)
            x += w + 14 if key != "L" and key != "R" else 14
        y += _row_height(row, groups, gap)


def _row_height(row: list[Group], groups: dict[str, list[tuple[int | None, str]]], gap: int) -> int:
    """The height of a row of card groups, with the gap below it (a stack alone: its label's)."""
    if any(key in groups for key, _ in row):
        return faces.BID_CARD[1] + gap
    if any(key == "centre" for key, _ in row):
        return faces.CENTRE_CARD + gap // 2
    return STACK_LINE


def _left(info: BidCards) -> list[tuple[int | None, str]]:
    """The named cards on a seat's left, as (rank or None for a back, state): won ones face up first."""
    known = info["left_ranks"]
    cards: list[tuple[int | None, str]] = [(rank, "won") for rank in info["left_up"]]
    return cards + [(known[i] if known else None, "up" if known else "down") for i in range(info["left_down"])]


def _right(info: BidCards) -> list[tuple[int | None, str]]:
    """The Declarer's right side: face up, then those turned down (tricks lost)."""
    return [(rank, "up") for rank in info["right_up"]] + [(None, "down") for _ in info["right_down"]]


def _group(mirror: Mirror, key: str, cards: list[tuple[int | None, str]], steps: list[int], x: int, y: int, suit: str | None, corner: bool) -> int:
    """One group of bid cards after its mark, from left-to-right x; returns the x after it."""
    x += mirror.label((x, y + 12), img_text(mirror.lang, "left-mark" if key == "L" else "right-mark"), 18, bold=True, fill=MUTED) + 6
    if not cards:
        return x + mirror.label((x, y + 12), "—", 18, fill=MUTED)
    w, h = faces.BID_CARD
    for (rank, state), step in zip(cards, steps, strict=True):
        under = mirror.start(x, w)
        faces.bid_card_at(mirror, x, y, rank, suit, state=state, step=step, corner=corner)
        if state == "up":  # own (or known) but face down: a line under it
            mirror.draw.line((under, y + h - 2, under + w, y + h - 2), fill=UNDERLINE, width=4)
        x += step
    return x - steps[-1] + w


def _centre_width(mirror: Mirror, ranks: list[int]) -> int:
    """How wide the centre's group is: its label and its cards."""
    return mirror.measure(img_text(mirror.lang, "centre"), 16) + 6 + len(ranks) * (faces.CENTRE_CARD + 3)


def _centre(mirror: Mirror, ranks: list[int], at: tuple[int, int, int]) -> None:
    """The named tricks lost (the centre): small grey cards, or where too many for the row, their ranks."""
    x, y, end = at
    cx = x + mirror.label((x, y + 4), img_text(mirror.lang, "centre"), 16, fill=MUTED, max_width=end - x) + 6
    side = faces.CENTRE_CARD
    if len(ranks) * (side + 3) > end - cx:  # too many to show as cards: their ranks in a line, or how many
        text = ltr_run(" ".join(bid_text(r) for r in ranks), mirror.lang)
        if not mirror.fits(text, 16, end - cx, bold=True):
            text = img_text(mirror.lang, "centre-count", count=len(ranks))
        mirror.label((cx, y + 4), text, 16, bold=True, fill=MUTED, max_width=end - cx)
        return
    for rank in ranks:
        faces.draw_centre_card(mirror.draw, int(mirror.start(cx, side)), y, rank)
        cx += side + 3


def _dummy_panel(mirror: Mirror, view: AbracadabraView, box: Box) -> None:
    """The dummy: its cards face up in up to two rows (each card's corner in sight), or its backs; under
    them how many, and who plays them."""
    x0, y0, x1, y1 = box
    mirror.label((x0 + PAD, y0 + 10), img_text(mirror.lang, "dummy"), 21, bold=True, max_width=x1 - x0 - 2 * PAD)
    cards = view["dummy_hand"]
    top = y0 + 10 + LINE + 8
    caption = [img_text(mirror.lang, "dummy-cards" if cards else "dummy-down", count=len(cards) if cards else view["hand_sizes"][view["players"]])]
    if view["phase"] == "play" and view["leader"] is not None:
        caption.append(img_text(mirror.lang, "played-by", letter=player_letter(view["leader"])))
    lines = _flow(mirror, caption, 17, x1 - x0 - 2 * PAD)
    for k, line in enumerate(lines):
        mirror.label((x0 + PAD, y1 - (len(lines) - k) * LINE - 4), line, 17, fill=MUTED, max_width=x1 - x0 - 2 * PAD)
    if not cards:
        for i in range(min(view["hand_sizes"][view["players"]], 12)):
            card_back(mirror.draw, (x0 + PAD + i * 28, top, x0 + PAD + 44 + i * 28, top + 62))
        return
    cw, ch = 58, 80
    shown = faces.sorted_cards(cards, view["trump"], view["joker_as"])
    step = faces.corner_step(mirror.draw, cw)
    per_row = max(1, (x1 - x0 - 2 * PAD - cw) // step + 1)
    for i, text in enumerate(shown):
        row, col = divmod(i, per_row)
        cx = int(mirror.start(x0 + PAD + col * step, cw))
        row_y = top + row * (ch + 6)
        last_in_row = col == per_row - 1 or i == len(shown) - 1
        visible = None if last_in_row or step >= cw else step
        faces.draw_card(mirror.draw, (cx, row_y, cx + cw, row_y + ch), text, joker_as=view["joker_as"], trump=view["trump"], lang=mirror.lang, visible=visible)
