"""Arabana's effects: what each action does to the position (bridges, majorities, draws, gods).

Every event is made by a constructor of events.py.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable

from bot.games.arabana import events as ev
from bot.games.arabana import knowledge
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
from bot.games.arabana.board import (
    DISPLAY_SLOTS,
    HALF,
    ISLAND_CLASS,
    ISLANDS,
    NEIGHBOURS,
    RELATIVE,
    SPOT_ENDS,
    SPOTS_AT,
)
from bot.games.arabana.gods import KANALOA, KANE, KANE_POINTS, KU, LONO
from bot.games.arabana.gods import PELE as PELE_GOD
from bot.games.arabana.legal import cards_left, removable
from bot.games.arabana.position import (
    KU_TAKE,
    OVER,
    PELE_GIVE,
    PLAY,
    REMOVE,
    SETUP,
    ArabanaPosition,
)
from bot.games.arabana.turns import begin_turn, finish_turn, next_pending, start_final_round
from bot.games.base import Action, Event, rng_for


def apply_action(st: ArabanaPosition, seat: int, action: Action) -> list[Event]:
    """Carry out an action already checked legal; returns the events and records the last move."""
    events: list[Event] = []
    # Emptied in place (copies and the last move's record take copies of them, never the lists).
    spots, islands = st.spots_changed, st.islands_changed
    spots.clear()
    islands.clear()
    st.slots_changed.clear()
    turn_no = st.turn_no
    _HANDLERS[type(action)](st, seat, action, events)
    st._last_move = (seat, action)  # its record is written when first read (see last_move)
    if spots or islands:
        highlight = st.highlight
        if highlight["turn"] != turn_no:
            highlight = st.highlight = {"seat": seat, "turn": turn_no, "spots": [], "islands": []}
        _light(highlight["spots"], spots)
        _light(highlight["islands"], islands)
    return events


def _light(lit: list[int], changed: list[int]) -> None:
    """Add `changed` to a highlight list, kept sorted and each once; in place (copy_highlight gives
    every copy lists of its own)."""
    for item in changed:
        if item not in lit:
            insort(lit, item)


def _do_discard(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Discard)
    card = action.card
    st.hands[seat][card] -= 1
    st.hand_size[seat] -= 1
    if st.phase == SETUP:
        st.choice[seat] = card
        events.append(ev.setup_choice(seat))
        events.append(ev.setup_card(seat, card))
        if min(st.choice) >= 0:
            _reveal_display(st, events)
        return
    st.facedown[seat][card] += 1
    st.acted = True
    events.append(ev.discard(seat))
    events.append(ev.discard_card(seat, card))


def _do_bridge(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Bridge)
    spot, card = action.spot, action.card
    a, b = SPOT_ENDS[spot]
    if card == IMPLIED:
        card = a if st.hands[seat][a] else b
    _spend(st, seat, card)
    st.acted = True
    events.append(ev.bridge(seat, spot, card))
    _place(st, seat, spot, events)
    if st.phase == OVER:
        return
    for island in (a, b):
        if RELATIVE[island] and not st.free[island] and st.control[island] < 0:
            st.pending.append(island)
    if st.pending:
        _resolve_relative(st, seat, events)


def _do_exchange(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Exchange)
    spot = action.spot
    previous = st.owner[spot]
    for card in action.cards:
        _spend(st, seat, card)
    st.acted = True
    events.append(ev.exchange(seat, spot, action.cards, previous))
    _remove(st, spot, events)
    _place(st, seat, spot, events)


def _do_takeback(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Takeback)
    st.acted = True
    st.banned.append(action.spot)
    events.append(ev.takeback(seat, action.spot))
    _remove(st, action.spot, events)


def _do_remove(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Remove)
    island = st.pending.pop(0)
    events.append(ev.relative_remove(seat, island, action.spot, st.owner[action.spot]))
    _remove(st, action.spot, events)
    _resolve_relative(st, seat, events)


def _do_draw(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Draw)
    _take_card(st, seat, action.slot, events, None)
    finish_turn(st, seat, events)


def _do_end(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    events.append(ev.end(seat))
    finish_turn(st, seat, events)


def _do_pass(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    events.append(ev.pass_turn(seat))
    begin_turn(st, next_pending(st, seat), events)


def _do_next(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Next)
    st.phase = PLAY
    if not cards_left(st):
        start_final_round(st, events)
    begin_turn(st, action.seat, events)


def _do_ku(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Ku)
    _use_god(st, seat, KU)
    st.acted = True
    st.ku_target = action.seat
    st.phase = KU_TAKE
    knowledge.looked_at(st, seat, action.seat)
    events.append(ev.ku(seat, action.seat))
    events.append(ev.ku_hand(seat, action.seat, st.hands[action.seat]))


def _do_take(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Take)
    target = st.ku_target
    _move_card(st, target, seat, action.card)
    knowledge.passed_privately(st, target, seat, action.card)
    events.append(ev.ku_take(seat, target))
    events.append(ev.ku_card(seat, target, action.card))
    st.ku_target = -1
    st.phase = PLAY


def _do_pele(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    _use_god(st, seat, PELE_GOD)
    st.acted = True
    rng = rng_for(st.seed, "pele", st.counter)
    st.counter += 1
    opponents = [(seat + step) % st.n for step in range(1, st.n)]
    drawn_from = []
    private = []
    for opponent in opponents:
        if st.hand_size[opponent]:
            cards = [c for c in range(ISLANDS) for _ in range(st.hands[opponent][c])]
            card = cards[rng.randrange(len(cards))]
            _move_card(st, opponent, seat, card)
            knowledge.passed_privately(st, opponent, seat, card)
            drawn_from.append(opponent)
            private.append(ev.pele_drew(seat, opponent, card))
    events.append(ev.pele(seat, drawn_from))
    events.extend(private)
    if st.hand_size[seat]:
        st.pele_to = opponents
        st.phase = PELE_GIVE


def _do_give(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Give)
    to = st.pele_to.pop(0)
    _move_card(st, seat, to, action.card)
    knowledge.passed_privately(st, seat, to, action.card)
    events.append(ev.pele_give(seat, to))
    events.append(ev.pele_card(seat, to, action.card))
    if not st.pele_to or not st.hand_size[seat]:
        st.pele_to = []
        st.phase = PLAY


def _do_lono(st: ArabanaPosition, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Lono)
    _use_god(st, seat, LONO)
    st.acted = True
    _take_card(st, seat, action.slot, events, "Lono")


def _reveal_display(st: ArabanaPosition, events: list[Event]) -> None:
    chosen = list(st.choice)
    from_bag = st.bag.pop() if st.n < DISPLAY_SLOTS and st.bag else -1
    cards = chosen + ([from_bag] if from_bag >= 0 else [])
    st.display = (cards + [-1] * DISPLAY_SLOTS)[:DISPLAY_SLOTS]
    st.choice = [-1] * st.n
    st.slots_changed = list(range(DISPLAY_SLOTS))
    st.phase = PLAY
    st.turn = 0
    events.append(ev.display_revealed(chosen, from_bag))
    events.append(ev.turn(0))


def _spend(st: ArabanaPosition, seat: int, card: int) -> None:
    if card == KANALOA_CARD:
        _use_god(st, seat, KANALOA)
    else:
        st.hands[seat][card] -= 1
        st.hand_size[seat] -= 1
        st.played[card] += 1
        knowledge.gave_up_openly(st, seat, card, range(st.n))


def _use_god(st: ArabanaPosition, seat: int, god: int) -> None:
    st.gods_held[seat].remove(god)
    st.gods_used[seat].append(god)


def _place(st: ArabanaPosition, seat: int, spot: int, events: list[Event]) -> None:
    """Lay `seat`'s bridge on a free spot, then let it take control where it now holds a majority."""
    st.owner[spot] = seat
    st.bridges[seat] -= 1
    a, b = SPOT_ENDS[spot]
    counts = st.counts[seat]
    counts[a] += 1
    counts[b] += 1
    st.free[a] -= 1
    st.free[b] -= 1
    st.spots_changed.append(spot)
    if counts[a] > HALF[a] and st.control[a] != seat:
        _take_control(st, seat, a, events)
    if counts[b] > HALF[b] and st.control[b] != seat and st.phase != OVER:
        _take_control(st, seat, b, events)


def _remove(st: ArabanaPosition, spot: int, events: list[Event]) -> None:
    """Send a bridge home; its owner loses control where he falls to half or less."""
    seat = st.owner[spot]
    st.owner[spot] = -1
    st.bridges[seat] += 1
    a, b = SPOT_ENDS[spot]
    counts = st.counts[seat]
    counts[a] -= 1
    counts[b] -= 1
    st.free[a] += 1
    st.free[b] += 1
    st.spots_changed.append(spot)
    for island in (a, b):
        if st.control[island] == seat and counts[island] <= HALF[island]:
            st.control[island] = -1
            st.stones[seat] += 1
            st.islands_changed.append(island)
            events.append(ev.control_lost(seat, island))


def _take_control(st: ArabanaPosition, seat: int, island: int, events: list[Event]) -> None:
    """An absolute majority: stone, god stone, and every opponent's bridge there goes home.

    Removals only lower counts, so they can cost others their control (handled in `_remove`) but
    never give anyone a new majority: one pass over the island settles the cascade.
    """
    if not st.stones[seat]:
        st.winner = seat
        st.phase = OVER
        st.progress.append(list(st.score))
        st.islands_changed.append(island)
        events.append(ev.instant_win(seat, island))
        events.append(ev.game_over(list(st.score), [seat]))
        return
    st.control[island] = seat
    st.stones[seat] -= 1
    st.islands_changed.append(island)
    events.append(ev.control(seat, island))
    god = st.god_at[island]
    if god >= 0:
        st.god_at[island] = -1
        points = 0
        if god == KANE:
            points = KANE_POINTS[ISLAND_CLASS[island]]
            st.score[seat] += points
            st.gods_used[seat].append(god)
        else:
            st.gods_held[seat].append(god)
            st.gods_held[seat].sort()
        events.append(ev.god_taken(seat, island, god, points))
    owner = st.owner
    returned = [spot for spot, _ in NEIGHBOURS[island] if owner[spot] >= 0 and owner[spot] != seat]
    if returned:
        events.append(ev.bridges_returned(seat, island, returned, [owner[s] for s in returned]))
        for spot in returned:
            _remove(st, spot, events)


def _resolve_relative(st: ArabanaPosition, seat: int, events: list[Event]) -> None:
    """Settle the relative majorities the last bridge created, stopping where a choice is awaited."""
    while st.pending:
        island = st.pending[0]
        counts = [st.counts[p][island] for p in range(st.n)]
        mine, top = counts[seat], max(counts)
        if st.control[island] >= 0 or st.free[island] or mine < top or mine > HALF[island]:
            st.pending.pop(0)
            continue
        if counts.count(top) == 1:
            st.phase = REMOVE
            events.append(ev.relative_choice(seat, island, removable(st, seat)))
            return
        st.pending.pop(0)
        singles = [s for s in SPOTS_AT[island] if st.owner[s] >= 0 and counts[st.owner[s]] == 1]
        for spot in singles:
            events.append(ev.relative_remove(seat, island, spot, st.owner[spot]))
            _remove(st, spot, events)
    st.phase = PLAY


def _take_card(st: ArabanaPosition, seat: int, slot: int, events: list[Event], god: str | None) -> None:
    if slot == BAG:
        card = st.bag.pop()
        events.append(ev.draw_bag(seat, god))
        events.append(ev.drew(seat, card))
    else:
        card = st.display[slot]
        refill = st.bag.pop() if st.bag else -1
        st.display[slot] = refill
        st.slots_changed.append(slot)
        events.append(ev.draw_display(seat, slot, card, refill, god))
    st.hands[seat][card] += 1
    st.hand_size[seat] += 1
    if slot != BAG:
        knowledge.took_openly(st, seat, card)


def _move_card(st: ArabanaPosition, giver: int, taker: int, card: int) -> None:
    st.hands[giver][card] -= 1
    st.hand_size[giver] -= 1
    st.hands[taker][card] += 1
    st.hand_size[taker] += 1


_Handler = Callable[[ArabanaPosition, int, Action, list[Event]], None]

_HANDLERS: dict[type[Action], _Handler] = {
    Discard: _do_discard,
    Bridge: _do_bridge,
    Exchange: _do_exchange,
    Takeback: _do_takeback,
    Remove: _do_remove,
    Draw: _do_draw,
    End: _do_end,
    Pass: _do_pass,
    Next: _do_next,
    Ku: _do_ku,
    Take: _do_take,
    Pele: _do_pele,
    Give: _do_give,
    Lono: _do_lono,
}
