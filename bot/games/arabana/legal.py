"""Arabana's legal actions: every decision the seat to move may take now, and the queries behind them."""

from __future__ import annotations

from itertools import compress

from bot.games.arabana.actions import (
    BRIDGE_IMPLIED,
    BRIDGE_KANALOA,
    BRIDGE_WITH,
    DISCARDS,
    DRAW_BAG,
    DRAW_DISPLAY,
    END,
    EXCHANGES,
    GIVES,
    LONO_BAG,
    LONO_DISPLAY,
    PASS,
    PELE,
    REMOVES,
    TAKEBACKS,
    TAKES,
    Ku,
    Next,
)
from bot.games.arabana.board import DISPLAY_SLOTS, HAND_LIMIT, ISLANDS, NEIGHBOURS, SPOT_ENDS, SPOTS, SPOTS_AT
from bot.games.arabana.gods import KANALOA, KU, LONO
from bot.games.arabana.gods import PELE as PELE_GOD
from bot.games.arabana.position import (
    EMPTY_DISPLAY,
    KU_TAKE,
    MAX_SEATS,
    PELE_GIVE,
    PLAY,
    REMOVE,
    SETUP,
    ArabanaPosition,
)
from bot.games.base import Action

NEXTS = tuple(Next(seat) for seat in range(MAX_SEATS))
KUS = tuple(Ku(seat) for seat in range(MAX_SEATS))
ALL_ISLANDS = tuple(range(ISLANDS))
DISPLAY_RANGE = tuple(range(DISPLAY_SLOTS))
# the bridge with the implied card, the bridges naming either card, the exchanges).
SPOT_CHOICES = tuple(
    tuple(
        (spot, other, *SPOT_ENDS[spot], BRIDGE_IMPLIED[spot], BRIDGE_WITH[spot], EXCHANGES[spot])
        for spot, other in NEIGHBOURS[island]
    )
    for island in range(ISLANDS)
)


def legal_actions(st: ArabanaPosition, seat: int) -> list[Action]:
    """Every legal action for `seat` now (empty unless its decision is awaited)."""
    if seat not in st._to_move:
        return []
    phase = st.phase
    if phase == PLAY:
        return _play_actions(st, seat)
    if phase == SETUP:
        hand = st.hands[seat]
        return [DISCARDS[i] for i in range(ISLANDS) if hand[i]]
    if phase == REMOVE:
        return [REMOVES[s] for s in removable(st, seat)]
    if phase == KU_TAKE:
        target = st.hands[st.ku_target]
        return [TAKES[i] for i in range(ISLANDS) if target[i]]
    if phase == PELE_GIVE:
        hand = st.hands[seat]
        return [GIVES[i] for i in range(ISLANDS) if hand[i]]
    return list(NEXTS[: st.n])  # NEXT


def _play_actions(st: ArabanaPosition, seat: int) -> list[Action]:
    hand = st.hands[seat]
    owner = st.owner
    display = st.display
    actions: list[Action] = []
    append = actions.append
    held = list(compress(ALL_ISLANDS, hand))  # the islands of the cards in hand
    if st.bridges[seat]:
        banned = st.banned
        for island in held:
            for spot, other, a, b, implied, both, options in SPOT_CHOICES[island]:
                if hand[other] and other < island:
                    continue  # listed when visiting the other island
                occupant = owner[spot]
                if occupant < 0:
                    if banned and spot in banned:
                        continue
                    if hand[other]:
                        actions.extend(both)
                    else:
                        append(implied)
                elif occupant != seat:
                    ha, hb = hand[a], hand[b]
                    if ha >= 2:
                        append(options[0])
                    if ha and hb:
                        append(options[1])
                    if hb >= 2:
                        append(options[2])
        if st.pass_no == 2 and KANALOA in st.gods_held[seat]:
            for spot in range(SPOTS):
                occupant = owner[spot]
                if occupant < 0:
                    if spot not in banned:
                        append(BRIDGE_KANALOA[spot])
                elif occupant != seat:
                    a, b = SPOT_ENDS[spot]
                    if hand[a]:
                        append(EXCHANGES[spot][3])
                    if hand[b]:
                        append(EXCHANGES[spot][4])
    else:
        actions.extend(TAKEBACKS[spot] for spot in range(SPOTS) if owner[spot] == seat)
    for island in held:
        append(DISCARDS[island])
    cards_left = st.bag or display != EMPTY_DISPLAY
    if cards_left:
        if st.hand_size[seat] <= HAND_LIMIT:
            for slot in DISPLAY_RANGE:
                if display[slot] >= 0:
                    append(DRAW_DISPLAY[slot])
            if st.bag:
                append(DRAW_BAG)
    else:
        append(END)
        if st.final_round and may_pass(st, seat):
            append(PASS)
    if st.pass_no == 2 and st.gods_held[seat]:
        gods = st.gods_held[seat]
        if KU in gods:
            actions.extend(KUS[p] for p in range(st.n) if p != seat and st.hand_size[p])
        if PELE_GOD in gods:
            append(PELE)
        if LONO in gods and cards_left:
            actions.extend(LONO_DISPLAY[slot] for slot in DISPLAY_RANGE if display[slot] >= 0)
            if st.bag:
                append(LONO_BAG)
    return actions


def removable(st: ArabanaPosition, seat: int) -> list[int]:
    """Spots on the pending island holding an opponent's bridge `seat` may remove."""
    island = st.pending[0]
    return [s for s in SPOTS_AT[island] if st.owner[s] >= 0 and st.owner[s] != seat]


def cards_left(st: ArabanaPosition) -> bool:
    """Whether any card is left in the bag or the display."""
    return bool(st.bag) or st.display != EMPTY_DISPLAY


def may_pass(st: ArabanaPosition, seat: int) -> bool:
    """Whether `seat` may wait in the final round: not yet acted, and someone ahead still to move."""
    if st.acted:
        return False
    mine = st.score[seat]
    return any(p != seat and st.score[p] > mine for p in st.final_pending)
