"""Checking a stored table before it is used: readable columns, and a log that replays to the snapshot.

A table is checked the first time a process touches it (and by a background sweep after start-up),
never all at once before connecting. The action log is the truth: a snapshot, version, prompts or
votes that do not agree with it are repaired from it. A table whose options or log cannot be read or
replayed is set aside with status `damaged`; its players are told so, and every other table goes on.
`examine` is pure: it reads a row and its log and says what to write.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol, TypeVar

from bot.games.base import Game
from bot.store import TableRow
from bot.store.status import DEALT, Status

UNDO = "!undo"


class Verdict(StrEnum):
    """What a check found: nothing, something it repaired from the log, or a table to set aside."""

    OK = "ok"
    REPAIRED = "repaired"
    DAMAGED = "damaged"


class Logged(Protocol):
    """A log entry: a seat and an action text (or UNDO)."""

    seat: int
    action: str


L = TypeVar("L", bound=Logged)


def effective(entries: Sequence[L]) -> list[L]:
    """The moves that stand: each `!undo` takes back the latest move still standing."""
    stack: list[L] = []
    for entry in entries:
        if entry.action == UNDO:
            if stack:
                stack.pop()
        else:
            stack.append(entry)
    return stack


@dataclass(frozen=True)
class Health:
    """What a check found for one table: `ok`, `repaired` (with the values to store) or `damaged`."""

    table_id: int
    outcome: str
    actions: int = 0
    reason: str = ""
    repairs: Mapping[str, Any] = field(default_factory=dict)


def readable(row: TableRow) -> bool:
    """Whether the row's JSON columns have the shapes the service reads (a cheap test, no replay)."""
    return (
        isinstance(row.options, dict)
        and (isinstance(row.snapshot, dict) or (row.snapshot is None and row.status != Status.RUNNING))
        and _prompts_shape(row.prompts)
        and (row.end_votes is None or (isinstance(row.end_votes, list) and all(isinstance(v, int) for v in row.end_votes)))
    )


def _prompts_shape(prompts: Any) -> bool:
    return isinstance(prompts, dict) and all(isinstance(k, str) and k.isdigit() and type(v) is int for k, v in prompts.items())


def _describe(value: Any) -> str:
    """How a stored value is wrong, for the log line (never the value itself: it may be long)."""
    if value is None:
        return "empty (NULL)"
    if not isinstance(value, (dict, list, str, int, float, bool)):
        return "not JSON"
    return f"a JSON {type(value).__name__} of the wrong shape"


def examine(row: TableRow, game: Game[Any] | None, log: Sequence[Any]) -> Health:
    """Check one table row against its game and its action log (the effective moves replay)."""
    if game is None:
        # A game this bot does not have: its table can never be played here, so it is set aside and its
        # players are told, rather than left running with live buttons.
        return Health(row.id, Verdict.DAMAGED, len(log), f"its game {row.game!r} is not one this bot plays")
    if not isinstance(row.options, dict):
        return Health(row.id, Verdict.DAMAGED, len(log), f"its options are {_describe(row.options)}")
    try:
        options = game.resolve_options(row.options)
    except Exception as error:  # stored data is untrusted: any failure sets the table aside
        return Health(row.id, Verdict.DAMAGED, len(log), f"its options do not fit {game.title}: {error}")
    repairs: dict[str, Any] = {}
    if not (row.end_votes is None or (isinstance(row.end_votes, list) and all(isinstance(v, int) for v in row.end_votes))):
        repairs["end_votes"] = []
    if row.status not in DEALT or (row.snapshot is None and not log and row.status != Status.RUNNING):
        # A lobby (or a table closed before its deal): nothing to replay, no decision asked.
        if not _prompts_shape(row.prompts) or row.prompts:
            repairs["prompts"] = {}
        return Health(row.id, Verdict.REPAIRED if repairs else Verdict.OK, len(log), "prompts or votes unreadable" if repairs else "", repairs)
    try:
        state = game.replay(len(row.seats), row.seed, options, [(entry.seat, entry.action) for entry in effective(log)])
    except Exception as error:
        return Health(row.id, Verdict.DAMAGED, len(log), f"its action log ({len(log)} entries) does not replay: {error}")
    snapshot, version = state.to_dict(), len(log)
    reasons = []
    if row.snapshot != snapshot:
        reasons.append("snapshot " + ("differs from the replayed log" if isinstance(row.snapshot, dict) else f"is {_describe(row.snapshot)}"))
        repairs["snapshot"] = snapshot
    if row.version != version:
        reasons.append(f"version {row.version} but {version} log entries")
        repairs["version"] = version
    if row.status == Status.RUNNING:
        prompts = _prompts_for(row.prompts, [] if state.is_over() else state.to_move(), version)
    else:  # an ended table asks nothing: its prompts only need to be readable
        prompts = row.prompts if _prompts_shape(row.prompts) else {}
    if prompts != row.prompts:
        reasons.append("prompts " + ("do not match the seats to move" if _prompts_shape(row.prompts) else f"are {_describe(row.prompts)}"))
        repairs["prompts"] = prompts
    if "end_votes" in repairs:
        reasons.append("votes unreadable")
    return Health(row.id, Verdict.REPAIRED if repairs else Verdict.OK, version, "; ".join(reasons), repairs)


def _prompts_for(stored: Any, to_move: Sequence[int], version: int) -> dict[str, int]:
    """The prompts to keep: a seat to move keeps the version it was asked at if that is readable and not
    ahead of the log; otherwise its decision counts as asked now, so older buttons become stale."""
    old = stored if _prompts_shape(stored) else {}
    out = {}
    for seat in sorted(to_move):
        asked = old.get(str(seat))
        out[str(seat)] = asked if isinstance(asked, int) and 0 <= asked <= version else version
    return out
