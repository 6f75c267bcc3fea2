"""Take-away: a tiny two-player test game with hidden hands, used to prove the platform.

A pile of stones; each player holds three number cards (1–3) dealt from a shuffled deck. On your
turn you play a card and take that many stones (at most what is left), then draw. Whoever takes
the last stone wins (option `misere`: whoever takes it loses). Grammar: `take N`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.ai.levels import Levels
from bot.games.base import (
    JSON,
    Action,
    Event,
    Game,
    IllegalAction,
    OptionSpec,
    Outcome,
    State,
    rng_for,
)

DECK = [1, 2, 3] * 10


@dataclass(frozen=True)
class Take(Action):
    """Play the card `n`."""

    n: int

    def __str__(self) -> str:
        return f"take {self.n}"


class TakeawayState(State):
    game: TakeawayGame

    def __init__(self, game: TakeawayGame, data: dict[str, Any]) -> None:
        self.game = game
        self.d = data

    def to_move(self) -> frozenset[int]:
        return frozenset() if self.d["pile"] == 0 else frozenset({self.d["turn"]})

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        return [Take(n) for n in sorted(set(self.d["hands"][seat]))]

    def check(self, seat: int, action: Action) -> None:
        if not isinstance(action, Take) or action.n not in self.d["hands"][seat]:
            held = ", ".join(map(str, sorted(self.d["hands"][seat])))
            raise IllegalAction(f"You do not hold a {action}: you hold {held}.")

    def _apply(self, seat: int, action: Action) -> list[Event]:
        assert isinstance(action, Take)
        d = self.d
        d["hands"][seat].remove(action.n)
        taken = min(action.n, d["pile"])
        d["pile"] -= taken
        d["taken"][seat] += taken
        d["last"] = seat
        events = [Event("take", {"n": taken, "pile": d["pile"]}, seat=seat)]
        if d["deck"]:
            card = d["deck"].pop()
            d["hands"][seat].append(card)
            events.append(Event("draw", {"card": card}, seat=seat, to=frozenset({seat})))
        d["turn"] = 1 - seat
        if d["pile"] == 0:
            events.append(Event("game_over", {"winners": self._winners()}))
        return events

    def _winners(self) -> list[int]:
        last = self.d["last"]
        return [1 - last] if self.d["options"]["misere"] == "yes" else [last]

    def view(self, seat: int | None) -> dict[str, JSON]:
        d = self.d
        v: dict[str, JSON] = {
            "game": "takeaway",
            "pile": d["pile"],
            "turn": d["turn"] if d["pile"] else None,
            "to_move": sorted(self.to_move()),
            "hand_sizes": [len(h) for h in d["hands"]],
            "deck_size": len(d["deck"]),
            "taken": list(d["taken"]),
            "seat": seat,
        }
        if seat is not None:
            v["hand"] = sorted(d["hands"][seat])
        return v

    def outcome(self) -> Outcome | None:
        if self.d["pile"]:
            return None
        winners = self._winners()
        return Outcome(scores=[1 if s in winners else 0 for s in range(2)], winners=winners)

    def scores(self) -> list[int]:
        return list(self.d["taken"])

    def to_dict(self) -> dict[str, JSON]:
        return {
            "pile": self.d["pile"],
            "turn": self.d["turn"],
            "hands": [list(h) for h in self.d["hands"]],
            "deck": list(self.d["deck"]),
            "taken": list(self.d["taken"]),
            "last": self.d["last"],
            "options": dict(self.d["options"]),
        }

    def determinize(self, seat: int, seed: int | str) -> TakeawayState:
        d = self.to_dict()
        other = 1 - seat
        unseen = sorted(d["hands"][other] + d["deck"])
        rng_for(seed, "determinize", seat).shuffle(unseen)
        size = len(d["hands"][other])
        d["hands"][other], d["deck"] = unseen[:size], unseen[size:]
        return TakeawayState(self.game, d)

    def undoable(self, seat: int, action: Action) -> bool:
        return False


class TakeawayGame(Game[TakeawayState]):
    key = "takeaway"
    title = "Take-away"
    min_players = 2
    max_players = 2
    options = {
        "pile": OptionSpec("pile", 15, minimum=5, maximum=40, help="stones at the start"),
        "misere": OptionSpec("misere", "no", choices=("no", "yes"), help="taking the last stone loses"),
    }

    def _new(self, players: int, seed: int | str, options: dict[str, str | int]) -> TakeawayState:
        deck = list(DECK)
        rng_for(seed, "deal").shuffle(deck)
        hands = [[deck.pop() for _ in range(3)] for _ in range(players)]
        return TakeawayState(
            self,
            {"pile": options["pile"], "turn": 0, "hands": hands, "deck": deck, "taken": [0, 0], "last": None, "options": options},
        )

    def restore(self, data: Mapping[str, JSON]) -> TakeawayState:
        d = dict(data)
        return TakeawayState(self, {**d, "hands": [list(h) for h in d["hands"]], "deck": list(d["deck"]), "taken": list(d["taken"]), "options": dict(d["options"])})

    def parse_action(self, text: str) -> Action:
        match = re.fullmatch(r"\s*take\s+([1-9])\s*", text)
        if not match:
            raise IllegalAction(f"Cannot read {text!r}: write `take N`.")
        return Take(int(match.group(1)))

    def rules_summary(self) -> str:
        return "**Take-away**: play a card to take that many stones; whoever takes the last stone wins."


GAME = TakeawayGame()


class Finisher:
    """Takes the last stones when a card held reaches them (in misère: never, while it can wait),
    else plays its smallest card."""

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        """The finishing card if there is one, else the smallest."""
        takes = [a for a in state.legal_actions(seat) if isinstance(a, Take)]
        pile = int(state.view(seat)["pile"])
        finishing = [a for a in takes if a.n >= pile]
        if state.to_dict()["options"]["misere"] == "yes":
            waiting = [a for a in takes if a.n < pile]
            return min(waiting or takes, key=lambda a: a.n)
        return min(finishing or takes, key=lambda a: a.n)


# The test game's own computer players; its kit (`testkit.kits`) takes the generic images, texts
# and commands.
PLAYERS = Levels(Finisher())
