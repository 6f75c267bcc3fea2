"""Abracadabra actions and their canonical text.

Grammar (case-insensitive on input; canonical forms shown):
    suit S            take the spade bid suit (S H D C)
    pass | bid N      auction: pass or bid N tricks (1..13; 1..12 with 2–3 players)
    place A 4 9       lay these bid cards face down on your left (ranks ascending, A 2..10 J Q K)
    place none        lay none (contract 0; non-declarers only)
    trump H           the Declarer names trump (option joker=without)
    right J | right none   the Declarer moves these placed cards face up to his right
    expose | keep     turn your stack face up, or keep it hidden
    play QH           play a card from your own hand (10H for ten, JK for the Joker)
    dummy QH          play the dummy's card (two players with the dummy)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations

from bot.games.base import Action, IllegalAction

from .cards import BID_TEXT, CARD_TEXT, SUITS, TEXT_BID, TEXT_CARD


def ranks_text(ranks: tuple[int, ...]) -> str:
    """'A 4 9' for bid ranks, 'none' when empty."""
    return " ".join(BID_TEXT[r] for r in ranks) if ranks else "none"


@dataclass(frozen=True)
class ChooseSuit(Action):
    """Take a bid suit."""

    suit: int

    def __str__(self) -> str:
        return f"suit {SUITS[self.suit]}"


@dataclass(frozen=True)
class Bid(Action):
    """Bid `tricks` in the auction."""

    tricks: int

    def __str__(self) -> str:
        return f"bid {self.tricks}"


@dataclass(frozen=True)
class Pass(Action):
    """Pass in the auction."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Place(Action):
    """Lay these bid cards face down on one's left."""

    ranks: tuple[int, ...]

    def __str__(self) -> str:
        return f"place {ranks_text(self.ranks)}"


@dataclass(frozen=True)
class NameTrump(Action):
    """The Declarer names trump (no-Joker option)."""

    suit: int

    def __str__(self) -> str:
        return f"trump {SUITS[self.suit]}"


@dataclass(frozen=True)
class Right(Action):
    """The Declarer moves these placed cards face up to his right."""

    ranks: tuple[int, ...]

    def __str__(self) -> str:
        return f"right {ranks_text(self.ranks)}"


@dataclass(frozen=True)
class Expose(Action):
    """Turn one's stack face up (bid-suit cards captured score 4 instead of 2)."""

    def __str__(self) -> str:
        return "expose"


@dataclass(frozen=True)
class Keep(Action):
    """Keep one's stack face down."""

    def __str__(self) -> str:
        return "keep"


@dataclass(frozen=True)
class Play(Action):
    """Play a card: from one's own hand, or from the dummy when `dummy` is set."""

    card: int
    dummy: bool = False

    def __str__(self) -> str:
        return f"{'dummy' if self.dummy else 'play'} {CARD_TEXT[self.card]}"


# Interned actions: legal_actions hands these out, so the hot path builds no objects.
SUIT_ACTIONS = tuple(ChooseSuit(s) for s in range(4))
TRUMP_ACTIONS = tuple(NameTrump(s) for s in range(4))
BID_ACTIONS = tuple(Bid(n) for n in range(14))
PASS = Pass()
EXPOSE = Expose()
KEEP = Keep()
PLAY_ACTIONS: dict[int, Play] = {card: Play(card) for card in CARD_TEXT}
DUMMY_ACTIONS: dict[int, Play] = {card: Play(card, True) for card in CARD_TEXT}


# One action per set of ranks, whichever lists hold it: the lists below hold thousands of actions
# each, and every object kept is one more for each full collection of the garbage collector to walk.
_PLACE_BY_RANKS: dict[tuple[int, ...], Place] = {}
_RIGHT_BY_RANKS: dict[tuple[int, ...], Right] = {}


@cache
def place_actions(tricks: int, low: int, high: int) -> tuple[Place, ...]:
    """Every placement of `low`..`high` cards from a bid suit of `tricks` ranks (by size, then ranks)."""
    out = []
    known = _PLACE_BY_RANKS
    for size in range(low, high + 1):
        for combo in combinations(range(1, tricks + 1), size):
            action = known.get(combo)
            if action is None:
                action = known[combo] = Place(combo)
            out.append(action)
    return tuple(out)


@lru_cache(maxsize=512)  # bounded: a big contract's list holds thousands of actions
def right_actions(placed: tuple[int, ...]) -> tuple[Right, ...]:
    """Every choice of right-side cards among the `placed` ranks (ascending): by size, then ranks."""
    out = []
    known = _RIGHT_BY_RANKS
    for size in range(len(placed) + 1):
        for combo in combinations(placed, size):
            action = known.get(combo)
            if action is None:
                action = known[combo] = Right(combo)
            out.append(action)
    return tuple(out)


def _unreadable(text: str, hint: str) -> IllegalAction:
    return IllegalAction(f"Cannot read {text!r}: {hint}", code="abracadabra.unreadable", text=text, hint=hint)


def _parse_ranks(text: str, words: list[str]) -> tuple[int, ...]:
    if words == ["NONE"]:
        return ()
    ranks: list[int] = []
    for word in words:
        rank = TEXT_BID.get(word)
        if rank is None:
            raise _unreadable(text, f"{word!r} is not a bid-card rank (A, 2–10, J, Q, K).")
        if rank in ranks:
            raise _unreadable(text, f"rank {word} is named twice.")
        ranks.append(rank)
    if not ranks:
        raise _unreadable(text, "name the ranks, e.g. `place A 4 9`, or `place none`.")
    return tuple(sorted(ranks))


def _parse_suit(text: str, words: list[str]) -> int:
    if len(words) != 1 or words[0] not in SUITS or len(words[0]) != 1:
        raise _unreadable(text, "name a suit: S, H, D or C.")
    return SUITS.index(words[0])


def parse_action(text: str) -> Action:
    """Parse an action's text (see the module grammar); raises IllegalAction on garbage."""
    words = text.strip().upper().split()
    if not words:
        raise _unreadable(text, "it is empty.")
    verb, rest = words[0], words[1:]
    if verb in ("PASS", "EXPOSE", "KEEP") and not rest:
        return PASS if verb == "PASS" else EXPOSE if verb == "EXPOSE" else KEEP
    if verb == "SUIT":
        return SUIT_ACTIONS[_parse_suit(text, rest)]
    if verb == "TRUMP":
        return TRUMP_ACTIONS[_parse_suit(text, rest)]
    if verb == "BID":
        if len(rest) != 1 or not rest[0].isdigit() or not 1 <= int(rest[0]) <= 13:
            raise _unreadable(text, "write `bid N` with N from 1 to 13.")
        return BID_ACTIONS[int(rest[0])]
    if verb == "PLACE":
        return Place(_parse_ranks(text, rest))
    if verb == "RIGHT":
        return Right(_parse_ranks(text, rest))
    if verb in ("PLAY", "DUMMY"):
        card = TEXT_CARD.get(rest[0]) if len(rest) == 1 else None
        if card is None:
            raise _unreadable(text, "name one card, e.g. `play QH`, `play 10S` or `play JK`.")
        return DUMMY_ACTIONS[card] if verb == "DUMMY" else PLAY_ACTIONS[card]
    raise _unreadable(
        text, "expected suit, bid, pass, place, trump, right, expose, keep, play or dummy."
    )
