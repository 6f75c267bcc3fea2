"""Druids events: their kinds, the shape of each kind's data, a constructor per kind and a typed reader.

The engine builds every event with the constructor named for its kind (`trick(...)`,
`sickle(...)`…), so each kind's data keeps one shape. Consumers read the data typed by naming the
kind they matched::

    if event.kind == "trick":
        d = data(event, "trick")          # TrickData: d["winner"] is an int
        for seat, card in plays(d): ...

`data` raises ValueError when the event is of another kind. The events themselves stay plain
`bot.games.base.Event`s (they are stored as JSON), so a trick's cards are `[seat, card]` lists;
`plays` gives them as typed pairs.

Kinds (all public unless marked):
    round_start   round, dealer, gaia_holder, hand_sizes, undealt
    hand          cards (the seat's new hand; private to that seat)
    play          card, trick; when Gaia is led also colour and side (side '' in the basic game)
    trick         trick, winner, leader, cards ([seat, card] pairs), led (letter or None)
    five_domains  seat, round (the round ends at once)
    sickle_tie    seat, colours (the winner must choose which stack goes)
    sickle        seat, colour, top, height (that stack was set aside)
    sickle_blank  seat (a Sickle with no stack to remove)
    set_aside     cards (the trick's Sickles, Mistletoes and Gaia)
    round_end     round, scores, totals, five_domains (seat or None), tops (per seat), next_dealer (None at the end)
    game_over     scores, winners
"""

# No `from __future__ import annotations`: TypedDicts then know their NotRequired keys at run time
# (`__optional_keys__`), which the tests compare with what the engine builds.
from typing import Literal, NotRequired, TypedDict, get_args, overload

from bot.games.base import Event, new_event

Kind = Literal[
    "round_start", "hand", "play", "trick", "five_domains", "sickle_tie", "sickle", "sickle_blank", "set_aside",
    "round_end", "game_over",
]  # fmt: skip
KINDS: tuple[Kind, ...] = get_args(Kind)


class RoundStartData(TypedDict):
    """A round was dealt: who dealt, who holds Gaia (and leads trick 1), hand sizes, cards left undealt."""

    round: int
    dealer: int
    gaia_holder: int
    hand_sizes: list[int]
    undealt: int


class HandData(TypedDict):
    """The seat's new hand (private to that seat)."""

    cards: list[str]


class PlayData(TypedDict):
    """A card played to a trick; Gaia's lead also names its colour and side ('' in the basic game)."""

    card: str
    trick: int
    colour: NotRequired[str]
    side: NotRequired[str]


class TrickData(TypedDict):
    """A trick complete: its winner, leader, cards as `[seat, card]` pairs in play order, the led colour."""

    trick: int
    winner: int
    leader: int
    cards: list[list[int | str]]
    led: str | None


class FiveDomainsData(TypedDict):
    """The trick gave `seat` all five domains: the round ends at once."""

    seat: int
    round: int


class SickleTieData(TypedDict):
    """The trick winner must choose which of the tied stacks a Sickle removes."""

    seat: int
    colours: list[str]


class SickleData(TypedDict):
    """A Sickle removed `seat`'s stack of `colour` (its top card and height)."""

    seat: int
    colour: str
    top: str
    height: int


class SickleBlankData(TypedDict):
    """A Sickle found no stack to remove."""

    seat: int


class SetAsideData(TypedDict):
    """The trick's Sickles, Mistletoes and Gaia, set aside."""

    cards: list[str]


class RoundEndData(TypedDict):
    """A round scored: its points and the totals, five domains (seat or None), tops per seat, the next dealer."""

    round: int
    scores: list[int]
    totals: list[int]
    five_domains: int | None
    tops: list[list[str]]
    next_dealer: int | None


class GameOverData(TypedDict):
    """The final totals and the winning seats."""

    scores: list[int]
    winners: list[int]


# --- constructors, one per kind -------------------------------------------------------------------


def round_start(round_no: int, dealer: int, gaia_holder: int, hand_sizes: list[int], undealt: int) -> Event:
    """A round was dealt."""
    d: RoundStartData = {"round": round_no, "dealer": dealer, "gaia_holder": gaia_holder, "hand_sizes": hand_sizes, "undealt": undealt}
    return new_event(Event, ("round_start", d, None, None))


def hand(seat: int, cards: list[str], to: frozenset[int]) -> Event:
    """`seat`'s new hand, private to the seats in `to` (that seat alone)."""
    d: HandData = {"cards": cards}
    return new_event(Event, ("hand", d, seat, to))


def play(seat: int, card: str, trick_no: int) -> Event:
    """`seat` played `card` to trick `trick_no`."""
    d: PlayData = {"card": card, "trick": trick_no}
    return new_event(Event, ("play", d, seat, None))


def gaia_lead(seat: int, colour: str, side: str) -> Event:
    """`seat` led Gaia to trick 1 as `colour` (and `side`, '' in the basic game)."""
    d: PlayData = {"card": "GAIA", "trick": 1, "colour": colour, "side": side}
    return new_event(Event, ("play", d, seat, None))


def trick(trick_no: int, winner: int, leader: int, cards: list[list[int | str]], led: str | None) -> Event:
    """Trick `trick_no` complete: `cards` are [seat, card] pairs in play order (the event keeps the list)."""
    d: TrickData = {"trick": trick_no, "winner": winner, "leader": leader, "cards": cards, "led": led}
    return new_event(Event, ("trick", d, None, None))


def five_domains(seat: int, round_no: int) -> Event:
    """`seat` completed five domains in round `round_no`."""
    d: FiveDomainsData = {"seat": seat, "round": round_no}
    return new_event(Event, ("five_domains", d, seat, None))


def sickle_tie(seat: int, colours: list[str]) -> Event:
    """`seat` must choose which of `colours` a Sickle removes."""
    d: SickleTieData = {"seat": seat, "colours": colours}
    return new_event(Event, ("sickle_tie", d, seat, None))


def sickle(seat: int, colour: str, top: str, height: int) -> Event:
    """A Sickle removed `seat`'s stack of `colour`."""
    d: SickleData = {"seat": seat, "colour": colour, "top": top, "height": height}
    return new_event(Event, ("sickle", d, seat, None))


def sickle_blank(seat: int) -> Event:
    """A Sickle in `seat`'s trick found no stack to remove."""
    d: SickleBlankData = {"seat": seat}
    return new_event(Event, ("sickle_blank", d, seat, None))


def set_aside(cards: list[str]) -> Event:
    """The trick's special cards were set aside."""
    d: SetAsideData = {"cards": cards}
    return new_event(Event, ("set_aside", d, None, None))


def round_end(
    round_no: int, scores: list[int], totals: list[int], five_domains: int | None, tops: list[list[str]], next_dealer: int | None
) -> Event:
    """Round `round_no` scored; `next_dealer` is None when the game ends with it."""
    d: RoundEndData = {
        "round": round_no,
        "scores": scores,
        "totals": totals,
        "five_domains": five_domains,
        "tops": tops,
        "next_dealer": next_dealer,
    }
    return new_event(Event, ("round_end", d, None, None))


def game_over(scores: list[int], winners: list[int]) -> Event:
    """The game ended with these totals and winners."""
    d: GameOverData = {"scores": scores, "winners": winners}
    return new_event(Event, ("game_over", d, None, None))


# --- the reader ------------------------------------------------------------------------------------


@overload
def data(event: Event, kind: Literal["round_start"]) -> RoundStartData: ...
@overload
def data(event: Event, kind: Literal["hand"]) -> HandData: ...
@overload
def data(event: Event, kind: Literal["play"]) -> PlayData: ...
@overload
def data(event: Event, kind: Literal["trick"]) -> TrickData: ...
@overload
def data(event: Event, kind: Literal["five_domains"]) -> FiveDomainsData: ...
@overload
def data(event: Event, kind: Literal["sickle_tie"]) -> SickleTieData: ...
@overload
def data(event: Event, kind: Literal["sickle"]) -> SickleData: ...
@overload
def data(event: Event, kind: Literal["sickle_blank"]) -> SickleBlankData: ...
@overload
def data(event: Event, kind: Literal["set_aside"]) -> SetAsideData: ...
@overload
def data(event: Event, kind: Literal["round_end"]) -> RoundEndData: ...
@overload
def data(event: Event, kind: Literal["game_over"]) -> GameOverData: ...
def data(event: Event, kind: Kind) -> object:
    """The data of `event`, typed for `kind`; ValueError if the event is of another kind."""
    if event.kind != kind:
        raise ValueError(f"expected a Druids {kind!r} event, got {event.kind!r}")
    # The constructors above are the only writers of each kind's data: the shape is the kind's.
    return event.data


def plays(d: TrickData) -> list[tuple[int, str]]:
    """A trick's cards as (seat, card) pairs in play order."""
    pairs: list[tuple[int, str]] = []
    for seat, card in d["cards"]:
        assert isinstance(seat, int) and isinstance(card, str), "a trick's cards are [seat, card] pairs"
        pairs.append((seat, card))
    return pairs
