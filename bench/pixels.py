"""Pixel fingerprints of a fixed set of images, to prove a refactor leaves every image unchanged.

    python -m bench.pixels save before.json     # before the change
    python -m bench.pixels compare before.json  # after: lists every image whose pixels differ

The set: every game at every player count, positions along seeded random games (start, early, middle,
end), the table from every seat and the public view, each seat's hand and the final standings, in every
language; early and last positions again with Latin and Persian display names in the views. An image's fingerprint is a hash of its mode, size, palette and pixels (not of the PNG bytes,
so a change of encoder settings alone does not count as a change of picture).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PIL import Image

from bot.games import GAMES
from bot.i18n import LANGUAGES
from bot.kits import builtin_kits

STEPS = (0, 7, 40, 10_000)
# Display names as the Discord layer adds them: Latin and Persian, long and short, so that names set
# apart inside labels and the direction of a line holding them are drawn in every language.
NAMES = ["Ana", "سارا", "Benedikt der Große", "مریم کاظمی", "Zoë"]
NAMED_STEPS = (7, 10_000)


def fingerprint(image: Image.Image) -> str:
    """A hash of what the image shows: mode, size, palette and pixels."""
    digest = hashlib.sha256(f"{image.mode}:{image.size}".encode())
    palette = image.getpalette() if image.mode == "P" else None
    if palette:
        digest.update(bytes(palette))
    digest.update(image.tobytes())
    return digest.hexdigest()


def positions(key: str) -> Iterator[tuple[str, Any]]:
    """Named positions of seeded random games at every player count of the game."""
    game = GAMES[key]
    for players in range(game.min_players, game.max_players + 1):
        for steps in STEPS:
            state = game.new(players, f"pixels-{key}-{players}", {})
            rng = random.Random(players * 1000 + steps)
            for _ in range(steps):
                if state.is_over():
                    break
                seat = min(state.to_move())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            yield f"{key}/{players}p/{steps}", state


def images() -> Iterator[tuple[str, Image.Image]]:
    """Every image of the set, named."""
    for key in sorted(GAMES):
        module = builtin_kits()[key].renderer
        for name, state in positions(key):
            players = len(state.scores())
            for lang in LANGUAGES:
                for seat in [None, *range(players)]:
                    yield f"{name}/table/{seat}/{lang}", module.render_table(state.view(seat), lang=lang)
                for seat in range(players):
                    yield f"{name}/hand/{seat}/{lang}", module.render_hand(state.view(seat), lang=lang)
                final = getattr(module, "render_final", None)
                if final is not None and state.is_over():
                    yield f"{name}/final/{lang}", final(state.view(None), lang=lang)
            if int(name.rsplit("/", 1)[1]) in NAMED_STEPS:
                yield from named_images(module, name, state, players)


def named_images(module: Any, name: str, state: Any, players: int) -> Iterator[tuple[str, Image.Image]]:
    """The images of a position with the players' display names in the views, in every language."""
    names = {"names": NAMES[:players]}
    for lang in LANGUAGES:
        for seat in (None, 0, 1):
            yield f"{name}/named-table/{seat}/{lang}", module.render_table({**state.view(seat), **names}, lang=lang)
        for seat in (0, 1):
            yield f"{name}/named-hand/{seat}/{lang}", module.render_hand({**state.view(seat), **names}, lang=lang)
        final = getattr(module, "render_final", None)
        if final is not None and state.is_over():
            yield f"{name}/named-final/{lang}", final({**state.view(None), **names}, lang=lang)


def main() -> int:
    """Save or compare the fingerprints."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["save", "compare"])
    parser.add_argument("file", type=Path)
    args = parser.parse_args()
    prints = {name: fingerprint(image) for name, image in images()}
    if args.command == "save":
        args.file.write_text(json.dumps(prints, indent=0, sort_keys=True))
        print(f"{len(prints)} images fingerprinted into {args.file}")
        return 0
    before = json.loads(args.file.read_text())
    changed = sorted(name for name in prints if name in before and before[name] != prints[name])
    missing = sorted(set(before) ^ set(prints))
    for name in changed:
        print(f"changed: {name}")
    for name in missing:
        print(f"only on one side: {name}")
    print(f"{len(prints)} images compared: {len(changed)} changed, {len(missing)} not in both sets")
    return 1 if changed or missing else 0


if __name__ == "__main__":
    sys.exit(main())
