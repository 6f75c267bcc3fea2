"""The effect vocabulary: one function per op, dispatched by name from `OPS`.

A card's `ops` run in order for the mage whose turn it is ("you"); the other mage is the "rival".
An op that needs a choice sets `state.pending` (kind, the choosing seat, the source card and what
the choice needs); the engine then waits for that seat, and decisions.py lists and applies the
answers. A new op is one function in `OPS` (plus an option/resolver pair in decisions.py if it asks
a question); `check_vocabulary` refuses a card list that names an op not defined here.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Iterable
from typing import Any, Unpack

from bot.games.spellcaster import events as ev
from bot.games.spellcaster.cards import CARDS, COST_OPS, PILE_INDEX, PILES, Card
from bot.games.spellcaster.duel import Duel, Needs
from bot.games.spellcaster.views import ChoiceKind

OpFn = Callable[[Duel, Card, tuple[Any, ...]], None]
RED = PILE_INDEX["red"]


# ---- primitives shared by ops, decisions and the turn flow -------------------------------------


def lose_energy(st: Duel, seat: int, amount: int, card: Card) -> None:
    """`seat` loses Energy (not below 0); Word of Guarding softens each loss caused by a Red card."""
    guard = st.guard[seat]
    if guard and card.pile == RED:
        prevented = min(amount, guard)
        amount -= prevented
        st.emit(ev.guarded, seat, card.id, prevented)
    lost = min(amount, st.energy[seat])
    if lost:
        st.energy[seat] -= lost
        st.emit(ev.energy, seat, -lost, st.energy[seat], card.id)


def gain_energy(st: Duel, seat: int, amount: int, card: Card) -> None:
    """`seat` gains Energy from the (unlimited) supply."""
    st.energy[seat] += amount
    st.emit(ev.energy, seat, amount, st.energy[seat], card.id)


def gain_sapphires(st: Duel, seat: int, amount: int, card: Card) -> None:
    """`seat` gains Sapphires from the (unlimited) supply."""
    st.sapphires[seat] += amount
    st.emit(ev.sapphires, seat, amount, st.sapphires[seat], card.id)


def lose_sapphires(st: Duel, seat: int, amount: int, card: Card) -> int:
    """`seat` loses up to `amount` Sapphires; returns how many were lost."""
    lost = min(amount, st.sapphires[seat])
    if lost:
        st.sapphires[seat] -= lost
        st.emit(ev.sapphires, seat, -lost, st.sapphires[seat], card.id)
    return lost


def draw_cards(st: Duel, seat: int, count: int) -> None:
    """`seat` draws up to `count` cards from the top; a short draw ends the game after this turn."""
    deck = st.deck
    hand = st.hands[seat]
    drawn: list[str] = []
    seen = st.seen_pos
    for _ in range(count):
        if not deck:
            break
        card = deck.pop()
        if seen[0] or seen[1]:
            _forget_drawn_position(st, seat, len(deck), card)
        insort(hand, card)
        drawn.append(card)
    st.touched = True
    if not st.quiet:  # emit, inline: a draw is the commonest event
        st.events.append(ev.draw(seat, len(drawn), len(deck)))
        if drawn:
            st.events.append(ev.drew(seat, drawn))
    if len(drawn) < count:
        deck_short(st, seat)


def _forget_drawn_position(st: Duel, seat: int, position: int, card: str) -> None:
    # A mage who put this card under the deck (Foresight) now knows it is in the drawer's hand.
    for knower in (0, 1):
        positions = st.seen_pos[knower]
        if position in positions:
            positions.remove(position)
            if knower != seat:
                insort(st.hand_known[seat], card)


def deck_short(st: Duel, seat: int) -> None:
    """A draw found too few cards: the game ends after the current turn."""
    if not st.ending:
        st.ending = True
        st.emit(ev.deck_short, seat)


def remove_from_hand(st: Duel, seat: int, card: str) -> None:
    """Take `card` out of `seat`'s hand (what the rival knew of it shrinks with it)."""
    st.hands[seat].remove(card)
    known = st.hand_known[seat]
    if card in known:
        known.remove(card)


def discard_from_hand(st: Duel, seat: int, card: str, source: str) -> None:
    """`seat` discards `card` from hand to the (public) discard pile."""
    remove_from_hand(st, seat, card)
    st.discard.append(card)
    st.touched = True
    st.emit(ev.discard_from_hand, seat, card, source)


def discard_top(st: Duel, pile: int, source: str) -> None:
    """The top card of `pile` goes to the discard pile; the card below keeps its facing."""
    card = st.piles[pile].pop()
    owner = st.faces[pile].pop()
    st.discard.append(card)
    st.emit(ev.discard_from_pile, st.turn, card, PILES[pile], owner, source)


def cost_problem(st: Duel, seat: int, card: Card) -> str | None:
    """Why `seat` cannot pay `card`'s costs now (None if it can)."""
    energy = 0
    sapphires = 0
    for name, args in card.ops:
        if name == "pay_energy":
            energy += args[0]
        elif name == "pay_sapphires":
            sapphires += args[0]
    if energy and st.energy[seat] - energy < 1:
        return (
            f"{card.name}: you cannot pay {energy} Energy, you would have {st.energy[seat] - energy} left "
            "(you may not pay your last Energy)"
        )
    if sapphires > st.sapphires[seat]:
        plural = "Sapphire" if sapphires == 1 else "Sapphires"
        return f"{card.name}: you cannot pay {sapphires} {plural}, you have {st.sapphires[seat]}"
    return None


def start_card(st: Duel, card: Card) -> None:
    """Pay `card`'s costs now, then queue its other ops to run next, in order."""
    for name, args in card.ops:
        if name in COST_OPS:
            OPS[name](st, card, args)
    for index in reversed(card.effect_indices):
        st.stack.append([card.id, index])


def top_facing(st: Duel, pile: int, seat: int) -> bool:
    """Whether `pile` has a top card and it faces `seat`."""
    faces = st.faces[pile]
    return bool(faces) and faces[-1] == seat


def _await(st: Duel, kind: ChoiceKind, seat: int, card: Card, **data: Unpack[Needs]) -> None:
    st.pending = {"kind": kind, "seat": seat, "card": card.id, **data}


def distinct(cards: Iterable[str]) -> list[str]:
    """The distinct cards of `cards`, sorted."""
    return sorted(set(cards))


# ---- the ops -----------------------------------------------------------------------------------


def op_rival_lose_energy(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Rival loses N Energy."""
    lose_energy(st, 1 - st.turn, args[0], card)


def op_lose_energy(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """You lose N Energy."""
    lose_energy(st, st.turn, args[0], card)


def op_gain_energy(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """You gain N Energy."""
    gain_energy(st, st.turn, args[0], card)


def op_rival_gain_energy(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Rival gains N Energy."""
    gain_energy(st, 1 - st.turn, args[0], card)


def op_gain_sapphires(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """You gain N Sapphires."""
    gain_sapphires(st, st.turn, args[0], card)


def op_rival_gain_sapphires(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Rival gains N Sapphires."""
    gain_sapphires(st, 1 - st.turn, args[0], card)


def op_rival_lose_sapphires(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Rival loses N Sapphires (not below 0)."""
    lose_sapphires(st, 1 - st.turn, args[0], card)


def op_steal_sapphires(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Rival loses up to N Sapphires; you gain as many."""
    lost = lose_sapphires(st, 1 - st.turn, args[0], card)
    if lost:
        gain_sapphires(st, st.turn, lost, card)


def op_pay_energy(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Cost: pay N Energy (checked beforehand by `cost_problem`)."""
    st.energy[st.turn] -= args[0]
    st.emit(ev.pay_energy, st.turn, args[0], card.id)


def op_pay_sapphires(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Cost: pay N Sapphires (checked beforehand by `cost_problem`)."""
    st.sapphires[st.turn] -= args[0]
    st.emit(ev.pay_sapphires, st.turn, args[0], card.id)


def op_draw(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """You draw N cards."""
    draw_cards(st, st.turn, args[0])


def op_rival_draw(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Rival draws N cards."""
    draw_cards(st, 1 - st.turn, args[0])


def op_rival_discard(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Rival discards N cards of his choice from hand (if he has any)."""
    rival = 1 - st.turn
    if st.hands[rival]:
        _await(st, "discard", rival, card, n=args[0])


def op_rival_lose_energy_per_controlled_pile(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Rival loses N Energy for each pile whose top card faces you."""
    you = st.turn
    piles = sum(1 for pile in range(len(PILES)) if top_facing(st, pile, you))
    lose_energy(st, 1 - you, args[0] * piles, card)


def op_if_rival_more_energy_rival_lose_energy(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """If the rival has more Energy than you, he loses N Energy."""
    you = st.turn
    if st.energy[1 - you] > st.energy[you]:
        lose_energy(st, 1 - you, args[0], card)


def op_if_rival_energy_le_rival_lose_energy(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """If the rival has T or less Energy, he loses N Energy."""
    rival = 1 - st.turn
    if st.energy[rival] <= args[0]:
        lose_energy(st, rival, args[1], card)


def op_guard(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Until your next turn, each Red card's Energy loss on you is N smaller."""
    st.guard[st.turn] += args[0]
    st.emit(ev.counted, "guard", st.turn, args[0], card.id)


def op_discard_top_if_faces_rival(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """If the top card of the named pile faces the rival, discard it."""
    pile = PILE_INDEX[args[0]]
    if top_facing(st, pile, 1 - st.turn):
        discard_top(st, pile, card.id)


def op_catchup_gain_energy(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Gain A Energy if you have less than the rival, else B."""
    you = st.turn
    gain_energy(st, you, args[0] if st.energy[you] < st.energy[1 - you] else args[1], card)


def op_spring(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """With at least T Energy gain 1 Sapphire, else gain 1 Energy."""
    you = st.turn
    if st.energy[you] >= args[0]:
        gain_sapphires(st, you, 1, card)
    else:
        gain_energy(st, you, 1, card)


def op_draw_unless_rival_discards(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """You draw N unless the rival chooses to discard M cards (he needs M to offer)."""
    rival = 1 - st.turn
    if len(st.hands[rival]) >= args[1]:
        _await(st, "bargain", rival, card, n=args[0], m=args[1])
    else:
        draw_cards(st, st.turn, args[0])


def op_discard_top_facing_rival(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """You choose a pile (of those named, or 'any') whose top faces the rival; discard its top."""
    allowed = range(len(PILES)) if args[0] == "any" else [PILE_INDEX[c] for c in args[0]]
    piles = [pile for pile in allowed if top_facing(st, pile, 1 - st.turn)]
    if piles:
        _await(st, "fumble", st.turn, card, piles=piles)
    else:
        st.emit(ev.carded, "no_target", st.turn, card.id)


def op_turn_top_to_me(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """You choose one of the named piles whose top faces the rival; it now faces you."""
    piles = [PILE_INDEX[c] for c in args[0] if top_facing(st, PILE_INDEX[c], 1 - st.turn)]
    if piles:
        _await(st, "twist", st.turn, card, piles=piles)
    else:
        st.emit(ev.carded, "no_target", st.turn, card.id)


def op_extra_actions(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Take N more actions this turn."""
    st.actions_left += args[0]
    st.emit(ev.counted, "extra_actions", st.turn, args[0], card.id)


def echo_targets(st: Duel, card: Card) -> list[int]:
    """Piles whose top card `card` (an echo) may repeat: another non-active top facing you, payable."""
    you = st.turn
    targets = []
    for pile in range(len(PILES)):
        if pile == card.pile or not top_facing(st, pile, you):
            continue
        top = CARDS[st.piles[pile][-1]]
        # An echo may not repeat an echo: that could loop forever.
        if top.active or any(name == "echo" for name, _ in top.ops) or cost_problem(st, you, top):
            continue
        targets.append(pile)
    return targets


def op_echo(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """You choose another top card facing you, not active; its text happens again (no activation)."""
    piles = echo_targets(st, card)
    if piles:
        _await(st, "echo", st.turn, card, piles=piles)
    else:
        st.emit(ev.carded, "no_target", st.turn, card.id)


def op_rewind(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """You take N cards of your choice from the discard pile into your hand."""
    if st.discard:
        _await(st, "rewind", st.turn, card, n=args[0])
    else:
        st.emit(ev.carded, "no_target", st.turn, card.id)


def op_foresight(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """You look at the top N cards, keep one, put the rest under the deck in your order."""
    you = st.turn
    deck = st.deck
    if not deck:
        st.emit(ev.draw, you, 0, 0)
        deck_short(st, you)
        return
    looked = [deck.pop() for _ in range(min(args[0], len(deck)))]
    # Whoever knew these positions (an earlier Foresight) loses track of them: they leave the deck.
    size = len(deck)
    for knower in (0, 1):
        st.seen_pos[knower] = [p for p in st.seen_pos[knower] if p < size]
    st.touched = True
    st.emit(ev.counted, "foresight", you, len(looked), card.id)
    st.emit(ev.foresee, you, looked)
    _await(st, "keep", you, card, cards=looked)


def op_nullify(st: Duel, card: Card, args: tuple[Any, ...]) -> None:
    """Until your next turn, active spells facing the rival do not trigger."""
    st.nullify[st.turn] = True
    st.emit(ev.carded, "nullify", st.turn, card.id)


OPS: dict[str, OpFn] = {
    "rival_lose_energy": op_rival_lose_energy,
    "lose_energy": op_lose_energy,
    "gain_energy": op_gain_energy,
    "rival_gain_energy": op_rival_gain_energy,
    "gain_sapphires": op_gain_sapphires,
    "rival_gain_sapphires": op_rival_gain_sapphires,
    "rival_lose_sapphires": op_rival_lose_sapphires,
    "steal_sapphires": op_steal_sapphires,
    "pay_energy": op_pay_energy,
    "pay_sapphires": op_pay_sapphires,
    "draw": op_draw,
    "rival_draw": op_rival_draw,
    "rival_discard": op_rival_discard,
    "rival_lose_energy_per_controlled_pile": op_rival_lose_energy_per_controlled_pile,
    "if_rival_more_energy_rival_lose_energy": op_if_rival_more_energy_rival_lose_energy,
    "if_rival_energy_le_rival_lose_energy": op_if_rival_energy_le_rival_lose_energy,
    "guard": op_guard,
    "discard_top_if_faces_rival": op_discard_top_if_faces_rival,
    "catchup_gain_energy": op_catchup_gain_energy,
    "spring": op_spring,
    "draw_unless_rival_discards": op_draw_unless_rival_discards,
    "discard_top_facing_rival": op_discard_top_facing_rival,
    "turn_top_to_me": op_turn_top_to_me,
    "extra_actions": op_extra_actions,
    "echo": op_echo,
    "rewind": op_rewind,
    "foresight": op_foresight,
    "nullify": op_nullify,
}



def check_vocabulary(cards: Iterable[Card]) -> None:
    """Raise ValueError if a card uses an op this engine does not know."""
    for card in cards:
        for name, _ in card.ops:
            if name not in OPS:
                raise ValueError(f"card {card.id} ({card.name}) uses unknown op {name!r}")


check_vocabulary(CARDS.values())
