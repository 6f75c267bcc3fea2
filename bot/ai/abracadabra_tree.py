"""Information-set Monte-Carlo tree search of Abracadabra's card play: the `hard` level's cards.

Each iteration deals one world the seat cannot tell from the real one (`determinize`) and walks
down one tree of card sequences shared by all worlds. At each node the player to move picks, among
the cards he may play in that world, the one with the best upper confidence bound (UCB1) on his
own reward, a card's chances counted only in the worlds where he held it; a card not tried yet is
added as a new node, and the deal is played out from there by the heuristic's model of card play
(a random card now and then). Every player on the path is then credited with his own reward: the
deal's points against his rivals' mean, or in the game's last deal his margin over the best rival
at the end. So the rivals' answers are searched as well as the seat's own cards, each chosen
without the hidden cards of the world it meets. The card tried most often at the root is chosen.
"""

from __future__ import annotations

import math
import random
import time

from bot.ai import margin
from bot.ai.abracadabra import (
    PLAYOUT_NOISE,
    POLICY,
    World,
    _playable,
    deal_score,
    deals_left,
    over_rivals,
    play_out,
    seat_view,
)
from bot.games.base import Action, State

EXPLORATION = 0.7  # UCB1's constant, for rewards spread over about one unit
POINTS_SCALE = 40  # points of a deal against the rivals' mean per unit of reward
LAST_DEAL_SCALE = 15  # the last deal: points of margin per unit of the reward's logistic
CLOCK_EVERY = 16  # iterations between looks at the clock of a timed search


class Edge:
    """A card tried at a node: its visits, its chances (the visits to the node in worlds where it
    could be played), the mover's total reward, and the node below (made when it is tried again)."""

    __slots__ = ("below", "chances", "total", "visits")

    def __init__(self) -> None:
        self.visits, self.chances, self.total = 0, 1, 0.0
        self.below: Node | None = None


Node = dict[int, Edge]  # the cards tried at a node


def rewards(points: list[int], totals: list[int] | None) -> list[float]:
    """Each seat's reward for a deal's `points`: against the rivals' mean, or given the `totals`
    before the game's last deal, by the margin over the best rival at the end (a logistic)."""
    seats = range(len(points))
    if totals is None:
        return [0.5 + over_rivals(points, p) / POINTS_SCALE for p in seats]
    final = [t + g for t, g in zip(totals, points, strict=True)]
    return [1 / (1 + math.exp(-margin(final, p) / LAST_DEAL_SCALE)) for p in seats]


def _select(node: Node, cards: list[int]) -> int:
    """The card among `cards` (all tried at `node`) with the best upper bound; counts the chances."""
    best_card, best = cards[0], -math.inf
    for card in cards:
        edge = node[card]
        edge.chances += 1
        bound = edge.total / edge.visits + EXPLORATION * math.sqrt(math.log(edge.chances) / edge.visits)
        if bound > best:
            best_card, best = card, bound
    return best_card


def _iterate(root: Node, world: World, totals: list[int] | None, first: int, rng: random.Random) -> None:
    """One iteration in `world` (played on in place): down the tree, one node added, a playout, rewards.
    The card `first` is the first tried at the root."""
    node: Node | None = root
    path: list[tuple[Edge, int]] = []
    while node is not None and world.trick_no < world.tricks:
        hand, mover = world.to_play()
        cards = _playable(world.hands[hand], world.trick)
        untried = [c for c in cards if c not in node]
        if untried:
            card = first if node is root and first in untried else rng.choice(untried)
            for c in cards:
                if c in node:
                    node[c].chances += 1
            node[card] = edge = Edge()
            node = None
        else:
            card = _select(node, cards)
            edge = node[card]
            if edge.below is None:
                edge.below = {}
            node = edge.below
        path.append((edge, mover))
        world.play(card)
    won, captured, named_value, right_score, _ = play_out(world, rng=rng, noise=PLAYOUT_NOISE)
    points = [deal_score(world, p, won, captured, named_value, right_score) for p in range(world.n)]
    reward = rewards(points, totals)
    for edge, mover in path:
        edge.visits += 1
        edge.total += reward[mover]


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
    cards = POLICY._cards(state, seat, legal)
    first = cards[legal.index(prior)]
    view = seat_view(state, seat)
    totals = list(view["scores"]) if deals_left(view) == 0 else None
    root: Node = {}
    spent = 0
    while limit is None or spent < limit:
        if deadline is not None and spent % CLOCK_EVERY == 0 and time.perf_counter() >= deadline:
            break
        _iterate(root, World(state.determinize(seat, rng.randrange(1 << 62)).to_dict()), totals, first, rng)
        spent += 1
    visits = [root[c].visits if c in root else 0 for c in cards]
    return legal[max(range(len(legal)), key=lambda i: (visits[i], cards[i] == first, -i))], spent
