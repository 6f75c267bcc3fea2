"""The types of Arabana's views: what `state.view(seat)` returns (built in view.py), key by key.

Islands and spots are numbers in map order where the view says where something is (spots,
control, island_bridges, last_move, highlight) and names where it says which card or god it is;
seats are ints. Keys only a seat's view has (hand, setup_choice, facedown, ku_hand) are
NotRequired, and so is `names`, which the table layer adds for display. Layers that pass any game's
view on untyped (the renderer registry) hand it back through `as_view`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, NotRequired, TypedDict, TypeGuard

Phase = Literal["setup", "play", "remove", "ku", "pele", "next", "over"]
ScoringKind = Literal["small", "big"]


class Scoring(TypedDict):
    """One scoring: "small" (end of the first pass) or "big" (end of game), points won and totals after it."""

    label: ScoringKind
    points: list[int]
    scores: list[int]


class LastMove(TypedDict):
    """The last decision: its seat and text (a hidden card's name left out for others) and what it changed."""

    seat: int | None
    action: str | None
    spots: list[int]
    islands: list[int]
    slots: list[int]


class Highlight(TypedDict):
    """The board changes of the latest turn that changed the board (turn -1: none yet)."""

    seat: int | None
    turn: int
    spots: list[int]
    islands: list[int]


class RemoveChoice(TypedDict):
    """A relative majority awaiting the choice of the opponent's bridge to remove (spots by name)."""

    island: str
    spots: list[str]


# Functional form: "pass" is a keyword.
ArabanaView = TypedDict(
    "ArabanaView",
    {
        "game": Literal["arabana"],
        "seat": int | None,
        "players": int,
        "options": dict[str, str],
        "to_move": list[int],
        "phase": Phase,
        "turn": int | None,  # None outside a player's turn
        "pass": int,  # 1 or 2
        "final_round": bool,
        "final_pending": list[int],  # seats still owed a last turn
        "last_turns": list[int],  # seats in the order they took their last turn
        "spots": list[int | None],  # owner per spot
        "control": list[int | None],  # stone owner per island
        "island_bridges": list[list[int]],  # per island, bridges per seat
        "god_stones": list[str | None],  # the god still on each island
        "gods_held": list[list[str]],
        "gods_used": list[list[str]],
        "display": list[str | None],  # four slots, None = empty
        "hand_sizes": list[int],
        "bridges_left": list[int],
        "stones_left": list[int],
        "scores": list[int],
        "standing": list[int],  # points if the game ended now
        "history": list[Scoring],
        "progress": list[list[int]],  # the standing after every round, for the chart
        "bag_size": int,
        "discard_size": int,
        "played": list[str],  # open cards in the discard pile
        "facedown_sizes": list[int],
        "setup_done": list[bool],
        "banned": list[str],  # spots closed by a takeback this turn
        "acted": bool,
        "remove": RemoveChoice | None,
        "ku_target": int | None,
        "pele_give_to": int | None,
        "chooser": int | None,
        "last_move": LastMove,
        "highlight": Highlight,
        "winners": list[int] | None,
        "instant_win": int | None,
        "hand": NotRequired[list[str]],
        "setup_choice": NotRequired[str | None],
        "facedown": NotRequired[list[str]],  # one's own face-down cards
        "ku_hand": NotRequired[list[str]],  # the hand Ku looks at, for the player using it
        "names": NotRequired[list[str]],
    },
)


# What a computer player reads on most moves (its board evaluation, and whether it has played this
# turn), a few keys of the seat's view built alone (the search values hundreds of thousands of
# positions a decision, and the whole view costs several times more). Each key means what it means
# in ArabanaView, which therefore fits this type too.
ArabanaGlance = TypedDict(
    "ArabanaGlance",
    {
        "players": int,
        "phase": Phase,
        "pass": int,
        "final_round": bool,
        "spots": list[int | None],
        "control": list[int | None],
        "island_bridges": list[list[int]],
        "gods_held": list[list[str]],
        "display": list[str | None],
        "bridges_left": list[int],
        "scores": list[int],
        "bag_size": int,
        "acted": bool,
        "hand": NotRequired[list[str]],
    },
)


def _is_view(view: Mapping[str, Any]) -> TypeGuard[ArabanaView]:
    return view.get("game") == "arabana"


def as_view(view: Mapping[str, Any]) -> ArabanaView:
    """A view passed on untyped, as Arabana's (its `game` key says whose it is); ValueError for another game's."""
    if not _is_view(view):
        raise ValueError(f"not an Arabana view: {view.get('game')!r}")
    return view
