"""What a card is worth and which card takes a trick, for Abracadabra's computer players.

A card is a code, its suit times 16 plus its rank (2 to 14), the Joker already standing for the card
it was named; trump is a suit, or -1 when there is none. Both the quick model of play
(`bot.ai.abracadabra`) and the model fitted to normal's games (`bot.ai.abracadabra_mimic`) use these.
"""

from __future__ import annotations


def beats(card: int, best: int, trump: int) -> bool:
    """Whether `card` takes the trick from `best`: higher in its suit, or a trump on another suit."""
    if card >> 4 == best >> 4:
        return card > best
    return card >> 4 == trump


def value(card: int, trump: int) -> int:
    """A card's strength: its rank, a trump above every other suit."""
    return (card & 15) + (20 if card >> 4 == trump else 0)


# `value` of every card code under each trump (-1: none), looked up where thousands of cards a
# decision need it.
VALUES = {trump: [value(card, trump) for card in range(64)] for trump in range(-1, 4)}


def playable(hand: list[int], trick: list[tuple[int, int]]) -> list[int]:
    """The cards of `hand` that may go to `trick`: the suit led if it holds any, else all."""
    if not trick:
        return hand
    led = trick[0][1] >> 4
    return [c for c in hand if c >> 4 == led] or hand


def best_of(trick: list[tuple[int, int]], trump: int) -> tuple[int, int]:
    """The hand whose card takes the trick so far (it must have begun), and that card."""
    best_h, best = trick[0]
    for h, c in trick[1:]:
        if c > best if c >> 4 == best >> 4 else c >> 4 == trump:  # beats, inline: thousands a decision
            best_h, best = h, c
    return best_h, best


def takes(cards: list[int], trick: list[tuple[int, int]], trump: int) -> list[bool]:
    """Whether each card would take the trick (begun) from the card that takes it so far."""
    best = best_of(trick, trump)[1]
    suit = best >> 4
    return [(c > best) if c >> 4 == suit else c >> 4 == trump for c in cards]
