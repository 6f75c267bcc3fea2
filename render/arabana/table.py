"""Arabana's board image: the position on the map, and the panel with the display and the players' table."""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.arabana.board import ISLAND_NAMES, ISLANDS, SPOT_ENDS, island_of
from bot.games.arabana.gods import GOD_NAMES
from bot.games.arabana.views import ArabanaView, as_view
from bot.i18n import isolated, number, t
from render.arabana import pieces
from render.arabana.board import (
    MAP_HEIGHT,
    MAP_WIDTH,
    MARKED,
    PANEL,
    PLANK,
    ROPE,
    SAND,
    SAND_EDGE,
    SEA,
    TURN_FILL,
    base_board,
    island_centre,
    island_outline,
    island_radius,
    name_box,
    plank,
    spot_geometry,
)
from render.arabana.words import move_text, seat_names, status_lines
from render.common import (
    BACKGROUND,
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    Colour,
    contrast_ink,
    fixed_palette,
    paste_label,
    phone_floor,
    player_colour,
    player_letter,
    to_palette,
)
from render.mirror import Mirror

CARD_W, CARD_H = 164, 166  # wide enough for "Opodopo" and "Hauptinsel" at the phone's floor
PANEL_LEFT = 24
PANEL_WIDTH = MAP_WIDTH - 2 * PANEL_LEFT  # the panel's text width, under the map
DISPLAY_WIDTH = 4 * (CARD_W + 10)  # the display's four cards; the last move beside them
COLUMN_WIDTH = 76  # a players' table heading (columns 80 px apart)
ROW_HEIGHT = 60
BADGE_GAP = 6  # between a row's badge and its name


def _draw_map(image: Image.Image, draw: ImageDraw.ImageDraw, view: ArabanaView) -> None:
    highlight = view["highlight"]
    lit_spots = set(highlight["spots"])
    lit_islands = set(highlight["islands"])
    for island in lit_islands:
        draw.line([*island_outline(island, 9), island_outline(island, 9)[0]], fill=HIGHLIGHT, width=8)
    for spot, seat in enumerate(view["spots"]):
        if spot not in lit_spots and seat is None:
            continue
        centre, direction, _, _ = spot_geometry(spot)
        if spot in lit_spots:
            draw.polygon(plank(centre, direction, 6), fill=HIGHLIGHT)
            if seat is None:
                draw.polygon(plank(centre, direction), fill=PLANK, outline=ROPE, width=2)
        if seat is not None:
            colour = player_colour(seat)
            draw.polygon(plank(centre, direction), fill=colour, outline=INK, width=3)
            paste_label(image, centre, player_letter(seat), 20, True, contrast_ink(colour), "mm")
    floor = phone_floor(image.width)
    for island in range(ISLANDS):
        cx, cy = island_centre(island)
        radius = island_radius(island)
        # The ruler's badge above the island's name, its god stone below, both clear of the name.
        top, bottom = name_box(island)
        owner = view["control"][island]
        if owner is not None:
            badge_r = max(17 if radius > 50 else 14, math.ceil(floor / 1.2))
            pieces.paste_badge(image, (cx, min(cy - radius * 0.5, top - badge_r - 4)), owner, badge_r)
        god = view["god_stones"][island]
        if god:
            chip = pieces.chip_stamp(god, max(13 if radius < 50 else 14, floor))
            pieces.god_chip(image, (cx, max(cy + radius * 0.5, bottom + chip.height / 2 + 3)), god, 13 if radius < 50 else 14)


def _draw_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: ArabanaView, lang: str) -> None:
    """Under the map: who is to act, the display, the players' table, the legend and the last move."""
    names = seat_names(view, lang)
    x0, y0 = PANEL_LEFT, MAP_HEIGHT + 14
    mirror = Mirror(draw, lang, x0, x0 + PANEL_WIDTH)
    lines = status_lines(view, names, lang)
    mirror.paste(image, (x0, y0), lines[0], 32, True, max_width=PANEL_WIDTH)
    # Two lines under the heading: who is to act (a long list of names wraps onto the second).
    rest = [part for line in lines[1:3] for part in mirror.wrap(line, 24, PANEL_WIDTH)]
    for k, line in enumerate(rest[:2]):
        mirror.paste(image, (x0, y0 + 46 + k * 36), line, 24, max_width=PANEL_WIDTH)
    top = y0 + 124
    title = t(lang, "arabana-img-display")
    left, _, right, _ = mirror.paste(image, (x0, top), title, 22, True, max_width=200)
    title_width = right - left
    piles = t(lang, "arabana-img-piles", bag=view["bag_size"], discard=view["discard_size"])
    mirror.paste(image, (x0 + title_width + 14, top), piles, 19, fill=MUTED, max_width=DISPLAY_WIDTH - title_width - 14)
    move = view["last_move"]
    lit_slots = set(move["slots"])
    for slot, name in enumerate(view["display"]):
        ltr_x = x0 + slot * (CARD_W + 10)
        x, y = mirror.start(ltr_x, CARD_W), top + 40
        if slot in lit_slots and name:
            draw.rounded_rectangle((x - 5, y - 5, x + CARD_W + 5, y + CARD_H + 5), radius=14, fill=HIGHLIGHT)
        if name:
            image.paste(pieces.card_face(island_of(name), CARD_W, CARD_H, lang, phone_floor(image.width)), (round(x), y))
        else:
            draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12, outline=MUTED, width=2)
            mirror.paste(image, (ltr_x + CARD_W / 2, y + CARD_H / 2), t(lang, "arabana-empty"), 16, fill=MUTED, anchor="mm", max_width=CARD_W - 8)
    action, mover = move["action"], move["seat"]
    if action and mover is not None:
        # Beside the display, wrapped: the last move names a player and an island or two.
        text = t(lang, "arabana-img-last", who=isolated(names[mover], lang), move=move_text(action, view, lang))
        left, right = mirror.span(x0 + DISPLAY_WIDTH + 24, x0 + PANEL_WIDTH)
        last = mirror.inner(left, right)
        for k, line in enumerate(last.wrap(text, 20, right - left)[:5]):
            last.paste(image, (left, top + k * 36), line, 20, fill=MUTED, max_width=right - left)
    _draw_players(image, draw, view, names, (x0, top + CARD_H + 56), mirror, lang)


def _draw_players(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: ArabanaView, names: list[str], origin: tuple[int, int], mirror: Mirror, lang: str
) -> None:
    players = view["players"]
    over = view["phase"] == "over"
    x0, y0 = origin
    row_left, right = x0 - 12, x0 + PANEL_WIDTH + 4  # the rows' edges
    columns = [
        ("points", 420, view["scores"]),
        ("bridges", 500, view["bridges_left"]),
        ("stones", 580, view["stones_left"]),
        ("cards", 660, view["hand_sizes"]),
    ]
    if not over:
        columns.append(("now", 740, view["standing"]))
    notes_x = 800  # each row's notes and god stones, after the numbers
    for title, x, _ in columns:
        mirror.paste(image, (x0 + x, y0 + 12), t(lang, f"arabana-img-col-{title}"), 20, True, MUTED, "mm", max_width=COLUMN_WIDTH)
    to_move = set(view["to_move"])
    history = view.get("history") or []
    # A name reaches up to the widest number of the points column (centred on its heading), less a gap.
    points_w = max(Mirror(draw, lang).measure(number(lang, p), 30, bold=True) for p in view["scores"])
    name_room = columns[0][1] - points_w // 2 - 16 - 2 * BADGE_GAP - 2 * max(18, -(-phone_floor(image.width) * 5 // 6))
    row_h = ROW_HEIGHT
    badge_r = max(18, -(-phone_floor(image.width) * 5 // 6))
    for seat in range(players):
        y = y0 + 34 + seat * row_h
        if seat in to_move:
            left = mirror.start(row_left, right - row_left)
            draw.rounded_rectangle((left, y - 4, left + right - row_left, y + row_h - 6), radius=10, fill=TURN_FILL, outline=HIGHLIGHT, width=3)
        middle = y + (row_h - 10) // 2
        pieces.paste_badge(image, (mirror.x(x0 + badge_r), middle), seat, badge_r)
        mirror.paste(image, (x0 + 2 * badge_r + 2 * BADGE_GAP, middle), names[seat], 24, True, anchor="lm", max_width=name_room)
        for title, x, values in columns:
            big = title == "points"
            mirror.paste(image, (x0 + x, middle), number(lang, values[seat]), 30 if big else 24, big, MUTED if title == "now" else INK, "mm")
        x = x0 + notes_x
        notes = []
        if history:
            notes.append((t(lang, "arabana-img-note-pass1", points=history[0]["points"][seat]), False))
        if view["phase"] == "setup":
            notes.append((t(lang, "arabana-img-note-chosen" if view["setup_done"][seat] else "arabana-img-note-choosing"), True))
        if view["final_round"] and seat in view["last_turns"] and not over:  # at the end all are done
            notes.append((t(lang, "arabana-img-note-done"), True))
        for note, bold in notes:
            left, _, far, _ = mirror.paste(image, (x, middle), note, 17, bold, MUTED, "lm", max_width=right - x)
            x += far - left + 12
        for god in view["gods_held"][seat]:
            width = pieces.chip_stamp(god, max(14, phone_floor(image.width))).width
            if x + width > right:
                break
            pieces.god_chip(image, (mirror.x(x + width / 2), middle), god, 14)
            x += width + 6
    legend_y = y0 + 34 + players * row_h + 4
    mirror.paste(image, (x0, legend_y), t(lang, "arabana-img-legend"), 16, fill=MUTED, max_width=PANEL_WIDTH)
    if not over:
        legend_y += 30
        mirror.paste(image, (x0, legend_y), t(lang, "arabana-img-legend-now"), 16, fill=MUTED, max_width=PANEL_WIDTH)
    if view["options"].get("gods") == "on":
        mirror.paste(image, (x0, legend_y + 30), t(lang, "arabana-img-legend-gods"), 16, fill=MUTED, max_width=PANEL_WIDTH)


def _draw_table(view: ArabanaView, lang: str = "en") -> Image.Image:
    image = base_board().copy()
    draw = ImageDraw.Draw(image)
    _draw_map(image, draw, view)
    _draw_panel(image, draw, view, lang)
    return image


def _sample_view() -> ArabanaView:
    """A board using every colour the table can show, to derive the palette from."""
    spots = len(SPOT_ENDS)
    return {
        "game": "arabana",
        "seat": None,
        "options": {"gods": "on"},
        "players": 4,
        "phase": "play",
        "pass": 2,
        "final_round": True,
        "final_pending": [0, 1, 2, 3],
        "last_turns": [],
        "turn": 0,
        "to_move": [0, 2],
        "spots": [None if s % 5 == 4 else s % 4 for s in range(spots)],
        "control": [i % 4 for i in range(ISLANDS)],
        "god_stones": [GOD_NAMES[i % len(GOD_NAMES)] for i in range(ISLANDS)],
        "gods_held": [list(GOD_NAMES)] * 4,
        "gods_used": [[]] * 4,
        "island_bridges": [[0] * 4 for _ in range(ISLANDS)],
        "display": [ISLAND_NAMES[0], ISLAND_NAMES[1], ISLAND_NAMES[-1], None],
        "bag_size": 10,
        "discard_size": 10,
        "scores": [10, 20, 30, 40],
        "standing": [10, 20, 30, 40],
        "setup_done": [True] * 4,
        "bridges_left": [1, 2, 3, 4],
        "stones_left": [1, 2, 3, 4],
        "hand_sizes": [1, 2, 3, 4],
        "history": [{"label": "small", "points": [1, 2, 3, 4], "scores": [1, 2, 3, 4]}],
        "progress": [[0] * 4],
        "played": [],
        "facedown_sizes": [0] * 4,
        "banned": [],
        "acted": False,
        "remove": None,
        "ku_target": None,
        "pele_give_to": None,
        "chooser": None,
        "winners": None,
        "instant_win": None,
        "highlight": {"seat": 0, "turn": 1, "spots": list(range(0, spots, 3)), "islands": list(range(0, ISLANDS, 4))},
        "last_move": {"seat": 0, "action": "bridge Nuridan-Opodopo", "spots": [], "islands": [], "slots": [0]},
    }


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The board's 256-colour palette, taken once from a fully populated sample board.

    Mapping each board to this fixed palette is several times faster than quantising it afresh.
    """
    return fixed_palette(_draw_table(_sample_view()))


# The flat colours of the hand and the final standings, kept exactly in their palette (their background
# and cards are not on the board).
SHEET_COLOURS: list[Colour] = [
    BACKGROUND, WHITE, INK, MUTED, HIGHLIGHT, TURN_FILL, SEA, SAND, SAND_EDGE, PANEL, MARKED,
    *pieces.CARD_COLOURS.values(), *(player_colour(seat) for seat in range(4)),
]


@lru_cache(maxsize=1)
def sheet_palette() -> Image.Image:
    """The hand's and the final standings' palette: their flat colours exactly, the rest from the sample board."""
    return fixed_palette(_draw_table(_sample_view()), SHEET_COLOURS)


def render_table(view: Mapping[str, Any], lang: str = "en") -> Image.Image:
    """The board with the position, the display and the players' table (palette image) from an Arabana view."""
    return to_palette(_draw_table(as_view(view), lang), palette())
