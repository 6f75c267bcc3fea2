"""Arabana's events: their kinds, the shape of each kind's data, a constructor per kind and a typed reader.

The engine makes every event through the constructors here (they take the engine's numbers and
write names: islands, spots and gods by name, seats as ints), so the data of a kind always has
the shape of its TypedDict. Events stay `bot.games.base.Event` values (they are stored as JSON);
a consumer narrows one by its kind and reads the data typed:

    if event.kind == "bridge":
        d = data(event, "bridge")          # BridgeData
        d["spot"], d["card"]

`data` raises ValueError when the event is of another kind. Kinds that share a shape share a
TypedDict (e.g. `control`, `control_lost` and `instant_win` carry IslandData). `event.seat` is the
actor unless said otherwise; `turn`, `chooser`, `display_revealed`, `scoring`, `reshuffle`,
`final_round` and `game_over` have none.
"""

from __future__ import annotations

from typing import Literal, TypedDict, cast, get_args, overload

from bot.games.arabana.actions import card_name
from bot.games.arabana.board import ISLAND_NAMES, SPOT_NAMES
from bot.games.arabana.gods import GOD_NAMES
from bot.games.arabana.position import SEAT_SETS, card_names
from bot.games.arabana.views import ScoringKind
from bot.games.base import Event, new_event

EventKind = Literal[
    "setup_choice", "setup_card", "display_revealed", "turn", "bridge", "exchange", "discard", "discard_card",
    "takeback", "control", "bridges_returned", "control_lost", "god_taken", "relative_remove", "relative_choice",
    "draw", "drew", "scoring", "reshuffle", "chooser", "final_round", "pass", "end", "ku", "ku_hand", "ku_take",
    "ku_card", "pele", "pele_drew", "pele_give", "pele_card", "instant_win", "game_over",
]  # fmt: skip
KINDS: tuple[EventKind, ...] = get_args(EventKind)


class NoData(TypedDict):
    """setup_choice, discard, final_round, pass, end: the kind (and the actor) says it all."""


class CardData(TypedDict):
    """setup_card, discard_card, drew (private to the actor): the card chosen, laid face down or drawn."""

    card: str


class DisplayRevealedData(TypedDict):
    """Setup done: the cards the seats chose, in seat order, and one from the bag with three players."""

    cards: list[str]
    from_bag: str | None


class SeatData(TypedDict):
    """turn: whose turn it is now; chooser: who picks the seat starting the second pass."""

    seat: int


class BridgeData(TypedDict):
    """A bridge laid on `spot`, paid with `card` (an island's name or "Kanaloa")."""

    spot: str
    card: str


ExchangeData = TypedDict("ExchangeData", {"spot": str, "cards": list[str], "from": int})
"""An opponent's (`from`) bridge on `spot` replaced, paid with two cards."""


class SpotData(TypedDict):
    """takeback: the actor's own bridge back into the supply."""

    spot: str


class IslandData(TypedDict):
    """control (stone placed), control_lost (stone back), instant_win (an 11th island with all stones placed)."""

    island: str


class BridgesReturnedData(TypedDict):
    """Opponents' bridges sent home by taking control of `island`: spots and their owners, pairwise."""

    island: str
    spots: list[str]
    owners: list[int]


class GodTakenData(TypedDict):
    """A god stone taken with control of `island` (Kane: `points` scored at once, else 0)."""

    island: str
    god: str
    points: int


class RelativeRemoveData(TypedDict):
    """A relative majority on `island` removed `owner`'s bridge on `spot`."""

    island: str
    spot: str
    owner: int


class RelativeChoiceData(TypedDict):
    """The actor must choose which of `spots` a relative majority on `island` removes."""

    island: str
    spots: list[str]


class DrawData(TypedDict):
    """A draw: from the bag (slot, card, refill None) or display slot 1–4 and its refill; god "Lono" or None."""

    source: Literal["bag", "display"]
    slot: int | None
    card: str | None
    refill: str | None
    god: str | None


class ScoringData(TypedDict):
    """A scoring: "small" (end of first pass) or "big" (end of game); points per seat and totals after it."""

    kind: ScoringKind
    points: list[int]
    scores: list[int]


class ReshuffleData(TypedDict):
    """The discard pile shuffled into the bag (`bag` cards), the display laid out again."""

    bag: int
    display: list[str | None]


class TargetData(TypedDict):
    """ku: the actor looks at `target`'s hand; ku_take: he takes a card from it (hidden)."""

    target: int


class KuHandData(TypedDict):
    """Private to the actor: the hand Ku shows."""

    target: int
    cards: list[str]


class KuCardData(TypedDict):
    """Private to the actor and `target`: the card taken with Ku."""

    target: int
    card: str


PeleData = TypedDict("PeleData", {"from": list[int]})
"""Pele: the actor drew one card blind from each of these opponents."""

PeleDrewData = TypedDict("PeleDrewData", {"from": int, "card": str})
"""Private to the actor and `from`: the card Pele drew from him."""


class PeleGiveData(TypedDict):
    """Pele: the actor gave `to` a card (hidden)."""

    to: int


class PeleCardData(TypedDict):
    """Private to the actor and `to`: the card given with Pele."""

    to: int
    card: str


class GameOverData(TypedDict):
    """Final scores per seat and the winning seats."""

    scores: list[int]
    winners: list[int]


EventData = (
    NoData | CardData | DisplayRevealedData | SeatData | BridgeData | ExchangeData | SpotData | IslandData
    | BridgesReturnedData | GodTakenData | RelativeRemoveData | RelativeChoiceData | DrawData | ScoringData
    | ReshuffleData | TargetData | KuHandData | KuCardData | PeleData | PeleDrewData | PeleGiveData | PeleCardData
    | GameOverData
)  # fmt: skip


@overload
def data(event: Event, kind: Literal["setup_choice", "discard", "final_round", "pass", "end"]) -> NoData: ...
@overload
def data(event: Event, kind: Literal["setup_card", "discard_card", "drew"]) -> CardData: ...
@overload
def data(event: Event, kind: Literal["display_revealed"]) -> DisplayRevealedData: ...
@overload
def data(event: Event, kind: Literal["turn", "chooser"]) -> SeatData: ...
@overload
def data(event: Event, kind: Literal["bridge"]) -> BridgeData: ...
@overload
def data(event: Event, kind: Literal["exchange"]) -> ExchangeData: ...
@overload
def data(event: Event, kind: Literal["takeback"]) -> SpotData: ...
@overload
def data(event: Event, kind: Literal["control", "control_lost", "instant_win"]) -> IslandData: ...
@overload
def data(event: Event, kind: Literal["bridges_returned"]) -> BridgesReturnedData: ...
@overload
def data(event: Event, kind: Literal["god_taken"]) -> GodTakenData: ...
@overload
def data(event: Event, kind: Literal["relative_remove"]) -> RelativeRemoveData: ...
@overload
def data(event: Event, kind: Literal["relative_choice"]) -> RelativeChoiceData: ...
@overload
def data(event: Event, kind: Literal["draw"]) -> DrawData: ...
@overload
def data(event: Event, kind: Literal["scoring"]) -> ScoringData: ...
@overload
def data(event: Event, kind: Literal["reshuffle"]) -> ReshuffleData: ...
@overload
def data(event: Event, kind: Literal["ku", "ku_take"]) -> TargetData: ...
@overload
def data(event: Event, kind: Literal["ku_hand"]) -> KuHandData: ...
@overload
def data(event: Event, kind: Literal["ku_card"]) -> KuCardData: ...
@overload
def data(event: Event, kind: Literal["pele"]) -> PeleData: ...
@overload
def data(event: Event, kind: Literal["pele_drew"]) -> PeleDrewData: ...
@overload
def data(event: Event, kind: Literal["pele_give"]) -> PeleGiveData: ...
@overload
def data(event: Event, kind: Literal["pele_card"]) -> PeleCardData: ...
@overload
def data(event: Event, kind: Literal["game_over"]) -> GameOverData: ...
def data(event: Event, kind: EventKind) -> EventData:
    """The data of an event of `kind`, typed by its kind; ValueError for an event of another kind."""
    if event.kind != kind:
        raise ValueError(f"expected an Arabana {kind!r} event, not {event.kind!r}")
    # The constructors below are the only writers of these kinds, so the shape is the kind's.
    return cast(EventData, event.data)


def _private(*seats: int) -> frozenset[int]:
    return SEAT_SETS[seats[0]] if len(seats) == 1 else frozenset(seats)


def setup_choice(seat: int) -> Event:
    """A seat chose its display card (which one is private: setup_card)."""
    d: NoData = {}
    return new_event(Event, ("setup_choice", d, seat, None))


def setup_card(seat: int, card: int) -> Event:
    """Private: the card the seat chose for the display."""
    d: CardData = {"card": ISLAND_NAMES[card]}
    return new_event(Event, ("setup_card", d, seat, _private(seat)))


def display_revealed(chosen: list[int], from_bag: int) -> Event:
    """Setup done: the chosen cards in seat order and the bag's card (-1: none)."""
    revealed = DisplayRevealedData(cards=[ISLAND_NAMES[c] for c in chosen], from_bag=ISLAND_NAMES[from_bag] if from_bag >= 0 else None)
    return new_event(Event, ("display_revealed", revealed, None, None))


def turn(seat: int) -> Event:
    """Whose turn it is now."""
    d: SeatData = {"seat": seat}
    return new_event(Event, ("turn", d, None, None))


def bridge(seat: int, spot: int, card: int) -> Event:
    """A bridge laid on `spot` with `card` (an island or the Kanaloa card)."""
    d: BridgeData = {"spot": SPOT_NAMES[spot], "card": card_name(card)}
    return new_event(Event, ("bridge", d, seat, None))


def exchange(seat: int, spot: int, cards: tuple[int, int], previous: int) -> Event:
    """`previous`'s bridge on `spot` replaced, paid with `cards`."""
    replaced: ExchangeData = {"spot": SPOT_NAMES[spot], "cards": [card_name(c) for c in cards], "from": previous}
    return new_event(Event, ("exchange", replaced, seat, None))


def discard(seat: int) -> Event:
    """A card laid face down (which one is private: discard_card)."""
    d: NoData = {}
    return new_event(Event, ("discard", d, seat, None))


def discard_card(seat: int, card: int) -> Event:
    """Private: the card the seat laid face down."""
    d: CardData = {"card": ISLAND_NAMES[card]}
    return new_event(Event, ("discard_card", d, seat, _private(seat)))


def takeback(seat: int, spot: int) -> Event:
    """The seat's own bridge on `spot` back into its supply."""
    d: SpotData = {"spot": SPOT_NAMES[spot]}
    return new_event(Event, ("takeback", d, seat, None))


def control(seat: int, island: int) -> Event:
    """The seat took control of `island`: its stone placed."""
    d: IslandData = {"island": ISLAND_NAMES[island]}
    return new_event(Event, ("control", d, seat, None))


def control_lost(seat: int, island: int) -> Event:
    """The seat fell to half or less on `island`: its stone back."""
    d: IslandData = {"island": ISLAND_NAMES[island]}
    return new_event(Event, ("control_lost", d, seat, None))


def bridges_returned(seat: int, island: int, spots: list[int], owners: list[int]) -> Event:
    """Opponents' bridges on `spots` (owned by `owners`) sent home by the seat's control of `island`."""
    returned = BridgesReturnedData(island=ISLAND_NAMES[island], spots=[SPOT_NAMES[s] for s in spots], owners=owners)
    return new_event(Event, ("bridges_returned", returned, seat, None))


def god_taken(seat: int, island: int, god: int, points: int) -> Event:
    """The god stone of `island` taken (Kane: `points` scored at once)."""
    d: GodTakenData = {"island": ISLAND_NAMES[island], "god": GOD_NAMES[god], "points": points}
    return new_event(Event, ("god_taken", d, seat, None))


def relative_remove(seat: int, island: int, spot: int, owner: int) -> Event:
    """A relative majority of the seat on `island` removed `owner`'s bridge on `spot`."""
    removed = RelativeRemoveData(island=ISLAND_NAMES[island], spot=SPOT_NAMES[spot], owner=owner)
    return new_event(Event, ("relative_remove", removed, seat, None))


def relative_choice(seat: int, island: int, spots: list[int]) -> Event:
    """The seat must choose which of `spots` its relative majority on `island` removes."""
    choice = RelativeChoiceData(island=ISLAND_NAMES[island], spots=[SPOT_NAMES[s] for s in spots])
    return new_event(Event, ("relative_choice", choice, seat, None))


def draw_bag(seat: int, god: str | None) -> Event:
    """A draw from the bag (the card is private: drew); `god` "Lono" for Lono's extra draw."""
    d: DrawData = {"source": "bag", "slot": None, "card": None, "refill": None, "god": god}
    return new_event(Event, ("draw", d, seat, None))


def draw_display(seat: int, slot: int, card: int, refill: int, god: str | None) -> Event:
    """A draw from display slot `slot` (0–3), refilled with `refill` (-1: the bag was empty)."""
    drawn = DrawData(
        source="display",
        slot=slot + 1,
        card=ISLAND_NAMES[card],
        refill=ISLAND_NAMES[refill] if refill >= 0 else None,
        god=god,
    )
    return new_event(Event, ("draw", drawn, seat, None))


def drew(seat: int, card: int) -> Event:
    """Private: the card the seat drew from the bag."""
    d: CardData = {"card": ISLAND_NAMES[card]}
    return new_event(Event, ("drew", d, seat, _private(seat)))


def scoring(kind: ScoringKind, points: list[int], scores: list[int]) -> Event:
    """A scoring: points per seat and the totals after it."""
    d: ScoringData = {"kind": kind, "points": points, "scores": scores}
    return new_event(Event, ("scoring", d, None, None))


def reshuffle(bag: int, display: list[int]) -> Event:
    """The discard pile shuffled into the bag (`bag` cards), the display laid out (-1: empty slot)."""
    d: ReshuffleData = {"bag": bag, "display": [ISLAND_NAMES[c] if c >= 0 else None for c in display]}
    return new_event(Event, ("reshuffle", d, None, None))


def chooser(seat: int) -> Event:
    """Lowest-chooses: `seat` picks who starts the second pass."""
    d: SeatData = {"seat": seat}
    return new_event(Event, ("chooser", d, None, None))


def final_round() -> Event:
    """Bag and display empty again: each player one last turn."""
    d: NoData = {}
    return new_event(Event, ("final_round", d, None, None))


def pass_turn(seat: int) -> Event:
    """Final round: the seat waits, keeping its last turn (kind "pass")."""
    d: NoData = {}
    return new_event(Event, ("pass", d, seat, None))


def end(seat: int) -> Event:
    """The seat ended its turn without drawing."""
    d: NoData = {}
    return new_event(Event, ("end", d, seat, None))


def ku(seat: int, target: int) -> Event:
    """Ku: the seat looks at `target`'s hand."""
    d: TargetData = {"target": target}
    return new_event(Event, ("ku", d, seat, None))


def ku_hand(seat: int, target: int, hand: list[int]) -> Event:
    """Private: the hand (per-island counts) Ku shows the seat."""
    d: KuHandData = {"target": target, "cards": card_names(hand)}
    return new_event(Event, ("ku_hand", d, seat, _private(seat)))


def ku_take(seat: int, target: int) -> Event:
    """Ku: the seat took a card from `target`'s hand (which one is private: ku_card)."""
    d: TargetData = {"target": target}
    return new_event(Event, ("ku_take", d, seat, None))


def ku_card(seat: int, target: int, card: int) -> Event:
    """Private to both: the card taken with Ku."""
    d: KuCardData = {"target": target, "card": ISLAND_NAMES[card]}
    return new_event(Event, ("ku_card", d, seat, _private(seat, target)))


def pele(seat: int, drawn_from: list[int]) -> Event:
    """Pele: the seat drew one card blind from each of `drawn_from`."""
    drawn: PeleData = {"from": drawn_from}
    return new_event(Event, ("pele", drawn, seat, None))


def pele_drew(seat: int, giver: int, card: int) -> Event:
    """Private to both: the card Pele drew from `giver`."""
    drawn: PeleDrewData = {"from": giver, "card": ISLAND_NAMES[card]}
    return new_event(Event, ("pele_drew", drawn, seat, _private(seat, giver)))


def pele_give(seat: int, to: int) -> Event:
    """Pele: the seat gave `to` a card (which one is private: pele_card)."""
    d: PeleGiveData = {"to": to}
    return new_event(Event, ("pele_give", d, seat, None))


def pele_card(seat: int, to: int, card: int) -> Event:
    """Private to both: the card given with Pele."""
    d: PeleCardData = {"to": to, "card": ISLAND_NAMES[card]}
    return new_event(Event, ("pele_card", d, seat, _private(seat, to)))


def instant_win(seat: int, island: int) -> Event:
    """The seat won at once: an 11th island taken with all its stones placed."""
    d: IslandData = {"island": ISLAND_NAMES[island]}
    return new_event(Event, ("instant_win", d, seat, None))


def game_over(scores: list[int], winners: list[int]) -> Event:
    """Final scores and the winning seats."""
    d: GameOverData = {"scores": scores, "winners": winners}
    return new_event(Event, ("game_over", d, None, None))
