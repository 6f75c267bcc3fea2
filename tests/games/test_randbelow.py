"""The engines' quick randrange draws exactly what random.Random.randrange draws (stored games replay)."""

from __future__ import annotations

import random

from bot.games.base import randbelow


def test_randbelow_draws_as_randrange_does_and_leaves_the_generator_alike() -> None:
    for seed in range(100):
        ours, theirs = random.Random(f"{seed}"), random.Random(f"{seed}")
        for n in (1, 2, 3, 5, 7, 8, 9, 31, 32, 33, 100, 1000):
            assert randbelow(ours, n) == theirs.randrange(n)
        assert ours.random() == theirs.random()
