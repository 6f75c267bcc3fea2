"""The decisions card effects ask for: `OPTIONS[kind]` lists the legal answers, `RESOLVERS[kind]` applies one.

An op in ops.py that needs a choice sets `pending` (kind, the choosing seat, the source card and what
the choice needs); the state then waits for that seat and answers through these tables.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable

from bot.games.base import Action
from bot.games.spellcaster import events as ev
from bot.games.spellcaster.actions import (
    BOTTOM,
    DECLINE,
    DISCARD,
    KEEP,
    PILE,
    TAKE,
    Bottom,
    ChoosePile,
    Discard,
    Keep,
    Take,
)
from bot.games.spellcaster.cards import CARDS, PILES
from bot.games.spellcaster.duel import Duel
from bot.games.spellcaster.ops import discard_from_hand, discard_top, distinct, draw_cards, start_card


def _options_discard(st: Duel) -> list[Action]:
    return [DISCARD[c] for c in distinct(st.hands[st.pending_seat()])]


def _options_bargain(st: Duel) -> list[Action]:
    return [DECLINE, *_options_discard(st)]


def _options_piles(st: Duel) -> list[Action]:
    return [PILE[p] for p in st.pending_data()["piles"]]


def _options_rewind(st: Duel) -> list[Action]:
    return [TAKE[c] for c in distinct(st.discard)]


def _options_keep(st: Duel) -> list[Action]:
    return [KEEP[c] for c in distinct(st.pending_data()["cards"])]


def _options_order(st: Duel) -> list[Action]:
    return [BOTTOM[c] for c in distinct(st.pending_data()["cards"])]


OPTIONS: dict[str, Callable[[Duel], list[Action]]] = {
    "discard": _options_discard,
    "bargain": _options_bargain,
    "fumble": _options_piles,
    "twist": _options_piles,
    "echo": _options_piles,
    "rewind": _options_rewind,
    "keep": _options_keep,
    "order": _options_order,
}


def _card_arg(action: Action) -> str:
    assert isinstance(action, Discard | Take | Keep | Bottom)
    return action.card


def _resolve_discard(st: Duel, action: Action) -> None:
    pending = st.pending_data()
    seat = pending["seat"]
    discard_from_hand(st, seat, _card_arg(action), pending["card"])
    left = pending["n"] - 1
    if left and st.hands[seat]:
        pending["n"] = left
    else:
        st.pending = None


def _resolve_bargain(st: Duel, action: Action) -> None:
    pending = st.pending_data()
    st.pending = None
    if isinstance(action, Discard):
        seat = pending["seat"]
        discard_from_hand(st, seat, action.card, pending["card"])
        if pending["m"] > 1 and st.hands[seat]:
            st.pending = {"kind": "discard", "seat": seat, "card": pending["card"], "n": pending["m"] - 1}
    else:
        st.emit(ev.carded, "decline", pending["seat"], pending["card"])
        draw_cards(st, st.turn, pending["n"])


def _chosen_pile(action: Action) -> int:
    assert isinstance(action, ChoosePile)
    return action.pile


def _resolve_fumble(st: Duel, action: Action) -> None:
    source = st.pending_data()["card"]
    st.pending = None
    discard_top(st, _chosen_pile(action), source)


def _resolve_twist(st: Duel, action: Action) -> None:
    source = st.pending_data()["card"]
    st.pending = None
    pile = _chosen_pile(action)
    st.faces[pile][-1] = st.turn
    st.emit(ev.turn_card, st.turn, PILES[pile], st.piles[pile][-1], source)


def _resolve_echo(st: Duel, action: Action) -> None:
    st.pending = None
    pile = _chosen_pile(action)
    target = CARDS[st.piles[pile][-1]]
    st.emit(ev.spell, "echo", st.turn, PILES[pile], target.id)
    start_card(st, target)


def _resolve_rewind(st: Duel, action: Action) -> None:
    pending = st.pending_data()
    card = _card_arg(action)
    you = st.turn
    # Remove the most recent copy: copies are alike, and this keeps the older order intact.
    discard = st.discard
    del discard[len(discard) - 1 - discard[::-1].index(card)]
    insort(st.hands[you], card)
    insort(st.hand_known[you], card)  # taken openly from the public discard pile
    st.emit(ev.take, you, card, pending["card"])
    left = pending["n"] - 1
    if left and discard:
        pending["n"] = left
    else:
        st.pending = None


def _resolve_keep(st: Duel, action: Action) -> None:
    pending = st.pending_data()
    card = _card_arg(action)
    you = st.turn
    rest = list(pending["cards"])
    rest.remove(card)
    insort(st.hands[you], card)
    st.emit(ev.keep, you, card)
    st.emit(ev.kept, you, pending["card"])
    _order_or_put_under(st, pending["card"], [], rest)


def _resolve_order(st: Duel, action: Action) -> None:
    pending = st.pending_data()
    rest = list(pending["cards"])
    card = _card_arg(action)
    rest.remove(card)
    _order_or_put_under(st, pending["card"], [*pending["placed"], card], rest)


def _order_or_put_under(st: Duel, source: str, placed: list[str], rest: list[str]) -> None:
    # The order only needs asking while at least two different cards remain to be placed.
    if len(set(rest)) > 1:
        st.pending = {"kind": "order", "seat": st.turn, "card": source, "cards": rest, "placed": placed}
        return
    st.pending = None
    put_under(st, st.turn, placed + rest)


def put_under(st: Duel, seat: int, cards: list[str]) -> None:
    """Put `cards` under the deck, `cards[0]` lowest; `seat` knows them, positions are public."""
    if not cards:
        return
    count = len(cards)
    st.deck[0:0] = cards
    for knower in (0, 1):
        shifted = [p + count for p in st.seen_pos[knower]]
        st.seen_pos[knower] = list(range(count)) + shifted if knower == seat else shifted
    st.emit(ev.bottom, seat, count)


RESOLVERS: dict[str, Callable[[Duel, Action], None]] = {
    "discard": _resolve_discard,
    "bargain": _resolve_bargain,
    "fumble": _resolve_fumble,
    "twist": _resolve_twist,
    "echo": _resolve_echo,
    "rewind": _resolve_rewind,
    "keep": _resolve_keep,
    "order": _resolve_order,
}
