"""The engines' quick shuffle deals exactly what random.Random.shuffle deals (stored games replay)."""

from __future__ import annotations

import random

from bot.games.base import shuffle


def test_shuffle_orders_as_random_shuffle_does_and_leaves_the_generator_alike() -> None:
    for seed in range(200):
        for size in (0, 1, 2, 3, 7, 48, 60):
            ours, theirs = random.Random(f"{seed}:{size}"), random.Random(f"{seed}:{size}")
            mine, reference = list(range(size)), list(range(size))
            shuffle(ours, mine)
            theirs.shuffle(reference)
            assert mine == reference
            assert ours.random() == theirs.random()
