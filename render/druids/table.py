"""Druids' table image: one row per player (stack tops and heights, score), the trick, the status line."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.games.druids.views import DruidsView, PlayedCard, RoundRecord, as_view
from bot.i18n import is_rtl
from render.common import (
    BACKGROUND,
    FELT_LIGHT,
    HIGHLIGHT,
    INK,
    MUTED,
    TABLE_GREEN,
    WHITE,
    badge,
    floor_of,
    player_letter,
    to_palette,
)
from render.druids.colours import ROW_FILL, TURN_FILL, palette
from render.druids.faces import ORDER, paste_card, stack_place
from render.druids.words import colour_label, either, img_text, legend, seat_name, signed, status_line
from render.mirror import Mirror
from render.names import name_fitted

TABLE_SIZE = (1280, 764)  # a line under the status bar explains the stacks
FELT_BOTTOM = 640


@lru_cache(maxsize=16)
def _table_base(players: int, rtl: bool = False) -> Image.Image:
    """The static table: background and the felt for the trick (on the left when mirrored)."""
    image = Image.new("RGB", TABLE_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    x0, x1 = (TABLE_SIZE[0] - 1262, TABLE_SIZE[0] - 740) if rtl else (740, 1262)
    draw.rounded_rectangle((x0, 70, x1, FELT_BOTTOM), radius=18, fill=TABLE_GREEN, outline=FELT_LIGHT, width=4)
    return image


def _row_geometry(players: int) -> tuple[int, int]:
    """Top y and height of each player row."""
    height = min(124, 570 // players)
    return 72, height


def render_table(view: Mapping[str, object], lang: str = "en") -> Image.Image:
    """The whole table: header, one row per player (stacks, score, hand size), the trick, the status line."""
    return _table(as_view(view), lang)


def _table(view: DruidsView, lang: str) -> Image.Image:
    players = int(view["players"])
    image = _table_base(players, is_rtl(lang)).copy()
    draw = ImageDraw.Draw(image)
    mirror = Mirror(draw, lang, 0, TABLE_SIZE[0])
    _header(draw, view, mirror)
    top, row_h = _row_geometry(players)
    to_move = set(view["to_move"])
    x0, x1 = mirror.span(18, 728)
    for seat in range(players):
        _player_row(image, draw, view, seat, (x0, top + seat * row_h, x1, top + (seat + 1) * row_h - 8), seat in to_move, mirror)
    _trick_panel(image, draw, view, mirror)
    _status(draw, view, mirror)
    return to_palette(image, palette())


def _header(draw: ImageDraw.ImageDraw, view: DruidsView, mirror: Mirror) -> None:
    lang = mirror.lang
    if view["phase"] != "over":
        round_text = img_text(lang, "round-trick", round=view["round"], rounds=view["rounds"], trick=view["trick_no"])
    else:
        round_text = img_text(lang, "round", round=view["round"], rounds=view["rounds"])
    mirror.label_in(mirror.span(20, 600), 14, round_text, 32, bold=True)
    chosen = view["side"]
    if view["variant"] == "sun-moon":
        side_text = img_text(lang, "side-none") if chosen is None else img_text(lang, "side-light" if chosen == "light" else "side-dark")
    else:
        side_text = img_text(lang, "lowest-on-top")
    if view["undealt"]:
        aside = img_text(lang, "aside-undealt", count=view["set_aside"], undealt=view["undealt"])
    else:
        aside = img_text(lang, "aside", count=view["set_aside"])
    mirror.label_in(mirror.span(620, 1262), 18, side_text, 22, bold=True, at_end=True)
    felt = _felt(mirror)
    mirror.label_in((felt[0] + 20, felt[1] - 20), FELT_BOTTOM - 48, aside, 20, fill=(200, 225, 210))


def _player_row(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: DruidsView, seat: int, box: tuple[int, int, int, int], moving: bool, mirror: Mirror
) -> None:
    lang = mirror.lang
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=TURN_FILL if moving else ROW_FILL, outline=INK if moving else (205, 198, 180), width=3 if moving else 2)
    h = y1 - y0
    # Reading from the start of the row: badge, name/score/tags, then the five stacks at the far end.
    row_mirror = mirror.inner(x0, x1)
    badge(draw, (row_mirror.x(x0 + 30), y0 + h // 2), seat, radius=20)
    slot = 70  # five stacks and their height tags; the rest of the row is the name's
    texts = row_mirror.span(x0 + 60, x1 - 5 * slot - 14)
    room = texts[1] - texts[0]
    name = seat_name(seat, view, lang)
    def fits(text: str) -> bool:
        return mirror.fits(text, 24, room, bold=True)

    mine = name_fitted(lambda n: img_text(lang, "you-name", name=n), name, fits) if view.get("seat") == seat else ""
    # "(you)" only where it leaves the name readable: the badge and the hand below say whose row it is.
    name = mine if mine and fits(mine) else name_fitted(str, name, fits)
    pitch = (h - 8) / 3  # three lines: name, score, tags
    mirror.label_in(texts, y0 + 4, name, 24, bold=True)
    history = view["round_scores"]
    if history:
        last = history[-1][seat]
        score = img_text(lang, "points-last", points=view["scores"][seat], last=signed(last, lang, plus=True))
    else:
        score = img_text(lang, "points", points=view["scores"][seat])
    mirror.label_in(texts, y0 + 4 + pitch, score, 22, bold=True)
    tags = []
    if moving:
        tags.append(img_text(lang, "to-move"))
    if view["phase"] != "over":
        tags.append(img_text(lang, "hand-size", count=view["hand_sizes"][seat]))
    if view["dealer"] == seat:
        tags.append(img_text(lang, "dealer"))
    # Where all do not fit at the phone's text size, the last go first (dealer, then the hand's size).
    while len(tags) > 1 and not mirror.fits(" · ".join(tags), 18, texts[1] - texts[0]):
        tags.pop()
    mirror.label_in(texts, y0 + 4 + 2 * pitch, " · ".join(tags), 18, fill=INK if moving else MUTED)
    stacks = view["stacks"][seat]
    # With four domains, the missing colour would end the round at −3: mark its empty place.
    warn = len(stacks) == 4 and view["phase"] != "over"
    card_h = h - 14
    card_w = min(64, int(card_h * 0.7))
    sx = int(row_mirror.start(x1 - 5 * slot - 4, 5 * slot))
    for i, letter in enumerate(ORDER):
        cx = sx + i * slot + (slot - card_w) // 2
        cy = y0 + 7
        stack_place(image, draw, stacks, letter, (cx, cy), (card_w, card_h), warn=warn, lang=lang)


def _felt(mirror: Mirror) -> tuple[int, int]:
    """Where the felt is, left and right (on the left when mirrored)."""
    return mirror.span(740, 1262)


def _trick_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: DruidsView, mirror: Mirror) -> None:
    lang = mirror.lang
    trick = view["trick"]
    gaia = view["gaia"] or ""
    last = view["last_trick"]
    panel = mirror.span(760, 1242)

    def fits(text: str, size: int = 26) -> bool:
        return mirror.fits(text, size, panel[1] - panel[0], bold=True)

    if trick:
        led = view["led"]
        if led:
            title = img_text(lang, "trick-led", trick=view["trick_no"], colour=colour_label(led, lang))
        else:
            title = img_text(lang, "trick-open", trick=view["trick_no"])
        _trick_cards(image, draw, view["plays"], panel, 150, (96, 136), gaia, view["trick_winner"], lang)
    elif view["phase"] != "over":
        leader = view["leader"]
        title = name_fitted(lambda n: img_text(lang, "trick-leads", trick=view["trick_no"], name=n), seat_name(leader, view, lang), fits, player_letter(leader))
    else:
        title = img_text(lang, "game-over")
    mirror.label_in(panel, 86, title, 26, bold=True, fill=WHITE)
    if view["sickle"]:
        sickle = view["sickle"]
        choices = either([colour_label(c, lang) for c in sickle["choices"]], lang)
        text = name_fitted(lambda n: img_text(lang, "sickle-ask", name=n, choices=choices), seat_name(sickle["seat"], view, lang), lambda t: fits(t, 22), player_letter(sickle["seat"]))
        mirror.label_in(panel, 340, text, 22, bold=True, fill=HIGHLIGHT)
    if view["phase"] == "over" and view["last_round"]:
        # The last trick stays below the round's points where they fit in one column above it; else the points take the felt.
        if last and view["players"] * _score_pitch(draw) > 392 - 174:
            last = None
        _last_round(draw, view["last_round"], panel, 140, mirror, bottom=392 if last else FELT_BOTTOM - 8)
    if last:
        winner = last["winner"]
        # A long name shortened, or where too long even so, its letter, as on the badges.
        text = name_fitted(lambda n: img_text(lang, "last-trick", trick=last["trick"], name=n), seat_name(winner, view, lang), lambda t: fits(t, 22), player_letter(winner))
        mirror.label_in(panel, 400, text, 22, bold=True, fill=WHITE)
        cards_span = mirror.span(760, 760 + 330)
        _trick_cards(image, draw, last["plays"], cards_span, 440, (58, 82), gaia, winner, lang)
    elif view["last_round"] and view["phase"] != "over":
        _last_round(draw, view["last_round"], panel, 420, mirror, bottom=FELT_BOTTOM - 8)


def _trick_cards(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    cards: list[PlayedCard],
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
    row_mirror = Mirror(draw, lang, *span)
    for i, played in enumerate(cards):
        seat, card = played["seat"], played["card"]
        x = int(row_mirror.start(span[0] + 8 + i * step, w))
        paste_card(image, card, (x, y), size, gaia_colour=gaia if card == "GAIA" else "", highlight=seat == winner, lang=lang)
        # Under the card, clear of it: the badge grows to the phone's floor and would hide the card's foot.
        radius = max(17 if h > 100 else 13, -(-floor_of(draw) * 5 // 6))
        badge(draw, (x + w // 2, y + h + radius + 4), seat, radius=radius)


def _last_round(draw: ImageDraw.ImageDraw, last: RoundRecord, panel: tuple[int, int], y: int, mirror: Mirror, *, bottom: int) -> None:
    """The last round's points per seat, from `y` down to `bottom` (more seats than fit there go in a second column)."""
    lang = mirror.lang
    mirror.label_in(panel, y, img_text(lang, "round-scores", round=last["round"]), 22, bold=True, fill=WHITE)
    x0, x1 = panel
    radius = max(12, -(-floor_of(draw) * 5 // 6))
    pitch = _score_pitch(draw)
    per_column = max(1, (bottom - (y + 34)) // pitch)
    columns = -(-len(last["scores"]) // per_column)
    column_w = (x1 - x0) // columns
    for seat, score in enumerate(last["scores"]):
        text = img_text(lang, "five-domains", score=signed(score, lang)) if last["five_domains"] == seat else signed(score, lang)
        left, row_y = x0 + (seat // per_column) * column_w, y + 34 + (seat % per_column) * pitch
        block = mirror.inner(x0, x1)
        badge(draw, (block.x(left + radius + 2), row_y + radius), seat, radius=radius)
        mirror.label_in(block.span(left + 2 * radius + 10, left + column_w), row_y + radius, text, 20, bold=True, fill=WHITE, v="m")


def _score_pitch(draw: ImageDraw.ImageDraw) -> int:
    """From one seat's row of round points to the next (its badge at the phone's floor)."""
    return max(32, 2 * max(12, -(-floor_of(draw) * 5 // 6)) + 4)


def _status(draw: ImageDraw.ImageDraw, view: DruidsView, mirror: Mirror) -> None:
    text = status_line(view, mirror.lang, lambda line: mirror.fits(line, 26, 1212, bold=True))
    draw.rounded_rectangle((18, 656, 1262, 708), radius=12, fill=INK)
    mirror.label_in((34, 1246), 682, text, 26, bold=True, fill=WHITE, v="m")
    mirror.label_in((20, 1260), 718, legend(view, mirror.lang), 18, fill=MUTED)
