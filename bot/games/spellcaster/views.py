"""What `SpellcasterState.view(seat)` returns, as typed dictionaries (JSON-safe: lists, never tuples).

The public view (`seat=None`) holds every key of `SpellcasterView` except the `NotRequired` ones a
seat's own view adds (`hand`, `known_hands`, `deck_known`) and `names`, which the Discord layer adds
before drawing. Code that serves every game receives a plain mapping; `as_view` checks that it is a
Spellcaster view and gives it its type.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, NotRequired, TypedDict, TypeGuard

# What a pending choice asks (the keys of decisions.OPTIONS).
ChoiceKind = Literal["discard", "bargain", "fumble", "twist", "echo", "rewind", "keep", "order"]
# Why a duel ended.
EndReason = Literal["energy", "sapphires", "deck"]
# The verb of a decision, the first word of its text (actions.py).
Verb = Literal["draw", "play", "activate", "discard", "decline", "pile", "take", "keep", "bottom"]


class EmptyPileView(TypedDict):
    """A colour pile without cards."""

    colour: str
    size: int  # 0
    top: None
    facing: None


class TopPileView(TypedDict):
    """A colour pile holding cards: its size, its top card and the seat that card faces."""

    colour: str
    size: int
    top: str
    facing: int
    name: str
    text: str
    active: bool
    activated: bool  # activated this turn


# `pile["top"]` tells them apart (None: empty).
PileView = EmptyPileView | TopPileView


class AwaitingView(TypedDict):
    """The pending choice: what it asks, of whom, for which card; the revealed cards for the chooser only."""

    kind: ChoiceKind
    seat: int
    card: str
    n: NotRequired[int]
    m: NotRequired[int]
    piles: NotRequired[list[str]]  # colours to choose from
    count: NotRequired[int]  # how many cards Foresight revealed
    cards: NotRequired[list[str]]
    placed: NotRequired[list[str]]


class LastView(TypedDict):
    """The last decision's text ("play R07"; Foresight's choices name no card to others)."""

    seat: int
    action: str


class LastMove(TypedDict):
    """The last decision as values: its verb, the card it names and the pile it acts on (None if none or hidden)."""

    seat: int
    verb: Verb
    card: str | None
    pile: str | None


class SpellcasterView(TypedDict):
    """A seat's (or the public) view of a duel."""

    game: Literal["spellcaster"]
    seat: int | None
    to_move: list[int]
    turn: int
    turn_no: int
    start: int
    phase: str
    energy: list[int]
    sapphires: list[int]
    scores: list[int]  # = sapphires
    hand_sizes: list[int]
    deck_size: int
    discard: list[str]
    piles: list[PileView]
    guard: list[int]
    nullify: list[bool]
    actions_left: int
    activated: list[str]  # colours whose top card was activated this turn
    awaiting: AwaitingView | None
    last: LastView | None
    last_move: LastMove | None
    deck_seen_positions: list[list[int]]
    ending: bool
    over: bool
    winners: list[int]
    end_reason: EndReason | None
    options: dict[str, str | int]
    hand: NotRequired[list[str]]
    known_hands: NotRequired[list[list[str]]]  # per seat, the cards in that hand its rival knows of
    deck_known: NotRequired[list[list[int | str]]]  # [position from the bottom, card] pairs
    names: NotRequired[list[str]]  # display names, added by the Discord layer


def is_view(view: Mapping[str, Any]) -> TypeGuard[SpellcasterView]:
    """Whether `view` is a Spellcaster view (by its `game` key)."""
    return view.get("game") == "spellcaster"


def as_view(view: Mapping[str, Any]) -> SpellcasterView:
    """`view` as a Spellcaster view; TypeError if it is another game's."""
    if not is_view(view):
        raise TypeError(f"not a Spellcaster view: game {view.get('game')!r}")
    return view
