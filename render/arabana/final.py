"""Arabana's final standings: the scorings per seat and the standing's progress over the rounds as a chart."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from bot.games.arabana.views import ArabanaView, as_view
from bot.i18n import name_list, number, t
from render.arabana.pieces import paste_badge
from render.arabana.words import seat_names
from render.common import BACKGROUND, HIGHLIGHT, MUTED, Mirror, new_canvas, player_letter, score_chart


def render_final(view: Mapping[str, Any], lang: str = "en") -> Image.Image:
    """Final standings from an Arabana view: the scorings and the standing's progress over the rounds."""
    return _draw_final(as_view(view), lang)


def _draw_final(view: ArabanaView, lang: str) -> Image.Image:
    players = view["players"]
    chart_top = 150 + players * 70 + 24  # right under the rows: 3 players get a taller chart
    width = 1400
    image, draw = new_canvas((width, 760), BACKGROUND)
    mirror = Mirror(draw, lang, 0, width)
    names = seat_names(view, lang)
    scores = view["scores"]
    winners = view.get("winners") or []
    mirror.paste(image, (40, 24), t(lang, "arabana-final-title"), 40, True, max_width=width - 80)
    history = view.get("history") or []
    small = next((h["points"] for h in history if h["label"] == "small"), [0] * players)
    big = next((h["points"] for h in history if h["label"] == "big"), [0] * players)
    order = sorted(range(players), key=lambda s: (s not in winners, -scores[s]))
    gods = (view.get("options") or {}).get("gods") == "on"
    heads = [("pass1", 430), ("final", 560), ("kane", 690), ("total", 820)] if gods else [("pass1", 460), ("final", 640), ("total", 820)]
    for title, x in heads:
        mirror.paste(image, (x, 110), t(lang, f"arabana-final-col-{title}"), 24, True, MUTED, "mm", max_width=124)
    for rank, seat in enumerate(order):
        y = 150 + rank * 70
        if seat in winners:
            left = mirror.start(28, 852)
            draw.rounded_rectangle((left, y - 6, left + 852, y + 56), radius=12, fill=(255, 236, 170), outline=HIGHLIGHT, width=3)
        paste_badge(image, (mirror.x(70), y + 25), seat, 22)
        mirror.paste(image, (108, y + 25), names[seat][:16], 30, True, anchor="lm", max_width=heads[0][1] - 60 - 108)
        kane = scores[seat] - small[seat] - big[seat]
        numbers = (small[seat], big[seat], kane, scores[seat]) if gods else (small[seat], big[seat], scores[seat])
        for (_, x), value in zip(heads, numbers, strict=True):
            mirror.paste(image, (x, y + 25), number(lang, value), 30, x == 820, anchor="mm")
    notes = []
    if view.get("instant_win") is not None:
        notes.append(t(lang, "arabana-final-instant"))
    else:
        last_turns = view.get("last_turns") or []
        if last_turns:
            notes.extend([t(lang, "arabana-final-order"), name_list([names[s] for s in last_turns], lang)])
        tied = [s for s in range(players) if scores[s] == max(scores)]
        if len(tied) > len(winners):
            notes.append(t(lang, "arabana-final-tie"))
    for k, note in enumerate(notes):
        mirror.paste(image, (920, 150 + k * 36), note, 24, max_width=450, minimum=14)
    series = [[p[s] for p in view.get("progress") or []] for s in range(players)]
    short = [name if len(name) <= 6 else name[:5] + "…" for name in names]
    if not view.get("names"):
        short = [player_letter(s) for s in range(players)]
    score_chart(draw, (40, chart_top, 1360, 740), series, short, t(lang, "arabana-final-chart"), lang)
    return image
