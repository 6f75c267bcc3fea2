"""The shape of Abracadabra's views: what `AbracadabraState.view(seat)` returns, as typed dicts.

Cards are canonical texts ('QH', '10S', 'JK'; `cards.TEXT_CARD` reads them back), suits are letters
('S', 'H', 'D', 'C'), bid-card ranks are trick numbers 1..13. Code that is handed a plain mapping by
the generic layers (the renderer registry, a computer player holding a `State`) narrows it with
`as_view`, which checks that the view is this game's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, NotRequired, TypedDict, TypeGuard

from .scoring import ScoreTerms

Phase = Literal["suit", "bid", "place", "trump", "right", "expose", "play", "over"]


class Options(TypedDict):
    """The table options (see `game.AbracadabraGame.options`)."""

    joker: str  # "with" | "without"
    success: str  # "exact" | "at-least"
    dummy: str  # "yes" | "no"
    target: int
    deals: int  # 0: play to the target


class BidCards(TypedDict):
    """One seat's bid suit, contract and where its bid cards lie (ranks ascending)."""

    suit: str | None  # its bid suit, once chosen
    contract: int | None  # tricks named, once placed
    left_down: int  # named cards still face down on its left
    left_up: list[int]  # named tricks won: face up on its left (Abracadabra)
    right_up: list[int]  # the Declarer's right side, still face up
    right_down: list[int]  # the Declarer's right side, turned face down (tricks lost)
    centre: list[int]  # named tricks lost: gone to the centre
    stack: int  # cards in its stack (not named)
    exposed: bool  # its stack is face up
    left_ranks: list[int] | None  # the face-down named ranks, to their owner (or when exposed)
    stack_ranks: list[int] | None  # the stack's ranks, to their owner (or when exposed)


# "as" is a Python keyword, hence the functional form.
TrickCard = TypedDict(
    "TrickCard",
    {
        "hand": int,  # the hand it came from: a seat, or `players` for the dummy
        "seat": int,  # the seat that played it (the trick's leader for the dummy)
        "dummy": bool,  # played from the dummy
        "card": str,
        "as": str | None,  # the card the Joker stands for, when it is the Joker
    },
)


class LastTrick(TypedDict):
    """The trick just taken."""

    number: int
    winner: int
    cards: list[TrickCard]


class LastMove(TypedDict):
    """The latest decision: who made it and its canonical action text."""

    seat: int
    action: str


class AbracadabraView(TypedDict):
    """What one seat (or, with `seat` None, the public) may know of a match."""

    game: Literal["abracadabra"]
    seat: int | None
    players: int
    to_move: list[int]
    phase: Phase
    turn: int | None
    options: Options
    dummy: bool  # two players with the dummy hand (it is hand number `players`)
    tricks_per_deal: int
    dealer: int
    deal: int  # the current deal's number, from 1
    deals_played: int
    thrown_in: int
    hand_sizes: list[int]  # per hand, the dummy last
    turnup: str | None
    trump: str | None
    joker_as: str | None  # the card the Joker stands for this deal
    auction: list[list[int]]  # [seat, tricks] per call, 0 for a pass
    auction_round: int
    high_bid: int
    declarer: int | None
    bid_cards: list[BidCards]  # per seat
    trick: list[TrickCard]  # the trick being played, in play order
    trick_no: int  # tricks completed this deal
    leader: int | None  # in play: the seat that leads (and controls the dummy in) this trick
    lead_from_dummy: bool
    playing_hand: int | None  # in play: the hand to play next (`players` for the dummy)
    last_trick: LastTrick | None
    trick_winners: list[int]  # per completed trick of the deal
    won: list[int]  # tricks won per seat this deal
    captured: list[int]  # bid-suit cards captured per seat this deal
    voids: list[list[str]]  # per hand, the suits it has shown out of
    scores: list[int]
    history: list[list[int]]  # per deal played, each seat's points
    breakdown: list[ScoreTerms] | None  # the last deal's terms per seat
    dummy_hand: list[str] | None  # once the dummy is face up
    last: LastMove | None
    winners: list[int] | None  # once the match is over
    hand: NotRequired[list[str]]  # a seat's view only
    names: NotRequired[list[str]]  # display names per seat, added by the Discord layer


def is_view(view: Mapping[str, object]) -> TypeGuard[AbracadabraView]:
    """Whether `view` is an Abracadabra view."""
    return view.get("game") == "abracadabra"


def as_view(view: Mapping[str, object]) -> AbracadabraView:
    """`view` as an Abracadabra view; raises TypeError if it is another game's."""
    if not is_view(view):
        raise TypeError(f"not an Abracadabra view: game {view.get('game')!r}")
    return view
