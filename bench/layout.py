"""The layout check over thousands of images: every game at every player count and option set, at many
moments of seeded random games, the table (public and from a seat), each seat's hand and the final
standings, in every language, with long (20 characters, Latin and Persian), short and no display names.

    python -m bench.layout                 # counts per game, image and kind of problem
    python -m bench.layout --examples 5    # and the first few problems of each kind, per game
    python -m bench.layout --games druids --moments 3

The kinds (`render.layout.problems`): a label cut with '…', a name cut with room to spare, a text over
another, a text's letters under a shape drawn after it, a text outside its image or card. The suite runs
the same check on a sample of these images (`tests/render/test_layout.py`).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from PIL import Image

from bot.games import GAMES
from bot.games.base import Game, State
from bot.i18n import LANGUAGES
from bot.kits import builtin_kits
from render.layout import Problem, Recorder, problems, recording

KINDS = ("label-cut", "name-cut", "overlap", "covered", "outside")
# Display names as the Discord layer passes them: 20 characters (Latin, Persian), short, none at all.
NAME_SETS: dict[str, list[str]] = {
    "long": ["Maximiliane Schröder", "Konstantin Oberhaupt", "Friederike Hollstein", "Bartholomäus Kremer", "Wilhelmina Zuckerman"],
    "persian": ["محمدرضا شجاعی‌فرد نو", "فاطمه‌السادات کاظمی", "سیدعلی‌اکبر میرزایی", "زهرا سادات حسینی‌پور", "امیرحسین نوروززاده"],
    "short": ["Al", "Bo", "Cy", "Di", "Ed"],
    "none": [],
}
# Names the images show when the view has none: the catalogs' stand-ins.
STAND_INS = [f"{word} {letter}" for word in ("Player", "Spieler", "Mage", "Magier", "Druid", "Druide", "بازیکن", "جادوگر") for letter in "ABCDE"]
MOMENTS = (0, 2, 6, 15, 35, 80, 160, 10_000)
# Options that end a game sooner, so that every sweep reaches final standings.
SHORT = {"abracadabra": {"deals": 2}, "druids": {"rounds": 2}}


@dataclass(frozen=True)
class Sample:
    """One image of the sweep: what it is and how to draw it."""

    game: str
    image: str  # table, hand, final
    name: str
    names: tuple[str, ...]
    draw: Any  # () -> Image


def option_sets(game: Game[Any]) -> list[dict[str, object]]:
    """Every combination of the game's choice options (numbers at their default, or short where that ends sooner)."""
    choices = {name: spec.choices for name, spec in game.options.items() if spec.choices}
    short = SHORT.get(game.key, {})
    return [{**short, **dict(zip(choices, values, strict=True))} for values in itertools.product(*choices.values())]


def states(game: Game[Any], moments: Sequence[int] = MOMENTS, seeds: int = 1) -> Iterator[tuple[str, State]]:
    """Named states of seeded random games at every player count and option set, after each of `moments` moves."""
    for players in range(game.min_players, game.max_players + 1):
        for index, options in enumerate(option_sets(game)):
            for seed in range(seeds):
                state = game.new(players, f"layout-{game.key}-{players}-{index}-{seed}", options)
                rng = random.Random(f"{players}-{index}-{seed}")
                done = 0
                for moment in sorted(moments):
                    while done < moment and not state.is_over():
                        seat = min(state.to_move())
                        state.apply(seat, rng.choice(state.legal_actions(seat)))
                        done += 1
                    label = "/".join(f"{k}={v}" for k, v in options.items())
                    yield f"{game.key}/{players}p/{label}/s{seed}/m{moment}", state  # the caller takes its views at once
                    if state.is_over():
                        break


def samples(
    games: Iterable[str] | None = None,
    moments: Sequence[int] = MOMENTS,
    name_sets: Sequence[str] = tuple(NAME_SETS),
    languages: Sequence[str] = LANGUAGES,
    every: int = 1,
    stride: int = 1,
) -> Iterator[Sample]:
    """The images of the sweep (for a sample: every `every`-th language × name-set pairing per state, and
    only every `stride`-th state)."""
    kits = builtin_kits()
    for key in sorted(GAMES if games is None else games):
        module = kits[key].renderer
        final = getattr(module, "render_final", None)
        for number, (name, state) in enumerate(states(GAMES[key], moments)):
            players = len(state.scores())
            if number % stride:
                if final is not None and state.is_over():  # a sample keeps every final standings, in one language
                    lang, names_key = languages[number % len(languages)], name_sets[number % len(name_sets)]
                    names = NAME_SETS[names_key][:players]
                    shown = tuple(names) + tuple(STAND_INS)
                    yield Sample(key, "final", f"{name}/{lang}/{names_key}/final", shown, partial(final, {**state.view(None), **({"names": names} if names else {})}, lang=lang))
                continue
            pairs = list(itertools.product(languages, name_sets))
            for lang, names_key in pairs[(number // stride) % every :: every]:
                names = NAME_SETS[names_key][:players]
                extra = {"names": names} if names else {}
                shown = tuple(names) + tuple(STAND_INS)
                tag = f"{name}/{lang}/{names_key}"
                for seat in [None, *range(players)][:2]:
                    yield Sample(key, "table", f"{tag}/table/{seat}", shown, partial(module.render_table, {**state.view(seat), **extra}, lang=lang))
                for seat in range(players):
                    yield Sample(key, "hand", f"{tag}/hand/{seat}", shown, partial(module.render_hand, {**state.view(seat), **extra}, lang=lang))
                if final is not None and state.is_over():
                    yield Sample(key, "final", f"{tag}/final", shown, partial(final, {**state.view(None), **extra}, lang=lang))


def check_sample(recorder: Recorder, sample: Sample) -> list[Problem]:
    """What is wrong with one image of the sweep (drawn while `recorder` records)."""
    image: Image.Image = sample.draw()
    return problems(recorder.marks(image), image.size, sample.names)


def sweep(chosen: Iterable[Sample]) -> Iterator[tuple[Sample, list[Problem]]]:
    """Each sample with its problems, all drawn in one recording (cached sprites keep their marks)."""
    with recording() as recorder:
        for sample in chosen:
            yield sample, check_sample(recorder, sample)


def main() -> int:
    """Run the sweep and print the counts."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="*", default=None)
    parser.add_argument("--moments", type=int, default=len(MOMENTS), help="how many of the moments along each game")
    parser.add_argument("--every", type=int, default=3, help="only every n-th language and name set per state")
    parser.add_argument("--examples", type=int, default=0)
    parser.add_argument("--save", type=Path, default=None, help="save the images named by the examples here (PNG)")
    args = parser.parse_args()
    moments = MOMENTS[: args.moments - 1] + MOMENTS[-1:] if args.moments < len(MOMENTS) else MOMENTS
    counts: Counter[tuple[str, str, str]] = Counter()
    images: Counter[tuple[str, str]] = Counter()
    examples: dict[tuple[str, str], list[str]] = {}
    started = time.process_time()
    for sample, found in sweep(samples(args.games, moments, every=args.every)):
        images[sample.game, sample.image] += 1
        for problem in found:
            counts[sample.game, sample.image, problem.kind] += 1
            shown = examples.setdefault((sample.game, problem.kind), [])
            if len(shown) < args.examples:
                shown.append(f"{sample.name}: {problem.text!r} {problem.detail}")
                if args.save is not None:
                    args.save.mkdir(parents=True, exist_ok=True)
                    sample.draw().save(args.save / (sample.name.replace("/", "_") + ".png"))
    print(f"{'game':<12} {'image':<6} {'images':>7} " + " ".join(f"{k:>10}" for k in KINDS))
    totals: Counter[str] = Counter()
    for game, image in sorted(images):
        row = [counts[game, image, k] for k in KINDS]
        totals.update(dict(zip(KINDS, row, strict=True)))
        print(f"{game:<12} {image:<6} {images[game, image]:>7} " + " ".join(f"{v:>10}" for v in row))
    print(f"{'all':<12} {'':<6} {sum(images.values()):>7} " + " ".join(f"{totals[k]:>10}" for k in KINDS))
    print(f"({time.process_time() - started:.0f} s CPU)")
    for (game, kind), lines in sorted((key, lines) for key, lines in examples.items() if lines):
        print(f"\n{game} {kind}:")
        for line in lines:
            print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
