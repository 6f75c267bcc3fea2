"""Druids actions and their one canonical text each.

Grammar (case-insensitive when read, canonical form shown):
    play R7              play a domain card: colour letter G Y R B V and value 1–12
    play SICKLE          play a Golden Sickle
    play MISTLETOE       play a Mistletoe
    play GAIA R          lead Gaia to trick 1, naming its colour (basic variant)
    play GAIA R light    the same, naming the side too (sun-moon variant: dark or light)
    sickle B             after a tie, remove your blue stack with the Sickle

Every action is interned: `PLAY[card]`, `GAIA_LEADS[variant]`, `SICKLE_CHOICE[colour]`.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.base import Action, IllegalAction
from bot.games.druids.cards import CARD_BY_TEXT, CARD_CODES, CARD_TEXT, COLOUR_INDEX, COLOURS, GAIA, SIDES


@dataclass(frozen=True)
class Play(Action):
    """Play a card other than Gaia."""

    card: int

    def __str__(self) -> str:
        return f"play {CARD_TEXT[self.card]}"


@dataclass(frozen=True)
class LeadGaia(Action):
    """Lead Gaia to trick 1 as `colour`; `side` is '' in the basic game, 'dark' or 'light' in sun-moon."""

    colour: int
    side: str = ""

    def __str__(self) -> str:
        text = f"play GAIA {COLOURS[self.colour]}"
        return f"{text} {self.side}" if self.side else text


@dataclass(frozen=True)
class ChooseSickle(Action):
    """Remove the stack of `colour` with a Sickle (only asked when the highest tops tie)."""

    colour: int

    def __str__(self) -> str:
        return f"sickle {COLOURS[self.colour]}"


PLAY = tuple(Play(card) for card in range(CARD_CODES))
SICKLE_CHOICE = tuple(ChooseSickle(colour) for colour in range(len(COLOURS)))
GAIA_LEADS = {
    "basic": [LeadGaia(colour) for colour in range(len(COLOURS))],
    "sun-moon": [LeadGaia(colour, side) for colour in range(len(COLOURS)) for side in SIDES],
}
_INTERNED: dict[str, Action] = {
    str(action): action
    for action in [*PLAY, *SICKLE_CHOICE, *GAIA_LEADS["basic"], *GAIA_LEADS["sun-moon"]]
    if action != PLAY[GAIA]
}

HELP = "write `play R7`, `play SICKLE`, `play MISTLETOE`, `play GAIA R` (sun-moon: `play GAIA R light`) or `sickle B`"


def parse_action(text: str) -> Action:
    """The action for `text`; raises IllegalAction quoting it when it cannot be read."""
    words = text.split()
    # Verb and side in lower case, cards and colours in upper case: the canonical spelling.
    canonical = " ".join(w.lower() if i == 0 or w.lower() in SIDES else w.upper() for i, w in enumerate(words))
    action = _INTERNED.get(canonical)
    if action is not None:
        return action
    shown = text.strip()[:40]
    if len(words) == 2 and words[0].lower() == "play" and words[1].upper() == "GAIA":
        raise IllegalAction(
            f"Cannot read {shown!r}: Gaia needs a colour, e.g. `play GAIA R`.", code="druids.gaia_colour_missing", text=shown
        )
    if len(words) >= 2 and words[0].lower() == "play" and words[1].upper() not in CARD_BY_TEXT:
        raise IllegalAction(
            f"Cannot read {shown!r}: there is no card {words[1][:12]!r} (colours {', '.join(COLOURS)}, values 1–12).",
            code="druids.no_such_card",
            text=shown,
        )
    if len(words) == 2 and words[0].lower() == "sickle" and words[1].upper() not in COLOUR_INDEX:
        raise IllegalAction(
            f"Cannot read {shown!r}: name a colour letter ({', '.join(COLOURS)}).", code="druids.no_such_colour", text=shown
        )
    raise IllegalAction(f"Cannot read {shown!r}: {HELP}.", code="druids.unreadable", text=shown)
