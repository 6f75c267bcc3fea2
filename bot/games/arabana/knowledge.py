"""What each seat knows of the cards its rivals hold, for determinization.

`known[o][p]` lists the cards seat o knows p holds, one token per card: `since * ISLANDS + island`,
where `since` counts the cards p had laid face down (this pass) when o came to know it. A card p
took face up from the display (or was seen holding through Ku or Pele) stays with him: in his hand,
or among the cards he laid face down after that moment. Where o cannot tell which card p gave up,
o forgets the most recent fact of each island (the weakest claim that stays true), so the tokens are
always a sound lower bound of the truth and the real position always satisfies them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from bot.games.arabana.board import ISLANDS


class Holdings(Protocol):
    """The fields the bookkeeping reads and writes."""

    n: int
    hands: list[list[int]]
    facedown: list[list[int]]
    known: list[list[list[int]]]


def token(since: int, card: int) -> int:
    """One known card: of island `card`, known since `since` face-down cards."""
    return since * ISLANDS + card


def _drop(tokens: list[int], card: int) -> None:
    """Forget one known card of island `card`, the most recent (most constrained) one."""
    best = -1
    for t in tokens:
        if t > best and t % ISLANDS == card:
            best = t
    if best >= 0:
        tokens.remove(best)  # equal tokens are the same fact: which of them goes does not matter


def took_openly(st: Holdings, p: int, card: int) -> None:
    """p took a card of `card` face up: every other seat knows he holds it."""
    t = sum(st.facedown[p]) * ISLANDS + card  # token(), inline: once per card taken
    for o, row in enumerate(st.known):
        if o != p:
            row[p].append(t)


def gave_up_openly(st: Holdings, p: int, card: int, observers: Iterable[int]) -> None:
    """p gave up a card of `card` in sight of `observers`."""
    for o in observers:
        if o != p:
            tokens = st.known[o][p]
            if tokens:  # most often nothing is known
                _drop(tokens, card)


def gave_up_unseen(st: Holdings, p: int, observers: Iterable[int]) -> None:
    """p gave up a card `observers` did not see: any card they knew of may have been it."""
    for o in observers:
        tokens = st.known[o][p]
        for card in {t % ISLANDS for t in tokens}:
            _drop(tokens, card)


def passed_privately(st: Holdings, giver: int, taker: int, card: int) -> None:
    """A card of `card` went from giver to taker, seen by both of them only."""
    _drop(st.known[taker][giver], card)
    st.known[giver][taker].append(token(sum(st.facedown[taker]), card))
    gave_up_unseen(st, giver, [o for o in range(st.n) if o not in (giver, taker)])


def looked_at(st: Holdings, o: int, p: int) -> None:
    """o saw p's whole hand (Ku): o knows exactly what p holds now."""
    since = sum(st.facedown[p])
    st.known[o][p] = [token(since, c) for c in range(ISLANDS) for _ in range(st.hands[p][c])]


def reshuffled(st: Holdings) -> None:
    """The face-down cards go back into the bag: what may have been among them is no longer known."""
    for row in st.known:
        for p, tokens in enumerate(row):
            laid = sum(st.facedown[p])
            # Known since the last face-down card: still in hand; known before it: maybe in the bag.
            row[p] = [t % ISLANDS for t in tokens if t // ISLANDS >= laid]


def from_counts(seen: list[list[list[int]]]) -> list[list[list[int]]]:
    """Tokens from the older snapshot form (per-island counts, no moment): known since the pass began."""
    return [[[c for c in range(ISLANDS) for _ in range(counts[c])] for counts in row] for row in seen]
