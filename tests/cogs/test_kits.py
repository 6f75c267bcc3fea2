"""Game kits: every game brings working parts, and the layers use the kit they are handed."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

from bot.ai import Policy
from bot.games import GAMES
from bot.games.base import Action, Event
from bot.kits import as_kits, builtin_kits
from cogs.games import GameCog
from cogs.kit import GameKit
from render import generic
from testkit.kits import marks_kit, takeaway_kit
from testkit.takeaway import GAME as TAKEAWAY
from testkit.takeaway import Take
from tests.support.texts import action_of, actions_of
from wording import present
from wording.present import Texts

TAKEAWAY_PLUGIN, MARKS = takeaway_kit(), marks_kit()
KITS = {**builtin_kits(), TAKEAWAY_PLUGIN.key: TAKEAWAY_PLUGIN, MARKS.key: MARKS}
PLUGINS = list(KITS.values())
PNG = b"\x89PNG\r\n\x1a\n"


def test_every_engine_has_its_plugin_and_the_test_games_are_registered() -> None:
    assert PLUGINS, "no game registered"
    assert {key: p.game for key, p in builtin_kits().items()} == GAMES
    assert {TAKEAWAY_PLUGIN.key, MARKS.key} <= set(KITS)


def positions(plugin: GameKit) -> Iterator[Any]:
    """A few states of a random game of this plug-in, from the start to the end."""
    state = plugin.game.new(plugin.game.min_players, 5)
    rng = random.Random(5)
    step = 0
    while not state.is_over():
        if step % 9 == 0:
            yield state
        seat = min(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
    yield state


@pytest.mark.parametrize("plugin", PLUGINS, ids=[p.key for p in PLUGINS])
def test_texts_label_every_choice_and_the_menu_offers_each(plugin: GameKit) -> None:
    for state in positions(plugin):
        for seat in sorted(state.to_move()):
            view = state.view(seat)
            actions = [str(a) for a in state.legal_actions(seat)]
            labels = [present.action_label(plugin.wording, action_of(plugin.wording, a), view) for a in actions]
            assert all(0 < len(label) <= 80 for label in labels)
            menu = present.plan_menu(plugin.wording, actions_of(plugin.wording, actions), view)
            offered = {a for _, a in menu.buttons} | {a for _, options in menu.selects for _, a in options}
            for group in menu.groups:
                second = present.group_menu(plugin.wording, actions_of(plugin.wording, actions), view, group)
                offered |= {a for _, a in second.buttons} | {a for _, options in second.selects for _, a in options}
            if not menu.multis:  # a multi-select composes its actions from tokens
                assert offered == set(actions)
            assert present.turn_prompt(plugin.wording, view, ["Ana", "Ben", "Cat", "Dan", "Eve"])


@pytest.mark.parametrize("plugin", PLUGINS, ids=[p.key for p in PLUGINS])
def test_renderer_draws_the_table_and_a_hand(plugin: GameKit) -> None:
    state = plugin.game.new(plugin.game.min_players, 3)
    table = plugin.renderer.render_table(state.view(None), lang="en")
    hand = plugin.renderer.render_hand(state.view(0), lang="en")
    for image in (table, hand):
        assert isinstance(image, Image.Image) and image.width > image.height / 2
        assert len(image.convert("RGB").getcolors(1 << 16) or []) > 2, "a blank image"
    assert plugin.table_image(state.view(None)).startswith(PNG)


@pytest.mark.parametrize("plugin", PLUGINS, ids=[p.key for p in PLUGINS])
def test_computer_players_choose_legal_moves_at_every_level(plugin: GameKit) -> None:
    state = plugin.game.new(plugin.game.min_players, 8)
    seat = min(state.to_move())
    legal = {str(a) for a in state.legal_actions(seat)}
    for level in ("easy", "normal", "random", "unheard-of"):
        assert str(plugin.players.policy(level).choose(state, seat, random.Random(1))) in legal
    assert issubclass(plugin.cog, GameCog)


def test_the_test_games_computer_is_the_plugins_own() -> None:
    state = TAKEAWAY.new(2, 0, {"pile": 5})
    state.apply(min(state.to_move()), Take(min(state.view(min(state.to_move()))["hand"])))
    seat = min(state.to_move())
    pile, hand = state.view(seat)["pile"], state.view(seat)["hand"]
    assert pile <= 4
    def policy_for(key: str, level: str) -> Policy:
        return KITS[key].policy(level)

    assert policy_for("takeaway", "normal") is TAKEAWAY_PLUGIN.players.policy("normal")
    choice = policy_for("takeaway", "normal").choose(state, seat, random.Random(0))
    # Finisher takes the last stones when a card reaches them, else plays its smallest card.
    assert choice == Take(min([n for n in hand if n >= pile] or hand))


class Shouting:
    """Texts of a game registered in this test: every line in capitals."""

    def event_line(self, event: Event, names: list[str], lang: str = "en") -> str | None:
        return event.kind.upper()

    def action_label(self, action: Action, view: dict[str, Any], lang: str = "en") -> str:
        assert isinstance(action, Take), "texts get the typed action"
        return f"TAKE {action.n}"

    def action_group(self, action: Action, view: dict[str, Any], lang: str = "en") -> str:
        return "ALL"

    def turn_prompt(self, view: dict[str, Any], names: list[str], lang: str = "en") -> str:
        return "YOUR MOVE"


def test_the_kit_handed_in_is_what_the_layers_use() -> None:
    shouting: Texts = Shouting()  # a Texts by its shape alone
    kit = GameKit(TAKEAWAY, texts=shouting)
    assert present.action_label(kit.wording, action_of(kit.wording, "take 2"), {}) == "TAKE 2"
    assert present.turn_prompt(kit.wording, {}, []) == "YOUR MOVE"
    assert present.event_line(kit.wording, Event("take", {}), []) == "TAKE"
    assert kit.renderer is generic
    assert present.action_label(TAKEAWAY_PLUGIN.wording, action_of(TAKEAWAY_PLUGIN.wording, "take 2"), {}) == "take 2"


def test_a_bare_engine_gets_its_builtin_plugin_or_the_generic_parts() -> None:
    found = as_kits([GAMES["druids"], TAKEAWAY, MARKS])
    assert found["druids"] is builtin_kits()["druids"]
    assert found["takeaway"].game is TAKEAWAY and found["takeaway"].texts is None and found["takeaway"].renderer is generic
    assert found["marks"] is MARKS
