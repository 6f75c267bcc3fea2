"""Spellcaster actions: small frozen values with one canonical text each (see the package docstring).

Every action object is interned: `DRAW`, `DECLINE`, `PLAY[id]`, `ACTIVATE[pile]`, `DISCARD[id]`,
`PILE[pile]`, `TAKE[id]`, `KEEP[id]`, `BOTTOM[id]`, so building legal-action lists allocates nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.base import Action, IllegalAction
from bot.games.spellcaster.cards import CARDS, PILE_INDEX, PILES
from bot.games.spellcaster.views import Verb


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Action: draw one card."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Play(Action):
    """Action: play a card from hand onto its colour's pile."""

    card: str

    def __str__(self) -> str:
        return f"play {self.card}"


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """Action: activate the top card of a pile that faces you."""

    pile: int

    def __str__(self) -> str:
        return f"activate {PILES[self.pile]}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Choice: discard this card from your hand (rival's discard, Whispered Bargain)."""

    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Decline(Action):
    """Choice: refuse to discard for Whispered Bargain (the caster draws instead)."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True)
class ChoosePile(Action):
    """Choice: a pile (Fumbletongue, Mind Twist, Spell Echo)."""

    pile: int

    def __str__(self) -> str:
        return f"pile {PILES[self.pile]}"


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Choice: take this card from the discard pile (Rewind)."""

    card: str

    def __str__(self) -> str:
        return f"take {self.card}"


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """Choice: keep this card of those revealed by Foresight."""

    card: str

    def __str__(self) -> str:
        return f"keep {self.card}"


@dataclass(frozen=True, slots=True)
class Bottom(Action):
    """Choice: put this card lowest of those Foresight sends under the deck."""

    card: str

    def __str__(self) -> str:
        return f"bottom {self.card}"


DRAW = Draw()
DECLINE = Decline()
PLAY: dict[str, Action] = {cid: Play(cid) for cid in CARDS}
ACTIVATE: tuple[Action, ...] = tuple(Activate(p) for p in range(len(PILES)))
DISCARD: dict[str, Action] = {cid: Discard(cid) for cid in CARDS}
PILE: tuple[Action, ...] = tuple(ChoosePile(p) for p in range(len(PILES)))
TAKE: dict[str, Action] = {cid: Take(cid) for cid in CARDS}
KEEP: dict[str, Action] = {cid: Keep(cid) for cid in CARDS}
BOTTOM: dict[str, Action] = {cid: Bottom(cid) for cid in CARDS}

_BY_CARD: dict[str, dict[str, Action]] = {"play": PLAY, "discard": DISCARD, "take": TAKE, "keep": KEEP, "bottom": BOTTOM}
_BY_PILE: dict[str, tuple[Action, ...]] = {"activate": ACTIVATE, "pile": PILE}
_SINGLE: dict[str, Action] = {"draw": DRAW, "decline": DECLINE}
GRAMMAR = "draw | play <card> | activate <colour> | discard <card> | decline | pile <colour> | take <card> | keep <card> | bottom <card>"


def parse_action(text: str) -> Action:
    """The action written as `text` (case and spacing are forgiven); IllegalAction if unreadable."""
    words = text.split()
    if not words:
        raise IllegalAction(f"Cannot read {text!r}: write one of {GRAMMAR}.", code="spellcaster.unreadable", text=text)
    verb = words[0].lower()
    if len(words) == 1 and verb in _SINGLE:
        return _SINGLE[verb]
    if len(words) == 2:
        arg = words[1]
        if verb in _BY_CARD:
            action = _BY_CARD[verb].get(arg.upper())
            if action is None:
                raise IllegalAction(
                    f"Cannot read {text!r}: {arg!r} is no card id (cards are R01…G11).",
                    code="spellcaster.unknown_card",
                    text=text,
                )
            return action
        if verb in _BY_PILE:
            pile = PILE_INDEX.get(arg.lower())
            if pile is None:
                raise IllegalAction(
                    f"Cannot read {text!r}: {arg!r} is no pile (piles: {', '.join(PILES)}).",
                    code="spellcaster.unknown_pile",
                    text=text,
                )
            return _BY_PILE[verb][pile]
    raise IllegalAction(f"Cannot read {text!r}: write one of {GRAMMAR}.", code="spellcaster.unreadable", text=text)


def parts(action: Action) -> tuple[Verb, str | None, str | None]:
    """An action's verb, the card id it names and the colour of the pile it acts on (None where it names none)."""
    if isinstance(action, Play):
        return "play", action.card, PILES[CARDS[action.card].pile]
    if isinstance(action, Activate):
        return "activate", None, PILES[action.pile]
    if isinstance(action, ChoosePile):
        return "pile", None, PILES[action.pile]
    if isinstance(action, Discard):
        return "discard", action.card, None
    if isinstance(action, Take):
        return "take", action.card, None
    if isinstance(action, Keep):
        return "keep", action.card, None
    if isinstance(action, Bottom):
        return "bottom", action.card, None
    if isinstance(action, Decline):
        return "decline", None, None
    return "draw", None, None
