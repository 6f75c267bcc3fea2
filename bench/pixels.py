"""Pixel fingerprints of a fixed set of images, to prove a refactor leaves every image unchanged.

    python -m bench.pixels save before.json     # before the change
    python -m bench.pixels compare before.json  # after: lists every image whose pixels differ
    python -m bench.pixels measure              # per image kind: width, PNG size, time to draw, smallest text

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
import time
from collections.abc import Callable, Iterable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

from PIL import Image

from bot.games import GAMES
from bot.i18n import LANGUAGES
from bot.kits import builtin_kits
from render.common import encode_png
from render.legibility import cut_names, recording, smallest_font

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


def positions(key: str, wanted: Iterable[int] = STEPS) -> Iterator[tuple[str, Any]]:
    """Named positions of seeded random games at every player count of the game (after each of `wanted` steps)."""
    game = GAMES[key]
    for players in range(game.min_players, game.max_players + 1):
        for steps in (s for s in STEPS if s in set(wanted)):
            state = game.new(players, f"pixels-{key}-{players}", {})
            rng = random.Random(players * 1000 + steps)
            for _ in range(steps):
                if state.is_over():
                    break
                seat = min(state.to_move())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            yield f"{key}/{players}p/{steps}", state


Drawing = Callable[[], Image.Image]


def drawings(games: Iterable[str] | None = None, steps: Iterable[int] = STEPS) -> Iterator[tuple[str, Drawing]]:
    """Every image of the set (or of some `games`, at some `steps`), named, as a call that draws it (its view already taken)."""
    wanted = set(steps)
    for key in sorted(GAMES if games is None else games):
        module = builtin_kits()[key].renderer
        for name, state in positions(key, wanted):
            players = len(state.scores())
            for lang in LANGUAGES:
                for seat in [None, *range(players)]:
                    yield f"{name}/table/{seat}/{lang}", partial(module.render_table, state.view(seat), lang=lang)
                for seat in range(players):
                    yield f"{name}/hand/{seat}/{lang}", partial(module.render_hand, state.view(seat), lang=lang)
                final = getattr(module, "render_final", None)
                if final is not None and state.is_over():
                    yield f"{name}/final/{lang}", partial(final, state.view(None), lang=lang)
            if int(name.rsplit("/", 1)[1]) in NAMED_STEPS:
                yield from named_drawings(module, name, state, players)


def named_drawings(module: Any, name: str, state: Any, players: int) -> Iterator[tuple[str, Drawing]]:
    """The images of a position with the players' display names in the views, in every language."""
    names = {"names": NAMES[:players]}
    for lang in LANGUAGES:
        for seat in (None, 0, 1):
            yield f"{name}/named-table/{seat}/{lang}", partial(module.render_table, {**state.view(seat), **names}, lang=lang)
        for seat in (0, 1):
            yield f"{name}/named-hand/{seat}/{lang}", partial(module.render_hand, {**state.view(seat), **names}, lang=lang)
        final = getattr(module, "render_final", None)
        if final is not None and state.is_over():
            yield f"{name}/named-final/{lang}", partial(final, {**state.view(None), **names}, lang=lang)


def images() -> Iterator[tuple[str, Image.Image]]:
    """Every image of the set, named."""
    for name, draw in drawings():
        yield name, draw()


def kind(name: str) -> str:
    """An image's kind from its name in the set: game, image (table, hand, final) and language."""
    parts = name.split("/")
    return f"{parts[0]} {parts[3].removeprefix('named-')} {parts[-1]}"


# Names as the images show them: the display names of the set and the catalogs' stand-ins ("Player A").
SHOWN_NAMES = [*NAMES, *(f"{word} {letter}" for word in ("Player", "Spieler", "Mage", "Magier", "Druid", "Druide") for letter in "ABCDE")]


def measure() -> None:
    """Per image kind: widest image, mean and largest PNG, mean and slowest draw (CPU time of this process,
    so other work on the machine does not count; after a warm-up pass over each game's first positions,
    as in a running bot), mean PNG encoding apart, the smallest font drawn against the phone's bound for
    that width, and names cut too short."""
    for name, draw in drawings():
        if name.split("/")[2] == "0":
            draw()
    widths: dict[str, list[int]] = {}
    times: dict[str, list[float]] = {}
    sizes: dict[str, list[int]] = {}
    encoding: dict[str, list[float]] = {}
    for name, draw in drawings():
        start = time.process_time()
        image = draw()
        drawn_at = time.process_time()
        png = encode_png(image)
        times.setdefault(kind(name), []).append((drawn_at - start) * 1000)
        encoding.setdefault(kind(name), []).append((time.process_time() - drawn_at) * 1000)
        widths.setdefault(kind(name), []).append(image.width)
        sizes.setdefault(kind(name), []).append(len(png))
    # Then every text of every image, each drawn afresh (its cached faces and labels forgotten).
    margins: dict[str, list[tuple[int, int]]] = {}
    cut: dict[str, set[str]] = {}
    for name, draw in drawings():
        with recording() as drawn:
            image = draw()
        size = min((text.size for text in drawn if text.text.strip()), default=0)
        margins.setdefault(kind(name), []).append((size, smallest_font(image.width)))
        cut.setdefault(kind(name), set()).update(cut_names(drawn, SHOWN_NAMES))
    print(f"{'image kind':<24} {'width':>6} {'KB mean':>8} {'KB max':>7} {'ms mean':>8} {'ms max':>7} {'png ms':>7} {'font min':>9} {'needs':>6}  names cut short")
    for what in sorted(times):
        size, bound = min(margins[what], key=lambda pair: pair[0] - pair[1])
        flag = "" if size >= bound else "  <- text too small"
        print(
            f"{what:<24} {max(widths[what]):>6} {sum(sizes[what]) / len(sizes[what]) / 1024:>8.1f} {max(sizes[what]) / 1024:>7.1f} "
            f"{sum(times[what]) / len(times[what]):>8.1f} {max(times[what]):>7.1f} {sum(encoding[what]) / len(encoding[what]):>7.1f} "
            f"{size:>9} {bound:>6}  {', '.join(sorted(cut[what]))[:50]}{flag}"
        )


def main() -> int:
    """Save or compare the fingerprints, or measure the images."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["save", "compare", "measure"])
    parser.add_argument("file", type=Path, nargs="?")
    args = parser.parse_args()
    if args.command == "measure":
        measure()
        return 0
    if args.file is None:
        parser.error("save and compare need a file")
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
