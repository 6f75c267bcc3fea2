"""The engine contract every game implements: its names are fixed, since the service, the Discord layer,
the computer players and the tests rely on them (docs/adding-a-game.md walks through a new game).

A game is a `Game` (static facts and a factory) and a `State` (one match). States are driven by
decisions: `to_move()` says whose decision is awaited, `legal_actions(seat)` lists the choices and
`apply(seat, action)` makes one. Engines are pure: no I/O, no asyncio, no Discord, no database.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, NamedTuple, TypeVar

from bot.refusal import Refusal

JSON = Any  # JSON-safe value: dict/list/str/int/float/bool/None
# A fact a rules summary quotes: a number, a text, or several numbers shown together.
Fact = int | str | tuple[int, ...]


class GameError(Refusal, ValueError):
    """A refused move; the message is fit to show the player (`code` names it for translation)."""


class NotYourTurn(GameError):
    """The seat is not one whose decision is awaited."""


class IllegalAction(GameError):
    """The action is not legal now (or cannot be parsed)."""


class Action:
    """A small typed value; `str(action)` is its canonical text (at most 60 characters).

    Every kind of action defines `__str__`. Not an ABC: engines and players test an action's kind
    on every move, and an ABC's isinstance is several times slower."""

    __slots__ = ()

    def __str__(self) -> str:
        raise NotImplementedError(f"{type(self).__name__} has no canonical text")


class _EventFields(NamedTuple):
    kind: str
    data: Mapping[str, JSON]
    seat: int | None
    to: frozenset[int] | None


class Event(_EventFields):
    """Something that happened. `to=None` is public; `to={2}` is private to seat 2.

    Immutable, with the four fields by name. A tuple underneath: engines make several events a move,
    and the events modules build them with `new_event(Event, (kind, data, seat, to))`, one C call."""

    __slots__ = ()

    def __new__(
        cls, kind: str, data: Mapping[str, JSON] | None = None, seat: int | None = None, to: frozenset[int] | None = None
    ) -> Event:
        return new_event(cls, (kind, {} if data is None else data, seat, to))

    def visible_to(self, seat: int | None) -> bool:
        """Whether `seat` (None: the public) may see this event."""
        return self.to is None or (seat is not None and seat in self.to)

    def to_dict(self) -> dict[str, JSON]:
        """JSON-safe form."""
        return {
            "kind": self.kind,
            "data": dict(self.data),
            "seat": self.seat,
            "to": None if self.to is None else sorted(self.to),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Event:
        """The event back from its JSON form (`to_dict`)."""
        to = data.get("to")
        return cls(str(data["kind"]), dict(data.get("data") or {}), data.get("seat"), None if to is None else frozenset(to))


# An event from its four fields in order (kind, data, seat, to), without a Python-level call.
new_event = tuple.__new__


@dataclass(frozen=True)
class Outcome:
    """Final scores per seat and the winning seats (several on a tie)."""

    scores: list[int]
    winners: list[int]


@dataclass(frozen=True)
class OptionSpec:
    """One table option: either a choice among strings or a bounded integer."""

    name: str
    default: str | int
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""

    @property
    def kind(self) -> str:
        """'choice' or 'int'."""
        return "choice" if self.choices else "int"

    def allowed(self) -> str:
        """Human text of the allowed values."""
        if self.choices:
            return ", ".join(self.choices)
        return f"{self.minimum}–{self.maximum}"

    def parse(self, value: object) -> str | int:
        """Validate and normalise a value; raises GameError naming the allowed values."""
        if self.choices:
            text = str(value).strip().lower()
            if text not in self.choices:
                raise GameError(
                    f"Option {self.name}: {value!r} is not allowed (allowed: {self.allowed()}).",
                    code="option.choice",
                    option=self.name,
                    value=str(value),
                    allowed=self.allowed(),
                )
            return text
        try:
            number = int(str(value).strip())
        except ValueError:
            raise GameError(
                f"Option {self.name}: {value!r} is not a whole number (allowed: {self.allowed()}).",
                code="option.not_number",
                option=self.name,
                value=str(value),
                allowed=self.allowed(),
            ) from None
        if (self.minimum is not None and number < self.minimum) or (
            self.maximum is not None and number > self.maximum
        ):
            raise GameError(
                f"Option {self.name}: {number} is out of range (allowed: {self.allowed()}).",
                code="option.range",
                option=self.name,
                value=number,
                minimum=self.minimum if self.minimum is not None else "−∞",
                maximum=self.maximum if self.maximum is not None else "∞",
            )
        return number


S = TypeVar("S", bound="State")



# Options of the table rather than the game, accepted by every game and ignored by its rules:
# `hints` lets players ask the hard computer for a move (such a table is not rated).
TABLE_OPTIONS: Mapping[str, OptionSpec] = {
    "hints": OptionSpec("hints", "off", choices=("off", "on"), help="players may ask the hard computer for a hint"),
}


class Game(ABC, Generic[S]):
    """Static facts about a game and a factory for its states."""

    key: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[Mapping[str, OptionSpec]] = {}
    # Event kinds that sum up a deal, a round or the game: the thread shows them (and what follows) in a
    # post of their own, after the post of the trick or turn that led to them.
    summary_events: ClassVar[frozenset[str]] = frozenset()

    def resolve_options(self, options: Mapping[str, object] | None = None) -> dict[str, str | int]:
        """All options with defaults filled in; unknown names or bad values raise GameError."""
        given = dict(options or {})
        unknown = sorted(set(given) - set(self.options) - set(TABLE_OPTIONS))
        if unknown:
            raise GameError(
                f"Unknown option {', '.join(unknown)} for {self.title} "
                f"(options: {', '.join(self.options) or 'none'}).",
                code="option.unknown",
                option=", ".join(unknown),
                game=self.title,
                options=", ".join(self.options) or "—",
            )
        resolved = {
            name: spec.parse(given[name]) if name in given else spec.default
            for name, spec in self.options.items()
        }
        # A table's own options ride along only when given: the engine ignores them.
        resolved.update({name: spec.parse(given[name]) for name, spec in TABLE_OPTIONS.items() if name in given})
        return resolved

    def options_in_play(self, options: Mapping[str, object], players: int) -> dict[str, object]:
        """The options that change a game of `players` seats (the lobby shows only these); all by default."""
        return dict(options)

    def check_players(self, players: int) -> None:
        """Raise GameError unless the player count is allowed."""
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                need = f"exactly {self.min_players}"
            else:
                need = f"{self.min_players} to {self.max_players}"
            raise GameError(
                f"{self.title} needs {need} players, not {players}.",
                code="table.player_count",
                game=self.title,
                min=self.min_players,
                max=self.max_players,
                players=players,
                exact="yes" if self.min_players == self.max_players else "no",
            )

    def new(self, players: int, seed: int | str, options: Mapping[str, object] | None = None) -> S:
        """A fresh match for `players` seats, shuffled from `seed`."""
        self.check_players(players)
        return self._new(players, seed, self.resolve_options(options))

    @abstractmethod
    def _new(self, players: int, seed: int | str, options: dict[str, str | int]) -> S:
        """Build a fresh state from validated options."""

    @abstractmethod
    def restore(self, data: Mapping[str, JSON]) -> S:
        """Rebuild a state from `State.to_dict()`."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Parse canonical action text; raises IllegalAction on garbage."""

    def replay(
        self,
        players: int,
        seed: int | str,
        options: Mapping[str, object] | None,
        actions: Iterable[tuple[int, str]],
    ) -> S:
        """The state reached by applying `(seat, action_text)` pairs from a fresh deal."""
        state = self.new(players, seed, options)
        for seat, text in actions:
            state.apply(seat, text)
        return state

    def rules_summary(self) -> str:
        """A concise rules summary for `/<game> rules` (Markdown, under 2000 characters)."""
        return self.title

    def rules_facts(self) -> Mapping[str, Fact]:
        """The numbers a rules summary quotes besides the options (deal sizes, start values, targets,
        scoring tables), by placeholder name; a tuple is one text of several numbers ("40/30/20/10")."""
        return {}


class State(ABC):
    """One match. Mutated only through `apply`; on error nothing changes."""

    game: Game[Any]

    @abstractmethod
    def to_move(self) -> frozenset[int]:
        """Seats whose decision is awaited now; empty iff the game is over."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action for `seat` now (empty if none is awaited from it)."""

    def check(self, seat: int, action: Action) -> None:
        """Raise IllegalAction (with the reason) unless `action` is legal for `seat`.

        Games override this with a cheaper test and a more helpful reason.
        """
        if action not in self.legal_actions(seat):
            raise IllegalAction(f"{action} is not allowed now.")

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """Make `seat`'s decision. Raises NotYourTurn / IllegalAction; then the state is unchanged."""
        if isinstance(action, str):
            action = self.game.parse_action(action)
        if seat not in self.to_move():
            if self.is_over():
                raise NotYourTurn("The game is over.")
            raise NotYourTurn("It is not your turn.")
        self.check(seat, action)
        return self._apply(seat, action)

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Apply an action already checked legal; must not raise."""

    def play(self, seat: int, action: Action) -> None:
        """Make `seat`'s decision `action`, taken from `legal_actions(seat)` just now: no checks.

        For search playouts, which choose among the legal actions themselves; anything else applies."""
        self._apply(seat, action)

    @abstractmethod
    def view(self, seat: int | None) -> Mapping[str, Any]:
        """JSON-safe view of what `seat` may know; None is the public view.

        Each game narrows the type to its own `TypedDict` (its `views.py`); code that serves every game
        reads this plain mapping."""

    def is_over(self) -> bool:
        """Whether the match has ended."""
        return not self.to_move()

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """Final result, or None while running."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Running totals per seat."""

    @abstractmethod
    def to_dict(self) -> dict[str, JSON]:
        """Full JSON-safe snapshot; `game.restore(d)` rebuilds an equal state."""

    @abstractmethod
    def determinize(self, seat: int, seed: int | str) -> State:
        """A copy in which everything hidden from `seat` is re-dealt at random (sizes kept)."""

    def undoable(self, seat: int, action: Action) -> bool:
        """Whether `seat` may take back `action` right after applying it.

        True only if the action revealed nothing hidden to anyone (another seat's cards, choices made at
        once and in secret, what chance dealt), and the same seat still has the decision. The engine
        decides; the table service and Discord only offer what it allows. Games refine this; the
        default refuses.
        """
        return False

    def play_unit(self) -> tuple[int, ...] | None:
        """The unit of play the next move belongs to (a trick, a turn, an auction): the thread shows one
        board message per unit, edited move by move. None: every move is a unit of its own."""
        return None

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.scores())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.game.key == other.game.key and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


def rng_for(seed: int | str, *parts: object) -> random.Random:
    """A generator for one named random step, e.g. rng_for(seed, 'deal', 3); never the global one."""
    return random.Random(":".join([str(seed), *map(str, parts)]))


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Shuffle `items` in place exactly as `rng.shuffle(items)` would (the same order from the same
    generator state), with its draws inlined: deals and determinizations shuffle on every search sweep."""
    getrandbits = rng.getrandbits
    for i in reversed(range(1, len(items))):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def randbelow(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)` for n >= 1, drawing exactly what it draws, in one call instead of three."""
    getrandbits = rng.getrandbits
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def ranked_winners(scores: Sequence[int]) -> list[int]:
    """Seats with the highest score (all of them on a tie)."""
    best = max(scores)
    return [seat for seat, score in enumerate(scores) if score == best]
