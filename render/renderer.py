"""What a game's renderer provides, and PNG bytes from one for the Discord layer.

A renderer is any object (usually the module `render.<game>`) with `render_table` and `render_hand`;
`render_final` is optional. Which renderer draws which game is the game's kit's business
(`cogs.kit`), not this layer's.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from PIL import Image

from render.common import encode_png


class Renderer(Protocol):
    """Draws a game's public table and a seat's hand from views."""

    def render_table(self, view: dict[str, Any], lang: str = ...) -> Image.Image: ...

    def render_hand(self, view: dict[str, Any], lang: str = ...) -> Image.Image: ...


@runtime_checkable
class FinalRenderer(Renderer, Protocol):
    """A renderer that also draws the final standings."""

    def render_final(self, view: dict[str, Any], lang: str = ...) -> Image.Image: ...


def table_png(renderer: Renderer, view: dict[str, Any], lang: str = "en") -> bytes:
    """The table image as PNG bytes, labelled in `lang`."""
    return encode_png(renderer.render_table(view, lang=lang))


def hand_png(renderer: Renderer, view: dict[str, Any], lang: str = "en") -> bytes:
    """A seat's hand image as PNG bytes, labelled in `lang`."""
    return encode_png(renderer.render_hand(view, lang=lang))


def final_png(renderer: Renderer, view: dict[str, Any], lang: str = "en") -> bytes | None:
    """The final standings image, for renderers that draw one."""
    return encode_png(renderer.render_final(view, lang=lang)) if isinstance(renderer, FinalRenderer) else None
