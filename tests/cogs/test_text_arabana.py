"""Arabana wording: every event of real games has a line; labels, groups and prompts read well."""

from __future__ import annotations

import random
from collections import Counter

from bot.ai import RandomPolicy
from bot.games.arabana import GAME
from bot.games.base import Event
from bot.i18n import t
from tests.games.arabana.helpers import position
from tests.support.texts import ByText
from wording.text.arabana import event_line, turn_prompt

TEXTS = ByText("arabana")  # the game's texts, given action texts as the tests write them
action_group = TEXTS.action_group
action_label = TEXTS.action_label

NAMES = ["Ana", "Ben", "Cleo", "Dan"]


def test_every_event_of_random_games_has_a_short_line() -> None:
    seen: set[str] = set()
    for seed in range(12):
        state = GAME.new(4, seed, {"gods": "on"} if seed % 2 else {})
        rng = random.Random(seed)
        while not state.is_over():
            seat = min(state.to_move())
            action = RandomPolicy().choose(state, seat, rng)
            view = state.view(seat)
            assert 0 < len(action_label(str(action), view)) <= 80
            assert turn_prompt(view, NAMES)
            for event in state.apply(seat, action):
                line = event_line(event, NAMES)
                if event.kind == "game_over":
                    assert line is None, "the finished game's prompt says the result, once"
                elif event.kind != "turn":
                    assert line is not None and 0 < len(line) < 300, event
                seen.add(event.kind)
        over = turn_prompt(state.view(None), NAMES)
        assert over.startswith("The game is over: 🏆 **") and over.count("🏆") == 1
    assert {"bridge", "control", "draw", "scoring", "final_round", "game_over", "ku", "pele"} <= seen


def test_lines_name_players_spots_and_cards() -> None:
    line = event_line(Event("exchange", {"spot": "Nuridan-Opodopo", "cards": ["Nuridan", "Opodopo"], "from": 1}, seat=0), NAMES)
    assert line == "Ana takes over Ben's bridge on **Nuridan–Opodopo** (Nuridan + Opodopo)."
    scoring = event_line(Event("scoring", {"kind": "small", "points": [3, 0, 1], "scores": [3, 0, 1]}), NAMES)
    assert scoring == "📊 **Small scoring**: Ana +3 (3), Ben +0 (0), Cleo +1 (1)."
    assert event_line(Event("turn", {"seat": 1}), NAMES) is None


def test_labels_groups_and_prompt_of_a_turn() -> None:
    state = position(3, bridges={"Nuridan-Opodopo": 1}, hands={0: ["Nuridan", "Opodopo"]}, display=["Eloi", "Iki", None, "Noa"])
    view = state.view(0)
    texts = [str(a) for a in state.legal_actions(0)]
    labels = {t: action_label(t, view) for t in texts}
    assert labels["bridge Lusepil-Nuridan"] == "Bridge Lusepil–Nuridan (Nuridan)"
    assert labels["exchange Nuridan-Opodopo Nuridan Opodopo"] == "Take over Nuridan–Opodopo from Player B (Nuridan + Opodopo)"
    assert labels["draw display 2"] == "Draw Iki (display 2)"
    assert labels["discard Nuridan"] == "Discard Nuridan face down"
    groups = Counter(action_group(t, view) for t in texts)
    assert set(groups) == {"Bridge with Nuridan", "Bridge with Opodopo", "Take over a bridge", "Discard face down", "Draw"}
    assert max(groups.values()) <= 25
    # The player in turn reads what to do (the DM opens with "Your turn"); everyone else reads whose turn it is.
    assert turn_prompt(view, NAMES) == "play cards, then draw one (first half)."
    assert turn_prompt(state.view(1), NAMES) == turn_prompt(state.view(None), NAMES) == "Ana's turn: play cards, then draw one (first half)."
    assert t("en", "table-your-turn", table="1", prompt=turn_prompt(view, NAMES)) == "**Your turn** at table #1: play cards, then draw one (first half)."
