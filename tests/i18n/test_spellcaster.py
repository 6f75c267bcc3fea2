"""Spellcaster in English, German and Persian: catalogs complete (every card's name and text), event lines,
labels, prompts, refusals, `/spellcaster cards` and images translated; no label overflows its room."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

import render.spellcaster as sc_render
import render.spellcaster.table as sc_table
from bot.games.base import GameError
from bot.games.spellcaster import GAME, SpellcasterState
from bot.games.spellcaster.cards import CARDS, PILES
from bot.i18n import discord_lang, t
from bot.kits import builtin_kits
from cogs.errors import error_key
from cogs.rules import rules_pages
from cogs.spellcaster import page_embed, page_view
from render.common import has_arabic_script
from tests.games.spellcaster.helpers import finished_view, position
from tests.i18n.support import (
    GAMES_DIR,
    LANGS,
    RLM,
    PngSizes,
    Recorder,
    advanced,
    assert_persian_only_where_due,
    catalog,
    check_catalog,
    decisions,
    engine_codes,
    no_key,
    refusal_texts,
    refused,
    translated,
)
from tests.support.texts import ByText, actions_of
from wording import present
from wording.text.spellcaster import event_line, turn_prompt

TEXTS = ByText("spellcaster")  # the game's texts, given action texts as the tests write them
action_group = TEXTS.action_group
action_label = TEXTS.action_label

KEY = DOMAIN = "spellcaster"
WORDS = builtin_kits()[KEY].wording
NAMES = ["Ana", "Ben"]
PERSIAN_NAMES = ["سارا", "Benedikt"]
PNG_CAP = 300 * 1024
ENGINE = GAMES_DIR / "spellcaster"


# ---------------------------------------------------------------- catalogs
def test_the_catalog_is_whole() -> None:
    check_catalog(DOMAIN, more_than=200, prefixes=("spellcaster-", "err-spellcaster-"))


def test_every_card_has_a_name_and_text_in_every_language() -> None:
    data = json.loads((ENGINE / "cards.json").read_text("utf-8"))["cards"]
    assert [card["id"] for card in data] == list(CARDS)
    for card in data:
        english_text = card["text"].removeprefix("ACTIVE:").strip()
        assert t("en", f"spellcaster-card-{card['id']}-name") == card["name"]
        assert t("en", f"spellcaster-card-{card['id']}-text") == english_text, "the catalog follows the card data"
        for lang in ("de", "fa"):
            name = t(lang, f"spellcaster-card-{card['id']}-name")
            text = t(lang, f"spellcaster-card-{card['id']}-text")
            no_key(name, DOMAIN)
            no_key(text, DOMAIN)
            assert text != english_text, (lang, card["id"])
            assert name != card["name"] or card["name"] == "Regeneration", (lang, name)
            if lang == "fa":
                assert has_arabic_script(name) and has_arabic_script(text)
    german = {t("de", f"spellcaster-card-{c}-name") for c in CARDS}
    persian = {t("fa", f"spellcaster-card-{c}-name") for c in CARDS}
    assert len(german) == len(persian) == len(CARDS), "no two cards share a name"


def test_german_card_texts_use_the_games_terms() -> None:
    texts = " ".join(t("de", f"spellcaster-card-{c}-text") for c in CARDS)
    assert "Energiekristall" in texts and "Saphir" in texts and "Energy" not in texts and "Sapphire" not in texts
    assert t("de", "spellcaster-card-R01-text") == "Der Gegner verliert 2 Energiekristalle."
    assert t("fa", "spellcaster-card-B01-text") == "۲ یاقوت بگیرید."


def test_rules_summary_in_each_language() -> None:
    words = {
        "en": ["Energy", "Sapphires", "red (combat)", "green (conjuring)"],
        "de": ["Energiekristalle", "Saphire", "Magier", "Rot (Kampf)", "Gelb (Heilung)", "Blau (Zauberei)", "Grün (Beschwörung)"],
        "fa": ["انرژی", "یاقوت", "جادوگر", "قرمز (نبرد)", "سبز (احضار)"],
    }
    for lang in LANGS:
        text = "\n".join(rules_pages(GAME, lang))
        assert 1200 < len(text) < 2400, (lang, len(text))
        option = t(discord_lang(lang), "opt-spellcaster-second-player-bonus-name")  # as Discord shows it
        assert text.startswith("**Spellcaster**") and f"`{option}: " in text and f"**{t(lang, 'spellcaster-label-draw')}**" in text
        no_key(text, DOMAIN)
        for word in words[lang]:
            assert word in text, (lang, word)


# ---------------------------------------------------------------- refusals
def refusals() -> Iterator[GameError]:
    """A real refusal for every code, with the parameters the engine passes."""
    thunder = position(piles={"red": [("R07", 0)]}, hands=[["B01"], ["Y01", "Y02"]])
    thunder.apply(0, "activate red")
    plain = position(piles={"red": [("R01", 1)], "blue": [("B08", 0)], "yellow": [("Y01", 0)]}, hands=[["B01"], []])
    plain.apply(0, "activate yellow")
    attempts: list[tuple[SpellcasterState, int, str]] = [
        (thunder, 1, "draw"),
        (thunder, 1, "discard B01"),
        (plain, 0, "play R02"),
        (plain, 0, "activate red"),
        (plain, 0, "activate blue"),
        (plain, 0, "activate yellow"),
        (plain, 0, "activate green"),
        (plain, 0, "keep B01"),
        (position(deck=[], hands=[["Y01"], []]), 0, "draw"),
    ]
    return refused(GAME, ("", "play Z99", "activate purple", "hello there"), attempts)


def test_every_engine_refusal_has_a_message_in_every_language() -> None:
    english = catalog(DOMAIN)
    codes = engine_codes("spellcaster", r'code="(spellcaster\.[a-z_]+)"')
    assert len(codes) == 9
    assert all(error_key(code) in english for code in codes)
    seen = set()
    for error in refusals():
        assert error.code in codes
        seen.add(error.code)
        # Lists (the possible answers) reach the catalog as text.
        params = {k: ", ".join(v) if isinstance(v, list) else v for k, v in error.params.items()}
        texts = refusal_texts(error, DOMAIN, params)
        for name in ("action", "text", "options"):
            if name in params:
                assert all(str(params[name]) in text for text in texts.values()), (name, texts)
    assert seen == codes


def test_refusals_name_the_card_in_the_readers_language() -> None:
    assert t("de", error_key("spellcaster.not_in_hand"), action="play R02", card="R02") == (
        "play R02: Du hast R02 (Flammenbestie) nicht auf der Hand."
    )
    waiting = t("fa", error_key("spellcaster.awaiting_choice"), action="draw", card="G01", kind="bargain")
    assert "معاملۀ نجواگونه" in waiting and "`decline`" in waiting


# ---------------------------------------------------------------- texts
def check_menu(view: dict[str, Any], actions: list[str], lang: str) -> None:
    """Every legal action is reachable from the menu in `lang`, with distinct labels and short groups."""
    menu = present.plan_menu(WORDS, actions_of(WORDS, actions), view, lang)
    menus = [menu, *(present.group_menu(WORDS, actions_of(WORDS, actions), view, group, lang) for group in menu.groups)]
    found = {a for m in menus for _, a in m.buttons} | {a for m in menus for _, opts in m.selects for _, a in opts}
    assert found == set(actions)
    labels = [label for m in menus for label, _ in m.buttons] + [label for m in menus for _, o in m.selects for label, _ in o]
    assert len(set(labels)) == len(labels), labels
    for label in labels:
        no_key(label, DOMAIN)
        assert 0 < len(label) <= 80 and not any(card_id in label for card_id in CARDS), label
    for placeholder, _ in menu.selects:
        no_key(placeholder, DOMAIN)
        assert 0 < len(placeholder) <= 60


def copy(state: SpellcasterState, _seat: int) -> SpellcasterState:
    return state.copy()


@pytest.mark.parametrize("lang", ["de", "fa"])
def test_event_lines_labels_groups_and_prompts_are_translated(lang: str) -> None:
    kinds: set[str] = set()
    questions: set[str] = set()
    for seed in range(12):
        state = GAME.new(2, seed)  # a random duel
        for before, seat, events in decisions(state, random.Random(seed), copy):
            view = before.view(seat)
            if view["awaiting"]:
                questions.add(view["awaiting"]["kind"])
            for viewer in (view, before.view(None), before.view(1 - seat)):
                translated(turn_prompt(viewer, NAMES, lang), turn_prompt(viewer, NAMES, "en"), lang, DOMAIN)
            actions = [str(a) for a in before.legal_actions(seat)]
            check_menu(view, actions, lang)
            for action in actions:
                assert action_label(action, view, lang) != action_label(action, view, "en") or action.startswith("activate")
            for event in events:
                line = event_line(event, NAMES, lang)
                if translated(line, event_line(event, NAMES, "en"), lang, DOMAIN, longest=300):
                    kinds.add(event.kind)
                    assert lang != "fa" or str(line).startswith(RLM), line
    assert {"turn", "play", "activate", "draw", "drew", "energy", "sapphires", "discard"} <= kinds
    assert {"discard", "bargain"} <= questions


def test_words_of_each_language() -> None:
    state = position(piles={"red": [("R01", 0)]}, hands=[["B01", "R08"], []])
    view = state.view(0)
    assert action_label("play B01", view, "de") == "Saphirruf (Blau) ausspielen"
    assert action_label("play R08", view, "de") == "Brennender Fluch (Rot, aktiver Zauber) ausspielen"
    assert action_label("activate red", view, "de") == "Rot aktivieren: Feuerblitz"
    assert action_label("draw", view, "de") == "Eine Karte ziehen"
    assert action_group("play B01", view, "de") == "Eine blaue Karte ausspielen…"
    assert action_label("play B01", view, "fa") == "بازی کردن ندای یاقوت (آبی)"
    assert action_label("activate red", view, "fa") == "فعال کردن قرمز: تیر آتش"
    assert action_group("activate red", view, "fa") == "کشیدن یا فعال کردن افسون"
    assert turn_prompt(view, NAMES, "de") == (
        "Du hast noch 2 Aktionen: Ziehe eine Karte, spiele eine aus deiner Hand aus oder aktiviere einen dir zugewandten Zauber."
    )
    assert turn_prompt(state.view(None), NAMES, "fa") == RLM + "نوبت Ana: ۲ کنش مانده — کشیدن، بازی کردن یا فعال کردن."
    events = state.apply(0, "activate red")
    lines = [event_line(e, NAMES, "de") for e in events]
    assert "Ana aktiviert **Feuerblitz** (Rot)." in lines
    assert "Feuerblitz: Ben verliert 2 Energiekristalle (jetzt 8)." in lines
    persian = [event_line(e, NAMES, "fa") for e in events]
    assert RLM + "تیر آتش: Ben ۲ انرژی از دست می‌دهد (اکنون ۸)." in persian
    bargain = position(piles={"green": [("G01", 0)]}, hands=[[], ["Y01", "B01"]])
    bargain.apply(0, "activate green")
    assert turn_prompt(bargain.view(1), NAMES, "de") == (
        "Geflüsterter Handel: Wirf eine Karte deiner Wahl ab – oder keine, dann zieht Ana 2."
    )
    assert action_label("decline", bargain.view(1), "de") == "Nichts abwerfen: Dein Gegner zieht 2"
    fumble = position(piles={"green": [("G03", 0)], "red": [("R08", 1)], "blue": [("B08", 1)]})
    fumble.apply(0, "activate green")
    assert action_label("pile blue", fumble.view(0), "de") == "Saphirquelle abwerfen (Stapel Blau)"
    assert action_label("pile blue", fumble.view(0), "fa") == "دور انداختن چشمۀ یاقوت (پشتۀ آبی)"


def test_big_choices_of_a_card_go_by_colour_in_every_language() -> None:
    everything = sorted(CARDS)
    thunder = position(piles={"red": [("R07", 0)]}, hands=[[], everything])
    thunder.apply(0, "activate red")
    view = thunder.view(1)
    actions = [str(a) for a in thunder.legal_actions(1)]
    for lang in LANGS:
        check_menu(view, actions, lang)
    german = present.plan_menu(WORDS, actions_of(WORDS, actions), view, "de")
    assert [p for p, _ in german.selects] == [f"Eine {c} Karte abwerfen…" for c in ("rote", "gelbe", "blaue", "grüne")]
    turn = position(piles={"red": [("R01", 0)]}, hands=[everything, []])
    persian = present.plan_menu(WORDS, actions_of(WORDS, [str(a) for a in turn.legal_actions(0)]), turn.view(0), "fa")
    assert [p for p, _ in persian.selects][1] == "بازی کردن کارت قرمز یا زرد…"


def test_persian_names_keep_english_and_german_lines_left_to_right() -> None:
    from bot.games.base import Event

    play = Event("play", {"card": "R01", "pile": "red"}, seat=0)
    assert event_line(play, PERSIAN_NAMES, "en") == "\u200eسارا plays **Firebolt** on the red pile."
    assert event_line(play, PERSIAN_NAMES, "de") == "\u200eسارا spielt **Feuerblitz** auf den Stapel Rot aus."
    assert event_line(play, NAMES, "en") == "Ana plays **Firebolt** on the red pile."
    assert event_line(Event("play", {"card": "R01", "pile": "red"}, seat=1), PERSIAN_NAMES, "fa") == (
        RLM + "Benedikt **تیر آتش** را روی پشتۀ قرمز بازی می‌کند."
    )
    view = position().view(None)
    assert turn_prompt(view, PERSIAN_NAMES, "en") == "\u200eسارا's turn: 2 actions left — draw, play or activate."


def test_game_over_in_every_language() -> None:
    from bot.games.base import Event

    won = Event("game_over", {"winners": [1], "reason": "energy", "energy": [0, 9], "sapphires": [8, 11]})
    assert event_line(won, NAMES, "de") is None, "the finished duel's prompt says the result, once"
    won_view = finished_view(winners=[1], end_reason="energy", energy=[0, 9], sapphires=[8, 11], turn_no=30)
    assert turn_prompt(won_view, NAMES, "de") == (
        "Das Duell ist nach 30 Zügen vorbei: 🏆 **Ben** gewinnt (Ana hat keine Energiekristalle mehr) — Saphire 8–11, Energiekristalle 0–9."
    )
    draw_view = finished_view(winners=[0, 1], end_reason="deck", energy=[4, 4], sapphires=[9, 9], turn_no=36)
    assert turn_prompt(draw_view, NAMES, "fa") == RLM + "دوئل پس از ۳۶ نوبت به پایان رسید: 🏁 مساوی (دسته تمام شد) — یاقوت ۹–۹، انرژی ۴–۴."


# ---------------------------------------------------------------- /spellcaster cards
@pytest.mark.parametrize("lang", LANGS)
def test_card_pages_in_every_language(lang: str) -> None:
    for number, colour in enumerate(PILES):
        embed = page_embed(number, lang)
        assert len(embed) <= 6000 and len(embed.fields) <= 25
        texts = [embed.title or "", embed.description or "", embed.footer.text or ""]
        texts += [f.name or "" for f in embed.fields] + [f.value or "" for f in embed.fields]
        for text in texts:
            no_key(text, DOMAIN)
        names = [t(lang, f"spellcaster-card-{c.id}-name") for c in CARDS.values() if c.colour == colour]
        assert [f.name.split(" ×")[0].removeprefix("⟳ ") for f in embed.fields] == names  # type: ignore[union-attr]
        if lang == "fa":
            assert all(has_arabic_script(text) for text in texts)
    assert page_embed(0, "de").title == "⚔ Rot — Kampf (15 Karten)"
    assert [b.item.label for b in page_view(0, "de").children] == ["Rot", "Gelb", "Blau", "Grün"]  # type: ignore[attr-defined]
    assert page_embed(0, "de").fields[7].value == "Zu Beginn deines Zuges: Der Gegner verliert 1 Energiekristall."


# ---------------------------------------------------------------- images
@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    rec = Recorder(DOMAIN, room_required=True)
    rec.watch_text(monkeypatch)
    rec.watch_label(monkeypatch, sc_table, "draw_label")
    sc_render.card_face.cache_clear()  # faces are drawn once: draw them again under the recorder
    sc_table._table_background.cache_clear()
    yield rec
    sc_render.card_face.cache_clear()
    sc_table._table_background.cache_clear()


def reached(seed: int, steps: int, options: dict[str, object] | None = None) -> SpellcasterState:
    return advanced(GAME.new(2, f"i18n-{seed}", options or {}), random.Random(seed), steps)


def positions() -> Iterator[tuple[str, SpellcasterState]]:
    yield "start", reached(1, 0)
    yield "start-bonus", reached(2, 0, {"second-player-bonus": "on"})
    yield "mid", reached(3, 30)
    yield "late", reached(5, 70)
    yield "over", reached(4, 100_000)
    foresight = position(
        piles={"green": [("G08", 0)], "red": [("R01", 1), ("R10", 1)], "yellow": [("Y03", 0)], "blue": [("B09", 1)]},
        hands=[sorted(CARDS)[:13], ["R01"]],
        discard=["R05", "Y06", "B04", "G06", "G01"],
        guard=[1, 0],
        nullify=[False, True],
        ending=True,
        energy=[3, 20],
        sapphires=[14, 15],
    )
    foresight.apply(0, "activate green")
    yield "foresight", foresight
    yield "every-design", position(hands=[sorted(CARDS), []], discard=sorted(CARDS))


@pytest.mark.parametrize("lang", LANGS)
def test_every_image_renders_and_nothing_overflows(lang: str, recorder: Recorder) -> None:
    with PngSizes() as sizes:
        for name, state in positions():
            for seat in (None, 0, 1):
                view = state.view(seat)
                table = sizes.add(f"{name} table {seat}", sc_render.render_table(view, lang))
                assert table.size == (1400, 860) and table.mode == "P"
                if seat is not None:
                    hand = sizes.add(f"{name} hand {seat}", sc_render.render_hand(view, lang))
                    assert hand.width == sc_render.HAND_WIDTH and hand.mode == "P"
            assert not recorder.problems, f"{name}: {recorder.problems[:5]}"
    assert not [(what, size) for what, size in sizes if size >= PNG_CAP]
    assert_persian_only_where_due(recorder.texts, lang, at_least=300)  # the names are Latin: no Persian at all
    if lang == "de":
        english = {"Energy", "Sapphires", "Mage", "Deck", "Discard", "Turn", "ACTIVE", "cards", "faces", "used"}
        assert not [text for text in recorder.texts if set(text.split()) & english]


@pytest.mark.parametrize("lang", LANGS)
def test_card_texts_fit_their_boxes(lang: str) -> None:
    for card_id in CARDS:
        for width, height in ((sc_render.HAND_CARD_W, sc_render.HAND_CARD_H), (sc_render.PILE_W, sc_render.PILE_H)):
            body = sc_render.body_layout(card_id, width, height, lang)
            assert body.bottom <= height - sc_render.CARD_FOOT, (lang, card_id, body)
            assert body.size >= 12, (lang, card_id, body.size)
            assert all(sc_render.text_width(line, body.size) <= width - 26 for line in body.lines)


def test_labels_in_german_and_persian(recorder: Recorder) -> None:
    state = position(
        piles={"green": [("G08", 0)], "red": [("R01", 1)]}, hands=[["B01", "Y08"], ["R01"]], guard=[1, 0]
    )
    state.apply(0, "activate green")
    view = state.view(0)
    sc_render.render_table(view, "de")
    sc_render.render_hand(view, "de")
    german = set(recorder.texts)
    # The pending question takes the last move's place (wrapped); the energy shows as on the hand where
    # its words do not fit at the phone's text size.
    assert {"Magier A (du)", "Nachziehstapel", "Zug 5", "Voraussicht", "A behält eine", "Karte"} <= german
    assert {"⚡ 10", "◆ Saphire 2/15", "Saphirruf", "✓ benutzt"} <= german
    assert "Voraussicht — behalte eine (der Rest kommt unter den" in german and "Nachziehstapel):" in german
    recorder.texts.clear()
    sc_render.render_table(view, "fa")
    sc_render.render_hand(view, "fa")
    persian = set(recorder.texts)
    assert {"جادوگر A (شما)", "دسته", "نوبت ۵", "A کارتی نگه می\u200cدارد"} <= persian
    assert {"⚡ انرژی ۱۰", "◆ یاقوت ۲/۱۵", "ندای یاقوت", "▲ B ▲"} <= persian


def test_persian_images_are_mirrored() -> None:
    """In Persian the rival's badge sits at the right end of his panel, and card names hug the right edge."""
    view = position(piles={"red": [("R01", 1)]}).view(0)
    english = sc_render.render_table(view, "en").convert("RGB")
    persian = sc_render.render_table(view, "fa").convert("RGB")
    badge_colour = english.getpixel((46, 70))  # the rival's badge, left of the letter
    assert persian.getpixel((1400 - 46, 70)) == badge_colour and persian.getpixel((46, 70)) != badge_colour
    face = sc_render.card_face("R01", sc_render.PILE_W, sc_render.PILE_H, "fa").convert("L")
    name_row = face.crop((6, 56, sc_render.PILE_W - 6, 82))
    left, _, right, _ = Image.eval(name_row, lambda v: 255 - v if v < 200 else 0).getbbox() or (0, 0, 0, 0)
    assert right > sc_render.PILE_W - 30 and left > sc_render.PILE_W // 3
