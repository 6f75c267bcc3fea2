"""Druids figures: playout speed, render speed and size, and the computer player's strength.

    python bench/druids.py            # full: 500 games (4 players, 5 rounds) of 1 AI + 3 random players
    python bench/druids.py --quick    # a quick look (fewer games, shorter timings)

The reference is the take-away test game's random-playout rate, measured in the same run. Times
are CPU time of this process (one core), so a busy machine does not distort them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import CPU_TIME, Table, advance, playouts, reference, render_figures
from bot.ai.druids import POLICY
from bot.games.druids import GAME
from render.druids import render_final, render_hand, render_table


def versus_random(games: int) -> dict[str, float]:
    """One AI seat (rotating) against three random players, 4 players and 5 rounds: points per game."""
    ai_points: list[int] = []
    random_points: list[int] = []
    wins = 0
    start = CPU_TIME()
    for game in range(games):
        me = game % 4
        state = advance(GAME.new(4, 500_000 + game, {}), random.Random(game), policy=POLICY, seats={me})
        scores = state.scores()
        ai_points.append(scores[me])
        random_points.extend(s for i, s in enumerate(scores) if i != me)
        outcome = state.outcome()
        wins += outcome is not None and me in outcome.winners
    return {
        "ai": statistics.fmean(ai_points),
        "ai_sd": statistics.pstdev(ai_points),
        "random": statistics.fmean(random_points),
        "random_sd": statistics.pstdev(random_points),
        "wins": wins / games,
        "seconds_per_game": (CPU_TIME() - start) / games,
    }


def renders(repeats: int) -> list[tuple[str, float, float]]:
    """(image, ms per render + encode, PNG KB) over real positions of every player count."""
    states = [
        advance(GAME.new(players, seed, options), random.Random(seed), 20 + 15 * seed)
        for seed, (players, options) in enumerate([(4, {}), (3, {}), (5, {"variant": "sun-moon"})])
    ]
    final = advance(GAME.new(5, 9, {"rounds": 10}), random.Random(9))
    for state in states:  # build the caches once, as a running bot has
        render_table(state.view(None))
        render_hand(state.view(0))
    images = [
        ("table", render_table, [s.view(0) for s in states] + [s.view(None) for s in states]),
        ("hand", render_hand, [s.view(min(s.to_move())) for s in states] + [s.view(1) for s in states]),
        ("final", render_final, [final.view(None)]),
    ]
    return render_figures(images, repeats, CPU_TIME)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and shorter timings")
    args = parser.parse_args()
    seconds = 2.0 if args.quick else 6.0
    games = 40 if args.quick else 500

    rate_ref = reference(seconds, clock=CPU_TIME)
    table = Table(44)
    table.header()
    table.reference(rate_ref)
    for players, options in [(4, {}), (3, {}), (5, {}), (4, {"variant": "sun-moon"})]:
        name = f"druids {players}p {options.get('variant', '')} random playouts".replace("  ", " ")
        table.playouts(name, playouts(GAME, players, seconds, options, clock=CPU_TIME), rate_ref)
    table.renders(renders(2 if args.quick else 5))
    result = versus_random(games)
    table.row("AI vs 3 random (4 players, 5 rounds), games", f"{games:>14}")
    table.row("AI mean points per game", f"{result['ai']:>14.1f}  (sd {result['ai_sd']:.1f})")
    table.row("random players mean points per game", f"{result['random']:>14.1f}  (sd {result['random_sd']:.1f})")
    table.row("AI wins (ties count), 25% by chance", f"{result['wins']:>14.1%}")
    table.row("AI seconds per game (incl. random seats)", f"{result['seconds_per_game']:>14.3f}")


if __name__ == "__main__":
    main()
