"""Abracadabra in Discord: every legal action, at every phase, is reachable from the planned menu.

Many random positions of every form (4, 3, 2 with and without the dummy; with and without the
Joker) are visited; at each decision the menu that the DM (and the ephemeral hand) would show is
planned, and the actions it can send — buttons, selects, second steps after a group button, and every
set a multi-select admits, composed as `prefix token …` and read by the engine's parser — must be
exactly the legal actions, within Discord's limits.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import discord
import pytest

from bot.ai.abracadabra import AbracadabraPolicy
from bot.games.abracadabra import GAME
from bot.games.base import State
from bot.kits import builtin_kits
from cogs.components import MultiSelect
from cogs.posts import fill_menu
from tests.support.texts import ByText, actions_of
from wording.present import Menu, compose, group_menu, plan_menu
from wording.text.abracadabra import turn_prompt

TEXTS = ByText("abracadabra")  # the game's texts, given action texts as the tests write them
action_label = TEXTS.action_label
multi_choice = TEXTS.multi_choice

KEY = "abracadabra"
WORDS = builtin_kits()[KEY].wording
NAMES = ["Ana", "Ben", "Cy", "Dee"]
FORMS: list[tuple[int, dict[str, Any]]] = [
    (4, {}),
    (4, {"joker": "without"}),
    (3, {}),
    (3, {"joker": "without", "success": "at-least"}),
    (2, {}),
    (2, {"dummy": "no"}),
    (2, {"joker": "without"}),
]


def check_limits(menu: Menu) -> None:
    """Discord's limits as the flow lays the menu out: ≤ 5 rows, ≤ 25 options, short texts."""
    rows = len(menu.multis) + len(menu.selects) + -(-len(menu.buttons) // 5)
    assert rows <= 5 and len(menu.groups) <= 20
    assert not (menu.groups and (menu.buttons or menu.selects or menu.multis))
    for label, action in menu.buttons:
        assert 0 < len(label) <= 80 and len(f"act:99999999:999999:{action}") <= 100
    for placeholder, options in menu.selects:
        assert len(placeholder) <= 150 and 0 < len(options) <= 25
        assert all(0 < len(label) <= 100 and len(value) <= 100 for label, value in options)
    for multi in menu.multis:
        assert len(multi.placeholder) <= 150 and 0 < len(multi.options) <= 25
        assert 1 <= multi.min_values <= multi.max_values <= len(multi.options)
        assert all(0 < len(label) <= 100 and len(token) <= 100 for label, token in multi.options)
        assert len(f"actm:99999999:999999:{multi.prefix}") <= 100


def reachable(actions: list[str], view: dict[str, Any], rng: random.Random) -> set[str]:
    """Every canonical action text the planned menu (and its second steps) can send."""
    menu = plan_menu(WORDS, actions_of(WORDS, actions), view)
    check_limits(menu)
    out = {a for _, a in menu.buttons} | {a for _, options in menu.selects for _, a in options}
    for group in menu.groups:
        second = group_menu(WORDS, actions_of(WORDS, actions), view, group)
        check_limits(second)
        assert not second.groups
        out |= {a for _, a in second.buttons} | {a for _, options in second.selects for _, a in options}
    for multi in menu.multis:
        tokens = [token for _, token in multi.options]
        for size in range(multi.min_values, multi.max_values + 1):
            for index, combo in enumerate(combinations(tokens, size)):
                picked = list(combo)
                # Discord sends the values in the order they were clicked, not in option order.
                if index % 7 == 0:
                    rng.shuffle(picked)
                else:
                    picked.reverse()
                out.add(str(GAME.parse_action(compose(multi.prefix, picked))))
    return out


def positions(players: int, options: dict[str, Any], seed: int) -> list[tuple[State, int]]:
    """Decisions of one match played by a mix of random moves and the computer player."""
    state = GAME.new(players, seed, {**options, "deals": 2})
    rng = random.Random(seed)
    smart = AbracadabraPolicy()
    seen: list[tuple[State, int]] = []
    while not state.is_over():
        (seat,) = state.to_move()
        seen.append((GAME.restore(state.to_dict()), seat))
        if state.view(None)["phase"] != "play" and rng.random() < 0.5:  # realistic contracts
            action = smart.choose(state, seat, rng)
        else:
            action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
    return seen


@pytest.mark.parametrize(("players", "options"), FORMS)
def test_every_legal_action_is_reachable_within_limits(players: int, options: dict[str, Any]) -> None:
    phases: set[str] = set()
    multis = 0
    for seed in range(8):
        rng = random.Random(seed)
        for state, seat in positions(players, options, seed):
            view = state.view(seat)
            actions = [str(a) for a in state.legal_actions(seat)]
            phases.add(view["phase"])
            assert reachable(actions, view, rng) == set(actions), (view["phase"], actions[:5])
            prompt = turn_prompt(view, NAMES)
            assert prompt and "None" not in prompt
            multis += bool(plan_menu(WORDS, actions_of(WORDS, actions), view).multis)
    expected = {"suit", "bid", "place", "right", "expose", "play"} | ({"trump"} if options.get("joker") == "without" else set())
    assert expected <= phases
    assert multis, "placements are offered as multi-selects"


def test_a_large_contract_is_a_multi_select_of_ranks_never_a_list() -> None:
    state = GAME.new(4, 7, {})
    while state.view(None)["phase"] != "bid":
        (seat,) = state.to_move()
        state.apply(seat, state.legal_actions(seat)[0])
    (seat,) = state.to_move()
    state.apply(seat, "bid 6")
    while state.view(None)["phase"] == "bid":
        (seat,) = state.to_move()
        state.apply(seat, "pass")
    (declarer,) = state.to_move()
    view = state.view(declarer)
    actions = [str(a) for a in state.legal_actions(declarer)]
    assert len(actions) == 1716
    menu = plan_menu(WORDS, actions_of(WORDS, actions), view)
    assert not menu.buttons and not menu.selects and not menu.groups
    (multi,) = menu.multis
    suit = view["bid_cards"][declarer]["suit"]
    assert multi.prefix == "place" and (multi.min_values, multi.max_values) == (6, 6)
    assert [token for _, token in multi.options] == ["A", *map(str, range(2, 11)), "J", "Q", "K"]
    assert multi.options[0][0].startswith("A") and "1st trick" in multi.options[0][0]
    assert multi.options[10][0] == f"J{ {'S': '♠', 'H': '♥', 'D': '♦', 'C': '♣'}[suit]} · 11th trick"
    assert "exactly 6" in multi.placeholder
    assert "Declarer for 6" in turn_prompt(view, NAMES)
    # The values arrive in click order; the engine reads them as the canonical placement.
    text = compose("place", ["K", "9", "A", "4", "10", "J"])
    assert str(GAME.parse_action(text)) == "place A 4 9 10 J K"
    assert action_label(text, view) == "Name tricks A 4 9 10 J K"
    state.apply(declarer, text)
    assert state.view(declarer)["bid_cards"][declarer]["left_ranks"] == [1, 4, 9, 10, 11, 13]

    # The next player may place 0..5: one multi-select of 1..5 ranks, and "Name no tricks" as a button.
    (other,) = state.to_move()
    actions = [str(a) for a in state.legal_actions(other)]
    menu = plan_menu(WORDS, actions_of(WORDS, actions), state.view(other))
    assert menu.buttons == [("Name no tricks", "place none")]
    (multi,) = menu.multis
    assert (multi.min_values, multi.max_values) == (1, 5)


def test_right_side_with_few_cards_is_plain_buttons() -> None:
    view = {"game": "abracadabra", "seat": 0, "bid_cards": [{"suit": "S"}]}
    assert multi_choice(["right none", "right 4", "right 9", "right 4 9"], view) is None
    chosen = multi_choice(["right none", "right 4", "right 9", "right J", "right 4 9", "right 4 J", "right 9 J", "right 4 9 J"], view)
    assert chosen is not None
    (multi,), rest = chosen
    assert rest == ["right none"] and (multi.min_values, multi.max_values) == (1, 3)
    assert [token for _, token in multi.options] == ["4", "9", "J"]


def test_a_partial_family_of_sets_falls_back_to_the_plain_menu() -> None:
    view = {"game": "abracadabra", "seat": 0, "bid_cards": [{"suit": "S"}]}
    assert multi_choice(["place A", "place 2", "place 3", "place A 2", "place none"], view) is None
    # Card plays are no sets: no multi-select, only the hand image's order (no trump: ♠ ♥ ♣ ♦, high to low).
    assert multi_choice(["play QH", "play 10S", "play 2C", "play AD", "play 3D"], view) == ([], ["play 10S", "play QH", "play 2C", "play AD", "play 3D"])


async def test_the_flow_lays_out_a_placement_as_a_valid_discord_view() -> None:
    state = GAME.new(3, 11, {})
    while state.view(None)["phase"] != "place":
        (seat,) = state.to_move()
        legal = [str(a) for a in state.legal_actions(seat)]
        state.apply(seat, "bid 5" if "bid 5" in legal else legal[0])
    (seat,) = state.to_move()
    view = discord.ui.View(timeout=None)
    actions = [str(a) for a in state.legal_actions(seat)]
    fill_menu(view, 12, 34, plan_menu(WORDS, actions_of(WORDS, actions), state.view(seat)))
    (item,) = view.children
    assert isinstance(item, MultiSelect)
    select = item.item
    assert select.custom_id == "actm:12:34:place" and select.min_values == select.max_values == 5
    assert len(select.options) == 12  # 3 players: A..Q
    assert len(view.to_components()) == 1
