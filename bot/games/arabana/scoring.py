"""Scoring: a controlled island is worth its spots not held by its controller (+1 at the big scoring)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.arabana.board import ISLANDS, SPOT_COUNT


def island_points(spots: int, own: int, big: bool) -> int:
    """Points for controlling an island of `spots` spots holding `own` of them."""
    return spots - own + (1 if big else 0)


def scoring(control: Sequence[int], counts: Sequence[Sequence[int]], players: int, big: bool) -> list[int]:
    """Points per seat for a scoring now: every island scores for its controller (-1: nobody)."""
    points = [0] * players
    for island in range(ISLANDS):
        seat = control[island]
        if seat >= 0:
            points[seat] += island_points(SPOT_COUNT[island], counts[seat][island], big)
    return points
