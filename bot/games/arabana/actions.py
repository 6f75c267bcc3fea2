"""Arabana actions: small frozen values with one canonical text each, and the parser.

Grammar (island names as on the map, any case; a spot is `A-B`, canonical in map order):

    discard Nuridan                         setup: the card for the display; in a turn: face down
    bridge Nuridan-Opodopo                  lay a bridge with the one card that fits (you hold one kind)
    bridge Nuridan-Opodopo with Nuridan     ... naming the card (needed when you hold both kinds)
    bridge Nuridan-Opodopo with Kanaloa     ... with the Kanaloa god as a joker
    exchange Nuridan-Opodopo Nuridan Opodopo   two cards on an opponent's bridge (Kanaloa may be one)
    draw display 2 | draw bag               the draw that ends a turn (display slots 1–4)
    remove Nuridan-Opodopo                  relative majority: the opponent's bridge you remove
    takeback Nuridan-Opodopo                no bridge in supply: take one of yours back first
    end                                     end the turn when no card is left (the last turn)
    pass                                    final round: wait, keeping the last turn
    next 2                                  option lowest-chooses: seat 2 starts the second pass
    ku 2 | take Nuridan                     Ku: look at seat 2's hand, take a card from it
    pele | give Nuridan                     Pele: draw from each opponent, then give each one a card
    lono display 2 | lono bag               Lono: one extra draw this turn
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.arabana.board import ISLAND_NAMES, ISLANDS, SPOT_ENDS, SPOT_NAMES, SPOTS, island_named, spot_named
from bot.games.base import Action, IllegalAction

KANALOA_CARD = ISLANDS  # the Kanaloa god used as a card
IMPLIED = -1  # a bridge whose card is the one fitting card the player holds
BAG = -1  # draw source: the bag (display slots are 0–3)


def card_name(card: int) -> str:
    """An island card's name, or Kanaloa."""
    return "Kanaloa" if card == KANALOA_CARD else ISLAND_NAMES[card]


@dataclass(frozen=True)
class Discard(Action):
    """Setup: the card laid out for the display; in a turn: a card laid face down."""

    card: int

    def __str__(self) -> str:
        return f"discard {ISLAND_NAMES[self.card]}"


@dataclass(frozen=True)
class Bridge(Action):
    """Lay a bridge on a free spot, paying with `card` (IMPLIED: the only fitting card held)."""

    spot: int
    card: int = IMPLIED

    def __str__(self) -> str:
        if self.card == IMPLIED:
            return f"bridge {SPOT_NAMES[self.spot]}"
        return f"bridge {SPOT_NAMES[self.spot]} with {card_name(self.card)}"


@dataclass(frozen=True)
class Exchange(Action):
    """Replace an opponent's bridge with one's own, paying two cards of the spot's islands."""

    spot: int
    cards: tuple[int, int]

    def __str__(self) -> str:
        return f"exchange {SPOT_NAMES[self.spot]} {card_name(self.cards[0])} {card_name(self.cards[1])}"


@dataclass(frozen=True)
class Draw(Action):
    """The draw that ends a turn: a display slot (0–3) or BAG."""

    slot: int

    def __str__(self) -> str:
        return "draw bag" if self.slot == BAG else f"draw display {self.slot + 1}"


@dataclass(frozen=True)
class Remove(Action):
    """Relative majority: the opponent's bridge to remove."""

    spot: int

    def __str__(self) -> str:
        return f"remove {SPOT_NAMES[self.spot]}"


@dataclass(frozen=True)
class Takeback(Action):
    """Take one's own bridge back into the supply (only with none left)."""

    spot: int

    def __str__(self) -> str:
        return f"takeback {SPOT_NAMES[self.spot]}"


@dataclass(frozen=True)
class End(Action):
    """End the turn without drawing (no card left)."""

    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class Pass(Action):
    """Final round: let the next player go first, keeping one's last turn."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Next(Action):
    """Option lowest-chooses: the seat that starts the second pass."""

    seat: int

    def __str__(self) -> str:
        return f"next {self.seat}"


@dataclass(frozen=True)
class Ku(Action):
    """Ku: look at an opponent's hand (then `take`)."""

    seat: int

    def __str__(self) -> str:
        return f"ku {self.seat}"


@dataclass(frozen=True)
class Take(Action):
    """Ku: the card taken from the opponent's hand."""

    card: int

    def __str__(self) -> str:
        return f"take {ISLAND_NAMES[self.card]}"


@dataclass(frozen=True)
class Pele(Action):
    """Pele: draw one card blind from each opponent (then `give`)."""

    def __str__(self) -> str:
        return "pele"


@dataclass(frozen=True)
class Give(Action):
    """Pele: the card given to the opponent now awaiting one."""

    card: int

    def __str__(self) -> str:
        return f"give {ISLAND_NAMES[self.card]}"


@dataclass(frozen=True)
class Lono(Action):
    """Lono: one extra draw (display slot 0–3 or BAG)."""

    slot: int

    def __str__(self) -> str:
        return "lono bag" if self.slot == BAG else f"lono display {self.slot + 1}"


# Interned actions: the legal-action lists hand out these objects instead of building new ones.
DISCARDS = tuple(Discard(i) for i in range(ISLANDS))
BRIDGE_IMPLIED = tuple(Bridge(s) for s in range(SPOTS))
BRIDGE_WITH = tuple((Bridge(s, a), Bridge(s, b)) for s, (a, b) in enumerate(SPOT_ENDS))
BRIDGE_KANALOA = tuple(Bridge(s, KANALOA_CARD) for s in range(SPOTS))
# EXCHANGES[spot] = (a+a, a+b, b+b, a+Kanaloa, b+Kanaloa)
EXCHANGES = tuple(
    (
        Exchange(s, (a, a)),
        Exchange(s, (a, b)),
        Exchange(s, (b, b)),
        Exchange(s, (a, KANALOA_CARD)),
        Exchange(s, (b, KANALOA_CARD)),
    )
    for s, (a, b) in enumerate(SPOT_ENDS)
)
DRAW_DISPLAY = tuple(Draw(slot) for slot in range(4))
DRAW_BAG = Draw(BAG)
LONO_DISPLAY = tuple(Lono(slot) for slot in range(4))
LONO_BAG = Lono(BAG)
REMOVES = tuple(Remove(s) for s in range(SPOTS))
TAKEBACKS = tuple(Takeback(s) for s in range(SPOTS))
TAKES = tuple(Take(i) for i in range(ISLANDS))
GIVES = tuple(Give(i) for i in range(ISLANDS))
END = End()
PASS = Pass()
PELE = Pele()


def _refuse(text: str, why: str, code: str = "arabana.parse") -> IllegalAction:
    return IllegalAction(f"Cannot read {text!r}: {why}.", code=code, text=text)


def _island(text: str, token: str) -> int:
    island = island_named(token)
    if island is None:
        raise _refuse(text, f"{token!r} is not an island", "arabana.unknown_island")
    return island


def _spot(text: str, token: str) -> int:
    spot = spot_named(token)
    if spot is None:
        if token.count("-") == 1 and all(island_named(p) is not None for p in token.split("-")):
            raise _refuse(text, f"no bridge spot joins {token.replace('-', ' and ')}", "arabana.no_such_spot")
        raise _refuse(text, f"{token!r} is not a bridge spot (write two neighbouring islands, e.g. Nuridan-Opodopo)", "arabana.unknown_spot")
    return spot


def _spot_card(text: str, spot: int, token: str) -> int:
    if token.lower() == "kanaloa":
        return KANALOA_CARD
    card = _island(text, token)
    if card not in SPOT_ENDS[spot]:
        raise _refuse(text, f"a {ISLAND_NAMES[card]} card cannot pay for {SPOT_NAMES[spot]}", "arabana.card_not_at_spot")
    return card


def _seat(text: str, token: str) -> int:
    if not token.isdigit() or len(token) > 1:
        raise _refuse(text, f"{token!r} is not a seat number", "arabana.bad_seat")
    return int(token)


def _slot(text: str, words: list[str]) -> int:
    if words == ["bag"]:
        return BAG
    if len(words) == 2 and words[0].lower() == "display" and words[1] in ("1", "2", "3", "4"):
        return int(words[1]) - 1
    raise _refuse(text, "write `display 1`–`display 4` or `bag`")


def parse_action(text: str) -> Action:
    """The action for a text in the grammar above; raises IllegalAction saying what is wrong."""
    words = text.split()
    if not words:
        raise _refuse(text, "it is empty")
    verb, rest = words[0].lower(), words[1:]
    if verb in ("end", "pass", "pele") and not rest:
        return {"end": END, "pass": PASS, "pele": PELE}[verb]
    if verb in ("discard", "take", "give") and len(rest) == 1:
        island = _island(text, rest[0])
        return {"discard": DISCARDS, "take": TAKES, "give": GIVES}[verb][island]
    if verb in ("next", "ku") and len(rest) == 1:
        return Next(_seat(text, rest[0])) if verb == "next" else Ku(_seat(text, rest[0]))
    if verb in ("draw", "lono") and rest:
        slot = _slot(text, rest)
        if verb == "draw":
            return DRAW_BAG if slot == BAG else DRAW_DISPLAY[slot]
        return LONO_BAG if slot == BAG else LONO_DISPLAY[slot]
    if verb in ("remove", "takeback") and len(rest) == 1:
        spot = _spot(text, rest[0])
        return REMOVES[spot] if verb == "remove" else TAKEBACKS[spot]
    if verb == "bridge" and len(rest) == 1:
        return BRIDGE_IMPLIED[_spot(text, rest[0])]
    if verb == "bridge" and len(rest) == 3 and rest[1].lower() == "with":
        spot = _spot(text, rest[0])
        return Bridge(spot, _spot_card(text, spot, rest[2]))
    if verb == "exchange" and len(rest) == 3:
        spot = _spot(text, rest[0])
        first, second = _spot_card(text, spot, rest[1]), _spot_card(text, spot, rest[2])
        if first == second == KANALOA_CARD:
            raise _refuse(text, "Kanaloa can stand for only one of the two cards", "arabana.double_kanaloa")
        order = (*SPOT_ENDS[spot], KANALOA_CARD)
        low, high = sorted((first, second), key=order.index)
        return Exchange(spot, (low, high))
    raise _refuse(
        text,
        "expected e.g. `bridge Nuridan-Opodopo`, `exchange Nuridan-Opodopo Nuridan Opodopo`, "
        "`discard Nuridan`, `draw display 2`, `draw bag`, `end` or `pass`",
    )
