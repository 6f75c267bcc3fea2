"""How closely Abracadabra's quick model of card play plays like the normal player, in `bench.ai`'s games.

The quick model (`play_out`: win cheaply a trick one wants, else duck as high as is safe; lead one's
strongest card or one's weakest) plays the neutral deals from which the computers estimate their
tricks, and `hard`'s worlds are weighted by it; `hard`'s playouts once played it too, and now draw
normal's cards from a model fitted to its games (`bot.ai.abracadabra_mimic`). This plays a row's games between normal players (`bench.ai`'s deals and luck) and,
at each card with a choice, asks what the model would play there, knowing the real deal as a
playout knows its world. Prints, by situation (leading or following; whether the model wants the
trick), how often the model plays normal's very card, for leads how often the same suit and how
often each leads a trump, and for follows how often each takes the lead in the trick (and how often
normal takes it from a player who named the trick).

    .venv/bin/python -m bench.abracadabra_model --row abracadabra-3-1deal --games 40 --first 9000
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from collections.abc import Iterator

from bench.ai import PLAYERS, ROWS
from bot.ai.abracadabra import World, _model_card, card_codes
from bot.ai.abracadabra_cards import beats
from bot.games.abracadabra import GAME
from bot.games.abracadabra.actions import Play


def model_card(world: World) -> tuple[int, bool]:
    """The model's card for the hand to play in `world`, and whether the model wants the trick (as
    `play_out` decides, inline there for speed)."""
    hand, seat = world.to_play()
    number = world.trick_no + 1
    named, right = world.named[seat], world.right if seat == world.declarer else []
    wants = world.contract[seat] < 0 or number in named or number in right
    if not wants:
        future = sum(1 for r in [*named, *right] if r > number)
        wants = world.won[seat] + future < world.contract[seat]
    last = len(world.trick) == len(world.order(world.leader, world.from_dummy)) - 1
    return _model_card(world.hands[hand], world.trick, world.trump, wants, last), wants


def named_by(world: World, seat: int) -> bool:
    """Whether `seat` named the trick now played (on his left, or on the Declarer's right side)."""
    number = world.trick_no + 1
    return number in world.named[seat] or (seat == world.declarer and number in world.right)


def normal_cards(row_name: str, first: int, games: int) -> Iterator[tuple[World, int]]:
    """Play the row's games between normal players (`bench.ai`'s deals and luck); at each card with a
    choice, the deal as it stands (a `World`) and the card normal chose."""
    row = ROWS[row_name]
    normal = PLAYERS["abracadabra"].level("normal")
    for index in range(first, first + games):
        state = GAME.new(row.players, f"bench-ai:{index}", dict(row.options))
        rng = random.Random(index)
        while not state.is_over():
            seat = min(state.to_move())
            legal = state.legal_actions(seat)
            action = normal.choose(state, seat, rng)
            if isinstance(action, Play) and len(legal) > 1:
                yield World(state.to_dict()), card_codes(state, seat, legal)[legal.index(action)]
            state.apply(seat, action)


def watch(row_name: str, first: int, games: int) -> Counter[tuple[str, str]]:
    """Play the games between normal players; count, by situation, the model's agreement with normal."""
    counts: Counter[tuple[str, str]] = Counter()
    for world, chosen in normal_cards(row_name, first, games):
        mine, wants = model_card(world)
        kind = ("lead" if not world.trick else "follow") + (", wants" if wants else ", ducks")
        counts[kind, "decisions"] += 1
        counts[kind, "same card"] += mine == chosen
        if world.trick:
            hand, best = world.best_card()
            named = named_by(world, hand if hand < world.n else world.leader)
            takes = beats(chosen, best, world.trump)
            counts[kind, "model takes the lead"] += beats(mine, best, world.trump)
            counts[kind, "normal takes the lead"] += takes
            # Does normal take a trick to deny it to a rival who named it?
            counts[kind, "the trick's winner so far named it"] += named
            counts[kind, "normal takes it from him"] += named and takes
        else:
            counts[kind, "same suit"] += mine >> 4 == chosen >> 4
            counts[kind, "model leads a trump"] += mine >> 4 == world.trump
            counts[kind, "normal leads a trump"] += chosen >> 4 == world.trump
    return counts


def main(argv: list[str] | None = None) -> None:
    """Play the games and print the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--row", default="abracadabra-3-1deal", choices=sorted(r for r in ROWS if r.startswith("abracadabra")))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first", type=int, default=0)
    args = parser.parse_args(argv)
    counts = watch(args.row, args.first, args.games)
    print(f"{args.row}: normal players, games {args.first}-{args.first + args.games - 1}; each figure a share of the decisions")
    kinds = sorted({kind for kind, _ in counts})
    for kind in kinds:
        n = counts[kind, "decisions"]
        figures = ", ".join(f"{what} {100 * counts[kind, what] / n:.0f}%" for k, what in counts if k == kind and what != "decisions")
        print(f"{kind:<14} {n:>5} decisions: {figures}")


if __name__ == "__main__":
    main()
