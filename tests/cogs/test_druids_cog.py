"""Druids in Discord: every legal choice is reachable from the DM menu within Discord's limits; thread lines."""

from __future__ import annotations

import random
from typing import Any

import discord
import pytest

from bot.games.druids import GAME
from bot.games.druids.state import DruidsState
from bot.kits import builtin_kits
from cogs.posts import fill_menu
from tests.games.druids.helpers import play_all, position
from tests.support.texts import actions_of
from wording import present
from wording.text.druids import event_line, round_table, turn_prompt

WORDS = builtin_kits()["druids"].wording
NAMES = ["Ana", "Ben", "Cy", "Dee", "Eve"]
BIG_TABLE, BIG_VERSION = 10**9, 10**5  # long custom ids: act:{table}:{version}:{action} must stay ≤ 100


def reachable(actions: list[str], view: dict[str, Any]) -> tuple[set[str], list[present.Menu]]:
    """What a player can reach from the DM: the menu's buttons and selects, and each group's second step."""
    menu = present.plan_menu(WORDS, actions_of(WORDS, actions), view)
    menus = [menu]
    menus += [present.group_menu(WORDS, actions_of(WORDS, actions), view, group) for group in menu.groups]
    found = {a for m in menus for _, a in m.buttons} | {a for m in menus for _, opts in m.selects for _, a in opts}
    return found, menus


def discord_view(menu: present.Menu) -> discord.ui.View:
    """The menu laid out by the shared flow into a real discord.py View (which enforces rows and widths)."""
    view = discord.ui.View(timeout=None)
    fill_menu(view, BIG_TABLE, BIG_VERSION, menu)
    return view


def check_menu(state: DruidsState, seat: int) -> None:
    view = state.view(seat)
    actions = [str(a) for a in state.legal_actions(seat)]
    found, menus = reachable(actions, view)
    assert found == set(actions), "every legal action is offered, nothing else"
    for menu in menus:
        assert len(menu.buttons) <= present.MAX_BUTTONS
        assert len(menu.selects) <= present.MAX_SELECTS and all(len(o) <= 25 for _, o in menu.selects)
        labels = [label for label, _ in menu.buttons] + [label for _, opts in menu.selects for label, _ in opts]
        assert all(0 < len(label) <= 80 for label in labels)
        assert len(set(labels)) == len(labels), f"two choices look alike: {labels}"
        built = discord_view(menu)
        rows = {item.row or 0 for item in built.children}
        assert max(rows, default=0) <= 3, "row 5 stays free for Show my hand / Undo"
        for item in built.children:
            assert len(item.custom_id) <= 100  # type: ignore[attr-defined]
    # Druids never needs a second step: at most 15 cards, 10 Gaia leads or 5 Sickle targets.
    assert not menus[0].groups and not menus[0].selects and not menus[0].multis


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("variant", ["basic", "sun-moon"])
def test_every_legal_choice_is_reachable_in_random_games(players: int, variant: str) -> None:
    phases: set[str] = set()
    for game_no in range(12):
        state = GAME.new(players, f"menu-{game_no}", {"variant": variant, "rounds": 3})
        rng = random.Random(game_no)
        while not state.is_over():
            (seat,) = state.to_move()
            check_menu(state, seat)
            phases.add(state.phase())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert {"gaia", "play"} <= phases


def test_a_full_hand_at_the_first_lead_and_after() -> None:
    # Gaia's holder must lead Gaia: his first menu is the 10 Gaia choices, dark row above light row.
    state = GAME.new(3, 11, {"variant": "sun-moon", "rounds": 1})
    (seat,) = state.to_move()
    assert len(state.view(seat)["hand"]) == 15
    menu = present.plan_menu(WORDS, actions_of(WORDS, [str(a) for a in state.legal_actions(seat)]), state.view(seat))
    rows = [menu.buttons[:5], menu.buttons[5:]]
    assert [a.split()[-1] for _, a in rows[0]] == ["dark"] * 5 and [a.split()[-1] for _, a in rows[1]] == ["light"] * 5
    assert [a.split()[2] for _, a in rows[0]] == list("GYRBV")
    assert rows[1][2][0] == "Gaia as ♞ red, light (highest on top)"
    # Basic game: five colour buttons, no side.
    basic = GAME.new(3, 11, {"variant": "basic", "rounds": 1})
    (seat,) = basic.to_move()
    menu = present.plan_menu(WORDS, actions_of(WORDS, [str(a) for a in basic.legal_actions(seat)]), basic.view(seat))
    assert [label for label, _ in menu.buttons] == [f"Gaia as {c}" for c in ("✚ green", "☀ yellow", "♞ red", "★ blue", "♫ violet")]
    # The next player void in the led colour may play any of his 15 cards (one button per card, Sickle once).
    hand = ["G1", "G2", "G3", "R1", "R2", "B1", "B2", "B3", "B4", "B5", "V1", "V2", "V3", "SICKLE", "MISTLETOE"]
    void = position([["Y4"], hand, ["Y5"]], trick=["GAIA"], gaia="Y", trick_no=1)
    actions = [str(a) for a in void.legal_actions(1)]
    assert len(actions) == 15
    check_menu(void, 1)


def test_following_suit_offers_only_the_led_colour_and_specials() -> None:
    state = position([["R3"], ["R5", "R9", "G2", "SICKLE", "MISTLETOE"], ["R1"]], trick=["R3"])
    menu = present.plan_menu(WORDS, actions_of(WORDS, [str(a) for a in state.legal_actions(1)]), state.view(1))
    assert menu.buttons == [("R5♞", "play R5"), ("R9♞", "play R9"), ("☾ Sickle", "play SICKLE"), ("☘ Mistletoe", "play MISTLETOE")]


def test_a_sickle_tie_offers_the_tied_stacks_as_buttons() -> None:
    state = position(
        [["R3", "V1"], ["SICKLE", "Y1"], ["R10", "G1"], ["R5", "Y2"]],
        stacks=[{}, {}, {"B": ["B9"], "G": ["G4", "G9"]}, {}],
    )
    play_all(state, "play R3", "play SICKLE", "play R10", "play R5")
    assert state.to_move() == {2}
    menu = present.plan_menu(WORDS, actions_of(WORDS, [str(a) for a in state.legal_actions(2)]), state.view(2))
    assert menu.buttons == [("Sickle removes my ✚ green stack", "sickle G"), ("Sickle removes my ★ blue stack", "sickle B")]
    check_menu(state, 2)


def test_trick_lines_say_who_takes_it_and_what_is_stacked() -> None:
    state = position([["V1", "G5"], ["MISTLETOE", "Y3"], ["V9", "B2"]], leader=0)
    lines = [line for e in play_all(state, "play V1", "play MISTLETOE", "play V9") if (line := event_line(e, NAMES))]
    assert lines[-1] == "Trick 2 (♫ violet led): Ana V1♫ · Ben ☘ Mistletoe · Cy V9♫ — **Cy** takes it and stacks V1♫ V9♫."
    only_specials = position([["MISTLETOE", "G5"], ["SICKLE", "Y3"], ["MISTLETOE", "B2"]], stacks=[{"R": ["R4"]}, {}, {}])
    lines = [line for e in play_all(only_specials, "play MISTLETOE", "play SICKLE", "play MISTLETOE") if (line := event_line(e, NAMES))]
    assert "— **Ana** takes it (no domain cards to stack)." in lines[-2]
    assert lines[-1] == "☾ Sickle: Ana sets aside the ♞ red stack (1 card, top R4♞)."


def test_five_domains_end_the_round_with_a_table() -> None:
    state = position(
        [["V4", "G1"], ["V2", "Y1"], ["R6", "G2"]],
        stacks=[{"G": ["G8"], "Y": ["Y7"], "R": ["R2"], "B": ["B5"]}, {"R": ["R12"]}, {}],
        rounds=2,
        totals=[4, 0, 9],
        history=[[4, 0, 9]],
        round_no=2,
    )
    lines = [line for e in play_all(state, "play V4", "play V2", "play R6") if (line := event_line(e, NAMES))]
    assert lines[-2] == "🌿 **Ana has all five domains!** The round ends at once: −3 for Ana."
    table = lines[-1]
    assert table.startswith("**Round 2 scored**\n```\n") and table.endswith("```")
    rows = table.split("\n")[2:-1]
    assert rows[0].split() == ["stack", "tops", "round", "total"]
    assert rows[1].split() == ["Ana", "five", "domains", "-3", "1"]
    assert rows[2].split() == ["Ben", "R12", "12", "12"]
    assert rows[3].split() == ["Cy", "no", "stacks", "0", "9"]
    assert len({len(r) for r in rows}) == 1, "aligned columns"
    assert turn_prompt(state.view(None), NAMES) == "The game is over: 🏆 **Ben** wins with 12 points."


def test_round_table_fits_long_names_and_five_players() -> None:
    names = ["A" * 40, "`weird`\nname", "Cy", "Dee", "Eve"]
    data = {
        "round": 3,
        "scores": [40, -3, 12, 0, 7],
        "totals": [100, 2, 30, -6, 7],
        "five_domains": 1,
        "tops": [["G12", "Y12", "R12", "B4"], [], ["V12"], [], ["G7"]],
        "next_dealer": 3,
    }
    text = round_table(data, names)
    assert len(text) < 600 and text.count("```") == 2
    code = text.split("```")[1]
    assert "AAAAAAAAAAA…" in code and "'weird' name" in code
    assert len(code.strip("\n").split("\n")) == 6, "a header and one row per player"
    assert text.endswith("Dee has the fewest points this round and deals round 4.")


def test_dm_prompts_speak_to_the_player_to_move() -> None:
    follow = position([["R3"], ["R5", "G2", "SICKLE"], ["R1"]], trick=["R3"])
    assert turn_prompt(follow.view(1), NAMES) == "You play to trick 2: follow ♞ red (or play your ☾ Sickle)."
    assert turn_prompt(follow.view(0), NAMES) == "Ben plays to trick 2 (follow ♞ red if you can)."
    only_red = position([["R3"], ["R5", "R9"], ["R1"]], trick=["R3"])
    assert turn_prompt(only_red.view(1), NAMES) == "You play to trick 2: follow ♞ red."
    void = position([["R3"], ["G2", "SICKLE"], ["R1"]], trick=["R3"])
    assert turn_prompt(void.view(1), NAMES) == "You play to trick 2: you have no ♞ red, any card."
    open_trick = position([["MISTLETOE"], ["G2", "R4"], ["R1"]], trick=["MISTLETOE"])
    assert turn_prompt(open_trick.view(1), NAMES) == "You play to trick 2: no colour is led yet, any card."
    lead = position([["G2", "R4"], ["Y1"], ["R1"]])
    assert turn_prompt(lead.view(0), NAMES) == "You lead trick 2: any card."
    gaia = position([["GAIA", "Y1"], ["V3"], ["G5"]], trick_no=1, variant="sun-moon", round_no=3)
    assert turn_prompt(gaia.view(0), NAMES).startswith("You hold Gaia: lead it to trick 1 of round 3, naming its colour and the side")
    tie = position(
        [["R3", "V1"], ["SICKLE", "Y1"], ["R10", "G1"], ["R5", "Y2"]],
        stacks=[{}, {}, {"B": ["B9"], "G": ["G4", "G9"]}, {}],
    )
    play_all(tie, "play R3", "play SICKLE", "play R10", "play R5")
    assert turn_prompt(tie.view(2), NAMES) == "Your highest stack tops tie: choose which stack the Sickle removes (✚ green or ★ blue)."


def test_images_name_players_when_the_view_carries_names() -> None:
    from render.druids import seat_name

    assert seat_name(1, {}) == "Player B"
    assert seat_name(1, {"names": ["Ana", "Ben"]}) == "Ben"
    # Whole: each label shortens a name only as far as its room needs (render.names.name_fitted).
    assert seat_name(0, {"names": ["Annabelle the Magnificent"]}) == "Annabelle the Magnificent"
