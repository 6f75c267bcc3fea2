"""Druids in English, German and Persian: texts and images translated, no label overflows.

That every key is in every language with the same placeholders is test_catalog.py's (for every catalog)."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from PIL import Image

import render.druids as druids_render
import render.druids.faces as druids_faces
import render.druids.final as druids_final
import render.druids.hand as druids_hand
import render.druids.table as druids_table
import render.mirror as mirror_render
from bot.games.base import GameError
from bot.games.druids import GAME
from bot.games.druids.state import DruidsState
from cogs.errors import error_key
from cogs.rules import rules_pages
from tests.games.druids.helpers import play_all, position
from tests.i18n.support import (
    LANGS,
    RLM,
    PngSizes,
    Recorder,
    advanced,
    ascii_digits,
    assert_persian_only_where_due,
    catalog,
    check_catalog,
    check_label,
    decisions,
    engine_codes,
    no_key,
    refusal_texts,
    refused,
    translated,
)
from tests.support.texts import ByText
from wording.text.druids import event_line, turn_prompt

TEXTS = ByText("druids")  # the game's texts, given action texts as the tests write them
action_group = TEXTS.action_group
action_label = TEXTS.action_label

DOMAIN = "druids"
NAMES = ["Ana", "Bahram", "Cäcilie", "Dariush", "Eve"]
PERSIAN_NAMES = ["علی", "Benedikt von Hohenzollern", "مریم", "Dee", "Eve"]
LIMIT = 300 * 1024


def test_the_catalog_is_whole_and_its_keys_plain() -> None:
    english = check_catalog(DOMAIN, more_than=100, prefixes=("druids-", "err-druids-"))
    assert not [key for key in english if not re.fullmatch(r"[a-z][a-z0-9-]*", key)]


def test_rules_summary_in_each_language() -> None:
    domains = {
        "en": ["Healing", "Divination", "Shapeshifting", "Astronomy", "Fine Arts"],
        "de": ["Heilkunde", "Wahrsagen", "Gestaltwandlung", "Sternenkunde", "Schöne Künste", "Goldene Sichel", "Mistelzweig"],
        "fa": ["شفابخشی", "پیشگویی", "ستاره‌شناسی", "هنرهای زیبا", "گایا", "داس زرین", "دارواش"],
    }
    for lang in LANGS:
        text = "\n".join(rules_pages(GAME, lang))
        assert 1200 < len(text) < 2400, (lang, len(text))
        no_key(text, DOMAIN)
        assert "GAIA" not in text and text.startswith("**")
        for word in domains[lang]:
            assert word in text, (lang, word)


def refusals() -> Iterator[GameError]:
    """A real refusal for (nearly) every code, with the parameters the engine passes."""
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
    return refused(GAME, ("play GAIA", "play X9", "sickle Q", "hello there"), attempts)


def test_every_engine_refusal_has_a_message_in_every_language() -> None:
    english = catalog(DOMAIN)
    codes = engine_codes("druids", r'code="(druids\.[a-z_]+)"')
    assert len(codes) >= 12
    for code in codes:
        assert error_key(code) in english, code
    seen = set()
    for error in refusals():
        assert error.code in codes
        seen.add(error.code)
        refusal_texts(error, DOMAIN)
    assert len(seen) >= 12


# ---------------------------------------------------------------- texts
@pytest.mark.parametrize("lang", ["de", "fa"])
def test_event_lines_labels_groups_and_prompts_are_translated(lang: str) -> None:
    kinds: set[str] = set()
    phases: set[str] = set()
    for players, variant, seed in [(3, "basic", 5), (4, "sun-moon", 8), (5, "basic", 13)]:
        state = GAME.new(players, seed, {"rounds": 2, "variant": variant})
        for before, seat, events in decisions(state, random.Random(seed), lambda game, _: game.copy()):
            view = before.view(seat)
            phases.add(view["phase"])
            for viewer in (view, before.view(None)):
                translated(turn_prompt(viewer, NAMES, lang), turn_prompt(viewer, NAMES, "en"), lang, DOMAIN)
            for action in view["legal"]:
                check_label(action_label(action, view, lang), action_group(action, view, lang), DOMAIN)
            for event in events:
                line = event_line(event, NAMES, lang)
                if translated(line, event_line(event, NAMES, "en"), lang, DOMAIN):
                    kinds.add(event.kind)
                    assert lang != "fa" or str(line).startswith(RLM), line
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
    assert ascii_digits(turn_prompt(state.view(1), NAMES, "fa")) == "\u200fنوبت شما در دست 1: باید ♫ بنفش بازی کنید."


def test_round_table_in_german_and_persian() -> None:
    state = position([["G3"], ["G5"], ["Y1"]], stacks=[{"B": ["B2"]}, {"R": ["R12"]}, {}], rounds=3, round_no=2, totals=[4, 0, 9], history=[[4, 0, 9]])
    events = play_all(state, "play G3", "play G5", "play Y1")
    (german,) = [line for e in events if e.kind == "round_end" and (line := event_line(e, NAMES, "de"))]
    assert german.startswith("**Runde 2 gewertet**\n```\n")
    rows = german.split("```")[1].strip("\n").split("\n")
    assert rows[0].split() == ["oberste", "Karten", "Runde", "gesamt"]
    assert len({len(r) for r in rows}) == 1, "aligned columns"
    (persian,) = [line for e in events if e.kind == "round_end" and (line := event_line(e, NAMES, "fa"))]
    assert "امتیازهای دور 2" in ascii_digits(persian) and "مجموع" in persian


# ---------------------------------------------------------------- images
@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    rec = Recorder(DOMAIN)
    rec.watch_text(monkeypatch)
    for module in (druids_faces, druids_hand, druids_final):  # the labels drawn directly
        rec.watch_label(monkeypatch, module, "draw_label")
    rec.watch_label(monkeypatch, mirror_render, "draw_label")  # the labels placed through a Mirror
    druids_render.card_face.cache_clear()  # faces are drawn once: draw them again under the recorder
    druids_table._table_base.cache_clear()
    yield rec
    druids_render.card_face.cache_clear()


def reached(players: int, steps: int, options: dict[str, object] | None = None) -> DruidsState:
    return advanced(GAME.new(players, f"i18n-{players}", options or {}), random.Random(players), steps)


def positions() -> Iterator[tuple[str, DruidsState]]:
    for players in (3, 4, 5):
        options: dict[str, object] = {"variant": "sun-moon"} if players != 4 else {}
        for steps in (0, 1, 23, 57):
            yield f"{players}p-{steps}", reached(players, steps, options)
        yield f"{players}p-over", reached(players, 100_000, {**options, "rounds": 10 if players == 5 else 2})
    tie = position(
        [["R3", "V1"], ["SICKLE", "Y1"], ["R10", "G1"], ["R5", "Y2"]],
        stacks=[{}, {}, {"B": ["B9"], "G": ["G4", "G9"]}, {"Y": ["Y3"], "G": ["G1"], "R": ["R2"], "V": ["V8"]}],
    )
    play_all(tie, "play R3", "play SICKLE", "play R10", "play R5")
    yield "sickle", tie


def check(image: Image.Image, sizes: PngSizes, what: str) -> None:
    assert image.width == 1280 and image.height < image.width and image.mode == "P"
    sizes.add(what, image)


@pytest.mark.parametrize("lang", LANGS)
def test_every_image_renders_and_nothing_overflows(lang: str, recorder: Recorder) -> None:
    with PngSizes() as sizes:
        for name, state in positions():
            for names in (None, NAMES, PERSIAN_NAMES):
                seats = range(state.players) if names else ()  # default names ("Player A") from the public view
                views = [state.view(None), *(state.view(s) for s in seats)]
                for view in views:
                    if names:
                        view["names"] = names
                    check(druids_render.render_table(view, lang=lang), sizes, f"{name} table {view['seat']}")
                    if view["seat"] is not None:
                        check(druids_render.render_hand(view, lang=lang), sizes, f"{name} hand {view['seat']}")
                if state.is_over():
                    check(druids_render.render_final(views[0], lang=lang), sizes, f"{name} final")
            assert not recorder.problems, f"{name}: {recorder.problems[:5]}"
    assert not [(what, size) for what, size in sizes if size >= LIMIT]
    assert_persian_only_where_due(recorder.texts, lang, at_least=100, names=PERSIAN_NAMES[::2])  # only the players' names


def test_labels_in_german_and_persian(recorder: Recorder) -> None:
    state = reached(4, 23, {"variant": "sun-moon"})
    view = state.view(1)
    druids_render.render_table(view, lang="de")
    druids_render.render_hand(view, lang="de")
    assert any(text.startswith("Druids · Runde 1/5 · Stich") for text in recorder.texts)
    assert "Deine Stapel" in recorder.texts and "Karten auf der Hand" in recorder.texts
    recorder.texts.clear()
    druids_render.render_table(view, lang="fa")
    druids_render.render_hand(view, lang="fa")
    assert any(ascii_digits(text).startswith("درویدها · دور 1/5 · دست") for text in recorder.texts)
    assert "دسته‌های شما" in recorder.texts and "کارت‌های در دست" in recorder.texts
    final = reached(3, 100_000, {"rounds": 2})
    recorder.texts.clear()
    druids_render.render_final(final.view(None), lang="fa")
    assert {"امتیاز پس از هر دور", "مجموع", "دور 1", "درویدها · رده‌بندی نهایی"} <= {ascii_digits(text) for text in recorder.texts}
    assert druids_render.signed(-3, "fa") == "\u200e-۳" and druids_render.signed(4, "fa", plus=True) == "\u200e+۴"
    assert druids_render.signed(-3, "en") == "-3" and druids_render.signed(4, "de", plus=True) == "+4"
