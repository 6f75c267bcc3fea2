"""Which renderer draws which game, and PNG bytes for the Discord layer."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from render import generic
from render.common import encode_png


def renderer(game_key: str) -> ModuleType:
    """`render.<key>` if the game has one, else the generic fallback."""
    try:
        return importlib.import_module(f"render.{game_key}")
    except ModuleNotFoundError as error:
        if error.name != f"render.{game_key}":
            raise
        return generic


def table_png(game_key: str, view: dict[str, Any], lang: str = "en") -> bytes:
    """The table image as PNG bytes, labelled in `lang`."""
    return encode_png(renderer(game_key).render_table(view, lang=lang))


def hand_png(game_key: str, view: dict[str, Any], lang: str = "en") -> bytes:
    """A seat's hand image as PNG bytes, labelled in `lang`."""
    return encode_png(renderer(game_key).render_hand(view, lang=lang))


def final_png(game_key: str, view: dict[str, Any], lang: str = "en") -> bytes | None:
    """The final standings image, for games that draw one."""
    module = renderer(game_key)
    draw = getattr(module, "render_final", None)
    return encode_png(draw(view, lang=lang)) if draw else None
