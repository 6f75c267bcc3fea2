"""Helpers for reading what a rendered image says."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from importlib import import_module

import pytest
from PIL import Image, ImageChops, ImageStat


def standings(texts: list[str], scores: list[int]) -> list[str]:
    """The rank lines ("1.", "2.", …) of a final standings image, each followed by its seat's score."""
    order = sorted(range(len(scores)), key=lambda seat: -scores[seat])
    found = []
    start = 0
    for rank, seat in enumerate(order, 1):
        start = texts.index(f"{rank}.", start)
        found.append(next(text for text in texts[start + 1 : start + 5] if text == str(scores[seat])))
    return found



@contextmanager
def mapped_faithfully(monkeypatch: pytest.MonkeyPatch, *modules: str) -> Iterator[list[Image.Image]]:
    """Inside the block, every image the `modules` map onto their fixed palette (`to_palette`) is checked:
    each colour covering a thousandth of it or more (a flat colour, not the anti-aliased edge of a text)
    comes out within 6 levels a channel, and the image as a whole within half a level on average. Yields
    the list of the images checked."""
    checked: list[Image.Image] = []
    original = import_module(modules[0]).to_palette

    def checking(image: Image.Image, palette: Image.Image) -> Image.Image:
        mapped = original(image, palette)
        colours = [colour for count, colour in image.getcolors(1 << 24) or [] if count * 1000 >= image.width * image.height]
        strip = Image.new("RGB", (len(colours), 1))
        strip.putdata(colours)
        for colour, shown in zip(colours, original(strip, palette).convert("RGB").get_flattened_data(), strict=True):
            assert max(abs(a - b) for a, b in zip(colour, shown, strict=True)) <= 6, f"{colour} is shown as {shown}"
        error = sum(ImageStat.Stat(ImageChops.difference(image, mapped.convert("RGB"))).mean) / 3
        assert error < 0.5, f"mean mapping error {error:.2f}"
        checked.append(image)
        return mapped

    for module in modules:
        monkeypatch.setattr(f"{module}.to_palette", checking)
    yield checked
