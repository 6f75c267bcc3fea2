"""Abracadabra's computer players: the heuristic (`bot.ai.abracadabra`), and what the hard search
knows of the game.

The search plays its cards by a tree search over sampled deals (`bot.ai.abracadabra_tree`). Its
prior takes the bid suit it expects to capture most of and plans its bid, named tricks and right
side by playouts (`bot.ai.abracadabra_contracts`).
"""

from __future__ import annotations

from bot.ai import abracadabra_tree
from bot.ai.abracadabra import POLICY
from bot.ai.abracadabra_contracts import PlanningPolicy
from bot.ai.levels import Levels
from bot.ai.search import Knowledge
from bot.games.abracadabra.actions import Play
from bot.games.base import Action, State

# Iterations of the tree search a decision. With playouts that draw normal's cards, 2,500 took 175,
# 188 and 268 ms on average and at most 566, 561 and 800 ms at two, three and four players, with
# nothing else running on the machine: they fit the second a decision has in play
# (docs/computer-players.md, "Playouts that play as normal does", and the section after it).
ROLLOUTS = 2500


def knowledge() -> Knowledge:
    """What the hard search knows of Abracadabra (see the module docstring)."""

    def searches(state: State, seat: int, legal: list[Action]) -> bool:
        # Bids and placements (up to thousands of rank sets) are left to the prior's planning.
        return isinstance(legal[0], Play)

    return Knowledge(prior=PlanningPolicy().choose, search=abracadabra_tree.search, searches=searches, rollouts=ROLLOUTS)


PLAYERS = Levels(POLICY, knowledge)
