"""Play cards, bid-card ranks and the pack of each player-count form (read from forms.json).

A play card is a small int, `suit * 16 + rank` (suits S H D C = 0..3, ranks 2..14 with the Ace 14);
the Joker is `JOKER`. A bid card is its trick number 1..13 (A = 1, J = 11, Q = 12, K = 13).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

SUITS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
SUIT_SYMBOL: dict[str, str] = dict(zip(SUITS, SUIT_SYMBOLS, strict=True))  # "S" -> "♠", for images and messages alike
JOKER = 99
JOKER_TEXT = "JK"

_RANK_TEXT = {14: "A", 13: "K", 12: "Q", 11: "J"}
_BID_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}


def make_card(suit: int, rank: int) -> int:
    """The card of `suit` (0..3) and `rank` (2..14)."""
    return suit * 16 + rank


def rank_text(rank: int) -> str:
    """'A', 'K', 'Q', 'J', '10' … '2' for a play rank."""
    return _RANK_TEXT.get(rank, str(rank))


def bid_text(rank: int) -> str:
    """'A', '2' … '10', 'J', 'Q', 'K' for a bid-card rank (trick number)."""
    return _BID_TEXT.get(rank, str(rank))


CARD_TEXT: dict[int, str] = {make_card(s, r): rank_text(r) + SUITS[s] for s in range(4) for r in range(2, 15)}
CARD_TEXT[JOKER] = JOKER_TEXT
TEXT_CARD: dict[str, int] = {text: card for card, text in CARD_TEXT.items()}
TEXT_CARD.update({f"T{SUITS[s]}": make_card(s, 10) for s in range(4)})
TEXT_CARD.update({f"{rank_text(r)}{sym}": make_card(s, r) for s, sym in enumerate(SUIT_SYMBOLS) for r in range(2, 15)})

BID_TEXT: dict[int, str] = {r: bid_text(r) for r in range(1, 14)}
TEXT_BID: dict[str, int] = {text: r for r, text in BID_TEXT.items()}
TEXT_BID.update({str(r): r for r in range(1, 14)})
TEXT_BID["T"] = 10


def suit_letter(card: int) -> str:
    """The suit letter ('S', 'H', 'D', 'C') of a play card (not the Joker)."""
    return SUITS[card >> 4]


def rank_of(card: int) -> int:
    """The rank 2..14 (the Ace 14) of a play card (not the Joker)."""
    return card & 15


def card_text(card: int) -> str:
    """Canonical text of a play card, e.g. 'QH', '10S', 'JK'."""
    return CARD_TEXT[card]


@dataclass(frozen=True)
class Form:
    """One player-count form: pack, tricks per deal, hands dealt and the success table."""

    key: str
    lowest_rank: int
    tricks: int
    hands: int
    success: tuple[int, ...]

    def pack(self, joker: bool) -> list[int]:
        """The play pack in a fixed order (the Joker last)."""
        cards = [make_card(s, r) for s in range(4) for r in range(self.lowest_rank, 15)]
        return [*cards, JOKER] if joker else cards


def _load_forms() -> dict[str, Form]:
    raw = json.loads(resources.files(__package__).joinpath("forms.json").read_text(encoding="utf-8"))
    return {
        key: Form(key, f["lowest_rank"], f["tricks"], f["hands"], tuple(f["success"]))
        for key, f in raw.items()
    }


FORMS: dict[str, Form] = _load_forms()


HAND_SUIT_ORDER = "SHCD"  # alternate colours


def hand_order(cards: list[str], trump: str | None, joker_as: str | None = None) -> list[str]:
    """Card texts as a hand is shown: by suit (trump first, colours alternating), high to low, the Joker beside the card it copies."""

    def key(text: str) -> tuple[int, int, int]:
        shown = joker_as if text == JOKER_TEXT and joker_as else text
        if shown == JOKER_TEXT:
            return (9, 0, 0)
        card = TEXT_CARD[shown]
        suit = suit_letter(card)
        order = -1 if suit == trump else HAND_SUIT_ORDER.index(suit)
        return (order, -rank_of(card), 1 if text == JOKER_TEXT else 0)

    return sorted(cards, key=key)
