"""Arabana's final standings: the scorings per seat and the standing's progress over the rounds as a chart."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from bot.games.arabana.views import ArabanaView, as_view
from bot.i18n import name_list, number, t
from render.arabana.board import TURN_FILL
from render.arabana.pieces import paste_badge
from render.arabana.table import sheet_palette
from render.arabana.words import seat_names
from render.common import BACKGROUND, HIGHLIGHT, MUTED, new_canvas, player_letter, score_chart, to_palette
from render.mirror import Mirror


def render_final(view: Mapping[str, Any], lang: str = "en") -> Image.Image:
    """Final standings from an Arabana view: the scorings and the standing's progress over the rounds."""
    return to_palette(_draw_final(as_view(view), lang), sheet_palette())


ROWS_TOP = 160  # the first standing's row, under the title and the column headings


def _notes(view: ArabanaView, names: list[str], lang: str) -> list[str]:
    """Under the standings: how the game ended (at once) or the order of the last turns and how a tie breaks."""
    if view.get("instant_win") is not None:
        return [t(lang, "arabana-final-instant")]
    notes = []
    last_turns = view.get("last_turns") or []
    if last_turns:
        notes.append(f"{t(lang, 'arabana-final-order')} {name_list([names[s] for s in last_turns], lang)}")
    scores = view["scores"]
    tied = [s for s in range(view["players"]) if scores[s] == max(scores)]
    if len(tied) > len(view.get("winners") or []):
        notes.append(t(lang, "arabana-final-tie"))
    return notes


def _draw_final(view: ArabanaView, lang: str) -> Image.Image:
    players = view["players"]
    width = 1160  # as wide as the board: the same text size on a phone
    names = seat_names(view, lang)
    measure = Mirror(ImageDraw.Draw(Image.new("RGB", (width, 1))), lang, 0, width)
    note_lines = [line for note in _notes(view, names, lang) for line in measure.wrap(note, 24, width - 80)]
    chart_top = ROWS_TOP + players * 70 + 12 + len(note_lines) * 36 + 12  # the notes under the rows, then the chart
    image, draw = new_canvas((width, chart_top + 330), BACKGROUND)
    mirror = Mirror(draw, lang, 0, width)
    scores = view["scores"]
    winners = view.get("winners") or []
    mirror.paste(image, (40, 24), t(lang, "arabana-final-title"), 40, True, max_width=width - 80)
    history = view.get("history") or []
    small = next((h["points"] for h in history if h["label"] == "small"), [0] * players)
    big = next((h["points"] for h in history if h["label"] == "big"), [0] * players)
    order = sorted(range(players), key=lambda s: (s not in winners, -scores[s]))
    gods = (view.get("options") or {}).get("gods") == "on"
    heads = [("pass1", 520), ("final", 660), ("kane", 800), ("total", 940)] if gods else [("pass1", 560), ("final", 750), ("total", 940)]
    room = heads[1][1] - heads[0][1] - 8
    for title, x in heads:
        # Two lines where one is too narrow at the phone's floor ("Durchgang" / "1").
        lines = mirror.wrap(t(lang, f"arabana-final-col-{title}"), 24, room)[:2]
        for k, line in enumerate(lines):
            mirror.paste(image, (x, ROWS_TOP - 40 - 18 * (len(lines) - 1) + k * 36), line, 24, False, MUTED, "mm", max_width=room)
    for rank, seat in enumerate(order):
        y = ROWS_TOP + rank * 70
        if seat in winners:
            left = mirror.start(28, width - 56)
            draw.rounded_rectangle((left, y - 6, left + width - 56, y + 56), radius=12, fill=TURN_FILL, outline=HIGHLIGHT, width=3)
        paste_badge(image, (mirror.x(70), y + 25), seat, 22)
        mirror.paste(image, (108, y + 25), names[seat], 30, True, anchor="lm", max_width=heads[0][1] - 60 - 108)
        kane = scores[seat] - small[seat] - big[seat]
        numbers = (small[seat], big[seat], kane, scores[seat]) if gods else (small[seat], big[seat], scores[seat])
        for (_, x), value in zip(heads, numbers, strict=True):
            mirror.paste(image, (x, y + 25), number(lang, value), 30, x == 820, anchor="mm")
    for k, line in enumerate(note_lines):
        mirror.paste(image, (40, ROWS_TOP + players * 70 + 12 + k * 36), line, 24, max_width=width - 80)
    series = [[p[s] for p in view.get("progress") or []] for s in range(players)]
    # The legend names each line in full where it can (the chart cuts a long name, never below 8 letters).
    legend = names if view.get("names") else [player_letter(s) for s in range(players)]
    score_chart(draw, (40, chart_top, width - 40, chart_top + 310), series, legend, t(lang, "arabana-final-chart"), lang)
    return image
