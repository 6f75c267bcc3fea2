"""Building Arabana positions for tests: a snapshot edited by name, then restored."""

from __future__ import annotations

from typing import Any

from bot.games.arabana import GAME
from bot.games.arabana.board import DECK, ISLAND_INDEX, ISLANDS, SPOT_ENDS, spot_named
from bot.games.arabana.gods import GOD_INDEX
from bot.games.arabana.state import ArabanaState
from bot.games.base import Event


def island(name: str) -> int:
    """The island number for a name."""
    return ISLAND_INDEX[name.lower()]


def spot(name: str) -> int:
    """The spot number for `A-B`."""
    found = spot_named(name)
    assert found is not None, name
    return found


def counts(names: list[str]) -> list[int]:
    """Per-island card counts for a list of island names."""
    result = [0] * ISLANDS
    for name in names:
        result[island(name)] += 1
    return result


def position(
    players: int = 4,
    *,
    bridges: dict[str, int] | None = None,
    control: dict[str, int] | None = None,
    hands: dict[int, list[str]] | None = None,
    display: list[str | None] | None = None,
    bag: list[str] | None = None,
    turn: int = 0,
    options: dict[str, str] | None = None,
    gods_at: dict[str, str] | None = None,
    gods_held: dict[int, list[str]] | None = None,
    supply: list[int] | None = None,
    **fields: Any,
) -> ArabanaState:
    """A running position: bridges by spot name, control by island name, hands by seat.

    Supplies (unless given) and stones follow from the board; the bag defaults to the cards not in hands or display.
    """
    d = GAME.new(players, 1, options).to_dict()
    owner = [-1] * len(d["owner"])
    for name, seat in (bridges or {}).items():
        owner[spot(name)] = seat
    ctrl = [-1] * ISLANDS
    for name, seat in (control or {}).items():
        ctrl[island(name)] = seat
    hand_lists = [list((hands or {}).get(seat, [])) for seat in range(players)]
    shown = display if display is not None else ["Ahu", "Iki", "Noa", "Pipi"]
    d.update(
        phase="play",
        turn=turn,
        owner=owner,
        control=ctrl,
        bridges=supply or [20 - owner.count(seat) for seat in range(players)],
        stones=[10 - ctrl.count(seat) for seat in range(players)],
        hands=[counts(h) for h in hand_lists],
        display=[island(c) if c else -1 for c in shown],
    )
    if bag is None:
        rest = list(DECK)
        for card in [c for h in hand_lists for c in h] + [c for c in shown if c]:
            rest.remove(island(card))
        d["bag"] = rest
    else:
        d["bag"] = [island(c) for c in bag]
    if gods_at is not None:
        d["god_at"] = [-1] * ISLANDS
        for name, god in gods_at.items():
            d["god_at"][island(name)] = GOD_INDEX[god.lower()]
    for seat, gods in (gods_held or {}).items():
        d["gods_held"][seat] = sorted(GOD_INDEX[g.lower()] for g in gods)
    d.update(fields)
    return GAME.restore(d)


def owner_of(state: ArabanaState, name: str) -> int | None:
    """Whose bridge is on a spot (None: free)."""
    seat = state.view(None)["spots"][spot(name)]
    return None if seat is None else int(seat)


def controller(state: ArabanaState, name: str) -> int | None:
    """Who controls an island (None: nobody)."""
    seat = state.view(None)["control"][island(name)]
    return None if seat is None else int(seat)


def texts(state: ArabanaState, seat: int) -> list[str]:
    """The legal actions of a seat as text."""
    return [str(a) for a in state.legal_actions(seat)]


def kinds(events: list[Event]) -> list[str]:
    """Event kinds in order."""
    return [e.kind for e in events]


def spots_at(name: str) -> list[int]:
    """The spot numbers of an island."""
    i = island(name)
    return [s for s, ends in enumerate(SPOT_ENDS) if i in ends]
