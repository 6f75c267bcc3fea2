"""Names in labels: a player's name is shortened only where the image has no room for it, and only the name."""

from __future__ import annotations

from collections.abc import Callable

from render.common import NAME_KEPT


def name_fitted(label: Callable[[str], str], name: str, fits: Callable[[str], bool], fallback: str | None = None) -> str:
    """`label(name)`, the name (not the label's words) shortened with '…' until `fits` accepts the label,
    never below `NAME_KEPT` characters: a name is cut only where the image has no room for it. Where even
    that is too long, `label(fallback)` (e.g. the seat's letter), if given."""
    short = name
    while not fits(label(short)):
        shorter = short.rstrip("…")[:-1].rstrip()
        if len(shorter) < NAME_KEPT:
            return label(fallback) if fallback is not None else label(short)
        short = shorter + "…"
    return label(short)
