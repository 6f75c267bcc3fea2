"""Strength of the computer levels: one seat of a level among seats of the level below, seats rotated.

One row per game, player count and length a lobby offers (Druids 3–5 players over 5 rounds and over
`rounds: 1`; Abracadabra 2–4 players to the target, over 2 deals and over a single deal; Arabana 3–4;
Spellcaster 2), and per match-up (`hard` vs `normal`, `normal` vs `easy`, `easy` vs random). Game `i`
is dealt from seed `bench-ai:i` and seats the tested level at `i % players`, so every row plays the
same deals. It prints the tested seat's win share (a tie shares the win) with its Wilson 95% interval,
the fair share (1 / players), the ratio to it, PASS or FAIL against the goal of the row (below), the
first game and n, the wins (a tie's share counted, so runs on other games pool exactly), and the
tested level's mean thinking time per decision (wall clock of `choose`).

Goals: `hard` vs `normal` over a full game ≥ 2× the fair share (two players: ≥ 75%), over a single
round or deal ≥ 1.4× (two players: ≥ 70%), and the lower end of the interval above 1.25× the fair
share; `normal` vs `easy` and `easy` vs random ≥ 1.6× the fair share (two players: ≥ 75%), the lower
end above the fair share.

`hard` thinks with a fixed rollout budget per decision (the row's in `ROW_ROLLOUTS`, else the game's in
`ROLLOUTS`; or `--iterations` up to the game's own cap, which the budget column shows; reproducible and
independent of machine speed) or, with `--seconds`, a time budget. Games are spread over `--jobs`
worker processes; a line on stderr at every tenth of a row's games tells how far it is and its win
share so far.

    .venv/bin/python -m bench.ai --rows druids-4-1round --matchups hard-normal --games 80 --jobs 1
    .venv/bin/python -m bench.ai --game arabana --players 3 --matchups normal-easy --games 400
    .venv/bin/python -m bench.ai --length single --games 100 --first 400
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from bot.ai import abracadabra_players, arabana, druids, spellcaster
from bot.games import GAMES
from bot.games.base import State

Z = 1.96  # 95% two-sided


@dataclass(frozen=True)
class Row:
    """One configuration a lobby offers: game, players, options and whether it is a single round or deal."""

    game: str
    players: int
    options: tuple[tuple[str, object], ...]
    length: str  # "full" (the game's whole length), "deals2" or "single" (the last round decides)

    @property
    def name(self) -> str:
        """The row's name for `--rows`, e.g. `druids-3-1round`."""
        suffix = {"druids": {"single": "1round"}, "abracadabra": {"single": "1deal", "deals2": "2deals"}}
        return f"{self.game}-{self.players}-{suffix.get(self.game, {}).get(self.length, self.length)}"


def _rows() -> list[Row]:
    rows: list[Row] = [Row("spellcaster", 2, (), "full")]
    for n in (3, 4, 5):
        rows += [Row("druids", n, (), "full"), Row("druids", n, (("rounds", 1),), "single")]
    for n in (3, 4):
        rows.append(Row("arabana", n, (), "full"))
    for n in (2, 3, 4):
        rows += [Row("abracadabra", n, (), "full"), Row("abracadabra", n, (("deals", 2),), "deals2"), Row("abracadabra", n, (("deals", 1),), "single")]
    return rows


ROWS = {row.name: row for row in _rows()}
PLAYERS = {"abracadabra": abracadabra_players.PLAYERS, "arabana": arabana.PLAYERS, "druids": druids.PLAYERS, "spellcaster": spellcaster.PLAYERS}
MATCHUPS = {"hard-normal": ("hard", "normal"), "normal-easy": ("normal", "easy"), "easy-random": ("easy", "random")}
# Rollouts per decision of `hard`; in Druids and Abracadabra iterations of their tree searches (Abracadabra's
# stops there in play too).
ROLLOUTS = {"spellcaster": 300, "druids": 600, "arabana": 200, "abracadabra": abracadabra_players.ROLLOUTS}
# Rows whose decisions cost less than their game's costliest: a larger budget that still fits the second
# a decision has in play (three players over whole Druids games: 600 iterations took 309 ms a decision
# alone on a core, 1,200 about twice that; docs/computer-players.md).
ROW_ROLLOUTS = {"druids-3-full": 1200}


def budget(row: Row) -> int:
    """`hard`'s rollouts a decision in `row` when no other budget is asked for."""
    return ROW_ROLLOUTS.get(row.name, ROLLOUTS[row.game])


def rollouts(game: str, iterations: int) -> int:
    """The rollouts `hard` spends a decision when given `iterations`: no more than the game's own cap."""
    recipe = PLAYERS[game].knowledge
    limit = recipe().limit(iterations) if recipe is not None else iterations
    assert limit is not None  # a count given stays a count
    return limit


def goal(tested: str, length: str, players: int) -> float:
    """The win share a row must reach: a multiple of the fair share, capped for two players."""
    fair = 1 / players
    if tested != "hard":
        return min(1.6 * fair, 0.75)
    if length == "single":
        return min(1.4 * fair, 0.70)
    return min(2 * fair, 0.75)


def floor(tested: str, players: int) -> float:
    """The share the lower end of the interval must exceed: 1.25× fair for hard, else the fair share."""
    return (1.25 if tested == "hard" else 1.0) / players


def wilson(successes: float, n: int) -> tuple[float, float]:
    """Wilson score 95% interval of a share (a shared win counts as its fraction)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(job: tuple[str, str, str, int, float, int | None], watch: Callable[[State], None] | None = None) -> tuple[float, float, int, float]:
    """One game: the tested level in seat `index % players`; returns its win share, thinking time,
    decisions and longest decision. `watch`, if given, sees the state after every action."""
    name, tested, other, index, seconds, iterations = job
    row = ROWS[name]
    game = GAMES[row.game]
    state = game.new(row.players, f"bench-ai:{index}", dict(row.options))
    me = index % row.players
    budgeted = replace(PLAYERS[row.game], seconds=seconds, iterations=iterations)
    mine, theirs = budgeted.level(tested), budgeted.level(other)
    rng = random.Random(index)
    thinking, decisions, longest = 0.0, 0, 0.0
    while not state.is_over():
        seat = min(state.to_move())
        if seat == me:
            start = time.perf_counter()
            action = mine.choose(state, seat, rng)
            took = time.perf_counter() - start
            thinking, decisions, longest = thinking + took, decisions + 1, max(longest, took)
        else:
            action = theirs.choose(state, seat, rng)
        state.apply(seat, action)
        if watch is not None:
            watch(state)
    outcome = state.outcome()
    assert outcome is not None
    share = 1.0 / len(outcome.winners) if me in outcome.winners else 0.0
    return share, thinking, decisions, longest


def select(args: argparse.Namespace) -> list[Row]:
    """The rows named by `--rows`, or those matching `--game`, `--players` and `--length`."""
    if args.rows:
        return [ROWS[name] for name in args.rows]
    return [
        row
        for row in ROWS.values()
        if (not args.game or row.game in args.game) and (not args.players or row.players in args.players) and (not args.length or row.length in args.length)
    ]


def _with_progress(label: str, results: Iterator[Any], count: int) -> list[Any]:
    """The results as they come, with a line on stderr at every tenth of the games (long runs take hours)."""
    done: list[Any] = []
    started = time.monotonic()
    for result in results:
        done.append(result)
        if len(done) % max(1, count // 10) == 0 and len(done) < count:
            minutes = (time.monotonic() - started) / 60
            wins = sum(r[0] for r in done)
            share = 100 * wins / len(done)
            print(f"{label}: {len(done)}/{count} games, {share:.1f}% so far ({wins:g} wins), {minutes:.1f} min", file=sys.stderr, flush=True)
    return done


HEADER = (
    f"{'row':<22} {'match-up':<16} {'win share':>6} {'95% interval':>14} {'fair':>5} {'ratio':>5} {'goal':>5}  {'':4} "
    f"{'first':>5} {'n':>4} {'wins':>6} {'budget':>7} {'ms/dec':>7} {'max ms':>7}"
)


def report(row: Row, tested: str, other: str, results: list[tuple[float, float, int, float]], first: int, budget: str) -> str:
    """One line of the table for a row's games: the win share with its interval, the verdict, and the
    wins themselves (a tie's share counted), so that runs on other games can be pooled exactly."""
    won = sum(r[0] for r in results)
    n = len(results)
    low, high = wilson(won, n)
    fair = 1 / row.players
    target = goal(tested, row.length, row.players)
    verdict = "PASS" if won / n >= target and low > floor(tested, row.players) else "FAIL"
    per_decision = 1000 * sum(r[1] for r in results) / max(1, sum(r[2] for r in results))
    longest = 1000 * max(r[3] for r in results)
    return (
        f"{row.name:<22} {tested + ' vs ' + other:<16} {100 * won / n:5.1f}% [{100 * low:4.1f}, {100 * high:4.1f}] "
        f"{100 * fair:4.0f}% {won / n / fair:5.2f} {100 * target:4.0f}%  {verdict} {first:>5} {n:>4} {won:6.2f} {budget:>7} {per_decision:7.1f} {longest:7.0f}"
    )


def main(argv: list[str] | None = None) -> None:
    """Run the selected rows and match-ups and print the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400, help="games per row and match-up")
    parser.add_argument("--hard-games", type=int, default=None, help="games for the hard match-ups (default: --games)")
    parser.add_argument("--rows", action="append", choices=sorted(ROWS), help="only these rows (repeatable)")
    parser.add_argument("--game", action="append", choices=sorted(PLAYERS), help="only these games (repeatable)")
    parser.add_argument("--players", action="append", type=int, help="only these player counts (repeatable)")
    parser.add_argument("--length", action="append", choices=("full", "deals2", "single"), help="only these lengths (repeatable)")
    parser.add_argument("--matchups", action="append", choices=sorted(MATCHUPS), help="only these match-ups (repeatable)")
    parser.add_argument("--iterations", type=int, default=None, help="hard: rollouts per decision (default: the row's, ROW_ROLLOUTS or ROLLOUTS)")
    parser.add_argument("--seconds", type=float, default=None, help="hard: seconds per decision instead of rollouts")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--first", type=int, default=0, help="number of the first game (another sample of deals)")
    parser.add_argument("--list", action="store_true", help="list the rows and exit")
    args = parser.parse_args(argv)
    rows = select(args)
    if args.list:
        print("\n".join(row.name for row in rows))
        return
    seconds = args.seconds if args.seconds is not None else 1.0
    print(f"hard budget: {f'{seconds} s' if args.seconds is not None else 'rollouts'} per decision; seats rotated; Wilson 95% intervals")
    print(HEADER)
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for row in rows:
            for matchup in args.matchups or list(MATCHUPS):
                tested, other = MATCHUPS[matchup]
                count = args.hard_games if tested == "hard" and args.hard_games else args.games
                iterations = None if args.seconds is not None else args.iterations or budget(row)
                jobs = [(row.name, tested, other, i, seconds, iterations) for i in range(args.first, args.first + count)]
                results = _with_progress(f"{row.name} {tested} vs {other}", pool.imap(play, jobs, chunksize=1), count)
                shown = "-" if tested != "hard" else f"{seconds}s" if iterations is None else str(rollouts(row.game, iterations))
                print(report(row, tested, other, results, args.first, shown), flush=True)


if __name__ == "__main__":
    main()
