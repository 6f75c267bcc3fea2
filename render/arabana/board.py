"""Arabana's map: where the islands and bridge spots lie, and the static board (sea, islands, empty planks) drawn once."""

from __future__ import annotations

import math
import random
from functools import lru_cache

from PIL import Image

from bot.games.arabana.board import ISLAND_CLASS, ISLAND_NAMES, ISLAND_XY, ISLANDS, SPOT_ENDS
from render.common import INK, MUTED, draw_centered, font, new_canvas, phone_floor

# The panel goes under the map, not beside it: the image is only as wide as the map, so that its text
# (at least a 45th of the width) fits the islands and the panel's table.
MAP_WIDTH, MAP_HEIGHT = 1160, 1000
PANEL_HEIGHT = 750  # the players' table and up to three lines of legend
BOARD_SIZE = (MAP_WIDTH, MAP_HEIGHT + PANEL_HEIGHT)
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
TURN_FILL = (255, 236, 170)  # the row of the seat to move, the winners' rows
MARKED = (214, 60, 40)  # the island a card names, on its small map
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


def name_size(island: int) -> int:
    """The font size of an island's name on the map (its class's, at least the phone's floor)."""
    return max({"main": 24, "large": 19, "small": 16}[ISLAND_CLASS[island]], phone_floor(BOARD_SIZE[0]))


def name_box(island: int) -> tuple[float, float]:
    """The top and bottom of an island's name on the map, so that pieces keep clear of it."""
    _, cy = island_centre(island)
    _, top, _, bottom = font(name_size(island), bold=True).getbbox(ISLAND_NAMES[island], anchor="mm")
    return cy + 2 + top, cy + 2 + bottom


@lru_cache(maxsize=1)
def base_board() -> Image.Image:
    """The static board: sea, connections, islands with names, empty planks, the panel's ground."""
    image, draw = new_canvas(BOARD_SIZE, SEA)
    draw.rectangle((0, MAP_HEIGHT, BOARD_SIZE[0], BOARD_SIZE[1]), fill=PANEL)
    draw.line((0, MAP_HEIGHT, BOARD_SIZE[0], MAP_HEIGHT), fill=MUTED, width=3)
    floor = phone_floor(BOARD_SIZE[0])
    for island in range(ISLANDS):
        draw.polygon(island_outline(island, 12), fill=SHALLOWS)
    for spot in range(len(SPOT_ENDS)):
        _, _, shore_a, shore_b = spot_geometry(spot)
        draw.line((*shore_a, *shore_b), fill=ROPE, width=5)
    for island in range(ISLANDS):
        draw.polygon(island_outline(island), fill=SAND, outline=SAND_EDGE, width=3)
        cx, cy = island_centre(island)
        draw_centered(draw, (cx, cy + 2), ISLAND_NAMES[island], font(name_size(island), bold=True), INK)
    for spot in range(len(SPOT_ENDS)):
        centre, direction, _, _ = spot_geometry(spot)
        draw.polygon(plank(centre, direction), fill=PLANK, outline=ROPE, width=2)
    draw.text((16, 12), "Arabana-Opodopo", font=font(max(30, floor), bold=True), fill=INK)
    return image
