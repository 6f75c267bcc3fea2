"""Druids' alt text: the round and trick, the cards played to it, each player's stacks and points; a hand's cards."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.druids.cards import SPECIAL_SYMBOL
from bot.games.druids.views import as_view
from bot.i18n import join, number, t
from wording import alt

Prompt = Callable[[Mapping[str, Any], list[str], str], str]

ORDER = "GYRBV"


def card(text: str, lang: str) -> str:
    """'R7' as 'red 7'; a special by its name."""
    if text in SPECIAL_SYMBOL:
        return t(lang, f"druids-name-{text.lower()}")
    return t(lang, "alt-druids-card", colour=t(lang, f"druids-colour-{text[0].lower()}"), value=number(lang, int(text[1:])))


def image_text(kind: str, view: Mapping[str, Any], lang: str, turn_prompt: Prompt) -> str:
    """What a Druids image shows, in words (`turn_prompt`: the game's own, from its texts)."""
    v = as_view(view)
    who = alt.names(v, v["players"], lang, "druids-img-player")
    if kind == "final":
        return alt.ranking("Druids", who, v["scores"], lang)
    if kind == "hand":
        seat = v["seat"] if v["seat"] is not None else 0
        return alt.fit([alt.hand(who[seat], [card(c, lang) for c in v.get("hand", [])], lang), turn_prompt(v, who, lang)])
    parts = [t(lang, "alt-table", game="Druids"), t(lang, "alt-druids-round", round=number(lang, v["round"]), rounds=number(lang, v["rounds"])), turn_prompt(v, who, lang)]
    if v["plays"]:
        played = [t(lang, "alt-played", name=who[p["seat"]], card=card(p["card"], lang)) for p in v["plays"]]
        parts.append(t(lang, "alt-trick", trick=number(lang, v["trick_no"]), cards=join(lang, played)))
    elif v["last_trick"]:
        last = v["last_trick"]
        parts.append(t(lang, "alt-last-trick", trick=number(lang, last["trick"]), name=who[last["winner"]]))
    parts.append(alt.scores(who, v["scores"], lang))
    for seat, stacks in enumerate(v["stacks"]):
        tops = [t(lang, "alt-druids-stack", card=card(stacks[c]["top"], lang), height=number(lang, stacks[c]["height"])) for c in ORDER if c in stacks]
        parts.append(t(lang, "alt-druids-stacks", name=who[seat], stacks=join(lang, tops)) if tops else t(lang, "alt-druids-no-stacks", name=who[seat]))
    return alt.fit(parts)
