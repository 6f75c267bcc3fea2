"""Marks: a tiny two-player test game whose turns are several free moves, some of them undoable.

A row of cells. On your turn you `place N` (mark empty cell N, at most two per turn), may `draw`
once (a hidden number card 1–3 from a shuffled deck: chance and a secret, so it cannot be taken back)
and `end` your turn once you have placed at least one mark. Placements can be taken back while the
turn goes on. When the last cell is marked the game ends; score = your cells + your cards.
Grammar: `place N`, `draw`, `end`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.games.base import JSON, Action, Event, Game, IllegalAction, OptionSpec, Outcome, State, ranked_winners, rng_for

DECK = [1, 2, 3] * 6
PER_TURN = 2


@dataclass(frozen=True)
class Place(Action):
    cell: int

    def __str__(self) -> str:
        return f"place {self.cell}"


@dataclass(frozen=True)
class Draw(Action):
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class End(Action):
    def __str__(self) -> str:
        return "end"


class MarksState(State):
    game: MarksGame

    def __init__(self, game: MarksGame, data: dict[str, Any]) -> None:
        self.game = game
        self.d = data

    def to_move(self) -> frozenset[int]:
        return frozenset() if all(c is not None for c in self.d["board"]) else frozenset({self.d["turn"]})

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        d = self.d
        actions: list[Action] = []
        if d["placed"] < PER_TURN:
            actions += [Place(i + 1) for i, owner in enumerate(d["board"]) if owner is None]
        if not d["drawn"] and d["deck"]:
            actions.append(Draw())
        if d["placed"] >= 1:
            actions.append(End())
        return actions

    def check(self, seat: int, action: Action) -> None:
        if action not in self.legal_actions(seat):
            raise IllegalAction(f"{action} is not allowed now.")

    def _apply(self, seat: int, action: Action) -> list[Event]:
        d = self.d
        if isinstance(action, Place):
            d["board"][action.cell - 1] = seat
            d["placed"] += 1
            events = [Event("place", {"cell": action.cell}, seat=seat)]
            if self.is_over():
                events.append(Event("game_over", {"scores": self.scores()}))
            return events
        if isinstance(action, Draw):
            card = d["deck"].pop()
            d["hands"][seat].append(card)
            d["drawn"] = True
            return [Event("draw", {}, seat=seat), Event("card", {"card": card}, seat=seat, to=frozenset({seat}))]
        d["turn"], d["placed"], d["drawn"] = 1 - seat, 0, False
        return [Event("end_turn", {}, seat=seat)]

    def undoable(self, seat: int, action: Action) -> bool:
        return isinstance(action, Place) and seat in self.to_move()

    def view(self, seat: int | None) -> dict[str, JSON]:
        d = self.d
        v: dict[str, JSON] = {
            "game": "marks",
            "board": list(d["board"]),
            "to_move": sorted(self.to_move()),
            "placed": d["placed"],
            "hand_sizes": [len(h) for h in d["hands"]],
            "deck_size": len(d["deck"]),
            "seat": seat,
        }
        if seat is not None:
            v["hand"] = list(d["hands"][seat])
        return v

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        scores = self.scores()
        return Outcome(scores=scores, winners=ranked_winners(scores))

    def scores(self) -> list[int]:
        d = self.d
        return [sum(1 for c in d["board"] if c == seat) + sum(d["hands"][seat]) for seat in range(2)]

    def to_dict(self) -> dict[str, JSON]:
        d = self.d
        return {
            "board": list(d["board"]),
            "turn": d["turn"],
            "placed": d["placed"],
            "drawn": d["drawn"],
            "hands": [list(h) for h in d["hands"]],
            "deck": list(d["deck"]),
        }

    def determinize(self, seat: int, seed: int | str) -> MarksState:
        d = self.to_dict()
        other = 1 - seat
        unseen = sorted(d["hands"][other] + d["deck"])  # in a fixed order: what follows depends on the view alone
        rng_for(seed, "determinize", seat).shuffle(unseen)
        size = len(d["hands"][other])
        d["hands"][other], d["deck"] = unseen[:size], unseen[size:]
        return MarksState(self.game, d)


class MarksGame(Game[MarksState]):
    key = "marks"
    title = "Marks"
    min_players = 2
    max_players = 2
    options = {"cells": OptionSpec("cells", 6, minimum=3, maximum=12, help="cells in the row")}

    def _new(self, players: int, seed: int | str, options: dict[str, str | int]) -> MarksState:
        deck = list(DECK)
        rng_for(seed, "deck").shuffle(deck)
        board: list[int | None] = [None] * int(options["cells"])
        return MarksState(self, {"board": board, "turn": 0, "placed": 0, "drawn": False, "hands": [[], []], "deck": deck})

    def restore(self, data: Mapping[str, JSON]) -> MarksState:
        d = dict(data)
        return MarksState(
            self,
            {**d, "board": list(d["board"]), "hands": [list(h) for h in d["hands"]], "deck": list(d["deck"])},
        )

    def parse_action(self, text: str) -> Action:
        words = text.split()
        if words == ["draw"]:
            return Draw()
        if words == ["end"]:
            return End()
        match = re.fullmatch(r"\s*place\s+(\d{1,2})\s*", text)
        if match:
            return Place(int(match.group(1)))
        raise IllegalAction(f"Cannot read {text!r}: write `place N`, `draw` or `end`.")

    def rules_summary(self) -> str:
        return "**Marks**: mark up to two cells a turn, maybe draw a card, then end your turn."


GAME = MarksGame()
