"""Druids Discord wording: every event of real games gets a line; labels, groups, prompts."""

from __future__ import annotations

import random

from bot.games.druids import GAME
from bot.games.druids.actions import GAIA_LEADS, PLAY, SICKLE_CHOICE
from tests.games.druids.helpers import play_all, position
from tests.support.texts import ByText
from wording.text.druids import event_line, turn_prompt

TEXTS = ByText("druids")  # the game's texts, given action texts as the tests write them
action_group = TEXTS.action_group
action_label = TEXTS.action_label

NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]


def test_events_of_whole_games_read_well() -> None:
    seen: set[str] = set()
    for players, variant in [(3, "basic"), (5, "sun-moon")]:
        state = GAME.new(players, 3, {"rounds": 3, "variant": variant})
        rng = random.Random(3)
        while not state.is_over():
            (seat,) = state.to_move()
            view = state.view(seat)
            assert turn_prompt(view, NAMES)
            for action in view["legal"]:
                assert 0 < len(action_label(action, view)) <= 80
            for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
                line = event_line(event, NAMES)
                seen.add(event.kind)
                if line is not None:
                    assert 0 < len(line) < 400 and "None" not in line
        assert turn_prompt(state.view(None), NAMES).startswith("The game is over")
    assert {"round_start", "hand", "play", "trick", "round_end", "game_over"} <= seen


def test_sickle_lines_and_prompt() -> None:
    state = position(
        [["R3", "V1"], ["SICKLE", "Y1"], ["R10", "G1"], ["R5", "Y2"]],
        stacks=[{}, {}, {"B": ["B9"], "G": ["G4", "G9"]}, {}],
    )
    events = play_all(state, "play R3", "play SICKLE", "play R10", "play R5")
    lines = [event_line(e, NAMES) for e in events]
    assert "Trick 2 (♞ red led): Ana R3♞ · Ben ☾ Sickle · Cy R10♞ · Dee R5♞ — **Cy** takes it and stacks R3♞ R5♞ R10♞." in lines
    assert lines[-1] == "☾ Sickle: Cy's highest tops tie — Cy chooses ✚ green or ★ blue."
    assert turn_prompt(state.view(None), NAMES) == "Cy chooses which stack the Sickle removes (✚ green or ★ blue)."
    (line,) = [line for e in state.apply(2, "sickle B") if (line := event_line(e, NAMES))]
    assert line == "☾ Sickle: Cy sets aside the ★ blue stack (1 card, top B9★)."


def test_labels_and_groups() -> None:
    view = GAME.new(4, 1, {}).view(0)
    assert action_label(str(PLAY[6]), view) == "G7✚"
    assert action_label("play SICKLE", view) == "☾ Sickle"
    assert action_label("play GAIA R", view) == "Gaia as ♞ red"
    assert action_label("play GAIA B light", view) == "Gaia as ★ blue, light (highest on top)"
    assert action_label(str(SICKLE_CHOICE[3]), view) == "Sickle removes my ★ blue stack"
    assert action_group("play R7", view) == "red"
    assert action_group("play MISTLETOE", view) == "special"
    assert action_group(str(GAIA_LEADS["sun-moon"][3]), view) == "gaia"
    assert action_group("sickle G", view) == "sickle"


def test_prompts_for_each_phase() -> None:
    state = position([["GAIA", "Y1"], ["V3", "V9"], ["G5", "G6"]], trick_no=1, variant="sun-moon")
    assert turn_prompt(state.view(None), NAMES) == "Ana leads Gaia to trick 1 of round 1 and names its colour and the side (dark or light)."
    play_all(state, "play GAIA V dark")
    assert turn_prompt(state.view(None), NAMES) == "Ben plays to trick 1 (follow ♫ violet if you can)."
    play_all(state, "play V3", "play G5")
    assert turn_prompt(state.view(None), NAMES) == "Ben leads trick 2."
