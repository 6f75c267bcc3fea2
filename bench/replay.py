"""Replays of long games: for each game, the longest of a few seeded games played by computer players,
replayed from its move log into an animated image; prints moves, frames, pixel size, bytes and the
wall-clock time to build it (replay, drawing and encoding), against Discord's 8 MB limit.

    python bench/replay.py [--seeds N] [--lang en]

Druids plays its full five rounds with five players, Abracadabra four players to the target score,
Arabana four players (the longest of the seeds), Spellcaster two players.
"""

from __future__ import annotations

import argparse
import functools
import random
import time
from typing import Any

from bot.games.base import State
from bot.kits import builtin_kits
from cogs.kit import GameKit
from render.replay import MAX_BYTES, build_replay

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


def main() -> None:
    """Print one line per game."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=8, help="games played per game kind; the longest is replayed")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    kits = builtin_kits()
    print(f"{'game':<12} {'players':>7} {'moves':>6} {'frames':>6} {'pixels':>10} {'bytes':>10} {'of 8 MB':>8} {'build s':>8}")
    for key, players in PLAYERS.items():
        kit = kits[key]
        # Easy players make the longest games (their random moves drag a game out).
        moves = max((play(kit, players, seed, "easy") for seed in range(args.seeds)), key=len)
        seed = next(s for s in range(args.seeds) if play(kit, players, s, "easy") == moves)
        started = time.perf_counter()
        replay = build_replay(
            kit.game,
            functools.partial(draw_table, kit.renderer),
            players,
            seed,
            None,
            moves,
            NAMES[:players],
            lang=args.lang,
            frame_events=kit.replay_frames,
        )
        seconds = time.perf_counter() - started
        pixels = f"{replay.size[0]}x{replay.size[1]}"
        share = f"{100 * len(replay.data) / MAX_BYTES:.0f}%"
        print(f"{key:<12} {players:>7} {len(moves):>6} {replay.frames:>6} {pixels:>10} {len(replay.data):>10,} {share:>8} {seconds:>8.1f}")


if __name__ == "__main__":
    main()
