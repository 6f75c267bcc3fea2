"""Abracadabra's legal actions: whose decision is awaited and every choice open to that seat."""

from __future__ import annotations

from typing import Any

from bot.games.base import Action

from .actions import (
    BID_ACTIONS,
    DUMMY_ACTIONS,
    EXPOSE,
    KEEP,
    PASS,
    PLAY_ACTIONS,
    SUIT_ACTIONS,
    TRUMP_ACTIONS,
    place_actions,
    right_actions,
)
from .cards import JOKER
from .match import EMPTY, FROZEN


def to_move(d: dict[str, Any]) -> frozenset[int]:
    """The seat whose decision is awaited (none once the match is over)."""
    turn = d["turn"]
    return EMPTY if turn is None else FROZEN[turn]


def legal_actions(d: dict[str, Any], seat: int) -> list[Action]:
    """Every legal action for `seat` now (empty unless it is that seat's decision)."""
    if seat != d["turn"]:
        return []
    phase = d["phase"]
    if phase == "play":
        return legal_plays(d)
    if phase == "suit":
        taken = d["bid_suit"]
        return [SUIT_ACTIONS[s] for s in range(4) if s not in taken]
    if phase == "bid":
        return [PASS, *BID_ACTIONS[d["high"] + 1 : d["tricks"] + 1]]
    if phase == "place":
        if seat == d["declarer"]:  # the Declarer places exactly his bid
            return list(place_actions(d["tricks"], d["high"], d["high"]))
        return list(place_actions(d["tricks"], 0, d["high"] - 1))
    if phase == "trump":
        return list(TRUMP_ACTIONS)
    if phase == "right":
        return list(right_actions(tuple(d["left"][seat])))
    if phase == "expose":
        return [EXPOSE, KEEP]
    return []


def playing_hand(d: dict[str, Any]) -> int:
    """The hand that plays the next card of the trick (`n` is the dummy)."""
    return int(d["order"][len(d["trick"])])


def legal_plays(d: dict[str, Any]) -> list[Action]:
    """The cards the playing hand may play to the trick (in the play phase)."""
    trick = d["trick"]
    h = d["order"][len(trick)]
    hand = d["hands"][h]
    actions = DUMMY_ACTIONS if h == d["n"] else PLAY_ACTIONS
    if trick:
        js = d["joker_suit"]
        lead = trick[0][1]
        led = js if lead == JOKER else lead >> 4
        follow: list[Action] = [actions[c] for c in hand if (js if c == JOKER else c >> 4) == led]
        if follow:
            return follow
    return [actions[c] for c in hand]
