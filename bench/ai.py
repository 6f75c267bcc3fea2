"""Strength of the computer levels: one seat of a level among seats of the level below, seats rotated.

Per game and match-up (`hard` vs `normal`, `normal` vs `easy`, `easy` vs random) it plays `--games`
games, the tested level in seat `i % players` of game `i`, and prints the tested seat's win share
(a tie shares the win) with a 95% interval (normal approximation), its fair share (1 / players) and
the ratio to it, and the tested level's mean thinking time per decision (wall clock of `choose`).

`hard` thinks with a fixed iteration budget (`--iterations`, rollouts per decision; reproducible
and independent of machine speed) or, with `--seconds`, a time budget. Games are spread over
`--jobs` worker processes.

    .venv/bin/python -m bench.ai --games 200 --hard-games 100 --iterations 100
    .venv/bin/python -m bench.ai --game spellcaster --matchups hard-normal --games 100 --seconds 0.25
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import time
from dataclasses import replace
from typing import Any

from bot.ai import abracadabra_players, arabana, druids, spellcaster
from bot.games import GAMES

# Abracadabra plays 2 deals instead of racing to 200 points (a full game is long). Druids plays its
# full 5 rounds: a single round is decided mostly by the deal (hard won about 33% of one-round games,
# 49.5% of five-round ones, against the same `normal` players).
CONFIGS: dict[str, tuple[int, dict[str, object]]] = {
    "spellcaster": (2, {}),
    "druids": (4, {}),
    "arabana": (4, {}),
    "abracadabra": (4, {"deals": 2}),
}
PLAYERS = {"abracadabra": abracadabra_players.PLAYERS, "arabana": arabana.PLAYERS, "druids": druids.PLAYERS, "spellcaster": spellcaster.PLAYERS}
MATCHUPS = {"hard-normal": ("hard", "normal"), "normal-easy": ("normal", "easy"), "easy-random": ("easy", "random")}


def play(job: tuple[str, str, str, int, float, int | None]) -> tuple[float, float, int]:
    """One game: the tested level in seat `index % players`; returns its win share, thinking time and decisions."""
    key, tested, other, index, seconds, iterations = job
    players, options = CONFIGS[key]
    game = GAMES[key]
    state = game.new(players, f"bench-ai:{index}", options)
    me = index % players
    budgeted = replace(PLAYERS[key], seconds=seconds, iterations=iterations)
    mine, theirs = budgeted.level(tested), budgeted.level(other)
    rng = random.Random(index)
    thinking, decisions = 0.0, 0
    while not state.is_over():
        seat = min(state.to_move())
        if seat == me:
            start = time.perf_counter()
            action = mine.choose(state, seat, rng)
            thinking += time.perf_counter() - start
            decisions += 1
        else:
            action = theirs.choose(state, seat, rng)
        state.apply(seat, action)
    outcome = state.outcome()
    assert outcome is not None
    share = 1.0 / len(outcome.winners) if me in outcome.winners else 0.0
    return share, thinking, decisions


def interval(shares: list[float]) -> float:
    """Half-width of the 95% interval of the mean win share."""
    n = len(shares)
    mean = sum(shares) / n
    variance = sum((s - mean) ** 2 for s in shares) / max(1, n - 1)
    return 1.96 * math.sqrt(variance / n)


def main(argv: list[str] | None = None) -> None:
    """Run the match-ups and print the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games per game and match-up")
    parser.add_argument("--hard-games", type=int, default=None, help="games for the hard match-ups (default: --games)")
    parser.add_argument("--game", action="append", choices=sorted(CONFIGS), help="only these games (repeatable)")
    parser.add_argument("--matchups", action="append", choices=sorted(MATCHUPS), help="only these match-ups (repeatable)")
    parser.add_argument("--iterations", type=int, default=200, help="hard: rollouts per decision (reproducible)")
    parser.add_argument("--seconds", type=float, default=None, help="hard: seconds per decision instead of --iterations")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--first", type=int, default=0, help="number of the first game (another sample of deals)")
    args = parser.parse_args(argv)
    iterations = None if args.seconds is not None else args.iterations
    seconds = args.seconds if args.seconds is not None else 1.0
    budget = f"{seconds} s per decision" if iterations is None else f"{iterations} rollouts per decision"
    print(f"hard budget: {budget}; {args.games} games per row ({args.hard_games or args.games} for hard); seats rotated; 95% intervals")
    print(f"{'game':<12} {'match-up':<14} {'win share':>16} {'fair':>6} {'ratio':>6} {'ms/decision':>12} {'games/s':>8}")
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for key in args.game or list(CONFIGS):
            players = CONFIGS[key][0]
            for name in args.matchups or list(MATCHUPS):
                tested, other = MATCHUPS[name]
                count = args.hard_games if tested == "hard" and args.hard_games else args.games
                jobs = [(key, tested, other, i, seconds, iterations) for i in range(args.first, args.first + count)]
                start = time.perf_counter()
                results: list[Any] = pool.map(play, jobs, chunksize=1)
                elapsed = time.perf_counter() - start
                shares = [r[0] for r in results]
                mean = sum(shares) / len(shares)
                per_decision = 1000 * sum(r[1] for r in results) / max(1, sum(r[2] for r in results))
                fair = 1 / players
                print(
                    f"{key:<12} {tested + ' vs ' + other:<14} {100 * mean:7.1f}% ± {100 * interval(shares):4.1f} "
                    f"{100 * fair:5.0f}% {mean / fair:6.2f} {per_decision:12.1f} {len(shares) / elapsed:8.2f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
