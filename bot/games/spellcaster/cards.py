"""The Spellcaster card list, read from `cards.json` beside this module.

Each card names its colour (which pile it goes on), whether it is an active spell, its text and its
`ops`: a list of `[op_name, *args]` run in order by the engine (see `ops.py` for the vocabulary).
A new card set is a data change here plus a function in `ops.py` for any new op.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PILES: tuple[str, ...] = ("red", "yellow", "blue", "green")
PILE_INDEX: dict[str, int] = {name: index for index, name in enumerate(PILES)}
# What each pile's cards show, in images and messages alike: their colour (RGB) and symbol.
PILE_COLOURS: dict[str, tuple[int, int, int]] = {
    "red": (196, 52, 45),
    "yellow": (238, 196, 42),
    "blue": (52, 101, 190),
    "green": (46, 139, 74),
}
PILE_SYMBOLS = {"red": "⚔", "yellow": "✚", "blue": "◆", "green": "❦"}
# Ops that are costs: checked before the card does anything, and paid first.
COST_OPS = frozenset({"pay_energy", "pay_sapphires"})

Op = tuple[str, tuple[Any, ...]]


@dataclass(frozen=True, slots=True)
class Card:
    """One card design (copies share it)."""

    id: str
    colour: str
    pile: int
    name: str
    count: int
    active: bool
    text: str
    ops: tuple[Op, ...]

    @property
    def costs(self) -> tuple[Op, ...]:
        """The cost ops (paid before anything else happens)."""
        return tuple(op for op in self.ops if op[0] in COST_OPS)

    @property
    def effect_indices(self) -> tuple[int, ...]:
        """Indices into `ops` of the non-cost ops, in order."""
        return tuple(i for i, op in enumerate(self.ops) if op[0] not in COST_OPS)


def _freeze(value: Any) -> Any:
    return tuple(_freeze(v) for v in value) if isinstance(value, list) else value


def load_cards(path: Path) -> dict[str, Card]:
    """Read a card list file into id -> Card (in file order)."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    cards: dict[str, Card] = {}
    for entry in raw["cards"]:
        colour = entry["colour"]
        if colour not in PILE_INDEX:
            raise ValueError(f"card {entry['id']}: unknown colour {colour!r}")
        cards[entry["id"]] = Card(
            id=entry["id"],
            colour=colour,
            pile=PILE_INDEX[colour],
            name=entry["name"],
            count=int(entry["count"]),
            active=bool(entry["active"]),
            text=entry["text"],
            ops=tuple((op[0], tuple(_freeze(a) for a in op[1:])) for op in entry["ops"]),
        )
    return cards


CARDS: dict[str, Card] = load_cards(Path(__file__).with_name("cards.json"))
# The full deck, one entry per physical card, sorted by id (shuffled at setup).
DECK: tuple[str, ...] = tuple(card.id for card in CARDS.values() for _ in range(card.count))
