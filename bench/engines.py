"""Random-playout throughput of every registered game, against the take-away test game as reference.

    python bench/engines.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.games import GAMES
from bot.games.base import Game
from tests.support.takeaway import GAME as TAKEAWAY


def throughput(game: Game[Any], players: int, options: dict[str, object], seconds: float) -> tuple[float, float]:
    """(decisions per second, games per second) of random legal playouts on one core."""
    decisions = games = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new(players, seed, options)
        rng = random.Random(seed)
        while not state.is_over():
            seat = min(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            decisions += 1
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return decisions / elapsed, games / elapsed


def main() -> None:
    """Print a table of playout throughput per game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    reference, _ = throughput(TAKEAWAY, 2, {}, args.seconds)
    print(f"{'game':<14}{'players':>8}{'options':>28}{'decisions/s':>14}{'games/s':>10}{'vs ref':>9}")
    print(f"{'takeaway':<14}{2:>8}{'-':>28}{reference:>14,.0f}{'':>10}{1.0:>9.2f}")
    configurations = {
        "druids": [(4, {})],
        "abracadabra": [(4, {"deals": 1})],
        "spellcaster": [(2, {})],
        "arabana": [(4, {}), (4, {"gods": "on"})],
    }
    for key, game in GAMES.items():
        for players, options in configurations.get(key, [(game.max_players, {})]):
            options = {k: v for k, v in options.items() if k in game.options}
            rate, games = throughput(game, players, options, args.seconds)
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
            print(f"{key:<14}{players:>8}{label:>28}{rate:>14,.0f}{games:>10.1f}{rate / reference:>9.2f}")


if __name__ == "__main__":
    main()
