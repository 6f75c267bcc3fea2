"""Abracadabra figures: playout speed, render speed and size, and the computer player's strength.

    python bench/abracadabra.py            # full: 500 deals of 1 AI + 3 random players
    python bench/abracadabra.py --quick    # a quick look (fewer deals, shorter timings)

The reference is the take-away test game's random-playout rate, measured in the same run.
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

from bot.ai.abracadabra import POLICY
from bot.games.abracadabra import GAME
from bot.games.base import Game
from render.abracadabra import render_final, render_hand, render_table
from render.common import encode_png
from tests.support.takeaway import GAME as TAKEAWAY


def playouts(game: Game[Any], players: int, seconds: float, options: dict[str, object] | None = None) -> tuple[float, float]:
    """(decisions/s, games/s) of random playouts through legal_actions + apply, on one core."""
    decisions = games = seed = 0
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


def versus_random(deals: int, players: int = 4) -> dict[str, float]:
    """One AI seat (rotating) against random players, one deal per game: mean scores per deal."""
    ai_scores, random_scores, firsts = [], [], 0
    start = time.perf_counter()
    for deal in range(deals):
        state = GAME.new(players, 300_000 + deal, {"deals": 1})
        rng = random.Random(deal)
        me = deal % players
        while not state.is_over():
            seat = min(state.to_move())
            action = POLICY.choose(state, seat, rng) if seat == me else rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
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
        "seconds_per_deal": (time.perf_counter() - start) / deals,
    }


def render_figures(repeats: int) -> list[tuple[str, float, float]]:
    """(image, ms per render + encode, PNG KB) over real positions of every form."""
    states = []
    for seed, (players, options) in enumerate([(4, {}), (3, {}), (2, {}), (4, {"joker": "without"})]):
        state = GAME.new(players, seed, {**options, "deals": 2})
        rng = random.Random(seed)
        for _ in range(40 + 10 * seed):
            seat = min(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        states.append(state)
    final = GAME.new(4, 9, {"deals": 4})
    rng = random.Random(9)
    while not final.is_over():
        seat = min(final.to_move())
        final.apply(seat, rng.choice(final.legal_actions(seat)))
    render_table(states[0].view(0))  # build the caches once, as a running bot has
    images: list[tuple[str, Callable[[dict[str, Any]], Image.Image], list[dict[str, Any]]]] = [
        ("table", render_table, [s.view(0) for s in states] + [s.view(None) for s in states]),
        ("hand", render_hand, [s.view(1) for s in states]),
        ("final", render_final, [final.view(None)]),
    ]
    figures = []
    for name, draw, views in images:
        times, sizes = [], []
        for _ in range(repeats):
            for view in views:
                start = time.perf_counter()
                data = encode_png(draw(view))
                times.append((time.perf_counter() - start) * 1000)
                sizes.append(len(data) / 1024)
        figures.append((name, statistics.median(times), max(sizes)))
    return figures


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer deals and shorter timings")
    args = parser.parse_args()
    seconds = 2.0 if args.quick else 6.0
    deals = 40 if args.quick else 500

    reference, _ = playouts(TAKEAWAY, 2, seconds)
    print(f"{'measure':44} {'value':>14}")
    print(f"{'take-away random playouts (reference)':44} {reference:>10,.0f} d/s")
    for players, options in [(4, {}), (3, {}), (2, {}), (2, {"dummy": "no"})]:
        rate, games = playouts(GAME, players, seconds, options)
        name = f"abracadabra {players}p {'no dummy' if options else ''} random playouts".replace("  ", " ")
        print(f"{name:44} {rate:>10,.0f} d/s  {games:,.1f} games/s  ({rate / reference:.2f}× reference)")
    for name, ms, kb in render_figures(2 if args.quick else 5):
        print(f"{'render ' + name + ' + encode':44} {ms:>10.1f} ms   max {kb:.0f} KB")
    for players, count in [(4, deals), (3, deals // 5), (2, deals // 5)]:
        result = versus_random(count, players)
        print(f"{f'AI vs {players - 1} random ({players}p), deals':44} {count:>14}")
        print(f"{'  AI mean score per deal':44} {result['ai']:>14.1f}  (sd {result['ai_sd']:.1f})")
        print(f"{'  random players mean score per deal':44} {result['random']:>14.1f}")
        print(f"{'  AI top score of the deal':44} {result['first']:>14.1%}")
        print(f"{'  seconds per deal (incl. random seats)':44} {result['seconds_per_deal']:>14.3f}")


if __name__ == "__main__":
    main()
