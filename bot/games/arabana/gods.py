"""The variant "Power of the Gods": one god stone per island, taken by the island's first controller."""

from __future__ import annotations

KANE, KANALOA, KU, PELE, LONO = range(5)
GOD_NAMES: tuple[str, ...] = ("Kane", "Kanaloa", "Ku", "Pele", "Lono")
GOD_INDEX: dict[str, int] = {name.lower(): g for g, name in enumerate(GOD_NAMES)}
# How many stones of each god are shuffled onto the 16 islands.
GOD_STONES: tuple[int, ...] = (KANE,) * 4 + (KANALOA,) * 3 + (KU,) * 3 + (PELE,) * 3 + (LONO,) * 3
# Kane's immediate points by the class of the island it came from.
KANE_POINTS = {"small": 1, "large": 2, "main": 3}
