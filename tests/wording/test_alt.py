"""The alt text of every kind of image: what it shows, in the viewer's language, within Discord's 1,024 characters."""

from __future__ import annotations

import pytest

from bench.layout import NAME_SETS, states
from bot.games import GAMES
from bot.i18n import LANGUAGES
from bot.kits import builtin_kits
from render.common import has_arabic_script
from wording.alt import LIMIT, describe, fit

TITLES = {"en": "table", "de": "Tisch", "fa": "میز"}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_image_is_described_in_the_viewers_language_within_the_limit(game: str) -> None:
    kit = builtin_kits()[game]
    for _name, state in states(GAMES[game], moments=(0, 15, 10_000)):
        players = len(state.scores())
        names = NAME_SETS["long"][:players]
        for lang in LANGUAGES:
            table = describe(kit.game, kit.texts, "table", {**state.view(None), "names": names}, lang)
            hand = describe(kit.game, kit.texts, "hand", {**state.view(1), "names": names}, lang)
            texts = [table, hand]
            assert TITLES[lang] in table and names[0] in table, table
            assert names[1] in hand, hand
            if state.is_over():
                final = describe(kit.game, kit.texts, "final", {**state.view(None), "names": names}, lang)
                assert names[0] in final and ("۱." if lang == "fa" else "1.") in final, final
                texts.append(final)
            for text in texts:
                assert 0 < len(text) <= LIMIT and "**" not in text and "\n" not in text, text
                assert has_arabic_script(text) == (lang == "fa"), text


def test_a_hand_names_its_cards_and_the_scores_are_on_the_table() -> None:
    kit = builtin_kits()["druids"]
    state = GAMES["druids"].new(3, "alt", {})
    view = {**state.view(0), "names": ["Ana", "Bo", "Cy"]}
    hand = describe(kit.game, kit.texts, "hand", view, "en")
    assert hand.startswith("Hand of Ana: ") and len(hand.split(": ", 1)[1].split(", ")) >= len(view["hand"])
    table = describe(kit.game, kit.texts, "table", {**state.view(None), "names": ["Ana", "Bo", "Cy"]}, "en")
    assert "Scores: Ana 0, Bo 0, Cy 0." in table


def test_a_text_too_long_is_cut_at_a_whole_part() -> None:
    text = fit(["a" * 600 + ".", "b" * 600 + "."])
    assert len(text) <= LIMIT and text.startswith("a" * 600 + ". ") and text.endswith("…")
