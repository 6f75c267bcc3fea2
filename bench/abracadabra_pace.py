"""How fast Abracadabra's totals near the target, and how often the computers' guess of the last deal holds.

In a game to a target the game ends after the deal in which anyone reaches it; the computer players
play a deal as the last (for finishing first) when `last_deal_totals` gives its totals. This plays a
row's games as `bench.ai` does (same deals, seats and luck) and prints the mean gain a deal (the
most any seat gained, the leader's before it, every seat's), how many deals were played as the last
and how many of them were not, and how many last deals were not played as such; with `--paces`, the
same counts had the guess taken the leader within each of those points of the target (on the same
games, which the computers played with `DEAL_POINTS`).

    .venv/bin/python -m bench.abracadabra_pace --row abracadabra-3-full --tested normal --games 40 --first 9000 --paces 40 50 60
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field

from bench.ai import ROWS, budget, play
from bot.ai.abracadabra import last_deal_totals, seat_view
from bot.ai.levels import LEVELS
from bot.games.base import State


@dataclass
class Pace:
    """Each scored deal of the games watched: the totals before it, its points, and the guess of the last."""

    totals: list[list[int]] = field(default_factory=list)
    points: list[list[int]] = field(default_factory=list)
    guessed_last: list[bool] = field(default_factory=list)
    last: list[bool] = field(default_factory=list)
    target: int = 0  # the games' target


class Watcher:
    """Notes the deals of one game: the guess at each deal's start, its points once scored."""

    def __init__(self, pace: Pace) -> None:
        self.pace = pace
        self.scored = 0
        self.guess: bool | None = None  # the guess for the deal being played

    def __call__(self, state: State) -> None:
        d = state.to_dict()
        if self.guess is None:  # the first action of the game: the first deal has begun
            self.pace.target = d["opts"]["target"]
            self.guess = self._played_as_last(state)
        if len(d["history"]) > self.scored:
            points = d["history"][-1]
            self.pace.totals.append([t - p for t, p in zip(d["totals"], points, strict=True)])
            self.pace.points.append(list(points))
            self.pace.guessed_last.append(self.guess)
            self.pace.last.append(state.is_over())
            self.scored = len(d["history"])
            if not state.is_over():
                self.guess = self._played_as_last(state)

    @staticmethod
    def _played_as_last(state: State) -> bool:
        """Whether the computers play the deal now beginning as the game's last."""
        return last_deal_totals(seat_view(state, 0)) is not None


def judged(guesses: list[bool], last: list[bool]) -> tuple[int, int, int]:
    """The deals guessed the last, of which the game went on, and the last deals not so guessed."""
    wrong = sum(g and not end for g, end in zip(guesses, last, strict=True))
    missed = sum(end and not g for g, end in zip(guesses, last, strict=True))
    return sum(guesses), wrong, missed


def misjudged(pace: Pace, points: int) -> tuple[int, int, int]:
    """`judged`, had the computers taken the last deal to be the one the leader begins within `points`
    of the target (`deals_left` at `points` a deal; the test checks the two agree at `DEAL_POINTS`)."""
    return judged([pace.target - max(t) <= points for t in pace.totals], pace.last)


def report(label: str, pace: Pace) -> str:
    """The table's lines for the deals noted in `pace`."""
    n = len(pace.points)
    most = sum(max(p) for p in pace.points) / n
    leader = sum(p[max(range(len(t)), key=t.__getitem__)] for t, p in zip(pace.totals, pace.points, strict=True)) / n
    every = sum(sum(p) / len(p) for p in pace.points) / n
    guessed, wrong, missed = judged(pace.guessed_last, pace.last)
    return (
        f"{label}: {n} deals\n"
        f"mean gain a deal: the most any seat gained {most:.1f}, the leader before it {leader:.1f}, every seat {every:.1f}\n"
        f"played as the last: {guessed}, of which the game went on after {wrong}; the last, not played as such: {missed}"
    )


def main(argv: list[str] | None = None) -> None:
    """Play the games and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--row", default="abracadabra-3-full", choices=sorted(r for r, row in ROWS.items() if row.game == "abracadabra" and row.length == "full"))
    parser.add_argument("--tested", default="normal", choices=(*LEVELS, "random"))
    parser.add_argument("--other", default="normal", choices=(*LEVELS, "random"))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--paces", type=int, nargs="*", default=[], help="points a deal to judge the last deal by, besides DEAL_POINTS")
    args = parser.parse_args(argv)
    row = ROWS[args.row]
    pace = Pace()
    for index in range(args.first, args.first + args.games):
        play((args.row, args.tested, args.other, index, 1.0, budget(row)), Watcher(pace))
    games = f"games {args.first}-{args.first + args.games - 1}"
    print(report(f"{args.row}: {args.tested} among {args.other}, {games}", pace))
    for points in args.paces:
        guessed, wrong, missed = misjudged(pace, points)
        print(f"pace {points}: played as the last {guessed}, of which the game went on after {wrong}; the last, not played as such: {missed}")


if __name__ == "__main__":
    main()
