"""Spellcaster's alt text: whose turn, each mage's Energy, Sapphires and hand, the four piles' top cards; a hand's cards."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.spellcaster.views import as_view
from bot.i18n import join, number, t
from bot.i18n.spellcaster import card_name, colour_name
from wording import alt

Prompt = Callable[[Mapping[str, Any], list[str], str], str]


def image_text(kind: str, view: Mapping[str, Any], lang: str, turn_prompt: Prompt) -> str:
    """What a Spellcaster image shows, in words (`turn_prompt`: the game's own, from its texts)."""
    v = as_view(view)
    who = alt.names(v, 2, lang, "spellcaster-img-mage")
    if kind == "final":
        return alt.ranking("Spellcaster", who, v["scores"], lang)
    if kind == "hand":
        seat = v["seat"] if v["seat"] is not None else 0
        return alt.fit([alt.hand(who[seat], [card_name(c, lang) for c in v.get("hand", [])], lang), turn_prompt(v, who, lang)])
    parts = [t(lang, "alt-table", game="Spellcaster"), turn_prompt(v, who, lang)]
    mages = [
        t(lang, "alt-spellcaster-mage", name=who[s], energy=number(lang, v["energy"][s]), sapphires=number(lang, v["sapphires"][s]), cards=number(lang, v["hand_sizes"][s]))
        for s in range(2)
    ]
    parts.append(join(lang, mages) + ".")
    piles = []
    for pile in v["piles"]:
        colour = colour_name(pile["colour"], lang)
        if pile["top"] is None or pile["facing"] is None:
            piles.append(t(lang, "alt-spellcaster-pile-empty", colour=colour))
        else:
            piles.append(t(lang, "alt-spellcaster-pile", colour=colour, card=card_name(pile["top"], lang), name=who[pile["facing"]]))
    parts.append(join(lang, piles) + ".")
    parts.append(t(lang, "alt-spellcaster-deck", count=number(lang, v["deck_size"])))
    return alt.fit(parts)
