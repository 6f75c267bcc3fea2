"""Spellcaster's events: their kinds, the shape of each kind's `data`, a constructor per kind and a typed reader.

The engine builds every event with the constructor named for its kind (`events.play(seat, card, pile)`),
so an event's data always has the shape its TypedDict states. `Event` itself stays the shared, JSON-stored
`bot.games.base.Event`; a consumer reads one kind's data with `data(event, kind)`, whose overloads give
the TypedDict of that kind (a mismatch of kind raises ValueError):

    if event.kind == "energy":
        d = data(event, "energy")   # EnergyData: d["delta"], d["energy"], d["card"]

`seat` is the acting or affected mage; `to` is set on the events only that mage may see (drew, foresee, keep).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, NotRequired, TypedDict, get_args, overload

from bot.games.base import Event, new_event
from bot.games.spellcaster.views import EndReason

Kind = Literal[
    "turn", "trigger", "nullified", "unpaid", "draw", "drew", "deck_short", "no_action", "play", "activate",
    "echo", "pay", "energy", "sapphires", "guarded", "guard", "nullify", "extra_actions", "discard", "decline",
    "turn_card", "take", "foresight", "foresee", "keep", "kept", "bottom", "no_target", "game_over",
]  # fmt: skip
KINDS: frozenset[str] = frozenset(get_args(Kind))
ONLY = (frozenset({0}), frozenset({1}))


class TurnData(TypedDict):
    """`turn`: a new turn for `seat`."""

    turn_no: int


class PileCardData(TypedDict):
    """`trigger`, `nullified`, `unpaid`: an active spell on top of a pile triggers, is blocked or cannot be paid;
    `play`, `activate`, `echo`: a card played, activated or done again; `pile` is the pile's colour."""

    pile: str
    card: str


class DrawData(TypedDict):
    """`draw`: how many cards `seat` drew (0: the deck was empty) and the deck's size after."""

    n: int
    deck: int


class CardsData(TypedDict):
    """`drew`, `foresee` (private to `seat`): the cards drawn or revealed."""

    cards: list[str]


class EmptyData(TypedDict):
    """`deck_short`: a draw found too few cards; the game ends after this turn."""


class NoActionData(TypedDict):
    """`no_action`: `seat` could do nothing and lost the rest of his actions."""

    lost: int


class PayData(TypedDict):
    """`pay`: a cost paid for `card`, in Energy or in Sapphires."""

    energy: NotRequired[int]
    sapphires: NotRequired[int]
    card: str


class EnergyData(TypedDict):
    """`energy`: `seat`'s Energy changed by `delta` to `energy`, caused by `card`."""

    delta: int
    energy: int
    card: str


class SapphiresData(TypedDict):
    """`sapphires`: `seat`'s Sapphires changed by `delta` to `sapphires`, caused by `card`."""

    delta: int
    sapphires: int
    card: str


class GuardedData(TypedDict):
    """`guarded`: Word of Guarding prevented this much Energy loss caused by `card`."""

    card: str
    prevented: int


class CountCardData(TypedDict):
    """`guard`, `extra_actions`, `foresight`: `card` gave N guard or N actions, or revealed N cards."""

    n: int
    card: str


class CardData(TypedDict):
    """`nullify`, `decline`, `no_target`: the card behind the effect; `keep` (private): the card kept."""

    card: str


# `discard`: a card left a hand ("from": "hand") or the top of a pile ("from": its colour, `owner`: whom it faced).
DiscardData = TypedDict("DiscardData", {"card": str, "from": str, "owner": NotRequired[int], "source": str})


class TurnCardData(TypedDict):
    """`turn_card`: Mind Twist turned the top card of a pile to face `seat`."""

    pile: str
    card: str
    source: str


class TakeData(TypedDict):
    """`take`: Rewind took `card` from the discard pile."""

    card: str
    source: str


class SourceData(TypedDict):
    """`kept`: Foresight's mage kept one of the revealed cards."""

    source: str


class CountData(TypedDict):
    """`bottom`: N cards went under the deck."""

    n: int


class GameOverData(TypedDict):
    """`game_over`: the winners (both on a tie), why, and the final counters."""

    winners: list[int]
    reason: EndReason
    energy: list[int]
    sapphires: list[int]


# ---- constructors, one per kind -------------------------------------------------------------------


def turn(seat: int, turn_no: int) -> Event:
    """`seat` begins turn `turn_no`."""
    d: TurnData = {"turn_no": turn_no}
    return new_event(Event, ("turn", d, seat, None))


def spell(kind: Literal["trigger", "nullified", "unpaid", "echo"], seat: int, pile: str, card: str) -> Event:
    """An active spell triggers, is nullified or cannot be paid; or Spell Echo repeats a top card."""
    d: PileCardData = {"pile": pile, "card": card}
    return new_event(Event, (kind, d, seat, None))


def play(seat: int, card: str, pile: str) -> Event:
    """`seat` played `card` onto `pile`."""
    d: PileCardData = {"card": card, "pile": pile}
    return new_event(Event, ("play", d, seat, None))


def activate(seat: int, card: str, pile: str) -> Event:
    """`seat` activated `card` on top of `pile`."""
    d: PileCardData = {"card": card, "pile": pile}
    return new_event(Event, ("activate", d, seat, None))


def draw(seat: int, n: int, deck: int) -> Event:
    """`seat` drew `n` cards; `deck` cards are left."""
    d: DrawData = {"n": n, "deck": deck}
    return new_event(Event, ("draw", d, seat, None))


def drew(seat: int, cards: list[str]) -> Event:
    """The cards `seat` drew (private to `seat`)."""
    d: CardsData = {"cards": cards}
    return new_event(Event, ("drew", d, seat, ONLY[seat]))


def deck_short(seat: int) -> Event:
    """A draw by `seat` found too few cards: the game ends after this turn."""
    d: EmptyData = {}
    return new_event(Event, ("deck_short", d, seat, None))


def no_action(seat: int, lost: int) -> Event:
    """`seat` could do nothing and lost `lost` actions."""
    d: NoActionData = {"lost": lost}
    return new_event(Event, ("no_action", d, seat, None))


def pay_energy(seat: int, energy: int, card: str) -> Event:
    """`seat` paid `energy` Energy for `card`."""
    d: PayData = {"energy": energy, "card": card}
    return new_event(Event, ("pay", d, seat, None))


def pay_sapphires(seat: int, sapphires: int, card: str) -> Event:
    """`seat` paid `sapphires` Sapphires for `card`."""
    d: PayData = {"sapphires": sapphires, "card": card}
    return new_event(Event, ("pay", d, seat, None))


def energy(seat: int, delta: int, now: int, card: str) -> Event:
    """`seat`'s Energy changed by `delta` to `now`, caused by `card`."""
    d: EnergyData = {"delta": delta, "energy": now, "card": card}
    return new_event(Event, ("energy", d, seat, None))


def sapphires(seat: int, delta: int, now: int, card: str) -> Event:
    """`seat`'s Sapphires changed by `delta` to `now`, caused by `card`."""
    d: SapphiresData = {"delta": delta, "sapphires": now, "card": card}
    return new_event(Event, ("sapphires", d, seat, None))


def guarded(seat: int, card: str, prevented: int) -> Event:
    """Word of Guarding spared `seat` `prevented` Energy of `card`'s loss."""
    d: GuardedData = {"card": card, "prevented": prevented}
    return new_event(Event, ("guarded", d, seat, None))


def counted(kind: Literal["guard", "extra_actions", "foresight"], seat: int, n: int, card: str) -> Event:
    """`card` gave `seat` N guard or N more actions, or revealed N cards to him."""
    d: CountCardData = {"n": n, "card": card}
    return new_event(Event, (kind, d, seat, None))


def carded(kind: Literal["nullify", "decline", "no_target"], seat: int, card: str) -> Event:
    """`card`'s effect named by `kind`: Nullify cast, a bargain refused, nothing to act on."""
    d: CardData = {"card": card}
    return new_event(Event, (kind, d, seat, None))


def discard_from_hand(seat: int, card: str, source: str) -> Event:
    """`seat` discarded `card` from hand because of `source`."""
    shown: DiscardData = {"card": card, "from": "hand", "source": source}
    return new_event(Event, ("discard", shown, seat, None))


def discard_from_pile(seat: int, card: str, pile: str, owner: int, source: str) -> Event:
    """`source` (cast by `seat`) discarded `card`, facing `owner`, from the top of `pile`."""
    shown: DiscardData = {"card": card, "from": pile, "owner": owner, "source": source}
    return new_event(Event, ("discard", shown, seat, None))


def turn_card(seat: int, pile: str, card: str, source: str) -> Event:
    """`source` turned `card` on top of `pile` to face `seat`."""
    d: TurnCardData = {"pile": pile, "card": card, "source": source}
    return new_event(Event, ("turn_card", d, seat, None))


def take(seat: int, card: str, source: str) -> Event:
    """`seat` took `card` from the discard pile (Rewind)."""
    d: TakeData = {"card": card, "source": source}
    return new_event(Event, ("take", d, seat, None))


def foresee(seat: int, cards: list[str]) -> Event:
    """The cards Foresight revealed to `seat` (private to `seat`)."""
    d: CardsData = {"cards": cards}
    return new_event(Event, ("foresee", d, seat, ONLY[seat]))


def keep(seat: int, card: str) -> Event:
    """The card `seat` kept of those revealed (private to `seat`)."""
    d: CardData = {"card": card}
    return new_event(Event, ("keep", d, seat, ONLY[seat]))


def kept(seat: int, source: str) -> Event:
    """`seat` kept one of the cards `source` revealed."""
    d: SourceData = {"source": source}
    return new_event(Event, ("kept", d, seat, None))


def bottom(seat: int, n: int) -> Event:
    """`seat` put `n` cards under the deck."""
    d: CountData = {"n": n}
    return new_event(Event, ("bottom", d, seat, None))


def game_over(winners: list[int], reason: EndReason, energy: list[int], sapphires: list[int]) -> Event:
    """The duel ended (public, no seat)."""
    d: GameOverData = {"winners": winners, "reason": reason, "energy": energy, "sapphires": sapphires}
    return new_event(Event, ("game_over", d, None, None))


# ---- the reader ------------------------------------------------------------------------------------


@overload
def data(event: Event, kind: Literal["turn"]) -> TurnData: ...
@overload
def data(event: Event, kind: Literal["trigger", "nullified", "unpaid", "play", "activate", "echo"]) -> PileCardData: ...
@overload
def data(event: Event, kind: Literal["draw"]) -> DrawData: ...
@overload
def data(event: Event, kind: Literal["drew", "foresee"]) -> CardsData: ...
@overload
def data(event: Event, kind: Literal["deck_short"]) -> EmptyData: ...
@overload
def data(event: Event, kind: Literal["no_action"]) -> NoActionData: ...
@overload
def data(event: Event, kind: Literal["pay"]) -> PayData: ...
@overload
def data(event: Event, kind: Literal["energy"]) -> EnergyData: ...
@overload
def data(event: Event, kind: Literal["sapphires"]) -> SapphiresData: ...
@overload
def data(event: Event, kind: Literal["guarded"]) -> GuardedData: ...
@overload
def data(event: Event, kind: Literal["guard", "extra_actions", "foresight"]) -> CountCardData: ...
@overload
def data(event: Event, kind: Literal["nullify", "decline", "no_target", "keep"]) -> CardData: ...
@overload
def data(event: Event, kind: Literal["discard"]) -> DiscardData: ...
@overload
def data(event: Event, kind: Literal["turn_card"]) -> TurnCardData: ...
@overload
def data(event: Event, kind: Literal["take"]) -> TakeData: ...
@overload
def data(event: Event, kind: Literal["kept"]) -> SourceData: ...
@overload
def data(event: Event, kind: Literal["bottom"]) -> CountData: ...
@overload
def data(event: Event, kind: Literal["game_over"]) -> GameOverData: ...
def data(event: Event, kind: Kind) -> Mapping[str, Any]:
    """The data of `event`, typed for `kind`; ValueError if the event is of another kind."""
    if event.kind != kind:
        raise ValueError(f"a {event.kind!r} event read as {kind!r}")
    return event.data
