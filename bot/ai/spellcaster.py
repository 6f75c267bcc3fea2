"""Spellcaster computer player: a shallow search over the rest of its turn on sampled worlds.

For each legal action the policy samples a few determinizations of what it cannot see, applies the
action, then keeps choosing its own best follow-up (up to `depth` more actions this turn, and every
choice an effect asks of it) and scores the position it reaches with `evaluate`. Choices asked of
the rival inside a simulation are answered by a fixed rule (discard his least useful card). The
action with the best average wins; ties go to the earlier action in the legal list.
"""

from __future__ import annotations

import math
import random
from typing import cast

from bot.ai.levels import Levels
from bot.ai.search import Knowledge
from bot.games.base import Action, State
from bot.games.spellcaster.actions import DECLINE, Discard
from bot.games.spellcaster.cards import CARDS, Card
from bot.games.spellcaster.scoring import WIN_SAPPHIRES
from bot.games.spellcaster.state import SpellcasterState

WIN = 10_000.0

# Rough worth of one unit of each op for the mage doing it (Energy and Sapphires weigh alike).
OP_WORTH: dict[str, float] = {
    "rival_lose_energy": 10,
    "lose_energy": -9,
    "gain_energy": 8,
    "rival_gain_energy": -8,
    "gain_sapphires": 10,
    "rival_gain_sapphires": -10,
    "rival_lose_sapphires": 9,
    "steal_sapphires": 19,
    "pay_energy": -8,
    "pay_sapphires": -10,
    "draw": 4,
    "rival_draw": -4,
    "rival_discard": 4,
    "rival_lose_energy_per_controlled_pile": 20,
    "if_rival_more_energy_rival_lose_energy": 4,
    "if_rival_energy_le_rival_lose_energy": 3,
    "guard": 6,
    "discard_top_if_faces_rival": 8,
    "catchup_gain_energy": 14,
    "spring": 9,
    "draw_unless_rival_discards": 3,
    "discard_top_facing_rival": 10,
    "turn_top_to_me": 10,
    "extra_actions": 10,
    "echo": 10,
    "rewind": 5,
    "foresight": 6,
    "nullify": 6,
}


def card_worth(card: Card) -> float:
    """Rough value of doing `card`'s text once."""
    total = 0.0
    for name, args in card.ops:
        amount = args[-1] if args and isinstance(args[-1], int) else 1
        if name == "if_rival_energy_le_rival_lose_energy":
            amount = args[1]
        total += OP_WORTH.get(name, 0.0) * amount
    return total


WORTH = {cid: card_worth(card) for cid, card in CARDS.items()}
# An active spell on top facing you pays out every turn it stays there; a plain card is an option.
BOARD_WEIGHT_ACTIVE = 1.6
BOARD_WEIGHT_PLAIN = 0.45
HAND_CARD = 3.0
HAND_WORTH = 0.15
ACTION_LEFT = 7.0


def sapphire_value(sapphires: int) -> float:
    """Worth of a Sapphire count: linear, steeper close to the winning 15."""
    bonus = max(0, sapphires - (WIN_SAPPHIRES - 4)) * 8.0
    return 10.0 * sapphires + bonus


def energy_value(energy: int) -> float:
    """Worth of an Energy count: each point matters more the closer to 0."""
    if energy <= 0:
        return -WIN
    if energy <= 4:
        return 14.0 * energy
    if energy <= 12:
        return 56.0 + 9.0 * (energy - 4)
    return 128.0 + 4.0 * (energy - 12)


# The terms `evaluate` adds per card, worked out once: a top card's worth, a card in hand's.
_TOP_WORTH = {cid: WORTH[cid] * (BOARD_WEIGHT_ACTIVE if card.active else BOARD_WEIGHT_PLAIN) for cid, card in CARDS.items()}
_HAND_WORTH = {cid: HAND_CARD + HAND_WORTH * WORTH[cid] for cid in CARDS}


def evaluate(state: SpellcasterState, seat: int) -> float:
    """Heuristic worth of `state` for `seat` (higher is better)."""
    if state.phase == "over":
        winners = state.winners
        if len(winners) > 1:
            return 0.0
        return WIN if winners[0] == seat else -WIN
    rival = 1 - seat
    score = sapphire_value(state.sapphires[seat]) - sapphire_value(state.sapphires[rival])
    score += energy_value(state.energy[seat]) - energy_value(state.energy[rival])
    faces = state.faces
    for pile, cards in enumerate(state.piles):
        if not cards:
            continue
        worth = _TOP_WORTH[cards[-1]]
        score += worth if faces[pile][-1] == seat else -worth
    for card_id in state.hands[seat]:
        score += _HAND_WORTH[card_id]
    score -= HAND_CARD * len(state.hands[rival])
    if state.turn == seat and state.pending is None:
        score += ACTION_LEFT * state.actions_left
    return score


# The hard search scores a playout as a chance to win: `evaluate` through a logistic whose odds
# grow e-fold every VALUE_SCALE points (five Sapphires' worth), a game decided within the horizon
# 1 or 0. Averaged over worlds, the raw `evaluate` let one world's win or loss (±10,000, a thousand
# Sapphires) outweigh every other world's position.
VALUE_SCALE = 50.0


def win_chance(state: SpellcasterState, seat: int) -> float:
    """`seat`'s chance to win from `state`: 1 or 0 once decided (½ a draw), else a logistic of `evaluate`."""
    if state.phase == "over":
        winners = state.winners
        return 0.5 if len(winners) > 1 else float(winners[0] == seat)
    return 1.0 / (1.0 + math.exp(-evaluate(state, seat) / VALUE_SCALE))


class SpellcasterPolicy:
    """Samples worlds, searches the rest of its turn, picks the best average."""

    def __init__(self, samples: int = 3, depth: int = 1) -> None:
        self.samples = samples
        self.depth = depth

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        """The action with the best average outcome over sampled worlds."""
        actions = state.legal_actions(seat)
        if len(actions) == 1:
            return actions[0]
        totals = [0.0] * len(actions)
        for _ in range(self.samples):
            world = cast(SpellcasterState, state.determinize(seat, rng.randrange(1 << 30)))
            last = len(actions) - 1
            for index, action in enumerate(actions):
                trial = world.copy() if index < last else world  # the world itself serves last
                trial.play(seat, action)
                totals[index] += self._search(trial, seat, self.depth)
        best = max(range(len(actions)), key=lambda i: (totals[i], -i))
        return actions[best]

    def _search(self, state: SpellcasterState, seat: int, depth: int) -> float:
        """Best reachable score for `seat` from `state` within this turn."""
        _answer_for_rival(state, seat)
        if state.phase == "over":
            # A win sooner (more depth left) beats a win later; a loss later beats a loss sooner.
            return evaluate(state, seat) * (1.0 + 0.01 * depth)
        own_choice = state.pending is not None and state.pending["seat"] == seat
        if not own_choice and (state.turn != seat or depth <= 0):
            return evaluate(state, seat)
        next_depth = depth if own_choice else depth - 1
        best = -float("inf")
        actions = state.legal_actions(seat)
        last = len(actions) - 1
        for index, action in enumerate(actions):
            trial = state.copy() if index < last else state  # nobody reads `state` afterwards
            trial.play(seat, action)
            best = max(best, self._search(trial, seat, next_depth))
        return best


def _answer_for_rival(state: SpellcasterState, seat: int) -> None:
    """Answer the rival's pending choices by a fixed rule: give up his least useful card."""
    pending = state.pending
    while pending is not None and pending["seat"] != seat and state.phase != "over":
        actions = state.legal_actions(pending["seat"])
        state.play(pending["seat"], _rival_rule(pending["kind"], actions))
        pending = state.pending


def _rival_rule(kind: str, actions: list[Action]) -> Action:
    if kind not in ("discard", "bargain"):
        return actions[0]
    discards = [a for a in actions if isinstance(a, Discard)]
    cheapest = min(discards, key=lambda a: (WORTH[a.card], a.card))
    # Refuse a bargain when even his least useful card is worth more than two draws for me.
    if kind == "bargain" and WORTH[cheapest.card] > 2 * OP_WORTH["draw"]:
        return DECLINE
    return cheapest


POLICY = SpellcasterPolicy()


def knowledge() -> Knowledge:
    """What the hard search knows of Spellcaster: the quick heuristic plays on for two turns of each
    mage, and `win_chance` scores the position reached."""
    quick = SpellcasterPolicy(samples=1, depth=0)

    def done(state: State, root: State, seat: int) -> bool:
        now, start = cast(SpellcasterState, state), cast(SpellcasterState, root)  # playouts of one game
        # Two turns each ahead: its own turn finished, the rival's answer, its next turn and the
        # rival's answer to that; stopping after the first answer misjudges what the rival can do.
        target = start.turn_no + (2 if start.turn == seat else 1) + 2
        return now.turn_no >= target and now.pending is None

    def value(state: State, root: State, seat: int, rng: random.Random) -> float:
        return win_chance(cast(SpellcasterState, state), seat)

    return Knowledge(rollout=quick.choose, done=done, value=value, prior=POLICY.choose)


PLAYERS = Levels(POLICY, knowledge)
