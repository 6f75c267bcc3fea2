"""Fit the model of the normal player's cards (`bot.ai.abracadabra_mimic`) to its games.

Plays `bench.ai`'s games between normal players and records, at each card with a choice, every
playable card's features and the card normal played; fits the weights of each situation by maximum
likelihood (a conditional logit, gradient ascent) and prints them, with, on the games after those
fitted, how often the model's likeliest card is normal's and the mean chance it gives normal's card
(against the same for a uniform draw) and the mean log chance.

    .venv/bin/python -m bench.abracadabra_fit --rows abracadabra-3-1deal --games 150 --check 50
"""

from __future__ import annotations

import argparse
import math

from bench.abracadabra_model import model_card, named_by, normal_cards
from bot.ai.abracadabra_cards import playable
from bot.ai.abracadabra_mimic import SITUATIONS, chances, follow_features, highest_elsewhere, lead_features

Sample = tuple[list[tuple[float, ...]], int]  # every playable card's features, and the index of normal's


def watch(rows: list[str], first: int, games: int) -> dict[str, list[Sample]]:
    """Normal's choices in the rows' games, by situation."""
    samples: dict[str, list[Sample]] = {s: [] for s in SITUATIONS}
    for row_name in rows:
        for world, chosen in normal_cards(row_name, first, games):
            _, wants = model_card(world)
            h, _ = world.to_play()
            hand = world.hands[h]
            if world.trick:
                cand = playable(hand, world.trick)
                best_h, _ = world.best_card()
                named = named_by(world, best_h if best_h < world.n else world.leader)
                last = len(world.trick) == len(world.order(world.leader, world.from_dummy)) - 1
                features = follow_features(cand, world.trick, world.trump, last, named)
                kind = "follow"
            else:
                cand = hand
                features = lead_features(hand, world.trump, highest_elsewhere(world.hands, h))
                kind = "lead"
            if len(cand) > 1:
                samples[f"{kind} {'wants' if wants else 'ducks'}"].append((features, cand.index(chosen)))
    return samples


def log_likelihood(samples: list[Sample], weights: tuple[float, ...]) -> float:
    """The mean log chance the weights give normal's cards."""
    return sum(math.log(max(1e-12, chances(f, weights)[i])) for f, i in samples) / max(1, len(samples))


def fit(samples: list[Sample], steps: int = 300, rate: float = 4.0, l2: float = 0.01) -> tuple[float, ...]:
    """Maximum-likelihood weights (gradient ascent with a little L2)."""
    size = len(samples[0][0][0])
    w = [0.0] * size
    for _ in range(steps):
        grad = [-l2 * x for x in w]
        for features, chosen in samples:
            p = chances(features, tuple(w))
            for k in range(size):
                mean = sum(q * f[k] for q, f in zip(p, features, strict=True))
                grad[k] += (features[chosen][k] - mean) / len(samples)
        w = [x + rate * g for x, g in zip(w, grad, strict=True)]
    return tuple(round(x, 2) for x in w)


def agreement(samples: list[Sample], weights: tuple[float, ...]) -> tuple[float, float]:
    """How often the likeliest card is normal's (a tie counts as the first of the likeliest), and the
    mean chance given to normal's card."""
    top = 0
    for f, c in samples:
        p = chances(f, weights)
        top += p.index(max(p)) == c
    mean = sum(chances(f, weights)[c] for f, c in samples)
    return top / max(1, len(samples)), mean / max(1, len(samples))


def main(argv: list[str] | None = None) -> None:
    """Fit on some games, check on others, print the weights."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", nargs="+", default=["abracadabra-3-1deal"])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--first", type=int, default=20000)
    parser.add_argument("--check", type=int, default=50, help="games after the fitted ones to check on")
    args = parser.parse_args(argv)
    train = watch(args.rows, args.first, args.games)
    test = watch(args.rows, args.first + args.games, args.check)
    print(f"{', '.join(args.rows)}: normal players, games {args.first}-{args.first + args.games - 1} fitted, the next {args.check} checked")
    for situation in SITUATIONS:
        weights = fit(train[situation])
        top, mean = agreement(test[situation], weights)
        _, uniform = agreement(test[situation], (0.0,) * len(weights))
        print(
            f"{situation:<13} {len(train[situation]):>5} fitted, {len(test[situation]):>4} checked: likeliest is normal's {100 * top:.0f}%, "
            f"mean chance {100 * mean:.0f}% (uniform {100 * uniform:.0f}%), log-lik {log_likelihood(test[situation], weights):.3f}"
        )
        print(f'    "{situation}": {weights},')


if __name__ == "__main__":
    main()
