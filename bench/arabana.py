"""Arabana-Opodopo figures: playout speed, render speed and size, and the computer player's strength.

    python bench/arabana.py            # full: 400 games of 1 AI against random players
    python bench/arabana.py --quick    # a quick look (fewer games, shorter timings)

The reference is the take-away test game's random-playout rate, measured in the same run.
Random playouts pick uniformly among the legal actions, as the conformance suite does.
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

from bot.ai.arabana import POLICY
from bot.games.arabana import GAME
from bot.games.base import Game
from render.arabana import render_final, render_hand, render_table
from render.common import encode_png
from tests.support.takeaway import GAME as TAKEAWAY


def playouts(game: Game[Any], players: int, seconds: float, options: dict[str, object] | None = None) -> tuple[float, float, int]:
    """(decisions/s, games/s, longest game) of random playouts through legal_actions + apply, one core.

    Timed in CPU seconds of this process, so that other work on a shared machine does not count.
    """
    decisions = games = seed = longest = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new(players, seed, options)
        rng = random.Random(seed)
        length = 0
        while not state.is_over():
            seat = rng.choice(sorted(state.to_move()))
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            length += 1
        decisions += length
        longest = max(longest, length)
        games += 1
        seed += 1
    elapsed = time.process_time() - start
    return decisions / elapsed, games / elapsed, longest


def versus_random(games: int) -> dict[str, float]:
    """One AI seat (rotating) against random players; 3 and 4 players, with and without the gods."""
    ai_scores: list[int] = []
    random_scores: list[float] = []
    wins = 0
    start = time.perf_counter()
    for game in range(games):
        players = 3 + game % 2
        options = {"gods": "on"} if game % 4 >= 2 else {}
        state = GAME.new(players, 700_000 + game, options)
        rng = random.Random(game)
        me = game % players
        while not state.is_over():
            seat = min(state.to_move())
            action = POLICY.choose(state, seat, rng) if seat == me else rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
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
        "seconds_per_game": (time.perf_counter() - start) / games,
    }


def positions() -> tuple[list[Any], Any]:
    """Positions of every form: setup, first and second pass (3 and 4 players, gods), and a finished game."""
    states = []
    for seed, (players, options, decisions) in enumerate(
        [(4, {}, 0), (3, {}, 60), (4, {"gods": "on"}, 140), (3, {"gods": "on"}, 150), (4, {}, 200)]
    ):
        state = GAME.new(players, seed, options)
        rng = random.Random(seed)
        for _ in range(decisions):
            if state.is_over():
                break
            seat = min(state.to_move())
            state.apply(seat, POLICY.choose(state, seat, rng))
        states.append(state)
    final = GAME.new(4, 9, {"gods": "on"})
    rng = random.Random(9)
    while not final.is_over():
        seat = min(final.to_move())
        final.apply(seat, POLICY.choose(final, seat, rng))
    return states, final


def render_figures(repeats: int) -> tuple[float, list[tuple[str, float, float]]]:
    """First board (builds the caches) in ms, and (image, median ms per render + encode, max PNG KB)."""
    states, final = positions()
    start = time.perf_counter()
    encode_png(render_table(states[0].view(None)))
    first = (time.perf_counter() - start) * 1000
    images: list[tuple[str, Callable[[dict[str, Any]], Image.Image], list[dict[str, Any]]]] = [
        ("board", render_table, [s.view(None) for s in [*states, final]]),
        ("hand", render_hand, [s.view(min(s.to_move(), default=0)) for s in states]),
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
    return first, figures


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games and shorter timings")
    args = parser.parse_args()
    seconds = 2.0 if args.quick else 6.0
    games = 40 if args.quick else 400

    reference, _, _ = playouts(TAKEAWAY, 2, seconds)
    print(f"{'measure':46} {'value':>14}")
    print(f"{'take-away random playouts (reference)':46} {reference:>10,.0f} d/s")
    for players, options in [(4, {}), (4, {"gods": "on"}), (3, {}), (3, {"gods": "on"})]:
        rate, per_second, longest = playouts(GAME, players, seconds, options)
        name = f"arabana {players}p{' gods' if options else ''} random playouts"
        print(
            f"{name:46} {rate:>10,.0f} d/s  {per_second:,.1f} games/s  longest {longest} decisions"
            f"  ({rate / reference:.2f}× reference)"
        )
    first, figures = render_figures(2 if args.quick else 5)
    print(f"{'render first board (builds map + palette)':46} {first:>10.1f} ms")
    for name, ms, kb in figures:
        print(f"{'render ' + name + ' + encode':46} {ms:>10.1f} ms   max {kb:.0f} KB")
    result = versus_random(games)
    print(f"{'AI vs random (3p/4p, gods off/on), games':46} {games:>14}")
    print(f"{'AI win rate':46} {result['wins']:>14.1%}")
    print(f"{'AI mean final score':46} {result['ai']:>14.1f}  (sd {result['ai_sd']:.1f})")
    print(f"{'random players mean final score':46} {result['random']:>14.1f}")
    print(f"{'seconds per game (incl. random seats)':46} {result['seconds_per_game']:>14.3f}")


if __name__ == "__main__":
    main()
