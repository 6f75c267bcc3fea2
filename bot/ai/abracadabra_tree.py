"""Information-set Monte-Carlo tree search of Abracadabra's card play: the `hard` level's cards.

The tree (`bot.ai.tree`) is one of card sequences; each iteration takes one world the seat cannot
tell from the real one (`determinize`), walks down the tree in it, and plays the deal out from the
new node as the normal player would (`bot.ai.abracadabra_mimic`, a model fitted to its games, so
each card is drawn with the chance normal gives it). Each player's reward
is the deal's points against his rivals' mean, or in the game's last deal his margin over the best
rival at the end. So the rivals' answers are searched as well as the seat's own cards, each chosen
without the hidden cards of the world it meets.

The worlds are weighted by what the rivals' contracts say of their hands (`fit`) and by how likely
each makes the cards they have played this deal (`bot.ai.abracadabra_evidence`): a decision deals
`POOL` of them, and each iteration plays one drawn among those by weight (`Worlds`).
"""

from __future__ import annotations

import math
import random
import time
from bisect import bisect_right
from typing import Any

from bot.ai import margin
from bot.ai.abracadabra import (
    World,
    card_codes,
    deal_score,
    last_deal_totals,
    over_rivals,
    play_out,
    seat_view,
)
from bot.ai.abracadabra_cards import playable
from bot.ai.abracadabra_evidence import plays_loglik
from bot.ai.tree import Edge, credit, iterate, most_tried, step
from bot.games.base import Action, State

POINTS_SCALE = 40  # points of a deal against the rivals' mean per unit of reward
LAST_DEAL_SCALE = 15  # the last deal: points of margin per unit of the reward's logistic
POOL = 200  # worlds dealt for one decision; its iterations draw among them
# Tricks by which a rival's tricks in the model's neutral play of a world may stray from his contract
# before the world counts for much less (the spread of a Gaussian weight).
SPREAD = 1.5
# By player count, the power of the chance of the rivals' cards so far (`plays_loglik`) in a world's
# weight; 0 reads nothing (and costs nothing). Over one deal, games 7,000-7,399 at three players won
# 196.5 squared, 179 plain, 177.5 without; games 9,000-9,399 at four 141.5 squared, 147.5 plain,
# 144.5 without, within the noise, while the replay took the longest decision past its second
# (1,106 ms): left without. Two players: not measured (docs/computer-players.md, "What the rivals'
# cards tell of their hands").
EVIDENCE_POWER = {2: 0.0, 3: 2.0, 4: 0.0}

Node = dict[int, Edge[int]]  # the cards tried at a node


def rewards(points: list[int], totals: list[int] | None) -> list[float]:
    """Each seat's reward for a deal's `points`: against the rivals' mean, or given the `totals`
    before the game's last deal, by the margin over the best rival at the end (a logistic)."""
    seats = range(len(points))
    if totals is None:
        return [0.5 + over_rivals(points, p) / POINTS_SCALE for p in seats]
    final = [t + g for t, g in zip(totals, points, strict=True)]
    return [1 / (1 + math.exp(-margin(final, p) / LAST_DEAL_SCALE)) for p in seats]


def fit(world: World, seat: int) -> float:
    """How well a world fits what the rivals' contracts tell of their hands: each rival's tricks when the
    model plays the deal out neutrally, against his contract (a Gaussian weight). A non-declarer's
    contract is at most the Declarer's less one, so at that cap more tricks fit too."""
    won = play_out(world, neutral=True)[0]
    cap = max(world.contract) - 1
    miss = 0
    for p, contract in enumerate(world.contract):
        if p == seat or contract < 0:
            continue
        short = won[p] - contract
        if p != world.declarer and contract == cap and short > 0:
            short = 0
        miss += short * short
    return math.exp(-miss / (2 * SPREAD * SPREAD))


class Worlds:
    """The worlds of one decision: `POOL` dealt at the first draw, each weighted by `fit` and by the
    chance of the rivals' cards so far (`plays_loglik`, to its `EVIDENCE_POWER`); every draw returns one
    of them, drawn by weight, as a fresh `World` to play on. A timed search's `deadline` (perf_counter)
    stops the dealing early, after one world at least."""

    def __init__(self, state: State, seat: int, rng: random.Random, deadline: float | None = None) -> None:
        self.state, self.seat, self.rng, self.deadline = state, seat, rng, deadline
        self.dealt: list[dict[str, Any]] = []
        self.cumulative: list[float] = []  # running sum of the dealt worlds' weights

    def draw(self) -> World:
        """A world to play on, drawn by weight among those dealt."""
        if not self.dealt:
            fits, logs = [], []
            for _ in range(POOL):
                # Dealing 200 worlds takes up to about 65 ms at four players: a search with little
                # time left keeps the worlds it has.
                if self.dealt and self.deadline is not None and time.perf_counter() >= self.deadline:
                    break
                deal = self.state.determinize(self.seat, self.rng.randrange(1 << 62)).to_dict()
                power = EVIDENCE_POWER[deal["n"]]
                fits.append(fit(World(deal), self.seat))
                logs.append(plays_loglik(deal, self.seat) if power else 0.0)
                self.dealt.append(deal)
            top = max(logs)  # the likeliest world's chance as the unit: no product underflows
            total = 0.0
            for weight, log in zip(fits, logs, strict=True):
                total += weight * math.exp(power * (log - top))
                self.cumulative.append(total)
        # As rng.choices(self.dealt, weights) draws, without summing the weights again each time.
        index = bisect_right(self.cumulative, self.rng.random() * self.cumulative[-1], 0, len(self.dealt) - 1)
        return World(self.dealt[index])


def _iterate(root: Node, world: World, totals: list[int] | None, first: int, rng: random.Random) -> None:
    """One iteration in `world` (played on in place): down the tree, one node added, a playout, rewards.
    The card `first` is the first tried at the root."""
    node: Node | None = root
    path: list[tuple[Edge[int], int]] = []
    while node is not None and world.trick_no < world.tricks:
        hand, mover = world.to_play()
        card, edge, node = step(node, playable(world.hands[hand], world.trick), first if node is root else None, rng)
        path.append((edge, mover))
        world.play(card)
    won, captured, named_value, right_score, _ = play_out(world, rng=rng, mimic=True)
    points = [deal_score(world, p, won, captured, named_value, right_score) for p in range(world.n)]
    credit(path, rewards(points, totals))


def search(
    state: State,
    seat: int,
    legal: list[Action],
    prior: Action,
    rng: random.Random,
    limit: int | None,
    deadline: float | None,
) -> tuple[Action, int]:
    """The card to play after `limit` iterations or by `deadline` (perf_counter), and the iterations
    spent; the `prior`'s card is tried first and wins ties."""
    cards = card_codes(state, seat, legal)
    first = cards[legal.index(prior)]
    totals = last_deal_totals(seat_view(state, seat))
    root: Node = {}
    worlds = Worlds(state, seat, rng, deadline)
    spent = iterate(lambda: _iterate(root, worlds.draw(), totals, first, rng), limit, deadline)
    return legal[most_tried(root, cards, first)], spent
