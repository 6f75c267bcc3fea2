"""Where every text and shape of an image lands, and what is wrong with the layout: the recorder of the
layout check (`tests/render/test_layout.py`, `bench/layout.py`).

While `recording()` is on, Pillow's drawing calls note each text's box and each shape on the image they
draw on, in drawing order; a paste carries the marks of the pasted sprite (a cached card face, a label
stamp) to the image it lands on, at the place it lands, and copies and palette mappings keep them. The
renderers run their own code unchanged: the recorder only listens. Not thread-safe: for tests and benchmarks.

`problems(marks, size, names)` then finds, in the final image's marks:
- "label-cut": a label cut with '…' (a name cut is judged apart);
- "name-cut": a name cut with '…' although the whole name would fit where it stands;
- "overlap": a text over another text;
- "covered": a text's letters or digits under a shape drawn after it;
- "outside": a text reaching past its image or the card (or panel, badge) it is drawn on.
"""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from PIL import Image, ImageDraw

from render.legibility import forget_drawn

Box = tuple[float, float, float, float]
Point = tuple[float, float]
SLACK = 2  # px: anti-aliased edges and the bearing of a glyph may touch without hiding anything
GAP = 8  # px: ... and this far from any other text
MARGIN = 20  # px: a name has room only if, whole, it would keep this far from the edges of its image and its card or panel


@dataclass(frozen=True)
class Mark:
    """One text or shape as drawn, in the coordinates of the image it is recorded on."""

    kind: str  # "text" or the shape: "rect", "ellipse", "polygon", "line", "paste" (an opaque pasted block)
    box: Box
    order: int
    text: str = ""
    filled: bool = True
    width: float = 0  # outline or line width
    points: tuple[Point, ...] = ()  # a polygon's corners or a line's points
    layout: tuple[Any, ...] = field(default=(), compare=False)  # a text's font, anchor, direction, language and xy

    def moved(self, dx: float, dy: float) -> Mark:
        """The mark pasted `dx`, `dy` further."""
        x0, y0, x1, y1 = self.box
        layout = self.layout
        if layout:
            fnt, anchor, direction, language, (x, y) = layout
            layout = (fnt, anchor, direction, language, (x + dx, y + dy))
        return replace(self, box=(x0 + dx, y0 + dy, x1 + dx, y1 + dy), points=tuple((x + dx, y + dy) for x, y in self.points), layout=layout)


@dataclass(frozen=True)
class Problem:
    """Something wrong with a layout: its kind, the text concerned and what it meets."""

    kind: str
    text: str
    detail: str = ""


class Recorder:
    """The marks of every image drawn on while recording, by image (kept only as long as the image lives)."""

    def __init__(self) -> None:
        self._marks: dict[int, tuple[weakref.ref[Image.Image], list[Mark]]] = {}
        self._order = itertools.count()

    def marks(self, image: Image.Image) -> list[Mark]:
        """The marks recorded on `image`, in drawing order."""
        entry = self._marks.get(id(image))
        return list(entry[1]) if entry is not None and entry[0]() is image else []

    def _list(self, image: Image.Image) -> list[Mark]:
        entry = self._marks.get(id(image))
        if entry is None or entry[0]() is not image:
            key = id(image)
            entry = (weakref.ref(image, lambda _: self._marks.pop(key, None)), [])
            self._marks[key] = entry
        return entry[1]

    def add(self, image: Image.Image, kind: str, box: Box, **extra: Any) -> None:
        """Note a mark drawn on `image`."""
        x0, y0, x1, y1 = (float(v) for v in box)
        self._list(image).append(Mark(kind, (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)), next(self._order), **extra))

    def pasted(self, target: Image.Image, source: Image.Image, at: tuple[float, float], opaque: bool) -> None:
        """`source` pasted on `target` at `at`: an opaque block where no mask lets through, then its marks."""
        x, y = at
        if opaque:
            self.add(target, "paste", (x, y, x + source.width, y + source.height))
        marks = self._list(target)
        for mark in self.marks(source):
            marks.append(replace(mark.moved(x, y), order=next(self._order)))

    def carried(self, source: Image.Image, copy: Image.Image) -> None:
        """`copy` shows what `source` shows (a copy, a conversion, a palette mapping)."""
        if copy is not source:
            self._list(copy).extend(self.marks(source))


PARAMETERS = {
    "rectangle": ("fill", "outline", "width"),
    "rounded_rectangle": ("radius", "fill", "outline", "width"),
    "ellipse": ("fill", "outline", "width"),
    "polygon": ("fill", "outline", "width"),
    "line": ("fill", "width"),
}


def _points(xy: Any) -> list[Point]:
    """Pillow's coordinate forms as a list of points."""
    flat = list(xy)
    if flat and isinstance(flat[0], (int, float)):
        return [(float(flat[i]), float(flat[i + 1])) for i in range(0, len(flat) - 1, 2)]
    return [(float(p[0]), float(p[1])) for p in flat]


def _bounds(points: Sequence[Point]) -> Box:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


@contextmanager
def recording() -> Iterator[Recorder]:
    """Record every image's texts and shapes inside the block; the renderers' caches are emptied first, so
    that each sprite is drawn (and recorded) again, and emptied after, so that none keeps a recorded copy."""
    recorder = Recorder()
    draw_cls, image_cls = ImageDraw.ImageDraw, Image.Image
    saved = {name: getattr(draw_cls, name) for name in ("text", "rectangle", "rounded_rectangle", "ellipse", "polygon", "line")}
    saved_image = {name: getattr(image_cls, name) for name in ("paste", "copy", "convert", "quantize")}

    def target(draw: ImageDraw.ImageDraw) -> Image.Image | None:
        return getattr(draw, "_image", None)

    def text(draw: ImageDraw.ImageDraw, xy: Any, text: Any, fill: Any = None, font: Any = None, anchor: Any = None, *args: Any, **kwargs: Any) -> Any:
        image = target(draw)
        words = str(text)
        if image is not None and words.strip() and font is not None:
            direction, language = kwargs.get("direction"), kwargs.get("language")
            box = saved_textbbox(draw, xy, words, font=font, anchor=anchor, direction=direction, language=language)
            recorder.add(image, "text", box, text=words, layout=(font, anchor, direction, language, (float(xy[0]), float(xy[1]))))
        return saved["text"](draw, xy, text, fill, font, anchor, *args, **kwargs)

    def shape(name: str, kind: str) -> Callable[..., Any]:
        original = saved[name]

        def drawn(draw: ImageDraw.ImageDraw, xy: Any, *args: Any, **kwargs: Any) -> Any:
            image = target(draw)
            if image is not None:
                given = {**dict(zip(PARAMETERS[name], args, strict=False)), **kwargs}
                points = _points(xy)
                box = _bounds(points)
                if name == "line":
                    width = float(given.get("width") or 1)
                    box = (box[0] - width / 2, box[1] - width / 2, box[2] + width / 2, box[3] + width / 2)
                    recorder.add(image, kind, box, width=width, points=tuple(points))
                else:
                    outline = 0.0 if given.get("outline") is None else float(given.get("width", 1))
                    fill = given.get("fill")
                    # A veil (a fill one sees through) greys what is under it, it hides nothing.
                    veil = isinstance(fill, tuple) and len(fill) == 4 and fill[3] < 200
                    recorder.add(image, kind, box, filled=fill is not None and not veil, width=outline, points=tuple(points) if kind == "polygon" else ())
            return original(draw, xy, *args, **kwargs)

        return drawn

    saved_textbbox = draw_cls.textbbox

    def paste(image: Image.Image, im: Any, box: Any = None, mask: Any = None) -> Any:
        if isinstance(im, Image.Image):
            at = (0, 0) if box is None else (box[0], box[1])
            opaque = mask is None and im.mode not in ("RGBA", "LA", "PA")
            recorder.pasted(image, im, (float(at[0]), float(at[1])), opaque)
        return saved_image["paste"](image, im, box, mask)

    def carrying(name: str) -> Callable[..., Any]:
        original = saved_image[name]

        def carry(image: Image.Image, *args: Any, **kwargs: Any) -> Any:
            result = original(image, *args, **kwargs)
            if isinstance(result, Image.Image):
                recorder.carried(image, result)
            return result

        return carry

    forget_drawn()
    try:
        draw_cls.text = text  # type: ignore[method-assign, assignment]
        for name, kind in (("rectangle", "rect"), ("rounded_rectangle", "rect"), ("ellipse", "ellipse"), ("polygon", "polygon"), ("line", "line")):
            setattr(draw_cls, name, shape(name, kind))
        image_cls.paste = paste  # type: ignore[method-assign, assignment]
        for name in ("copy", "convert", "quantize"):
            setattr(image_cls, name, carrying(name))
        yield recorder
    finally:
        for name, method in saved.items():
            setattr(draw_cls, name, method)
        for name, method in saved_image.items():
            setattr(image_cls, name, method)
        forget_drawn()


# ---- judging the marks -------------------------------------------------------------------------------

MARKS_OF_ISOLATION = "\u2066\u2067\u2068\u2069\u200e\u200f"


def _plain(text: str) -> str:
    return text.translate({ord(c): None for c in MARKS_OF_ISOLATION})


def _inner(box: Box, slack: float = SLACK) -> Box:
    x0, y0, x1, y1 = box
    return x0 + slack, y0 + slack, x1 - slack, y1 - slack


def _meet(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _inside(inner: Box, outer: Box, slack: float = SLACK) -> bool:
    return inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack and inner[2] <= outer[2] + slack and inner[3] <= outer[3] + slack


def _segments_cross(p: Point, q: Point, r: Point, s: Point) -> bool:
    def side(a: Point, b: Point, c: Point) -> float:
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    return side(p, q, r) * side(p, q, s) < 0 and side(r, s, p) * side(r, s, q) < 0


def _in_polygon(point: Point, polygon: Sequence[Point]) -> bool:
    x, y = point
    inside = False
    for (x0, y0), (x1, y1) in zip(polygon, [*polygon[1:], polygon[0]], strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def _polygon_meets(polygon: Sequence[Point], box: Box) -> bool:
    x0, y0, x1, y1 = box
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    if any(x0 < px < x1 and y0 < py < y1 for px, py in polygon) or any(_in_polygon(c, polygon) for c in corners):
        return True
    edges = list(zip(corners, [*corners[1:], corners[0]], strict=True))
    return any(_segments_cross(a, b, p, q) for a, b in edges for p, q in zip(polygon, [*polygon[1:], polygon[0]], strict=True))


def _line_polygon(p: Point, q: Point, width: float) -> list[Point]:
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    return [(p[0] + nx, p[1] + ny), (q[0] + nx, q[1] + ny), (q[0] - nx, q[1] - ny), (p[0] - nx, p[1] - ny)]


def covers(shape: Mark, box: Box) -> bool:
    """Whether `shape` paints over some of `box` (an outline only along its edge)."""
    if not _meet(shape.box, box):
        return False
    if shape.kind == "ellipse":
        cx, cy = (shape.box[0] + shape.box[2]) / 2, (shape.box[1] + shape.box[3]) / 2
        rx, ry = max(1e-6, (shape.box[2] - shape.box[0]) / 2), max(1e-6, (shape.box[3] - shape.box[1]) / 2)
        nx, ny = min(max(cx, box[0]), box[2]), min(max(cy, box[1]), box[3])  # the box's point nearest the centre
        if ((nx - cx) / rx) ** 2 + ((ny - cy) / ry) ** 2 > 1:
            return False
        if not shape.filled:  # a ring: only if the box is not wholly inside the inner edge
            inner = (shape.box[0] + shape.width, shape.box[1] + shape.width, shape.box[2] - shape.width, shape.box[3] - shape.width)
            return not _inside(box, inner, 0)
        return True
    if shape.kind == "polygon":
        return _polygon_meets(shape.points, box)
    if shape.kind == "line":
        return any(_polygon_meets(_line_polygon(p, q, shape.width), box) for p, q in itertools.pairwise(shape.points))
    if not shape.filled:  # an outlined rectangle: only its edge paints
        inner = (shape.box[0] + shape.width, shape.box[1] + shape.width, shape.box[2] - shape.width, shape.box[3] - shape.width)
        return not _inside(box, inner, 0)
    return True


def _container(text: Mark, earlier: Iterable[Mark]) -> Mark | None:
    """The card, panel or badge a text is drawn on: the last filled shape before it holding its middle,
    or one of its ends (a text that starts on a card and runs off it is on that card)."""
    x0, y0, x1, y1 = text.box
    my = (y0 + y1) / 2
    points = [((x0 + x1) / 2, my), (x0 + SLACK, my), (x1 - SLACK, my)]
    found = None
    for shape in earlier:
        on = any(shape.box[0] <= px <= shape.box[2] and shape.box[1] <= py <= shape.box[3] for px, py in points)
        if shape.kind in ("rect", "ellipse", "paste") and shape.filled and on:
            found = shape
    return found


def cuts(text: str, names: Iterable[str]) -> list[str | None]:
    """Each word of `text` cut with '…': the name it cuts, or None for a label (a leading "… " that
    stands for earlier entries cuts nothing)."""
    plain = _plain(text)
    found: list[str | None] = []
    for at in (i for i, c in enumerate(plain) if c == "…" and i > 0 and not plain[i - 1].isspace()):
        before = plain[:at].rstrip()
        found.append(next((name for name in map(_plain, names) if _cuts(before, name)), None))
    return found


def _cuts(before: str, name: str) -> bool:
    """Whether a text ending in `before` + '…' shows `name` cut (two letters at least, or all of a word)."""
    for k in range(len(name) - 1, 0, -1):
        part = name[:k].rstrip()
        if part and before.endswith(part) and (k >= 2 or before == part or before.endswith(" " + part)):
            return True
    return False


def _whole_box(mark: Mark, name: str) -> tuple[str, Box] | None:
    """The text with `name` whole, and where it would stand, drawn as `mark` was."""
    if not mark.layout:
        return None
    fnt, anchor, direction, language, (x, y) = mark.layout
    plain = _plain(mark.text)
    at = plain.index("…")
    start = max(i for i in range(at + 1) if name.startswith(plain[i:at].rstrip()) and plain[i:at].strip())
    whole = plain[:start] + name + plain[at + 1 :]
    try:
        left, top, right, bottom = fnt.getbbox(whole, anchor=anchor, direction=direction, language=language)
    except (ValueError, KeyError, OSError):
        return None
    return whole, (x + left, y + top, x + right, y + bottom)


def problems(marks: Sequence[Mark], size: tuple[int, int], names: Iterable[str] = ()) -> list[Problem]:
    """What is wrong with the layout the `marks` of an image `size` record (see the module's list)."""
    names = [n for n in names if n]
    found: list[Problem] = []
    texts = [m for m in marks if m.kind == "text"]
    frame: Mark = Mark("rect", (0, 0, size[0], size[1]), -1)
    for position, text in enumerate(marks):
        if text.kind != "text":
            continue
        earlier, later = marks[:position], marks[position + 1 :]
        container = _container(text, earlier) or frame
        if not _inside(text.box, container.box) or not _inside(text.box, frame.box, 0):
            found.append(Problem("outside", text.text, f"{_rounded(text.box)} past {_rounded(container.box)}"))
        if any(c.isalnum() for c in text.text):
            ink = _inner(text.box)
            for shape in later:
                if shape.kind != "text" and covers(shape, ink):
                    found.append(Problem("covered", text.text, f"{shape.kind} {_rounded(shape.box)}"))
                    break
        for name in cuts(text.text, names):
            if name is None:
                found.append(Problem("label-cut", text.text))
                continue
            whole = _whole_box(text, name)
            margin = MARGIN
            if whole is None or not _inside(whole[1], _inner(container.box, margin), 0) or not _inside(whole[1], _inner(frame.box, MARGIN), 0):
                continue
            # Room: the whole name would keep a gap to every other text, and meet no shape that the cut one
            # does not already lie on.
            ink = _inner(whole[1])
            crowded = any(_meet(_inner(whole[1], -GAP), other.box) for other in texts if other is not text) or any(
                covers(shape, ink) and not covers(shape, _inner(text.box)) for shape in marks if shape.kind != "text"
            )
            if not crowded:
                found.append(Problem("name-cut", text.text, f"{whole[0]!r} fits"))
    for first, second in itertools.combinations(texts, 2):
        if first.text == second.text and first.box == second.box:
            continue
        if _meet(_inner(first.box), _inner(second.box)):
            found.append(Problem("overlap", first.text, second.text))
    return found


def _rounded(box: Box) -> tuple[int, ...]:
    return tuple(round(v) for v in box)


def check(draw: Callable[[], Image.Image], names: Iterable[str] = ()) -> tuple[Image.Image, list[Problem]]:
    """Draw an image while recording, and what is wrong with its layout."""
    with recording() as recorder:
        image = draw()
        return image, problems(recorder.marks(image), image.size, names)
