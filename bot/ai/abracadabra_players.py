"""Abracadabra's computer players: the heuristic (`bot.ai.abracadabra`), and what the hard search
knows of the game.

The search plays its cards, each candidate played out to the end of the deal by the heuristic's
model of card play (with a random card now and then) and scored against the rivals' mean, or, in
the last deal, by the margin over the best rival at the end. Its prior takes the bid suit it expects
to capture most of and plans its bid, named tricks and right side by the same playouts
(`bot.ai.abracadabra_contracts`).
"""

from __future__ import annotations

import math
import random
from typing import cast

from bot.ai import margin
from bot.ai.abracadabra import POLICY, World, deals_left, gains, over_rivals, seat_view
from bot.ai.abracadabra_contracts import PlanningPolicy
from bot.ai.hard import random_rollout
from bot.ai.levels import Levels
from bot.ai.search import Knowledge
from bot.games.abracadabra.actions import Play
from bot.games.abracadabra.state import AbracadabraState
from bot.games.base import Action, State

LAST_DEAL_SCALE = 15  # the last deal: points of margin per unit of the value's logistic
# The Declarer's card play decides its contract, most of a deal's points: it gets this many times the rollouts.
DECLARER_WEIGHT = 5.0
# Rollouts a decision: the playouts follow a model of card play, and more samples fit the search to
# the model's mistakes rather than to the game.
ROLLOUTS = 200


def knowledge() -> Knowledge:
    """What the hard search knows of Abracadabra (see the module docstring)."""
    prior = PlanningPolicy()

    def done(state: State, root: State, seat: int) -> bool:
        return True  # the value plays the deal out with the heuristic's model of card play

    # The deals to come from the root last asked about (a decision's rollouts all ask of one root):
    # they follow from the options, the deals played and the totals alone.
    last: list[tuple[State, tuple[int, ...], int]] = []

    def left(root: State, seat: int) -> int:
        d = cast(AbracadabraState, root).d
        facts = (d["played"], *d["totals"])
        if not last or last[0][0] is not root or last[0][1] != facts:
            last[:] = [(root, facts, deals_left(seat_view(root, seat)))]
        return last[0][2]

    def value(state: State, root: State, seat: int, rng: random.Random) -> float:
        if not isinstance(state, AbracadabraState):
            raise TypeError(f"not an Abracadabra state: {type(state).__name__}")
        if state.d["phase"] == "play":
            points = gains(World(state.d), rng)  # World copies what it plays with
        else:  # the candidate ended the deal: its points are in the totals
            points = [a - b for a, b in zip(state.scores(), root.scores(), strict=True)]
        if left(root, seat) > 0:
            # Points of the deal against the rivals' mean.
            return over_rivals(points, seat)
        # The last deal: the margin over the best rival at the end, smoothed so that nearer wins
        # count more than far ones (won or lost alone is too coarse a signal for a few hundred
        # noisy playouts).
        final = [t + p for t, p in zip(root.scores(), points, strict=True)]
        return 1 / (1 + math.exp(-margin(final, seat) / LAST_DEAL_SCALE))

    def searches(state: State, seat: int, legal: list[Action]) -> bool:
        # Bids and placements (up to thousands of rank sets) are left to the prior's planning.
        return isinstance(legal[0], Play)

    def weight(state: State, seat: int) -> float:
        view = seat_view(state, seat)
        return DECLARER_WEIGHT if view["phase"] == "play" and view["declarer"] == seat else 1.0

    return Knowledge(rollout=random_rollout, done=done, value=value, prior=prior.choose, searches=searches, rollouts=ROLLOUTS, weight=weight)


PLAYERS = Levels(POLICY, knowledge)
