"""How a Spellcaster duel is won: the immediate checks and the count at a deck-out."""

from __future__ import annotations

WIN_SAPPHIRES = 15


def immediate_winner(you: int, energy: list[int], sapphires: list[int]) -> int | None:
    """The seat that wins now, checked in the rules' order, or None.

    `you` is the mage whose turn it is (every effect is that mage's): rival at 0 Energy -> you win;
    you at 0 Energy -> you lose; you at 15+ Sapphires -> you win; rival at 15+ -> the rival wins.
    """
    rival = 1 - you
    if energy[rival] <= 0:
        return you
    if energy[you] <= 0:
        return rival
    if sapphires[you] >= WIN_SAPPHIRES:
        return you
    if sapphires[rival] >= WIN_SAPPHIRES:
        return rival
    return None


def count_winners(energy: list[int], sapphires: list[int]) -> list[int]:
    """Winners when the deck runs out: most Sapphires, then most Energy; still tied, both."""
    keys = [(sapphires[seat], energy[seat]) for seat in range(len(energy))]
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]
