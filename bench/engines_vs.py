"""Engines and the hard search of this checkout against earlier commits, interleaved in one run.

    .venv/bin/python -m bench.engines_vs [--rev 03d43c3] [--rev 2b54c4c] [--rounds 5] [--ai]

Each `--rev` is checked out into a temporary `git worktree`; one worker process per tree (the
working tree last) imports that tree's `bot`. Every round asks each worker in turn, the order
alternating from round to round, to do the same work on the same seeds:

- random playouts (game n dealt from seed n, played with random.Random(n)), decisions per second;
- `to_dict`, `restore` and `determinize` on the positions of those playouts, calls per second;
- with `--ai`: the hard computer's search at a fixed rollout budget on fixed positions, rollouts
  per CPU second (the prior's planning included, as in play).

Clock: CPU seconds of the worker process (`time.process_time`), so that other work on a shared
machine distorts the figures less; the interleaving spreads what it still does over every tree.
With `--gc-off` the collector is paused during each measurement, to see the engines' own work
alone. Each timed snapshot loop starts after a full collection: the collections its own allocations set off
count (for `to_dict`, whose snapshots are kept, they are most of its time), one left due by earlier work
does not.
The table gives each tree's median over the rounds and the ratio of this checkout to each earlier
tree (median, and the lowest and highest round's ratio).

CPU time on a shared virtual machine swings by a third from one second to the next, so with
`--instructions` the same work is counted in machine instructions instead, under valgrind's callgrind
(needs `valgrind`; PYTHONHASHSEED fixed; the same seeds every time): each measure is one run of its work
less one run of its setup alone, in millions, and the ratio is the earlier tree's count over this one's
(a speed ratio). Deterministic, so one round is enough. With `--ai` too: the hard search at 100
rollouts a decision on 3 positions per game, in instructions a rollout.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_REVS = ("03d43c3",)
# (game, players, options); options a tree's game does not know are left out for it.
CONFIGS: list[tuple[str, int, dict[str, object]]] = [
    ("druids", 4, {}),
    ("abracadabra", 4, {"deals": 1}),
    ("spellcaster", 2, {}),
    ("arabana", 4, {}),
]
REPEAT = 4  # to_dict and restore are quick: each state's are timed this many times
AI_MODULES = {
    "druids": "bot.ai.druids",
    "abracadabra": "bot.ai.abracadabra_players",
    "spellcaster": "bot.ai.spellcaster",
    "arabana": "bot.ai.arabana",
}


# --- the worker (runs inside one tree) ------------------------------------------------------------


def _options(game: Any, options: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in options.items() if k in game.options}


def _playouts(game: Any, players: int, options: dict[str, object], seeds: list[int]) -> dict[str, float]:
    decisions = 0
    start = time.process_time()
    for seed in seeds:
        state = game.new(players, seed, options)
        rng = random.Random(seed)
        while not state.is_over():
            mover = min(state.to_move())
            state.apply(mover, rng.choice(state.legal_actions(mover)))
            decisions += 1
    return {"decisions": decisions, "seconds": time.process_time() - start}


def _positions(game: Any, players: int, options: dict[str, object], seeds: list[int], every: int) -> list[Any]:
    """Every `every`-th position of the random playouts from `seeds`."""
    found = []
    for seed in seeds:
        state = game.new(players, seed, options)
        rng = random.Random(seed)
        made = 0
        while not state.is_over():
            if made % every == 0:
                found.append(game.restore(state.to_dict()))
            mover = min(state.to_move())
            state.apply(mover, rng.choice(state.legal_actions(mover)))
            made += 1
    return found


def _snapshots(game: Any, players: int, options: dict[str, object], seeds: list[int]) -> dict[str, float]:
    states = _positions(game, players, options, seeds, 3)
    clock = time.process_time
    # Each timed loop starts from a collected heap: the collections its own allocations set off are
    # its cost, not one left due by what ran before (which otherwise lands in one loop or another).
    gc.collect()
    start = clock()
    for _ in range(REPEAT):
        dicts = [s.to_dict() for s in states]
    to_dict = clock() - start
    gc.collect()
    start = clock()
    for _ in range(REPEAT):
        for d in dicts:
            game.restore(d)
    restore = clock() - start
    calls = 0
    gc.collect()
    start = clock()
    for i, s in enumerate(states):
        for seat in range(players):
            s.determinize(seat, i)
            calls += 1
    determinize = clock() - start
    return {"states": REPEAT * len(states), "to_dict": to_dict, "restore": restore, "determinize": determinize, "calls": calls}


def _search(key: str, game: Any, players: int, options: dict[str, object], seeds: list[int], iterations: int) -> dict[str, float]:
    """The hard search, `iterations` rollouts a decision, on one position per seed (a random playout's
    decision chosen by the seed, where the mover has a choice the search takes on)."""
    import importlib
    from dataclasses import replace

    levels = importlib.import_module(AI_MODULES[key]).PLAYERS
    hard = replace(levels, iterations=iterations).hard
    spent = 0
    seconds = 0.0
    for seed in seeds:
        state = game.new(players, seed, options)
        rng = random.Random(seed)
        stop = rng.randrange(60)
        made = 0
        while not state.is_over():
            mover = min(state.to_move())
            legal = state.legal_actions(mover)
            if made >= stop and len(legal) > 1 and hard.knowledge.searches(state, mover, legal):
                break
            state.apply(mover, rng.choice(legal))
            made += 1
        if state.is_over():
            continue
        start = time.process_time()
        _, rollouts = hard.decide(state, mover, random.Random(seed))
        seconds += time.process_time() - start
        spent += rollouts
    return {"rollouts": spent, "seconds": seconds}


def _honesty(game: Any, players: int, options: dict[str, object], seeds: list[int]) -> dict[str, float]:
    """Worlds sampled along random playouts (this checkout's witnesses over the tree's engine) and
    those contradicting what their seat saw."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("witnesses", Path(__file__).resolve().parent.parent / "tests/games/witnesses.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["witnesses"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    tally = module.sample_worlds(game, players, options, seeds)
    return {"worlds": tally.worlds, "contradicting": tally.contradicting}


def counted_work(tree: str, key: str, task: str, measured: bool) -> None:
    """The work of one `--instructions` measure (or, not `measured`, its setup alone), run under callgrind."""
    sys.path[:] = [tree, *[p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]]
    from bot.games import GAMES

    players, options = next((c[1], c[2]) for c in CONFIGS if c[0] == key)
    game = GAMES[key]
    options = _options(game, options)
    seeds = list(range(COUNTED_GAMES))
    if task == "search":
        import importlib

        importlib.import_module(AI_MODULES[key])
        if measured:
            print(json.dumps(_search(key, game, players, options, seeds[:COUNTED_POSITIONS], COUNTED_ITERATIONS)))
        return
    if task == "playouts":
        _playouts(game, players, options, seeds)  # warm, as the timed rounds after round 0: first calls, caches
        if measured:
            _playouts(game, players, options, seeds)
        return
    states = _positions(game, players, options, seeds, 3)
    dicts = [s.to_dict() for s in states]
    gc.collect()
    if not measured:
        return
    if task == "to_dict":
        for _ in range(REPEAT):
            [s.to_dict() for s in states]
    elif task == "restore":
        for _ in range(REPEAT):
            for d in dicts:
                game.restore(d)
    else:
        for i, s in enumerate(states):
            for seat in range(players):
                s.determinize(seat, i)


COUNTED_GAMES = 6  # playouts (and their positions) per game under callgrind
COUNTED_POSITIONS, COUNTED_ITERATIONS = 3, 100  # with --ai: the hard search's positions and rollouts a decision
COUNTED = ("playouts", "to_dict", "restore", "determinize")


def instructions(tree: Path, key: str, task: str, measured: bool) -> tuple[int, str]:
    """Machine instructions callgrind counts for `counted_work`, and what it printed."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, __file__, "--count", str(tree), key, task, str(int(measured))]
    done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(tree)}, cwd=tree, check=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind gave no count for {key} {task} in {tree}: {done.stderr[-300:]}")
    return int(found.group(1)), done.stdout


def count_instructions(trees: list[tuple[str, Path]], games: list[str], jobs: int, search: bool, only_search: bool = False) -> None:
    """Print the instruction counts of every measure in every tree, and each earlier tree's count over this
    one's; with `search`, the hard search's instructions a rollout too."""
    from concurrent.futures import ThreadPoolExecutor

    tasks = ("search",) if only_search else (*COUNTED, "search") if search else COUNTED
    runs = {(name, key, task, measured): (path, key, task, measured) for name, path in trees for key in games for task in tasks for measured in (True, False)}
    # The setups of to_dict, restore and determinize are the same: counted once.
    for name, key, task in ((n, k, t) for n, _ in trees for k in games for t in ("restore", "determinize") if t in tasks):
        del runs[(name, key, task, False)]
    with ThreadPoolExecutor(jobs) as pool:
        done = dict(zip(runs, pool.map(lambda job: instructions(*job), runs.values()), strict=True))
    counts = {run: count for run, (count, _) in done.items()}
    names = [name for name, _ in trees]
    print("machine instructions (millions) under callgrind; ratio = tree / this (a speed ratio)")
    print(f"{'game':<12} {'measure':<14}" + "".join(f"{n:>12}" for n in names) + "".join(f"{n + '/this':>16}" for n in names[:-1]))
    for key in games:
        for task in COUNTED if not only_search else ():
            setup = "to_dict" if task != "playouts" else task
            used = [counts[(n, key, task, True)] - counts[(n, key, setup, False)] for n in names]
            line = f"{key:<12} {task:<14}" + "".join(f"{u / 1e6:>12.1f}" for u in used)
            line += "".join(f"{u / used[-1]:>16.2f}" for u in used[:-1])
            print(line, flush=True)
        if search:
            # Instructions a rollout, in thousands: the search's cost with its number of rollouts taken out.
            used = [(counts[(n, key, "search", True)] - counts[(n, key, "search", False)]) / json.loads(done[(n, key, "search", True)][1])["rollouts"] for n in names]
            line = f"{key:<12} {'hard, k/rollout':<14}" + "".join(f"{u / 1e3:>12.1f}" for u in used)
            print(line + "".join(f"{u / used[-1]:>16.2f}" for u in used[:-1]), flush=True)


def worker(tree: str) -> None:
    """Serve measurements, one JSON request per line on stdin, one JSON answer per line on stdout."""
    sys.path[:] = [tree, *[p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]]
    from bot.games import GAMES

    for line in sys.stdin:
        job = json.loads(line)
        key, players = job["game"], job["players"]
        game = GAMES[key]
        options = _options(game, job["options"])
        seeds = list(range(job["first"], job["first"] + job["count"]))
        if job.get("gc_off"):
            gc.disable()
        if job["task"] == "playouts":
            answer = _playouts(game, players, options, seeds)
        elif job["task"] == "honesty":
            answer = _honesty(game, players, options, seeds)
        elif job["task"] == "snapshots":
            answer = _snapshots(game, players, options, seeds)
        else:
            answer = _search(key, game, players, options, seeds, job["iterations"])
        gc.enable()
        print(json.dumps(answer), flush=True)


# --- the driver --------------------------------------------------------------------------------------


class Tree:
    """One worker process over one checkout."""

    def __init__(self, name: str, path: Path) -> None:
        self.name = name
        env = {**os.environ, "PYTHONPATH": str(path)}
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--worker", str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=path,
        )

    def ask(self, job: dict[str, Any]) -> dict[str, float]:
        """One measurement."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(job) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the worker of {self.name} stopped")
        answer: dict[str, float] = json.loads(line)
        return answer

    def close(self) -> None:
        """End the worker."""
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


@contextmanager
def checkout(rev: str) -> Iterator[Path]:
    """`rev` in a temporary git worktree, removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="engines-vs-") as parent:
        path = Path(parent) / rev
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(path), rev], check=True)
        try:
            yield path
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(path)], check=False)


Measure = Callable[[dict[str, float]], float]
MEASURES: dict[str, list[tuple[str, Measure]]] = {
    "playouts": [("random playouts, decisions/s", lambda a: a["decisions"] / a["seconds"])],
    "snapshots": [
        ("to_dict/s", lambda a: a["states"] / a["to_dict"]),
        ("restore/s", lambda a: a["states"] / a["restore"]),
        ("determinize/s", lambda a: a["calls"] / a["determinize"]),
    ],
    "search": [("hard rollouts/CPU s", lambda a: a["rollouts"] / a["seconds"])],
    "honesty": [("worlds sampled", lambda a: a["worlds"]), ("worlds contradicting", lambda a: a["contradicting"])],
}


def main() -> None:
    """Measure every tree in interleaved rounds and print the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--rev", action="append", help=f"an earlier commit (repeatable; default {', '.join(DEFAULT_REVS)})")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=6, help="playouts per game, tree and round")
    parser.add_argument("--game", action="append", choices=[c[0] for c in CONFIGS], help="only these games")
    parser.add_argument("--ai", action="store_true", help="also the hard search's rollouts per CPU second")
    parser.add_argument("--ai-only", action="store_true", help="only the hard search")
    parser.add_argument("--iterations", type=int, default=100, help="hard: rollouts a decision")
    parser.add_argument("--positions", type=int, default=3, help="hard: positions per game, tree and round")
    parser.add_argument("--gc-off", action="store_true", help="pause the garbage collector during each measurement (the engines' own work alone)")
    parser.add_argument("--honesty", type=int, default=0, help="only count determinized worlds contradicting what their seat saw, over this many playouts")
    parser.add_argument("--instructions", action="store_true", help="count machine instructions under callgrind instead of timing (one round)")
    parser.add_argument("--jobs", type=int, default=2, help="--instructions: callgrind runs at once")
    parser.add_argument("--count", nargs=4, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker)
        return
    if args.count:
        tree, key, task, measured = args.count
        counted_work(tree, key, task, measured == "1")
        return
    revs = args.rev or list(DEFAULT_REVS)
    tasks = [] if args.ai_only or args.honesty else ["playouts", "snapshots"]
    if args.honesty:
        tasks, args.rounds, args.games = ["honesty"], 1, args.honesty
    if args.ai or args.ai_only:
        tasks.append("search")
    configs = [c for c in CONFIGS if not args.game or c[0] in args.game]
    if args.instructions:
        with ExitStack() as stack:
            earlier = [(rev, stack.enter_context(checkout(rev))) for rev in revs]
            count_instructions([*earlier, ("this", ROOT)], [c[0] for c in configs], args.jobs, args.ai or args.ai_only, args.ai_only)
        return
    results: dict[tuple[str, str, str], list[float]] = {}
    with ExitStack() as stack:
        trees = [Tree(rev, stack.enter_context(checkout(rev))) for rev in revs]
        trees.append(Tree("this", ROOT))
        for tree in trees:
            stack.callback(tree.close)
        # Round 0 warms every worker up (first calls, caches) and is not counted.
        for round_no in range(0 if args.honesty else -1, args.rounds):
            order = trees if round_no % 2 == 0 else trees[::-1]
            for key, players, options in configs:
                for task in tasks:
                    count = args.positions if task == "search" else args.games
                    job = {
                        "task": task,
                        "game": key,
                        "players": players,
                        "options": options,
                        "first": max(0, round_no) * count,
                        "count": count,
                        "iterations": args.iterations,
                        "gc_off": args.gc_off,
                    }
                    for tree in order:
                        answer = tree.ask(job)
                        for label, measure in MEASURES[task] if round_no >= 0 else ():
                            results.setdefault((key, label, tree.name), []).append(measure(answer))
            print(f"round {round_no + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    names = [t.name for t in trees]
    collector = "; garbage collector paused while measuring" if args.gc_off else ""
    print(f"CPU seconds per worker; {args.rounds} interleaved rounds{collector}; medians; ratio = this / tree (median [lowest, highest round])")
    head = f"{'game':<12} {'measure':<30}" + "".join(f"{n:>12}" for n in names)
    head += "".join(f"{'this/' + n:>24}" for n in names[:-1])
    print(head)
    for key, _, _ in configs:
        for task in tasks:
            for label, _ in MEASURES[task]:
                rows = [results[(key, label, n)] for n in names]
                line = f"{key:<12} {label:<30}" + "".join(f"{statistics.median(r):>12,.0f}" for r in rows)
                for r in rows[:-1] if task != "honesty" else ():
                    ratios = [b / a for a, b in zip(r, rows[-1], strict=True)]
                    line += f"{statistics.median(ratios):>10.2f} [{min(ratios):.2f}, {max(ratios):.2f}]"
                print(line)


if __name__ == "__main__":
    main()
