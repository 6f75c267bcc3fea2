"""Dealing unseen cards again for determinization, keeping the voids players have shown.

A seat that did not follow the led colour holds none of it for the rest of the round, so a re-deal
must not give it that colour. Cards go to hands (and the undealt pile, which takes anything) so that
every hand keeps its size and gets no colour it is void in.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.games.base import randbelow, rng_for, shuffle
from bot.games.druids.cards import CARD_CODES, DOMAIN_CARDS, GAIA, VALUES
from bot.games.druids.position import DruidsPosition, colour_counts

# Colours are kinds 0..4; Sickles and Mistletoes (kind 5) may lie in any hand.
KINDS = 6
_SUBSETS = range(1, 1 << KINDS)


def kind_of(card: int) -> int:
    """A domain card's colour, or 5 for the specials nobody can be void in."""
    return card // VALUES if card < DOMAIN_CARDS else KINDS - 1


KIND_OF = tuple(kind_of(card) for card in range(CARD_CODES))


def deal_with_voids(cards: Sequence[int], sizes: Sequence[int], voids: Sequence[int], rng: random.Random) -> list[list[int]]:
    """Deal `cards` into holders of `sizes`, holder i getting no kind whose bit is set in `voids[i]`.

    Quick path: most constrained cards first, each to an allowed holder drawn in proportion to the
    room it has left; a dead end starts again. After a few dead ends an exact deal card by card keeps
    Hall's condition over the kinds (a consistent position always has a deal).
    """
    order = list(cards)
    shuffle(rng, order)
    holders = range(len(sizes))
    allowed = [[h for h in holders if not voids[h] >> k & 1] for k in range(KINDS)]
    choice_count = [len(a) for a in allowed]
    order.sort(key=lambda c: choice_count[KIND_OF[c]])
    allowed_for = [allowed[KIND_OF[c]] for c in order]  # per card in `order`, the holders it may go to
    for _ in range(20):
        room = list(sizes)
        dealt: list[list[int]] = [[] for _ in sizes]
        for card, holders_allowed in zip(order, allowed_for, strict=True):
            takers = []
            total = 0
            for h in holders_allowed:
                if room[h]:
                    takers.append(h)
                    total += room[h]
            if not takers:
                break
            pick = randbelow(rng, total)
            for h in takers:
                pick -= room[h]
                if pick < 0:
                    break
            room[h] -= 1
            dealt[h].append(card)
        else:
            return dealt
    return _exact(order, sizes, voids, rng)


def _exact(cards: list[int], sizes: Sequence[int], voids: Sequence[int], rng: random.Random) -> list[list[int]]:
    holders = range(len(sizes))
    room = list(sizes)
    left = [0] * KINDS
    for card in cards:
        left[kind_of(card)] += 1
    takers_of = [(subset, [h for h in holders if ~voids[h] & subset]) for subset in _SUBSETS]

    def feasible() -> bool:
        for subset, takers in takers_of:
            need = sum(left[k] for k in range(KINDS) if subset >> k & 1)
            if need > sum(room[h] for h in takers):
                return False
        return True

    dealt: list[list[int]] = [[] for _ in holders]
    for card in cards:
        kind = kind_of(card)
        left[kind] -= 1
        choices = [h for h in holders if room[h] and not voids[h] >> kind & 1]
        shuffle(rng, choices)
        for h in choices:
            room[h] -= 1
            if feasible():
                break
            room[h] += 1
        else:  # only for an inconsistent position: keep the sizes regardless
            h = next(h for h in holders if room[h])
            room[h] -= 1
        dealt[h].append(card)
    return dealt


def redeal(st: DruidsPosition, seat: int, seed: int | str) -> None:
    """Re-deal, in place, the other hands and the undealt cards of a copy made for `seat`.

    Each hand keeps its size, Gaia stays with its holder (he must lead it) and no hand gets a colour
    its holder showed void in. Future deals use a seed derived from `seed`, not the table's.
    """
    pool: list[int] = []
    holders: list[int] = []
    sizes: list[int] = []
    for s, hand in enumerate(st.hands):
        if s == seat:
            continue
        hidden = [c for c in hand if c != GAIA]  # the Gaia holder is public: he must lead it
        pool.extend(hidden)
        holders.append(s)
        sizes.append(len(hidden))
        st.hands[s] = [GAIA] if len(hidden) < len(hand) else []
    pool.extend(st.undealt)
    pool.sort()
    sizes.append(len(st.undealt))
    voids = [st.voids[s] for s in holders] + [0]
    rng = rng_for(seed, "determinize", seat)
    if any(voids):
        dealt = deal_with_voids(pool, sizes, voids, rng)
    else:
        shuffle(rng, pool)
        dealt, start = [], 0
        for size in sizes:
            dealt.append(pool[start : start + size])
            start += size
    for s, cards in zip(holders, dealt, strict=False):
        st.hands[s].extend(cards)
        st.hands[s].sort()
    st.undealt = dealt[-1]
    st.counts = [colour_counts(h) for h in st.hands]
    st.seed = f"{seed}/{seat}"
