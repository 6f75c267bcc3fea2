"""What an image asks of a phone: the texts a render draws, at which font size, and what is wrong with them.

A phone shows a board about 360 px wide, where a text needs 8 px to be read without zooming: every font
on an image `width` pixels wide must be at least `width / 45` pixels. A name cut with '…' must keep at
least `NAME_KEPT` of its characters (shorter, players cannot tell who is meant).
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PIL import ImageDraw

from render import common

NAME_KEPT = common.NAME_KEPT


@dataclass(frozen=True)
class DrawnText:
    """One text a render drew, at its font's pixel size."""

    text: str
    size: int


def smallest_font(width: int) -> int:
    """The smallest font size, in pixels, that an image `width` px wide may use (`common.phone_floor`)."""
    return common.phone_floor(width)


def forget_drawn() -> None:
    """Empty every cache of the renderers (faces, stamps, static parts), so the next image draws all its
    texts. The fixed palettes stay (each is taken once from a sample image, not part of any): they are made
    now if they are not yet, so that their sample's texts are not counted with the next image's."""
    modules = [module for name, module in list(sys.modules.items()) if name == "render" or name.startswith("render.")]
    # Every palette first: making one draws a sample board, whose sprites must not stay in the caches.
    palettes = [palette for module in modules if callable(palette := vars(module).get("palette"))]
    for palette in palettes:
        palette()
    for module in modules:
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and value not in palettes:
                clear()


@contextmanager
def recording() -> Iterator[list[DrawnText]]:
    """Every text drawn inside the block, with its font size; the renderers' caches are emptied first, so an
    image drawn inside shows all its texts. Not thread-safe: for tests and benchmarks."""
    texts: list[DrawnText] = []
    original = ImageDraw.ImageDraw.text

    def text(draw: ImageDraw.ImageDraw, xy: Any, text: Any, fill: Any = None, font: Any = None, *args: Any, **kwargs: Any) -> Any:
        texts.append(DrawnText(str(text), int(getattr(font, "size", 10))))
        return original(draw, xy, text, fill, font, *args, **kwargs)

    forget_drawn()
    ImageDraw.ImageDraw.text = text  # type: ignore[method-assign, assignment]
    try:
        yield texts
    finally:
        ImageDraw.ImageDraw.text = original  # type: ignore[method-assign]


def cut_names(texts: Iterable[DrawnText], names: Iterable[str]) -> list[str]:
    """The texts that show one of `names` cut to fewer than `NAME_KEPT` characters."""
    found = []
    for drawn in texts:
        if "…" not in drawn.text:
            continue
        for name in names:
            for part in drawn.text.split("…")[:-1]:
                kept = next((k for k in range(min(len(part), len(name)), 0, -1) if name.startswith(part[-k:])), 0)
                # One letter alike is chance ("… B" is not "Benedikt"), unless it is all that is left.
                alike = kept >= 2 or kept == len(part.strip("\u2068\u2069 "))
                if alike and 0 < kept < min(NAME_KEPT, len(name)):
                    found.append(drawn.text)
    return found


def too_small(texts: Iterable[DrawnText], width: int) -> list[DrawnText]:
    """The texts whose font is below the phone's bound for an image `width` pixels wide."""
    bound = smallest_font(width)
    return [drawn for drawn in texts if drawn.size < bound and drawn.text.strip()]
