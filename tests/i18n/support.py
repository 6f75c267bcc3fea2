"""What the games' localization tests share.

Reading the catalogs (`entries`, `placeholders`; test_catalog.py uses them too), Persian digits read as
ASCII ones (`latin`), the check that a text a player reads holds no raw catalog key (`no_key`) and reads
as a translation (`translated`), refusals worded in every language, random games to take positions and
texts from (`decisions`, `advanced`), the `Recorder` of every text an image draws, with its box, and what
is wrong with it (outside its image or its block, wider than its room, a raw key), and `PngSizes`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from functools import cache
from itertools import islice
from pathlib import Path
from typing import Any, TypeVar

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor
from PIL import Image, ImageDraw

from bot.games.base import Action, Event, Game, GameError, State
from bot.i18n import LOCALES_DIR, t
from cogs.errors import error_key
from render.common import encode_png, has_arabic_script

LANGS = ("en", "de", "fa")
LRM, RLM, FSI, PDI = "\u200e", "\u200f", "\u2068", "\u2069"
GAMES_DIR = Path(__file__).resolve().parents[2] / "bot" / "games"
LABEL_LIMIT, GROUP_LIMIT = 80, 60  # Discord: a button's label, and what our menus allow a group's name

Box = tuple[float, float, float, float]
S = TypeVar("S", bound=State)
T = TypeVar("T")


# ---------------------------------------------------------------- catalogs
class _Placeholders(Visitor):
    """The variables a pattern uses ($name …)."""

    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


@cache
def entries(lang: str, domain: str) -> dict[str, ast.Message]:
    """The messages of one catalog file by key (an unreadable entry fails the test)."""
    path = LOCALES_DIR / lang / f"{domain}.ftl"
    resource = parse(path.read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{path}: cannot parse {[(j.content or '')[:60] for j in junk]}"
    return {entry.id.name: entry for entry in resource.body if isinstance(entry, ast.Message)}


def placeholders(message: ast.Message) -> set[str]:
    found = _Placeholders()
    found.visit(message)
    return found.names


def catalog(domain: str, lang: str = "en") -> dict[str, set[str]]:
    """Key -> placeholders of a domain's catalog in `lang`."""
    return {key: placeholders(message) for key, message in entries(lang, domain).items()}


def check_catalog(domain: str, *, more_than: int, prefixes: tuple[str, ...]) -> dict[str, set[str]]:
    """A game's English catalog: more than `more_than` keys, each with one of the game's `prefixes`. (That
    every language has every key with the same placeholders is test_catalog.py's, for every catalog.)"""
    english = catalog(domain)
    assert len(english) > more_than, len(english)
    assert all(key.startswith(prefixes) for key in english), [key for key in english if not key.startswith(prefixes)]
    return english


# ---------------------------------------------------------------- texts
def ascii_digits(text: str) -> str:
    """Persian digits as ASCII ones: an assertion holds whichever digits the catalogs' number format gives."""
    return text.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789"))


def latin(text: str) -> str:
    """Persian digits as ASCII ones, and the direction marks dropped."""
    return ascii_digits(text).translate(str.maketrans("", "", LRM + RLM + FSI + PDI))


def no_key(text: str, domain: str) -> None:
    """A text a player reads holds no raw catalog key (`druids-…`, `err-…`) and no unfilled placeholder."""
    assert f"{domain}-" not in text and "err-" not in text and "{" not in text, text


def translated(text: str | None, english: str | None, lang: str, domain: str, *, longest: int = 1000) -> bool:
    """`text` is the translation into `lang` of `english` (a line, a prompt): both there or neither, no raw
    key, not the English words, not empty, not too long, no "None", Persian in Persian. Whether it is there."""
    assert (text is None) == (english is None), (lang, text, english)
    if text is None:
        return False
    no_key(text, domain)
    assert text != english and 0 < len(text) < longest and "None" not in text, (lang, text)
    if lang == "fa":
        assert has_arabic_script(text), text
    return True


def check_label(label: str, group: str, domain: str) -> None:
    """A button's label and its group's name: no raw key, not empty, within Discord's limits."""
    no_key(label, domain)
    no_key(group, domain)
    assert 0 < len(label) <= LABEL_LIMIT and 0 < len(group) <= GROUP_LIMIT, (label, group)


# ---------------------------------------------------------------- refusals
def engine_codes(game: str, pattern: str) -> set[str]:
    """The refusal codes a game's engine can raise: the matches of `pattern` in its source."""
    return {code for path in (GAMES_DIR / game).glob("*.py") for code in re.findall(pattern, path.read_text("utf-8"))}


def refused(game: Game[Any], texts: Iterable[str], attempts: Iterable[tuple[State, int, str]]) -> Iterator[GameError]:
    """What the engine says to each of `texts` (it must not read them as actions) and to each attempt
    (state, seat, action) (it must refuse them), with the parameters it passes."""
    for text in texts:
        with pytest.raises(GameError) as caught:
            game.parse_action(text)
        yield caught.value
    for state, seat, action in attempts:
        with pytest.raises(GameError) as caught:
            state.apply(seat, action)
        yield caught.value


def refusal_texts(error: GameError, domain: str, params: Mapping[str, Any] | None = None) -> dict[str, str]:
    """A refusal as the engine raised it, worded in every language (with `params`, default the engine's):
    its message uses only parameters the engine passes, no raw key, three different texts, Persian in Persian."""
    key = error_key(str(error.code))
    english = catalog(domain)
    assert key in english, key
    assert english[key] <= set(error.params), f"{key} uses {english[key]}, the engine passes {set(error.params)}"
    texts = {lang: t(lang, key, **(error.params if params is None else params)) for lang in LANGS}
    for text in texts.values():
        no_key(text, domain)
    assert len(set(texts.values())) == len(LANGS), texts
    assert has_arabic_script(texts["fa"]), texts
    return texts


# ---------------------------------------------------------------- random games
def random_action(state: State, seat: int, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions(seat))


def decisions(
    state: S,
    rng: random.Random,
    look: Callable[[S, int], T],
    *,
    choose: Callable[[S, int, random.Random], Action] = random_action,
    together: bool = False,
) -> Iterator[tuple[T, int, list[Event]]]:
    """Plays `state` on to its end (random actions unless `choose` says otherwise): for every decision, what
    `look` saw just before it, the seat, and the events it made. One seat moves at a time, unless
    `together` (several may: the lowest of them moves)."""
    while not state.is_over():
        movers = state.to_move()
        assert together or len(movers) == 1, movers
        seat = min(movers)
        seen = look(state, seat)
        yield seen, seat, state.apply(seat, choose(state, seat, rng))


def views_and_choices(state: State, seat: int) -> tuple[dict[str, Any], dict[str, Any], list[str]]:
    """For `decisions`: the decider's and the public view, and the decider's choices."""
    return state.view(seat), state.view(None), [str(a) for a in state.legal_actions(seat)]


def advanced(
    state: S,
    rng: random.Random,
    steps: int,
    *,
    choose: Callable[[S, int, random.Random], Action] = random_action,
    together: bool = False,
) -> S:
    """`state` after `steps` decisions (fewer if the game ends first)."""
    for _ in islice(decisions(state, rng, lambda _state, _seat: None, choose=choose, together=together), steps):
        pass
    return state


# ---------------------------------------------------------------- images
class Recorder:
    """Every text drawn while rendering, with its box; `problems` lists what is wrong: a text outside its
    image (or outside the block it is drawn in), a label wider than its room (`slack` pixels allowed), a
    label without a room when `room_required`, a raw catalog key of the `domain`."""

    def __init__(self, domain: str, *, slack: int = 1, room_required: bool = False) -> None:
        self.domain = domain
        self.slack = slack
        self.room_required = room_required
        self.texts: list[str] = []
        self.boxes: list[tuple[str, Box]] = []
        self.problems: list[str] = []
        self.block: tuple[float, float] | None = None
        self._offsets: dict[tuple[Any, ...], Box] = {}

    def clear(self) -> None:
        """Forget the texts drawn so far (the problems stay)."""
        self.texts.clear()
        self.boxes.clear()

    def record(self, text: str, box: Box, size: tuple[int, int]) -> None:
        left, top, right, bottom = box
        self.texts.append(text)
        self.boxes.append((text, box))
        if left < 0 or top < 0 or right > size[0] or bottom > size[1]:
            self.problems.append(f"{text!r} at {box} outside {size[0]}×{size[1]}")
        if self.block and self.block[1] > 0 and (left < self.block[0] - 1 or right > self.block[1] + 1):
            self.problems.append(f"{text!r} at {(left, right)} outside its block {self.block}")
        if f"{self.domain}-" in text:
            self.problems.append(f"{text!r} is a raw catalog key")

    def room(self, text: str, width: float, limit: int | None) -> None:
        if limit is None:
            if self.room_required:
                self.problems.append(f"{text!r} has no room set")
        elif width > limit + self.slack:
            self.problems.append(f"{text!r} is {width} px wide in a room of {limit}")

    def _box(self, draw: ImageDraw.ImageDraw, xy: Any, text: str, font: Any, anchor: Any, options: dict[str, Any]) -> Box:
        """`draw.textbbox`: a one-line text's box is the same at every place but for the offset, so it is
        measured once per text, font, anchor and shaping."""
        if font is None or not isinstance(text, str) or "\n" in text:
            return draw.textbbox(xy, text, font=font, anchor=anchor, **options)
        key = (text, font, anchor, draw.mode, *((k, tuple(v) if isinstance(v, list) else v) for k, v in sorted(options.items())))
        offset = self._offsets.get(key)
        if offset is None:
            offset = self._offsets[key] = draw.textbbox((0, 0), text, font=font, anchor=anchor, **options)
        x, y = xy
        return offset[0] + x, offset[1] + y, offset[2] + x, offset[3] + y

    def watch_text(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Record every `ImageDraw.text`."""
        original = ImageDraw.ImageDraw.text
        recorder = self

        def text(draw: ImageDraw.ImageDraw, xy: Any, text: str, fill: Any = None, font: Any = None, anchor: Any = None, **kwargs: Any) -> Any:
            options = {k: v for k, v in kwargs.items() if k in ("direction", "language", "features", "spacing", "align")}
            recorder.record(text, recorder._box(draw, xy, text, font, anchor, options), draw.im.size)
            return original(draw, xy, text, fill, font, anchor, **kwargs)

        monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)

    def watch_label(self, monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> None:
        """Check the width of every label `module.name(draw, xy, text, …, max_width=…)` draws (it returns width, height)."""
        original = getattr(module, name)
        recorder = self

        def label(*args: Any, **kwargs: Any) -> tuple[int, int]:
            width, height = original(*args, **kwargs)
            recorder.room(args[2], width, kwargs.get("max_width"))
            return width, height

        monkeypatch.setattr(module, name, label)

    def watch_placed(self, monkeypatch: pytest.MonkeyPatch, module: object, name: str) -> None:
        """Record every text `module.name(image, xy, text, …, max_width=…)` places (it returns the box it covers)."""
        original = getattr(module, name)
        recorder = self

        def place(image: Image.Image, xy: Any, text: str, *args: Any, **kwargs: Any) -> Any:
            box = original(image, xy, text, *args, **kwargs)
            recorder.record(text, box, image.size)
            recorder.room(text, box[2] - box[0], kwargs.get("max_width"))
            return box

        monkeypatch.setattr(module, name, place)

    def watch_block(self, monkeypatch: pytest.MonkeyPatch, cls: type, name: str) -> None:
        """Texts drawn by `cls.name` stay inside the block (`left`, `right`) of its instance."""
        original = getattr(cls, name)
        recorder = self

        def within(owner: Any, *args: Any, **kwargs: Any) -> Any:
            recorder.block = (owner.left, owner.right)
            try:
                return original(owner, *args, **kwargs)
            finally:
                recorder.block = None

        monkeypatch.setattr(cls, name, within)

    def overlaps(self, region: Box) -> list[tuple[str, str]]:
        """Pairs of texts inside `region` whose boxes overlap (a text drawn over another)."""
        inside = [(text, box) for text, box in self.boxes if box[0] >= region[0] and box[2] <= region[2] and box[1] >= region[1] and box[3] <= region[3]]
        found = []
        for k, (a, (ax0, ay0, ax1, ay1)) in enumerate(inside):
            for b, (bx0, by0, bx1, by1) in inside[k + 1 :]:
                if ax0 < bx1 - 1 and bx0 < ax1 - 1 and ay0 < by1 - 1 and by0 < ay1 - 1:
                    found.append((a, b))
        return found


def assert_persian_only_where_due(texts: Iterable[str], lang: str, *, at_least: int, names: Iterable[str] = ()) -> None:
    """Persian images draw more than `at_least` Persian texts; the others draw Persian only in the players'
    `names` (each text holding one of them)."""
    persian = [text for text in texts if has_arabic_script(text)]
    if lang == "fa":
        assert len(persian) > at_least, len(persian)
    else:
        names = list(names)
        strays = [text for text in persian if not any(name in text for name in names)]
        assert not strays, strays[:5]


class PngSizes:
    """PNG sizes of rendered images, encoded on worker threads while the test renders the next image
    (Pillow releases the GIL while it quantizes and compresses). Use it as a context manager;
    iterate it for (what, bytes) once the images are in."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=2)
        self._sizes: list[tuple[str, Future[int]]] = []

    def __enter__(self) -> PngSizes:
        return self

    def __exit__(self, *exc: object) -> None:
        self._pool.shutdown(wait=True, cancel_futures=exc[0] is not None)

    def add(self, what: str, image: Image.Image) -> Image.Image:
        self._sizes.append((what, self._pool.submit(lambda: len(encode_png(image)))))
        return image

    def __iter__(self) -> Iterator[tuple[str, int]]:
        return ((what, size.result()) for what, size in self._sizes)


class Words(Visitor):
    """The literal text of a pattern, every variant included (placeholders left out)."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.parts.append(node.value)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:
        self.parts.append(node.value)

    def visit_VariantKey(self, node: ast.Identifier | ast.NumberLiteral) -> None:
        return None  # selector keys ([one], [other]) are not text

    def visit_Variant(self, node: ast.Variant) -> None:
        self.visit(node.value)


def formatted(lang: str) -> Iterator[tuple[str, str]]:
    """Every message of every catalog file of `lang` by key, formatted with a stand-in ("1") for each parameter."""
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        for key, message in entries(lang, path.stem).items():
            if message.value is not None:
                yield key, t(lang, key, **dict.fromkeys(placeholders(message), "1"))
