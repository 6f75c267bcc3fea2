"""Shared drawing helpers: bundled fonts, the colour-blind-safe palette, cards, badges, PNG encoding."""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bot.i18n import DEFAULT, has_arabic_script, is_rtl, number, t

FONT_DIR = Path(__file__).parent / "fonts"

# Okabe–Ito palette: distinguishable with the common colour-vision deficiencies.
OKABE_ITO = {
    "orange": (230, 159, 0),
    "sky": (86, 180, 233),
    "green": (0, 158, 115),
    "yellow": (240, 228, 66),
    "blue": (0, 114, 178),
    "vermillion": (213, 94, 0),
    "purple": (204, 121, 167),
    "black": (0, 0, 0),
}
# Player colours in seat order, each with a letter as the second cue.
PLAYER_COLOURS = [OKABE_ITO["blue"], OKABE_ITO["vermillion"], OKABE_ITO["green"], OKABE_ITO["purple"], OKABE_ITO["orange"]]
PLAYER_LETTERS = ["A", "B", "C", "D", "E"]

BACKGROUND = (246, 241, 230)
TABLE_GREEN = (34, 94, 62)
INK = (33, 33, 33)
MUTED = (110, 110, 110)
WHITE = (255, 255, 255)
HIGHLIGHT = (255, 196, 0)

Colour = tuple[int, int, int]


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu Sans (it has the suit symbols) at `size` pixels."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def player_colour(seat: int) -> Colour:
    """The seat's colour (Okabe–Ito)."""
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def player_letter(seat: int) -> str:
    """The seat's letter, the second cue beside its colour."""
    return PLAYER_LETTERS[seat % len(PLAYER_LETTERS)]


def text_size(draw: ImageDraw.ImageDraw, text: str, fnt: ImageFont.FreeTypeFont) -> tuple[int, int]:
    """Width and height of `text` in `fnt`."""
    left, top, right, bottom = draw.textbbox((0, 0), text, font=fnt)
    return int(right - left), int(bottom - top)


def fit_font(draw: ImageDraw.ImageDraw, text: str, max_width: int, size: int, bold: bool = False, minimum: int = 10) -> ImageFont.FreeTypeFont:
    """The largest font not above `size` in which `text` fits `max_width` (never below `minimum`)."""
    while size > minimum and text_size(draw, text, font(size, bold))[0] > max_width:
        size -= 1
    return font(size, bold)


def draw_centered(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, fnt: ImageFont.FreeTypeFont, fill: Colour = INK) -> None:
    """Draw `text` centred on `xy`."""
    draw.text(xy, text, font=fnt, fill=fill, anchor="mm")


def contrast_ink(colour: Colour) -> Colour:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else WHITE


def badge(draw: ImageDraw.ImageDraw, centre: tuple[float, float], seat: int, radius: int = 16) -> None:
    """A round player marker: the seat's colour with its letter."""
    x, y = centre
    colour = player_colour(seat)
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=colour, outline=INK, width=2)
    draw_centered(draw, (x, y), player_letter(seat), font(int(radius * 1.2), bold=True), contrast_ink(colour))


def card(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    fill: Colour,
    label: str = "",
    corner: str = "",
    *,
    outline: Colour = INK,
    highlight: bool = False,
    dim: bool = False,
) -> None:
    """A card face: rounded rectangle with a big centre label and a small corner label."""
    x0, y0, x1, y1 = box
    width = x1 - x0
    if highlight:
        draw.rounded_rectangle((x0 - 5, y0 - 5, x1 + 5, y1 + 5), radius=14, fill=HIGHLIGHT)
    colour = tuple(int(c * 0.55 + 246 * 0.45) for c in fill) if dim else fill
    draw.rounded_rectangle(box, radius=10, fill=colour, outline=outline, width=3)
    ink = contrast_ink(colour)  # type: ignore[arg-type]
    if label:
        draw_centered(draw, ((x0 + x1) / 2, (y0 + y1) / 2), label, fit_font(draw, label, width - 12, int(width * 0.45), bold=True), ink)
    if corner:
        draw.text((x0 + 8, y0 + 6), corner, font=font(max(12, width // 6), bold=True), fill=ink)


def card_back(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colour: Colour = (60, 70, 120)) -> None:
    """A face-down card."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=colour, outline=INK, width=3)
    draw.rounded_rectangle((x0 + 8, y0 + 8, x1 - 8, y1 - 8), radius=6, outline=(200, 200, 230), width=2)


def score_chart(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    series: list[list[int]],
    names: list[str],
    title: str = "",
    lang: str | None = None,
    *,
    digits: str | None = None,
) -> None:
    """A small line chart of running totals per seat (one point per round or deal).

    In a right-to-left language (by default: for a Persian title) the title reads from the right edge;
    names and totals keep to the legend's width. The numbers use the digits of `digits` (default `lang`).
    """
    reader = digits or lang or DEFAULT
    x0, y0, x1, y1 = box
    rtl = is_rtl(lang) if lang else has_arabic_script(title)
    direction = ("rtl" if rtl else "ltr") if lang else None
    draw.rounded_rectangle(box, radius=10, fill=WHITE, outline=MUTED, width=2)
    if title:
        if rtl:
            draw_label(draw, (x1 - 12, y0 + 8), title, 20, bold=True, anchor="ra", max_width=x1 - x0 - 24, direction=direction)
        else:
            draw_label(draw, (x0 + 12, y0 + 8), title, 20, bold=True, max_width=x1 - x0 - 24, direction=direction)
    px0, py0, px1, py1 = x0 + 50, y0 + 40, x1 - 130, y1 - 30
    points = max((len(s) for s in series), default=0)
    values = [v for s in series for v in s] + [0]
    low, high = min(values), max(values)
    if high == low:
        high = low + 1
    draw.line((px0, py1, px1, py1), fill=MUTED, width=1)
    draw.line((px0, py0, px0, py1), fill=MUTED, width=1)
    draw.text((px0 - 8, py0), number(reader, high), font=font(14), fill=MUTED, anchor="ra")
    draw.text((px0 - 8, py1), number(reader, low), font=font(14), fill=MUTED, anchor="rd")

    def at(i: int, v: int) -> tuple[float, float]:
        x = px0 + (px1 - px0) * (i / max(1, points - 1))
        y = py1 - (py1 - py0) * (v - low) / (high - low)
        return x, y

    for seat, values_of_seat in enumerate(series):
        pts = [at(i, v) for i, v in enumerate(values_of_seat)]
        if len(pts) > 1:
            draw.line(pts, fill=player_colour(seat), width=4)
        for p in pts:
            draw.ellipse((p[0] - 4, p[1] - 4, p[0] + 4, p[1] + 4), fill=player_colour(seat))
    for seat, name in enumerate(names):
        y = py0 + seat * 30
        badge(draw, (px1 + 28, y + 8), seat, radius=11)
        last = series[seat][-1] if seat < len(series) and series[seat] else 0
        draw_label(draw, (px1 + 46, y), f"{name[:8]} {number(reader, last)}", 16, max_width=x1 - px1 - 54, direction=direction)


def new_canvas(size: tuple[int, int], colour: Colour = BACKGROUND) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank RGB image and its drawing context."""
    image = Image.new("RGB", size, colour)
    return image, ImageDraw.Draw(image)


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes: quantised to a palette (small files) at a fast compression level."""
    if image.mode != "P":
        # The palette is chosen on every second pixel of every second row (a quarter of the work:
        # choosing it took most of the encoding time), then the whole image is mapped to it. The flat
        # colours of a board are all in the sample; the mapping error is no larger than before.
        sample = image.resize((max(1, image.width // 2), max(1, image.height // 2)), Image.Resampling.NEAREST)
        palette = sample.quantize(colors=128, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        image = image.quantize(palette=palette, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=3)
    return buffer.getvalue()


def player_name(view: dict[str, object], seat: int, limit: int = 14, lang: str = DEFAULT) -> str:
    """The seat's display name if the view carries `names` (the Discord layer adds them), else 'Player A'
    in `lang`."""
    names = view.get("names")
    if isinstance(names, list) and seat < len(names) and names[seat]:
        name = str(names[seat])
        return name if len(name) <= limit else name[: limit - 1] + "…"
    return t(lang, "common-player", letter=player_letter(seat))


@lru_cache(maxsize=64)
def _shaping_font(size: int, bold: bool) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size, layout_engine=ImageFont.Layout.RAQM)


def font_for(text: str, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled font for `text`: DejaVu Sans (it has Arabic-script glyphs), with complex shaping
    (raqm) for Persian so letters join and runs read right to left."""
    return _shaping_font(size, bold) if has_arabic_script(text) else font(size, bold)


def shaping(text: str, direction: str = "rtl") -> dict[str, str]:
    """Pillow layout options for `text`: Persian letters are shaped, in a paragraph of `direction`
    ("ltr" keeps a Persian name inside a German line); other text needs none."""
    return {"direction": direction, "language": "fa"} if has_arabic_script(text) else {}


def draw_label(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    size: int,
    *,
    bold: bool = False,
    fill: Colour = INK,
    anchor: str = "la",
    max_width: int | None = None,
    direction: str | None = None,
) -> tuple[int, int]:
    """Draw a (possibly Persian) label: right font, RTL shaping, shrunk to `max_width`; returns its size.

    `direction` is the paragraph's ("ltr" for a German line holding a Persian name, "rtl" for a Persian
    line); by default a text with Persian letters reads right to left.
    """
    fnt = font_for(text, size, bold)
    kwargs = shaping(text, direction or "rtl")
    if max_width is not None:
        while size > 10 and draw.textlength(text, font=fnt, **kwargs) > max_width:  # type: ignore[arg-type]
            size -= 1
            fnt = font_for(text, size, bold)
    draw.text(xy, text, font=fnt, fill=fill, anchor=anchor, **kwargs)  # type: ignore[arg-type]
    left, top, right, bottom = draw.textbbox(xy, text, font=fnt, anchor=anchor, **kwargs)  # type: ignore[arg-type]
    return int(right - left), int(bottom - top)
