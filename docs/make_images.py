"""Render the README images from real games played by the computer players.

    python docs/make_images.py

Each game is played from a fixed seed by the computer players up to a mid-game moment; the table
and the hand of the player to move are drawn as the bot would send them (with display names), and
the final standings once the game is over.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from bot.games import GAMES
from bot.games.base import State
from bot.kits import builtin_kits

OUT = Path(__file__).resolve().parent / "images"
NAMES = ["Ana", "Ben", "Clara", "David"]
# game key: (players, options, seed, share of the game played before the snapshot)
SETUPS: dict[str, tuple[int, dict[str, object], int, float]] = {
    "druids": (4, {"variant": "sun-moon", "rounds": 2}, 10, 0.7),
    "abracadabra": (4, {"deals": 2}, 5, 0.7),
    "spellcaster": (2, {}, 140, 0.5),
    "arabana": (4, {"gods": "on"}, 12, 0.45),
}


def play(state: State, key: str, seed: int) -> list[tuple[int, str]]:
    """The computer players play the game to its end; returns the action log."""
    rng = random.Random(seed)
    policy = builtin_kits()[key].policy("normal")
    log = []
    while not state.is_over():
        seat = min(state.to_move())
        action = policy.choose(state, seat, rng)
        state.apply(seat, action)
        log.append((seat, str(action)))
    return log


def named(view: dict[str, Any], players: int) -> dict[str, Any]:
    """The view as the Discord layer renders it."""
    return {**view, "names": NAMES[:players]}


def main() -> None:
    """Write docs/images/<game>_{table,hand,final}.png."""
    OUT.mkdir(parents=True, exist_ok=True)
    for key, (players, options, seed, share) in SETUPS.items():
        game = GAMES[key]
        final = game.new(players, seed, options)
        log = play(final, key, seed)
        state = game.replay(players, seed, options, log[: int(len(log) * share)])
        seat = min(state.to_move())
        (OUT / f"{key}_table.png").write_bytes(builtin_kits()[key].table_image(named(state.view(None), players)))
        (OUT / f"{key}_hand.png").write_bytes(builtin_kits()[key].hand_image(named(state.view(seat), players)))
        image = builtin_kits()[key].final_image(named(final.view(None), players))
        if image is not None:
            (OUT / f"{key}_final.png").write_bytes(image)
        print(f"{key}: table, hand{', final' if image else ''}")


if __name__ == "__main__":
    main()
