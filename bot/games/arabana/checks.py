"""Arabana's checks: why an action is refused now, one reason (and translation code) per refusal."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.arabana.actions import (
    BAG,
    IMPLIED,
    KANALOA_CARD,
    Bridge,
    Discard,
    Draw,
    End,
    Exchange,
    Give,
    Ku,
    Lono,
    Next,
    Pass,
    Pele,
    Remove,
    Take,
    Takeback,
)
from bot.games.arabana.board import HAND_LIMIT, ISLAND_NAMES, SPOT_ENDS, SPOT_NAMES
from bot.games.arabana.gods import GOD_NAMES, KANALOA, KU, LONO
from bot.games.arabana.gods import PELE as PELE_GOD
from bot.games.arabana.legal import cards_left, may_pass, removable
from bot.games.arabana.position import KU_TAKE, NEXT, PELE_GIVE, PLAY, REMOVE, SETUP, ArabanaPosition
from bot.games.base import JSON, Action, IllegalAction


def _refuse(message: str, code: str, **params: JSON) -> IllegalAction:
    return IllegalAction(message, code=f"arabana.{code}", **params)


def check(st: ArabanaPosition, seat: int, action: Action) -> None:
    """Raise IllegalAction, with the reason, unless `action` is legal for `seat` now."""
    phase = st.phase
    kind = type(action)
    if phase == PLAY:
        checker = _PLAY_CHECKS.get(kind)
        if checker is None:
            raise _refuse(f"`{action}` is not possible now: it is your turn, play cards and then draw.", "not_now")
        checker(st, seat, action)
        return
    if phase == SETUP:
        if kind is not Discard:
            raise _refuse("First choose a card for the display (`discard <island>`).", "pending_setup")
        assert isinstance(action, Discard)
        if not st.hands[seat][action.card]:
            raise _no_card(st, action.card)
    elif phase == REMOVE:
        island = ISLAND_NAMES[st.pending[0]]
        if kind is not Remove:
            raise _refuse(f"First choose which opponent's bridge to remove at {island} (`remove …`).", "pending_remove", island=island)
        assert isinstance(action, Remove)
        if action.spot not in removable(st, seat):
            raise _refuse(f"{SPOT_NAMES[action.spot]} holds no opponent's bridge at {island}.", "remove_not_option", spot=SPOT_NAMES[action.spot], island=island)
    elif phase == KU_TAKE:
        if kind is not Take:
            raise _refuse(f"First take a card from seat {st.ku_target}'s hand (`take <island>`).", "pending_ku", target=st.ku_target)
        assert isinstance(action, Take)
        if not st.hands[st.ku_target][action.card]:
            raise _refuse(f"Seat {st.ku_target} holds no {ISLAND_NAMES[action.card]} card.", "ku_no_card", card=ISLAND_NAMES[action.card])
    elif phase == PELE_GIVE:
        if kind is not Give:
            raise _refuse(f"First give a card to seat {st.pele_to[0]} (`give <island>`).", "pending_pele", to=st.pele_to[0])
        assert isinstance(action, Give)
        if not st.hands[seat][action.card]:
            raise _no_card(st, action.card)
    elif phase == NEXT:
        if kind is not Next:
            raise _refuse("First choose who starts the second pass (`next <seat>`).", "pending_next")
        assert isinstance(action, Next)
        if not 0 <= action.seat < st.n:
            raise _refuse(f"There is no seat {action.seat}.", "bad_seat", seat=action.seat)


def _no_card(st: ArabanaPosition, card: int) -> IllegalAction:
    return _refuse(f"You hold no {ISLAND_NAMES[card]} card.", "no_card", card=ISLAND_NAMES[card])


def _check_god(st: ArabanaPosition, seat: int, god: int) -> None:
    name = GOD_NAMES[god]
    if not st.gods_on:
        raise _refuse("This table plays without the gods.", "no_gods")
    if st.pass_no != 2:
        raise _refuse(f"{name} can act only in the second pass.", "gods_second_pass", god=name)
    if god not in st.gods_held[seat]:
        raise _refuse(f"You hold no unused {name} stone.", "god_not_held", god=name)


def _check_supply(st: ArabanaPosition, seat: int, action: Action) -> None:
    if not st.bridges[seat]:
        raise _refuse(
            f"`{action}`: you have no bridge left in supply; take one of yours back first (`takeback …`).",
            "no_bridges",
        )


def _check_bridge(st: ArabanaPosition, seat: int, action: Action) -> None:
    assert isinstance(action, Bridge)
    spot, card = action.spot, action.card
    a, b = SPOT_ENDS[spot]
    hand = st.hands[seat]
    name = SPOT_NAMES[spot]
    if card == KANALOA_CARD:
        _check_god(st, seat, KANALOA)
    elif card == IMPLIED:
        # A taken spot is refused for that reason first: which card would not change it.
        if hand[a] and hand[b] and st.owner[spot] < 0:
            raise _refuse(
                f"`bridge {name}`: you hold {ISLAND_NAMES[a]} and {ISLAND_NAMES[b]} cards; say which you play "
                f"(`bridge {name} with {ISLAND_NAMES[a]}`).",
                "which_card",
                spot=name,
            )
        if not hand[a] and not hand[b]:
            raise _refuse(f"`bridge {name}`: you hold no {ISLAND_NAMES[a]} or {ISLAND_NAMES[b]} card.", "no_card", card=name)
        if not (hand[a] and hand[b]):
            card = a if hand[a] else b
    elif not hand[card]:
        raise _no_card(st, card)
    if st.owner[spot] >= 0:
        islands = (card,) if card in (a, b) else (a, b)
        full = [i for i in islands if not st.free[i]]
        if full:
            raise _refuse(f"{ISLAND_NAMES[full[0]]} has no free spot.", "no_free_spot", island=ISLAND_NAMES[full[0]])
        whose = "your own bridge" if st.owner[spot] == seat else "an opponent's bridge (exchange it with two cards)"
        raise _refuse(f"{name} is not free: it holds {whose}.", "spot_taken", spot=name)
    _check_supply(st, seat, action)
    if spot in st.banned:
        raise _refuse(f"You took your bridge off {name} this turn; you may not lay one there again now.", "banned_spot", spot=name)


def _check_exchange(st: ArabanaPosition, seat: int, action: Action) -> None:
    assert isinstance(action, Exchange)
    spot = action.spot
    name = SPOT_NAMES[spot]
    occupant = st.owner[spot]
    if occupant < 0:
        raise _refuse(f"`{action}`: {name} is free; lay a bridge there instead.", "exchange_free", spot=name)
    if occupant == seat:
        raise _refuse(f"`{action}`: {name} already holds your bridge.", "exchange_own", spot=name)
    hand = st.hands[seat]
    first, second = action.cards
    for card in (first, second):
        if card == KANALOA_CARD:
            _check_god(st, seat, KANALOA)
        elif hand[card] < (2 if first == second else 1):
            need = "two" if first == second else "a"
            raise _refuse(f"`{action}`: you hold not {need} {ISLAND_NAMES[card]} card.", "no_card", card=ISLAND_NAMES[card])
    _check_supply(st, seat, action)


def _check_discard(st: ArabanaPosition, seat: int, action: Action) -> None:
    assert isinstance(action, Discard)
    if not st.hands[seat][action.card]:
        raise _no_card(st, action.card)


def _check_slot(st: ArabanaPosition, slot: int) -> None:
    if not cards_left(st):
        raise _refuse("No card is left in the bag or the display.", "no_cards")
    if slot == BAG:
        if not st.bag:
            raise _refuse("The bag is empty: take a display card.", "bag_empty")
    elif st.display[slot] < 0:
        raise _refuse(f"Display slot {slot + 1} is empty.", "slot_empty", slot=slot + 1)


def _check_draw(st: ArabanaPosition, seat: int, action: Action) -> None:
    assert isinstance(action, Draw)
    if not cards_left(st):
        raise _refuse("No card is left to draw: end your turn with `end`.", "no_cards")
    if st.hand_size[seat] > HAND_LIMIT:
        raise _refuse(
            f"Hand limit: play or discard down to {HAND_LIMIT} before drawing (you hold {st.hand_size[seat]}).",
            "hand_limit",
            hand=st.hand_size[seat],
        )
    _check_slot(st, action.slot)


def _check_end(st: ArabanaPosition, seat: int, action: Action) -> None:
    if cards_left(st):
        raise _refuse("End your turn by drawing a card (`draw display N` or `draw bag`).", "must_draw")


def _check_pass(st: ArabanaPosition, seat: int, action: Action) -> None:
    if not st.final_round:
        raise _refuse("You may pass only in the final round.", "pass_final_only")
    if st.acted:
        raise _refuse("You have already played this turn: finish it with `end`.", "pass_after_play")
    if not may_pass(st, seat):
        raise _refuse("Nobody with more points still has a last turn: take yours now.", "pass_not_allowed")


def _check_takeback(st: ArabanaPosition, seat: int, action: Action) -> None:
    assert isinstance(action, Takeback)
    name = SPOT_NAMES[action.spot]
    if st.bridges[seat]:
        raise _refuse(
            f"You still have {st.bridges[seat]} bridges in supply; take one back only when none is left.",
            "takeback_supply",
            left=st.bridges[seat],
        )
    if st.owner[action.spot] != seat:
        raise _refuse(f"{name} does not hold your bridge.", "takeback_not_own", spot=name)


def _check_ku(st: ArabanaPosition, seat: int, action: Action) -> None:
    assert isinstance(action, Ku)
    _check_god(st, seat, KU)
    target = action.seat
    if target == seat or not 0 <= target < st.n:
        raise _refuse(f"Ku looks at an opponent's hand; seat {target} is not one.", "ku_target", target=target)
    if not st.hand_size[target]:
        raise _refuse(f"Seat {target} holds no cards.", "ku_empty", target=target)


def _check_pele(st: ArabanaPosition, seat: int, action: Action) -> None:
    _check_god(st, seat, PELE_GOD)


def _check_lono(st: ArabanaPosition, seat: int, action: Action) -> None:
    assert isinstance(action, Lono)
    _check_god(st, seat, LONO)
    _check_slot(st, action.slot)


_Check = Callable[[ArabanaPosition, int, Action], None]

_PLAY_CHECKS: dict[type[Action], _Check] = {
    Bridge: _check_bridge,
    Exchange: _check_exchange,
    Discard: _check_discard,
    Draw: _check_draw,
    End: _check_end,
    Pass: _check_pass,
    Takeback: _check_takeback,
    Ku: _check_ku,
    Pele: _check_pele,
    Lono: _check_lono,
}
