"""Arabana's hidden information: a re-deal of every card one seat cannot see, for determinization."""

from __future__ import annotations

from bot.games.arabana.board import ISLANDS
from bot.games.arabana.position import ArabanaPosition
from bot.games.base import rng_for, shuffle


def redeal(st: ArabanaPosition, seat: int, seed: int | str) -> None:
    """Re-deal, in place on a copy, what `seat` cannot see: other hands, their face-down cards and
    setup choices, the bag.

    Cards `seat` knows a rival holds (knowledge.py) stay with him: each in his hand or among the
    cards he laid face down after `seat` came to know it. The copy gets a seed of its own (from
    `seat` and `seed` only), so its future shuffles say nothing about the real ones.
    """
    others = [p for p in range(st.n) if p != seat]
    hands, facedown, choice = st.hands, st.facedown, st.choice
    unseen = [0] * ISLANDS
    for c in st.bag:
        unseen[c] += 1
    for p in others:
        held, laid_down = hands[p], facedown[p]
        for c in range(ISLANDS):
            unseen[c] += held[c] + laid_down[c]
        if choice[p] >= 0:
            unseen[choice[p]] += 1
    # The known cards are set apart first (they are among the unseen ones in a consistent state),
    # the most recently known first: they have the fewest places to be.
    known: dict[int, list[int]] = {}
    for p in others:
        kept = []
        for t in sorted(st.known[seat][p], reverse=True):
            c = t % ISLANDS
            if unseen[c]:
                unseen[c] -= 1
                kept.append(t)
        known[p] = kept
    pool = [c for c in range(ISLANDS) for _ in range(unseen[c])]
    rng = rng_for(seed, "determinize", seat)
    shuffle(rng, pool)
    for p in others:
        in_hand = st.hand_size[p]
        laid = sum(facedown[p])
        # Places: the hand (`in_hand` of them) and the face-down cards in the order they were laid.
        hand = [0] * ISLANDS
        down: list[int] = [-1] * laid
        room = in_hand
        for t in known[p]:
            since, c = divmod(t, ISLANDS)
            later = [i for i in range(since, laid) if down[i] < 0]
            if not room and not later:
                # More known cards than places: not in a real position, but in a world imagined for
                # another seat, whose re-deal did not keep what this seat knew. The card stays unseen.
                pool.insert(rng.randrange(len(pool) + 1), c)
                continue
            pick = rng.randrange(room + len(later))
            if pick < room:
                hand[c] += 1
                room -= 1
            else:
                down[later[pick - room]] = c
        for _ in range(room):
            hand[pool.pop()] += 1
        counts = [0] * ISLANDS
        for c in down:
            counts[pool.pop() if c < 0 else c] += 1
        hands[p] = hand
        facedown[p] = counts
        if choice[p] >= 0:
            choice[p] = pool.pop()
    st.bag = pool
    st.seed = f"determinized:{seat}:{seed}"
