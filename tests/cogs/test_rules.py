"""`/<game> rules`: every summary fits a phone screen a page in every language, quotes the engine's own
numbers and option names, says the rules issue #12 found missing, speaks of the buttons players press
(tests/cogs/test_rules_grammar.py: never of the action grammar), and pages by tab buttons."""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any
from unittest.mock import AsyncMock, MagicMock, create_autospec

import discord
import pytest

from bot.games import GAMES
from bot.i18n import t
from bot.kits import builtin_kits
from cogs.games import GameCog
from cogs.rules import RulesPageButton, page_keys, rules_message, rules_pages
from testkit.catalog import game_catalogs
from testkit.kits import takeaway_kit
from testkit.takeaway import GAME as TAKEAWAY
from tests.i18n.support import LANGS, ascii_digits, no_key

PAGE_LIMIT = 1200  # characters: about one phone screen of Discord text
KEYS = ("druids", "abracadabra", "arabana", "spellcaster")
PAGES = {"druids": 2, "abracadabra": 3, "arabana": 2, "spellcaster": 2}


@pytest.mark.parametrize("key", KEYS)
@pytest.mark.parametrize("lang", LANGS)
def test_every_page_fits_one_phone_screen_and_is_filled_in(key: str, lang: str) -> None:
    game = GAMES[key]
    pages = rules_pages(game, lang)
    assert len(pages) == PAGES[key] == len(page_keys(game))
    for number, page in enumerate(pages, 1):
        no_key(page, key)
        assert 300 < len(page) <= PAGE_LIMIT, (key, lang, number, len(page))
        assert "None" not in page, page
        tab = t(lang, f"{key}-rules-{number}-tab")
        no_key(tab, key)
        assert 0 < len(tab) <= 80
    if lang != "en":
        assert pages != rules_pages(game, "en")


def test_the_numbers_come_from_the_engine() -> None:
    druids = copy.copy(GAMES["druids"])
    druids.options = {**druids.options, "rounds": replace(druids.options["rounds"], default=7, maximum=12)}
    assert "over 7 rounds (option `rounds`: 1–12)" in rules_pages(druids, "en")[0]
    assert "über 7 Runden (Option `runden`: 1–12)" in rules_pages(druids, "de")[0]
    abracadabra = copy.copy(GAMES["abracadabra"])
    abracadabra.options = {**abracadabra.options, "target": replace(abracadabra.options["target"], default=150)}
    assert "reaches `target` points (default 150)" in rules_pages(abracadabra, "en")[2]


def test_druids_says_the_deal_ties_and_what_a_sickle_does_without_a_stack() -> None:
    play, scoring = rules_pages(GAMES["druids"], "en")
    assert "**Deal**: 15/14/13 cards each with 3/4/5 players; the rest are set aside unseen." in play
    assert "with no stack it does nothing. A colour set aside no longer counts and can be started again." in scoring
    assert "ties share the win" in scoring and "scores −3" in scoring
    assert "`variant: sun-moon`" in play and "pressing **Gaia as …** and the colour it stands for" in play
    assert "(tie: you press **Sickle removes my … stack** for one of them)" in scoring
    persian = "\n".join(rules_pages(GAMES["druids"], "fa"))
    assert "۱۵/۱۴/۱۳" in persian and "`variant: sun-moon` (خورشید و ماه)" in persian and "دوباره شروع" in persian
    assert "**گایا به‌عنوان …**" in persian
    assert "Gleichstand teilen sich die Besten den Sieg" in rules_pages(GAMES["druids"], "de")[1]


def test_abracadabra_says_who_leads_how_the_dummy_leads_the_end_and_the_small_bids() -> None:
    deal, play, end = rules_pages(GAMES["abracadabra"], "en")
    assert "left of the dealer leads trick 1 (two players: the non-dealer)" in play
    assert "that player leads the next trick from the dummy, his opponent plays second and he himself third" in play
    assert "after the deal in which someone reaches `target` points" in end and "ties share the win" in end
    assert "run to 13 (A–K), with 2–3 players to 12 (A–Q)" in deal
    assert "40/30/20/10 with 1/2/3/4 successful (3 players 30/20/10, 2 players 20/10)" in end
    assert "press a **Bid** button (more tricks than bid before) or **Pass**" in deal
    assert "**Name no tricks**" in play and "**Nothing to the right**" in play and "**Keep my stack hidden**" in play
    german = "\n".join(rules_pages(GAMES["abracadabra"], "de"))
    assert "`strohmann: nein`" in german and "Nicht-Geber" in german and "bis 12 (A–Q)" in german
    persian = "\n".join(rules_pages(GAMES["abracadabra"], "fa"))
    assert "`dummy: no`" in persian and "از دامی شروع" in persian and "A تا Q" in persian


def test_spellcaster_says_when_the_deck_runs_out_and_that_a_full_tie_is_a_draw() -> None:
    turn, end = rules_pages(GAMES["spellcaster"], "en")
    assert "**Draw a card** (not from an empty deck)" in turn and "the rest of your actions is lost" in turn
    assert "if the draw of step 2 finds it empty, the game ends at once" in end
    assert "If a card's draw (or Foresight) finds too few cards, the game ends after that turn." in end
    assert "still level, the duel is a draw" in end
    assert "`second-player-bonus: on`: the second mage gets 4" in turn
    assert "`bonus-zweiter-magier: an`" in rules_pages(GAMES["spellcaster"], "de")[0]
    assert "دوئل مساوی است" in rules_pages(GAMES["spellcaster"], "fa")[1]


def test_arabana_says_relative_majority_the_second_pass_kane_and_kanaloa() -> None:
    turn, passes = rules_pages(GAMES["arabana"], "en")
    assert "No stone is placed." in turn and "(Kanaloa does not count)" in turn
    assert "small 2/3, large 3/5, Lusepil 4/7" in turn
    assert "The next player starts it; with `second-pass-start: lowest-chooses` the player with the fewest points" in passes
    assert "closed with **End my last turn**; **Pass (keep my last turn)** waits" in passes
    assert "(none left: **Take back a bridge** first" in passes and "secretly presses **Put … in the display**" in turn
    assert "Kane: 1/2/3 points at once (small/large/Lusepil)" in passes
    assert "with all 10 placed, one more island wins at once" in passes
    german = "\n".join(rules_pages(GAMES["arabana"], "de"))
    assert "`zweiter-durchgang: Wenigste Punkte wählt`" in german and "Kanaloa zählt nicht mit" in german
    persian = rules_pages(GAMES["arabana"], "fa")
    assert "Kane: بی‌درنگ ۱/۲/۳ امتیاز" in persian[1] and "سنگی گذاشته نمی‌شود" in persian[0]
    assert ascii_digits(persian[0]).count("4") >= 2  # the hand limit and the display, in Persian digits


def test_a_game_without_catalog_pages_shows_its_engines_summary() -> None:
    assert page_keys(TAKEAWAY) == []
    content, view = rules_message(TAKEAWAY, 0, "de")
    assert content == TAKEAWAY.rules_summary() and view is None


def _buttons(view: discord.ui.View | None) -> list[RulesPageButton]:
    assert view is not None
    return [item for item in view.children if isinstance(item, RulesPageButton)]


def _interaction(locale: discord.Locale) -> Any:
    interaction = create_autospec(discord.Interaction, instance=True)
    interaction.locale = locale
    interaction.guild_locale = locale
    interaction.extras = {}
    interaction.client = MagicMock()
    interaction.response = MagicMock()
    interaction.response.is_done = MagicMock(return_value=False)
    interaction.response.send_message = AsyncMock()
    interaction.response.edit_message = AsyncMock()
    return interaction


async def test_the_rules_command_answers_page_one_and_a_tab_shows_page_two() -> None:
    bot = MagicMock()
    cog = GameCog(bot, GAMES["druids"])
    command = cog.group.get_command("rules")
    assert isinstance(command, discord.app_commands.Command)
    asked = _interaction(discord.Locale.german)
    await command.callback(asked)  # type: ignore[call-arg]
    args, kwargs = asked.response.send_message.call_args
    first, second = rules_pages(GAMES["druids"], "de")
    assert args == (first,) and kwargs["ephemeral"] is True
    tabs = _buttons(kwargs["view"])
    assert [b.item.custom_id for b in tabs] == ["rules:druids:0", "rules:druids:1"]
    assert [b.item.disabled for b in tabs] == [True, False]
    assert [b.item.label for b in tabs] == ["So wird gespielt", "Stiche und Wertung"]
    click = _interaction(discord.Locale.german)
    click.client.kits = builtin_kits()
    match = RulesPageButton.__discord_ui_compiled_template__.fullmatch("rules:druids:1")
    assert match is not None
    restored = await RulesPageButton.from_custom_id(click, tabs[1].item, match)
    await restored.callback(click)
    edited = click.response.edit_message.call_args.kwargs
    assert edited["content"] == second
    assert [b.item.disabled for b in _buttons(edited["view"])] == [False, True]
    await cog.cog_load()
    bot.add_dynamic_items.assert_called_once_with(RulesPageButton)


def test_a_tab_names_a_game_by_a_key_of_the_safe_shape() -> None:
    template = RulesPageButton.__discord_ui_compiled_template__
    for custom_id in ("rules:spellcaster:1", "rules:takeaway:0", "rules:my-game_2:12"):
        assert template.fullmatch(custom_id), custom_id
    for custom_id in ("rules:Druids:1", "rules:2nd:1", "rules::1", "rules:druids:x", "rules:druids:1234", "rules:a:b:1", f"rules:{'a' * 32}:1"):
        assert not template.fullmatch(custom_id), custom_id


async def _tab_click(custom_id: str, kits: dict[str, Any], locale: discord.Locale = discord.Locale.german) -> Any:
    """A click on a rules tab restored from its custom id (as after a restart), by a bot built with `kits`."""
    click = _interaction(locale)
    click.client.kits = kits
    match = RulesPageButton.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None
    restored = await RulesPageButton.from_custom_id(click, MagicMock(), match)
    await restored.callback(click)
    return click


async def test_a_game_handed_in_as_a_kit_pages_by_tabs_looked_up_among_the_bots_kits() -> None:
    kit = takeaway_kit()
    with game_catalogs():
        assert page_keys(TAKEAWAY) == ["takeaway-rules-1", "takeaway-rules-2"]
        RulesPageButton("takeaway", 1)  # a key that is no built-in game's is a tab like any other
        first, second = rules_pages(TAKEAWAY, "de")
        assert "15 Steinen (Option `pile`: 5–40)" in first and "verliert er" in second
        content, view = rules_message(TAKEAWAY, 0, "de")
        tabs = _buttons(view)
        assert content == first
        assert [b.item.custom_id for b in tabs] == ["rules:takeaway:0", "rules:takeaway:1"]
        assert [b.item.label for b in tabs] == ["So wird gespielt", "Das Ende"]
        click = await _tab_click("rules:takeaway:1", {kit.key: kit})
        edited = click.response.edit_message.call_args.kwargs
        assert edited["content"] == second
        assert [b.item.disabled for b in _buttons(edited["view"])] == [False, True]


async def test_a_tab_of_a_game_the_bot_does_not_play_is_answered_privately_and_shows_nothing() -> None:
    with game_catalogs():
        click = await _tab_click("rules:takeaway:1", dict(builtin_kits()))
    click.response.edit_message.assert_not_called()
    args, kwargs = click.response.send_message.call_args
    assert args == ("Unbekanntes Spiel 'takeaway'.",) and kwargs["ephemeral"] is True
