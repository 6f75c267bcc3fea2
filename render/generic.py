"""Fallback renderer for a game without its own: the view's simple facts as a readable card.

Field names are labelled from the catalog where it knows them (`common-field-<name>`), else shown as
they are; Persian labels read from the right edge.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from bot.i18n import DEFAULT, has, join, t
from render.common import INK, MUTED, new_canvas
from render.mirror import Mirror

SIZE = (1000, 560)
MARGIN = 40


def field_label(key: str, lang: str = DEFAULT) -> str:
    """A view field's name in `lang` ("to_move" → "to move" / "am Zug" / "نوبت")."""
    catalog_key = "common-field-" + key.replace("_", "-")
    return t(lang, catalog_key) if has(DEFAULT, catalog_key) else key.replace("_", " ")


def _lines(view: dict[str, Any], lang: str = DEFAULT) -> list[str]:
    lines = []
    for key, value in view.items():
        if key in ("game", "seat") or isinstance(value, dict):
            continue
        if isinstance(value, list):
            value = join(lang, map(str, value)) or "—"
        lines.append(t(lang, "common-field", name=field_label(key, lang), value=str(value)))
    return lines


def render_table(view: dict[str, Any], lang: str = DEFAULT) -> Image.Image:
    """The public facts of a view, one per line."""
    image, draw = new_canvas(SIZE)
    mirror = Mirror(draw, lang, 0, SIZE[0])
    width = SIZE[0] - 2 * MARGIN
    mirror.label((MARGIN, 30), str(view.get("game", "")).title(), 48, width, bold=True)
    for i, line in enumerate(_lines(view, lang)[:12]):
        fill = INK if i % 2 == 0 else MUTED
        mirror.label((MARGIN, 110 + i * 36), line[:70], 28, width, fill=fill)
    return image


render_hand = render_table
