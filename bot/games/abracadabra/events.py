"""Abracadabra's events: their kinds, the shape of each kind's data, a constructor per kind, a reader.

The engine makes every event with the constructor of its kind (`events.trick(...)`), so each kind's
data has one shape, a TypedDict here. `seat` is the actor; `to` is set on private events only.
Cards are texts like 'QH', 'JK'; suits are letters; ranks are bid-card ranks 1..13 (trick numbers).

Consumers test the kind, then read the data typed with `data`, whose overloads tie a kind to its shape:

    if event.kind == "trick":
        won = data(event, "trick")       # TrickData: won["winner"], won["cards"], ...

`data` raises ValueError when the event is of another kind. `KINDS` lists every kind.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, TypedDict, get_args, overload

from bot.games.base import Event, new_event

from .scoring import ScoreTerms

EventKind = Literal[
    "deal", "hand", "suit", "bid", "pass", "dummy_exposed", "thrown_in", "declarer", "place", "placed",
    "trump", "right", "expose", "keep", "dummy_shown", "play", "trick", "abracadabra", "centre",
    "right_kept", "right_down", "deal_end", "game_over",
]  # fmt: skip
BookKind = Literal["abracadabra", "centre", "right_kept", "right_down"]
KINDS: tuple[EventKind, ...] = get_args(EventKind)


class DealData(TypedDict):
    """deal: a new deal is dealt (public)."""

    deal: int
    dealer: int
    turnup: str | None
    trump: str | None


class CardsData(TypedDict):
    """hand (private to the seat), dummy_exposed, dummy_shown: these cards."""

    cards: list[str]


class SuitData(TypedDict):
    """suit (the seat takes this bid suit), trump (the Declarer names trump)."""

    suit: str


class BidData(TypedDict):
    """bid: the seat bids this many tricks in this auction round."""

    tricks: int
    round: int


class PassData(TypedDict):
    """pass: the seat passes in this auction round."""

    round: int


class DealNumberData(TypedDict):
    """thrown_in: the deal (by number) is thrown in."""

    deal: int


class ContractData(TypedDict):
    """declarer: the seat is the Declarer for this contract."""

    contract: int


class CountData(TypedDict):
    """place: the seat lays this many bid cards face down."""

    count: int


class RanksData(TypedDict):
    """placed (private: which ranks), right (the Declarer's right side), expose (the stack's ranks)."""

    ranks: list[int]


class EmptyData(TypedDict):
    """keep: the seat keeps its stack hidden."""


class PlayData(TypedDict):
    """play: the seat plays this card (from the dummy when `dummy`) to trick number `trick`; `joker_as`
    is the card the Joker stands for when it is the Joker and stands for one."""

    card: str
    dummy: bool
    trick: int
    joker_as: str | None


class TrickData(TypedDict):
    """trick: trick number `trick` is won by the seat `winner` (by the dummy's card when `dummy_won`)."""

    trick: int
    winner: int
    cards: list[str]
    dummy_won: bool


class BookData(TypedDict):
    """abracadabra, centre, right_kept, right_down: the seat's bid card of trick `trick` turns (rank = trick)."""

    trick: int
    rank: int


class SeatDealData(TypedDict):
    """What one seat's points of a deal come from, so that every term can be explained."""

    contract: int
    declarer: bool
    won: int  # tricks won
    named: list[int]  # ranks of the named tricks won (face up on the left)
    right_up: list[int]  # the Declarer's right side kept face up
    right_down: list[int]  # ... and turned face down (lost, counted double against him)
    captured: int  # cards of the bid suit in the tricks won
    exposed: bool


class DealEndData(TypedDict):
    """deal_end: the deal is scored, term by term per seat, with each seat's facts and the running totals."""

    deal: int
    scores: list[ScoreTerms]
    totals: list[int]
    seats: list[SeatDealData]
    at_least: bool  # success is reaching the contract (option), not meeting it exactly


class GameOverData(TypedDict):
    """game_over: the match has ended."""

    winners: list[int]
    scores: list[int]


# ------------------------------------------------------------------ constructors
def deal(number: int, dealer: int, turnup: str | None, trump: str | None) -> Event:
    """A new deal is dealt."""
    payload: DealData = {"deal": number, "dealer": dealer, "turnup": turnup, "trump": trump}
    return new_event(Event, ("deal", payload, None, None))


def hand(seat: int, cards: list[str]) -> Event:
    """The seat's new hand, told to it alone."""
    payload: CardsData = {"cards": cards}
    return new_event(Event, ("hand", payload, seat, frozenset({seat})))


def suit(seat: int, letter: str) -> Event:
    """The seat takes a bid suit."""
    payload: SuitData = {"suit": letter}
    return new_event(Event, ("suit", payload, seat, None))


def bid(seat: int, tricks: int, auction_round: int) -> Event:
    """The seat bids `tricks`."""
    payload: BidData = {"tricks": tricks, "round": auction_round}
    return new_event(Event, ("bid", payload, seat, None))


def passed(seat: int, auction_round: int) -> Event:
    """The seat passes."""
    payload: PassData = {"round": auction_round}
    return new_event(Event, ("pass", payload, seat, None))


def dummy_exposed(cards: list[str]) -> Event:
    """Both passed: the dummy is turned face up before a second auction round."""
    payload: CardsData = {"cards": cards}
    return new_event(Event, ("dummy_exposed", payload, None, None))


def thrown_in(number: int) -> Event:
    """Nobody bid: deal `number` is thrown in."""
    payload: DealNumberData = {"deal": number}
    return new_event(Event, ("thrown_in", payload, None, None))


def declarer(seat: int, contract: int) -> Event:
    """The auction is won: the seat is the Declarer."""
    payload: ContractData = {"contract": contract}
    return new_event(Event, ("declarer", payload, seat, None))


def place(seat: int, count: int) -> Event:
    """The seat names `count` tricks (public: how many, not which)."""
    payload: CountData = {"count": count}
    return new_event(Event, ("place", payload, seat, None))


def placed(seat: int, ranks: list[int]) -> Event:
    """Which ranks the seat placed, told to it alone."""
    payload: RanksData = {"ranks": ranks}
    return new_event(Event, ("placed", payload, seat, frozenset({seat})))


def trump(seat: int, letter: str) -> Event:
    """The Declarer names trump."""
    payload: SuitData = {"suit": letter}
    return new_event(Event, ("trump", payload, seat, None))


def right(seat: int, ranks: list[int]) -> Event:
    """The Declarer turns these placed cards face up to his right."""
    payload: RanksData = {"ranks": ranks}
    return new_event(Event, ("right", payload, seat, None))


def expose(seat: int, ranks: list[int]) -> Event:
    """The seat turns its stack (these ranks) face up."""
    payload: RanksData = {"ranks": ranks}
    return new_event(Event, ("expose", payload, seat, None))


def keep(seat: int) -> Event:
    """The seat keeps its stack hidden."""
    payload: EmptyData = {}
    return new_event(Event, ("keep", payload, seat, None))


def dummy_shown(cards: list[str]) -> Event:
    """The dummy is turned face up for play."""
    payload: CardsData = {"cards": cards}
    return new_event(Event, ("dummy_shown", payload, None, None))


def play(seat: int, card: str, from_dummy: bool, trick_number: int, joker_as: str | None = None) -> Event:
    """The seat plays a card (the dummy's when `from_dummy`)."""
    payload: PlayData = {"card": card, "dummy": from_dummy, "trick": trick_number, "joker_as": joker_as}
    return new_event(Event, ("play", payload, seat, None))


def trick(winner: int, number: int, cards: list[str], dummy_won: bool) -> Event:
    """Trick `number` is complete and won by `winner`."""
    payload: TrickData = {"trick": number, "winner": winner, "cards": cards, "dummy_won": dummy_won}
    return new_event(Event, ("trick", payload, winner, None))


def book(kind: BookKind, seat: int, number: int) -> Event:
    """The seat's bid card of trick `number` turns: won (abracadabra), lost (centre), or on the
    Declarer's right side kept face up (right_kept) or turned down (right_down)."""
    payload: BookData = {"trick": number, "rank": number}
    return new_event(Event, (kind, payload, seat, None))


def deal_end(number: int, scores: list[ScoreTerms], totals: list[int], seats: list[SeatDealData], at_least: bool) -> Event:
    """Deal `number` is scored."""
    payload: DealEndData = {"deal": number, "scores": scores, "totals": totals, "seats": seats, "at_least": at_least}
    return new_event(Event, ("deal_end", payload, None, None))


def game_over(winners: list[int], scores: list[int]) -> Event:
    """The match has ended."""
    payload: GameOverData = {"winners": winners, "scores": scores}
    return new_event(Event, ("game_over", payload, None, None))


# ------------------------------------------------------------------------ reader
@overload
def data(event: Event, kind: Literal["deal"]) -> DealData: ...
@overload
def data(event: Event, kind: Literal["hand", "dummy_exposed", "dummy_shown"]) -> CardsData: ...
@overload
def data(event: Event, kind: Literal["suit", "trump"]) -> SuitData: ...
@overload
def data(event: Event, kind: Literal["bid"]) -> BidData: ...
@overload
def data(event: Event, kind: Literal["pass"]) -> PassData: ...
@overload
def data(event: Event, kind: Literal["thrown_in"]) -> DealNumberData: ...
@overload
def data(event: Event, kind: Literal["declarer"]) -> ContractData: ...
@overload
def data(event: Event, kind: Literal["place"]) -> CountData: ...
@overload
def data(event: Event, kind: Literal["placed", "right", "expose"]) -> RanksData: ...
@overload
def data(event: Event, kind: Literal["keep"]) -> EmptyData: ...
@overload
def data(event: Event, kind: Literal["play"]) -> PlayData: ...
@overload
def data(event: Event, kind: Literal["trick"]) -> TrickData: ...
@overload
def data(event: Event, kind: BookKind) -> BookData: ...
@overload
def data(event: Event, kind: Literal["deal_end"]) -> DealEndData: ...
@overload
def data(event: Event, kind: Literal["game_over"]) -> GameOverData: ...
def data(event: Event, kind: EventKind) -> Mapping[str, object]:
    """The event's data in the shape of `kind`; raises ValueError if the event is of another kind."""
    if event.kind != kind:
        raise ValueError(f"expected an Abracadabra {kind!r} event, got {event.kind!r}")
    return event.data
