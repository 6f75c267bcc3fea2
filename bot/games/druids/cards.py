"""The 65 Druids cards as small ints, their text names, and the static facts from cards.json.

A domain card is `colour * 12 + value - 1` (0..59, colours in the order G Y R B V); Gaia is 60,
a Golden Sickle 61 and a Mistletoe 62 (two of each special share one code).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from bot.games.base import randbelow, shuffle

_DATA: dict[str, Any] = json.loads(Path(__file__).with_name("cards.json").read_text("utf-8"))

DOMAINS: list[dict[str, str]] = _DATA["domains"]
COLOURS = "".join(d["letter"] for d in DOMAINS)  # "GYRBV"
COLOUR_NAMES = [d["colour"] for d in DOMAINS]
COLOUR_INDEX = {letter: i for i, letter in enumerate(COLOURS)}
VALUES: int = _DATA["values"]
HAND_SIZE: dict[int, int] = {int(k): v for k, v in _DATA["hand_size"].items()}
GAIA_ZONE: int = _DATA["gaia_zone"]
FIVE_DOMAINS_SCORE: int = _DATA["five_domains_score"]

DOMAIN_CARDS = len(COLOURS) * VALUES
GAIA = DOMAIN_CARDS
SICKLE = GAIA + 1
MISTLETOE = GAIA + 2
CARD_CODES = MISTLETOE + 1

SIDES = ("dark", "light")
# The symbol each domain and special card shows beside its letter or name, in images and messages alike.
DOMAIN_SYMBOL = {"G": "✚", "Y": "☀", "R": "♞", "B": "★", "V": "♫"}
SPECIAL_SYMBOL = {"GAIA": "✿", "SICKLE": "☾", "MISTLETOE": "☘"}


def _text(card: int) -> str:
    if card < DOMAIN_CARDS:
        return f"{COLOURS[card // VALUES]}{card % VALUES + 1}"
    return ("GAIA", "SICKLE", "MISTLETOE")[card - GAIA]


CARD_TEXT = [_text(c) for c in range(CARD_CODES)]
CARD_BY_TEXT = {text: c for c, text in enumerate(CARD_TEXT)}
# Colour index of a domain card, -1 for Gaia and the specials; value 0 for those.
COLOUR_OF = [c // VALUES if c < DOMAIN_CARDS else -1 for c in range(CARD_CODES)]
VALUE_OF = [c % VALUES + 1 if c < DOMAIN_CARDS else 0 for c in range(CARD_CODES)]


def deck_without_gaia() -> list[int]:
    """The 64 cards other than Gaia, in code order."""
    return [*range(DOMAIN_CARDS), SICKLE, SICKLE, MISTLETOE, MISTLETOE]


def shuffled_deck(rng: random.Random) -> list[int]:
    """The 65 cards in dealing order: the other 64 shuffled and halved, Gaia shuffled into the top half.

    Gaia thus lies uniformly among the first 33 cards, so it is dealt at any player count.
    """
    rest = deck_without_gaia()
    shuffle(rng, rest)
    half = len(rest) // 2
    top = rest[:half]
    top.insert(randbelow(rng, GAIA_ZONE), GAIA)  # draws what rng.randrange draws, in one call
    return top + rest[half:]


def card_code(text: str) -> int:
    """The code of a card text such as 'R7' or 'SICKLE'; KeyError if there is none."""
    return CARD_BY_TEXT[text.upper()]


def colour_name(colour: int) -> str:
    """'red' for the red colour index."""
    return COLOUR_NAMES[colour]
