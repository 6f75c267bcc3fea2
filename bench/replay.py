"""Replays of long games, before and after: for each game, the longest of a few seeded games played by
computer players, replayed from its move log into an animated image. Prints moves, frames, pixel size,
bytes and the time to build it (replay, drawing and encoding; wall clock and CPU), once with the
encoding the bot used before (lossy WebP at most 1280 px wide, both frame kinds tried, key frames every
3–5 frames) and once with today's (`render.replay`), and the ratio. With `--worker`, also the time
through the bot's worker processes (`cogs.replay_builds`: the frames split between `--processes`,
default two), once they have started, and the time of the first build, which starts them.

    python bench/replay.py [--seeds N] [--lang en] [--worker [--processes N]]

Druids plays its full five rounds with five players, Abracadabra four players to the target score,
Arabana four players (the longest of the seeds), Spellcaster two players.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from PIL import _webp

from bot.games.base import State
from bot.kits import builtin_kits
from cogs.kit import GameKit
from cogs.replay_builds import ReplayOrder, ReplayWorker, build, order_of
from render.replay import FIRST_MS, FRAME_MS, LAST_MS, MAX_BYTES, DrawTable, Replay, View, _fit, frame_views

PLAYERS = {"druids": 5, "abracadabra": 4, "arabana": 4, "spellcaster": 2}
NAMES = ["Ana", "Ben", "Cleo", "Dara", "Emil"]


def draw_table(renderer: Any, view: dict[str, Any], lang: str) -> Any:
    """The renderer's table image of a view."""
    return renderer.render_table(view, lang=lang)


def play(kit: GameKit, players: int, seed: int, level: str) -> list[tuple[int, str]]:
    """A whole game between computers at `level`, as its move log."""
    state: State = kit.game.new(players, seed, None)
    policy = kit.policy(level)
    rng = random.Random(seed)
    moves = []
    while not state.is_over():
        seat = min(state.to_move())
        action = policy.choose(state, seat, rng)
        moves.append((seat, str(action)))
        state.apply(seat, action)
    return moves


def before(draw: DrawTable, views: Sequence[View], lang: str) -> Replay:
    """The encoding the bot used before: lossy quality 72 at most 1280 px wide, effort 2, each frame
    tried lossy and lossless, a key frame every 3–5 frames."""
    first = draw(views[0], lang)
    scale = min(1.0, 1280 / first.width)
    size = (round(first.width * scale), round(first.height * scale))
    encoder = _webp.WebPAnimEncoder(size, 0xFFFFFFFF, 0, False, 3, 5, True, False)
    timestamp = 0
    for index, view in enumerate(views):
        frame = first if index == 0 else draw(view, lang)
        encoder.add(_fit(frame, size).getim(), timestamp, False, 72, 100, 2)
        timestamp += FIRST_MS if index == 0 else LAST_MS if index == len(views) - 1 else FRAME_MS
    encoder.add(None, timestamp, False, 72, 100, 0)
    return Replay(bytes(encoder.assemble(b"", b"", b"")), len(views), size)


def timed(build: Callable[[], Replay]) -> tuple[Replay, float, float]:
    """A build's result, wall-clock seconds and CPU seconds (of this process)."""
    wall, cpu = time.perf_counter(), time.process_time()
    replay = build()
    return replay, time.perf_counter() - wall, time.process_time() - cpu


def row(key: str, how: str, moves: int, replay: Replay, wall: float, cpu: float | None) -> str:
    """One printed line."""
    pixels = f"{replay.size[0]}x{replay.size[1]}"
    share = f"{100 * len(replay.data) / MAX_BYTES:.0f}%"
    cpu_text = f"{cpu:8.2f}" if cpu is not None else f"{'-':>8}"
    return f"{key:<12} {how:<7} {moves:>6} {replay.frames:>6} {pixels:>10} {len(replay.data):>10,} {share:>8} {wall:>7.2f} {cpu_text}"


async def through_worker(worker: ReplayWorker, kit: GameKit, order: ReplayOrder) -> tuple[Replay, float]:
    """A build through the worker process, and its wall-clock seconds."""
    started = time.perf_counter()
    replay = await worker.build(kit, order)
    return replay, time.perf_counter() - started


def main() -> None:
    """Print two lines per game (three with --worker), then the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=8, help="games played per game kind; the longest is replayed")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--worker", action="store_true", help="also build through the bot's worker processes")
    parser.add_argument("--processes", type=int, default=None, help="worker processes (default: two on two cores or more)")
    args = parser.parse_args()
    kits = builtin_kits()
    worker = ReplayWorker.for_kits(kits, args.processes) if args.worker else None
    loop = asyncio.new_event_loop()
    ratios = []
    print(f"{'game':<12} {'build':<7} {'moves':>6} {'frames':>6} {'pixels':>10} {'bytes':>10} {'of 8 MB':>8} {'wall s':>7} {'cpu s':>8}")
    try:
        for key, players in PLAYERS.items():
            kit = kits[key]
            # Easy players make the longest games (their random moves drag a game out).
            seed, moves = max(((s, play(kit, players, s, "easy")) for s in range(args.seeds)), key=lambda found: len(found[1]))
            draw = functools.partial(draw_table, kit.renderer)
            views = frame_views(kit.game, players, seed, None, moves, NAMES[:players], kit.replay_frames)
            order = order_of(kit, {"players": players, "seed": seed, "options": {}, "actions": moves}, NAMES[:players], args.lang)
            old, old_wall, old_cpu = timed(functools.partial(before, draw, views, args.lang))
            new, new_wall, new_cpu = timed(functools.partial(build, order))
            print(row(key, "before", len(moves), old, old_wall, old_cpu))
            print(row(key, "after", len(moves), new, new_wall, new_cpu))
            if worker is not None:
                if key == next(iter(PLAYERS)):
                    _, cold = loop.run_until_complete(through_worker(worker, kit, order))
                    print(f"{'':<12} (the first build through {worker.processes} worker processes, starting them: {cold:.2f} s)")
                far, far_wall = loop.run_until_complete(through_worker(worker, kit, order))
                print(row(key, "worker", len(moves), far, far_wall, None))
            ratios.append((key, old_wall / new_wall, old_cpu / new_cpu, len(old.data) / len(new.data)))
    finally:
        if worker is not None:
            worker.close()
        loop.close()
    print()
    for key, wall, cpu, size in ratios:
        print(f"{key:<12} after vs before: {wall:.1f}x faster (wall), {cpu:.1f}x less CPU, {size:.1f}x smaller")


if __name__ == "__main__":
    main()
