"""Building Spellcaster positions by hand for the tests."""

from __future__ import annotations

from typing import Any

from bot.games.base import Event
from bot.games.spellcaster import GAME, SpellcasterState
from bot.games.spellcaster.cards import PILES

FILLER = ["Y01", "B01", "R01", "G02", "Y08", "B04", "R04", "G03", "Y06", "B07"] * 2


def position(
    *,
    piles: dict[str, list[tuple[str, int]]] | None = None,
    turn: int = 0,
    **changes: Any,
) -> SpellcasterState:
    """A running position, seat `turn` to act with 2 actions; `piles` maps colour -> [(card, facing), ...] bottom first."""
    data: dict[str, Any] = {
        "options": {"second-player-bonus": "off"},
        "start": 0,
        "turn": turn,
        "turn_no": 5,
        "phase": "actions",
        "hands": [[], []],
        "deck": list(FILLER),
        "discard": [],
        "piles": [[] for _ in PILES],
        "faces": [[] for _ in PILES],
        "energy": [10, 10],
        "sapphires": [2, 2],
        "guard": [0, 0],
        "nullify": [False, False],
        "actions_left": 2,
        "activated": [],
        "stack": [],
        "pending": None,
        "ending": False,
        "winners": [],
        "end_reason": None,
        "hand_known": [[], []],
        "seen_pos": [[], []],
        "last": None,
        "undo_ok": False,
    }
    for colour, cards in (piles or {}).items():
        index = PILES.index(colour)
        data["piles"][index] = [card for card, _ in cards]
        data["faces"][index] = [facing for _, facing in cards]
    data.update(changes)
    data["hands"] = [sorted(h) for h in data["hands"]]
    return GAME.restore(data)


def kinds(events: list[Event]) -> list[str]:
    """The event kinds, in order."""
    return [e.kind for e in events]


def texts(state: SpellcasterState, seat: int) -> list[str]:
    """The legal actions of `seat` as text."""
    return [str(a) for a in state.legal_actions(seat)]


def top(state: SpellcasterState, colour: str) -> tuple[str, int] | None:
    """(card, facing) on top of a pile, or None."""
    index = PILES.index(colour)
    if not state.piles[index]:
        return None
    return state.piles[index][-1], state.faces[index][-1]


def finished_view(**changes: Any) -> dict[str, Any]:
    """The public view of a finished duel (winners, end_reason, energy, sapphires, turn_no as given)."""
    state = position(phase="over", **changes)
    assert state.is_over()
    return dict(state.view(None))
