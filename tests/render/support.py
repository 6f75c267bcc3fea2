"""Helpers for reading what a rendered image says."""

from __future__ import annotations


def standings(texts: list[str], scores: list[int]) -> list[str]:
    """The rank lines ("1.", "2.", …) of a final standings image, each followed by its seat's score."""
    order = sorted(range(len(scores)), key=lambda seat: -scores[seat])
    found = []
    start = 0
    for rank, seat in enumerate(order, 1):
        start = texts.index(f"{rank}.", start)
        found.append(next(text for text in texts[start + 1 : start + 5] if text == str(scores[seat])))
    return found
