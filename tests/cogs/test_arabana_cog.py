"""Arabana in Discord: the DM menus over many positions, and the `/arabana` power-user commands."""

from __future__ import annotations

import random
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any
from unittest.mock import AsyncMock, create_autospec

import discord
import pytest

from bot.ai import RandomPolicy
from bot.ai.arabana import PLAYERS as ARABANA_PLAYERS
from bot.games.arabana import GAME
from bot.games.arabana.board import ISLAND_NAMES, ISLANDS, SPOT_ENDS, spot_named
from bot.games.arabana.state import ArabanaState
from bot.games.base import rng_for
from bot.kits import builtin_kits
from bot.tables import Refused, WhichTable
from bot.tables.model import SeatInfo, TableInfo
from cogs.arabana import ArabanaCog, matches, pick, suggestions, verb_actions, why_none
from tests.games.arabana.helpers import position
from tests.support.texts import ByText, actions_of
from wording.present import MAX_BUTTONS, group_menu, plan_menu
from wording.text.arabana import turn_prompt

TEXTS = ByText("arabana")  # the game's texts, given action texts as the tests write them
action_group = TEXTS.action_group
action_label = TEXTS.action_label

ID_ROOM = len("act:123456:99999:")  # custom ids carry the table and version before the action
WORDS = builtin_kits()["arabana"].wording
NAMES = ["Ana", "Ben", "Cleo", "Dan"]
SECOND_PASS_GODS: dict[str, Any] = {"pass": 2, "options": {"gods": "on", "second-pass-start": "next"}}


# ---- the DM menus ----------------------------------------------------------------------------


def _playouts() -> Iterator[ArabanaState]:
    """Every decision of random and computer-played games: 3 and 4 players, with and without gods."""
    smart = ARABANA_PLAYERS.policy("normal")
    for seed in range(16):
        options = {"gods": "on" if seed % 2 else "off", "second-pass-start": "lowest-chooses" if seed % 4 == 3 else "next"}
        state = GAME.new(3 + seed % 2, seed, options)
        step = 0
        while not state.is_over():
            yield state
            seat = min(state.to_move())
            policy = smart if (seat + seed) % 2 else RandomPolicy()
            state.apply(seat, policy.choose(state, seat, rng_for(seed, "menu", step, seat)))
            step += 1


def _crowded(state: ArabanaState, rng: random.Random) -> ArabanaState:
    """The same board in the second pass, the player in turn holding a big random hand and every god."""
    d = state.to_dict()
    seat = d["turn"]
    hand = [0] * ISLANDS
    for card in rng.sample(range(ISLANDS), rng.randint(2, 5)):
        hand[card] = rng.randint(1, 3)
    d["hands"][seat] = hand
    d["gods_held"][seat] = [1, 2, 3, 4] if rng.random() < 0.7 else [1]
    d.update({"pass": 2, "options": {**d["options"], "gods": "on"}})
    return GAME.restore(d)


def _positions() -> Iterator[tuple[ArabanaState, int]]:
    rng = random.Random(7)
    for count, state in enumerate(_playouts()):
        for seat in sorted(state.to_move()):
            yield state, seat
        if count % 5 == 0 and state.view(None)["phase"] == "play":
            crowded = _crowded(state, rng)
            yield crowded, min(crowded.to_move())


def _check_step(menu: Any, actions: list[str]) -> list[str]:
    """Limits of one message; returns the actions it offers directly."""
    assert not menu.multis
    assert len(menu.buttons) <= MAX_BUTTONS and len(menu.groups) <= MAX_BUTTONS and len(menu.selects) <= 4
    rows = len(menu.selects) + -(-len(menu.buttons) // 5) + -(-len(menu.groups) // 5)
    assert rows <= 4, "a fifth row stays free for Undo / Show my hand"
    assert not (menu.selects and menu.buttons), "selects and buttons are not mixed in one step"
    offered = [a for _, a in menu.buttons]
    for label, action in menu.buttons:
        assert 0 < len(label) <= 80 and len(action) + ID_ROOM <= 100
    for placeholder, options in menu.selects:
        assert 0 < len(options) <= 25 and len(placeholder) <= 150
        assert len({label for label, _ in options}) == len(options), "options of a select read differently"
        for label, action in options:
            assert 0 < len(label) <= 100 and len(action) <= 100
        offered += [a for _, a in options]
    for group in menu.groups:
        assert len(f"grp:123456:99999:{group}") <= 100
    assert len(offered) == len(set(offered)) and set(offered) <= set(actions)
    return offered


def _kind(action: str, view: dict[str, Any]) -> tuple[str, str]:
    """What a first-step group stands for: (verb, card) for bridges, (verb, "") otherwise."""
    words = action.split()
    if words[0] == "bridge":
        return "bridge", action_group(action, view)
    family = {"pass": "end", "ku": "god", "pele": "god", "lono": "god"}
    return family.get(words[0], words[0]), ""


def _check_group(group: str, members: list[str], view: dict[str, Any]) -> None:
    """A second step: one card or verb; a card's bridges are distinct spots of that card's island."""
    assert len({_kind(a, view) for a in members}) == 1, (group, members)
    if group.startswith("Bridge with ") and group != "Bridge with Kanaloa":
        island = ISLAND_NAMES.index(group.removeprefix("Bridge with "))
        spots = [spot_named(a.split()[1]) for a in members]
        assert all(s is not None and island in SPOT_ENDS[s] for s in spots)
        assert len(set(spots)) == len(spots)
        free = view["spots"]
        assert all(free[s] is None for s in spots if s is not None), "a bridge goes on a free spot"


def test_every_legal_action_is_reachable_from_the_dm_within_discord_limits() -> None:
    seen = {"flat": 0, "selects": 0, "groups": 0, "second steps": 0}
    verbs: set[str] = set()
    for state, seat in _positions():
        actions = [str(a) for a in state.legal_actions(seat)]
        view = state.view(seat)
        assert actions
        menu = plan_menu(WORDS, actions_of(WORDS, actions), view)
        reachable = set(_check_step(menu, actions))
        if menu.buttons:
            seen["flat"] += 1
            assert len(actions) <= MAX_BUTTONS
        for placeholder, options in menu.selects:
            seen["selects"] += 1
            _check_group(placeholder, [a for _, a in options], view)
        for group in menu.groups:
            seen["groups"] += 1
            second = group_menu(WORDS, actions_of(WORDS, actions), view, group)
            assert not second.groups, "two steps at most"
            offered = _check_step(second, actions)
            assert offered and reachable.isdisjoint(offered)
            reachable |= set(offered)
            _check_group(group, offered, view)
            seen["second steps"] += 1
        assert reachable == set(actions), sorted(set(actions) - reachable)
        if menu.groups or menu.selects:
            # First step: one entry per card or verb.
            keys = [p for p, _ in menu.selects] or menu.groups
            assert len(keys) == len({_kind(a, view) for a in actions})
        verbs |= {a.split()[0] for a in actions}
        public = state.view(None)
        assert all(0 < len(action_label(a, public)) <= 80 for a in actions)
    assert min(seen.values()) > 20, seen
    assert {"bridge", "exchange", "discard", "draw", "end", "pass", "remove", "ku", "pele", "lono", "take", "give", "next"} <= verbs


def test_a_full_hand_is_first_split_by_card_and_verb_then_by_spot() -> None:
    state = position(
        3,
        bridges={"Nuridan-Opodopo": 1, "Lusepil-Nuridan": 2},
        hands={0: ["Nuridan", "Nuridan", "Opodopo", "Lusepil"]},
        display=["Eloi", "Iki", None, "Noa"],
    )
    view = state.view(0)
    actions = [str(a) for a in state.legal_actions(0)]
    menu = plan_menu(WORDS, actions_of(WORDS, actions), view)
    assert menu.groups == ["Bridge with Lusepil", "Take over a bridge", "Bridge with Opodopo", "Bridge with Nuridan", "Discard face down", "Draw"]
    lusepil = group_menu(WORDS, actions_of(WORDS, actions), view, "Bridge with Lusepil")
    assert len(lusepil.buttons) == 6, "Lusepil's seven spots less the one taken"
    assert ("Bridge Lusepil–Wailani (Lusepil)", "bridge Lusepil-Wailani") in lusepil.buttons
    takeover = group_menu(WORDS, actions_of(WORDS, actions), view, "Take over a bridge")
    assert ("Take over Nuridan–Opodopo from Player B (Nuridan + Opodopo)", "exchange Nuridan-Opodopo Nuridan Opodopo") in takeover.buttons
    assert ("Take over Lusepil–Nuridan from Player C (Lusepil + Nuridan)", "exchange Lusepil-Nuridan Lusepil Nuridan") in takeover.buttons
    draw = group_menu(WORDS, actions_of(WORDS, actions), view, "Draw")
    assert [label for label, _ in draw.buttons] == ["Draw Eloi (display 1)", "Draw Iki (display 2)", "Draw Noa (display 4)", f"Draw blind from the bag ({view['bag_size']} left)"]


def test_gods_are_buttons_when_usable() -> None:
    state = position(4, hands={0: ["Nuridan"], 1: ["Eloi"]}, gods_held={0: ["Ku", "Pele", "Lono"]}, **SECOND_PASS_GODS)
    view = state.view(0)
    menu = plan_menu(WORDS, actions_of(WORDS, [str(a) for a in state.legal_actions(0)]), view)
    labels = [label for label, _ in menu.buttons]
    assert "Pele: draw from everyone, give back" in labels
    assert "Ku: look at Player B's hand" in labels and "Lono: extra card blind from the bag (" in " ".join(labels)


def test_a_move_is_confirmed_with_what_the_action_says_not_with_the_board_after_it() -> None:
    state = position(3, hands={0: ["Nuridan"]}, display=["Eloi", "Iki", "Noa", "Pipi"])
    state.apply(0, "draw display 2")
    public = state.view(None)
    assert public["display"][1] != "Iki"
    assert action_label("draw display 2", public) == "Draw from display 2"
    assert action_label("bridge Nuridan-Opodopo", public) == "Bridge Nuridan–Opodopo"
    assert action_label("exchange Nuridan-Opodopo Nuridan Opodopo", public) == "Take over Nuridan–Opodopo (Nuridan + Opodopo)"
    fresh = GAME.new(3, 5, {})
    assert action_label("discard Nuridan", fresh.view(None)) == "Put Nuridan in the display"


# ---- the command helpers ---------------------------------------------------------------------


def _info(status: str = "running", game: str = "arabana") -> TableInfo:
    seats = tuple(SeatInfo(s, 100 + s if s == 0 else None, NAMES[s], None if s == 0 else "normal", True) for s in range(3))
    return TableInfo(7, game, 1, 2, 3, 4, 100, status, {}, 12, seats)


def _turn() -> ArabanaState:
    return position(3, bridges={"Nuridan-Opodopo": 1, "Kahiko-Nuridan": 2}, hands={0: ["Nuridan", "Nuridan", "Opodopo"]}, display=["Eloi", "Iki", None, "Noa"])


def test_suggestions_follow_what_is_typed_and_stay_within_25() -> None:
    state = _turn()
    view = {**state.view(0), "names": NAMES}
    bridges = verb_actions(state, 0, "bridge")
    assert len(suggestions("", bridges, view)) == min(25, len(bridges))
    assert [c.value for c in suggestions("lusepil", bridges, view)] == ["bridge Lusepil-Nuridan", "bridge Lusepil-Opodopo"]
    lusepil = suggestions("lusepil-nur", bridges, view)
    assert [(c.name, c.value) for c in lusepil] == [("Bridge Lusepil–Nuridan (Nuridan)", "bridge Lusepil-Nuridan")]
    assert [c.value for c in suggestions("manawa", bridges, view)] == ["bridge Manawa-Nuridan"]
    exchange = suggestions("", verb_actions(state, 0, "exchange"), view)
    assert {c.name for c in exchange} == {
        "Take over Nuridan–Opodopo from Ben (Nuridan + Nuridan)",
        "Take over Nuridan–Opodopo from Ben (Nuridan + Opodopo)",
        "Take over Kahiko–Nuridan from Cleo (Nuridan + Nuridan)",
    }
    draws = suggestions("iki", verb_actions(state, 0, "draw"), view)
    assert [(c.name, c.value) for c in draws] == [("Draw Iki (display 2)", "draw display 2")]
    kanaloa = position(3, hands={0: ["Nuridan"]}, gods_held={0: ["Kanaloa"]}, **SECOND_PASS_GODS)
    many = verb_actions(kanaloa, 0, "bridge")
    assert len(many) > 25 and len(suggestions("", many, kanaloa.view(0))) == 25
    assert all("lusepil" in (c.name + c.value).lower() for c in suggestions("Lusepil", many, kanaloa.view(0)))
    assert matches("nuridan–opodopo", "exchange Nuridan-Opodopo Nuridan Opodopo", "")


def test_typed_text_is_read_as_the_one_action_it_fits_or_left_to_the_engine() -> None:
    state = _turn()
    view = state.view(0)
    bridges, draws = verb_actions(state, 0, "bridge"), verb_actions(state, 0, "draw")
    assert pick("bridge", "bridge Lusepil-Nuridan", bridges, view) == "bridge Lusepil-Nuridan"
    assert pick("bridge", "lusepil–nuridan", bridges, view) == "bridge Lusepil-Nuridan"
    assert pick("bridge", "lusepil", bridges, view) is None, "two spots fit"
    assert pick("bridge", "manawa", bridges, view) == "bridge Manawa-Nuridan"
    assert pick("draw", "bag", draws, view) == "draw bag"
    assert pick("draw", "Iki", draws, view) == "draw display 2"
    assert pick("draw", "display 3", draws, view) == "draw display 3", "an empty slot goes to the engine, which says why"
    assert pick("bridge", "Kahiko-Nuridan", bridges, view) == "bridge Kahiko-Nuridan", "occupied: the engine gives the reason"
    assert pick("bridge", "nonsense words", bridges, view) is None
    assert pick("bridge", "-", bridges, view) is None
    assert pick("bridge", "draw bag", bridges, view) is None


def test_why_there_is_nothing_to_choose() -> None:
    state = _turn()
    info = _info()
    assert why_none(state, 1, "bridge", info) == "It is not your turn (waiting for Ana)."
    full = position(3, hands={0: ["Nuridan", "Nuridan", "Opodopo", "Eloi", "Iki"]})
    assert why_none(full, 0, "draw", info) == "Hand limit: play or discard down to 4 cards before drawing (you hold 5)."
    setup = GAME.new(3, 2, {})
    assert why_none(setup, 0, "bridge", info) == "First choose your card for the display (in your DM)."
    final = position(3, hands={0: ["Nuridan"]}, display=[None] * 4, bag=[], final_round=True, final_pending=[0, 1, 2])
    assert why_none(final, 0, "draw", info) == "No card is left to draw: end your turn in your DM."
    assert why_none(state, 0, "exchange", info) == "You cannot take over a bridge now."


# ---- the commands, with stand-in interactions ----------------------------------------------------


class Service:
    """Just enough of the table service for the commands."""

    def __init__(self, state: ArabanaState, info: TableInfo | None = None, here: bool = True) -> None:
        self.info = info or _info()
        self.current = state
        self.here = here
        self.acted: list[str] = []

    async def table_here(self, user_id: int, guild_id: int | None, channel_id: int | None, *, game: str | None = None) -> TableInfo:
        # The thread's table, else the caller's only one (user 100 sits at it), as the service decides.
        if self.here or (user_id == 100 and game in (None, self.info.game)):
            return self.info
        raise WhichTable("You have no open table.", code="table.none_open")

    async def seat_view(self, table_id: int, user_id: int, guild_id: int | None = None) -> tuple[TableInfo, ArabanaState, int]:
        seat = self.info.seat_of(user_id)
        if seat is None:
            raise Refused("You have no seat at this table.")
        return self.info, self.current, seat

    async def act(self, table_id: int, user_id: int, text: str, expected: int | None, guild_id: int | None) -> Any:
        seat = self.info.seat_of(user_id)
        assert seat is not None and expected is None
        self.current.apply(seat, text)  # GameError propagates, as from the service
        self.acted.append(text)
        return SimpleNamespace(table=self.info, state=self.current)

    def game(self, key: str) -> Any:
        return SimpleNamespace(title={"druids": "Druids"}.get(key, key))


def _interaction(service: Service, user_id: int = 100) -> Any:
    interaction = create_autospec(discord.Interaction, instance=True)
    interaction.client = SimpleNamespace(service=service, interactions=SimpleNamespace(publish=AsyncMock()))
    interaction.user = SimpleNamespace(id=user_id, display_name="Ana")
    interaction.channel_id, interaction.guild_id = 3, 1
    interaction.response = SimpleNamespace(defer=AsyncMock(), is_done=lambda: True, send_message=AsyncMock())
    interaction.followup = SimpleNamespace(send=AsyncMock())
    return interaction


@pytest.fixture
def cog() -> ArabanaCog:
    bot = SimpleNamespace(interactions=SimpleNamespace(new_table=AsyncMock(), rules=AsyncMock()))
    return ArabanaCog(bot, GAME)  # type: ignore[arg-type]


def _reply(interaction: Any) -> str:
    args, kwargs = interaction.followup.send.call_args
    assert kwargs.get("ephemeral") is True
    return str(args[0])


def test_the_group_has_the_three_commands_with_autocomplete(cog: ArabanaCog) -> None:
    commands = {c.name: c for c in cog.group.commands}
    assert {"new", "rules", "bridge", "exchange", "draw"} <= set(commands)
    for name, option in (("bridge", "spot"), ("exchange", "spot"), ("draw", "card")):
        [parameter] = commands[name].parameters  # type: ignore[union-attr]
        assert parameter.name == option and parameter.autocomplete and parameter.required


async def test_autocomplete_lists_the_callers_legal_moves_or_says_why_not(cog: ArabanaCog) -> None:
    service = Service(_turn())
    choices = await cog.suggest(_interaction(service), "exchange", "")
    assert {c.value for c in choices} == set(map(str, verb_actions(service.current, 0, "exchange")))
    assert all(" from Ben (" in c.name or " from Cleo (" in c.name for c in choices)
    [stranger] = await cog.suggest(_interaction(service, user_id=555), "bridge", "")
    assert stranger.value == "-" and "no seat" in stranger.name
    elsewhere = Service(_turn(), info=_info(game="druids"))
    [other] = await cog.suggest(_interaction(elsewhere), "bridge", "")
    assert "plays Druids" in other.name
    nowhere = Service(_turn(), here=False)
    assert {c.value for c in await cog.suggest(_interaction(nowhere), "draw", "")} == set(map(str, verb_actions(nowhere.current, 0, "draw"))), "the caller's only table"
    [lost] = await cog.suggest(_interaction(nowhere, user_id=555), "draw", "")
    assert "No Arabana-Opodopo table plays here" in lost.name


async def test_a_command_applies_the_move_confirms_it_and_publishes(cog: ArabanaCog) -> None:
    service = Service(_turn())
    interaction = _interaction(service)
    await cog.act(interaction, "bridge", "bridge Lusepil-Nuridan")
    assert service.acted == ["bridge Lusepil-Nuridan"]
    assert _reply(interaction) == "✅ Bridge Lusepil–Nuridan (Nuridan)"
    interaction.client.interactions.publish.assert_awaited_once()
    assert service.current.view(None)["spots"][spot_named("Lusepil-Nuridan")] == 0


async def test_a_refused_command_answers_with_the_reason_and_changes_nothing(cog: ArabanaCog) -> None:
    service = Service(_turn())
    before = service.current.to_dict()
    taken = _interaction(service)
    await cog.act(taken, "bridge", "Kahiko-Nuridan")
    assert _reply(taken) == "Kahiko-Nuridan is not free: it already holds a bridge (an opponent's you can take over with two cards)."
    unclear = _interaction(service)
    await cog.act(unclear, "exchange", "Nuridan")
    assert "Pick one of the suggestions" in _reply(unclear)
    waiting = Service(_turn(), info=_info())
    waiting.current.apply(0, "draw bag")
    turn_over = _interaction(waiting)
    await cog.act(turn_over, "bridge", "Lusepil-Nuridan")
    assert "not your turn" in _reply(turn_over).lower()
    assert service.current.to_dict() == before and service.acted == []
    taken.client.interactions.publish.assert_not_awaited()


def test_the_prompt_of_a_full_hand_says_why_there_is_no_draw() -> None:
    full = position(3, hands={0: ["Nuridan", "Nuridan", "Opodopo", "Eloi", "Iki"]})
    assert not verb_actions(full, 0, "draw")
    assert turn_prompt(full.view(0), NAMES).endswith("You hold 5 cards: play or discard down to 4 to draw.")
    assert turn_prompt(full.view(None), NAMES) == "Ana's turn: play cards, then draw one (first half)."
