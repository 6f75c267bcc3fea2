"""Spellcaster in Discord: every legal choice is reachable from the DM menu within Discord's limits;
labels name cards; `/spellcaster cards` pages fit Discord's embed limits.

Positions come from many random games played by a "hoarder" (who draws far more often than a
sensible mage, so hands grow past 20 different cards) and by the computer player, plus hand-built
extremes: every card design in hand, in the discard pile, at a Whispered Bargain.
"""

from __future__ import annotations

import random
from typing import Any
from unittest.mock import AsyncMock, MagicMock, create_autospec

import discord
import pytest

from bot.games.spellcaster import GAME, SpellcasterState
from bot.games.spellcaster.cards import CARDS, PILES
from bot.kits import builtin_kits
from cogs.posts import fill_menu
from cogs.spellcaster import CardsPageButton, SpellcasterCog, card_pages, page_embed, page_view
from tests.games.spellcaster.helpers import position
from tests.support.texts import ByText, actions_of
from wording import present
from wording.text.spellcaster import colour_groups, turn_prompt

TEXTS = ByText("spellcaster")  # the game's texts, given action texts as the tests write them
action_group = TEXTS.action_group
action_label = TEXTS.action_label

KEY = "spellcaster"
WORDS = builtin_kits()[KEY].wording
NAMES = ["Ana", "Ben"]
BIG_TABLE, BIG_VERSION = 10**9, 10**5  # long custom ids: act:{table}:{version}:{action} must stay ≤ 100
ALL_DESIGNS = sorted(CARDS)


def reachable(actions: list[str], view: dict[str, Any]) -> tuple[set[str], list[present.Menu]]:
    """What a player can reach from the DM: buttons and selects, and each group's second step."""
    menu = present.plan_menu(WORDS, actions_of(WORDS, actions), view)
    menus = [menu, *(present.group_menu(WORDS, actions_of(WORDS, actions), view, group) for group in menu.groups)]
    found = {a for m in menus for _, a in m.buttons} | {a for m in menus for _, opts in m.selects for _, a in opts}
    return found, menus


def check_menu(state: SpellcasterState, seat: int) -> present.Menu:
    """The DM menu offers exactly the legal actions, one step, within Discord's limits, clearly labelled."""
    view = state.view(seat)
    actions = [str(a) for a in state.legal_actions(seat)]
    found, menus = reachable(actions, view)
    assert found == set(actions), "every legal action is offered, nothing else"
    (menu,) = menus
    assert not menu.groups and not menu.multis, "one click (or one select) for every choice"
    assert len(menu.buttons) <= present.MAX_BUTTONS
    assert len(menu.selects) <= present.MAX_SELECTS and all(0 < len(o) <= 25 for _, o in menu.selects)
    assert not (menu.buttons and menu.selects)
    labels = [label for label, _ in menu.buttons] + [label for _, opts in menu.selects for label, _ in opts]
    assert all(0 < len(label) <= 80 for label in labels)
    assert len(set(labels)) == len(labels), f"two choices look alike: {labels}"
    for label in labels:
        assert not any(card_id in label for card_id in CARDS), f"a label shows a card id: {label}"
    for placeholder, options in menu.selects:
        assert 0 < len(placeholder) <= 150
        assert all(action_group(a, view) == placeholder for _, a in options)
    built = discord.ui.View(timeout=None)
    fill_menu(built, BIG_TABLE, BIG_VERSION, menu)
    assert max((item.row or 0 for item in built.children), default=0) <= 3, "row 5 stays free for Show my hand / Undo"
    for item in built.children:
        assert len(item.custom_id) <= 100  # type: ignore[attr-defined]
    prompt = turn_prompt(view, NAMES)
    assert prompt and "None" not in prompt and "{" not in prompt
    return menu


def hoard(state: SpellcasterState, seat: int, rng: random.Random) -> str:
    """Mostly draw (hands grow large), else a random legal action."""
    actions = [str(a) for a in state.legal_actions(seat)]
    if "draw" in actions and rng.random() < 0.7:
        return "draw"
    return rng.choice(actions)


@pytest.mark.parametrize("bonus", ["off", "on"])
def test_every_legal_choice_is_reachable_in_random_games(bonus: str) -> None:
    kinds: set[str] = set()
    widest = 0
    selects = 0
    smart = builtin_kits()[KEY].policy("normal")
    for game_no in range(60):
        state = GAME.new(2, f"menu-{game_no}", {"second-player-bonus": bonus})
        rng = random.Random(game_no)
        while not state.is_over():
            (seat,) = state.to_move()
            menu = check_menu(state, seat)
            awaiting = state.view(seat)["awaiting"]
            kinds.add(awaiting["kind"] if awaiting else "turn")
            widest = max(widest, len(state.legal_actions(seat)))
            selects += bool(menu.selects)
            # Every third game the computer plays both mages: realistic positions beside the hoards.
            action = str(smart.choose(state, seat, rng)) if game_no % 3 == 0 else hoard(state, seat, rng)
            state.apply(seat, action)
    assert {"turn", "discard", "bargain", "fumble", "twist", "keep", "order"} <= kinds, kinds  # rewind: below
    assert widest > 20 and selects, "large hands were met and offered as selects"


def test_every_design_in_hand_fits_in_four_selects() -> None:
    state = position(
        hands=[ALL_DESIGNS, []],
        piles={"red": [("R01", 0)], "yellow": [("Y01", 0)], "blue": [("B01", 0)], "green": [("G02", 0)]},
    )
    menu = check_menu(state, 0)
    assert [placeholder for placeholder, _ in menu.selects] == [
        "Draw or activate a spell",
        "Play a red or yellow card…",
        "Play a blue card…",
        "Play a green card…",
    ]
    first = menu.selects[0][1]
    assert first == [
        ("Draw a card", "draw"),
        ("Activate red: Firebolt", "activate red"),
        ("Activate yellow: Healing Light", "activate yellow"),
        ("Activate blue: Sapphire Call", "activate blue"),
        ("Activate green: Dreamcloak", "activate green"),
    ]
    assert ("Play Burning Curse (red, active spell)", "play R08") in menu.selects[1][1]


def test_big_choices_of_a_card_go_by_colour() -> None:
    # The rival discards (Thunderclap) from a hand of every design: four selects, one per colour.
    thunder = position(piles={"red": [("R07", 0)]}, hands=[[], ALL_DESIGNS])
    thunder.apply(0, "activate red")
    menu = check_menu(thunder, 1)
    assert [p for p, _ in menu.selects] == [f"Discard a {c} card…" for c in PILES]
    assert turn_prompt(thunder.view(1), NAMES) == "Thunderclap: choose a card to discard from your hand."
    # Whispered Bargain: "discard nothing" keeps a select of its own, the colours share three.
    bargain = position(piles={"green": [("G01", 0)]}, hands=[[], ALL_DESIGNS])
    bargain.apply(0, "activate green")
    menu = check_menu(bargain, 1)
    assert menu.selects[0] == ("Or discard nothing", [("Discard nothing: your rival draws 2", "decline")])
    assert len(menu.selects) == 4
    assert turn_prompt(bargain.view(1), NAMES) == "Whispered Bargain: discard a card of your choice, or discard nothing and Ana draws 2."
    # Rewind from a discard pile holding every design.
    rewind = position(piles={"green": [("G07", 0)]}, discard=ALL_DESIGNS)
    rewind.apply(0, "activate green")
    menu = check_menu(rewind, 0)
    assert [p for p, _ in menu.selects] == [f"Take back a {c} card…" for c in PILES]
    assert ("Take back Foresight (green)", "take G08") in menu.selects[3][1]


def test_small_choices_are_buttons_with_card_names() -> None:
    state = position(piles={"red": [("R01", 0)], "blue": [("B08", 0)]}, hands=[["B01", "R02", "R08"], []])
    menu = check_menu(state, 0)
    assert menu.buttons == [
        ("Draw a card", "draw"),
        ("Activate red: Firebolt", "activate red"),
        ("Play Flame Beast (red)", "play R02"),
        ("Play Burning Curse (red, active spell)", "play R08"),
        ("Play Sapphire Call (blue)", "play B01"),
    ]
    assert turn_prompt(state.view(0), NAMES) == (
        "You have 2 actions left: draw a card, play one from your hand, or activate a spell facing you."
    )
    assert turn_prompt(state.view(None), NAMES) == "Ana's turn: 2 actions left — draw, play or activate."
    # Fumbletongue, Mind Twist and Spell Echo name the top card of each pile offered.
    fumble = position(piles={"green": [("G03", 0)], "red": [("R08", 1)], "blue": [("B08", 1)]})
    fumble.apply(0, "activate green")
    assert check_menu(fumble, 0).buttons == [
        ("Discard Burning Curse (red pile)", "pile red"),
        ("Discard Sapphire Spring (blue pile)", "pile blue"),
    ]
    assert turn_prompt(fumble.view(0), NAMES) == "Fumbletongue: choose a pile facing Ben; its top card is discarded."
    twist = position(piles={"green": [("G04", 0)], "red": [("R01", 1)], "yellow": [("Y01", 1)]})
    twist.apply(0, "activate green")
    assert check_menu(twist, 0).buttons[0] == ("Turn Firebolt (red pile) to face you", "pile red")
    echo = position(piles={"green": [("G06", 0)], "red": [("R01", 0)], "blue": [("B01", 0)]})
    echo.apply(0, "activate green")
    assert check_menu(echo, 0).buttons == [("Echo Firebolt (red pile)", "pile red"), ("Echo Sapphire Call (blue pile)", "pile blue")]


def test_foresight_keep_then_the_order_under_the_deck() -> None:
    deck = ["Y01", "B01", "R01", "G02", "Y08", "B04", "R04"]
    state = position(piles={"green": [("G08", 0)]}, deck=deck)
    state.apply(0, "activate green")
    menu = check_menu(state, 0)
    assert menu.buttons == [
        ("Keep Life Leech (red)", "keep R04"),
        ("Keep Regeneration (yellow, active spell)", "keep Y08"),
        ("Keep Siphon Gem (blue)", "keep B04"),
    ]
    assert turn_prompt(state.view(0), NAMES).startswith("Foresight: keep one of the revealed cards")
    assert turn_prompt(state.view(1), NAMES) == "Ana looks at the top cards and keeps one (Foresight)"
    state.apply(0, "keep Y08")
    menu = check_menu(state, 0)
    assert menu.buttons == [("Very bottom: Life Leech (red)", "bottom R04"), ("Very bottom: Siphon Gem (blue)", "bottom B04")]
    assert "very bottom of the deck" in turn_prompt(state.view(0), NAMES)


def test_the_label_of_a_sent_action_names_no_card_that_may_have_changed() -> None:
    # The flow labels the action just sent from the public view after the move (and after the
    # computer's moves): the pile's top card may be another by then.
    state = position(piles={"green": [("G03", 0)], "red": [("R01", 1)], "blue": [("B08", 1), ("B01", 1)]})
    assert action_label("activate green", state.view(0)) == "Activate green: Fumbletongue"
    assert action_label("activate green", state.view(None)) == "Activate the green spell"
    state.apply(0, "activate green")
    # Just activated, and Ana still decides: the card on top is the one she activated.
    assert action_label("activate green", state.view(None)) == "Activate green: Fumbletongue"
    state.apply(0, "pile blue")
    assert action_label("pile blue", state.view(None)) == "The blue pile"
    assert action_label("play R01", state.view(None)) == "Play Firebolt (red)"
    # Once the turn has passed on, the pile may hold another card: none is named.
    state.apply(0, "draw")
    assert state.to_move() == {1}
    assert action_label("activate green", state.view(None)) == "Activate the green spell"


def test_colour_groups_merge_the_smallest_neighbours() -> None:
    assert colour_groups({"red": 10, "yellow": 10, "blue": 10, "green": 11}, 3) == [["red", "yellow"], ["blue"], ["green"]]
    assert colour_groups({"red": 9, "yellow": 2, "blue": 3, "green": 8}, 3) == [["red"], ["yellow", "blue"], ["green"]]
    assert colour_groups({"red": 1, "green": 4}, 3) == [["red"], ["green"]]
    assert colour_groups({"red": 1, "yellow": 1, "blue": 1, "green": 1}, 1) == [list(PILES)]


# ---- /spellcaster cards -------------------------------------------------------------------------


def test_card_pages_list_every_design_within_embed_limits() -> None:
    pages = card_pages()
    assert [p.colour for p in pages] == list(PILES)
    listed = [card.id for p in pages for card in p.cards]
    assert sorted(listed) == sorted(CARDS)
    for number, page in enumerate(pages):
        embed = page_embed(number)
        assert len(embed) <= 6000 and len(embed.fields) <= 25
        assert embed.title is not None and len(embed.title) <= 256
        assert all(len(f.name or "") <= 256 and len(f.value or "") <= 1024 for f in embed.fields)
        for card in page.cards:
            field = next(f for f in embed.fields if card.name in (f.name or ""))
            text = card.text.removeprefix("ACTIVE:").strip()
            assert text[1:] in (field.value or "") and (field.value or "").endswith(text[1:])
            assert ("⟳" in (field.name or "")) == card.active
            assert f"×{card.count}" in (field.name or "")
    red = page_embed(0)
    assert red.title == "⚔ Red — combat (15 cards)"
    assert red.footer.text is not None and "Page 1/4" in red.footer.text


def test_page_buttons_are_colour_tabs() -> None:
    view = page_view(2)
    buttons = [item for item in view.children if isinstance(item, CardsPageButton)]
    assert [b.item.custom_id for b in buttons] == ["sccards:0", "sccards:1", "sccards:2", "sccards:3"]
    assert [b.item.disabled for b in buttons] == [False, False, True, False]
    assert [b.item.label for b in buttons] == ["Red", "Yellow", "Blue", "Green"]


async def test_cards_command_and_tab_clicks() -> None:
    bot = MagicMock()
    bot.interactions = MagicMock()
    cog = SpellcasterCog(bot, GAME)
    command = cog.group.get_command("cards")
    assert isinstance(command, discord.app_commands.Command)
    interaction = create_autospec(discord.Interaction, instance=True)
    interaction.response = MagicMock()
    interaction.response.send_message = AsyncMock()
    await command.callback(interaction, colour="blue")  # type: ignore[call-arg]
    kwargs = interaction.response.send_message.call_args.kwargs
    assert kwargs["ephemeral"] is True and kwargs["embed"].title.startswith("◆ Blue")
    click = create_autospec(discord.Interaction, instance=True)
    click.response = MagicMock()
    click.response.edit_message = AsyncMock()
    await CardsPageButton(3).callback(click)
    edited = click.response.edit_message.call_args.kwargs
    assert edited["embed"].title.startswith("❦ Green")
    await cog.cog_load()
    bot.add_dynamic_items.assert_any_call(CardsPageButton)
