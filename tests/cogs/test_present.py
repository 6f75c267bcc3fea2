"""Menus respect Discord's limits for any number of actions."""

from __future__ import annotations

import pytest

from cogs.present import group_menu, plan_menu


@pytest.mark.parametrize("count", [1, 5, 20, 21, 25, 60, 100, 300])
def test_every_action_stays_reachable_within_discord_limits(count: int) -> None:
    actions = [f"play {suit}{n}" for suit in "ABCDEFGHIJKL" for n in range(1, 26)][:count]
    menu = plan_menu("no-such-game", actions, {})
    assert len(menu.buttons) <= 20
    assert len(menu.selects) <= 4 and all(len(options) <= 25 for _, options in menu.selects)
    assert len(menu.groups) <= 20
    reachable = {a for _, a in menu.buttons} | {a for _, options in menu.selects for _, a in options}
    for group in menu.groups:
        second = group_menu("no-such-game", actions, {}, group)
        assert len(second.buttons) <= 20 and all(len(o) <= 25 for _, o in second.selects)
        reachable |= {a for _, a in second.buttons} | {a for _, options in second.selects for _, a in options}
    assert reachable == set(actions)


def test_few_actions_become_buttons_with_labels() -> None:
    menu = plan_menu("no-such-game", ["take 1", "take 3"], {})
    assert menu.buttons == [("take 1", "take 1"), ("take 3", "take 3")]
