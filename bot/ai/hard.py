"""What the `hard` search knows of each game: rollout policy, horizon, evaluation and prior.

Every function reads only the state handed to it, which inside the search is a determinized world
(`state.determinize(seat, …)`) or a playout from one: the real hidden cards never reach it.
"""

from __future__ import annotations

import math
import random
from typing import Any

from bot.ai import lead, margin
from bot.ai.levels import normal_policy
from bot.ai.search import Knowledge, SearchPolicy
from bot.games.base import Action, State

LAST_DEAL_SCALE = 15  # Abracadabra's last deal: points of margin per unit of the value's logistic
DECLARER_WEIGHT = 5.0  # Abracadabra: the Declarer's card play gets this many times the rollouts (3: 39.1%, 5: 39.9% over 800 bench games)


def _random(state: State, seat: int, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions(seat))


def _standing(state: State, seat: int, final: bool) -> float:
    """The seat against its best rival in the totals: its `lead` when the game is decided; the
    margin alone, scaled, while more is to come (a search then plays for the win, not for points,
    where it counts)."""
    totals = state.scores()
    return lead(totals, seat) if final else margin(totals, seat) / 20


def _druids() -> Knowledge:
    from bot.ai.druids import quick_choice

    prior = normal_policy("druids")

    def done(state: Any, root: Any, seat: int) -> bool:
        return bool(state.round_no != root.round_no or state.is_over())

    def value(state: Any, root: Any, seat: int, rng: random.Random) -> float:
        # Playouts reach the end of the round, played by the quick trick lookahead (measured: random
        # cards to the round's end, or one trick scored by the stack heuristic, do no better than
        # the heuristic itself).
        return _standing(state, seat, bool(state.is_over()))

    return Knowledge(rollout=quick_choice, done=done, value=value, prior=prior.choose)


def _spellcaster() -> Knowledge:
    from bot.ai.spellcaster import SpellcasterPolicy, evaluate

    prior = normal_policy("spellcaster")
    quick = SpellcasterPolicy(samples=1, depth=0)

    def done(state: Any, root: Any, seat: int) -> bool:
        # Two turns each ahead: its own turn finished, the rival's answer, its next turn and the
        # rival's answer to that (measured over 200 games against normal: 69.5%; stopping after the
        # first answer won 65.0%, with 300 or 800 rollouts alike).
        target = root.turn_no + (2 if root.turn == seat else 1) + 2
        return bool(state.turn_no >= target and state.pending is None)

    def value(state: Any, root: State, seat: int, rng: random.Random) -> float:
        return float(evaluate(state, seat))

    return Knowledge(rollout=quick.choose, done=done, value=value, prior=prior.choose)


def _arabana() -> Knowledge:
    from bot.ai.arabana import value as board_value

    prior = normal_policy("arabana")

    def done(state: Any, root: Any, seat: int) -> bool:
        # One full round of turns after the decision (the heuristic plays them all).
        return bool(state.turn_no >= root.turn_no + state.n)

    def value(state: State, root: State, seat: int, rng: random.Random) -> float:
        return float(board_value(state.view(seat), seat))

    return Knowledge(rollout=prior.choose, done=done, value=value, prior=prior.choose, max_candidates=16)


def _abracadabra() -> Knowledge:
    from bot.ai.abracadabra import World, deals_left, gains, over_rivals
    from bot.ai.abracadabra_contracts import PlanningPolicy
    from bot.games.abracadabra.actions import Play

    # The heuristic, except that it takes the bid suit it expects to capture most of, and plans its
    # bid, named tricks and right side by playouts.
    prior = PlanningPolicy()

    def done(state: State, root: State, seat: int) -> bool:
        return True  # the value plays the deal out with the heuristic's model of card play

    def value(state: Any, root: State, seat: int, rng: random.Random) -> float:
        if state.d["phase"] == "play":
            points = gains(World(state.to_dict()), rng)
        else:  # the candidate ended the deal: its points are in the totals
            points = [a - b for a, b in zip(state.scores(), root.scores(), strict=True)]
        if deals_left(root.view(seat)) > 0:
            # Points of the deal against the rivals' mean.
            return over_rivals(points, seat)
        # The last deal: the margin over the best rival at the end, smoothed so that nearer wins
        # count more than far ones (a won-or-lost value, measured earlier, did worse: too coarse a
        # signal for 200 noisy playouts).
        final = [t + p for t, p in zip(root.scores(), points, strict=True)]
        return 1 / (1 + math.exp(-margin(final, seat) / LAST_DEAL_SCALE))

    def searches(state: State, seat: int, legal: list[Action]) -> bool:
        # Bids and placements (up to thousands of rank sets) are left to the heuristic.
        return isinstance(legal[0], Play)

    def weight(state: State, seat: int) -> float:
        # The Declarer's cards decide its contract, most of a deal's points: more rollouts for them.
        view = state.view(seat)
        return DECLARER_WEIGHT if view["phase"] == "play" and view["declarer"] == seat else 1.0

    # 200 rollouts a decision: over games 0–199 of bench.ai, 1,000 won 29.8% against normal, 200 won
    # 36.0% (with noiseless playouts 32.2% against 33.5%): more samples fit the search to the model.
    # The Declarer's cards are the exception (`weight`: 1,000 there won 39.9% of games 0–799, 600
    # won 39.1%).
    return Knowledge(rollout=_random, done=done, value=value, prior=prior.choose, searches=searches, rollouts=200, weight=weight)


def generic_knowledge(prior: Any) -> Knowledge:
    """Random playouts to the end, scored by winning, with `prior` as the search's prior."""

    def done(state: State, root: State, seat: int) -> bool:
        return False

    def value(state: State, root: State, seat: int, rng: random.Random) -> float:
        outcome = state.outcome()
        if outcome is None:
            return 0.0
        return 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0

    return Knowledge(rollout=_random, done=done, value=value, prior=prior.choose)


KNOWLEDGE = {"druids": _druids, "spellcaster": _spellcaster, "arabana": _arabana, "abracadabra": _abracadabra}


def knowledge(game_key: str) -> Knowledge:
    """The search knowledge of a game (random playouts to the end for games without their own)."""
    make = KNOWLEDGE.get(game_key)
    return make() if make is not None else generic_knowledge(normal_policy(game_key))


def hard_policy(game_key: str, seconds: float = 1.0, iterations: int | None = None) -> SearchPolicy:
    """The `hard` player of a game: search with a time budget, or an iteration budget when given."""
    return SearchPolicy(knowledge(game_key), seconds=seconds, iterations=iterations)
