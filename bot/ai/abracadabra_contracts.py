"""Abracadabra contracts planned by playouts (the `hard` level's bid, named tricks and right side).

The heuristic (`bot.ai.abracadabra`) bids the tricks it expects in neutral play and names the
likeliest, most valuable ones. Here each of a few candidates is played out to the end of the deal
in the same sampled deals, every card drawn as the normal player would choose it (as in the search
of the card play: `bot.ai.abracadabra_mimic`), and scored; the best is chosen. A bid is scored by the
chance to win the game from the totals after the deal (`win_chance`: being the Declarer wins most
games), named tricks and the right side by points against the rivals' mean, or in the game's last
deal by the chance to win as well (then only finishing first counts).
- Bids: passing, the heuristic's bid, and bids around the expected tricks.
- Named tricks: the heuristic's set, the likeliest tricks ranked with more or less weight on their
  value, each set with one trick swapped for a likely one left out; a non-declarer also tries one
  trick more or fewer.
- Right side (Declarer): the heuristic's cards, and each with one placed card more or fewer.
Decisions still to come are played by stand-ins that know the sampled deal: a rival bids what he
wins in its neutral play if that beats the high bid (the last bidder rather than throw the deal
in), and names tricks he wins there; this seat names as the heuristic would (its bid, as
Declarer, or its expected tricks, as far as the rules allow).
"""

from __future__ import annotations

import random
from typing import TypeVar

from bot.ai.abracadabra import (
    RIGHT_SIDE_CHANCE,
    AbracadabraPolicy,
    World,
    deals_left,
    last_deal_totals,
    play_out,
    relative,
    seat_view,
    standing,
    win_chance,
)
from bot.games.abracadabra.actions import Bid, Pass, Place, Right
from bot.games.base import Action, State

WORLDS = 48  # sampled deals per decision
BID_STEPS = (-1, 0, 1, 2)  # bids tried around the expected tricks
OFFSETS = (0, 2, 4, 8, 1000)  # weights of a trick's value in ranking named tricks (see NAME_OFFSET)
SWAP_FROM = 4  # a named trick may be swapped for one of this many likeliest left out

T = TypeVar("T")


def stand_in_names(winners: list[int], seat: int, count: int) -> list[int]:
    """`count` trick numbers a seat that knew the deal would name: those it wins, the last first."""
    order = sorted(range(1, len(winners) + 1), key=lambda t: (winners[t - 1] != seat, -t))
    return sorted(order[:count])


def stand_in_auction(high: int, declarer: int | None, still_to_bid: list[int], won: list[int]) -> tuple[int, int | None]:
    """The high bid and Declarer once `still_to_bid` have bid, in order, what they win in the deal's
    neutral play if it beats the high bid; the last of them bids rather than throw the deal in."""
    for p in still_to_bid:
        if won[p] > high or (p == still_to_bid[-1] and high == 0):
            high, declarer = max(1, won[p]), p
    return high, declarer


def best(candidates: list[T], totals: list[float]) -> T:
    """The candidate with the highest total; the first (the heuristic's) on a tie."""
    return candidates[max(range(len(candidates)), key=lambda i: (totals[i], i == 0))]


def ranked(chance: list[float], offset: int) -> list[int]:
    """Trick numbers by chance × (number + offset), best first."""
    return sorted(range(1, len(chance)), key=lambda t: (-chance[t] * (t + offset), t))


class PlanningPolicy(AbracadabraPolicy):
    """The heuristic, with bids, named tricks and the right side chosen by playouts (see the module
    docstring); its cards (the search's prior) by the model's cheap playouts."""

    def __init__(self, worlds: int = WORLDS) -> None:
        super().__init__(suit_by_captures=True, sampled_play=False)
        self.worlds = worlds

    @staticmethod
    def _value(world: World, seat: int, luck: int, scores: list[int] | None, left: int = 0) -> float:
        """The deal played out with this luck: the chance to win from the totals after it, given
        `scores` and the deals `left`; else points against the rivals' mean."""
        rng = random.Random(luck)
        return relative(world, seat, rng) if scores is None else standing(world, seat, rng, scores, left)

    def _sampled(self, state: State, seat: int, rng: random.Random) -> list[tuple[World, list[int], list[int]]]:
        """Sampled deals, each with every seat's tricks and each trick's winner in neutral play."""
        out = []
        for world in self._worlds(state, seat, rng, self.worlds):
            won, _, _, _, winners = play_out(world, neutral=True)
            out.append((world, won, winners))
        return out

    def _bid(self, state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        chance, _ = self._trick_chances(state, seat, rng)
        expected = round(sum(chance))
        heuristic = super()._bid(state, seat, legal, rng)
        bids = {a.tricks: a for a in legal if isinstance(a, Bid)}
        others = [next(a for a in legal if isinstance(a, Pass))] + [bids[expected + s] for s in BID_STEPS if expected + s in bids]
        candidates = [heuristic, *(a for a in dict.fromkeys(others) if a != heuristic)]
        if len(candidates) == 1:
            return heuristic
        view = seat_view(state, seat)
        n = view["players"]
        still_to_bid = [(seat + i) % n for i in range(1, n - len(view["auction"]) % n)]
        scores = view["scores"]
        left = deals_left(view)
        mine = ranked(chance, 4)
        totals = [0.0] * len(candidates)
        for world, won, winners in self._sampled(state, seat, rng):
            luck = rng.randrange(1 << 62)
            for i, action in enumerate(candidates):
                high, declarer = (action.tricks, seat) if isinstance(action, Bid) else (view["high_bid"], view["declarer"])
                high, declarer = stand_in_auction(high, declarer, still_to_bid, won)
                if declarer is None:  # thrown in: no points for anyone
                    totals[i] += win_chance(scores, seat, left + 1)
                    continue
                named = [
                    sorted(mine[: high if declarer == seat else max(0, min(high - 1, expected))])
                    if p == seat
                    else stand_in_names(winners, p, high if p == declarer else min(high - 1, won[p]))
                    for p in range(world.n)
                ]
                world.contract = [len(x) for x in named]
                world.declarer = declarer
                world.right = [r for r in named[seat] if chance[r] >= RIGHT_SIDE_CHANCE] if declarer == seat else []
                named[seat] = [r for r in named[seat] if r not in world.right]
                world.named = named
                world.exposed = [True] * world.n  # nearly every player exposes (they gain by it)
                totals[i] += self._value(world, seat, luck, scores, left)
        return best(candidates, totals)

    def _place(self, state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        view = seat_view(state, seat)
        chance, _ = self._trick_chances(state, seat, rng)
        high = view["high_bid"]
        declarer = seat == view["declarer"]
        count = high if declarer else max(0, min(high - 1, round(sum(chance))))
        counts = [count] if declarer else [c for c in (count, count - 1, count + 1) if 0 <= c < high]
        base = ranked(chance, 4)
        heuristic = tuple(sorted(base[:count]))
        sets = [heuristic, *(tuple(sorted(ranked(chance, offset)[:c])) for c in counts for offset in OFFSETS)]
        left_out = [t for t in base[: count + SWAP_FROM] if t not in heuristic]
        sets += [tuple(sorted([*(x for x in heuristic if x != out), t])) for out in heuristic for t in left_out]
        places = {a.ranks: a for a in legal if isinstance(a, Place)}
        candidates = [s for s in dict.fromkeys(sets) if s in places]
        if len(candidates) <= 1:
            return places.get(heuristic, legal[0])
        # In the game's last deal only finishing first counts, as for the bids; before it, points.
        scores = last_deal_totals(view)
        totals = [0.0] * len(candidates)
        for world, won, winners in self._sampled(state, seat, rng):
            for p in range(world.n):
                if p != seat and world.contract[p] < 0:  # still to place: a stand-in names its tricks
                    world.named[p] = stand_in_names(winners, p, min(high - 1, won[p]))
                    world.contract[p] = len(world.named[p])
            luck = rng.randrange(1 << 62)
            for i, ranks in enumerate(candidates):
                world.right = [r for r in ranks if chance[r] >= RIGHT_SIDE_CHANCE] if declarer else []
                world.named[seat] = [r for r in ranks if r not in world.right]
                world.contract[seat] = len(ranks)
                totals[i] += self._value(world, seat, luck, scores)
        return places[best(candidates, totals)]

    def _right(self, state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        chance, _ = self._trick_chances(state, seat, rng)
        rights = {a.ranks: a for a in legal if isinstance(a, Right)}
        placed = max(rights, key=len)
        heuristic = tuple(r for r in placed if chance[r] >= RIGHT_SIDE_CHANCE)
        candidates = list(dict.fromkeys([heuristic, *(tuple(sorted(set(heuristic) ^ {r})) for r in placed)]))
        scores = last_deal_totals(seat_view(state, seat))  # as for named tricks
        totals = [0.0] * len(candidates)
        for world in self._worlds(state, seat, rng, self.worlds):
            luck = rng.randrange(1 << 62)
            for i, ranks in enumerate(candidates):
                world.right = list(ranks)
                world.named[seat] = [r for r in placed if r not in ranks]
                totals[i] += self._value(world, seat, luck, scores)
        return rights[best(candidates, totals)]
