"""Abracadabra Discord wording: every event of real games gets a line; labels, groups, prompts."""

from __future__ import annotations

import random

from bot.games.abracadabra import GAME
from bot.games.base import Event
from tests.support.texts import ByText
from wording.text.abracadabra import event_line, turn_prompt

TEXTS = ByText("abracadabra")  # the game's texts, given action texts as the tests write them
action_group = TEXTS.action_group
action_label = TEXTS.action_label

NAMES = ["Ana", "Ben", "Cy", "Dee"]


def test_events_of_a_whole_game_read_well() -> None:
    state = GAME.new(2, 3, {"deals": 2})
    rng = random.Random(3)
    seen: set[str] = set()
    while not state.is_over():
        (seat,) = state.to_move()
        assert turn_prompt(state.view(None), NAMES)
        for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
            line = event_line(event, NAMES)
            seen.add(event.kind)
            if line is not None:
                assert all(0 < len(part) < 400 for part in line.split("\n")) and "None" not in line
    assert {"deal", "bid", "play", "trick", "deal_end", "game_over"} <= seen
    assert "wins with" in turn_prompt(state.view(None), NAMES)


def test_abracadabra_line_names_the_trick() -> None:
    line = event_line(Event("abracadabra", {"trick": 3, "rank": 3}, seat=1), NAMES)
    assert line is not None and "Ben" in line and "3rd" in line and "Abracadabra" in line


def test_labels_and_groups() -> None:
    view = GAME.new(4, 1, {}).view(0)
    assert action_label("play QH", view) == "Q♥"
    assert action_label("play JK", {"game": "abracadabra", "joker_as": "4D"}) == "Joker (4♦)"
    assert action_label("dummy 10S", view) == "Dummy: 10♠"
    assert action_label("place A 4 9", view) == "Name tricks A 4 9"
    assert action_label("suit H", view) == "♥ Hearts"
    assert action_group("play QH", view) == "♥ hearts"
    assert action_group("play JK", {"game": "abracadabra", "joker_as": "4D"}) == "♦ diamonds"
    assert action_group("place A 4 9", view) == "place 3 cards"
    assert action_group("bid 4", view) == "bid"
    assert all(len(action_label(str(a), view)) <= 80 for a in GAME.new(4, 1, {}).legal_actions(1))


def test_turn_prompt_names_the_dummy_player() -> None:
    state = GAME.new(2, 5, {})
    assert turn_prompt(state.view(None), NAMES) == "Ben chooses a bid suit."
