"""Menus respect Discord's limits for any number of actions."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bot.games.base import Action
from testkit.takeaway import GAME as TAKEAWAY
from wording.present import Wording, group_menu, plan_menu

# A game without texts of its own: the generic wording.
GENERIC = Wording(TAKEAWAY)


@dataclass(frozen=True)
class Play(Action):
    """A card of a game without texts of its own."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@pytest.mark.parametrize("count", [1, 5, 20, 21, 25, 60, 100, 300])
def test_every_action_stays_reachable_within_discord_limits(count: int) -> None:
    actions = [Play(f"{suit}{n}") for suit in "ABCDEFGHIJKL" for n in range(1, 26)][:count]
    menu = plan_menu(GENERIC, actions, {})
    assert len(menu.buttons) <= 20
    assert len(menu.selects) <= 4 and all(len(options) <= 25 for _, options in menu.selects)
    assert len(menu.groups) <= 20
    reachable = {a for _, a in menu.buttons} | {a for _, options in menu.selects for _, a in options}
    for group in menu.groups:
        second = group_menu(GENERIC, actions, {}, group)
        assert len(second.buttons) <= 20 and all(len(o) <= 25 for _, o in second.selects)
        reachable |= {a for _, a in second.buttons} | {a for _, options in second.selects for _, a in options}
    assert reachable == {str(a) for a in actions}


def test_few_actions_become_buttons_with_labels() -> None:
    menu = plan_menu(GENERIC, [Play("1"), Play("3")], {})
    assert menu.buttons == [("play 1", "play 1"), ("play 3", "play 3")]


def test_a_large_choice_of_a_game_without_texts_is_grouped_by_kind() -> None:
    menu = plan_menu(GENERIC, [Play(f"A{n}") for n in range(200)], {})
    assert menu.groups == ["play #1", "play #2"]
