"""Random-playout throughput of every registered game, against the take-away test game as reference.

    python bench/engines.py [--seconds 3]

Times are wall-clock time (one core).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import playouts, reference
from bot.games import GAMES


def main() -> None:
    """Print a table of playout throughput per game."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    rate_ref = reference(args.seconds)
    print(f"{'game':<14}{'players':>8}{'options':>28}{'decisions/s':>14}{'games/s':>10}{'vs ref':>9}")
    print(f"{'takeaway':<14}{2:>8}{'-':>28}{rate_ref:>14,.0f}{'':>10}{1.0:>9.2f}")
    configurations: dict[str, list[tuple[int, dict[str, object]]]] = {
        "druids": [(4, {})],
        "abracadabra": [(4, {"deals": 1})],
        "spellcaster": [(2, {})],
        "arabana": [(4, {}), (4, {"gods": "on"})],
    }
    for key, game in GAMES.items():
        for players, options in configurations.get(key, [(game.max_players, {})]):
            options = {k: v for k, v in options.items() if k in game.options}
            rate, games, _ = playouts(game, players, args.seconds, options)
            label = ",".join(f"{k}={v}" for k, v in options.items()) or "default"
            print(f"{key:<14}{players:>8}{label:>28}{rate:>14,.0f}{games:>10.1f}{rate / rate_ref:>9.2f}")


if __name__ == "__main__":
    main()
