"""Abracadabra in English, German and Persian: catalogs complete, texts and images translated, no label overflows."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import ast, parse
from fluent.syntax.visitor import Visitor
from PIL import Image, ImageDraw

import render.abracadabra as abracadabra_render
from bot.games.abracadabra import GAME
from bot.games.base import Event, GameError, State
from bot.i18n import LOCALES_DIR, bundle, t
from cogs.errors import error_key
from cogs.text.abracadabra import action_group, action_label, event_line, multi_choice, turn_prompt
from render.common import draw_label, encode_png, has_arabic_script

LANGS = ("en", "de", "fa")
NAMES = ["Ana", "Bahram", "Cäcilie", "Dariush"]
LONG_NAMES = ["Maximilian-Alexander", "Bartholomäus von Hohenzollern", "Cy", "Dee"]
PERSIAN_NAMES = ["آناهیتا", "Benedikt", "کوروش بزرگ هخامنشی", "دل‌آرا"]
LIMIT = 300 * 1024
ENGINE = Path(__file__).resolve().parents[2] / "bot" / "games" / "abracadabra"
LRM, RLM, FSI, PDI = "\u200e", "\u200f", "\u2068", "\u2069"


class _Placeholders(Visitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def catalog(lang: str) -> dict[str, set[str]]:
    """Key -> placeholders of the abracadabra catalog in `lang` (junk fails the test)."""
    resource = parse((LOCALES_DIR / lang / "abracadabra.ftl").read_text("utf-8"))
    junk = [(entry.content or "")[:80] for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{lang}: unreadable entries {junk}"
    result = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            visitor = _Placeholders()
            visitor.visit(entry)
            result[entry.id.name] = visitor.names
    return result


def latin(text: str) -> str:
    """Persian digits as ASCII ones, marks dropped: the assertions hold whichever digits the number format gives."""
    return text.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789", LRM + RLM + FSI + PDI))


def no_key(text: str) -> None:
    assert "abracadabra-" not in text and "err-" not in text, text


def test_every_key_in_every_language_with_the_same_placeholders() -> None:
    english = catalog("en")
    assert len(english) > 150
    for lang in ("de", "fa"):
        other = catalog(lang)
        assert set(other) == set(english), f"{lang}: {set(other) ^ set(english)}"
        for key, names in english.items():
            assert other[key] == names, f"{lang} {key}: {other[key]} != {names}"
    assert all(key.startswith(("abracadabra-", "err-abracadabra-")) for key in english)


def test_rules_summary_in_each_language() -> None:
    assert t("en", "abracadabra-rules") == GAME.rules_summary().strip()
    words = {
        "en": ["Declarer", "trump", "trick", "dummy"],
        "de": ["Stich", "Trumpf", "Spielführer", "Ansage", "Strohmann", "Abrakadabra!"],
        "fa": ["دست", "حکم", "خال", "حاکم", "تعهد", "دامی", "آبراکادابرا!"],
    }
    for lang in LANGS:
        text = t(lang, "abracadabra-rules")
        assert 1000 < len(text) < 1800, (lang, len(text))
        assert text.startswith("**") and "`dummy QH`" in text and "{" not in text
        no_key(text)
        for word in words[lang]:
            assert word in text, (lang, word)


# ---------------------------------------------------------------- refusals
def engine_codes() -> set[str]:
    """Every refusal code the engine can raise (read from its source)."""
    codes = set()
    for path in ENGINE.glob("*.py"):
        codes.update(re.findall(r'"(abracadabra\.[a-z_]+)"', path.read_text("utf-8")))
    return codes


# Wrong ones first: the first legal try is made and ends the decision.
TRIES = [
    "place A 2 3 4 5 6 7 8 9 10 J Q K", "place K", "right A 2 3 4 5 6 7 8 9 10 J Q", "right K", "play AS", "play 2H",
    "play JK", "dummy AS", "dummy 2H", "suit S", "suit H", "suit D", "suit C", "bid 13", "bid 1", "bid 2", "bid 3", "pass",
    "place A", "place A 2", "place none", "right none", "trump H", "expose", "keep",
]


def refusals() -> Iterator[GameError]:
    """Real refusals with the parameters the engine passes: wrong moves tried at every decision of random deals."""
    for text in ("", "hello", "bid x", "place A A", "place Z", "suit X", "play"):
        try:
            GAME.parse_action(text)
        except GameError as error:
            yield error
    for players, options, seed in [(4, {}, 1), (3, {"joker": "without"}, 2), (2, {}, 3), (2, {"dummy": "no"}, 4)]:
        state = GAME.new(players, seed, {**options, "deals": 1})
        rng = random.Random(seed)
        while not state.is_over():
            (seat,) = state.to_move()
            view = state.view(seat)
            tries = TRIES + [f"play {c}" for c in view.get("hand") or []] + [f"dummy {c}" for c in view.get("dummy_hand") or []]
            for text in tries:
                try:
                    state.apply(seat, GAME.parse_action(text))
                except GameError as error:
                    yield error
                    continue
                break  # it was legal: the game moved on
            else:
                state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_every_engine_refusal_has_a_message_in_every_language() -> None:
    english = catalog("en")
    codes = engine_codes()
    assert len(codes) == 12
    for code in codes:
        assert error_key(code) in english, code
    seen: dict[str, set[str]] = {}
    for error in refusals():
        assert error.code in codes
        key = error_key(str(error.code))
        assert english[key] <= set(error.params), f"{key} uses {english[key]}, the engine passes {set(error.params)}"
        if key in seen and len(seen[key]) >= 3:
            continue
        texts = {}
        for lang in LANGS:
            pattern = bundle(lang).get_message(key).value
            assert pattern is not None
            formatted, errors = bundle(lang).format_pattern(pattern, dict(error.params))
            assert not errors, (lang, key, errors)
            text = str(formatted)
            assert text == t(lang, key, **error.params)
            texts[lang] = text
            no_key(text)
        assert len(set(texts.values())) == 3 and has_arabic_script(texts["fa"])
        assert has_arabic_script(texts["fa"][0]), "a Persian refusal opens with a Persian word (right to left in Discord)"
        seen.setdefault(key, set()).add(texts["de"])
    assert {error_key(code) for code in codes} == set(seen)


def test_refusals_read_well() -> None:
    de = t("de", "err-abracadabra-must-follow", action="play 2C", suit="H")
    assert de == "`play 2C` abgelehnt: du musst Herz bedienen."
    fa = t("fa", "err-abracadabra-suit-taken", action="suit D", suit="D", seat=2)
    assert fa == "حرکت `suit D` رد شد: خال خشت را پیش‌تر کس دیگری برداشته است."
    assert latin(t("de", "err-abracadabra-bid-range", action="bid 3", low=5, high=13)).endswith("mindestens 5 und höchstens 13 sein.")
    assert t("de", "err-abracadabra-wrong-step", action="play 2C", phase="bid") == "`play 2C` geht jetzt nicht: biete oder passe."


# ---------------------------------------------------------------- texts
def played(players: int, options: Mapping[str, object], seed: int) -> Iterator[tuple[dict[str, Any], dict[str, Any], list[str], list[Event]]]:
    """Every decision of two random deals: the decider's and the public view before it, the choices, the events."""
    state = GAME.new(players, seed, {**options, "deals": 2})
    rng = random.Random(seed)
    while not state.is_over():
        (seat,) = state.to_move()
        view, public = state.view(seat), state.view(None)
        actions = [str(a) for a in state.legal_actions(seat)]
        events = state.apply(seat, GAME.parse_action(rng.choice(actions)))
        yield view, public, actions, events


@pytest.mark.parametrize("lang", ["de", "fa"])
def test_event_lines_labels_groups_menus_and_prompts_are_translated(lang: str) -> None:
    kinds: set[str] = set()
    phases: set[str] = set()
    multis = 0
    for players, options, seed in [(4, {}, 4), (3, {"joker": "without"}, 8), (2, {}, 3), (2, {"dummy": "no"}, 5)]:
        for view, public, actions, events in played(players, options, seed):
            phases.add(view["phase"])
            for viewer in (view, public):
                prompt = turn_prompt(viewer, NAMES, lang)
                no_key(prompt)
                assert prompt != turn_prompt(viewer, NAMES, "en") and "None" not in prompt
                if lang == "fa":
                    assert prompt.startswith(RLM) and has_arabic_script(prompt)
            chosen = multi_choice(actions, view, lang)
            if chosen is not None:
                multis += 1
                (multi,), rest = chosen
                no_key(multi.placeholder)
                assert 0 < len(multi.placeholder) <= 150 and all(0 < len(label) <= 100 for label, _ in multi.options)
                (english_multi,), _ = multi_choice(actions, view, "en") or ([], [])
                assert all(mine[0] != theirs[0] and mine[1] == theirs[1] for mine, theirs in zip(multi.options, english_multi.options, strict=True))
                actions = rest
            for action in actions[:60]:
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
                    assert has_arabic_script(line) and line.startswith(RLM)
    assert {"deal", "hand", "suit", "bid", "declarer", "place", "placed", "trick", "deal_end", "game_over"} <= kinds
    assert {"suit", "bid", "place", "right", "expose", "play"} <= phases
    assert multis > 0


def test_words_of_each_language() -> None:
    view = GAME.new(4, 1, {}).view(0)
    joker = {"joker_as": "4D"}
    assert [action_label(f"suit {s}", view, "de") for s in "SHDC"] == ["♠ Pik", "♥ Herz", "♦ Karo", "♣ Kreuz"]
    assert [action_label(f"suit {s}", view, "fa") for s in "SHDC"] == ["♠ پیک", "♥ دل", "♦ خشت", "♣ گشنیز"]
    assert action_label("bid 4", view, "de") == "4 bieten" and latin(action_label("bid 4", view, "fa")) == "4 می‌خوانم"
    assert action_label("play JK", joker, "de") == "Joker (4♦)"
    assert action_label("play JK", joker, "fa") == f"ژوکر ({LRM}4♦{LRM})"
    assert action_label("place 9 A 4", view, "de") == "Stiche A 4 9 ansagen"
    assert action_label("right none", view, "fa") == "هیچ کارتی به راست نمی‌رود"
    assert action_group("play QH", view, "de") == "♥ Herz" and action_group("play JK", joker, "fa") == "♦ خشت"
    assert action_group("place A 4 9", view, "de") == "3 Karten auslegen"
    assert action_group("place A", view, "en") == "place 1 card"
    assert action_group("bid 4", view, "de") == "Gebot"
    won = Event("abracadabra", {"trick": 3, "rank": 3}, seat=1)
    assert event_line(won, NAMES, "de") == "✨ **Abrakadabra!** Bahram hat den 3. Stich angesagt und gewonnen (+3)."
    assert latin(event_line(won, NAMES, "fa") or "") == "✨ **آبراکادابرا!** Bahram دست سوم را نام برده بود و آن را برد (+3)."
    assert "11th trick" in (event_line(Event("centre", {"trick": 11, "rank": 11}, seat=0), NAMES) or "")
    assert "دست یازدهم" in (event_line(Event("centre", {"trick": 11, "rank": 11}, seat=0), NAMES, "fa") or "")
    scored = Event("deal_end", {"deal": 2, "scores": [{"total": 12}, {"total": -3}], "totals": [40, -3]})
    assert event_line(scored, NAMES) == "**Deal 2 scored** — Ana +12, Bahram -3 · totals 40, -3"
    assert event_line(scored, NAMES, "de") == "**Runde 2 gewertet** — Ana +12, Bahram -3 · Stand 40, -3"
    assert latin(event_line(scored, NAMES, "fa") or "") == "**امتیاز دور 2** — Ana +12، Bahram -3 · مجموع 40، -3"
    assert (event_line(scored, NAMES, "fa") or "").count(LRM) == 4, "signed numbers keep their sign on the left"
    hand = Event("hand", {"cards": ["QH", "10S"]}, seat=0, to=frozenset({0}))
    assert event_line(hand, NAMES, "fa") == f"{RLM}ورق‌های شما: {LRM}Q♥{LRM} {LRM}10♠{LRM}"
    state = GAME.new(2, 5, {})
    assert turn_prompt(state.view(None), NAMES, "de") == "Bahram wählt eine Ansagefarbe."
    assert turn_prompt(state.view(None), NAMES, "fa") == f"{RLM}{FSI}Bahram{PDI} خال تعهدش را انتخاب می‌کند."
    # A Persian name in a German line is set apart, so the line stays left to right; Latin names in English stay as they are.
    assert turn_prompt(state.view(None), PERSIAN_NAMES, "de") == "Benedikt wählt eine Ansagefarbe."
    assert event_line(Event("pass", {}, seat=0), PERSIAN_NAMES, "de") == f"{FSI}آناهیتا{PDI} passt."
    assert event_line(Event("pass", {}, seat=0), NAMES, "en") == "Ana passes."


def test_multi_select_of_bid_cards_in_german_and_persian() -> None:
    view = {"seat": 0, "bid_cards": [{"suit": "S"}]}
    actions = ["place none", "place 4", "place 9", "place J", "place 4 9", "place 4 J", "place 9 J", "place 4 9 J"]
    (multi,), rest = multi_choice(actions, view, "de") or ([], [])
    assert rest == ["place none"] and multi.placeholder == "Wähle 1–3 Ansagekarten: die Stiche, die du gewinnst"
    assert multi.options[2] == ("J♠ · 11. Stich", "J")
    (multi,), _ = multi_choice(actions, view, "fa") or ([], [])
    assert latin(multi.placeholder) == "1 تا 3 کارت تعهد انتخاب کنید: دست‌هایی که می‌برید"
    assert multi.options[0] == (f"{LRM}4♠{LRM} · دست چهارم", "4")


# ---------------------------------------------------------------- images
class Recorder:
    """Checks every text drawn while rendering: inside its image and its block, within its `max_width`."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.boxes: list[tuple[str, tuple[float, float, float, float]]] = []
        self.problems: list[str] = []
        self.block: tuple[int, int] | None = None

    def wrap_text(self, original: Callable[..., Any]) -> Callable[..., Any]:
        recorder = self

        def text(draw: ImageDraw.ImageDraw, xy: Any, text: str, fill: Any = None, font: Any = None, anchor: Any = None, **kwargs: Any) -> Any:
            options = {k: v for k, v in kwargs.items() if k in ("direction", "language", "features")}
            left, top, right, bottom = draw.textbbox(xy, text, font=font, anchor=anchor, **options)
            width, height = draw.im.size
            recorder.texts.append(text)
            recorder.boxes.append((text, (left, top, right, bottom)))
            if left < 0 or top < 0 or right > width or bottom > height:
                recorder.problems.append(f"{text!r} at {(left, top, right, bottom)} outside {width}×{height}")
            if recorder.block and recorder.block[1] > 0 and (left < recorder.block[0] - 1 or right > recorder.block[1] + 1):
                recorder.problems.append(f"{text!r} at {(left, right)} outside its block {recorder.block}")
            return original(draw, xy, text, fill, font, anchor, **kwargs)

        return text

    def wrap_label(self, original: Callable[..., tuple[int, int]]) -> Callable[..., tuple[int, int]]:
        recorder = self

        def label(draw: ImageDraw.ImageDraw, xy: Any, text: str, size: int, **kwargs: Any) -> tuple[int, int]:
            width, height = original(draw, xy, text, size, **kwargs)
            limit = kwargs.get("max_width")
            if limit is not None and width > limit + 2:
                recorder.problems.append(f"{text!r} is {width} px wide in a box of {limit}")
            return width, height

        return label

    def wrap_pen(self, original: Callable[..., int]) -> Callable[..., int]:
        recorder = self

        def text(pen: abracadabra_render.Pen, *args: Any, **kwargs: Any) -> int:
            recorder.block = (pen.left, pen.right)
            try:
                return original(pen, *args, **kwargs)
            finally:
                recorder.block = None

        return text


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    rec = Recorder()
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", rec.wrap_text(ImageDraw.ImageDraw.text))
    monkeypatch.setattr(abracadabra_render, "draw_label", rec.wrap_label(draw_label))
    monkeypatch.setattr(abracadabra_render.Pen, "text", rec.wrap_pen(abracadabra_render.Pen.text))
    yield rec


def advanced(players: int, options: Mapping[str, object], seed: int, decisions: int) -> State:
    state = GAME.new(players, seed, {"deals": 2, **options})
    rng = random.Random(seed)
    for _ in range(decisions):
        if state.is_over():
            break
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def positions() -> Iterator[tuple[str, State]]:
    for players, options in [(4, {}), (3, {"joker": "without"}), (2, {}), (2, {"dummy": "no"})]:
        for decisions in (0, 14, 30, 60):
            yield f"{players}p{options}-{decisions}", advanced(players, options, decisions, decisions)
        yield f"{players}p{options}-over", advanced(players, options, 1, 100_000)


def check(image: Image.Image) -> None:
    assert image.mode == "RGB" and image.width == 1280 and image.height < image.width
    assert len(encode_png(image)) < LIMIT


@pytest.mark.parametrize("lang", LANGS)
def test_every_image_renders_and_nothing_overflows(lang: str, recorder: Recorder) -> None:
    for name, state in positions():
        for names in (None, LONG_NAMES, PERSIAN_NAMES):
            players = len(state.view(None)["scores"])
            seats = range(players) if names else (0,)
            views = [state.view(None), *(state.view(s) for s in seats)]
            for view in views:
                if names:
                    view["names"] = names[:players]
                check(abracadabra_render.render_table(view, lang=lang))
                if view["seat"] is not None:
                    check(abracadabra_render.render_hand(view, lang=lang))
            if state.is_over():
                check(abracadabra_render.render_final(views[0], lang=lang))
        assert not recorder.problems, f"{lang} {name}: {recorder.problems[:5]}"
    assert not [text for text in recorder.texts if "abracadabra-" in text]
    persian = [text for text in recorder.texts if has_arabic_script(text)]
    if lang == "fa":
        assert len(persian) > 500
    else:
        assert all(any(n[:5] in text for n in PERSIAN_NAMES) for text in persian)  # only the players' names (maybe shortened)


def test_labels_in_german_and_persian(recorder: Recorder) -> None:
    state = advanced(4, {}, 30, 30)
    view = state.view(0)
    abracadabra_render.render_table(view, lang="de")
    abracadabra_render.render_hand(view, lang="de")
    german = {latin(text) for text in recorder.texts}
    assert any(text.startswith("Runde 1  ·  Stich 4/13  ·  Trumpf") for text in german)
    assert {"aufgedeckt", "Mitte", "Deine angesagten Stiche:"} <= german
    assert any(text.startswith("Spieler A (du)") for text in german) and any(text.startswith("Ansagefarbe ") for text in german)
    recorder.texts.clear()
    abracadabra_render.render_table(view, lang="fa")
    abracadabra_render.render_hand(view, lang="fa")
    persian = {latin(text) for text in recorder.texts}
    assert any(text.startswith("دور 1  ·  دست 4 از 13  ·  حکم") for text in persian)
    assert {"آبراکادابرا", "کارت رو", "وسط", "چپ", "دست‌های نام‌برده:"} <= persian
    holds_joker = GAME.new(4, 18, {}).view(0)
    assert "JK" in holds_joker["hand"]
    recorder.texts.clear()
    abracadabra_render.render_hand(holds_joker, lang="fa")
    assert "ژوکر" in recorder.texts and "JOKER" not in recorder.texts, "the Joker's face reads in Persian too"
    final = advanced(3, {}, 1, 100_000)
    recorder.texts.clear()
    abracadabra_render.render_final(final.view(None), lang="fa")
    assert {"آبراکادابرا — جدول نهایی", "امتیاز هر دور", "مجموع امتیاز پس از هر دور", "★ برنده"} <= set(recorder.texts)


def test_persian_labels_are_mirrored(recorder: Recorder) -> None:
    """Right to left, the title sits at the right edge and the turn at the left; card codes stay in order."""
    view = advanced(4, {}, 30, 30).view(0)

    def box(lang: str, text: str) -> tuple[float, float, float, float]:
        recorder.boxes.clear()
        abracadabra_render.render_table(view, lang=lang)
        return next(b for drawn, b in recorder.boxes if drawn == text)

    assert box("en", "Abracadabra")[0] == pytest.approx(34, abs=4)
    assert box("fa", "آبراکادابرا")[2] == pytest.approx(1246, abs=4)
    assert box("en", "Player D to play")[2] == pytest.approx(1246, abs=4)
    assert box("fa", f"نوبت {FSI}بازیکن D{PDI}")[0] == pytest.approx(34, abs=4)
    assert box("en", "Joker = 8♦")[0] < 640 < box("fa", f"ژوکر = {LRM}8♦{LRM}")[2]
