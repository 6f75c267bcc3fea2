"""Pure rules of one trick, shared by the state and the computer player.

Cards are the int codes of `cards.py`; a trick is the list of cards in play order; stacks of one
player are five lists (one per colour, bottom first, the top last).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.druids.cards import COLOUR_OF, DOMAIN_CARDS, GAIA, MISTLETOE, SICKLE, VALUE_OF, VALUES


def led_colour(trick: Sequence[int], gaia_colour: int) -> int:
    """The colour fixed by the first domain card (Gaia counts as its named colour); -1 if none yet."""
    for card in trick:
        if card < DOMAIN_CARDS:
            return card // VALUES
        if card == GAIA:
            return gaia_colour
    return -1


def trick_winner(trick: Sequence[int], led: int) -> int:
    """Index in `trick` of the winning card: highest of the led colour; the leader if only specials."""
    if led < 0:
        return 0
    best, best_value = 0, 0  # Gaia (value 0) can only lead, so index 0 wins when nobody beats it.
    for index, card in enumerate(trick):
        if COLOUR_OF[card] == led and VALUE_OF[card] > best_value:
            best, best_value = index, VALUE_OF[card]
    return best


def playable_cards(hand: Sequence[int], led: int) -> list[int]:
    """Cards of `hand` that may follow `led` (one entry per distinct card, in hand order).

    Holding the led colour forces it, except that a Sickle or Mistletoe may always be played.
    Gaia never appears here: it is only ever led to trick 1.
    """
    if led >= 0:
        low = led * VALUES
        cards = [c for c in hand if low <= c < low + VALUES]
        if not cards:
            cards = [c for c in hand if c < DOMAIN_CARDS]
    else:
        cards = [c for c in hand if c < DOMAIN_CARDS]
    if SICKLE in hand:
        cards.append(SICKLE)
    if MISTLETOE in hand:
        cards.append(MISTLETOE)
    return cards


def placing_order(trick: Sequence[int], light: bool) -> list[int]:
    """The trick's domain cards in the order they go onto stacks (last placed = top of its colour).

    Dark (basic) side: the lowest of each colour ends on top; light side: the highest.
    """
    if max(trick, default=0) < DOMAIN_CARDS:  # most tricks: no special card to leave out
        return sorted(trick, reverse=not light)
    return sorted((c for c in trick if c < DOMAIN_CARDS), reverse=not light)


def highest_stacks(stacks: Sequence[Sequence[int]]) -> list[int]:
    """Colours whose stack shows the highest top card (several on a tie; empty without stacks)."""
    best = 0
    colours: list[int] = []
    for colour, stack in enumerate(stacks):
        if stack:
            value = VALUE_OF[stack[-1]]
            if value > best:
                best, colours = value, [colour]
            elif value == best:
                colours.append(colour)
    return colours


def top_sum(stacks: Sequence[Sequence[int]]) -> int:
    """Sum of the top cards of one player's stacks."""
    return sum(VALUE_OF[stack[-1]] for stack in stacks if stack)
