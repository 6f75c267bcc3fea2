"""Arabana's alt text: the pass and whose turn, the display, each player's points and pieces left; a hand's island cards."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.arabana.views import as_view
from bot.i18n import join, number, t
from wording import alt

Prompt = Callable[[Mapping[str, Any], list[str], str], str]


def image_text(kind: str, view: Mapping[str, Any], lang: str, turn_prompt: Prompt) -> str:
    """What an Arabana image shows, in words (`turn_prompt`: the game's own, from its texts)."""
    v = as_view(view)
    who = alt.names(v, v["players"], lang)
    if kind == "final":
        return alt.ranking("Arabana-Opodopo", who, v["scores"], lang)
    if kind == "hand":
        seat = v["seat"] if v["seat"] is not None else 0
        return alt.fit([alt.hand(who[seat], list(v.get("hand") or []), lang), turn_prompt(v, who, lang)])
    shown = [name for name in v["display"] if name]
    parts = [t(lang, "alt-table", game="Arabana-Opodopo"), turn_prompt(v, who, lang)]
    if shown:
        parts.append(t(lang, "alt-arabana-display", cards=join(lang, shown)))
    players = [
        t(
            lang,
            "alt-arabana-player",
            name=who[s],
            points=number(lang, v["scores"][s]),
            bridges=number(lang, v["bridges_left"][s]),
            stones=number(lang, v["stones_left"][s]),
            cards=number(lang, v["hand_sizes"][s]),
        )
        for s in range(v["players"])
    ]
    parts.append(join(lang, players) + ".")
    return alt.fit(parts)
