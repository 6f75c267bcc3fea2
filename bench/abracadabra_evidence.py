"""How many of the rivals' hidden cards hard's worlds put in the right hand, weighted four ways.

Plays `bench.ai`'s games between normal players and, at every card with a choice once a card of the
deal has been played, deals 200 worlds from the seat to play (`determinize`) and counts, for each, the
share of the rivals' hidden cards it gives to the rival who holds them. Prints the mean share with
the worlds drawn uniformly, weighted by the rivals' contracts (`abracadabra_tree.fit`), by the chance
of the rivals' cards so far (`abracadabra_evidence.plays_loglik`, to the tree's `EVIDENCE_POWER`),
and by both (as the tree weights them).

    .venv/bin/python -m bench.abracadabra_evidence --rows abracadabra-3-1deal --first 20001 --games 20
"""

from __future__ import annotations

import argparse
import math
import random
from statistics import mean

from bench.ai import play
from bot.ai.abracadabra import World
from bot.ai.abracadabra_evidence import plays_loglik
from bot.ai.abracadabra_tree import EVIDENCE_POWER, POOL, fit
from bot.games.base import State

WAYS = ("uniform", "contracts", "cards played", "both")


def shares(state: State, seat: int, rng: random.Random) -> dict[str, float]:
    """The mean share of the rivals' hidden cards the worlds place right, each way of weighting them."""
    real = World(state.to_dict())
    rivals = [r for r in range(real.n) if r != seat]
    found, fits, logs = [], [], []
    for _ in range(POOL):
        deal = state.determinize(seat, rng.randrange(1 << 62)).to_dict()
        world = World(deal)
        hidden = [(r, c) for r in rivals for c in world.hands[r]]
        found.append(sum(c in real.hands[r] for r, c in hidden) / len(hidden))
        fits.append(fit(world, seat))
        logs.append(plays_loglik(deal, seat))
    top = max(logs)
    power = EVIDENCE_POWER[real.n] or 1.0  # where the tree reads nothing, the plain chance
    chance = [math.exp(power * (x - top)) for x in logs]
    weights = {"uniform": [1.0] * POOL, "contracts": fits, "cards played": chance, "both": [f * c for f, c in zip(fits, chance, strict=True)]}
    return {way: sum(w * x for w, x in zip(ws, found, strict=True)) / sum(ws) for way, ws in weights.items()}


def game_shares(row: str, index: int) -> list[dict[str, float]]:
    """`shares` at every card with a choice, after the deal's first, of one game between normal players."""
    rng = random.Random(index)
    out: list[dict[str, float]] = []

    def watch(state: State) -> None:
        d = state.d  # type: ignore[attr-defined]
        if d["phase"] != "play" or state.is_over() or not d["plays"]:
            return
        seat = min(state.to_move())
        hidden = sum(len(d["hands"][r]) for r in range(d["n"]) if r != seat)
        if hidden and len(state.legal_actions(seat)) > 1:
            out.append(shares(state, seat, rng))

    play((row, "normal", "normal", index, 60.0, None), watch)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="abracadabra-3-1deal")
    parser.add_argument("--first", type=int, default=20001)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    results = [r for index in range(args.first, args.first + args.games) for r in game_shares(args.rows, index)]
    print(f"{args.rows}, games {args.first}-{args.first + args.games - 1}, {len(results)} decisions, {POOL} worlds each")
    for way in WAYS:
        print(f"  {way:<13} {100 * mean(r[way] for r in results):5.1f}% of the rivals' hidden cards in the right hand")


if __name__ == "__main__":
    main()
