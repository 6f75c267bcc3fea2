"""Folding owed messages: one current prompt per seat and one post per unit of play.

Several moves' messages are owed at once after a crash, or after computers moved in quick
succession. Before they are sent, the older DMs of a seat are folded into its newest, and the older
posts of a unit of play into its newest (which holds all the unit's moves): what counts is one
current prompt per seat and one post per unit. This works on the typed payloads of
`bot.tables.payloads`; the Discord layer sends what comes out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, TypeVar

from bot.tables.model import Owed
from bot.tables.payloads import BoardPayload, DmPayload, OwedKind

# The order in which one update's messages go out.
ORDER: dict[str, int] = {OwedKind.CLICKED: 0, OwedKind.BOARD: 1, OwedKind.DM: 2, OwedKind.FINAL: 3, OwedKind.END: 4}

T = TypeVar("T")


def in_order(owed: Sequence[Owed]) -> list[Owed]:
    """Messages in the order they go out: ✅, the board, the DMs, the end's edits and DMs; older first."""
    return sorted(owed, key=lambda o: (ORDER.get(o.kind, 9), o.id))


def fold(owed: Sequence[Owed]) -> tuple[list[Owed], list[int]]:
    """Owed messages of one table, a seat's older DMs folded into its newest and a unit's older posts into
    its newest. Returns what to send (in order) and the ids it replaces (delivered with it)."""
    keep: dict[tuple[str, Any], Owed] = {}
    send: list[Owed] = []
    folded: list[int] = []
    for item in sorted(owed, key=lambda o: o.id):
        if item.kind == OwedKind.BOARD:
            unit = item.board().get("unit")
            key: tuple[str, Any] = (item.kind, tuple(unit) if unit is not None else None)
        elif item.kind == OwedKind.DM:
            key = (item.kind, item.seat)
        else:
            send.append(item)
            continue
        older = keep.get(key)
        if older is None:
            keep[key] = item
            continue
        folded.append(older.id)
        if item.kind == OwedKind.DM:
            merged: dict[str, Any] = dict(fold_dm(older.dm(), item.dm()))
        else:
            merged = dict(fold_board(older.id, older.board(), item.board()))
        keep[key] = replace(item, payload=merged)
    return in_order([*send, *keep.values()]), folded


def fold_dm(older: DmPayload, newer: DmPayload) -> DmPayload:
    """A seat's newer prompt holding what the older one had to say: its private lines, the moves taken
    back, the prompts it replaces, the hand if either showed it, the prompt to edit if either had one."""
    merged = newer.copy()
    merged["events"] = union(older.get("events", []), newer.get("events", []))
    merged["undone"] = union(older.get("undone", []), newer.get("undone", []))
    merged["supersede"] = union(older.get("supersede", []), newer.get("supersede", []))
    merged["with_hand"] = bool(newer.get("with_hand") or older.get("with_hand"))
    merged["edit"] = newer.get("edit") or older.get("edit")
    return merged


def fold_board(older_id: int, older: BoardPayload, newer: BoardPayload) -> BoardPayload:
    """A unit's newer post (which holds the unit's earlier events) folded with the older one, outbox id
    `older_id`, that was never sent: it pings whom either would have pinged, and edits or replaces
    the post the older one would have. Posts of no unit hold the events and notices of both."""
    merged = newer.copy()
    if newer.get("unit") is None:
        merged["events"] = union(older.get("events", []), newer.get("events", []))
        merged["notices"] = union(older.get("notices", []), newer.get("notices", []))
    merged["mentions"] = union(older.get("mentions", []), newer.get("mentions", []))
    merged["started"] = bool(newer.get("started") or older.get("started"))
    if newer.get("continues") == older_id:
        merged["continues"], merged["edit"] = older.get("continues"), older.get("edit")
    if merged.get("retires") is None and older.get("retires") is not None:  # the post before the unit loses its button
        merged["retires"], merged["retired"] = older.get("retires"), older.get("retired")
    if newer.get("replaces") == older_id:  # the folded post was never sent: the one before it goes
        merged["replaces"] = older.get("replaces") or older.get("continues")
        merged["replaced"] = older.get("replaced") or older.get("edit")
    return merged


def union(older: Sequence[T], newer: Sequence[T]) -> list[T]:
    """The older items, then the newer ones not among them."""
    return [*older, *(x for x in newer if x not in older)]
