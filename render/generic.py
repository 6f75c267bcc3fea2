"""Fallback renderer for a game without its own: the view's simple facts as a readable card."""

from __future__ import annotations

from typing import Any

from PIL import Image

from render.common import INK, MUTED, font, new_canvas


def _lines(view: dict[str, Any]) -> list[str]:
    lines = []
    for key, value in view.items():
        if key in ("game", "seat") or isinstance(value, dict):
            continue
        if isinstance(value, list):
            value = ", ".join(map(str, value)) or "—"
        lines.append(f"{key.replace('_', ' ')}: {value}")
    return lines


def render_table(view: dict[str, Any], lang: str = "en") -> Image.Image:
    """The public facts of a view, one per line."""
    image, draw = new_canvas((1000, 560))
    draw.text((40, 30), str(view.get("game", "")).title(), font=font(48, bold=True), fill=INK)
    for i, line in enumerate(_lines(view)[:12]):
        draw.text((40, 110 + i * 36), line[:70], font=font(28), fill=INK if i % 2 == 0 else MUTED)
    return image


render_hand = render_table
