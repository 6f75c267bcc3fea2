"""Information-set Monte-Carlo tree search of Abracadabra's card play: the `hard` level's cards.

The tree (`bot.ai.tree`) is one of card sequences; each iteration deals one world the seat cannot
tell from the real one (`determinize`), walks down the tree in it, and plays the deal out from the
new node by the heuristic's model of card play (a random card now and then). Each player's reward
is the deal's points against his rivals' mean, or in the game's last deal his margin over the best
rival at the end. So the rivals' answers are searched as well as the seat's own cards, each chosen
without the hidden cards of the world it meets.
"""

from __future__ import annotations

import math
import random

from bot.ai import margin
from bot.ai.abracadabra import (
    PLAYOUT_NOISE,
    World,
    _playable,
    card_codes,
    deal_score,
    deals_left,
    over_rivals,
    play_out,
    seat_view,
)
from bot.ai.tree import Edge, credit, iterate, most_tried, step
from bot.games.base import Action, State

POINTS_SCALE = 40  # points of a deal against the rivals' mean per unit of reward
LAST_DEAL_SCALE = 15  # the last deal: points of margin per unit of the reward's logistic

Node = dict[int, Edge[int]]  # the cards tried at a node


def rewards(points: list[int], totals: list[int] | None) -> list[float]:
    """Each seat's reward for a deal's `points`: against the rivals' mean, or given the `totals`
    before the game's last deal, by the margin over the best rival at the end (a logistic)."""
    seats = range(len(points))
    if totals is None:
        return [0.5 + over_rivals(points, p) / POINTS_SCALE for p in seats]
    final = [t + g for t, g in zip(totals, points, strict=True)]
    return [1 / (1 + math.exp(-margin(final, p) / LAST_DEAL_SCALE)) for p in seats]


def _iterate(root: Node, world: World, totals: list[int] | None, first: int, rng: random.Random) -> None:
    """One iteration in `world` (played on in place): down the tree, one node added, a playout, rewards.
    The card `first` is the first tried at the root."""
    node: Node | None = root
    path: list[tuple[Edge[int], int]] = []
    while node is not None and world.trick_no < world.tricks:
        hand, mover = world.to_play()
        card, edge, node = step(node, _playable(world.hands[hand], world.trick), first if node is root else None, rng)
        path.append((edge, mover))
        world.play(card)
    won, captured, named_value, right_score, _ = play_out(world, rng=rng, noise=PLAYOUT_NOISE)
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
    view = seat_view(state, seat)
    totals = list(view["scores"]) if deals_left(view) == 0 else None
    root: Node = {}
    spent = iterate(lambda: _iterate(root, World(state.determinize(seat, rng.randrange(1 << 62)).to_dict()), totals, first, rng), limit, deadline)
    return legal[most_tried(root, cards, first)], spent
