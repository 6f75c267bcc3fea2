"""Where an Abracadabra level wins: as Declarer or as defender, in `bench.ai`'s games.

Plays a row's games as `bench.ai` does (same deals, seats and luck, so the same games and wins) and,
for every deal, notes the tested seat's role, bid, whether it made its contract, its points and
whether it finished the deal first (a tie shares). Prints, per role, the deals, their share, the
share finished first, contracts made, the mean contract ("bid": the Declarer's bid, a defender's
count of named tricks) and points: where a level's edge comes from.

    .venv/bin/python -m bench.abracadabra_roles --row abracadabra-3-1deal --tested hard --games 200 --first 7000
    .venv/bin/python -m bench.abracadabra_roles --row abracadabra-3-1deal --tested normal --games 200 --first 7000
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from bench.ai import ROWS, budget, play, wilson
from bot.ai.levels import LEVELS
from bot.games.base import State, ranked_winners


@dataclass(frozen=True)
class Deal:
    """The tested seat's part in one scored deal."""

    declarer: bool
    bid: int  # its contract
    made: bool
    points: int
    first: float  # 1 if it scored most in the deal, a share on a tie, else 0


class Watcher:
    """Notes each scored deal of one game from the tested seat's point of view."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.deals: list[Deal] = []
        self.roles: tuple[int | None, list[int | None]] | None = None  # (declarer, contracts) at the deal's first lead

    def __call__(self, state: State) -> None:
        d = state.to_dict()
        if d["phase"] == "play" and d["trick_no"] == 0 and not d["trick"]:
            self.roles = (d["declarer"], list(d["contract"]))
        if len(d["history"]) > len(self.deals) and self.roles is not None:
            declarer, contracts = self.roles
            terms = d["breakdown"][self.seat]
            best = ranked_winners(d["history"][-1])
            first = 1 / len(best) if self.seat in best else 0.0
            contract = contracts[self.seat]
            assert contract is not None  # every seat has placed its bid cards once play starts
            self.deals.append(Deal(declarer == self.seat, contract, terms["success"] > 0, terms["total"], first))


def summary(label: str, deals: list[Deal], total: int) -> str:
    """One line: the deals of a role, their share of all, finished first, made, mean bid and points."""
    n = len(deals)
    if n == 0:
        return f"{label:<9} {0:>5}"
    first = sum(x.first for x in deals)
    low, high = wilson(first, n)
    return (
        f"{label:<9} {n:>5} {100 * n / total:5.1f}% {100 * first / n:6.1f}% [{100 * low:4.1f}, {100 * high:4.1f}] "
        f"{100 * sum(x.made for x in deals) / n:5.1f}% {sum(x.bid for x in deals) / n:5.2f} {sum(x.points for x in deals) / n:6.1f}"
    )


def main(argv: list[str] | None = None) -> None:
    """Play the games and print the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--row", default="abracadabra-3-1deal", choices=sorted(r for r in ROWS if r.startswith("abracadabra")))
    parser.add_argument("--tested", default="hard", choices=(*LEVELS, "random"))
    parser.add_argument("--other", default="normal", choices=(*LEVELS, "random"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first", type=int, default=0)
    args = parser.parse_args(argv)
    row = ROWS[args.row]
    deals: list[Deal] = []
    wins = 0.0
    for index in range(args.first, args.first + args.games):
        watcher = Watcher(index % row.players)
        wins += play((row.name, args.tested, args.other, index, 1.0, budget(row)), watcher)[0]
        deals += watcher.deals
    print(f"{row.name}: {args.tested} among {args.other}, games {args.first}-{args.first + args.games - 1}: {wins:g} wins of {args.games}")
    print(f"{'role':<9} {'deals':>5} {'share':>6} {'first in deal [95%]':>21} {'made':>6} {'bid':>5} {'points':>6}")
    for label, part in (("declarer", [x for x in deals if x.declarer]), ("defender", [x for x in deals if not x.declarer]), ("all", deals)):
        print(summary(label, part, len(deals)))


if __name__ == "__main__":
    main()
