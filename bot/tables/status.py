"""The statuses a table goes through."""

from __future__ import annotations

LOBBY, RUNNING, FINISHED, CANCELLED, ABANDONED = "lobby", "running", "finished", "cancelled", "abandoned"
# A table whose stored data cannot be read or replayed: set aside, explained to its players.
DAMAGED = "damaged"
OPEN = (LOBBY, RUNNING)
