"""What the rivals' cards so far in a deal tell of their hands, for the `hard` level's worlds.

A world the seat cannot tell from the real one (`determinize`) gives each rival a hand and named
tricks. Replaying the deal from its start in that world, each card a rival chose has a chance under
the model of the normal player's choices (`bot.ai.abracadabra_mimic`); their product is how likely
the world makes what everyone saw. A rival who followed with a middling card where normal most often
plays its lowest, say, probably holds no lower one.
"""

from __future__ import annotations

import math
from typing import Any

from bot.ai.abracadabra import World
from bot.ai.abracadabra_cards import best_of, playable
from bot.ai.abracadabra_mimic import WEIGHTS, follow_scores, highest_elsewhere, lead_scores, softmax
from bot.games.abracadabra.cards import JOKER


def plays_loglik(deal: dict[str, Any], seat: int) -> float:
    """The log-chance, in the world `deal` (a determinization's dict), that the rivals of `seat` chose
    the cards they played this deal, each drawn as the normal player would; 0 where there is no full
    record of the deal's cards (a snapshot from before it was kept)."""
    plays = deal.get("plays")
    world = World(deal)
    size = len(world.hands)
    if not plays or len(plays) != world.trick_no * size + len(world.trick):
        return 0.0
    ja = deal["joker_as"]
    cards = [(h, ja if c == JOKER else c) for h, c in plays]
    for h, c in cards:  # back to the hands as dealt
        world.hands[h].append(c)
    for hand in world.hands:
        hand.sort()  # as the engine keeps them: the model breaks ties between equal cards by order
    n, trump, declarer = world.n, world.trump, world.declarer
    world.trick, world.trick_no, world.won = [], 0, [0] * n
    world.leader, world.from_dummy = cards[0][0], False
    # Each seat's aims over the whole deal: its named tricks, played or not, and the Declarer's right side.
    aims = [set(left) | set(up) for left, up in zip(deal["left"], deal["left_up"], strict=True)]
    if declarer is not None:
        aims[declarer] |= set(deal["right_up"][declarer]) | set(deal["right_down"][declarer])
    weights = WEIGHTS[n]
    total = 0.0
    for h, card in cards:
        mover = h if h < n else world.leader
        hand = world.hands[h]
        cand = playable(hand, world.trick)
        if mover != seat and h < n and len(cand) > 1:
            number = world.trick_no + 1
            # As `play_out` decides whether a player wants the trick.
            contract = world.contract[mover]
            aim = aims[mover]
            wants = contract < 0 or number in aim or world.won[mover] + sum(1 for r in aim if r > number) < contract
            if world.trick:
                best_h = best_of(world.trick, trump)[0]
                ahead = best_h if best_h < n else world.leader
                last = len(world.trick) == size - 1
                scores = follow_scores(cand, world.trick, trump, last, number in aims[ahead], weights["follow wants" if wants else "follow ducks"])
            else:
                scores = lead_scores(hand, trump, highest_elsewhere(world.hands, h), weights["lead wants" if wants else "lead ducks"])
            total += math.log(softmax(scores)[cand.index(card)])
        world.play(card)
    return total
