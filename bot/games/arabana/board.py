"""The Arabana archipelago: islands, their sizes and the bridge spots joining them.

Everything here is read once from `arabana_map.json` (a different map is a data change). Islands are
numbered in file order (card codes are island numbers); spots are numbered in file order and named
by their two islands as the file lists them, e.g. `Nuridan-Opodopo`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SPOTS_OF_CLASS = {"small": 3, "large": 5, "main": 7}
STONES = 10
BRIDGES = 20
CARDS_PER_ISLAND = 3
HAND_LIMIT = 4  # the most cards a player may hold before drawing
DISPLAY_SLOTS = 4


def _load() -> dict[str, Any]:
    data: dict[str, Any] = json.loads((Path(__file__).parent / "arabana_map.json").read_text(encoding="utf-8"))
    return data


_DATA = _load()

ISLAND_NAMES: tuple[str, ...] = tuple(str(i["name"]) for i in _DATA["islands"])
ISLAND_CLASS: tuple[str, ...] = tuple(str(i["size"]) for i in _DATA["islands"])
ISLAND_XY: tuple[tuple[int, int], ...] = tuple((int(i["xy"][0]), int(i["xy"][1])) for i in _DATA["islands"])
ISLANDS = len(ISLAND_NAMES)
ISLAND_INDEX: dict[str, int] = {name.lower(): i for i, name in enumerate(ISLAND_NAMES)}

SPOT_ENDS: tuple[tuple[int, int], ...] = tuple(
    (ISLAND_INDEX[a.lower()], ISLAND_INDEX[b.lower()]) for a, b in _DATA["bridges"]
)
SPOTS = len(SPOT_ENDS)
SPOT_NAMES: tuple[str, ...] = tuple(f"{ISLAND_NAMES[a]}-{ISLAND_NAMES[b]}" for a, b in SPOT_ENDS)
SPOT_BY_PAIR: dict[frozenset[int], int] = {frozenset(ends): s for s, ends in enumerate(SPOT_ENDS)}

SPOTS_AT: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s, ends in enumerate(SPOT_ENDS) if i in ends) for i in range(ISLANDS)
)
# (spot, other island) for each spot of an island: the hot loops need both at once.
NEIGHBOURS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((s, SPOT_ENDS[s][1] if SPOT_ENDS[s][0] == i else SPOT_ENDS[s][0]) for s in SPOTS_AT[i])
    for i in range(ISLANDS)
)
SPOT_COUNT: tuple[int, ...] = tuple(len(spots) for spots in SPOTS_AT)
# Absolute majority means more than this many bridges (more than half the spots).
HALF: tuple[int, ...] = tuple(count // 2 for count in SPOT_COUNT)
# Relative majorities apply to large islands and the main island only.
RELATIVE: tuple[bool, ...] = tuple(c != "small" for c in ISLAND_CLASS)
DECK: tuple[int, ...] = tuple(i for i in range(ISLANDS) for _ in range(CARDS_PER_ISLAND))


def _validate() -> None:
    if len(SPOT_BY_PAIR) != SPOTS or any(a == b for a, b in SPOT_ENDS):
        raise ValueError("arabana_map.json: a connection is repeated or joins an island to itself")
    for i, name in enumerate(ISLAND_NAMES):
        expected = SPOTS_OF_CLASS[ISLAND_CLASS[i]]
        if SPOT_COUNT[i] != expected:
            raise ValueError(f"arabana_map.json: {name} ({ISLAND_CLASS[i]}) has {SPOT_COUNT[i]} spots, not {expected}")


_validate()


def island_of(name: str) -> int:
    """The island number of a card or island name as the engine writes it (in views and events)."""
    return ISLAND_INDEX[name.lower()]


def island_named(text: str) -> int | None:
    """The island number for a name (any case), or None."""
    return ISLAND_INDEX.get(text.strip().lower())


def spot_named(text: str) -> int | None:
    """The spot number for `A-B` (any case, either order), or None."""
    parts = text.split("-")
    if len(parts) != 2:
        return None
    a, b = island_named(parts[0]), island_named(parts[1])
    if a is None or b is None:
        return None
    return SPOT_BY_PAIR.get(frozenset((a, b)))
