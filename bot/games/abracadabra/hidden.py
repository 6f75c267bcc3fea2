"""Re-dealing what one seat cannot see (determinization), keeping every public fact.

Public facts kept: hand sizes, the suits a hand is known to be void in (it failed to follow), each
player's bid suit, contract size, face-up and centre bid cards, exposed stacks, and that a face-down
left card never names a trick already played (it would have been turned up).
"""

from __future__ import annotations

import random
from typing import Any

from bot.games.base import shuffle

from .cards import JOKER


def redeal(d: dict[str, Any], seat: int, rng: random.Random) -> None:
    """Re-deal in place, in `d`, every play card and bid card hidden from `seat`."""
    n = d["n"]
    hidden = [h for h in range(len(d["hands"])) if h != seat and not (h == n and d["dummy_open"])]
    if len(hidden) > 1:  # the whole pack is dealt, so a single hidden hand is known by elimination
        _redeal_hands(d, hidden, rng)
    for p in range(n):
        if p != seat and d["contract"][p] is not None and not d["exposed"][p]:
            _redeal_bid_cards(d, p, rng)


# The suits in each set of suits (bit s: suit s).
SUITS_IN = tuple(tuple(s for s in range(4) if subset >> s & 1) for subset in range(16))


def _suit(card: int, joker_suit: int) -> int:
    return joker_suit if card == JOKER else card >> 4


def _redeal_hands(d: dict[str, Any], hidden: list[int], rng: random.Random) -> None:
    hands = d["hands"]
    sizes = [len(hands[h]) for h in hidden]
    unseen = sorted(c for h in hidden for c in hands[h])
    shuffle(rng, unseen)
    voids = [d["voids"][h] for h in hidden]
    if not any(voids):
        start = 0
        for h, size in zip(hidden, sizes, strict=True):
            hands[h] = sorted(unseen[start : start + size])
            start += size
        return
    js = d["joker_suit"]
    for h, cards in zip(hidden, _deal_with_voids(unseen, sizes, voids, js, rng), strict=True):
        hands[h] = sorted(cards)


def _deal_with_voids(
    cards: list[int], sizes: list[int], voids: list[int], joker_suit: int, rng: random.Random
) -> list[list[int]]:
    """Deal shuffled `cards` into hands of `sizes`, no hand getting a suit it is void in.

    Card by card, each goes to a random hand that may hold it and after which the rest can still be
    dealt (Hall's condition over the four suits); the real deal proves a solution exists.
    """
    holders = range(len(sizes))
    capacity = list(sizes)
    left_in_suit = [0, 0, 0, 0]
    for c in cards:
        left_in_suit[_suit(c, joker_suit)] += 1
    # For each non-empty set of suits, the hands that may take at least one of them. A set every hand
    # may take never binds: the cards left always equal the room left, so it is left out.
    suit_sets = [
        (SUITS_IN[subset], takers)
        for subset in range(1, 16)
        if len(takers := [h for h in holders if (~voids[h]) & subset]) < len(sizes)
    ]

    def feasible() -> bool:
        for suits, takers in suit_sets:
            need = 0
            for s in suits:
                need += left_in_suit[s]
            if need:
                room = 0
                for h in takers:
                    room += capacity[h]
                if need > room:
                    return False
        return True

    dealt: list[list[int]] = [[] for _ in holders]
    for c in cards:
        suit = _suit(c, joker_suit)
        choices = [h for h in holders if capacity[h] and not voids[h] >> suit & 1]
        shuffle(rng, choices)
        left_in_suit[suit] -= 1
        for h in choices:
            capacity[h] -= 1
            if feasible():
                dealt[h].append(c)
                break
            capacity[h] += 1
        else:  # unreachable when the position is consistent; keep sizes regardless
            h = next(h for h in holders if capacity[h])
            capacity[h] -= 1
            dealt[h].append(c)
    return dealt


def _redeal_bid_cards(d: dict[str, Any], p: int, rng: random.Random) -> None:
    """Shuffle which of p's hidden bid ranks are face down on his left and which are in his stack."""
    left, stack = d["left"][p], d["stack"][p]
    pool = sorted(left + stack)
    played = d["trick_no"]
    shuffle(rng, pool)
    eligible = [r for r in pool if r > played]  # a card for a played trick would be face up by now
    chosen = set(eligible[: len(left)])
    d["left"][p] = sorted(chosen)
    d["stack"][p] = sorted(r for r in pool if r not in chosen)
