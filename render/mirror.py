"""Layouts mirrored for right-to-left readers: a block of a drawing laid out left to right by its caller
and flipped inside the block for a Persian reader, its labels shaped in the reader's direction."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PIL import Image, ImageDraw

from bot.i18n import is_rtl
from render.common import INK, Box, Colour, draw_label, floor_of, font_for, paste_label, shaping


@dataclass(frozen=True, eq=False)
class Mirror:
    """A block [left, right] of a drawing, laid out left to right by its caller and mirrored inside the
    block for a right-to-left reader: positions, boxes and text anchors flip, and every label is shaped
    in the reader's paragraph direction (a Persian name keeps a German line left to right)."""

    draw: ImageDraw.ImageDraw
    lang: str
    left: int = 0
    right: int = 0
    floor: int = 0  # the phone's floor of the image this is pasted on, when drawing a sprite for it
    rtl: bool = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "rtl", is_rtl(self.lang))

    @property
    def direction(self) -> str:
        """The reader's paragraph direction: "rtl" or "ltr"."""
        return "rtl" if self.rtl else "ltr"

    def inner(self, left: int, right: int) -> Mirror:
        """The same mirror for a narrower block (a panel, a row)."""
        return Mirror(self.draw, self.lang, left, right, self.floor)

    def x(self, x: float) -> float:
        """Where a left-to-right x lands."""
        return self.left + self.right - x if self.rtl else x

    def start(self, x: float, width: float) -> float:
        """Where the left edge lands of something `width` wide that starts at a left-to-right x."""
        return self.left + self.right - x - width if self.rtl else x

    def span(self, x0: int, x1: int) -> tuple[int, int]:
        """A horizontal stretch [x0, x1], mirrored (still left edge first)."""
        return (self.left + self.right - x1, self.left + self.right - x0) if self.rtl else (x0, x1)

    def box(self, box: tuple[float, float, float, float]) -> tuple[float, float, float, float]:
        """A box given left to right, mirrored."""
        left, top, right, bottom = box
        return (self.x(right), top, self.x(left), bottom) if self.rtl else box

    def anchor(self, anchor: str) -> str:
        """A Pillow text anchor, its horizontal part flipped ("la" → "ra") for a right-to-left reader."""
        if not self.rtl:
            return anchor
        return {"l": "r", "r": "l"}.get(anchor[0], anchor[0]) + anchor[1:]

    def label(
        self,
        xy: tuple[float, float],
        text: str,
        size: int,
        max_width: int | None = None,
        *,
        bold: bool = False,
        fill: Colour = INK,
        anchor: str = "la",
    ) -> int:
        """`draw_label` at the mirrored place and anchor; returns its width (x + width is where the next goes)."""
        at = (self.x(xy[0]), xy[1])
        width, _ = draw_label(
            self.draw, at, text, size, bold=bold, fill=fill, anchor=self.anchor(anchor), max_width=max_width, direction=self.direction, floor=self.floor
        )
        return width

    def label_in(
        self,
        span: tuple[float, float],
        y: float,
        text: str,
        size: int,
        *,
        bold: bool = False,
        fill: Colour = INK,
        v: str = "a",
        at_end: bool = False,
    ) -> int:
        """`text` in a stretch already placed (`span`, image x), shrunk to fit it: from its reading start,
        or with `at_end` from its far end (right in left-to-right images, left when mirrored)."""
        x0, x1 = span
        from_right = self.rtl != at_end
        anchor = ("r" if from_right else "l") + v
        width, _ = draw_label(
            self.draw,
            (x1 if from_right else x0, y),
            text,
            size,
            bold=bold,
            fill=fill,
            anchor=anchor,
            max_width=int(x1 - x0),
            direction=self.direction,
            floor=self.floor,
        )
        return width

    def paste(
        self,
        image: Image.Image,
        xy: tuple[float, float],
        text: str,
        size: int,
        bold: bool = False,
        fill: Colour = INK,
        anchor: str = "la",
        max_width: int | None = None,
        minimum: int = 12,
    ) -> Box:
        """`paste_label` (a cached label) at the mirrored place and anchor; returns the box it covers."""
        at = (self.x(xy[0]), xy[1])
        return paste_label(image, at, text, size, bold, fill, self.anchor(anchor), max_width=max_width, minimum=minimum, rtl=self.rtl)

    def wrap(self, text: str, size: int, width: float, bold: bool = False) -> list[str]:
        """`text` in lines no wider than `width` at `size` (or the floor), broken between words."""
        lines: list[str] = []
        for word in text.split():
            if lines and self.fits(f"{lines[-1]} {word}", size, width, bold):
                lines[-1] = f"{lines[-1]} {word}"
            else:
                lines.append(word)
        return lines

    def fits(self, text: str, size: int, width: float, bold: bool = False) -> bool:
        """Whether `text` fits `width` pixels at `size` (or the phone's floor, if larger)."""
        return self.measure(text, size, bold) <= width

    def measure(self, text: str, size: int, bold: bool = False) -> int:
        """How wide a label would be, shaped as it will be drawn."""
        size = max(size, floor_of(self.draw), self.floor)
        return math.ceil(self.draw.textlength(text, font=font_for(text, size, bold), **shaping(text, self.direction)))
