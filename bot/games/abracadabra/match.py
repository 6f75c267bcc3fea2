"""Abracadabra's match data: one plain dict per match (see state.py), a new match, each new deal, copies."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.base import Event, rng_for, shuffle

from . import events as ev
from .cards import CARD_TEXT, FORMS, JOKER, SUITS

EMPTY: frozenset[int] = frozenset()
FROZEN = tuple(frozenset({seat}) for seat in range(4))
PER_SEAT_LISTS = ("left", "left_up", "right_up", "right_down", "centre", "stack")


def copy_data(value: Any) -> Any:
    """Deep copy of plain JSON-like data (lists, dicts, scalars)."""
    kind = type(value)
    if kind is list:
        return [copy_data(x) if type(x) in (list, dict) else x for x in value]
    if kind is dict:
        return {k: copy_data(x) if type(x) in (list, dict) else x for k, x in value.items()}
    return value


# The match dict's lists by depth: lists of scalars, and lists of lists of scalars. Other keys hold
# scalars, except the few copied by `copy_data` below.
_FLAT_LISTS = ("totals", "last", "bid_suit", "contract", "exposed", "order", "won", "captured", "winners", "voids", "queue")
_LISTS_OF_LISTS = ("history", "hands", "auction", "trick", "plays", *PER_SEAT_LISTS)
_DEEPER = ("opts", "breakdown", "last_trick")


def copy_match(d: Mapping[str, Any]) -> dict[str, Any]:
    """An independent copy of a match dict (as `copy_data` would make, field by field)."""
    out = dict(d)
    get = d.get
    for key in _FLAT_LISTS:
        value = get(key)
        if value is not None:
            out[key] = list(value)
    for key in _LISTS_OF_LISTS:
        value = get(key)
        if value is not None:
            out[key] = list(map(list, value))
    for key in _DEEPER:
        if key in d:
            out[key] = copy_data(d[key])
    return out


def nested_keys(d: dict[str, Any]) -> set[str]:
    """The keys of `d` holding lists or dicts (`copy_match` must know them all)."""
    return {key for key, value in d.items() if type(value) in (list, dict)}


KNOWN_NESTED = frozenset((*_FLAT_LISTS, *_LISTS_OF_LISTS, *_DEEPER))
# The keys holding scalars: with KNOWN_NESTED, every key a match dict has.
_SCALARS = (
    *("n", "form", "tricks", "dummy", "seed", "dealer", "deal_no", "played", "thrown", "turnup", "trump", "joker_as"),
    *("joker_suit", "round", "high", "declarer", "dummy_open", "leader", "from_dummy", "trick_no", "phase", "turn"),
)
KNOWN_KEYS = KNOWN_NESTED | frozenset(_SCALARS)


def restore_match(data: Mapping[str, Any]) -> dict[str, Any]:
    """An independent copy of a snapshot: field by field when it has only the keys a match has (a
    snapshot of this version), else deep (a hand-made or older one may nest anywhere)."""
    if data.keys() <= KNOWN_KEYS:
        return copy_match(data)
    copied: dict[str, Any] = copy_data(dict(data))
    return copied


def card_texts(cards: list[int]) -> list[str]:
    """The canonical texts of card codes, in order."""
    return [CARD_TEXT[c] for c in cards]


def new_match(players: int, seed: int | str, options: dict[str, str | int]) -> dict[str, Any]:
    """A new match: dealer seat 0, first deal dealt."""
    dummy = players == 2 and options["dummy"] == "yes"
    form = FORMS["2-dummy" if dummy else "2"] if players == 2 else FORMS[str(players)]
    d: dict[str, Any] = {
        "n": players,
        "form": form.key,
        "tricks": form.tricks,
        "dummy": dummy,
        "opts": dict(options),
        "seed": seed,
        "dealer": 0,
        "deal_no": 0,
        "played": 0,
        "thrown": 0,
        "totals": [0] * players,
        "history": [],
        "breakdown": None,
        "last": None,
    }
    start_deal(d, [])
    return d


def start_deal(d: dict[str, Any], events: list[Event]) -> None:
    """Shuffle and deal the next deal and open its suit choices."""
    n = d["n"]
    form = FORMS[d["form"]]
    d["deal_no"] += 1
    pack = form.pack(d["opts"]["joker"] == "with")
    shuffle(rng_for(d["seed"], "deal", d["deal_no"]), pack)
    hands_n, per_hand = form.hands, form.tricks
    hands: list[list[int]] = [[] for _ in range(hands_n)]
    for i in range(hands_n * per_hand):  # one at a time from the dealer's left
        hands[(d["dealer"] + 1 + i) % hands_n].append(pack[i])
    for hand in hands:
        hand.sort()
    turnup = pack[hands_n * per_hand] if len(pack) > hands_n * per_hand else None
    trump = None if turnup is None or turnup == JOKER else turnup >> 4
    order = [(d["dealer"] + 1 + i) % n for i in range(n)]
    d.update(
        hands=hands,
        turnup=turnup,
        trump=trump,
        joker_as=turnup if trump is not None else None,
        joker_suit=trump if trump is not None else -1,
        bid_suit=[None] * n,
        auction=[],
        round=1,
        high=0,
        declarer=None,
        contract=[None] * n,
        exposed=[False] * n,
        dummy_open=False,
        leader=order[0],
        from_dummy=False,
        order=[],
        trick=[],
        plays=[],  # [hand, card] of every card played this deal, in order (public)
        trick_no=0,
        won=[0] * n,
        captured=[0] * n,
        winners=[],
        last_trick=None,
        voids=[0] * hands_n,
        phase="suit",
        queue=order,
        turn=order[0],
    )
    for key in PER_SEAT_LISTS:
        d[key] = [[] for _ in range(n)]
    events.append(ev.deal(d["played"] + 1, d["dealer"], None if turnup is None else CARD_TEXT[turnup], None if trump is None else SUITS[trump]))
    for seat in range(n):
        events.append(ev.hand(seat, card_texts(hands[seat])))
