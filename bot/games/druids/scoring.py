"""Round scoring and the dealer rule."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.druids.cards import FIVE_DOMAINS_SCORE
from bot.games.druids.rules import top_sum


def round_scores(stacks: Sequence[Sequence[Sequence[int]]], five_domains: int | None) -> list[int]:
    """Points for one round: −3 for whoever completed five domains, everyone else the sum of their tops."""
    return [FIVE_DOMAINS_SCORE if seat == five_domains else top_sum(mine) for seat, mine in enumerate(stacks)]


def next_dealer(scores: Sequence[int], previous: int) -> int:
    """Who deals next: the fewest points in the round just played; a tie goes to the first of them
    clockwise from the previous dealer (starting at the seat after him, he himself last)."""
    players = len(scores)
    low = min(scores)
    return next(
        seat for seat in ((previous + step) % players for step in range(1, players + 1)) if scores[seat] == low
    )
