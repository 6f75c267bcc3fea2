"""Arabana-Opodopo in English, German and Persian: texts and images translated, every engine refusal
worded, no label outside its box.

That every key is in every language with the same placeholders is test_catalog.py's (for every catalog)."""

from __future__ import annotations

import ast as python_ast
import random
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any
from unittest.mock import AsyncMock

import discord
import pytest

import render.arabana as arabana_render
import render.arabana.table as arabana_table
import render.mirror as mirror_render
from bot.ai import RandomPolicy
from bot.ai.arabana import POLICY
from bot.games.arabana import GAME
from bot.games.arabana.state import ArabanaState
from bot.games.base import Action, Event, GameError
from bot.i18n import t
from cogs.arabana import ArabanaCog, suggestions, verb_actions, why_none
from cogs.errors import error_key
from cogs.rules import rules_pages
from render.common import has_arabic_script
from tests.cogs.test_arabana_cog import NAMES as COG_NAMES
from tests.cogs.test_arabana_cog import Service, _info, _interaction, _turn
from tests.games.arabana.helpers import position
from tests.i18n.support import (
    FSI,
    GAMES_DIR,
    LANGS,
    PDI,
    RLM,
    PngSizes,
    Recorder,
    advanced,
    catalog,
    check_catalog,
    check_label,
    decisions,
    latin,
    no_key,
    refusal_texts,
    refused,
    translated,
    views_and_choices,
)
from tests.support.texts import ByText
from wording.text.arabana import event_line, turn_prompt

TEXTS = ByText("arabana")  # the game's texts, given action texts as the tests write them
action_group = TEXTS.action_group
action_label = TEXTS.action_label

DOMAIN = "arabana"
NAMES = ["Ana", "Ben", "Cäcilie", "Dariush"]
PERSIAN_NAMES = ["علی", "Benedikt von Hohenzollern-Sigmaringen", "مریم", "Dee"]
ENGINE = GAMES_DIR / "arabana"
BOARD_CAP, CAP = 500 * 1024, 300 * 1024


def test_the_catalog_is_whole() -> None:
    check_catalog(DOMAIN, more_than=200, prefixes=("arabana-", "err-arabana-", "cmd-arabana-"))


def test_command_names_and_descriptions_fit_discord() -> None:
    for lang in LANGS:
        for key in catalog(DOMAIN, lang):
            if key.startswith("cmd-"):
                text = t(lang, key)
                if key.endswith("-name"):
                    assert text == text.lower() and " " not in text and 0 < len(text) <= 32, (lang, key)
                else:
                    assert 0 < len(text) <= 100, (lang, key)


def test_rules_summary_in_each_language() -> None:
    terms = {
        "en": ["bridges", "display", "bag", "Lusepil", "Kanaloa"],
        "de": ["Inselkarten", "Brücken", "Inselsteine", "Auslage", "Beutel", "Götter", "Götterstein", "Lusepil", "Kanaloa"],
        "fa": ["پل", "سنگ جزیره", "ردیف رو", "کیسه", "خدایان", "Lusepil", "Kanaloa"],
    }
    for lang in LANGS:
        text = "\n".join(rules_pages(GAME, lang))
        assert 1200 < len(text) < 2400, (lang, len(text))
        no_key(text, DOMAIN)
        assert f"**{t(lang, 'arabana-grp-exchange')}**" in text and latin(text).startswith("**Arabana-Opodopo**")
        for word in terms[lang]:
            assert word in text, (lang, word)
    assert has_arabic_script(rules_pages(GAME, "fa")[1])


# ---------------------------------------------------------------- refusals
def engine_refusals() -> dict[str, list[set[str]]]:
    """Every refusal the engine source can raise: code -> the parameter names of each raising call."""
    found: dict[str, list[set[str]]] = {}
    for name, code_at in (("actions.py", 2), ("checks.py", 1)):
        tree = python_ast.parse((ENGINE / name).read_text("utf-8"))
        for node in python_ast.walk(tree):
            if isinstance(node, python_ast.Call) and isinstance(node.func, python_ast.Name) and node.func.id == "_refuse":
                if name == "actions.py":
                    code = node.args[code_at].value if len(node.args) > code_at else "arabana.parse"  # type: ignore[attr-defined]
                    params = {"text"}
                else:
                    code = "arabana." + node.args[code_at].value  # type: ignore[attr-defined]
                    params = {k.arg for k in node.keywords if k.arg}
                found.setdefault(code, []).append(params)
    found.setdefault("arabana.no_card", []).append({"card"})  # checks._no_card builds it
    return found


def test_every_engine_refusal_code_has_a_message_with_the_engines_parameters() -> None:
    english = catalog(DOMAIN)
    refusals = engine_refusals()
    assert len(refusals) >= 35
    for code, calls in refusals.items():
        key = error_key(code)
        assert key in english, key
        for params in calls:
            assert english[key] <= params, f"{key} uses {english[key]}, a call passes {params}"


def real_refusals() -> Iterator[GameError]:
    """Refusals as the engine raises them, with their parameters."""
    state = position(3, bridges={"Nuridan-Opodopo": 1}, hands={0: ["Nuridan", "Opodopo"]}, display=["Eloi", "Iki", None, "Noa"])
    actions = ("bridge Nuridan-Opodopo", "bridge Lusepil-Nuridan with Lusepil", "draw display 3", "end", "pass", "ku 1", "exchange Lusepil-Nuridan Lusepil Nuridan")
    texts = ("bridge Atlantis-Nuridan", "bridge Eloi-Pipi", "bridge Nuridan-Opodopo with Eloi", "draw display 9", "next x", "")
    return refused(GAME, texts, [(state, 0, action) for action in actions])


def test_refusals_read_in_every_language() -> None:
    seen = set()
    for error in real_refusals():
        refusal_texts(error, DOMAIN)
        seen.add(error.code)
    assert len(seen) >= 10


# ---------------------------------------------------------------- texts
def computer_or_random(state: ArabanaState, seat: int, rng: random.Random) -> Action:
    """A game of random and computer players: the computer plays the odd seats."""
    return (POLICY if seat % 2 else RandomPolicy()).choose(state, seat, rng)


@pytest.mark.parametrize("lang", ["de", "fa"])
def test_event_lines_labels_groups_and_prompts_are_translated(lang: str) -> None:
    kinds: set[str] = set()
    verbs: set[str] = set()
    games = [(4, 1, {"gods": "on"}), (3, 2, {"second-pass-start": "lowest-chooses"}), (4, 3, {"gods": "on", "second-pass-start": "lowest-chooses"})]
    for players, seed, options in games:
        state = GAME.new(players, seed, options)
        for (view, public, actions), _, events in decisions(state, random.Random(seed), views_and_choices, choose=computer_or_random, together=True):
            for viewer in (view, public):
                translated(turn_prompt(viewer, NAMES, lang), turn_prompt(viewer, NAMES, "en"), lang, DOMAIN)
            for action in actions:
                verbs.add(action.split()[0])
                group = action_group(action, view, lang)
                assert group != action_group(action, view, "en"), (action, group)
                for viewer in (view, public):
                    label = action_label(action, viewer, lang)
                    check_label(label, group, DOMAIN)
                    assert label != action_label(action, viewer, "en"), (action, label)
                if lang == "fa":
                    assert has_arabic_script(label + group)
            for event in events:
                line = event_line(event, NAMES, lang)
                if translated(line, event_line(event, NAMES, "en"), lang, DOMAIN):
                    kinds.add(event.kind)
                    assert lang != "fa" or str(line)[0] == RLM or has_arabic_script(str(line)[0]), line
    assert {"bridge", "exchange", "control", "bridges_returned", "draw", "drew", "scoring", "final_round"} <= kinds
    assert {"ku", "ku_hand", "pele", "pele_card", "god_taken", "reshuffle", "display_revealed", "chooser"} <= kinds
    assert {"bridge", "exchange", "discard", "draw", "end", "pass", "next", "ku", "take", "pele", "give", "lono"} <= verbs


def test_words_of_each_language() -> None:
    state = position(3, bridges={"Nuridan-Opodopo": 1}, hands={0: ["Nuridan", "Opodopo"]}, display=["Eloi", "Iki", None, "Noa"])
    view = state.view(0)
    assert action_label("bridge Lusepil-Nuridan", view, "de") == "Brücke Lusepil–Nuridan (Nuridan)"
    assert action_label("exchange Nuridan-Opodopo Nuridan Opodopo", view, "de") == "Nuridan–Opodopo von Spieler B übernehmen (Nuridan + Opodopo)"
    assert action_label("draw display 2", view, "de") == "Iki ziehen (Auslage 2)"
    assert action_label("draw bag", view, "de").startswith("Blind aus dem Beutel ziehen (noch ")
    assert action_label("discard Nuridan", view, "de") == "Nuridan verdeckt abwerfen"
    assert action_group("bridge Lusepil-Nuridan", view, "de") == "Brücke mit Nuridan"
    assert action_label("bridge Lusepil-Nuridan", view, "fa") == "پل روی Lusepil–Nuridan (Nuridan)"
    assert action_label("draw display 2", view, "fa") == "برداشتن Iki (خانهٔ ۲ ردیف رو)"
    assert action_group("exchange Nuridan-Opodopo Nuridan Opodopo", view, "fa") == "تصاحب یک پل"
    assert turn_prompt(view, NAMES, "de") == "Karten spielen, dann eine ziehen (Durchgang 1)."
    assert turn_prompt(state.view(None), NAMES, "de") == "Ana ist am Zug: Karten spielen, dann eine ziehen (Durchgang 1)."
    assert latin(turn_prompt(view, NAMES, "fa")) == "کارت بازی کنید، سپس یکی بکشید (دور 1)."
    assert latin(turn_prompt(state.view(None), NAMES, "fa")) == "نوبت Ana: کارت بازی می‌کند، سپس یکی می‌کشد (دور 1)."
    exchange = Event("exchange", {"spot": "Nuridan-Opodopo", "cards": ["Nuridan", "Opodopo"], "from": 1}, seat=0)
    assert event_line(exchange, NAMES, "de") == "Ana übernimmt die Brücke von Ben auf **Nuridan–Opodopo** (Nuridan + Opodopo)."
    persian_exchange = event_line(exchange, NAMES, "fa")
    assert persian_exchange is not None and persian_exchange.startswith(f"{RLM}{FSI}Ana{PDI} ")
    assert latin(persian_exchange) == "Ana پل Ben روی **Nuridan–Opodopo** را تصاحب می‌کند (Nuridan + Opodopo)."
    scoring = Event("scoring", {"kind": "small", "points": [3, 0, 1], "scores": [3, 0, 1]})
    assert event_line(scoring, NAMES, "de") == "📊 **Kleine Wertung**: Ana +3 (3), Ben +0 (0), Cäcilie +1 (1)."
    persian = event_line(scoring, PERSIAN_NAMES, "fa")
    assert persian is not None and latin(persian) == "📊 **امتیازشماری کوچک**: علی +3 (3)، Benedikt von Hohenzollern-Sigmaringen +0 (0)، مریم +1 (1)."
    assert f"{FSI}{FSI}علی{PDI} \u200e+۳ (۳){PDI}" in persian, "each entry keeps its place in the right-to-left list, the sign before its number"
    over = Event("game_over", {"scores": [12, 14, 14], "winners": [1, 2]})
    assert event_line(over, NAMES, "de") is None, "the finished game's prompt says the result, once"
    finished = {**view, "phase": "over", "scores": [12, 14, 14], "winners": [1, 2]}
    assert turn_prompt(finished, NAMES, "de") == "Das Spiel ist vorbei: 🏆 **Ben & Cäcilie** gewinnen mit 14 Punkten."
    assert turn_prompt(finished, NAMES, "en") == "The game is over: 🏆 **Ben & Cäcilie** win with 14 points."
    assert latin(turn_prompt(finished, NAMES, "fa")) == "بازی تمام شد: 🏆 **Ben و Cäcilie** با 14 امتیاز برنده شدند."


async def test_the_commands_answer_in_the_callers_language() -> None:
    state = _turn()
    view = {**state.view(0), "names": COG_NAMES}
    draws = suggestions("iki", verb_actions(state, 0, "draw"), view, "de")
    assert [(c.name, c.value) for c in draws] == [("Iki ziehen (Auslage 2)", "draw display 2")]
    persian = {latin(c.name) for c in suggestions("", verb_actions(state, 0, "exchange"), view, "fa")}
    assert "تصاحب Nuridan–Opodopo از Ben (Nuridan + Opodopo)" in persian
    assert why_none(state, 1, "bridge", _info(), "de") == "Du bist nicht am Zug (es fehlen noch: Ana)."
    assert latin(why_none(state, 1, "bridge", _info(), "fa")) == "نوبت شما نیست (در انتظار Ana)."
    bot = SimpleNamespace(interactions=SimpleNamespace(new_table=AsyncMock(), rules=AsyncMock()))
    arabana = ArabanaCog(bot, GAME)  # type: ignore[arg-type]
    service = Service(state)

    def german(at: Service = service) -> Any:
        interaction = _interaction(at)
        interaction.locale = discord.Locale.german
        return interaction

    assert [c.name for c in await arabana.suggest(german(), "draw", "iki")] == ["Iki ziehen (Auslage 2)"]
    played = german()
    await arabana.act(played, "bridge", "bridge Lusepil-Nuridan")
    assert played.followup.send.call_args.args[0] == "✅ Brücke Lusepil–Nuridan (Nuridan)"
    refused = german()
    await arabana.act(refused, "bridge", "Kahiko-Nuridan")
    assert refused.followup.send.call_args.args[0] == (
        "Kahiko-Nuridan ist nicht frei: Dort steht schon eine Brücke (die eines Gegners kannst du mit zwei Karten übernehmen)."
    )
    unclear = german(Service(_turn()))
    await arabana.act(unclear, "exchange", "Nuridan")
    assert unclear.followup.send.call_args.args[0].startswith("Ich weiß nicht, welche du mit „Nuridan“ meinst.")


# ---------------------------------------------------------------- images
@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    rec = Recorder(DOMAIN, slack=2)
    arabana_render.palette()  # drawn once from a sample board: not one of the images under test
    rec.watch_placed(monkeypatch, mirror_render, "paste_label")  # the labels placed through a Mirror
    rec.watch_placed(monkeypatch, arabana_table, "paste_label")  # the letters on the map
    arabana_render.card_face.cache_clear()
    yield rec
    arabana_render.card_face.cache_clear()


def reached(players: int, seed: int, options: dict[str, str], steps: int) -> ArabanaState:
    return advanced(GAME.new(players, seed, options), random.Random(seed), steps, choose=POLICY.choose, together=True)


def positions() -> Iterator[tuple[str, ArabanaState]]:
    for players, seed, options in [(3, 1, {}), (4, 2, {"gods": "on"}), (4, 6, {"gods": "on", "second-pass-start": "lowest-chooses"})]:
        for steps in (0, 1, 90, 10_000):
            yield f"{players}p-{seed}-{steps}", reached(players, seed, options, steps)
    ku = position(3, hands={0: ["Ahu"], 1: ["Eloi", "Iki", "Noa", "Pipi"], 2: []}, gods_held={0: ["Ku", "Pele", "Lono"]}, options={"gods": "on"}, **{"pass": 2})
    ku.apply(0, "ku 1")
    yield "ku", ku
    remove = position(4, bridges={"Kahiko-Nuridan": 0, "Lusepil-Nuridan": 1, "Manawa-Nuridan": 2, "Nuridan-Opodopo": 3}, hands={0: ["Nuridan"]})
    remove.apply(0, "bridge Nuridan-Pipi")
    yield "remove", remove


@pytest.mark.parametrize("lang", LANGS)
def test_every_image_renders_and_nothing_overflows(lang: str, recorder: Recorder) -> None:
    panel = (0, arabana_render.MAP_HEIGHT, *arabana_render.BOARD_SIZE)  # under the map
    with PngSizes() as sizes:
        for name, state in positions():
            for names in (None, NAMES, PERSIAN_NAMES):
                public = state.view(None)
                views = [public, *(state.view(s) for s in sorted(state.to_move()) or [0])]
                for view in views:
                    if names:
                        view["names"] = names[: view["players"]]
                recorder.clear()
                board = sizes.add(f"{name} board", arabana_render.render_table(public, lang))
                assert board.size == arabana_render.BOARD_SIZE
                assert not recorder.overlaps(panel), (name, lang, recorder.overlaps(panel))
                assert all(box[1] >= panel[1] for _, box in recorder.boxes if box[3] > panel[1]), "the panel's texts stay out of the map"
                for view in views[1:]:
                    recorder.clear()
                    hand = sizes.add(f"{name} hand {view['seat']}", arabana_render.render_hand(view, lang))
                    assert hand.width > hand.height
                    assert not recorder.overlaps((0, 0, *hand.size)), (name, lang, recorder.overlaps((0, 0, *hand.size)))
                if state.is_over():
                    recorder.clear()
                    final = sizes.add(f"{name} final", arabana_render.render_final(public, lang))
                    assert final.width == arabana_render.BOARD_SIZE[0] and final.width > final.height
                    assert not recorder.overlaps((0, 0, *final.size)), (name, lang)
            assert not recorder.problems, f"{name}: {recorder.problems[:5]}"
    assert not [(what, size) for what, size in sizes if size > (BOARD_CAP if what.endswith("board") else CAP)]


def test_the_persian_board_reads_from_the_right(recorder: Recorder) -> None:
    state = reached(4, 2, {"gods": "on"}, 90)
    view = state.view(None)
    view["names"] = NAMES
    arabana_render.render_table(view, "fa")
    panel_right = arabana_render.PANEL_LEFT + arabana_render.PANEL_WIDTH
    persian = [(text, box) for text, box in recorder.boxes if has_arabic_script(text)]
    assert len(persian) > 8
    status = [box for text, box in persian if arabana_render.MAP_HEIGHT < box[1] < arabana_render.MAP_HEIGHT + 100]
    assert len(status) == 2 and all(panel_right - 2 <= box[2] <= panel_right + 2 for box in status), "status lines end at the panel's right edge"
    names = {text: box for text, box in recorder.boxes if text in NAMES}
    heads = {latin(text): box for text, box in recorder.boxes if latin(text) in ("امتیاز", "حالا")}
    assert heads["امتیاز"][0] > heads["حالا"][0], "points next to the names on the right, 'now' on the far left"
    assert all(box[0] > heads["امتیاز"][2] for box in names.values()), "names right of the numbers"
    recorder.clear()
    arabana_render.render_table(view, "de")
    german = set(recorder.texts)
    assert {"Auslage", "Pkt", "Jetzt"} <= german and any(text.startswith("Beutel ") for text in german)
