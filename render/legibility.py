"""What an image asks of a phone: the texts a render draws, at which font size, and what is wrong with them.

A phone shows a board about 360 px wide, where a text needs 8 px to be read without zooming: every font
on an image `width` pixels wide must be at least `width / 45` pixels. A name cut with '…' must keep at
least `NAME_KEPT` of its characters (shorter, players cannot tell who is meant).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PIL import ImageDraw

from render import common

PHONE_WIDTH = 360  # px: how wide a phone shows an image in a chat
PHONE_TEXT = 8  # px: the smallest text a phone shows readably
NAME_KEPT = 8  # characters a cut name keeps at least


@dataclass(frozen=True)
class DrawnText:
    """One text a render drew, at its font's pixel size."""

    text: str
    size: int


def smallest_font(width: int) -> int:
    """The smallest font size, in pixels, that is still `PHONE_TEXT` px tall when the image is shown `PHONE_WIDTH` wide."""
    return math.ceil(width * PHONE_TEXT / PHONE_WIDTH)


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Every text drawn inside the block, with its font size (labels that are pasted from the cache are
    drawn afresh, so each image's texts are all seen). Not thread-safe: for tests and benchmarks."""
    texts: list[DrawnText] = []
    original = ImageDraw.ImageDraw.text
    stamp = common._stamp

    def text(draw: ImageDraw.ImageDraw, xy: Any, text: Any, fill: Any = None, font: Any = None, *args: Any, **kwargs: Any) -> Any:
        texts.append(DrawnText(str(text), int(getattr(font, "size", 10))))
        return original(draw, xy, text, fill, font, *args, **kwargs)

    ImageDraw.ImageDraw.text = text  # type: ignore[method-assign, assignment]
    common._stamp = stamp.__wrapped__  # type: ignore[assignment]
    try:
        yield texts
    finally:
        ImageDraw.ImageDraw.text = original  # type: ignore[method-assign]
        common._stamp = stamp


def cut_names(texts: Iterable[DrawnText], names: Iterable[str]) -> list[str]:
    """The texts that show one of `names` cut to fewer than `NAME_KEPT` characters."""
    found = []
    for drawn in texts:
        if "…" not in drawn.text:
            continue
        for name in names:
            for part in drawn.text.split("…")[:-1]:
                kept = next((k for k in range(min(len(part), len(name)), 0, -1) if name.startswith(part[-k:])), 0)
                if 0 < kept < min(NAME_KEPT, len(name)):
                    found.append(drawn.text)
    return found


def too_small(texts: Iterable[DrawnText], width: int) -> list[DrawnText]:
    """The texts whose font is below the phone's bound for an image `width` pixels wide."""
    bound = smallest_font(width)
    return [drawn for drawn in texts if drawn.size < bound and drawn.text.strip()]
