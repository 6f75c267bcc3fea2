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

from bot.games.arabana.board import ISLAND_CLASS, ISLAND_INDEX, ISLAND_NAMES, ISLAND_XY, ISLANDS, SPOT_COUNT, SPOT_ENDS
from bot.games.arabana.gods import GOD_NAMES
from render.common import (
    BACKGROUND,
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    Colour,
    badge,
    contrast_ink,
    draw_centered,
    fit_font,
    font,
    new_canvas,
    player_colour,
    player_letter,
    score_chart,
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
HAND_CARD_W, HAND_CARD_H = 150, 200
SPOTS_AT_ISLAND = tuple(tuple(s for s, ends in enumerate(SPOT_ENDS) if island in ends) for island in range(ISLANDS))

Point = tuple[float, float]


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


@lru_cache(maxsize=64)
def card_face(island: int, width: int, height: int) -> Image.Image:
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
    label = f"{'Lusepil' if kind == 'main' else kind} · {SPOT_COUNT[island]}"
    draw_centered(draw, (width / 2, height * 0.90), label, font(max(11, width // 9)), INK)
    return image


@lru_cache(maxsize=4096)
def _stamp(text: str, size: int, bold: bool, fill: Colour, anchor: str) -> tuple[Image.Image, int, int]:
    """A text drawn once on transparency, with its offset from the anchor point."""
    fnt = font(size, bold)
    left, top, right, bottom = (int(v) for v in fnt.getbbox(text, anchor=anchor))
    stamp = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (0, 0, 0, 0))
    ImageDraw.Draw(stamp).text((-left, -top), text, font=fnt, fill=fill, anchor=anchor)
    return stamp, left, top


def _text(image: Image.Image, xy: Point, text: str, size: int, bold: bool = False, fill: Colour = INK, anchor: str = "la") -> None:
    """Paste a cached text stamp: text rendering is most of a board's drawing time otherwise."""
    stamp, left, top = _stamp(text, size, bold, fill, anchor)
    image.paste(stamp, (round(xy[0]) + left, round(xy[1]) + top), stamp)


@lru_cache(maxsize=1024)
def _fit(text: str, width: int, size: int, bold: bool = False, minimum: int = 12) -> int:
    """The largest size not above `size` at which `text` fits `width` pixels."""
    while size > minimum and font(size, bold).getlength(text) > width:
        size -= 1
    return size


@lru_cache(maxsize=32)
def _badge_stamp(seat: int, radius: int) -> Image.Image:
    stamp = Image.new("RGBA", (2 * radius + 4, 2 * radius + 4), (0, 0, 0, 0))
    badge(ImageDraw.Draw(stamp), (radius + 2, radius + 2), seat, radius=radius)
    return stamp


def _badge(image: Image.Image, centre: Point, seat: int, radius: int) -> None:
    stamp = _badge_stamp(seat, radius)
    image.paste(stamp, (round(centre[0]) - radius - 2, round(centre[1]) - radius - 2), stamp)


def _names(view: dict[str, Any]) -> list[str]:
    players = int(view["players"])
    given = view.get("names") or []
    return [str(given[s]) if s < len(given) else f"Player {player_letter(s)}" for s in range(players)]


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
            _text(image, centre, player_letter(seat), 20, True, contrast_ink(colour), "mm")
    for island in range(ISLANDS):
        cx, cy = island_centre(island)
        radius = island_radius(island)
        owner = view["control"][island]
        if owner is not None:
            _badge(image, (cx, cy - radius * 0.5), owner, 17 if radius > 50 else 14)
        god = view["god_stones"][island]
        if god:
            _god_chip(image, (cx, cy + radius * 0.5), god, 13 if radius < 50 else 14)


def _status_lines(view: dict[str, Any], names: list[str]) -> list[str]:
    phase = view["phase"]
    if phase == "over":
        winners = view.get("winners") or []
        who = " & ".join(names[w] for w in winners)
        if view.get("instant_win") is not None:
            return ["Game over", f"{who} wins with an 11th island"]
        best = max(view["scores"])
        tied = [s for s, score in enumerate(view["scores"]) if score == best]
        how = "(tie: earlier last turn)" if len(tied) > len(winners) else ""
        return ["Game over", f"{who} wins", how] if how else ["Game over", f"{who} wins"]
    first = f"Pass {view['pass']}" + (" · final round" if view["final_round"] else "")
    if phase == "setup":
        waiting = ", ".join(names[s] for s in view["to_move"])
        return [first, "Setup: choosing display cards", f"waiting for {waiting}"]
    if phase == "next":
        return [first, f"{names[view['chooser']]} picks who starts pass 2"]
    turn = names[view["turn"]]
    if phase == "remove":
        return [first, f"{turn} removes a bridge", f"at {view['remove']['island']} (relative majority)"]
    if phase == "ku":
        return [first, f"{turn} takes a card (Ku)"]
    if phase == "pele":
        return [first, f"{turn} gives cards (Pele)"]
    lines = [first, f"{turn} to play"]
    if view["final_round"]:
        lines.append("last turns left: " + ", ".join(names[s] for s in view["final_pending"]))
    return lines


def _draw_panel(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any]) -> None:
    names = _names(view)
    x0 = MAP_WIDTH + 20
    lines = _status_lines(view, names)
    _text(image, (x0, 12), lines[0], 32, True)
    for k, line in enumerate(lines[1:]):
        _text(image, (x0, 54 + k * 30), line, _fit(line, 412, 24, minimum=14))
    _text(image, (x0, 152), "Display", 22, True)
    _text(image, (x0 + 100, 155), f"bag {view['bag_size']} · discard pile {view['discard_size']}", 19, fill=MUTED)
    lit_slots = set((view.get("last_move") or {}).get("slots", []))
    for slot, name in enumerate(view["display"]):
        x = x0 + slot * (CARD_W + 10)
        y = 188
        if slot in lit_slots and name:
            draw.rounded_rectangle((x - 5, y - 5, x + CARD_W + 5, y + CARD_H + 5), radius=14, fill=HIGHLIGHT)
        if name:
            image.paste(card_face(ISLAND_INDEX[name.lower()], CARD_W, CARD_H), (x, y))
        else:
            draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=12, outline=MUTED, width=2)
            _text(image, (x + CARD_W / 2, y + CARD_H / 2), "empty", 16, fill=MUTED, anchor="mm")
    _draw_players(image, draw, view, names, x0, 336)
    move = view.get("last_move") or {}
    if move.get("action") and move.get("seat") is not None:
        text = f"Last: {names[move['seat']]} {move_text(str(move['action']), view)}"
        _text(image, (x0, 962), text, _fit(text, 412, 20), fill=MUTED)


def move_text(action: str, view: dict[str, Any]) -> str:
    """A short phrase for the last move, naming no card that is hidden (face-down discard, setup pick, Ku, Pele)."""
    words = action.split()
    verb, rest = words[0], words[1:]
    spot = rest[0].replace("-", "–") if rest else ""
    if verb == "bridge":
        return f"bridged {spot}" + (" with Kanaloa" if rest[-1:] == ["Kanaloa"] else "")
    if verb == "exchange":
        return f"took over {spot}"
    if verb == "discard":
        return "chose a display card" if view.get("phase") == "setup" or not view.get("discard_size") else "discarded face down"
    if verb in ("draw", "lono"):
        god = " (Lono)" if verb == "lono" else ""
        return f"drew from the bag{god}" if rest == ["bag"] else f"took display card {rest[-1]}{god}"
    phrases = {
        "remove": f"removed the bridge on {spot}",
        "takeback": f"took back {spot}",
        "end": "ended the last turn",
        "pass": "waits (keeps the last turn)",
        "next": "chose who starts pass 2",
        "ku": "invoked Ku",
        "take": "took a card (Ku)",
        "pele": "invoked Pele",
        "give": "gave a card (Pele)",
    }
    return phrases.get(verb, verb)


def _draw_players(image: Image.Image, draw: ImageDraw.ImageDraw, view: dict[str, Any], names: list[str], x0: int, y0: int) -> None:
    players = int(view["players"])
    over = view["phase"] == "over"
    columns = [("Pts", 190, "scores"), ("Br", 246, "bridges_left"), ("St", 296, "stones_left"), ("Cd", 342, "hand_sizes")]
    if not over:
        columns.append(("Now", 390, "standing"))
    for title, x, _ in columns:
        _text(image, (x0 + x, y0 + 12), title, 20, True, MUTED, "mm")
    to_move = set(view["to_move"])
    history = view.get("history") or []
    row_h = 520 // players
    for seat in range(players):
        y = y0 + 34 + seat * row_h
        if seat in to_move:
            draw.rounded_rectangle((x0 - 12, y - 4, x0 + 416, y + row_h - 10), radius=10, fill=(255, 236, 170), outline=HIGHLIGHT, width=3)
        _badge(image, (x0 + 18, y + 24), seat, 18)
        name = names[seat][:12]
        _text(image, (x0 + 44, y + 24), name, _fit(name, 116, 24, True, 14), True, anchor="lm")
        for title, x, key in columns:
            big = title == "Pts"
            _text(image, (x0 + x, y + 24), str(view[key][seat]), 30 if big else 24, big, MUTED if title == "Now" else INK, "mm")
        x = x0 + 44
        line_y = y + 62
        notes = []
        if history:
            notes.append((f"pass 1: +{history[0]['points'][seat]}", False))
        if view["phase"] == "setup":
            notes.append(("chosen" if view["setup_done"][seat] else "choosing…", True))
        if view["final_round"] and seat in view["last_turns"]:
            notes.append(("done", True))
        for note, bold in notes:
            _text(image, (x, line_y), note, 17, bold, MUTED, "lm")
            x += int(font(17, bold).getlength(note)) + 12
        for god in view["gods_held"][seat]:
            width = _chip_stamp(god, 14).width
            if x + width > x0 + 416:
                break
            _god_chip(image, (x + width / 2, line_y), god, 14)
            x += width + 6
    legend_y = y0 + 34 + players * row_h + 4
    _text(image, (x0, legend_y), "Pts points · Br bridges · St stones · Cd cards", 16, fill=MUTED)
    if not over:
        _text(image, (x0, legend_y + 22), "Now: points if the game ended now", 16, fill=MUTED)


def _draw_table(view: dict[str, Any]) -> Image.Image:
    image = base_board().copy()
    draw = ImageDraw.Draw(image)
    _draw_map(image, draw, view)
    _draw_panel(image, draw, view)
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
    return _draw_table(_sample_view()).quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def render_table(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """The board with the position, the display and the players' table (palette image)."""
    return _draw_table(view).quantize(palette=palette(), dither=Image.Dither.NONE)


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
    names = _names(view)
    title = "Hand" if seat is None else f"Hand of {names[seat]}"
    if seat is not None:
        badge(draw, (40, 34), seat, radius=18)
    draw.text((68, 16), f"{title} · {len(hand)} card{'' if len(hand) == 1 else 's'}", font=font(28, bold=True), fill=INK)
    choice = view.get("setup_choice")
    _card_row(image, draw, hand, 20, 70)
    if seat is not None and view.get("phase") != "setup":
        for k, name in enumerate(hand):
            x = 20 + k * (HAND_CARD_W + 14) + HAND_CARD_W / 2
            for line_no, line in enumerate(_island_note(view, ISLAND_INDEX[name.lower()], seat)):
                _text(image, (x, 70 + HAND_CARD_H + 18 + line_no * 24), line, _fit(line, HAND_CARD_W, 19, minimum=12), fill=MUTED, anchor="mm")
    if choice:
        draw.text((20, 70 + HAND_CARD_H + 12), f"For the display: {choice}", font=font(22), fill=MUTED)
    if looked:
        target = view.get("ku_target")
        label = f"Ku: the hand of {names[target]}" if target is not None else "Ku"
        draw.text((20, 70 + row_h - 6), label, font=font(24, bold=True), fill=INK)
        _card_row(image, draw, looked, 20, 70 + row_h + 30)
    gods = view["gods_held"][seat] if seat is not None else []
    gx = width - 200
    draw.text((gx, 70), "Gods", font=font(24, bold=True), fill=INK)
    for k, god in enumerate(gods):
        _god_chip(image, (gx + 70, 118 + k * 40), god, 18)
    if not gods:
        draw.text((gx, 104), "none", font=font(20), fill=MUTED)
    elif view.get("pass") == 1 and any(g != "Kane" for g in gods):
        draw.text((gx, 118 + len(gods) * 40 - 10), "usable in pass 2", font=font(18), fill=MUTED)
    return image


def _island_note(view: dict[str, Any], island: int, seat: int) -> list[str]:
    """Under a hand card: the island's free spots and one's own bridges there; who rules it."""
    spots = view["spots"]
    free = sum(1 for s in SPOTS_AT_ISLAND[island] if spots[s] is None)
    mine = int(view["island_bridges"][island][seat])
    lines = [f"{free} free · {mine} yours"]
    ruler = view["control"][island]
    if ruler is not None:
        lines.append("ruled by you" if ruler == seat else f"ruled by {_names(view)[ruler]}")
    return lines


def _card_row(image: Image.Image, draw: ImageDraw.ImageDraw, cards: list[str], x0: int, y0: int) -> None:
    if not cards:
        draw.text((x0, y0 + 20), "no cards", font=font(24), fill=MUTED)
    for k, name in enumerate(cards):
        image.paste(card_face(ISLAND_INDEX[name.lower()], HAND_CARD_W, HAND_CARD_H), (x0 + k * (HAND_CARD_W + 14), y0))


def render_final(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """Final standings with the scorings and the standing's progress over the rounds."""
    players = int(view["players"])
    chart_top = 150 + players * 70 + 24  # right under the rows: 3 players get a taller chart
    image, draw = new_canvas((1400, 760), BACKGROUND)
    names = _names(view)
    scores: list[int] = view["scores"]
    winners = view.get("winners") or []
    draw.text((40, 24), "Arabana-Opodopo · final standings", font=font(40, bold=True), fill=INK)
    history = view.get("history") or []
    small = next((h["points"] for h in history if h["label"] == "small"), [0] * players)
    big = next((h["points"] for h in history if h["label"] == "big"), [0] * players)
    order = sorted(range(players), key=lambda s: (s not in winners, -scores[s]))
    gods = (view.get("options") or {}).get("gods") == "on"
    heads = [("Pass 1", 430), ("Final", 560), ("Kane", 690), ("Total", 820)] if gods else [("Pass 1", 460), ("Final", 640), ("Total", 820)]
    for title, x in heads:
        draw_centered(draw, (x, 110), title, font(24, bold=True), MUTED)
    for rank, seat in enumerate(order):
        y = 150 + rank * 70
        if seat in winners:
            draw.rounded_rectangle((28, y - 6, 880, y + 56), radius=12, fill=(255, 236, 170), outline=HIGHLIGHT, width=3)
        badge(draw, (70, y + 25), seat, radius=22)
        draw.text((108, y + 6), names[seat][:16], font=font(30, bold=True), fill=INK)
        kane = scores[seat] - small[seat] - big[seat]
        numbers = (small[seat], big[seat], kane, scores[seat]) if gods else (small[seat], big[seat], scores[seat])
        for (_, x), number in zip(heads, numbers, strict=True):
            draw_centered(draw, (x, y + 25), str(number), font(30, bold=(x == 820)), INK)
    notes = []
    if view.get("instant_win") is not None:
        notes.append("Won at once with an 11th island.")
    else:
        order_text = ", ".join(names[s] for s in view.get("last_turns") or [])
        if order_text:
            notes.extend(["Order of the last turns:", order_text])
        tied = [s for s in range(players) if scores[s] == max(scores)]
        if len(tied) > len(winners):
            notes.append("Tie: the earlier last turn wins.")
    for k, note in enumerate(notes):
        draw.text((920, 150 + k * 36), note, font=fit_font(draw, note, 450, 24, minimum=14), fill=INK)
    series = [[int(p[s]) for p in view.get("progress") or []] for s in range(players)]
    short = [name if len(name) <= 6 else name[:5] + "…" for name in names]
    if names == [f"Player {player_letter(s)}" for s in range(players)]:
        short = [player_letter(s) for s in range(players)]
    score_chart(draw, (40, chart_top, 1360, 740), series, short, "Standing over the rounds (points if the game ended then)")
    return image
