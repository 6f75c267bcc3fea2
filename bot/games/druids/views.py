"""The shape of a Druids view: what `DruidsState.view(seat)` returns, as TypedDicts.

Cards are their canonical texts ('R7', 'GAIA', 'SICKLE', 'MISTLETOE'), colours their letters
(G Y R B V), seats their numbers. A trick's cards come twice: `cards`/`trick` as JSON pairs
`[seat, card]` (what the wording reads) and `plays` as typed records (what images and computer
players read).

Code handed a plain mapping (the Discord layer passes a view with the players' `names` added, as
`dict[str, Any]`) gets the typed view from `as_view`, which checks that it is a Druids view.
"""

# No `from __future__ import annotations`: TypedDicts then know their NotRequired keys at run time
# (`__optional_keys__`), which the tests compare with what the engine builds.
from collections.abc import Mapping
from typing import Literal, NotRequired, TypedDict, TypeGuard

Phase = Literal["over", "sickle", "gaia", "play"]


class PlayedCard(TypedDict):
    """One card of a trick and the seat that played it."""

    seat: int
    card: str


class StackTop(TypedDict):
    """A seat's stack of one colour as everyone sees it: the top card and how many lie there."""

    top: str
    height: int


class TrickRecord(TypedDict):
    """A finished trick, kept for display until the next one finishes."""

    trick: int
    leader: int
    winner: int
    led: str | None
    cards: list[list[int | str]]  # [seat, card] pairs in play order


class LastTrick(TrickRecord):
    """The last finished trick in a view: the record plus its cards as typed records."""

    plays: list[PlayedCard]


class RoundRecord(TypedDict):
    """The last round's result: points per seat, who completed five domains, each seat's stack tops."""

    round: int
    scores: list[int]
    five_domains: int | None
    tops: list[list[str]]


class SickleChoice(TypedDict):
    """A Sickle waiting for the trick winner to choose between stacks with tied tops."""

    seat: int
    choices: list[str]  # colour letters
    left: int  # Sickles still to apply, this one included


class SpecialsSetAside(TypedDict):
    """How many Sickles and Mistletoes were set aside this round."""

    SICKLE: int
    MISTLETOE: int


class DruidsView(TypedDict):
    """What one seat (or, with `seat` None, the public) may know of a Druids match."""

    game: Literal["druids"]
    seat: int | None
    players: int
    to_move: list[int]
    phase: Phase
    variant: str  # 'basic' or 'sun-moon'
    rounds: int
    round: int
    dealer: int
    side: str | None  # 'dark' or 'light'; None until Gaia's leader names it (sun-moon)
    gaia: str | None  # the colour Gaia was led as this round
    trick_no: int
    leader: int
    led: str | None
    trick: list[list[int | str]]  # [seat, card] pairs in play order
    plays: list[PlayedCard]  # the same cards as typed records
    trick_winner: int | None
    hand_sizes: list[int]
    stacks: list[dict[str, StackTop]]  # per seat, colour letter -> its stack (started stacks only)
    last_trick: LastTrick | None
    sickle: SickleChoice | None
    set_aside: int
    specials_set_aside: SpecialsSetAside
    undealt: int
    round_scores: list[list[int]]
    scores: list[int]
    last_round: RoundRecord | None
    winners: list[int]
    # A seat's own view only:
    hand: NotRequired[list[str]]
    legal: NotRequired[list[str]]  # canonical action texts
    playable: NotRequired[list[str]]  # the cards among `legal` (Gaia when it is led), in hand order
    # Added by the Discord layer before drawing:
    names: NotRequired[list[str]]


def is_view(view: Mapping[str, object]) -> TypeGuard[DruidsView]:
    """Whether `view` is a Druids view (every `DruidsState.view` names its game)."""
    return view.get("game") == "druids"


def as_view(view: Mapping[str, object]) -> DruidsView:
    """`view` typed as a Druids view; ValueError if it is another game's."""
    if not is_view(view):
        raise ValueError(f"not a Druids view: game {view.get('game')!r}")
    return view
