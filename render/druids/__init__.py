"""Druids images: the table (trick, every player's stack tops and heights, scores), a hand, the final standings.

Pure: a view (bot.games.druids state view) in, a PIL image out, labelled in the reader's language
(`lang`; every word comes from the `druids-img-*` catalog keys). Each domain card shows its colour,
its letter and its symbol (G ✚ healing, Y ☀ divination, R ♞ shapeshifting, B ★ astronomy,
V ♫ fine arts), so no cue rests on colour alone; players use their colour and letter. Card faces
are drawn once per size and language and pasted. Right-to-left languages (Persian) get the mirrored
layout: the blocks swap sides, texts are anchored right, rows read from the right; card rows keep
their order (colour order G Y R B V, trick in play order).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.base import Action
from bot.games.druids.actions import LeadGaia, Play, parse_action
from bot.games.druids.cards import CARD_TEXT, DOMAIN_SYMBOL, SPECIAL_SYMBOL
from bot.i18n import direction, is_rtl, number, t
from render.common import (
    BACKGROUND,
    HIGHLIGHT,
    INK,
    MUTED,
    TABLE_GREEN,
    WHITE,
    Mirror,
    badge,
    card_back,
    contrast_ink,
    draw_centered,
    draw_label,
    fixed_palette,
    font,
    player_colour,
    player_letter,
    player_name,
    score_chart,
    to_palette,
)

View = dict[str, Any]
Colour = tuple[int, int, int]

DOMAIN_COLOUR: dict[str, Colour] = {
    "G": (0, 158, 115),
    "Y": (240, 228, 66),
    "R": (213, 94, 0),
    "B": (0, 114, 178),
    "V": (204, 121, 167),
}
SPECIAL_FILL: dict[str, Colour] = {"GAIA": (236, 226, 198), "SICKLE": (212, 175, 55), "MISTLETOE": (190, 214, 182)}
SPECIAL_FACE: dict[str, tuple[Colour, str]] = {code: (fill, SPECIAL_SYMBOL[code]) for code, fill in SPECIAL_FILL.items()}
ORDER = "GYRBV"
TABLE_SIZE = (1280, 720)
HAND_WIDTH = 1280
FOOTER_HEIGHT = 150  # your stacks and the trick, below the hand
FINAL_SIZE = (1280, 720)
FELT_LIGHT = (48, 116, 80)
ROW_FILL = (255, 252, 244)
TURN_FILL = (255, 236, 170)
WARN = (190, 30, 30)
PALETTE_COLOURS: list[Colour] = [
    BACKGROUND, TABLE_GREEN, FELT_LIGHT, INK, MUTED, WHITE, HIGHLIGHT, ROW_FILL, TURN_FILL, WARN, (253, 226, 220),
    (205, 198, 180), (60, 70, 120), (200, 200, 230), (160, 110, 0), (200, 40, 40),
    *DOMAIN_COLOUR.values(), *(face[0] for face in SPECIAL_FACE.values()), *(player_colour(s) for s in range(5)),
]
NAME_LENGTH = 18  # longer names are cut with an ellipsis


def _t(lang: str, key: str, **params: Any) -> str:
    return t(lang, f"druids-img-{key}", **params)


def seat_name(seat: int, view: View | None = None, lang: str = "en") -> str:
    """How the images name a seat: the player's name when the view carries `names`, else "Player A"
    (colour + letter are the cue either way)."""
    return player_name(view or {}, seat, NAME_LENGTH, lang, fallback="druids-img-player")


def colour_label(letter: str, lang: str = "en") -> str:
    """'red ♞' for 'R'."""
    return f"{t(lang, f'druids-colour-{letter.lower()}')} {DOMAIN_SYMBOL[letter]}"


def signed(value: int, lang: str = "en", plus: bool = False) -> str:
    """A number in the reader's digits that may carry a sign ('-3', '+5' with `plus`); in right-to-left
    text a signed one is kept a left-to-right run (a leading LRM), so the sign stays on the number's left."""
    return number(lang, value, signed=plus)


def _either(items: list[str], lang: str) -> str:
    result = ""
    for i, item in enumerate(items):
        result = item if i == 0 else t(lang, "druids-or", a=result, b=item)
    return result


# ---------------------------------------------------------------- one fixed palette for all images
@lru_cache(maxsize=1)
def _palette() -> Image.Image:
    """The palette of every colour drawn here, exactly, and their blends (anti-aliased edges)."""
    return fixed_palette(colours=PALETTE_COLOURS)


# ---------------------------------------------------------------- card faces, drawn once per size
@lru_cache(maxsize=512)
def card_face(card: str, width: int, height: int, gaia_colour: str = "", lang: str = "en") -> Image.Image:
    """An RGBA card face: domain cards big value + letter/symbol corners; specials their symbol and name."""
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    box = (0, 0, width - 1, height - 1)
    radius = max(6, width // 8)
    if card in SPECIAL_FACE:
        fill, symbol = SPECIAL_FACE[card]
        name = t(lang, f"druids-face-{card.lower()}")
        draw.rounded_rectangle(box, radius=radius, fill=fill, outline=INK, width=3)
        ink = contrast_ink(fill)
        name_size = max(11, width // 5)
        if card == "GAIA" and gaia_colour:
            # Gaia takes its named colour for the trick: a band of that colour with its letter.
            band = DOMAIN_COLOUR[gaia_colour]
            draw.rectangle((3, height - height // 3, width - 4, height - 4), fill=band)
            draw_centered(draw, (width / 2, height - height / 6), f"{gaia_colour}{DOMAIN_SYMBOL[gaia_colour]} 0", font(max(11, width // 5), True), contrast_ink(band))
            draw_centered(draw, (width / 2, height * 0.28), symbol, font(int(width * 0.42), True), ink)
            draw_label(draw, (width / 2, height * 0.55), name, name_size, bold=True, fill=ink, anchor="mm", max_width=width - 10, direction=direction(lang))
        else:
            draw_centered(draw, (width / 2, height * 0.42), symbol, font(int(width * 0.5), True), ink)
            draw_label(draw, (width / 2, height * 0.8), name, name_size, bold=True, fill=ink, anchor="mm", max_width=width - 10, direction=direction(lang))
        return image
    letter, value = card[0], card[1:]
    fill = DOMAIN_COLOUR[letter]
    ink = contrast_ink(fill)
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=INK, width=3)
    corner = font(max(12, width // 5), True)
    draw.text((max(5, width // 12), 3), f"{letter}{DOMAIN_SYMBOL[letter]}", font=corner, fill=ink)
    draw_centered(draw, (width / 2, height * 0.56), value, font(int(min(width * 0.55, height * 0.42)), True), ink)
    draw.text((width - max(5, width // 12), height - 4), DOMAIN_SYMBOL[letter], font=corner, fill=ink, anchor="rd")
    return image


def paste_card(
    image: Image.Image,
    card: str,
    xy: tuple[int, int],
    size: tuple[int, int],
    *,
    gaia_colour: str = "",
    highlight: bool = False,
    dim: bool = False,
    lang: str = "en",
) -> None:
    """Paste a cached card face at `xy`; a highlight ring behind it, or a pale veil over it."""
    x, y = xy
    w, h = size
    if highlight:
        ImageDraw.Draw(image).rounded_rectangle((x - 6, y - 6, x + w + 5, y + h + 5), radius=max(8, w // 7), fill=HIGHLIGHT, outline=INK, width=2)
    face = card_face(card, w, h, gaia_colour, lang)
    image.paste(face, (x, y), face)
    if dim:
        veil = _veil(w, h)
        image.paste(veil, (x, y), veil)


@lru_cache(maxsize=32)
def _veil(width: int, height: int) -> Image.Image:
    veil = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    ImageDraw.Draw(veil).rounded_rectangle((0, 0, width - 1, height - 1), radius=max(6, width // 8), fill=(*BACKGROUND, 150))
    return veil


def empty_slot(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], letter: str, *, warn: bool = False, lang: str = "en") -> None:
    """A place for a stack not started: a thin outline in the domain colour with its letter.

    `warn` marks the fifth colour of a player holding four: taking it scores −3.
    """
    x0, y0, x1, y1 = box
    middle = (x0 + x1) / 2
    if warn:
        draw.rounded_rectangle(box, radius=8, fill=(253, 226, 220), outline=WARN, width=3)
        draw_centered(draw, (middle, (y0 + y1) / 2 - 14), f"{letter}{DOMAIN_SYMBOL[letter]}", font(18, True), MUTED)
        draw_centered(draw, (middle, (y0 + y1) / 2 + 14), number(lang, "−3"), font(22, True), WARN)
        return
    draw.rounded_rectangle(box, radius=8, outline=DOMAIN_COLOUR[letter], width=2)
    draw_centered(draw, (middle, (y0 + y1) / 2), f"{letter}{DOMAIN_SYMBOL[letter]}", font(18, True), MUTED)


def height_tag(draw: ImageDraw.ImageDraw, xy: tuple[int, int], height: int, lang: str = "en") -> None:
    """A small dark tag with the stack height, e.g. '×3' (in the reader's digits)."""
    x, y = xy
    text = "×" + number(lang, height)
    fnt = font(17, True)
    w = int(draw.textlength(text, font=fnt)) + 10
    draw.rounded_rectangle((x - w, y - 22, x, y), radius=6, fill=INK)
    draw_centered(draw, (x - w / 2, y - 11), text, fnt, WHITE)


# ---------------------------------------------------------------- the table
@lru_cache(maxsize=16)
def _table_base(players: int, rtl: bool = False) -> Image.Image:
    """The static table: background and the felt for the trick (on the left when mirrored)."""
    image = Image.new("RGB", TABLE_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    x0, x1 = (TABLE_SIZE[0] - 1262, TABLE_SIZE[0] - 740) if rtl else (740, 1262)
    draw.rounded_rectangle((x0, 70, x1, 640), radius=18, fill=TABLE_GREEN, outline=FELT_LIGHT, width=4)
    return image


def _row_geometry(players: int) -> tuple[int, int]:
    """Top y and height of each player row."""
    height = min(124, 570 // players)
    return 72, height


def render_table(view: View, lang: str = "en") -> Image.Image:
    """The whole table: header, one row per player (stacks, score, hand size), the trick, the status line."""
    players = int(view["players"])
    image = _table_base(players, is_rtl(lang)).copy()
    draw = ImageDraw.Draw(image)
    side = Mirror(draw, lang, 0, TABLE_SIZE[0])
    _header(draw, view, side)
    top, row_h = _row_geometry(players)
    to_move = set(view["to_move"])
    x0, x1 = side.span(18, 728)
    for seat in range(players):
        _player_row(image, draw, view, seat, (x0, top + seat * row_h, x1, top + (seat + 1) * row_h - 8), seat in to_move, side)
    _trick_panel(image, draw, view, side)
    _status(draw, view, side)
    return to_palette(image, _palette())


def _header(draw: ImageDraw.ImageDraw, view: View, side: Mirror) -> None:
    lang = side.lang
    if view["phase"] != "over":
        round_text = _t(lang, "round-trick", round=view["round"], rounds=view["rounds"], trick=view["trick_no"])
    else:
        round_text = _t(lang, "round", round=view["round"], rounds=view["rounds"])
    side.label_in(side.span(20, 740), 14, round_text, 32, bold=True)
    chosen = view["side"]
    if view["variant"] == "sun-moon":
        side_text = _t(lang, "side-none") if chosen is None else _t(lang, "side-light" if chosen == "light" else "side-dark")
    else:
        side_text = _t(lang, "lowest-on-top")
    if view["undealt"]:
        aside = _t(lang, "aside-undealt", count=view["set_aside"], undealt=view["undealt"])
    else:
        aside = _t(lang, "aside", count=view["set_aside"])
    right = side.span(760, 1262)
    side.label_in(right, 12, side_text, 22, bold=True, at_end=True)
    side.label_in(right, 40, aside, 20, fill=MUTED, at_end=True)


def _player_row(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: View, seat: int, box: tuple[int, int, int, int], moving: bool, side: Mirror
) -> None:
    lang = side.lang
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=TURN_FILL if moving else ROW_FILL, outline=INK if moving else (205, 198, 180), width=3 if moving else 2)
    h = y1 - y0
    # Reading from the start of the row: badge, name/score/tags, then the five stacks at the far end.
    row = side.inner(x0, x1)
    badge(draw, (row.x(x0 + 30), y0 + h // 2), seat, radius=20)
    texts = row.span(x0 + 60, x0 + 280)
    name = seat_name(seat, view, lang)
    if view.get("seat") == seat:
        name = _t(lang, "you-name", name=name)
    side.label_in(texts, y0 + 8, name, 24, bold=True)
    history = view["round_scores"]
    if history:
        last = history[-1][seat]
        score = _t(lang, "points-last", points=view["scores"][seat], last=signed(last, lang, plus=True))
    else:
        score = _t(lang, "points", points=view["scores"][seat])
    side.label_in(texts, y0 + 38, score, 22, bold=True)
    tags = []
    if moving:
        tags.append(_t(lang, "to-move"))
    if view["phase"] != "over":
        tags.append(_t(lang, "hand-size", count=view["hand_sizes"][seat]))
    if view["dealer"] == seat:
        tags.append(_t(lang, "dealer"))
    side.label_in(texts, y0 + 66, " · ".join(tags), 18, fill=INK if moving else MUTED)
    stacks = view["stacks"][seat]
    # With four domains, the missing colour would end the round at −3: mark its empty place.
    warn = len(stacks) == 4 and view["phase"] != "over"
    card_h = h - 14
    card_w = min(72, int(card_h * 0.7))
    slot = 84
    sx = int(row.start(x1 - 5 * slot - 4, 5 * slot))
    for i, letter in enumerate(ORDER):
        cx = sx + i * slot + (slot - card_w) // 2
        cy = y0 + 7
        if letter in stacks:
            paste_card(image, stacks[letter]["top"], (cx, cy), (card_w, card_h), lang=lang)
            height_tag(draw, (cx + card_w + 4, cy + card_h + 4), stacks[letter]["height"], lang)
        else:
            empty_slot(draw, (cx, cy, cx + card_w, cy + card_h), letter, warn=warn, lang=lang)


def _trick_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, side: Mirror) -> None:
    lang = side.lang
    trick = view["trick"]
    gaia = view["gaia"] or ""
    last = view["last_trick"]
    panel = side.span(760, 1242)
    if trick:
        led = view["led"]
        if led:
            title = _t(lang, "trick-led", trick=view["trick_no"], colour=colour_label(led, lang))
        else:
            title = _t(lang, "trick-open", trick=view["trick_no"])
        _trick_cards(image, draw, trick, panel, 150, (96, 136), gaia, view["trick_winner"], lang)
    elif view["phase"] != "over":
        title = _t(lang, "trick-leads", trick=view["trick_no"], name=seat_name(view["leader"], view, lang))
    else:
        title = _t(lang, "game-over")
    side.label_in(panel, 86, title, 26, bold=True, fill=WHITE)
    if view["sickle"]:
        sickle = view["sickle"]
        choices = _either([colour_label(c, lang) for c in sickle["choices"]], lang)
        text = _t(lang, "sickle-ask", name=seat_name(sickle["seat"], view, lang), choices=choices)
        side.label_in(panel, 340, text, 22, bold=True, fill=HIGHLIGHT)
    if view["phase"] == "over" and view["last_round"]:
        _last_round(draw, view["last_round"], panel, 140, side)
    if last:
        winner = last["winner"]
        text = _t(lang, "last-trick", trick=last["trick"], name=seat_name(winner, view, lang))
        side.label_in(panel, 400, text, 22, bold=True, fill=WHITE)
        cards_span = side.span(760, 760 + 330)
        _trick_cards(image, draw, last["cards"], cards_span, 440, (58, 82), gaia, winner, lang)
    elif view["last_round"] and view["phase"] != "over":
        _last_round(draw, view["last_round"], panel, 420, side)


def _trick_cards(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    cards: list[list[Any]],
    span: tuple[int, int],
    y: int,
    size: tuple[int, int],
    gaia: str,
    winner: int | None,
    lang: str,
) -> None:
    """Cards of a trick in play order from the reading start (left, or right when mirrored), each with its
    player's badge beneath; the winner's card highlighted."""
    w, h = size
    step = min(w + 22, (span[1] - span[0]) // max(1, len(cards)))
    row = Mirror(draw, lang, *span)
    for i, (seat, card) in enumerate(cards):
        x = int(row.start(span[0] + 8 + i * step, w))
        paste_card(image, card, (x, y), size, gaia_colour=gaia if card == "GAIA" else "", highlight=seat == winner, lang=lang)
        badge(draw, (x + w // 2, y + h + 26 if h > 100 else y + h + 20), seat, radius=17 if h > 100 else 13)


def _last_round(draw: ImageDraw.ImageDraw, last: dict[str, Any], panel: tuple[int, int], y: int, side: Mirror) -> None:
    lang = side.lang
    side.label_in(panel, y, _t(lang, "round-scores", round=last["round"]), 22, bold=True, fill=WHITE)
    x0, x1 = panel
    block = side.inner(x0, x1)
    for seat, score in enumerate(last["scores"]):
        text = _t(lang, "five-domains", score=signed(score, lang)) if last["five_domains"] == seat else signed(score, lang)
        badge(draw, (block.x(x0 + 14), y + 46 + seat * 32), seat, radius=12)
        side.label_in(block.span(x0 + 34, x1), y + 34 + seat * 32, text, 20, bold=True, fill=WHITE)


def _status(draw: ImageDraw.ImageDraw, view: View, side: Mirror) -> None:
    text = status_line(view, side.lang)
    draw.rounded_rectangle((18, 656, 1262, 708), radius=12, fill=INK)
    side.label_in((34, 1246), 682, text, 26, bold=True, fill=WHITE, v="m")


def status_line(view: View, lang: str = "en") -> str:
    """Who must do what now, in words."""
    phase = view["phase"]
    if phase == "over":
        winners = ", ".join(seat_name(s, view, lang) for s in view["winners"])
        return _t(lang, "status-over", names=winners)
    seat = view["to_move"][0]
    who = _t(lang, "you") if view.get("seat") == seat else seat_name(seat, view, lang)
    if phase == "sickle":
        return _t(lang, "status-sickle", who=who, choices=_either([colour_label(c, lang) for c in view["sickle"]["choices"]], lang))
    if phase == "gaia":
        return _t(lang, "status-gaia-side" if view["variant"] == "sun-moon" else "status-gaia", who=who)
    if not view["trick"]:
        return _t(lang, "status-lead", who=who, trick=view["trick_no"])
    led = view["led"]
    if led:
        return _t(lang, "status-follow", who=who, trick=view["trick_no"], colour=colour_label(led, lang))
    return _t(lang, "status-play", who=who, trick=view["trick_no"])


def _played(action: Action) -> str | None:
    """The code of the card an action plays (Gaia when led), read from the typed action."""
    if isinstance(action, Play):
        return CARD_TEXT[action.card]
    return "GAIA" if isinstance(action, LeadGaia) else None


# ---------------------------------------------------------------- a hand
def render_hand(view: View, lang: str = "en") -> Image.Image:
    """The seat's hand in a row (sorted by colour and value), playable cards raised and ringed, others dimmed."""
    hand: list[str] = view.get("hand", [])
    count = max(1, len(hand))
    gap = 14
    card_w = min(96, (HAND_WIDTH - 40 - (count - 1) * gap) // count)
    card_h = int(card_w * 1.42)
    footer = 80 + card_h + 20
    image = Image.new("RGB", (HAND_WIDTH, footer + FOOTER_HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    side = Mirror(draw, lang, 0, HAND_WIDTH)
    seat = view["seat"]
    legal: list[str] = view.get("legal", [])
    playable = {_played(parse_action(text)) for text in legal} - {None}
    title = _t(lang, "hand-title", name=seat_name(seat, view, lang), count=len(hand)) if seat is not None else _t(lang, "hand")
    side.label_in(side.span(20, 480), 12, title, 30, bold=True)
    side.label_in(side.span(500, 1262), 18, status_line(view, lang), 22, bold=True, at_end=True)
    x = (HAND_WIDTH - (count * card_w + (count - 1) * gap)) // 2
    for card in hand:
        able = card in playable
        y = 62 if able else 80
        paste_card(image, card, (x, y), (card_w, card_h), highlight=able and bool(legal), dim=bool(legal) and not able, lang=lang)
        x += card_w + gap
    if not hand:
        draw_label(draw, (HAND_WIDTH / 2, 140), _t(lang, "no-cards"), 28, bold=True, fill=MUTED, anchor="mm", max_width=HAND_WIDTH - 80, direction=direction(lang))
    _hand_footer(image, draw, view, footer, side)
    return to_palette(image, _palette())


def _hand_footer(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, y: int, side: Mirror) -> None:
    """Your stacks and the trick so far, small, for context beside the buttons (blocks mirrored right to left)."""
    lang = side.lang
    seat = view["seat"]
    draw.line((20, y - 8, 1260, y - 8), fill=(205, 198, 180), width=2)
    own = side.span(20, 410)
    side.label_in(own, y, _t(lang, "your-stacks"), 22, bold=True)
    stacks = view["stacks"][seat] if seat is not None else {}
    sickle = view["sickle"]
    targets = sickle["choices"] if sickle and sickle["seat"] == seat else []
    first = int(side.start(20, 5 * 78 - 8))  # room for the last height tag
    for i, letter in enumerate(ORDER):
        x = first + i * 78
        if letter in stacks:
            paste_card(image, stacks[letter]["top"], (x, y + 32), (62, 88), highlight=letter in targets, lang=lang)
            height_tag(draw, (x + 66, y + 124), stacks[letter]["height"], lang)
        else:
            empty_slot(draw, (x, y + 32, x + 62, y + 120), letter, lang=lang)
    trick = view["trick"]
    led = view["led"]
    if led:
        title = _t(lang, "trick-led", trick=view["trick_no"], colour=colour_label(led, lang))
    else:
        title = _t(lang, "trick", trick=view["trick_no"])
    middle = side.span(470, 940)
    side.label_in(middle, y, title, 22, bold=True)
    if not trick:
        side.label_in(middle, y + 40, _t(lang, "no-trick-cards"), 20, fill=MUTED)
    for i, (who, card) in enumerate(trick):
        x = int(side.start(470 + i * 92, 90))
        paste_card(image, card, (x, y + 32), (62, 88), gaia_colour=(view["gaia"] or "") if card == "GAIA" else "", lang=lang)
        badge(draw, (x + 76, y + 46), who, radius=12)
    sizes = view["hand_sizes"]
    others = "  ".join(f"{player_letter(s)}: {number(lang, sizes[s])}" for s in range(len(sizes)) if s != seat)
    counts = side.span(960, 1262)
    side.label_in(counts, y, _t(lang, "cards-in-hand"), 20, bold=True, at_end=True)
    side.label_in(counts, y + 30, others, 20, fill=MUTED, at_end=True)
    backs = int(side.start(1180, 40 + 2 * 14))
    for i in range(min(3, max(sizes, default=0))):
        card_back(draw, (backs + i * 14, y + 62, backs + 40 + i * 14, y + 118))


# ---------------------------------------------------------------- final standings
def render_final(view: View, lang: str = "en") -> Image.Image:
    """Final standings (winners marked) beside the running totals per round as a chart, and the round table."""
    image = Image.new("RGB", FINAL_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    side = Mirror(draw, lang, 0, FINAL_SIZE[0])
    players = int(view["players"])
    history: list[list[int]] = view["round_scores"]
    totals: list[int] = view["scores"]
    winners = set(view["winners"])
    side.label_in((20, 1260), 14, _t(lang, "final-title"), 34, bold=True)
    order = sorted(range(players), key=lambda s: (-totals[s], s))
    place = 0
    bx0, bx1 = side.span(20, 470)
    for rank, seat in enumerate(order):
        if rank == 0 or totals[seat] != totals[order[rank - 1]]:
            place = rank + 1
        y = 80 + rank * 76
        fill = TURN_FILL if seat in winners else ROW_FILL
        draw.rounded_rectangle((bx0, y, bx1, y + 66), radius=12, fill=fill, outline=INK if seat in winners else (205, 198, 180), width=2)
        row = side.inner(bx0, bx1)
        draw.text((row.x(bx0 + 16), y + 33), f"{number(lang, place)}.", font=font(28, True), fill=INK, anchor=row.anchor("lm"))
        badge(draw, (row.x(bx0 + 80), y + 33), seat, radius=20)
        name = seat_name(seat, view, lang)
        room = 145 if seat in winners else 290
        side.label_in(row.span(bx0 + 112, bx0 + 112 + room), y + 33, name, 26, bold=True, v="m")
        draw.text((row.x(bx0 + 435), y + 33), signed(totals[seat], lang), font=font(30, True), fill=INK, anchor=row.anchor("rm"))
        if seat in winners:
            side.label_in(row.span(bx0 + 265, bx0 + 375), y + 33, _t(lang, "winner"), 18, bold=True, fill=(160, 110, 0), v="m")
    series = [[0] + [sum(r[s] for r in history[: i + 1]) for i in range(len(history))] for s in range(players)]
    cx0, cx1 = side.span(500, 1262)
    score_chart(draw, (cx0, 74, cx1, 470), series, [player_letter(s) for s in range(players)], digits=lang)
    side.label_in((cx0 + 12, cx1 - 12), 82, _t(lang, "chart-title"), 20, bold=True)
    _round_table(draw, view, history, totals, (20, 490, 1262, 706), side)
    return to_palette(image, _palette())


def _round_table(
    draw: ImageDraw.ImageDraw, view: View, history: list[list[int]], totals: list[int], box: tuple[int, int, int, int], side: Mirror
) -> None:
    """Per-round scores: one column per round, one row per player; −3 marks five domains. Mirrored right to left."""
    lang = side.lang
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=WHITE, outline=MUTED, width=2)
    at = side.inner(x0, x1).x  # `x` measured from the box's reading start

    players = len(totals)
    columns = len(history) + 1
    first = x0 + 200
    width = (x1 - 20 - first) // columns
    row_h = min(34, (y1 - y0 - 44) // players)
    fnt = font(20, True)
    for c in range(columns):
        heading = _t(lang, "round-column", round=c + 1) if c < len(history) else _t(lang, "total")
        draw_label(draw, (at(first + c * width + width / 2), y0 + 22), heading, 20, bold=True, fill=MUTED, anchor="mm", max_width=width - 6, direction=direction(lang))
    for seat in range(players):
        y = y0 + 44 + seat * row_h + row_h / 2
        badge(draw, (at(x0 + 26), y), seat, radius=12)
        name = seat_name(seat, view, lang)
        side.label_in(side.inner(x0, x1).span(x0 + 46, first - 10), y, name, 20, v="m")
        for c, scores in enumerate([*history, totals]):
            value = scores[seat]
            colour = (200, 40, 40) if c < len(history) and value < 0 else INK
            draw_centered(draw, (at(first + c * width + width / 2), y), signed(value, lang), fnt, colour)
