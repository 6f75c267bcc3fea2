"""Shared drawing helpers: bundled fonts, the colour-blind-safe palette, cards, badges, labels shaped for
every script, fixed palettes, PNG encoding. Layouts mirrored for right-to-left readers: `render.mirror`."""

from __future__ import annotations

import io
import math
from collections.abc import Mapping, Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any, TypedDict

from PIL import Image, ImageDraw, ImageFont

from bot.i18n import DEFAULT, has_arabic_script, is_rtl, isolated, number, t

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
FELT_LIGHT = (48, 116, 80)  # the lighter felt on a table green
INK = (33, 33, 33)
MUTED = (110, 110, 110)
WHITE = (255, 255, 255)
HIGHLIGHT = (255, 196, 0)

# A phone shows an image about 360 px wide, where text needs 8 px to be read without zooming: every
# text is drawn at least `phone_floor(image width)` pixels high (render/legibility.py checks it).
PHONE_WIDTH = 360
PHONE_TEXT = 8
NAME_KEPT = 8  # a name cut with '…' keeps at least this many characters, else players cannot tell who is meant

Colour = tuple[int, int, int]
Box = tuple[int, int, int, int]
View = dict[str, Any]  # a game state's view (JSON-safe), as the renderers read it


def phone_floor(width: int) -> int:
    """The smallest font size, in pixels, still `PHONE_TEXT` px high when an image `width` px wide is shown `PHONE_WIDTH` wide."""
    return math.ceil(width * PHONE_TEXT / PHONE_WIDTH)


def floor_of(draw: ImageDraw.ImageDraw) -> int:
    """`phone_floor` of the image `draw` draws on."""
    return phone_floor(draw.im.size[0])


class RememberingFont(ImageFont.FreeTypeFont):
    """A FreeType font that keeps the glyph masks and measures of the texts it drew: a board's labels
    (names, scores, headings) recur from one move to the next, and rasterising them was most of the
    drawing time. A kept mask is the very one FreeType gives, so the pictures do not change."""

    def getmask2(self, text: str | bytes, mode: str = "", *args: Any, **kwargs: Any) -> tuple[Any, tuple[int, int]]:
        """Pillow's `getmask2`, remembered (not for colour glyphs, whose mask Pillow changes in place)."""
        if mode == "RGBA" or not isinstance(text, str):
            return super().getmask2(text, mode, *args, **kwargs)
        return _mask(self, text, mode, _frozen(args), tuple(kwargs.items()))

    def getlength(self, text: str | bytes, *args: Any, **kwargs: Any) -> float:
        """Pillow's `getlength`, remembered."""
        return _length(self, text, _frozen(args), tuple(kwargs.items()))

    def getbbox(self, text: str | bytes | bytearray, *args: Any, **kwargs: Any) -> tuple[float, float, float, float]:
        """Pillow's `getbbox`, remembered."""
        if isinstance(text, bytearray):
            return super().getbbox(text, *args, **kwargs)
        return _bbox(self, text, _frozen(args), tuple(kwargs.items()))


def _frozen(values: tuple[Any, ...]) -> tuple[Any, ...]:
    """Arguments with their lists as tuples, to serve as a cache key (Pillow passes features as a list)."""
    return tuple(tuple(v) if type(v) is list else v for v in values)


def _thawed(args: tuple[Any, ...]) -> list[Any]:
    return [list(a) if isinstance(a, tuple) and a and all(isinstance(x, str) for x in a) else a for a in args]


@lru_cache(maxsize=4096)
def _mask(fnt: RememberingFont, text: str, mode: str, args: tuple[Any, ...], kwargs: tuple[tuple[str, Any], ...]) -> tuple[Any, tuple[int, int]]:
    return ImageFont.FreeTypeFont.getmask2(fnt, text, mode, *_thawed(args), **dict(kwargs))


@lru_cache(maxsize=8192)
def _length(fnt: RememberingFont, text: str | bytes, args: tuple[Any, ...], kwargs: tuple[tuple[str, Any], ...]) -> float:
    return ImageFont.FreeTypeFont.getlength(fnt, text, *_thawed(args), **dict(kwargs))


@lru_cache(maxsize=8192)
def _bbox(fnt: RememberingFont, text: str | bytes, args: tuple[Any, ...], kwargs: tuple[tuple[str, Any], ...]) -> tuple[float, float, float, float]:
    return ImageFont.FreeTypeFont.getbbox(fnt, text, *_thawed(args), **dict(kwargs))


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu Sans (it has the suit symbols) at `size` pixels."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return RememberingFont(str(FONT_DIR / name), size)


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
    """The largest font not above `size` in which `text` fits `max_width` (never below `minimum` or the phone's floor)."""
    floor = floor_of(draw)
    size, minimum = max(size, floor), max(minimum, floor)
    while size > minimum and text_size(draw, text, font(size, bold))[0] > max_width:
        size -= 1
    return font(size, bold)


def draw_centered(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, fnt: ImageFont.FreeTypeFont, fill: Colour = INK) -> None:
    """Draw `text` centred on `xy`."""
    draw.text(xy, text, font=fnt, fill=fill, anchor="mm")


def faded(colour: Colour) -> Colour:
    """`colour` a little over half way to the paper's white: a card that cannot be played now."""
    r, g, b = (int(c * 0.55 + 246 * 0.45) for c in colour)
    return r, g, b


def contrast_ink(colour: Colour) -> Colour:
    """Black or white, whichever reads better on `colour`."""
    r, g, b = colour
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else WHITE


def badge(draw: ImageDraw.ImageDraw, centre: tuple[float, float], seat: int, radius: int = 16) -> None:
    """A round player marker: the seat's colour with its letter (the marker grows to keep the letter legible)."""
    radius = max(radius, math.ceil(floor_of(draw) / 1.2))
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
    colour = faded(fill) if dim else fill
    draw.rounded_rectangle(box, radius=10, fill=colour, outline=outline, width=3)
    ink = contrast_ink(colour)
    if label:
        draw_centered(draw, ((x0 + x1) / 2, (y0 + y1) / 2), label, fit_font(draw, label, width - 12, int(width * 0.45), bold=True), ink)
    if corner:
        draw.text((x0 + 8, y0 + 6), corner, font=font(max(12, width // 6, floor_of(draw)), bold=True), fill=ink)


CARD_BACK = (60, 70, 120)
CARD_BACK_LINE = (200, 200, 230)  # the frame inside a card's back


def card_back(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], colour: Colour = CARD_BACK) -> None:
    """A face-down card."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=colour, outline=INK, width=3)
    draw.rounded_rectangle((x0 + 8, y0 + 8, x1 - 8, y1 - 8), radius=6, outline=CARD_BACK_LINE, width=2)


def score_chart(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    series: list[list[int]],
    names: list[str],
    title: str = "",
    lang: str | None = None,
    *,
    digits: str | None = None,
) -> int:
    """A small line chart of running totals per seat (one point per round or deal); returns the width of
    its legend (on the right), so a caller's own title can keep clear of it.

    In a right-to-left language (by default: for a Persian title) the title reads from the right edge.
    The legend is as wide as its longest line (at most half the box); a name is cut only as far as needed,
    never below 8 characters. The numbers use the digits of `digits` (default `lang`).
    """
    reader = digits or lang or DEFAULT
    x0, y0, x1, y1 = box
    rtl = is_rtl(lang) if lang else has_arabic_script(title)
    direction = ("rtl" if rtl else "ltr") if lang else None
    floor = floor_of(draw)
    size = max(16, floor)
    radius = max(11, math.ceil(floor / 1.2))
    draw.rounded_rectangle(box, radius=10, fill=WHITE, outline=MUTED, width=2)
    if title:
        if rtl:
            draw_label(draw, (x1 - 12, y0 + 8), title, 20, bold=True, anchor="ra", max_width=x1 - x0 - 24, direction=direction)
        else:
            draw_label(draw, (x0 + 12, y0 + 8), title, 20, bold=True, max_width=x1 - x0 - 24, direction=direction)
    totals = [number(reader, s[-1] if s else 0) for s in series] + [""] * max(0, len(names) - len(series))
    def shown(name: str) -> str:
        return isolated(name, lang) if lang else name  # a Persian name keeps its place before the number

    lines = [f"{shown(name)} {total}" for name, total in zip(names, totals, strict=False)]
    widths = [draw.textlength(line, font=font_for(line, size), **shaping(line, direction or "rtl")) for line in lines]
    legend = min(int(max(widths, default=0)) + 2 * radius + 26, (x1 - x0) // 2)
    axis = font(size)
    axis_w = max(draw.textlength(number(reader, v), font=axis) for s in [*series, [0]] for v in (s or [0]))
    title_h = max(40, floor + 16)
    px0, py0, px1, py1 = x0 + max(50, int(axis_w) + 20), y0 + title_h, x1 - legend, y1 - 30
    points = max((len(s) for s in series), default=0)
    values = [v for s in series for v in s] + [0]
    low, high = min(values), max(values)
    if high == low:
        high = low + 1
    draw.line((px0, py1, px0 + (px1 - px0), py1), fill=MUTED, width=1)
    draw.line((px0, py0, px0, py1), fill=MUTED, width=1)
    draw.text((px0 - 8, py0), number(reader, high), font=axis, fill=MUTED, anchor="ra")
    draw.text((px0 - 8, py1), number(reader, low), font=axis, fill=MUTED, anchor="rd")

    def at(i: int, v: int) -> tuple[float, float]:
        x = px0 + (px1 - 10 - px0) * (i / max(1, points - 1))
        y = py1 - (py1 - py0) * (v - low) / (high - low)
        return x, y

    for seat, values_of_seat in enumerate(series):
        pts = [at(i, v) for i, v in enumerate(values_of_seat)]
        if len(pts) > 1:
            draw.line(pts, fill=player_colour(seat), width=4)
        for p in pts:
            draw.ellipse((p[0] - 4, p[1] - 4, p[0] + 4, p[1] + 4), fill=player_colour(seat))
    pitch = max(30, 2 * radius + 6)
    for seat, name in enumerate(names):
        y = py0 + seat * pitch
        badge(draw, (px1 + radius + 6, y + radius), seat, radius=radius)
        room = x1 - px1 - 2 * radius - 20
        line = lines[seat]
        while len(name.rstrip("…")) > NAME_KEPT and draw.textlength(line, font=font_for(line, size), **shaping(line, direction or "rtl")) > room:
            name = name[: len(name.rstrip("…")) - 1].rstrip() + "…"
            line = f"{shown(name)} {totals[seat]}"
        draw_label(draw, (px1 + 2 * radius + 14, y + radius), line, size, anchor="lm", max_width=room, direction=direction)
    return legend


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


def given_name(view: Mapping[str, object], seat: int, limit: int | None = 14) -> str | None:
    """The seat's display name if the view carries `names` (the Discord layer adds them), cut to `limit`
    characters with '…' (None: never cut); None if the view names nobody there."""
    names = view.get("names")
    if not (isinstance(names, list) and 0 <= seat < len(names) and names[seat]):
        return None
    name = str(names[seat])
    return name if limit is None or len(name) <= limit else name[: limit - 1] + "…"


def player_name(view: Mapping[str, object], seat: int, limit: int | None = 14, lang: str = DEFAULT, *, fallback: str = "common-player") -> str:
    """The seat's display name (`given_name`), else 'Player A' in `lang` from the catalog key `fallback`."""
    name = given_name(view, seat, limit)
    return name if name is not None else t(lang, fallback, letter=player_letter(seat))


@lru_cache(maxsize=64)
def _shaping_font(size: int, bold: bool) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return RememberingFont(str(FONT_DIR / name), size, layout_engine=ImageFont.Layout.RAQM)


def font_for(text: str, size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled font for `text`: DejaVu Sans (it has Arabic-script glyphs), with complex shaping
    (raqm) for Persian so letters join and runs read right to left."""
    return _shaping_font(size, bold) if has_arabic_script(text) else font(size, bold)


class Shaping(TypedDict, total=False):
    """Pillow's layout keyword arguments, as `shaping` gives them."""

    direction: str
    language: str


def shaping(text: str, direction: str = "rtl") -> Shaping:
    """Pillow layout options for `text`: Persian letters are shaped, in a paragraph of `direction`
    ("ltr" keeps a Persian name inside a German line); other text needs none."""
    return Shaping(direction=direction, language="fa") if has_arabic_script(text) else Shaping()


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
    floor: int = 0,
) -> tuple[int, int]:
    """Draw a (possibly Persian) label: right font, RTL shaping, shrunk to `max_width`; returns its size.

    `direction` is the paragraph's ("ltr" for a German line holding a Persian name, "rtl" for a Persian
    line); by default a text with Persian letters reads right to left. The size is never below the phone's
    floor (`floor_of`, or `floor` for a sprite pasted on a larger image): a text too long for `max_width`
    even there is cut with '…'.
    """
    floor = max(floor_of(draw), floor)
    size = max(size, floor)
    fnt = font_for(text, size, bold)
    kwargs = shaping(text, direction or "rtl")
    if max_width is not None:
        while size > max(10, floor) and draw.textlength(text, font=fnt, **kwargs) > max_width:
            size -= 1
            fnt = font_for(text, size, bold)
        while len(text) > 1 and draw.textlength(text, font=fnt, **kwargs) > max_width:
            text = text[:-2].rstrip() + "…"
    draw.text(xy, text, font=fnt, fill=fill, anchor=anchor, **kwargs)
    left, top, right, bottom = draw.textbbox(xy, text, font=fnt, anchor=anchor, **kwargs)
    return int(right - left), int(bottom - top)


def _label_width(text: str, size: int, bold: bool, rtl: bool) -> float:
    return float(font_for(text, size, bold).getlength(text, **shaping(text, "rtl" if rtl else "ltr")))


@lru_cache(maxsize=2048)
def _fit(text: str, width: int, size: int, bold: bool, minimum: int, rtl: bool) -> tuple[str, int]:
    """The text and the largest size not above `size` at which it fits `width` pixels; a text too
    long even at `minimum` is cut with an ellipsis."""
    while size > minimum and _label_width(text, size, bold, rtl) > width:
        size -= 1
    while len(text) > 1 and _label_width(text, size, bold, rtl) > width:
        text = text[:-2].rstrip() + "…"
    return text, size


@lru_cache(maxsize=4096)
def _stamp(text: str, size: int, bold: bool, fill: Colour, anchor: str, rtl: bool) -> tuple[Image.Image, int, int]:
    """A text drawn once on transparency (shaped by the bundled font), with its offset from the anchor point."""
    box = font_for(text, size, bold).getbbox(text, anchor=anchor, **shaping(text, "rtl" if rtl else "ltr"))
    left, top, right, bottom = math.floor(box[0]), math.floor(box[1]), math.ceil(box[2]), math.ceil(box[3])
    stamp = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (0, 0, 0, 0))
    # Drawn directly, not by draw_label: the phone's floor is that of the image it is pasted on, not the stamp's.
    ImageDraw.Draw(stamp).text((-left, -top), text, font=font_for(text, size, bold), fill=fill, anchor=anchor, **shaping(text, "rtl" if rtl else "ltr"))
    return stamp, left, top


def paste_label(
    image: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    bold: bool = False,
    fill: Colour = INK,
    anchor: str = "la",
    max_width: int | None = None,
    minimum: int = 12,
    rtl: bool = False,
) -> Box:
    """Paste a label drawn once and cached (where the same texts recur on every image, drawing them was
    most of the time), shrunk to `max_width` (cut with '…' below `minimum`); returns the box it covers.
    `rtl` is the paragraph's direction, as `draw_label`'s."""
    floor = phone_floor(image.width)
    size = max(size, floor)
    if max_width is not None:
        text, size = _fit(text, max_width, size, bold, max(minimum, floor), rtl)
    stamp, left, top = _stamp(text, size, bold, fill, anchor, rtl)
    x, y = round(xy[0]) + left, round(xy[1]) + top
    image.paste(stamp, (x, y), stamp)
    return x, y, x + stamp.width, y + stamp.height


def fixed_palette(sample: Image.Image | None = None, colours: Sequence[Colour] = ()) -> Image.Image:
    """A 256-colour palette to map a renderer's images onto (several times faster than choosing one per
    image): the `colours` exactly, the other entries chosen from `sample`, by default the colours' blends
    (the anti-aliased edges between them)."""
    if sample is None:
        blends = {
            tuple(int(a * (1 - share) + b * share) for a, b in zip(first, second, strict=True))
            for first in colours
            for second in colours
            for share in (0.0, 0.25, 0.5, 0.75)
        }
        sample = Image.new("RGB", (len(blends), 1))
        sample.putdata(sorted(blends))
    shades = sample.quantize(colors=256 - len(colours), method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    if not colours:
        return shades
    flat = (shades.getpalette() or [])[: 3 * (256 - len(colours))]
    kept = [tuple(flat[i : i + 3]) for i in range(0, len(flat), 3)]
    # Pillow looks colours up on a coarse grid, so a shade a step away from a given colour can take its
    # place (the background mapped one shade darker). Such shades go, until each colour maps to itself.
    exact = Image.new("RGB", (len(colours), 1))
    exact.putdata(list(colours))
    for _ in range(8):
        entries = [*colours, *kept]
        palette = _palette_of(entries)
        taken = {index for colour, index in zip(colours, to_palette(exact, palette).tobytes(), strict=True) if entries[index] != colour}
        if not taken:
            break
        kept = [shade for i, shade in enumerate(kept, start=len(colours)) if i not in taken]
    return palette


def _palette_of(colours: Sequence[Sequence[int]]) -> Image.Image:
    """A 'P' image holding `colours` as its palette (the rest black)."""
    entries = [c for colour in colours for c in colour]
    palette = Image.new("P", (1, 1))
    palette.putpalette(entries + [0] * (768 - len(entries)))
    return palette


def to_palette(image: Image.Image, palette: Image.Image) -> Image.Image:
    """The image mapped onto a fixed palette (mode 'P', no dithering), ready for encode_png."""
    return image.quantize(palette=palette, dither=Image.Dither.NONE)
