"""Druids' final standings: the ranking, the running totals as a chart and each round's scores."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from PIL import Image, ImageDraw

from bot.games.druids.views import DruidsView, as_view
from bot.i18n import direction, number
from render.common import (
    BACKGROUND,
    INK,
    MUTED,
    WHITE,
    badge,
    draw_centered,
    draw_label,
    floor_of,
    font,
    player_letter,
    score_chart,
    to_palette,
)
from render.druids.colours import ROW_FILL, TURN_FILL, palette
from render.druids.words import img_text, seat_name, signed
from render.mirror import Mirror
from render.names import name_fitted

FINAL_SIZE = (1280, 800)


def render_final(view: Mapping[str, object], lang: str = "en") -> Image.Image:
    """Final standings (winners marked) beside the running totals per round as a chart, and the round table."""
    return _final(as_view(view), lang)


def _final(view: DruidsView, lang: str) -> Image.Image:
    image = Image.new("RGB", FINAL_SIZE, BACKGROUND)
    draw = ImageDraw.Draw(image)
    mirror = Mirror(draw, lang, 0, FINAL_SIZE[0])
    players = int(view["players"])
    history: list[list[int]] = view["round_scores"]
    totals: list[int] = view["scores"]
    winners = set(view["winners"])
    mirror.label_in((20, 1260), 14, img_text(lang, "final-title"), 34, bold=True)
    order = sorted(range(players), key=lambda s: (-totals[s], s))
    place = 0
    bx0, bx1 = mirror.span(20, 560)
    for rank, seat in enumerate(order):
        if rank == 0 or totals[seat] != totals[order[rank - 1]]:
            place = rank + 1
        y = 80 + rank * 76
        fill = TURN_FILL if seat in winners else ROW_FILL
        draw.rounded_rectangle((bx0, y, bx1, y + 66), radius=12, fill=fill, outline=INK if seat in winners else (205, 198, 180), width=2)
        row = mirror.inner(bx0, bx1)
        draw.text((row.x(bx0 + 16), y + 33), f"{number(lang, place)}.", font=font(max(28, floor_of(draw)), True), fill=INK, anchor=row.anchor("lm"))
        badge(draw, (row.x(bx0 + 80), y + 33), seat, radius=20)
        score = signed(totals[seat], lang)
        score_font = font(max(30, floor_of(draw)), True)
        draw.text((row.x(bx0 + 525), y + 33), score, font=score_font, fill=INK, anchor=row.anchor("rm"))
        # The name up to the score (less the winner's mark after it): cut only where that is too short.
        name_end = bx0 + 525 - int(score_font.getlength(score)) - 10
        if seat in winners:
            mark = img_text(lang, "winner")
            mark_w = mirror.measure(mark, 18, bold=True)
            mirror.label_in(row.span(name_end - mark_w, name_end), y + 33, mark, 18, bold=True, fill=(160, 110, 0), v="m")
            name_end -= mark_w + 12
        room = name_end - bx0 - 112
        name = name_fitted(str, seat_name(seat, view, lang), partial(mirror.fits, size=26, width=room, bold=True))
        mirror.label_in(row.span(bx0 + 112, name_end), y + 33, name, 26, bold=True, v="m")
    series = [[0] + [sum(r[s] for r in history[: i + 1]) for i in range(len(history))] for s in range(players)]
    cx0, cx1 = mirror.span(580, 1262)
    legend = score_chart(draw, (cx0, 74, cx1, 470), series, [player_letter(s) for s in range(players)], digits=lang)
    # The chart is not mirrored (its legend stays on the right): its title keeps left of the legend.
    mirror.label_in((cx0 + 12, cx1 - legend), 82, img_text(lang, "chart-title"), 20, bold=True)
    _round_table(draw, view, history, totals, (20, 490, 1262, FINAL_SIZE[1] - 14), mirror)
    return to_palette(image, palette())


def _round_table(
    draw: ImageDraw.ImageDraw, view: DruidsView, history: list[list[int]], totals: list[int], box: tuple[int, int, int, int], mirror: Mirror
) -> None:
    """Per-round scores: one column per round, one row per player; −3 marks five domains. Mirrored right to left."""
    lang = mirror.lang
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=WHITE, outline=MUTED, width=2)
    at = mirror.inner(x0, x1).x  # `x` measured from the box's reading start

    players = len(totals)
    columns = len(history) + 1
    first = x0 + 270
    width = (x1 - 20 - first) // columns
    row_h = min(56, (y1 - y0 - 48) // players)
    fnt = font(max(20, floor_of(draw)), True)
    for c in range(columns):
        heading = img_text(lang, "round-column", round=c + 1) if c < len(history) else img_text(lang, "total")
        draw_label(draw, (at(first + c * width + width / 2), y0 + 22), heading, 20, bold=True, fill=MUTED, anchor="mm", max_width=width - 6, direction=direction(lang))
    for seat in range(players):
        y = y0 + 48 + seat * row_h + row_h / 2
        radius = max(12, -(-floor_of(draw) * 5 // 6))  # as large as badge() makes it
        badge(draw, (at(x0 + 10 + radius), y), seat, radius=radius)
        # The name up to the first round's number, centred in its column.
        end = first + width // 2 - int(max(fnt.getlength(signed(scores[seat], lang)) for scores in [*history, totals][:1])) // 2 - 12
        room = end - x0 - 20 - 2 * radius
        name = name_fitted(str, seat_name(seat, view, lang), partial(mirror.fits, size=20, width=room))
        mirror.label_in(mirror.inner(x0, x1).span(x0 + 20 + 2 * radius, end), y, name, 20, v="m")
        for c, scores in enumerate([*history, totals]):
            value = scores[seat]
            colour = (200, 40, 40) if c < len(history) and value < 0 else INK
            draw_centered(draw, (at(first + c * width + width / 2), y), signed(value, lang), fnt, colour)
