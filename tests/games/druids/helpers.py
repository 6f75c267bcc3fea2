"""Build Druids positions by hand (through restore) for the rule tests."""

from __future__ import annotations

from typing import Any

from bot.games.druids import GAME
from bot.games.druids.state import DruidsState


def position(
    hands: list[list[str]],
    *,
    stacks: list[dict[str, list[str]]] | None = None,
    trick: list[str] | None = None,
    leader: int = 0,
    trick_no: int = 2,
    gaia: str | None = "R",
    side: str | None = None,
    variant: str = "basic",
    rounds: int = 5,
    round_no: int = 1,
    dealer: int = 0,
    totals: list[int] | None = None,
    history: list[list[int]] | None = None,
    set_aside: list[str] | None = None,
) -> DruidsState:
    """A state in the middle of a round: `trick` already played from `leader`, the next seat to move."""
    players = len(hands)
    trick = trick or []
    data: dict[str, Any] = {
        "players": players,
        "seed": "test",
        "options": {"variant": variant, "rounds": rounds},
        "round": round_no,
        "dealer": dealer,
        "totals": totals or [0] * players,
        "history": history or [],
        "last_round": None,
        "over": False,
        "hands": hands,
        "stacks": stacks or [{} for _ in range(players)],
        "set_aside": set_aside or [],
        "undealt": [],
        "trick": trick,
        "trick_no": trick_no,
        "leader": leader,
        "turn": (leader + len(trick)) % players,
        "gaia": None if trick_no == 1 and not trick else gaia,
        "side": side if side is not None else ("dark" if variant == "basic" else ""),
        "winner": -1,
        "sickles_left": 0,
        "sickle_options": [],
        "last_trick": None,
    }
    return GAME.restore(data)


def play_all(state: DruidsState, *moves: str) -> list[Any]:
    """Apply moves in turn order (each by the seat to move); returns all events."""
    events = []
    for text in moves:
        (seat,) = state.to_move()
        events.extend(state.apply(seat, text))
    return events


def tops(state: DruidsState, seat: int) -> dict[str, str]:
    """Colour -> top card of a seat's stacks, from the public view."""
    return {colour: stack["top"] for colour, stack in state.view(None)["stacks"][seat].items()}


def heights(state: DruidsState, seat: int) -> dict[str, int]:
    """Colour -> stack height of a seat's stacks, from the public view."""
    return {colour: stack["height"] for colour, stack in state.view(None)["stacks"][seat].items()}
