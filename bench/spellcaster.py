"""Spellcaster figures: playout speed, render speed and size, and the computer player's strength.

    python bench/spellcaster.py            # full: 1000-game AI measurements
    python bench/spellcaster.py --quick    # a quick look (fewer games, shorter timings)

The reference is the take-away test game's random-playout rate, measured in the same run. Times
are wall-clock time (one core).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import WALL_TIME, Table, advance, playouts, reference, render_figures
from bot.ai import Policy, RandomPolicy
from bot.ai.spellcaster import POLICY
from bot.games.spellcaster import GAME, SpellcasterState
from render.spellcaster import render_hand, render_table


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
    start = WALL_TIME()
    for game in range(games):
        me = game % 2
        policies: list[Policy] = [RandomPolicy(), RandomPolicy()]
        policies[me] = POLICY
        total += share(play(policies, 100_000 + game), me)
    return total / games, (WALL_TIME() - start) / games


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


def renders(repeats: int) -> list[tuple[str, float, float]]:
    """(image, ms per render + encode, PNG KB) over real mid-game and final positions."""
    states = [advance(GAME.new(2, seed), random.Random(seed), 25 + 25 * seed) for seed in range(4)]
    render_table(states[0].view(0))  # build the caches once, as a running bot has
    images = [
        ("table", render_table, [s.view(None) for s in states]),
        ("hand", render_hand, [s.view(0) for s in states]),
    ]
    return render_figures(images, repeats, WALL_TIME)


def main() -> None:
    """Measure and print the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer games and shorter timings")
    args = parser.parse_args()
    seconds = 1.0 if args.quick else 4.0
    ai_games = 100 if args.quick else 1000

    rate_ref = reference(seconds, clock=WALL_TIME)
    rate, games_per_s, _ = playouts(GAME, 2, seconds, clock=WALL_TIME)
    table = Table(44, gap="", value_width=24)
    table.header()
    table.row("take-away random playouts (reference)", f"{rate_ref:>18,.0f} dec/s")
    table.row("spellcaster random playouts", f"{rate:>18,.0f} dec/s")
    table.row("  games/s", f"{games_per_s:>24,.1f}")
    table.row("  ratio to reference", f"{rate / rate_ref:>24.2f}")
    for name, ms, kb in renders(3 if args.quick else 10):
        table.row(f"render + encode {name} (median)", f"{ms:>21.1f} ms")
        table.row(f"  PNG size {name} (largest)", f"{kb:>21.1f} KB")
    score, seconds_per_game = versus_random(ai_games)
    table.row(f"AI vs random, {ai_games} games (AI share)", f"{interval(score, ai_games):>24}")
    table.row("  AI seconds per game", f"{seconds_per_game:>24.3f}")
    variants: list[tuple[str, dict[str, object] | None]] = [
        ("default", None),
        ("second-player-bonus=on", {"second-player-bonus": "on"}),
    ]
    for label, options in variants:
        first, endings, turns = self_play(ai_games, options)
        table.row(f"AI vs AI, {label}: starting mage wins", f"{interval(first, ai_games):>24}")
        shares = ", ".join(f"{k} {v / ai_games:.0%}" for k, v in sorted(endings.items()))
        table.row("  endings", f"{shares:>24}")
        table.row("  median turns", f"{turns:>24.0f}")


if __name__ == "__main__":
    main()
