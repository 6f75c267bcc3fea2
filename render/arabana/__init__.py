"""Arabana images: the archipelago board with its panel, a player's hand, and the final standings.

The board is 1600×1000: the map on the left (islands sized by class, Lusepil largest, every
connection a bridge spot drawn as a plank), the panel on the right (pass, turn, display, a table of
players with points, bridges, stones, cards and gods). A bridge shows its owner's colour and letter;
an island stone is a disc of the controller's colour with his letter; god stones are labelled chips.
The last turn's changes carry a gold halo. The sea, the islands and the empty planks are drawn once
(module cache) and the position is drawn over a copy.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from bot.games.arabana.actions import (
    BAG,
    KANALOA_CARD,
    Bridge,
    Discard,
    Draw,
    End,
    Exchange,
    Give,
    Ku,
    Lono,
    Next,
    Pass,
    Pele,
    Remove,
    Take,
    Takeback,
    parse_action,
)
from bot.games.arabana.board import (
    ISLAND_CLASS,
    ISLAND_INDEX,
    ISLAND_NAMES,
    ISLAND_XY,
    ISLANDS,
    SPOT_COUNT,
    SPOT_ENDS,
    SPOT_NAMES,
)
from bot.games.arabana.gods import GOD_NAMES
from bot.games.base import Action
from bot.i18n import isolated, name_list, number, t
from render.common import (
    BACKGROUND,
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    Colour,
    Mirror,
    badge,
    contrast_ink,
    draw_centered,
    draw_label,
    fit_font,
    fixed_palette,
    font,
    new_canvas,
    paste_label,
    player_colour,
    player_letter,
    player_name,
    score_chart,
    to_palette,
)

BOARD_SIZE = (1600, 1000)
MAP_WIDTH = 1160
MAP_SHIFT = -215  # map x in the data file -> board x
RADIUS = {"main": 80, "large": 62, "small": 46}
PLANK_LENGTH, PLANK_WIDTH = 40, 28
SEA = (172, 208, 222)
SHALLOWS = (198, 226, 234)
SAND = (236, 218, 166)
SAND_EDGE = (150, 118, 66)
PLANK = (248, 240, 218)
ROPE = (128, 98, 60)
PANEL = (252, 248, 238)
CARD_COLOURS: dict[str, Colour] = {"main": (244, 178, 150), "large": (238, 220, 160), "small": (168, 218, 206)}
GOD_CHIP = (88, 84, 96)
GOD_SYMBOL = {"Kane": "Kane ★", "Kanaloa": "Kanaloa", "Ku": "Ku", "Pele": "Pele", "Lono": "Lono"}
CARD_W, CARD_H = 96, 128
PANEL_WIDTH = 412  # the panel's text width, from MAP_WIDTH + 20
COLUMN_WIDTH = 46  # a players' table heading (columns 52 px apart)
HAND_CARD_W, HAND_CARD_H = 150, 200
SPOTS_AT_ISLAND = tuple(tuple(s for s, ends in enumerate(SPOT_ENDS) if island in ends) for island in range(ISLANDS))

Point = tuple[float, float]
Box = tuple[int, int, int, int]


def island_centre(island: int) -> Point:
    """Where an island sits on the board."""
    x, y = ISLAND_XY[island]
    return float(x + MAP_SHIFT), float(y)


def island_radius(island: int) -> int:
    """An island's drawing radius by its class."""
    return RADIUS[ISLAND_CLASS[island]]


def spot_geometry(spot: int) -> tuple[Point, Point, Point, Point]:
    """The spot's centre, its direction (unit vector) and the two shore points it joins."""
    a, b = SPOT_ENDS[spot]
    (ax, ay), (bx, by) = island_centre(a), island_centre(b)
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    shore_a = (ax + ux * island_radius(a), ay + uy * island_radius(a))
    shore_b = (bx - ux * island_radius(b), by - uy * island_radius(b))
    centre = ((shore_a[0] + shore_b[0]) / 2, (shore_a[1] + shore_b[1]) / 2)
    return centre, (ux, uy), shore_a, shore_b


def plank(centre: Point, direction: Point, grow: float = 0) -> list[Point]:
    """The four corners of a plank lying along `direction`."""
    (cx, cy), (ux, uy) = centre, direction
    half_l, half_w = PLANK_LENGTH / 2 + grow, PLANK_WIDTH / 2 + grow
    px, py = -uy, ux
    return [
        (cx + ux * half_l + px * half_w, cy + uy * half_l + py * half_w),
        (cx + ux * half_l - px * half_w, cy + uy * half_l - py * half_w),
        (cx - ux * half_l - px * half_w, cy - uy * half_l - py * half_w),
        (cx - ux * half_l + px * half_w, cy - uy * half_l + py * half_w),
    ]


@lru_cache(maxsize=64)
def island_outline(island: int, grow: float = 0) -> tuple[Point, ...]:
    """A coastline: a circle roughened the same way every time (seeded by the island's name)."""
    rng = random.Random(ISLAND_NAMES[island])
    cx, cy = island_centre(island)
    radius = island_radius(island)
    steps = 36
    bumps = [rng.uniform(-0.07, 0.07) for _ in range(6)]
    phase = rng.uniform(0, math.tau)
    points = []
    for k in range(steps):
        angle = math.tau * k / steps
        wobble = sum(b * math.sin((j + 2) * angle + phase * (j + 1)) for j, b in enumerate(bumps))
        r = radius * (1 + wobble) + grow
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return tuple(points)


@lru_cache(maxsize=1)
def base_board() -> Image.Image:
    """The static board: sea, connections, islands with names, empty planks, the panel's ground."""
    image, draw = new_canvas(BOARD_SIZE, SEA)
    draw.rectangle((MAP_WIDTH, 0, BOARD_SIZE[0], BOARD_SIZE[1]), fill=PANEL)
    draw.line((MAP_WIDTH, 0, MAP_WIDTH, BOARD_SIZE[1]), fill=MUTED, width=3)
    for island in range(ISLANDS):
        draw.polygon(island_outline(island, 12), fill=SHALLOWS)
    for spot in range(len(SPOT_ENDS)):
        _, _, shore_a, shore_b = spot_geometry(spot)
        draw.line((*shore_a, *shore_b), fill=ROPE, width=5)
    for island in range(ISLANDS):
        draw.polygon(island_outline(island), fill=SAND, outline=SAND_EDGE, width=3)
        cx, cy = island_centre(island)
        size = {"main": 24, "large": 19, "small": 16}[ISLAND_CLASS[island]]
        draw_centered(draw, (cx, cy + 2), ISLAND_NAMES[island], font(size, bold=True), INK)
    for spot in range(len(SPOT_ENDS)):
        centre, direction, _, _ = spot_geometry(spot)
        draw.polygon(plank(centre, direction), fill=PLANK, outline=ROPE, width=2)
    draw.text((16, 12), "Arabana-Opodopo", font=font(30, bold=True), fill=INK)
    return image


@lru_cache(maxsize=128)
def card_face(island: int, width: int, height: int, lang: str = "en") -> Image.Image:
    """An island card: name, a small map with the island marked, class and spot count."""
    image = Image.new("RGB", (width, height), PANEL)
    draw = ImageDraw.Draw(image)
    kind = ISLAND_CLASS[island]
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=12, fill=CARD_COLOURS[kind], outline=INK, width=3)
    name = ISLAND_NAMES[island]
    draw_centered(draw, (width / 2, height * 0.14), name, fit_font(draw, name, width - 14, int(width * 0.22), bold=True), INK)
    mx0, my0, mx1, my1 = 8, int(height * 0.26), width - 8, int(height * 0.80)
    draw.rounded_rectangle((mx0, my0, mx1, my1), radius=6, fill=SEA)
    xs = [island_centre(i)[0] for i in range(ISLANDS)]
    ys = [island_centre(i)[1] for i in range(ISLANDS)]
    span_x, span_y = max(xs) - min(xs), max(ys) - min(ys)
    scale = min((mx1 - mx0 - 16) / span_x, (my1 - my0 - 16) / span_y)
    ox = (mx0 + mx1) / 2 - scale * (min(xs) + max(xs)) / 2
    oy = (my0 + my1) / 2 - scale * (min(ys) + max(ys)) / 2
    for i in range(ISLANDS):
        x, y = ox + scale * xs[i], oy + scale * ys[i]
        r = max(2.0, scale * island_radius(i) * 0.55)
        if i == island:
            draw.ellipse((x - r - 3, y - r - 3, x + r + 3, y + r + 3), fill=INK)
            draw.ellipse((x - r, y - r, x + r, y + r), fill=(214, 60, 40))
        else:
            draw.ellipse((x - r, y - r, x + r, y + r), fill=SAND, outline=SAND_EDGE)
    label = f"{t(lang, f'arabana-class-{kind}')} · {number(lang, SPOT_COUNT[island])}"
    draw_label(draw, (width / 2, height * 0.90), label, max(11, width // 9), anchor="mm", max_width=width - 12)
    return image


@lru_cache(maxsize=32)
def _badge_stamp(seat: int, radius: int) -> Image.Image:
    stamp = Image.new("RGBA", (2 * radius + 4, 2 * radius + 4), (0, 0, 0, 0))
    badge(ImageDraw.Draw(stamp), (radius + 2, radius + 2), seat, radius=radius)
    return stamp


def _badge(image: Image.Image, centre: Point, seat: int, radius: int) -> None:
    stamp = _badge_stamp(seat, radius)
    image.paste(stamp, (round(centre[0]) - radius - 2, round(centre[1]) - radius - 2), stamp)


def _names(view: dict[str, Any], lang: str) -> list[str]:
    players = int(view["players"])
    return [player_name(view, s, None, lang) for s in range(players)]


@lru_cache(maxsize=32)
def _chip_stamp(god: str, size: int) -> Image.Image:
    text = GOD_SYMBOL.get(god, god)
    fnt = font(size, bold=True)
    width, height = int(fnt.getlength(text)) + 12, int(size * 1.6)
    stamp = Image.new("RGBA", (width + 1, height + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(stamp)
    draw.rounded_rectangle((0, 0, width, height), radius=6, fill=GOD_CHIP, outline=INK)
    draw_centered(draw, (width / 2, height / 2), text, fnt, WHITE)
    return stamp


def _god_chip(image: Image.Image, centre: Point, god: str, size: int = 14) -> int:
    """A god stone's labelled chip centred on `centre`; returns its width."""
    stamp = _chip_stamp(god, size)
    image.paste(stamp, (round(centre[0] - stamp.width / 2), round(centre[1] - stamp.height / 2)), stamp)
    return stamp.width


def _draw_map(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    highlight = view.get("highlight") or {}
    lit_spots = set(highlight.get("spots", []))
    lit_islands = set(highlight.get("islands", []))
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
    for island in range(ISLANDS):
        cx, cy = island_centre(island)
        radius = island_radius(island)
        owner = view["control"][island]
        if owner is not None:
            _badge(image, (cx, cy - radius * 0.5), owner, 17 if radius > 50 else 14)
        god = view["god_stones"][island]
        if god:
            _god_chip(image, (cx, cy + radius * 0.5), god, 13 if radius < 50 else 14)


def _status_lines(view: dict[str, Any], names: list[str], lang: str) -> list[str]:
    phase = view["phase"]
    if phase == "over":
        winners = view.get("winners") or []
        who = name_list([names[w] for w in winners], lang, "arabana-and")
        if view.get("instant_win") is not None:
            return [t(lang, "arabana-img-over"), t(lang, "arabana-img-wins-instant", winners=who)]
        lines = [t(lang, "arabana-img-over"), t(lang, "arabana-img-wins", winners=who, count=len(winners))]
        best = max(view["scores"])
        tied = [s for s, score in enumerate(view["scores"]) if score == best]
        return [*lines, t(lang, "arabana-img-tie")] if len(tied) > len(winners) else lines
    first = t(lang, "arabana-img-pass-final" if view["final_round"] else "arabana-img-pass", **{"pass": view["pass"]})
    if phase == "setup":
        waiting = name_list([names[s] for s in view["to_move"]], lang)
        return [first, t(lang, "arabana-img-setup"), t(lang, "arabana-img-waiting", names=waiting)]
    if phase == "next":
        return [first, t(lang, "arabana-img-chooser", chooser=isolated(names[view["chooser"]], lang))]
    turn = isolated(names[view["turn"]], lang)
    if phase == "remove":
        return [first, t(lang, "arabana-img-remove", who=turn), t(lang, "arabana-img-remove-at", island=view["remove"]["island"])]
    if phase in ("ku", "pele"):
        return [first, t(lang, f"arabana-img-{phase}", who=turn)]
    lines = [first, t(lang, "arabana-img-to-play", who=turn)]
    if view["final_round"]:
        lines.append(t(lang, "arabana-img-last-turns", names=name_list([names[s] for s in view["final_pending"]], lang)))
    return lines


def _draw_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], lang: str) -> None:
    names = _names(view, lang)
    x0 = MAP_WIDTH + 20
    side = Mirror(draw, lang, x0, x0 + PANEL_WIDTH - 8)
    lines = _status_lines(view, names, lang)
    side.paste(image, (x0, 12), lines[0], 32, True, max_width=PANEL_WIDTH)
    for k, line in enumerate(lines[1:]):
        side.paste(image, (x0, 54 + k * 30), line, 24, max_width=PANEL_WIDTH, minimum=14)
    title = t(lang, "arabana-img-display")
    left, _, right, _ = side.paste(image, (x0, 152), title, 22, True, max_width=150)
    title_width = right - left
    piles = t(lang, "arabana-img-piles", bag=view["bag_size"], discard=view["discard_size"])
    side.paste(image, (x0 + title_width + 14, 155), piles, 19, fill=MUTED, max_width=PANEL_WIDTH - title_width - 14)
    lit_slots = set((view.get("last_move") or {}).get("slots", []))
    for slot, name in enumerate(view["display"]):
        ltr_x = x0 + slot * (CARD_W + 10)
        x, y = side.start(ltr_x, CARD_W), 188
        if slot in lit_slots and name:
            draw.rounded_rectangle((x - 5, y - 5, x + CARD_W + 5, y + CARD_H + 5), radius=14, fill=HIGHLIGHT)
        if name:
            image.paste(card_face(ISLAND_INDEX[name.lower()], CARD_W, CARD_H, lang), (round(x), y))
        else:
            draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12, outline=MUTED, width=2)
            side.paste(image, (ltr_x + CARD_W / 2, y + CARD_H / 2), t(lang, "arabana-empty"), 16, fill=MUTED, anchor="mm", max_width=CARD_W - 8)
    _draw_players(image, draw, view, names, (x0, 336), side, lang)
    move = view.get("last_move") or {}
    if move.get("action") and move.get("seat") is not None:
        text = t(lang, "arabana-img-last", who=isolated(names[move["seat"]], lang), move=move_text(str(move["action"]), view, lang))
        side.paste(image, (x0, 962), text, 20, fill=MUTED, max_width=PANEL_WIDTH)


def move_text(action: str, view: dict[str, Any], lang: str = "en") -> str:
    """A short phrase for the last move, naming no card that is hidden (face-down discard, setup pick, Ku, Pele)."""
    # The view carries the move's text, read by the engine's parser; another seat's hidden move
    # (a face-down discard, Ku's take, Pele's give) shows only its kind, which names no card.
    move = HIDDEN.get(action) or parse_action(action)
    if isinstance(move, Bridge):
        kanaloa = move.card == KANALOA_CARD
        return t(lang, "arabana-mv-bridge-kanaloa" if kanaloa else "arabana-mv-bridge", spot=_spot_text(move.spot))
    if isinstance(move, Discard):
        fresh = view.get("phase") == "setup" or not view.get("discard_size")
        return t(lang, "arabana-mv-display" if fresh else "arabana-mv-discard")
    if isinstance(move, Draw | Lono):
        verb = "draw" if isinstance(move, Draw) else "lono"
        if move.slot == BAG:
            return t(lang, f"arabana-mv-{verb}-bag")
        return t(lang, f"arabana-mv-{verb}-slot", slot=move.slot + 1)
    if isinstance(move, Exchange | Remove | Takeback):
        return t(lang, f"arabana-mv-{type(move).__name__.lower()}", spot=_spot_text(move.spot))
    return t(lang, f"arabana-mv-{MOVES[type(move)]}")


HIDDEN: dict[str, Action] = {"discard": Discard(0), "take": Take(0), "give": Give(0)}  # kind only: the phrases name no card

# Moves whose phrase names nothing.
MOVES: dict[type[Action], str] = {End: "end", Pass: "pass", Next: "next", Ku: "ku", Take: "take", Pele: "pele", Give: "give"}


def _spot_text(spot: int) -> str:
    return SPOT_NAMES[spot].replace("-", "–")


def _draw_players(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], origin: tuple[int, int], side: Mirror, lang: str
) -> None:
    players = int(view["players"])
    over = view["phase"] == "over"
    x0, y0 = origin
    row_left, right = x0 - 12, x0 + PANEL_WIDTH + 4  # the rows' edges
    columns = [("points", 186, "scores"), ("bridges", 238, "bridges_left"), ("stones", 290, "stones_left"), ("cards", 342, "hand_sizes")]
    if not over:
        columns.append(("now", 394, "standing"))
    for title, x, _ in columns:
        side.paste(image, (x0 + x, y0 + 12), t(lang, f"arabana-img-col-{title}"), 20, True, MUTED, "mm", max_width=COLUMN_WIDTH, minimum=10)
    to_move = set(view["to_move"])
    history = view.get("history") or []
    row_h = 520 // players
    for seat in range(players):
        y = y0 + 34 + seat * row_h
        if seat in to_move:
            left = side.start(row_left, right - row_left)
            draw.rounded_rectangle((left, y - 4, left + right - row_left, y + row_h - 10), radius=10, fill=(255, 236, 170), outline=HIGHLIGHT, width=3)
        _badge(image, (side.x(x0 + 18), y + 24), seat, 18)
        side.paste(image, (x0 + 44, y + 24), names[seat][:12], 24, True, anchor="lm", max_width=116, minimum=14)
        for title, x, key in columns:
            big = title == "points"
            side.paste(image, (x0 + x, y + 24), number(lang, view[key][seat]), 30 if big else 24, big, MUTED if title == "now" else INK, "mm")
        x = x0 + 44
        line_y = y + 62
        notes = []
        if history:
            notes.append((t(lang, "arabana-img-note-pass1", points=history[0]["points"][seat]), False))
        if view["phase"] == "setup":
            notes.append((t(lang, "arabana-img-note-chosen" if view["setup_done"][seat] else "arabana-img-note-choosing"), True))
        if view["final_round"] and seat in view["last_turns"]:
            notes.append((t(lang, "arabana-img-note-done"), True))
        for note, bold in notes:
            left, _, far, _ = side.paste(image, (x, line_y), note, 17, bold, MUTED, "lm", max_width=right - x)
            x += far - left + 12
        for god in view["gods_held"][seat]:
            width = _chip_stamp(god, 14).width
            if x + width > right:
                break
            _god_chip(image, (side.x(x + width / 2), line_y), god, 14)
            x += width + 6
    legend_y = y0 + 34 + players * row_h + 4
    side.paste(image, (x0, legend_y), t(lang, "arabana-img-legend"), 16, fill=MUTED, max_width=PANEL_WIDTH, minimum=10)
    if not over:
        side.paste(image, (x0, legend_y + 22), t(lang, "arabana-img-legend-now"), 16, fill=MUTED, max_width=PANEL_WIDTH, minimum=10)


def _draw_table(view: dict[str, Any], lang: str = "en") -> Image.Image:
    image = base_board().copy()
    draw = ImageDraw.Draw(image)
    _draw_map(image, draw, view)
    _draw_panel(image, draw, view, lang)
    return image


def _sample_view() -> dict[str, Any]:
    """A board using every colour the table can show, to derive the palette from."""
    spots = len(SPOT_ENDS)
    return {
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
        "highlight": {"spots": list(range(0, spots, 3)), "islands": list(range(0, ISLANDS, 4))},
        "last_move": {"seat": 0, "action": "bridge Nuridan-Opodopo", "slots": [0]},
    }


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The board's 256-colour palette, taken once from a fully populated sample board.

    Mapping each board to this fixed palette is several times faster than quantising it afresh.
    """
    return fixed_palette(_draw_table(_sample_view()))


def render_table(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """The board with the position, the display and the players' table (palette image)."""
    return to_palette(_draw_table(view, lang), palette())


def render_hand(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """A seat's hand: its island cards (each with its island's free spots), unused god stones, a hand seen with Ku."""
    seat = view.get("seat")
    hand: list[str] = list(view.get("hand") or [])
    looked: list[str] = list(view.get("ku_hand") or [])
    rows = 2 if looked else 1
    columns = max(4, len(hand), len(looked))
    row_h = HAND_CARD_H + 84
    width = 40 + columns * (HAND_CARD_W + 14) + 220
    height = 70 + rows * row_h
    image, draw = new_canvas((width, height), BACKGROUND)
    side = Mirror(draw, lang, 0, width)
    names = _names(view, lang)
    gx = width - 200  # the gods' column
    if seat is None:
        title = t(lang, "arabana-hand-title", count=len(hand))
    else:
        title = t(lang, "arabana-hand-title-of", name=isolated(names[seat], lang), count=len(hand))
        _badge(image, (side.x(40), 34), seat, 18)
    side.paste(image, (68, 16), title, 28, True, max_width=width - 88)
    _card_row(image, hand, 20, 70, side, lang)
    if seat is not None and view.get("phase") != "setup":
        for k, name in enumerate(hand):
            x = 20 + k * (HAND_CARD_W + 14) + HAND_CARD_W / 2
            for line_no, line in enumerate(_island_note(view, ISLAND_INDEX[name.lower()], seat, lang)):
                side.paste(image, (x, 70 + HAND_CARD_H + 18 + line_no * 24), line, 19, fill=MUTED, anchor="mm", max_width=HAND_CARD_W)
    choice = view.get("setup_choice")
    if choice:
        note = t(lang, "arabana-hand-for-display", card=choice)
        side.paste(image, (20, 70 + HAND_CARD_H + 12), note, 22, fill=MUTED, max_width=gx - 40)
    if looked:
        target = view.get("ku_target")
        label = t(lang, "arabana-hand-ku", name=isolated(names[target], lang)) if target is not None else "Ku"
        side.paste(image, (20, 70 + row_h - 6), label, 24, True, max_width=gx - 40)
        _card_row(image, looked, 20, 70 + row_h + 30, side, lang)
    gods = view["gods_held"][seat] if seat is not None else []
    side.paste(image, (gx, 70), t(lang, "arabana-hand-gods"), 24, True, max_width=180)
    for k, god in enumerate(gods):
        _god_chip(image, (side.x(gx + 70), 118 + k * 40), god, 18)
    if not gods:
        side.paste(image, (gx, 104), t(lang, "arabana-hand-no-gods"), 20, fill=MUTED, max_width=180)
    elif view.get("pass") == 1 and any(g != "Kane" for g in gods):
        side.paste(image, (gx, 118 + len(gods) * 40 - 10), t(lang, "arabana-hand-gods-later"), 18, fill=MUTED, max_width=180)
    return image


def _island_note(view: dict[str, Any], island: int, seat: int, lang: str) -> list[str]:
    """Under a hand card: the island's free spots and one's own bridges there; who rules it."""
    spots = view["spots"]
    free = sum(1 for s in SPOTS_AT_ISLAND[island] if spots[s] is None)
    mine = int(view["island_bridges"][island][seat])
    lines = [t(lang, "arabana-hand-free-mine", free=free, mine=mine)]
    ruler = view["control"][island]
    if ruler is not None:
        lines.append(t(lang, "arabana-hand-ruled-by-you") if ruler == seat else t(lang, "arabana-hand-ruled-by", name=isolated(_names(view, lang)[ruler], lang)))
    return lines


def _card_row(image: Image.Image, cards: list[str], x0: int, y0: int, side: Mirror, lang: str) -> None:
    if not cards:
        side.paste(image, (x0, y0 + 20), t(lang, "arabana-hand-no-cards"), 24, fill=MUTED, max_width=4 * HAND_CARD_W)
    for k, name in enumerate(cards):
        left = side.start(x0 + k * (HAND_CARD_W + 14), HAND_CARD_W)
        image.paste(card_face(ISLAND_INDEX[name.lower()], HAND_CARD_W, HAND_CARD_H, lang), (round(left), y0))


def render_final(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """Final standings with the scorings and the standing's progress over the rounds."""
    players = int(view["players"])
    chart_top = 150 + players * 70 + 24  # right under the rows: 3 players get a taller chart
    width = 1400
    image, draw = new_canvas((width, 760), BACKGROUND)
    side = Mirror(draw, lang, 0, width)
    names = _names(view, lang)
    scores: list[int] = view["scores"]
    winners = view.get("winners") or []
    side.paste(image, (40, 24), t(lang, "arabana-final-title"), 40, True, max_width=width - 80)
    history = view.get("history") or []
    small = next((h["points"] for h in history if h["label"] == "small"), [0] * players)
    big = next((h["points"] for h in history if h["label"] == "big"), [0] * players)
    order = sorted(range(players), key=lambda s: (s not in winners, -scores[s]))
    gods = (view.get("options") or {}).get("gods") == "on"
    heads = [("pass1", 430), ("final", 560), ("kane", 690), ("total", 820)] if gods else [("pass1", 460), ("final", 640), ("total", 820)]
    for title, x in heads:
        side.paste(image, (x, 110), t(lang, f"arabana-final-col-{title}"), 24, True, MUTED, "mm", max_width=124)
    for rank, seat in enumerate(order):
        y = 150 + rank * 70
        if seat in winners:
            left = side.start(28, 852)
            draw.rounded_rectangle((left, y - 6, left + 852, y + 56), radius=12, fill=(255, 236, 170), outline=HIGHLIGHT, width=3)
        _badge(image, (side.x(70), y + 25), seat, 22)
        side.paste(image, (108, y + 25), names[seat][:16], 30, True, anchor="lm", max_width=heads[0][1] - 60 - 108)
        kane = scores[seat] - small[seat] - big[seat]
        numbers = (small[seat], big[seat], kane, scores[seat]) if gods else (small[seat], big[seat], scores[seat])
        for (_, x), value in zip(heads, numbers, strict=True):
            side.paste(image, (x, y + 25), number(lang, value), 30, x == 820, anchor="mm")
    notes = []
    if view.get("instant_win") is not None:
        notes.append(t(lang, "arabana-final-instant"))
    else:
        last_turns = view.get("last_turns") or []
        if last_turns:
            notes.extend([t(lang, "arabana-final-order"), name_list([names[s] for s in last_turns], lang)])
        tied = [s for s in range(players) if scores[s] == max(scores)]
        if len(tied) > len(winners):
            notes.append(t(lang, "arabana-final-tie"))
    for k, note in enumerate(notes):
        side.paste(image, (920, 150 + k * 36), note, 24, max_width=450, minimum=14)
    series = [[int(p[s]) for p in view.get("progress") or []] for s in range(players)]
    short = [name if len(name) <= 6 else name[:5] + "…" for name in names]
    if not view.get("names"):
        short = [player_letter(s) for s in range(players)]
    score_chart(draw, (40, chart_top, 1360, 740), series, short, t(lang, "arabana-final-chart"), lang)
    return image
