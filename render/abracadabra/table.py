"""Abracadabra's table image: the trick, the turn-up and trump, and each hand's panel with its contract and bid cards."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.abracadabra.cards import JOKER_TEXT, SUIT_SYMBOL
from bot.games.abracadabra.views import AbracadabraView, as_view
from bot.i18n import ltr_run, t
from render.abracadabra import faces
from render.abracadabra.colours import palette
from render.abracadabra.panel import LINE, PANEL, panel
from render.abracadabra.words import img_text, pretty, status_line
from render.common import (
    BACKGROUND,
    FELT_LIGHT,
    MUTED,
    TABLE_GREEN,
    WHITE,
    Box,
    draw_label,
    floor_of,
    player_letter,
    to_palette,
)
from render.mirror import Mirror
from render.wrapping import wrap

TABLE_SIZE = (1280, 1190)
FELT_TOP = 104  # below the header's two lines: title and deal, then whose turn it is
FELT_BOTTOM = TABLE_SIZE[1] - 96  # under the felt: the legend of the bid cards' marks
CENTRE = (TABLE_SIZE[0] // 2, 581)  # the trick: its cards around here, each with its tag under it


@lru_cache(maxsize=8)
def _table_base(players: int) -> Image.Image:
    """The static table: background and felt, drawn once per player count."""
    image = Image.new("RGB", TABLE_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((20, FELT_TOP, TABLE_SIZE[0] - 20, FELT_BOTTOM), radius=40, fill=TABLE_GREEN)
    cx, cy = CENTRE
    draw.ellipse((cx - 195, cy - 180, cx + 195, cy + 180), fill=FELT_LIGHT)
    return image


def _places(view: AbracadabraView) -> list[tuple[int, Box, tuple[int, int]]]:
    """Per hand (seats, then the dummy): its panel box and where its trick card goes (bottom = viewer)."""
    n = view["players"]
    me = view["seat"] if view["seat"] is not None else 0
    w, h = PANEL
    W = TABLE_SIZE[0]
    bottom = ((W - w) // 2, FELT_BOTTOM - h - 12)
    top = ((W - w) // 2, FELT_TOP + 14)
    side = (FELT_TOP + FELT_BOTTOM - h) // 2
    left = (34, side)
    right = (W - 34 - w, side)
    cx, cy = CENTRE
    card_at = {
        "bottom": (cx, cy + 85),
        "top": (cx, cy - 85),
        "left": (cx - 130, cy),
        "right": (cx + 130, cy),
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
        # A tag wider than its card reaches a little into the felt, away from the panel beside the card,
        # on two lines where it must.
        side = (cx > CENTRE[0]) - (cx < CENTRE[0])
        at, anchor = {1: (cx + cw // 2, "ra"), -1: (cx - cw // 2, "la")}.get(side, (cx, "ma"))
        size = max(15, floor_of(mirror.draw))
        for k, line in enumerate(wrap(tag, size, cw + 30, bold=True, hyphenate=True)[:2]):
            draw_label(mirror.draw, (at, cy + ch // 2 + 4 + k * (size + 4)), line, 15, bold=True, fill=WHITE, anchor=anchor, max_width=cw + 30)
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
    lines = mirror.wrap(text, 22, 330, bold=True)[:4]  # on the light felt, clear of the side panels, in whole words
    for k, line in enumerate(lines):
        y = CENTRE[1] + (k - (len(lines) - 1) / 2) * LINE
        draw_label(mirror.draw, (CENTRE[0], y), line, 22, bold=True, fill=WHITE, anchor="mm", max_width=330, direction=mirror.direction)


def render_table(view: Mapping[str, object], lang: str = "en") -> Image.Image:
    """The table as a seat (or the public) sees it, labelled in `lang`."""
    return to_palette(_table_image(as_view(view), lang), palette())


def _table_image(view: AbracadabraView, lang: str) -> Image.Image:
    image = _table_base(view["players"]).copy()
    mirror = Mirror(ImageDraw.Draw(image), lang, 0, TABLE_SIZE[0])
    _header(mirror, view, status_line(view, lang, fits=lambda text: mirror.fits(text, 22, TABLE_SIZE[0] - 68, bold=True)))
    places = _places(view)
    for hand, box, _ in places:
        panel(mirror, view, hand, box)
    _phase_banner(mirror, view)
    _trick_area(mirror, view, places)
    _turnup(mirror, view)
    _legend(mirror, view)
    return image


def _legend(mirror: Mirror, view: AbracadabraView) -> None:
    """Under the felt: what L, R, the centre and ★ mean."""
    parts = [img_text(mirror.lang, "legend-star")] if view["trump"] else []
    parts += [img_text(mirror.lang, "legend-left"), img_text(mirror.lang, "legend-right"), img_text(mirror.lang, "legend-centre")]
    lines: list[str] = []
    for part in parts:
        if lines and mirror.fits(f"{lines[-1]} · {part}", 16, TABLE_SIZE[0] - 68):
            lines[-1] = f"{lines[-1]} · {part}"
        else:
            lines.append(part)
    for k, line in enumerate(lines[:2]):
        mirror.label((34, FELT_BOTTOM + 10 + k * 38), line, 16, fill=MUTED, max_width=TABLE_SIZE[0] - 68)
