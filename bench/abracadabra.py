"""Abracadabra figures: playout speed, render speed and size, and the computer player's strength.

    python bench/abracadabra.py            # full: 500 deals of 1 AI + 3 random players
    python bench/abracadabra.py --quick    # a quick look (fewer deals, shorter timings)

The reference is the take-away test game's random-playout rate, measured in the same run. Times
are wall-clock time (one core).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import WALL_TIME, Table, advance, playouts, reference, render_figures
from bot.ai.abracadabra import POLICY
from bot.games.abracadabra import GAME
from render.abracadabra import render_final, render_hand, render_table


def versus_random(deals: int, players: int = 4) -> dict[str, float]:
    """One AI seat (rotating) against random players, one deal per game: mean scores per deal."""
    ai_scores, random_scores, firsts = [], [], 0
    start = WALL_TIME()
    for deal in range(deals):
        me = deal % players
        state = advance(GAME.new(players, 300_000 + deal, {"deals": 1}), random.Random(deal), policy=POLICY, seats={me})
        scores = state.scores()
        ai_scores.append(scores[me])
        others = [s for i, s in enumerate(scores) if i != me]
        random_scores.extend(others)
        firsts += scores[me] > max(others)
    return {
        "ai": statistics.fmean(ai_scores),
        "ai_sd": statistics.pstdev(ai_scores),
        "random": statistics.fmean(random_scores),
        "first": firsts / deals,
        "seconds_per_deal": (WALL_TIME() - start) / deals,
    }


def renders(repeats: int) -> list[tuple[str, float, float]]:
    """(image, ms per render + encode, PNG KB) over real positions of every form."""
    states = [
        advance(GAME.new(players, seed, {**options, "deals": 2}), random.Random(seed), 40 + 10 * seed)
        for seed, (players, options) in enumerate([(4, {}), (3, {}), (2, {}), (4, {"joker": "without"})])
    ]
    final = advance(GAME.new(4, 9, {"deals": 4}), random.Random(9))
    render_table(states[0].view(0))  # build the caches once, as a running bot has
    images = [
        ("table", render_table, [s.view(0) for s in states] + [s.view(None) for s in states]),
        ("hand", render_hand, [s.view(1) for s in states]),
        ("final", render_final, [final.view(None)]),
    ]
    return render_figures(images, repeats, WALL_TIME)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer deals and shorter timings")
    args = parser.parse_args()
    seconds = 2.0 if args.quick else 6.0
    deals = 40 if args.quick else 500

    rate_ref = reference(seconds, clock=WALL_TIME)
    table = Table(44)
    table.header()
    table.reference(rate_ref)
    for players, options in [(4, {}), (3, {}), (2, {}), (2, {"dummy": "no"})]:
        name = f"abracadabra {players}p {'no dummy' if options else ''} random playouts".replace("  ", " ")
        table.playouts(name, playouts(GAME, players, seconds, options, clock=WALL_TIME), rate_ref)
    table.renders(renders(2 if args.quick else 5))
    for players, count in [(4, deals), (3, deals // 5), (2, deals // 5)]:
        result = versus_random(count, players)
        table.row(f"AI vs {players - 1} random ({players}p), deals", f"{count:>14}")
        table.row("  AI mean score per deal", f"{result['ai']:>14.1f}  (sd {result['ai_sd']:.1f})")
        table.row("  random players mean score per deal", f"{result['random']:>14.1f}")
        table.row("  AI top score of the deal", f"{result['first']:>14.1%}")
        table.row("  seconds per deal (incl. random seats)", f"{result['seconds_per_deal']:>14.3f}")


if __name__ == "__main__":
    main()
