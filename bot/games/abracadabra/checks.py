"""Abracadabra's checks: why an action is refused now, with a translation code per reason."""

from __future__ import annotations

from typing import Any

from bot.games.base import Action, IllegalAction

from .actions import Bid, ChooseSuit, Expose, Keep, NameTrump, Pass, Place, Play, Right, ranks_text
from .cards import CARD_TEXT, JOKER, SUIT_NAMES, SUITS

# Per phase: the action kinds it accepts and a hint for refusals.
EXPECTED: dict[str, tuple[type[Action] | tuple[type[Action], ...], str]] = {
    "suit": (ChooseSuit, "choose your bid suit (`suit S`)"),
    "bid": ((Bid, Pass), "bid or pass"),
    "place": (Place, "place your bid cards (`place A 4 9` or `place none`)"),
    "trump": (NameTrump, "name trump (`trump H`)"),
    "right": (Right, "choose your right-side cards (`right J` or `right none`)"),
    "expose": ((Expose, Keep), "`expose` or `keep` your stack"),
    "play": (Play, "play a card"),
}


def check(d: dict[str, Any], seat: int, action: Action) -> None:
    """Raise IllegalAction, with the reason, unless `action` is legal for `seat` now."""
    phase = d["phase"]
    if phase == "play" and type(action) is Play:  # the hot path: no ABC isinstance
        check_play(d, action)
        return
    kinds, hint = EXPECTED[phase]
    if not isinstance(action, kinds):
        text = str(action)
        raise IllegalAction(
            f"`{text}` is not allowed now: {hint}.", code="abracadabra.wrong_step", action=text, phase=phase
        )
    if isinstance(action, Play):
        check_play(d, action)
        return
    # The action's text goes only into a refusal: written there, not for every legal action.
    if isinstance(action, ChooseSuit):
        owner = d["bid_suit"].index(action.suit) if action.suit in d["bid_suit"] else None
        if owner is not None:
            text = str(action)
            raise IllegalAction(
                f"`{text}` refused: the {SUIT_NAMES[action.suit]} are already taken.",
                code="abracadabra.suit_taken", action=text, suit=SUITS[action.suit], seat=owner,
            )
    elif isinstance(action, Bid):
        if not d["high"] < action.tricks <= d["tricks"]:
            text = str(action)
            raise IllegalAction(
                f"`{text}` refused: a bid must be higher than {d['high']} and at most {d['tricks']}.",
                code="abracadabra.bid_range", action=text, low=d["high"] + 1, high=d["tricks"],
            )
    elif isinstance(action, Place):
        _check_place(d, seat, action)
    elif isinstance(action, Right):
        missing = [r for r in action.ranks if r not in d["left"][seat]]
        if missing:
            text = str(action)
            raise IllegalAction(
                f"`{text}` refused: you did not place {ranks_text(tuple(missing))}.",
                code="abracadabra.right_not_placed", action=text, ranks=missing,
            )


def _check_place(d: dict[str, Any], seat: int, action: Place) -> None:
    high, tricks = d["high"], d["tricks"]
    if action.ranks and action.ranks[-1] > tricks:
        raise IllegalAction(
            f"`{action}` refused: this deal has {tricks} tricks, so bid cards run A to {ranks_text((tricks,))}.",
            code="abracadabra.rank_range", action=str(action), tricks=tricks,
        )
    count = len(action.ranks)
    if seat == d["declarer"] and count != high:
        raise IllegalAction(
            f"`{action}` refused: as Declarer you place exactly {high} cards, not {count}.",
            code="abracadabra.declarer_count", action=str(action), contract=high, count=count,
        )
    if seat != d["declarer"] and count >= high:
        raise IllegalAction(
            f"`{action}` refused: you may place at most {high - 1} cards (fewer than the Declarer's {high}).",
            code="abracadabra.too_many", action=str(action), most=high - 1, count=count,
        )


def check_play(d: dict[str, Any], action: Play) -> None:
    """Raise IllegalAction, with the reason, unless `action` plays a card the playing hand may play now."""
    h = d["order"][len(d["trick"])]
    from_dummy = h == d["n"]
    hand = d["hands"][h]
    if action.dummy == from_dummy and action.card in hand:
        trick = d["trick"]
        if not trick:
            return
        js = d["joker_suit"]
        lead = trick[0][1]
        led = js if lead == JOKER else lead >> 4
        if (js if action.card == JOKER else action.card >> 4) == led or all(
            (js if c == JOKER else c >> 4) != led for c in hand
        ):
            return
        raise IllegalAction(
            f"`{action}` refused: you must follow {SUIT_NAMES[led]}.",
            code="abracadabra.must_follow", action=str(action), suit=SUITS[led],
        )
    if action.dummy != from_dummy:
        where = "from the dummy (`dummy …`)" if from_dummy else "from your own hand (`play …`)"
        raise IllegalAction(
            f"`{action}` refused: this card is played {where}.",
            code="abracadabra.dummy_turn" if from_dummy else "abracadabra.own_turn", action=str(action),
        )
    owner = "the dummy does" if from_dummy else "you do"
    raise IllegalAction(
        f"`{action}` refused: {owner} not hold {CARD_TEXT[action.card]}.",
        code="abracadabra.not_in_hand", action=str(action), card=CARD_TEXT[action.card],
    )
