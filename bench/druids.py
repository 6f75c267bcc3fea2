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
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai.druids import POLICY
from bot.games.base import Game
from bot.games.druids import GAME
from render.common import encode_png
from render.druids import render_final, render_hand, render_table
from tests.support.takeaway import GAME as TAKEAWAY


def playouts(game: Game[Any], players: int, seconds: float, options: dict[str, object] | None = None) -> tuple[float, float]:
    """(decisions/s, games/s) of random playouts through legal_actions + apply, on one core."""
    decisions = games = seed = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new(players, seed, options)
        rng = random.Random(seed)
        while not state.is_over():
            seat = min(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            decisions += 1
        games += 1
        seed += 1
    elapsed = time.process_time() - start
    return decisions / elapsed, games / elapsed


def versus_random(games: int) -> dict[str, float]:
    """One AI seat (rotating) against three random players, 4 players and 5 rounds: points per game."""
    ai_points, random_points, wins = [], [], 0
    start = time.process_time()
    for game in range(games):
        state = GAME.new(4, 500_000 + game, {})
        rng = random.Random(game)
        me = game % 4
        while not state.is_over():
            seat = min(state.to_move())
            action = POLICY.choose(state, seat, rng) if seat == me else rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
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
        "seconds_per_game": (time.process_time() - start) / games,
    }


def render_figures(repeats: int) -> list[tuple[str, float, float]]:
    """(image, ms per render + encode, PNG KB) over real positions of every player count."""
    states = []
    for seed, (players, options) in enumerate([(4, {}), (3, {}), (5, {"variant": "sun-moon"})]):
        state = GAME.new(players, seed, options)
        rng = random.Random(seed)
        for _ in range(20 + 15 * seed):
            seat = min(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        states.append(state)
    final = GAME.new(5, 9, {"rounds": 10})
    rng = random.Random(9)
    while not final.is_over():
        seat = min(final.to_move())
        final.apply(seat, rng.choice(final.legal_actions(seat)))
    for state in states:  # build the caches once, as a running bot has
        render_table(state.view(None))
        render_hand(state.view(0))
    images: list[tuple[str, Callable[[dict[str, Any]], Image.Image], list[dict[str, Any]]]] = [
        ("table", render_table, [s.view(0) for s in states] + [s.view(None) for s in states]),
        ("hand", render_hand, [s.view(min(s.to_move())) for s in states] + [s.view(1) for s in states]),
        ("final", render_final, [final.view(None)]),
    ]
    figures = []
    for name, draw, views in images:
        times, sizes = [], []
        for _ in range(repeats):
            for view in views:
                start = time.process_time()
                data = encode_png(draw(view))
                times.append((time.process_time() - start) * 1000)
                sizes.append(len(data) / 1024)
        figures.append((name, statistics.median(times), max(sizes)))
    return figures


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and shorter timings")
    args = parser.parse_args()
    seconds = 2.0 if args.quick else 6.0
    games = 40 if args.quick else 500

    reference, _ = playouts(TAKEAWAY, 2, seconds)
    print(f"{'measure':44} {'value':>14}")
    print(f"{'take-away random playouts (reference)':44} {reference:>10,.0f} d/s")
    for players, options in [(4, {}), (3, {}), (5, {}), (4, {"variant": "sun-moon"})]:
        rate, per_second = playouts(GAME, players, seconds, options)
        name = f"druids {players}p {options.get('variant', '')} random playouts".replace("  ", " ")
        print(f"{name:44} {rate:>10,.0f} d/s  {per_second:,.1f} games/s  ({rate / reference:.2f}× reference)")
    for name, ms, kb in render_figures(2 if args.quick else 5):
        print(f"{'render ' + name + ' + encode':44} {ms:>10.1f} ms   max {kb:.0f} KB")
    result = versus_random(games)
    print(f"{'AI vs 3 random (4 players, 5 rounds), games':44} {games:>14}")
    print(f"{'AI mean points per game':44} {result['ai']:>14.1f}  (sd {result['ai_sd']:.1f})")
    print(f"{'random players mean points per game':44} {result['random']:>14.1f}  (sd {result['random_sd']:.1f})")
    print(f"{'AI wins (ties count), 25% by chance':44} {result['wins']:>14.1%}")
    print(f"{'AI seconds per game (incl. random seats)':44} {result['seconds_per_game']:>14.3f}")


if __name__ == "__main__":
    main()
