"""How the normal player chooses its cards, as a model fitted to its games: the rivals (and the seat
itself) in the `hard` level's playouts.

Each playable card has a few features of the situation (leading or following; a trump; its rank;
whether it takes the lead of the trick, is the cheapest card that does, the highest that does not,
...). A card's chance is the softmax of its features weighed by `WEIGHTS` (a conditional logit), one
set of weights for each player count and situation: leading or following, and whether the player
wants the trick as the quick model sees it (`bot.ai.abracadabra`: a trick he named, or one he needs
to make his contract). `python -m bench.abracadabra_fit` fits the weights to `bench.ai`'s games
between normal players and prints them.

`lead_features` and `follow_features` define the features (the fit uses them); `lead_scores` and
`follow_scores` compute the same weighted sums directly, as a playout's thousands of cards need
(a test checks they agree).
"""

from __future__ import annotations

import math
import random

from bot.ai.abracadabra_cards import VALUES, playable, takes

LEAD_FEATURES = ("trump", "rank", "top of its suit", "bottom of its suit", "suit length", "boss", "boss trump")
FOLLOW_FEATURES = (
    "takes the lead",
    "trump",
    "rank",
    "cheapest that takes the lead",
    "strongest that takes the lead",
    "highest that does not",
    "lowest",
    "takes the lead, last to play",
    "takes the lead from a player who named the trick",
)
SITUATIONS = ("lead wants", "lead ducks", "follow wants", "follow ducks")

# Fitted by `python -m bench.abracadabra_fit --rows abracadabra-<players>-1deal --games 150 --check 50`
# (games 20,000-20,149), in the order of the features above.
WEIGHTS: dict[int, dict[str, tuple[float, ...]]] = {
    2: {
        "lead wants": (-0.04, 0.16, -0.14, 1.27, -0.37, 0.7, 0.54),
        "lead ducks": (0.06, -0.06, -0.06, 0.94, -0.04, 0.67, 0.43),
        "follow wants": (0.67, -0.07, -0.25, 0.89, 0.04, -0.39, 1.3, -0.05, -0.14),
        "follow ducks": (0.32, 0.1, -0.28, 0.57, 0.18, -0.43, 0.9, -0.06, 0.41),
    },
    3: {
        "lead wants": (-0.13, 0.58, 0.05, 0.87, 0.01, 0.78, 0.84),
        "lead ducks": (0.17, 0.08, -0.06, 0.81, 0.16, 0.55, -0.09),
        "follow wants": (0.32, -0.06, -0.32, 0.87, -0.12, -0.45, 1.08, 0.43, 0.08),
        "follow ducks": (0.53, -0.22, -0.36, 0.58, 0.08, -0.3, 1.07, 0.09, 0.49),
    },
    4: {
        "lead wants": (0.12, 0.46, -0.08, 0.7, -0.14, 0.96, 1.01),
        "lead ducks": (0.15, 0.49, 0.06, 0.96, 0.38, 0.32, -0.22),
        "follow wants": (0.53, -0.07, 0.32, 0.66, -0.06, -0.29, 1.13, 0.25, 0.4),
        "follow ducks": (0.35, -0.21, 0.45, 0.44, 0.2, -0.18, 1.27, 0.19, 0.22),
    },
}


def highest_elsewhere(hands: list[list[int]], h: int) -> list[int]:
    """By suit (0-3), the highest card in the hands other than `h` (0 where nobody else holds the suit)."""
    higher = [0, 0, 0, 0]
    for other, cards in enumerate(hands):
        if other != h:
            for c in cards:
                if c > higher[c >> 4]:
                    higher[c >> 4] = c
    return higher


def lead_features(hand: list[int], trump: int, higher: list[int]) -> list[tuple[float, ...]]:
    """Each card's features as a lead (`LEAD_FEATURES`); `higher` as `highest_elsewhere` gives it."""
    out: list[tuple[float, ...]] = []
    for c in hand:
        s = c >> 4
        suit = [x for x in hand if x >> 4 == s]
        boss = c > higher[s]
        is_trump = s == trump
        out.append((
            float(is_trump),
            ((c & 15) - 2) / 12,
            float(c == max(suit)),
            float(c == min(suit)),
            len(suit) / 6,
            float(boss and not is_trump),
            float(boss and is_trump),
        ))
    return out


def follow_features(cand: list[int], trick: list[tuple[int, int]], trump: int, last: bool, named: bool) -> list[tuple[float, ...]]:
    """Each playable card's features when following (`FOLLOW_FEATURES`); `named`: the player whose card
    leads the trick so far named it."""
    taking = takes(cand, trick, trump)
    worth = VALUES[trump].__getitem__
    winners = [c for c, t in zip(cand, taking, strict=True) if t]
    safe = [c for c, t in zip(cand, taking, strict=True) if not t]
    cheapest = min(winners, key=worth) if winners else -1
    strongest = max(winners, key=worth) if winners else -1
    highest_safe = max(safe, key=worth) if safe else -1
    lowest = min(cand, key=worth)
    return [
        (
            float(t),
            float(c >> 4 == trump),
            ((c & 15) - 2) / 12,
            float(c == cheapest),
            float(c == strongest),
            float(c == highest_safe),
            float(c == lowest),
            float(t and last),
            float(t and named),
        )
        for c, t in zip(cand, taking, strict=True)
    ]


def chances(features: list[tuple[float, ...]], weights: tuple[float, ...]) -> list[float]:
    """Each card's chance: the softmax of its features weighed."""
    return softmax([sum(w * f for w, f in zip(weights, fs, strict=True)) for fs in features])


def _exps(scores: list[float]) -> list[float]:
    """exp of each score less the highest (so that none overflows): the softmax before its division."""
    top = max(scores)
    return [math.exp(s - top) for s in scores]


def softmax(scores: list[float]) -> list[float]:
    """Each score's chance: its exponential over the sum of all."""
    exps = _exps(scores)
    total = sum(exps)
    return [e / total for e in exps]


def lead_scores(hand: list[int], trump: int, higher: list[int], w: tuple[float, ...]) -> list[float]:
    """Each card's weighted `lead_features`, computed directly."""
    top, bottom, count = [-1] * 4, [64] * 4, [0] * 4
    for c in hand:
        s = c >> 4
        count[s] += 1
        if c > top[s]:
            top[s] = c
        if c < bottom[s]:
            bottom[s] = c
    scores = []
    for c in hand:
        s = c >> 4
        x = w[1] * ((c & 15) - 2) / 12 + w[4] * count[s] / 6
        if c == top[s]:
            x += w[2]
        if c == bottom[s]:
            x += w[3]
        if s == trump:
            x += w[0] + (w[6] if c > higher[s] else 0.0)
        elif c > higher[s]:
            x += w[5]
        scores.append(x)
    return scores


def follow_scores(cand: list[int], trick: list[tuple[int, int]], trump: int, last: bool, named: bool, w: tuple[float, ...]) -> list[float]:
    """Each playable card's weighted `follow_features`, computed directly."""
    taking = takes(cand, trick, trump)
    values = VALUES[trump]
    worth = [values[c] for c in cand]
    cheapest = strongest = highest_safe = -1  # indices in cand; the first of equals, as min and max pick
    lowest = 0
    for i, v in enumerate(worth):
        if taking[i]:
            if cheapest < 0 or v < worth[cheapest]:
                cheapest = i
            if strongest < 0 or v > worth[strongest]:
                strongest = i
        elif highest_safe < 0 or v > worth[highest_safe]:
            highest_safe = i
        if v < worth[lowest]:
            lowest = i
    taking_bonus = w[0] + (w[7] if last else 0.0) + (w[8] if named else 0.0)
    per_rank = w[2] / 12
    scores = [per_rank * ((c & 15) - 2) + (taking_bonus if taking[i] else 0.0) + (w[1] if c >> 4 == trump else 0.0) for i, c in enumerate(cand)]
    if cheapest >= 0:
        scores[cheapest] += w[3]
        scores[strongest] += w[4]
    if highest_safe >= 0:
        scores[highest_safe] += w[5]
    scores[lowest] += w[6]
    return scores


def _draw(cand: list[int], scores: list[float], rng: random.Random) -> int:
    """A card drawn with the softmax of the scores as chances."""
    exps = _exps(scores)
    x = rng.random() * sum(exps)
    for i, e in enumerate(exps):
        x -= e
        if x <= 0:
            return cand[i]
    return cand[-1]


def mimic_lead(hands: list[list[int]], h: int, trump: int, players: int, wants: bool, rng: random.Random) -> int:
    """A lead from hand `h` (in a deal of `players`) drawn as the normal player would choose it."""
    weights = WEIGHTS[players]["lead wants" if wants else "lead ducks"]
    return _draw(hands[h], lead_scores(hands[h], trump, highest_elsewhere(hands, h), weights), rng)


def mimic_follow(
    cand: list[int], trick: list[tuple[int, int]], trump: int, players: int, wants: bool, last: bool, named: bool, rng: random.Random
) -> int:
    """One of the playable cards `cand` drawn as the normal player would follow with it; `last`: the
    trick's last card; `named`: the player whose card takes the trick so far named it."""
    weights = WEIGHTS[players]["follow wants" if wants else "follow ducks"]
    return _draw(cand, follow_scores(cand, trick, trump, last, named, weights), rng)


def mimic_card(
    hands: list[list[int]],
    h: int,
    trick: list[tuple[int, int]],
    trump: int,
    players: int,
    wants: bool,
    last: bool,
    named: bool,
    rng: random.Random,
) -> int:
    """A card for hand `h` (in a deal of `players`), drawn as the normal player would choose it; a card
    without choice is played without drawing."""
    cand = playable(hands[h], trick)
    if len(cand) == 1:
        return cand[0]
    if not trick:
        return mimic_lead(hands, h, trump, players, wants, rng)
    return mimic_follow(cand, trick, trump, players, wants, last, named, rng)
