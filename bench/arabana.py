"""Arabana-Opodopo figures: playout speed, render speed and size, and the computer player's strength.

    python bench/arabana.py            # full: 400 games of 1 AI against random players
    python bench/arabana.py --quick    # a quick look (fewer games, shorter timings)

The reference is the take-away test game's random-playout rate, measured in the same run.
Random playouts pick uniformly among the seats to move and their legal actions, as the conformance
suite does, and are timed in CPU seconds of this process (one core), so that other work on a shared
machine does not count; render and AI times are wall-clock time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import CPU_TIME, WALL_TIME, Table, advance, any_seat, playouts, reference, render_figures, render_once
from bot.ai.arabana import POLICY
from bot.games.arabana import GAME
from render.arabana import render_final, render_hand, render_table


def versus_random(games: int) -> dict[str, float]:
    """One AI seat (rotating) against random players; 3 and 4 players, with and without the gods."""
    ai_scores: list[int] = []
    random_scores: list[float] = []
    wins = 0
    start = WALL_TIME()
    for game in range(games):
        players = 3 + game % 2
        options = {"gods": "on"} if game % 4 >= 2 else {}
        me = game % players
        state = advance(GAME.new(players, 700_000 + game, options), random.Random(game), policy=POLICY, seats={me})
        outcome = state.outcome()
        assert outcome is not None
        ai_scores.append(outcome.scores[me])
        random_scores.append(statistics.fmean(s for i, s in enumerate(outcome.scores) if i != me))
        wins += me in outcome.winners
    return {
        "ai": statistics.fmean(ai_scores),
        "ai_sd": statistics.pstdev(ai_scores),
        "random": statistics.fmean(random_scores),
        "wins": wins / games,
        "seconds_per_game": (WALL_TIME() - start) / games,
    }


def positions() -> tuple[list[Any], Any]:
    """Positions of every form: setup, first and second pass (3 and 4 players, gods), and a finished game."""
    states = [
        advance(GAME.new(players, seed, options), random.Random(seed), decisions, policy=POLICY)
        for seed, (players, options, decisions) in enumerate(
            [(4, {}, 0), (3, {}, 60), (4, {"gods": "on"}, 140), (3, {"gods": "on"}, 150), (4, {}, 200)]
        )
    ]
    final = advance(GAME.new(4, 9, {"gods": "on"}), random.Random(9), policy=POLICY)
    return states, final


def renders(repeats: int) -> tuple[float, list[tuple[str, float, float]]]:
    """First board (builds the caches) in ms, and (image, median ms per render + encode, max PNG KB)."""
    states, final = positions()
    first, _ = render_once(render_table, states[0].view(None), WALL_TIME)
    images = [
        ("board", render_table, [s.view(None) for s in [*states, final]]),
        ("hand", render_hand, [s.view(min(s.to_move(), default=0)) for s in states]),
        ("final", render_final, [final.view(None)]),
    ]
    return first, render_figures(images, repeats, WALL_TIME)


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and shorter timings")
    args = parser.parse_args()
    seconds = 2.0 if args.quick else 6.0
    games = 40 if args.quick else 400

    rate_ref = reference(seconds, clock=CPU_TIME, seat=any_seat)
    table = Table(46)
    table.header()
    table.reference(rate_ref)
    for players, options in [(4, {}), (4, {"gods": "on"}), (3, {}), (3, {"gods": "on"})]:
        name = f"arabana {players}p{' gods' if options else ''} random playouts"
        rates = playouts(GAME, players, seconds, options, clock=CPU_TIME, seat=any_seat)
        table.playouts(name, rates, rate_ref, longest=True)
    first, figures = renders(2 if args.quick else 5)
    table.row("render first board (builds map + palette)", f"{first:>10.1f} ms")
    table.renders(figures)
    result = versus_random(games)
    table.row("AI vs random (3p/4p, gods off/on), games", f"{games:>14}")
    table.row("AI win rate", f"{result['wins']:>14.1%}")
    table.row("AI mean final score", f"{result['ai']:>14.1f}  (sd {result['ai_sd']:.1f})")
    table.row("random players mean final score", f"{result['random']:>14.1f}")
    table.row("seconds per game (incl. random seats)", f"{result['seconds_per_game']:>14.3f}")


if __name__ == "__main__":
    main()
