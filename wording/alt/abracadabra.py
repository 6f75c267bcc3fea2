"""Abracadabra's alt text: the deal, trump, the trick so far, each seat's contract and tricks, the scores; a hand's cards."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.abracadabra.cards import JOKER_TEXT, TEXT_CARD, rank_of, rank_text, suit_letter
from bot.games.abracadabra.views import AbracadabraView, as_view
from bot.i18n import join, number, t
from wording import alt

Prompt = Callable[[Mapping[str, Any], list[str], str], str]


def card(text: str, joker_as: str | None, lang: str) -> str:
    """'QH' as 'Q hearts'; the Joker as 'Joker (Q hearts)' when it stands for a card."""
    if text == JOKER_TEXT:
        return t(lang, "abracadabra-joker-as", card=card(joker_as, None, lang)) if joker_as else t(lang, "abracadabra-joker")
    code = TEXT_CARD[text]
    return f"{rank_text(rank_of(code))} {t(lang, f'abracadabra-suit-{suit_letter(code)}')}"


def _seat(v: AbracadabraView, seat: int, who: list[str], lang: str) -> str:
    contract = v["bid_cards"][seat]["contract"]
    bid = t(lang, "alt-abracadabra-contract", contract=number(lang, contract)) if contract is not None else t(lang, "alt-abracadabra-no-contract")
    return t(lang, "alt-abracadabra-seat", name=who[seat], bid=bid, won=number(lang, v["won"][seat]))


def image_text(kind: str, view: Mapping[str, Any], lang: str, turn_prompt: Prompt) -> str:
    """What an Abracadabra image shows, in words (`turn_prompt`: the game's own, from its texts)."""
    v = as_view(view)
    who = alt.names(v, v["players"], lang, "abracadabra-player")
    if kind == "final":
        return alt.ranking("Abracadabra", who, v["scores"], lang)
    trump = t(lang, "alt-abracadabra-trump", suit=t(lang, f"abracadabra-suit-{v['trump']}")) if v["trump"] else ""
    if kind == "hand":
        seat = v["seat"] if v["seat"] is not None else 0
        cards = [card(c, v["joker_as"], lang) for c in v.get("hand") or []]
        dummy = v["dummy_hand"] if v["phase"] == "play" else None
        return alt.fit([
            alt.hand(who[seat], cards, lang),
            t(lang, "alt-abracadabra-dummy", cards=join(lang, [card(c, v["joker_as"], lang) for c in dummy])) if dummy else "",
            trump,
            turn_prompt(v, who, lang),
        ])
    parts = [
        t(lang, "alt-table", game="Abracadabra"),
        t(lang, "alt-abracadabra-deal", deal=number(lang, v["deal"]), tricks=number(lang, v["tricks_per_deal"])),
        trump or (t(lang, "alt-abracadabra-no-trump") if v["turnup"] == JOKER_TEXT else ""),
        turn_prompt(v, who, lang),
    ]
    hands = [*who, t(lang, "abracadabra-img-dummy")]
    if v["trick"]:
        played = [t(lang, "alt-played", name=hands[c["hand"]], card=card(c["card"], c["as"], lang)) for c in v["trick"]]
        parts.append(t(lang, "alt-trick", trick=number(lang, v["trick_no"] + 1), cards=join(lang, played)))
    elif v["last_trick"]:
        parts.append(t(lang, "alt-last-trick", trick=number(lang, v["last_trick"]["number"]), name=who[v["last_trick"]["winner"]]))
    parts.append(join(lang, [_seat(v, s, who, lang) for s in range(v["players"])]) + ".")
    parts.append(alt.scores(who, v["scores"], lang))
    return alt.fit(parts)
