"""Arabana's hidden information: a re-deal of every card one seat cannot see, for determinization."""

from __future__ import annotations

from typing import Any

from bot.games.arabana.board import ISLANDS
from bot.games.arabana.position import KU_TAKE, ArabanaPosition
from bot.games.base import rng_for


def _expand(counts: list[int]) -> list[int]:
    return [c for c in range(ISLANDS) for _ in range(counts[c])]


def _collect(cards: list[int], size: int) -> list[int]:
    """Take `size` cards off the end of `cards` as per-island counts."""
    counts = [0] * ISLANDS
    for _ in range(size):
        counts[cards.pop()] += 1
    return counts


def redeal(st: ArabanaPosition, seat: int, seed: int | str) -> dict[str, Any]:
    """A snapshot with what `seat` cannot see re-dealt: other hands, their face-down discards and setup choices, the bag.

    Cards `seat` knows a rival holds (taken face up, seen through Ku or Pele) stay with him, in
    his hand or among his face-down cards. The snapshot gets a seed of its own (from `seat` and
    `seed` only), so its future shuffles say nothing about the real ones.
    """
    d = st.to_dict()
    hands, facedown, choice = d["hands"], d["facedown"], d["setup_choice"]
    looked_at = st.ku_target if st.phase == KU_TAKE and seat == st.turn else -1
    others = [p for p in range(st.n) if p != seat]
    unseen = [0] * ISLANDS
    for c in d["bag"]:
        unseen[c] += 1
    for p in others:
        for c in range(ISLANDS):
            unseen[c] += facedown[p][c] + (hands[p][c] if p != looked_at else 0)
        if choice[p] >= 0:
            unseen[choice[p]] += 1
    # The known cards are set apart first; they are among the unseen ones in a consistent state.
    known: dict[int, list[int]] = {}
    for p in others:
        base = hands[p] if p == looked_at else [0] * ISLANDS
        need = [min(max(0, k - b), u) for k, b, u in zip(st.seen[seat][p], base, unseen, strict=True)]
        for c in range(ISLANDS):
            unseen[c] -= need[c]
        known[p] = _expand(need)
    pool = _expand(unseen)
    rng = rng_for(seed, "determinize", seat)
    rng.shuffle(pool)
    for p in others:
        in_hand = 0 if p == looked_at else sum(hands[p])
        slots = in_hand + sum(facedown[p])
        cards = known[p][:slots] + [pool.pop() for _ in range(max(0, slots - len(known[p])))]
        rng.shuffle(cards)
        if p != looked_at:
            hands[p] = _collect(cards, in_hand)
        facedown[p] = _collect(cards, len(cards))
        if choice[p] >= 0:
            choice[p] = pool.pop()
    d["bag"] = pool
    d["seed"] = f"determinized:{seat}:{seed}"
    return d
