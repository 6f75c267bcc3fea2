"""Abracadabra's final standings: the ranking, each deal's points and the running totals as a chart."""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from bot.games.abracadabra.views import AbracadabraView, as_view
from bot.i18n import number
from render.abracadabra.colours import LOSS, WINS, palette
from render.abracadabra.words import fitted_name, img_text, seat_name
from render.common import BACKGROUND, HIGHLIGHT, INK, MUTED, WHITE, Box, badge, player_letter, score_chart, to_palette
from render.mirror import Mirror

FINAL_SIZE = (1280, 780)
RANKING_RIGHT = 740  # the ranking's right edge (left to right): room for a whole name beside the winner's mark; then each deal's points


def render_final(view: Mapping[str, object], lang: str = "en") -> Image.Image:
    """Final standings with each deal's scores and the running totals as a chart, labelled in `lang`."""
    return to_palette(_final_image(as_view(view), lang), palette())


def _final_image(view: AbracadabraView, lang: str) -> Image.Image:
    image = Image.new("RGB", FINAL_SIZE, BACKGROUND)
    W, H = FINAL_SIZE
    mirror = Mirror(ImageDraw.Draw(image), lang, 0, W)
    n = view["players"]
    scores = view["scores"]
    winners = set(view["winners"] or [])
    mirror.label((34, 20), img_text(mirror.lang, "final-title"), 32, bold=True, max_width=W - 68)
    ranking = sorted(range(n), key=lambda s: (-scores[s], s))
    rows = mirror.inner(34, RANKING_RIGHT)
    y = 84
    place = 0
    previous = None
    for i, seat in enumerate(ranking):
        if scores[seat] != previous:
            place = i + 1
            previous = scores[seat]
        mirror.draw.rounded_rectangle((34, y, RANKING_RIGHT, y + 62), radius=12, fill=WHITE, outline=HIGHLIGHT if seat in winners else MUTED, width=4 if seat in winners else 2)
        rows.label((48, y + 14), img_text(rows.lang, "place", place=place), 26, bold=True, max_width=44)
        badge(rows.draw, (rows.x(120), y + 31), seat, radius=18)
        score_w = rows.label((RANKING_RIGHT - 16, y + 14), number(lang, scores[seat]), 26, bold=True, anchor="ra")
        name_end = RANKING_RIGHT - 16 - score_w - 12
        if seat in winners:
            wins_w = rows.label((name_end, y + 14), img_text(rows.lang, "wins"), 18, bold=True, fill=WINS, anchor="ra", max_width=170)
            name_end -= wins_w + 10
        name = fitted_name(rows, seat_name(seat, view, lang), str, name_end - 156, smallest=18)
        rows.label((156, y + 14), name, 24, max_width=name_end - 156)
        y += 72
    history = view["history"]
    _deal_table(mirror, history, n, (RANKING_RIGHT + 24, 84, W - 34, 380))
    running = [[0] for _ in range(n)]
    for deal in history:
        for seat in range(n):
            running[seat].append(running[seat][-1] + deal[seat])
    chart = (34, 400, W - 34, H - 24)
    legend = score_chart(mirror.draw, chart, running, [player_letter(s) for s in range(n)], digits=lang)
    mirror.inner(chart[0], chart[2]).label((chart[0] + 12, chart[1] + 8), img_text(mirror.lang, "running-totals"), 20, bold=True, max_width=chart[2] - chart[0] - legend - 24)
    return image


def _deal_table(mirror: Mirror, history: list[list[int]], n: int, box: Box) -> None:
    """Each deal's points per seat (the last twelve deals), columns in reading order."""
    x0, y0, x1, y1 = box
    mirror.draw.rounded_rectangle(box, radius=12, fill=WHITE, outline=MUTED, width=2)
    mirror = mirror.inner(x0, x1)
    mirror.label((x0 + 14, y0 + 10), img_text(mirror.lang, "points-per-deal"), 20, bold=True, max_width=x1 - x0 - 28)
    fits = max(1, (x1 - x0 - 110) // 64)  # columns wide enough for "-120" at the phone's floor
    shown = history[-fits:]
    first = len(history) - len(shown) + 1
    col = (x1 - x0 - 110) // max(1, len(shown))
    col = min(col, 80)
    for j in range(len(shown)):
        mirror.label((x0 + 100 + j * col + col // 2, y0 + 44), number(mirror.lang, first + j), 16, bold=True, fill=MUTED, anchor="ma")
    row_h = min(56, (y1 - y0 - 80) // max(1, n))
    for seat in range(n):
        ry = y0 + 80 + seat * row_h
        badge(mirror.draw, (mirror.x(x0 + 40), ry + 18), seat, radius=13)
        for j, deal in enumerate(shown):
            value = deal[seat]
            mirror.label((x0 + 100 + j * col + col // 2, ry + 4), number(mirror.lang, value), 18, fill=INK if value >= 0 else LOSS, anchor="ma", max_width=col - 4)
