"""Spellcaster figures: playout speed, render speed and size, and the computer player's strength.

    python bench/spellcaster.py            # full: 1000-game AI measurements
    python bench/spellcaster.py --quick    # a quick look (fewer games, shorter timings)

The reference is the take-away test game's random-playout rate, measured in the same run.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.ai import Policy, RandomPolicy
from bot.ai.spellcaster import POLICY
from bot.games.base import Game
from bot.games.spellcaster import GAME, SpellcasterState
from render.common import encode_png
from render.spellcaster import render_hand, render_table
from tests.support.takeaway import GAME as TAKEAWAY


def playouts(game: Game[Any], seconds: float, options: dict[str, object] | None = None) -> tuple[float, float]:
    """(decisions/s, games/s) of random playouts through legal_actions + apply, on one core."""
    decisions = games = seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new(2, seed, options)
        rng = random.Random(seed)
        while not state.is_over():
            seat = min(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            decisions += 1
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return decisions / elapsed, games / elapsed


def play(policies: list[Policy], seed: int, options: dict[str, object] | None = None) -> SpellcasterState:
    """One game between two policies (seat order as given)."""
    state = GAME.new(2, seed, options)
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(2)]
    while not state.is_over():
        seat = min(state.to_move())
        state.apply(seat, policies[seat].choose(state, seat, rngs[seat]))
    return state


def share(state: SpellcasterState, seat: int) -> float:
    """1 for a win, 1/2 for a shared win (a draw), else 0."""
    return 1.0 / len(state.winners) if seat in state.winners else 0.0


def interval(p: float, n: int) -> str:
    """p with its 95 % normal-approximation margin."""
    return f"{p:6.1%} ± {1.96 * math.sqrt(p * (1 - p) / n):.1%}"


def versus_random(games: int) -> tuple[float, float]:
    """The AI's score share against the random player (seats alternate), and seconds per game."""
    total = 0.0
    start = time.perf_counter()
    for game in range(games):
        me = game % 2
        policies: list[Policy] = [RandomPolicy(), RandomPolicy()]
        policies[me] = POLICY
        total += share(play(policies, 100_000 + game), me)
    return total / games, (time.perf_counter() - start) / games


def self_play(games: int, options: dict[str, object] | None) -> tuple[float, Counter[str], float]:
    """AI against AI: the starting mage's score share, the endings, and the median number of turns."""
    total = 0.0
    endings: Counter[str] = Counter()
    turns = []
    for game in range(games):
        final = play([POLICY, POLICY], 200_000 + game, options)
        total += share(final, final.start)
        endings[final.end_reason or "?"] += 1
        turns.append(final.turn_no)
    return total / games, endings, statistics.median(turns)


def render_figures(repeats: int) -> list[tuple[str, float, float]]:
    """(image, ms per render + encode, PNG KB) over real mid-game and final positions."""
    states = []
    for seed in range(4):
        state = GAME.new(2, seed)
        rng = random.Random(seed)
        for _ in range(25 + 25 * seed):
            if state.is_over():
                break
            seat = min(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        states.append(state)
    render_table(states[0].view(0))  # build the caches once, as a running bot has
    figures = []
    images: list[tuple[str, Callable[[dict[str, Any]], Image.Image], int | None]] = [
        ("table", render_table, None),
        ("hand", render_hand, 0),
    ]
    for name, draw, viewer in images:
        times, sizes = [], []
        for _ in range(repeats):
            for state in states:
                view = state.view(viewer)
                start = time.perf_counter()
                data = encode_png(draw(view))
                times.append(time.perf_counter() - start)
                sizes.append(len(data))
        figures.append((name, 1000 * statistics.median(times), max(sizes) / 1024))
    return figures


def main() -> None:
    """Measure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer games and shorter timings")
    args = parser.parse_args()
    seconds = 1.0 if args.quick else 4.0
    ai_games = 100 if args.quick else 1000

    reference, _ = playouts(TAKEAWAY, seconds)
    rate, games_per_s = playouts(GAME, seconds)
    print(f"{'measure':<44}{'value':>24}")
    print(f"{'take-away random playouts (reference)':<44}{reference:>18,.0f} dec/s")
    print(f"{'spellcaster random playouts':<44}{rate:>18,.0f} dec/s")
    print(f"{'  games/s':<44}{games_per_s:>24,.1f}")
    print(f"{'  ratio to reference':<44}{rate / reference:>24.2f}")
    for name, ms, kb in render_figures(3 if args.quick else 10):
        print(f"{f'render + encode {name} (median)':<44}{ms:>21.1f} ms")
        print(f"{f'  PNG size {name} (largest)':<44}{kb:>21.1f} KB")
    score, seconds_per_game = versus_random(ai_games)
    print(f"{f'AI vs random, {ai_games} games (AI share)':<44}{interval(score, ai_games):>24}")
    print(f"{'  AI seconds per game':<44}{seconds_per_game:>24.3f}")
    variants: list[tuple[str, dict[str, object] | None]] = [
        ("default", None),
        ("second-player-bonus=on", {"second-player-bonus": "on"}),
    ]
    for label, options in variants:
        first, endings, turns = self_play(ai_games, options)
        print(f"{f'AI vs AI, {label}: starting mage wins':<44}{interval(first, ai_games):>24}")
        shares = ", ".join(f"{k} {v / ai_games:.0%}" for k, v in sorted(endings.items()))
        print(f"{'  endings':<44}{shares:>24}")
        print(f"{'  median turns':<44}{turns:>24.0f}")


if __name__ == "__main__":
    main()
