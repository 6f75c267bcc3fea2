"""Spellcaster wording: every event kind of a real game has a line; labels, groups and prompts read well."""

from __future__ import annotations

import random

from bot.ai import RandomPolicy
from bot.games.base import Event
from bot.games.spellcaster import GAME
from tests.games.spellcaster.helpers import finished_view, position
from tests.support.texts import ByText
from wording.text.spellcaster import event_line, turn_prompt

TEXTS = ByText("spellcaster")  # the game's texts, given action texts as the tests write them
action_group = TEXTS.action_group
action_label = TEXTS.action_label

NAMES = ["Ana", "Ben"]


def test_every_event_of_random_games_has_a_short_line() -> None:
    seen: set[str] = set()
    for seed in range(30):
        state = GAME.new(2, seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = next(iter(state.to_move()))
            for event in state.apply(seat, RandomPolicy().choose(state, seat, rng)):
                line = event_line(event, NAMES)
                seen.add(event.kind)
                if event.kind == "game_over":
                    assert line is None, "the finished duel's prompt says the result, once"
                    continue
                assert line is not None and 0 < len(line) < 200
        over = turn_prompt(state.view(None), NAMES)
        assert over.count("🏆") + over.count("🏁") == 1 and over.startswith("The duel is over after")
    assert {"turn", "play", "activate", "draw", "drew", "energy", "sapphires", "game_over"} <= seen


def test_lines_name_players_and_cards() -> None:
    assert event_line(Event("play", {"card": "R01", "pile": "red"}, seat=1), NAMES) == "Ben plays **Firebolt** on the red pile."
    line = event_line(Event("energy", {"delta": -2, "energy": 8, "card": "R01"}, seat=0), NAMES)
    assert line == "Firebolt: Ana loses 2 Energy (now 8)."
    assert event_line(Event("game_over", {"winners": [1], "reason": "sapphires", "energy": [3, 9], "sapphires": [8, 15]}), NAMES) is None
    over = turn_prompt(finished_view(winners=[1], end_reason="sapphires", energy=[3, 9], sapphires=[8, 15], turn_no=21), NAMES)
    assert over == "The duel is over after 21 turns: 🏆 **Ben** wins (15 Sapphires) — Sapphires 8–15, Energy 3–9."


def test_labels_and_groups() -> None:
    state = position(piles={"red": [("R01", 0)]}, hands=[["B01", "R02"], []])
    view = state.view(0)
    labels = {str(a): action_label(str(a), view) for a in state.legal_actions(0)}
    assert labels == {
        "draw": "Draw a card",
        "play B01": "Play Sapphire Call (blue)",
        "play R02": "Play Flame Beast (red)",
        "activate red": "Activate red: Firebolt",
    }
    assert action_group("play B01", view) == "Play a blue card…" and action_group("activate red", view) == "Draw or activate a spell"


def test_prompts_say_who_decides_what() -> None:
    state = position(piles={"red": [("R07", 0)]}, hands=[[], ["B01", "Y01"]])
    assert turn_prompt(state.view(None), NAMES) == "Ana's turn: 2 actions left — draw, play or activate."
    state.apply(0, "activate red")
    assert turn_prompt(state.view(None), NAMES) == "Ben chooses a card to discard (Thunderclap)"
    fumble = position(piles={"green": [("G03", 0)], "red": [("R08", 1)], "blue": [("B08", 1)]})
    fumble.apply(0, "activate green")
    view = fumble.view(0)
    assert turn_prompt(view, NAMES) == "Fumbletongue: choose a pile facing Ben; its top card is discarded."
    assert turn_prompt(fumble.view(None), NAMES) == "Ana chooses the pile Fumbletongue clears"
    assert action_label("pile blue", view) == "Discard Sapphire Spring (blue pile)"


def test_on_an_empty_deck_the_menu_and_prompts_offer_no_drawing() -> None:
    state = position(piles={"red": [("R01", 0)]}, hands=[["B01"], []], deck=[])
    view = state.view(0)
    assert [str(a) for a in state.legal_actions(0)] == ["play B01", "activate red"]
    assert action_group("activate red", view) == "Activate a spell"
    assert turn_prompt(view, NAMES) == (
        "You have 2 actions left; the deck is empty: play a card from your hand or activate a spell facing you."
    )
    assert turn_prompt(state.view(None), NAMES) == "Ana's turn: 2 actions left — the deck is empty: play or activate."
    for lang in ("de", "fa"):
        assert "draw" not in turn_prompt(view, NAMES, lang) and "{" not in turn_prompt(view, NAMES, lang)


def test_a_lost_rest_of_turn_is_told() -> None:
    line = event_line(Event("no_action", {"lost": 1}, seat=0), NAMES)
    assert line == "Ana can neither draw (the deck is empty), play nor activate, and loses the last action of this turn."
    assert "Nachziehstapel" in str(event_line(Event("no_action", {"lost": 2}, seat=1), NAMES, "de"))
