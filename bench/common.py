"""What the bench scripts share: random playouts, the take-away reference, render timing, the table.

Clocks: every measurement takes a `clock`. `WALL_TIME` (time.perf_counter) counts elapsed time;
`CPU_TIME` (time.process_time) counts the CPU seconds of this process only, so that other work on a
shared machine does not distort the figure. Each script keeps the clock it has always used and says
which in its docstring.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, NamedTuple, TypeVar

from PIL import Image

from bot.ai import Policy
from bot.games.base import Game, State
from render.common import encode_png
from testkit.takeaway import GAME as TAKEAWAY

Clock = Callable[[], float]
WALL_TIME: Clock = time.perf_counter
CPU_TIME: Clock = time.process_time

SeatChoice = Callable[[State, random.Random], int]
Draw = Callable[[dict[str, Any]], Image.Image]
S = TypeVar("S", bound=State)


def lowest_seat(state: State, rng: random.Random) -> int:
    """The lowest seat to move (simultaneous choices are made one seat after another)."""
    return min(state.to_move())


def any_seat(state: State, rng: random.Random) -> int:
    """A seat drawn uniformly among those to move, as the conformance suite does."""
    return rng.choice(sorted(state.to_move()))


class Playouts(NamedTuple):
    """Random-playout throughput."""

    decisions_per_second: float
    games_per_second: float
    longest: int  # decisions in the longest game played


def playouts(
    game: Game[Any],
    players: int,
    seconds: float,
    options: Mapping[str, object] | None = None,
    *,
    clock: Clock = WALL_TIME,
    seat: SeatChoice = lowest_seat,
) -> Playouts:
    """Random legal playouts through the public legal_actions + apply path, on one core, for `seconds`.

    Game n is dealt from seed n and played with random.Random(n).
    """
    decisions = games = seed = longest = 0
    start = clock()
    while clock() - start < seconds:
        state = game.new(players, seed, options)
        rng = random.Random(seed)
        length = 0
        while not state.is_over():
            mover = seat(state, rng)
            state.apply(mover, rng.choice(state.legal_actions(mover)))
            length += 1
        decisions += length
        longest = max(longest, length)
        games += 1
        seed += 1
    elapsed = clock() - start
    return Playouts(decisions / elapsed, games / elapsed, longest)


def reference(seconds: float, *, clock: Clock = WALL_TIME, seat: SeatChoice = lowest_seat) -> float:
    """Decisions per second of the take-away test game (2 players): the yardstick of every script."""
    return playouts(TAKEAWAY, 2, seconds, clock=clock, seat=seat).decisions_per_second


def advance(
    state: S,
    rng: random.Random,
    decisions: int | None = None,
    *,
    policy: Policy | None = None,
    seats: Collection[int] | None = None,
) -> S:
    """Play `decisions` moves (None: to the end; stops early at the end) and return the state.

    The lowest seat to move plays. `policy` plays `seats` (all seats when None); the others, and
    every seat without a policy, pick a random legal action.
    """
    made = 0
    while not state.is_over() and (decisions is None or made < decisions):
        seat = min(state.to_move())
        if policy is not None and (seats is None or seat in seats):
            action = policy.choose(state, seat, rng)
        else:
            action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        made += 1
    return state


def render_once(draw: Draw, view: dict[str, Any], clock: Clock = WALL_TIME) -> tuple[float, int]:
    """(milliseconds to render and encode, PNG bytes) of one image."""
    start = clock()
    data = encode_png(draw(view))
    return (clock() - start) * 1000, len(data)


def render_figures(
    images: Sequence[tuple[str, Draw, Sequence[dict[str, Any]]]], repeats: int, clock: Clock = WALL_TIME
) -> list[tuple[str, float, float]]:
    """(image, median ms per render + encode, largest PNG in KB) of each (name, draw, views), every view `repeats` times."""
    figures = []
    for name, draw, views in images:
        times, sizes = [], []
        for _ in range(repeats):
            for view in views:
                ms, size = render_once(draw, view, clock)
                times.append(ms)
                sizes.append(size / 1024)
        figures.append((name, statistics.median(times), max(sizes)))
    return figures


class Table:
    """Two columns printed as they come: the measure, `width` wide, then `gap` and the value text."""

    def __init__(self, width: int, *, gap: str = " ", value_width: int = 14) -> None:
        self.width = width
        self.gap = gap
        self.value_width = value_width

    def header(self) -> None:
        """The column titles."""
        self.row("measure", f"{'value':>{self.value_width}}")

    def row(self, measure: str, value: str) -> None:
        """One line; `value` comes formatted."""
        print(f"{measure:{self.width}}{self.gap}{value}")

    def reference(self, rate: float) -> None:
        """The take-away reference line."""
        self.row("take-away random playouts (reference)", f"{rate:>10,.0f} d/s")

    def playouts(self, name: str, result: Playouts, reference: float, *, longest: bool = False) -> None:
        """Decisions/s, games/s (and the longest game if asked), and the ratio to the reference."""
        rate, per_second, most = result
        extra = f"  longest {most} decisions" if longest else ""
        self.row(name, f"{rate:>10,.0f} d/s  {per_second:,.1f} games/s{extra}  ({rate / reference:.2f}× reference)")

    def renders(self, figures: Sequence[tuple[str, float, float]]) -> None:
        """One line per image: median ms of render + encode, largest PNG."""
        for name, ms, kb in figures:
            self.row(f"render {name} + encode", f"{ms:>10.1f} ms   max {kb:.0f} KB")
