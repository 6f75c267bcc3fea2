"""Druids in English, German and Persian: catalogs complete, texts and images translated, no label overflows."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor
from PIL import Image, ImageDraw

import render.druids as druids_render
from bot.games.base import GameError
from bot.games.druids import GAME
from bot.games.druids.state import DruidsState
from bot.i18n import LOCALES_DIR, t
from cogs.errors import error_key
from cogs.text.druids import action_group, action_label, event_line, turn_prompt
from render.common import encode_png, has_arabic_script
from tests.games.druids.helpers import play_all, position

LANGS = ("en", "de", "fa")
NAMES = ["Ana", "Bahram", "Cäcilie", "Dariush", "Eve"]
PERSIAN_NAMES = ["علی", "Benedikt von Hohenzollern", "مریم", "Dee", "Eve"]
LIMIT = 300 * 1024
ENGINE = Path(__file__).resolve().parents[2] / "bot" / "games" / "druids"


class _Placeholders(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def catalog(lang: str) -> dict[str, set[str]]:
    """Key -> placeholders of the druids catalog in `lang` (junk fails the test)."""
    resource = parse((LOCALES_DIR / lang / "druids.ftl").read_text("utf-8"))
    junk = [(entry.content or "")[:80] for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{lang}: unreadable entries {junk}"
    result = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            visitor = _Placeholders()
            visitor.visit(entry)
            result[entry.id.name] = visitor.names
    return result


def test_every_key_in_every_language_with_the_same_placeholders() -> None:
    english = catalog("en")
    assert len(english) > 100
    for lang in ("de", "fa"):
        other = catalog(lang)
        assert set(other) == set(english), f"{lang}: {set(other) ^ set(english)}"
        for key, names in english.items():
            assert other[key] == names, f"{lang} {key}: {other[key]} != {names}"
        for key in english:
            assert key.startswith(("druids-", "err-druids-")) and re.fullmatch(r"[a-z][a-z0-9-]*", key), key


def test_rules_summary_in_each_language() -> None:
    domains = {
        "en": ["Healing", "Divination", "Shapeshifting", "Astronomy", "Fine Arts"],
        "de": ["Heilkunde", "Wahrsagen", "Gestaltwandlung", "Sternenkunde", "Schöne Künste", "Goldene Sichel", "Mistelzweig"],
        "fa": ["شفابخشی", "پیشگویی", "ستاره‌شناسی", "هنرهای زیبا", "گایا", "داس زرین", "دارواش"],
    }
    for lang in LANGS:
        text = t(lang, "druids-rules")
        assert 800 < len(text) < 1800, (lang, len(text))
        assert "druids-" not in text and "`play GAIA R`" in text and text.startswith("**")
        for word in domains[lang]:
            assert word in text, (lang, word)


def engine_codes() -> set[str]:
    """Every refusal code the Druids engine can raise (read from its source)."""
    codes = set()
    for path in ENGINE.glob("*.py"):
        codes.update(re.findall(r'code="(druids\.[a-z_]+)"', path.read_text("utf-8")))
    return codes


def refusals() -> Iterator[GameError]:
    """A real refusal for (nearly) every code, with the parameters the engine passes."""
    for text in ("play GAIA", "play X9", "sickle Q", "hello there"):
        with pytest.raises(GameError) as caught:
            GAME.parse_action(text)
        yield caught.value
    tie = position(
        [["R3", "V1"], ["SICKLE", "Y1"], ["R10", "G1"], ["R5", "Y2"]],
        stacks=[{}, {}, {"B": ["B9"], "G": ["G4", "G9"], "Y": ["Y2"]}, {}],
    )
    play_all(tie, "play R3", "play SICKLE", "play R10", "play R5")
    follow = position([["R3", "V1"], ["R9", "V4", "SICKLE"], ["G2", "G3"]])
    play_all(follow, "play R3")
    gaia_sun = position([["GAIA", "Y1"], ["V3", "V9"], ["G5", "G6"]], trick_no=1, variant="sun-moon")
    gaia_basic = position([["GAIA", "Y1"], ["V3", "V9"], ["G5", "G6"]], trick_no=1)
    attempts: list[tuple[DruidsState, int, str]] = [
        (tie, 2, "play G1"),
        (tie, 2, "sickle Y"),
        (follow, 1, "play V4"),
        (follow, 1, "play B7"),
        (follow, 1, "sickle B"),
        (follow, 1, "play GAIA R"),
        (gaia_sun, 0, "play Y1"),
        (gaia_sun, 0, "play GAIA R"),
        (gaia_basic, 0, "play GAIA R light"),
    ]
    for state, seat, action in attempts:
        with pytest.raises(GameError) as caught:
            state.apply(seat, action)
        yield caught.value


def test_every_engine_refusal_has_a_message_in_every_language() -> None:
    english = catalog("en")
    codes = engine_codes()
    assert len(codes) >= 12
    for code in codes:
        key = error_key(code)
        assert key in english, key
    seen = set()
    for error in refusals():
        assert error.code in codes
        seen.add(error.code)
        key = error_key(str(error.code))
        assert english[key] <= set(error.params), f"{key} uses {english[key]}, the engine passes {set(error.params)}"
        texts = {lang: t(lang, key, **error.params) for lang in LANGS}
        for lang, text in texts.items():
            assert key not in text and "{" not in text, (lang, text)
        assert len(set(texts.values())) == 3
        assert has_arabic_script(texts["fa"])
    assert len(seen) >= 12


# ---------------------------------------------------------------- texts
def played(players: int, variant: str, seed: int, rounds: int = 2) -> Iterator[tuple[DruidsState, int, list[Any]]]:
    """Every decision of a random game: the state before it, the seat, and the events it made."""
    state = GAME.new(players, seed, {"rounds": rounds, "variant": variant})
    rng = random.Random(seed)
    while not state.is_over():
        (seat,) = state.to_move()
        before = state.copy()
        events = state.apply(seat, rng.choice(state.legal_actions(seat)))
        yield before, seat, events


def latin(text: str) -> str:
    """Persian digits as ASCII ones: the assertions hold whichever digits the catalogs' number format gives."""
    return text.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789"))


def no_key(text: str) -> None:
    assert "druids-" not in text and "err-" not in text, text


@pytest.mark.parametrize("lang", ["de", "fa"])
def test_event_lines_labels_groups_and_prompts_are_translated(lang: str) -> None:
    kinds: set[str] = set()
    phases: set[str] = set()
    for players, variant, seed in [(3, "basic", 5), (4, "sun-moon", 8), (5, "basic", 13)]:
        for before, seat, events in played(players, variant, seed):
            view = before.view(seat)
            phases.add(view["phase"])
            for viewer in (view, before.view(None)):
                prompt = turn_prompt(viewer, NAMES, lang)
                no_key(prompt)
                assert prompt != turn_prompt(viewer, NAMES, "en")
            for action in view["legal"]:
                label = action_label(action, view, lang)
                group = action_group(action, view, lang)
                no_key(label)
                no_key(group)
                assert 0 < len(label) <= 80 and 0 < len(group) <= 60
            for event in events:
                line = event_line(event, NAMES, lang)
                english = event_line(event, NAMES, "en")
                assert (line is None) == (english is None)
                if line is None:
                    continue
                kinds.add(event.kind)
                no_key(line)
                assert line != english and 0 < len(line) < 1000 and "None" not in line
                if lang == "fa":
                    assert has_arabic_script(line) and line.startswith("\u200f")
    assert {"round_start", "hand", "play", "trick", "round_end"} <= kinds
    assert {"gaia", "play"} <= phases


def test_words_of_each_language() -> None:
    view = GAME.new(4, 1, {}).view(0)
    assert action_label("play SICKLE", view, "de") == "☾ Goldene Sichel"
    assert action_label("play MISTLETOE", view, "de") == "☘ Mistelzweig"
    assert action_label("play GAIA R", view, "de") == "Gaia als ♞ Rot"
    assert action_label("play GAIA B light", view, "de") == "Gaia als ★ Blau, hell (höchste oben)"
    assert action_label("sickle G", view, "de") == "Sichel entfernt meinen Stapel ✚ Grün"
    assert action_label("play R7", view, "fa") == "R7♞"
    assert action_label("play SICKLE", view, "fa") == "☾ داس زرین"
    assert action_label("play GAIA V dark", view, "fa") == "گایا به‌عنوان ♫ بنفش، تیره (پایین‌ترین رو)"
    assert action_group("play R7", view, "de") == "Rot" and action_group("play R7", view, "fa") == "قرمز"
    assert action_group("play MISTLETOE", view, "de") == "Sonderkarten"
    state = position([["GAIA", "Y1"], ["V3", "V9"], ["G5", "G6"]], trick_no=1, variant="sun-moon")
    assert turn_prompt(state.view(None), NAMES, "de") == (
        "Ana spielt Gaia zu Stich 1 von Runde 1 aus und nennt ihre Farbe und die Seite (dunkel oder hell)."
    )
    events = play_all(state, "play GAIA V light")
    assert event_line(events[0], NAMES, "de") == "Ana spielt **✿ Gaia** als ♫ Violett aus, helle Seite (diese Runde liegt die höchste Karte oben)."
    fa = event_line(events[0], NAMES, "fa")
    assert fa is not None and fa.startswith("\u200fAna ") and "روی روشن" in fa
    assert turn_prompt(state.view(1), NAMES, "de") == "Du bist bei Stich 1 dran: Bediene ♫ Violett."
    assert latin(turn_prompt(state.view(1), NAMES, "fa")) == "\u200fنوبت شما در دست 1: باید ♫ بنفش بازی کنید."


def test_round_table_in_german_and_persian() -> None:
    state = position([["G3"], ["G5"], ["Y1"]], stacks=[{"B": ["B2"]}, {"R": ["R12"]}, {}], rounds=3, round_no=2, totals=[4, 0, 9], history=[[4, 0, 9]])
    events = play_all(state, "play G3", "play G5", "play Y1")
    (german,) = [line for e in events if e.kind == "round_end" and (line := event_line(e, NAMES, "de"))]
    assert german.startswith("**Runde 2 gewertet**\n```\n")
    rows = german.split("```")[1].strip("\n").split("\n")
    assert rows[0].split() == ["oberste", "Karten", "Runde", "gesamt"]
    assert len({len(r) for r in rows}) == 1, "aligned columns"
    (persian,) = [line for e in events if e.kind == "round_end" and (line := event_line(e, NAMES, "fa"))]
    assert "امتیازهای دور 2" in latin(persian) and "مجموع" in persian


# ---------------------------------------------------------------- images
class Recorder:
    """Checks every text drawn while rendering: inside its image, within its `max_width`, no raw key."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.problems: list[str] = []

    def wrap_text(self, original: Callable[..., Any]) -> Callable[..., Any]:
        recorder = self

        def text(draw: ImageDraw.ImageDraw, xy: Any, text: str, fill: Any = None, font: Any = None, anchor: Any = None, **kwargs: Any) -> Any:
            options = {k: v for k, v in kwargs.items() if k in ("direction", "language", "features", "spacing", "align")}
            left, top, right, bottom = draw.textbbox(xy, text, font=font, anchor=anchor, **options)
            width, height = draw.im.size
            recorder.texts.append(text)
            if left < 0 or top < 0 or right > width or bottom > height:
                recorder.problems.append(f"{text!r} at {(left, top, right, bottom)} outside {width}×{height}")
            return original(draw, xy, text, fill, font, anchor, **kwargs)

        return text

    def wrap_label(self, original: Callable[..., tuple[int, int]]) -> Callable[..., tuple[int, int]]:
        recorder = self

        def label(draw: ImageDraw.ImageDraw, xy: Any, text: str, size: int, lang: str, **kwargs: Any) -> tuple[int, int]:
            width, height = original(draw, xy, text, size, lang, **kwargs)
            limit = kwargs.get("max_width")
            if limit is not None and width > limit + 1:
                recorder.problems.append(f"{text!r} is {width} px wide in a box of {limit}")
            return width, height

        return label


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    rec = Recorder()
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", rec.wrap_text(ImageDraw.ImageDraw.text))
    monkeypatch.setattr(druids_render, "label", rec.wrap_label(druids_render.label))
    druids_render.card_face.cache_clear()  # faces are drawn once: draw them again under the recorder
    druids_render._table_base.cache_clear()
    yield rec
    druids_render.card_face.cache_clear()


def advanced(players: int, decisions: int, options: dict[str, object] | None = None) -> DruidsState:
    state = GAME.new(players, f"i18n-{players}", options or {})
    rng = random.Random(players)
    for _ in range(decisions):
        if state.is_over():
            break
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def positions() -> Iterator[tuple[str, DruidsState]]:
    for players in (3, 4, 5):
        options: dict[str, object] = {"variant": "sun-moon"} if players != 4 else {}
        for decisions in (0, 1, 23, 57):
            yield f"{players}p-{decisions}", advanced(players, decisions, options)
        yield f"{players}p-over", advanced(players, 100_000, {**options, "rounds": 10 if players == 5 else 2})
    tie = position(
        [["R3", "V1"], ["SICKLE", "Y1"], ["R10", "G1"], ["R5", "Y2"]],
        stacks=[{}, {}, {"B": ["B9"], "G": ["G4", "G9"]}, {"Y": ["Y3"], "G": ["G1"], "R": ["R2"], "V": ["V8"]}],
    )
    play_all(tie, "play R3", "play SICKLE", "play R10", "play R5")
    yield "sickle", tie


def check(image: Image.Image) -> None:
    assert image.width == 1280 and image.height < image.width and image.mode == "P"
    assert len(encode_png(image)) < LIMIT


@pytest.mark.parametrize("lang", LANGS)
def test_every_image_renders_and_nothing_overflows(lang: str, recorder: Recorder) -> None:
    for name, state in positions():
        for names in (None, NAMES, PERSIAN_NAMES):
            seats = range(state.players) if names else ()  # default names ("Player A") from the public view
            views = [state.view(None), *(state.view(s) for s in seats)]
            for view in views:
                if names:
                    view["names"] = names
                check(druids_render.render_table(view, lang=lang))
                if view["seat"] is not None:
                    check(druids_render.render_hand(view, lang=lang))
            if state.is_over():
                check(druids_render.render_final(views[0], lang=lang))
        assert not recorder.problems, f"{name}: {recorder.problems[:5]}"
    assert not [text for text in recorder.texts if "druids-" in text]
    persian = [text for text in recorder.texts if has_arabic_script(text)]
    if lang == "fa":
        assert len(persian) > 100
    else:
        assert all(any(n in text for n in PERSIAN_NAMES[::2]) for text in persian)  # only the players' names


def test_labels_in_german_and_persian(recorder: Recorder) -> None:
    state = advanced(4, 23, {"variant": "sun-moon"})
    view = state.view(1)
    druids_render.render_table(view, lang="de")
    druids_render.render_hand(view, lang="de")
    assert any(text.startswith("Druids · Runde 1/5 · Stich") for text in recorder.texts)
    assert "Deine Stapel" in recorder.texts and "Karten auf der Hand" in recorder.texts
    recorder.texts.clear()
    druids_render.render_table(view, lang="fa")
    druids_render.render_hand(view, lang="fa")
    assert any(latin(text).startswith("درویدها · دور 1/5 · دست") for text in recorder.texts)
    assert "دسته‌های شما" in recorder.texts and "کارت‌های در دست" in recorder.texts
    final = advanced(3, 100_000, {"rounds": 2})
    recorder.texts.clear()
    druids_render.render_final(final.view(None), lang="fa")
    assert {"امتیاز پس از هر دور", "مجموع", "دور 1", "درویدها · رده‌بندی نهایی"} <= {latin(text) for text in recorder.texts}
    assert druids_render.signed(-3, "fa") == "\u200e-3" and druids_render.signed(4, "fa", plus=True) == "\u200e+4"
    assert druids_render.signed(-3, "en") == "-3" and druids_render.signed(4, "de", plus=True) == "+4"
