"""Abracadabra in English, German and Persian: texts and images translated, no label overflows.

That every key is in every language with the same placeholders is test_catalog.py's (for every catalog)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping

import pytest
from PIL import Image

import render.abracadabra as abracadabra_render
import render.abracadabra.faces as abracadabra_faces
import render.abracadabra.hand as abracadabra_hand
import render.abracadabra.table as abracadabra_table
import render.mirror as mirror_render
from bot.games.abracadabra import GAME
from bot.games.base import Event, GameError, State
from bot.i18n import bundle, t
from cogs.errors import error_key
from cogs.rules import rules_pages
from render.common import has_arabic_script
from tests.i18n.support import (
    FSI,
    LANGS,
    LRM,
    PDI,
    RLM,
    PngSizes,
    Recorder,
    advanced,
    assert_persian_only_where_due,
    catalog,
    check_catalog,
    check_label,
    decisions,
    engine_codes,
    latin,
    no_key,
    refusal_texts,
    translated,
    views_and_choices,
)
from tests.support.texts import ByText
from wording.text.abracadabra import event_line, turn_prompt

TEXTS = ByText("abracadabra")  # the game's texts, given action texts as the tests write them
action_group = TEXTS.action_group
action_label = TEXTS.action_label
multi_choice = TEXTS.multi_choice

DOMAIN = "abracadabra"
NAMES = ["Ana", "Bahram", "Cäcilie", "Dariush"]
LONG_NAMES = ["Maximilian-Alexander", "Bartholomäus von Hohenzollern", "Cy", "Dee"]
PERSIAN_NAMES = ["آناهیتا", "Benedikt", "کوروش بزرگ هخامنشی", "دل‌آرا"]
LIMIT = 300 * 1024


def test_the_catalog_is_whole() -> None:
    check_catalog(DOMAIN, more_than=150, prefixes=("abracadabra-", "err-abracadabra-"))


def test_rules_summary_in_each_language() -> None:
    words = {
        "en": ["Declarer", "trump", "trick", "dummy"],
        "de": ["Stich", "Trumpf", "Spielführer", "Ansage", "Strohmann", "Abrakadabra!"],
        "fa": ["دست", "حکم", "خال", "حاکم", "تعهد", "دامی", "آبراکادابرا!"],
    }
    for lang in LANGS:
        text = "\n".join(rules_pages(GAME, lang))
        assert 1200 < len(text) < 3600, (lang, len(text))
        assert text.startswith("**") and f"**{t(lang, 'abracadabra-label-place-none')}**" in text
        no_key(text, DOMAIN)
        for word in words[lang]:
            assert word in text, (lang, word)


# ---------------------------------------------------------------- refusals
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
    english = catalog(DOMAIN)
    codes = engine_codes("abracadabra", r'"(abracadabra\.[a-z_]+)"')
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
        texts = refusal_texts(error, DOMAIN)
        for lang, text in texts.items():
            pattern = bundle(lang).get_message(key).value
            assert pattern is not None
            formatted, errors = bundle(lang).format_pattern(pattern, dict(error.params))
            assert not errors, (lang, key, errors)
            assert str(formatted) == text
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
@pytest.mark.parametrize("lang", ["de", "fa"])
def test_event_lines_labels_groups_menus_and_prompts_are_translated(lang: str) -> None:
    kinds: set[str] = set()
    phases: set[str] = set()
    multis = 0
    for players, options, seed in [(4, {}, 4), (3, {"joker": "without"}, 8), (2, {}, 3), (2, {"dummy": "no"}, 5)]:
        state = GAME.new(players, seed, {**options, "deals": 2})  # two random deals
        for (view, public, actions), _, events in decisions(state, random.Random(seed), views_and_choices):
            phases.add(view["phase"])
            for viewer in (view, public):
                prompt = turn_prompt(viewer, NAMES, lang)
                translated(prompt, turn_prompt(viewer, NAMES, "en"), lang, DOMAIN)
                assert lang != "fa" or prompt.startswith(RLM), prompt
            chosen = multi_choice(actions, view, lang)
            if chosen is not None and chosen[0]:
                multis += 1
                (multi,), rest = chosen
                no_key(multi.placeholder, DOMAIN)
                assert 0 < len(multi.placeholder) <= 150 and all(0 < len(label) <= 100 for label, _ in multi.options)
                (english_multi,), _ = multi_choice(actions, view, "en") or ([], [])
                assert all(mine[0] != theirs[0] and mine[1] == theirs[1] for mine, theirs in zip(multi.options, english_multi.options, strict=True))
                actions = rest
            for action in actions[:60]:
                check_label(action_label(action, view, lang), action_group(action, view, lang), DOMAIN)
            for event in events:
                line = event_line(event, NAMES, lang)
                if event.kind == "play" and not event.data["dummy"]:
                    # "Bahram: K♣" is a name and a card in every language (the Joker's name translated), no other words.
                    assert event.seat is not None and unmarked(line).startswith(f"{NAMES[event.seat]}: **"), line
                    assert event.data["card"] == "JK" or unmarked(line) == unmarked(event_line(event, NAMES, "en")), line
                    kinds.add(event.kind)
                elif translated(line, event_line(event, NAMES, "en"), lang, DOMAIN):
                    kinds.add(event.kind)
                    assert lang != "fa" or str(line).startswith(RLM), line
    assert {"deal", "hand", "suit", "bid", "declarer", "place", "placed", "play", "trick", "deal_end"} <= kinds
    assert {"suit", "bid", "place", "right", "expose", "play"} <= phases
    assert multis > 0


def unmarked(line: str | None) -> str:
    """A line without its direction marks and isolates."""
    return "".join(ch for ch in line or "" if ch not in (LRM, RLM, FSI, PDI))


def test_words_of_each_language() -> None:
    view = GAME.new(4, 1, {}).view(0)
    joker = {"game": "abracadabra", "joker_as": "4D"}
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
    view = {"game": "abracadabra", "seat": 0, "bid_cards": [{"suit": "S"}]}
    actions = ["place none", "place 4", "place 9", "place J", "place 4 9", "place 4 J", "place 9 J", "place 4 9 J"]
    (multi,), rest = multi_choice(actions, view, "de") or ([], [])
    assert rest == ["place none"] and multi.placeholder == "Wähle 1–3 Ansagekarten: die Stiche, die du gewinnst"
    assert multi.options[2] == ("J♠ · 11. Stich", "J")
    (multi,), _ = multi_choice(actions, view, "fa") or ([], [])
    assert latin(multi.placeholder) == "1 تا 3 کارت تعهد انتخاب کنید: دست‌هایی که می‌برید"
    assert multi.options[0] == (f"{LRM}4♠{LRM} · دست چهارم", "4")


# ---------------------------------------------------------------- images
@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    rec = Recorder(DOMAIN, slack=2)
    rec.watch_text(monkeypatch)
    for module in (abracadabra_faces, abracadabra_table, abracadabra_hand):  # the labels drawn directly
        rec.watch_label(monkeypatch, module, "draw_label")
    rec.watch_label(monkeypatch, mirror_render, "draw_label")  # the labels placed through a Mirror
    rec.watch_block(monkeypatch, mirror_render.Mirror, "label")  # a panel's texts stay inside the panel
    yield rec


def reached(players: int, options: Mapping[str, object], seed: int, steps: int) -> State:
    return advanced(GAME.new(players, seed, {"deals": 2, **options}), random.Random(seed), steps)


def positions() -> Iterator[tuple[str, State]]:
    for players, options in [(4, {}), (3, {"joker": "without"}), (2, {}), (2, {"dummy": "no"})]:
        for steps in (0, 14, 30, 60):
            yield f"{players}p{options}-{steps}", reached(players, options, steps, steps)
        yield f"{players}p{options}-over", reached(players, options, 1, 100_000)


def check(image: Image.Image, sizes: PngSizes, what: str) -> None:
    assert image.mode == "P" and image.width in (abracadabra_table.TABLE_SIZE[0], abracadabra_hand.HAND_SIZE[0]) and image.height < image.width
    sizes.add(what, image)


@pytest.mark.parametrize("lang", LANGS)
def test_every_image_renders_and_nothing_overflows(lang: str, recorder: Recorder) -> None:
    with PngSizes() as sizes:
        for name, state in positions():
            for names in (None, LONG_NAMES, PERSIAN_NAMES):
                players = len(state.view(None)["scores"])
                seats = range(players) if names else (0,)
                views = [state.view(None), *(state.view(s) for s in seats)]
                for view in views:
                    if names:
                        view["names"] = names[:players]
                    check(abracadabra_render.render_table(view, lang=lang), sizes, f"{name} table {view['seat']}")
                    if view["seat"] is not None:
                        check(abracadabra_render.render_hand(view, lang=lang), sizes, f"{name} hand {view['seat']}")
                if state.is_over():
                    check(abracadabra_render.render_final(views[0], lang=lang), sizes, f"{name} final")
            assert not recorder.problems, f"{lang} {name}: {recorder.problems[:5]}"
    assert not [(what, size) for what, size in sizes if size >= LIMIT]
    # Elsewhere only the players' names are Persian (maybe shortened).
    assert_persian_only_where_due(recorder.texts, lang, at_least=500, names=[name[:5] for name in PERSIAN_NAMES])


def test_labels_in_german_and_persian(recorder: Recorder) -> None:
    state = reached(4, {}, 30, 30)
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
    final = reached(3, {}, 1, 100_000)
    recorder.texts.clear()
    abracadabra_render.render_final(final.view(None), lang="fa")
    assert {"آبراکادابرا — جدول نهایی", "امتیاز هر دور", "مجموع امتیاز پس از هر دور", "★ برنده"} <= set(recorder.texts)


def test_persian_labels_are_mirrored(recorder: Recorder) -> None:
    """Right to left, the title sits at the right edge and the turn at the left; card codes stay in order."""
    view = reached(4, {}, 30, 30).view(0)

    def box(lang: str, text: str) -> tuple[float, float, float, float]:
        recorder.boxes.clear()
        abracadabra_render.render_table(view, lang=lang)
        return next(b for drawn, b in recorder.boxes if drawn == text)

    assert box("en", "Abracadabra")[0] == pytest.approx(34, abs=4)
    assert box("fa", "آبراکادابرا")[2] == pytest.approx(1246, abs=4)
    # Whose turn it is: the header's second line, from the reading start.
    assert box("en", "Player D to play")[0] == pytest.approx(34, abs=4)
    assert box("fa", f"نوبت {FSI}بازیکن D{PDI}")[2] == pytest.approx(1246, abs=4)
    assert box("en", "Joker = 8♦")[0] < 640 < box("fa", f"ژوکر = {LRM}8♦{LRM}")[2]
