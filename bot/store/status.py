"""The statuses a table goes through, as stored in its row."""

from __future__ import annotations

from enum import StrEnum


class Status(StrEnum):
    """A table's status; the value is what the `tables.status` column holds."""

    LOBBY = "lobby"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"
    ABANDONED = "abandoned"
    # Stored data that cannot be read or replayed: set aside, explained to its players.
    DAMAGED = "damaged"


# Tables still to be played: a seat may join, act or leave.
OPEN = (Status.LOBBY, Status.RUNNING)
# Tables whose game was dealt: they have a snapshot and a log to replay.
DEALT = (Status.RUNNING, Status.FINISHED, Status.ABANDONED)
# Tables that ended, whichever way.
ENDED = (Status.FINISHED, Status.CANCELLED, Status.ABANDONED)
