"""Refusals of the table service: shown to the user as one ephemeral message."""

from __future__ import annotations

from bot.refusal import Refusal


class Refused(Refusal):
    """A request the table service turns down (`code` names the message for translation)."""

    code: str | None = "table.refused"


class TableNotFound(Refused):
    """No such table (or not in this server)."""

    code = "table.not_found"


class NotSeated(Refused):
    """The user holds no seat at the table."""

    code = "table.not_seated"


class NotHost(Refused):
    """Only the host may do this."""

    code = "table.not_host"


class WrongStatus(Refused):
    """The table is not in a state that allows this (e.g. already started)."""

    code = "table.wrong_status"


class StaleClick(Refused):
    """The button belongs to a decision that is over (the table moved on, or a double click)."""

    code = "table.stale"


class NothingToUndo(Refused):
    """The last action cannot be taken back (not yours, revealed something, used chance, turn over)."""

    code = "table.nothing_to_undo"


class NotManager(Refused):
    """Only members with Manage Server may do this."""

    code = "table.not_manager"


class BadClock(Refused):
    """A turn clock value that cannot be read."""

    code = "table.bad_clock"


class AlreadyVoted(Refused):
    """The user voted already."""

    code = "table.already_voted"


class NotAway(Refused):
    """`rejoin` with no seat to take back."""

    code = "table.not_away"


class NotExportable(Refused):
    """A running game is not exported: its seed would reveal the hidden cards."""

    code = "table.not_exportable"


class UnknownGame(Refused):
    """No game with that key is installed."""

    code = "table.unknown_game"


class TableFull(Refused):
    """Every seat is taken."""

    code = "table.full"


class AlreadySeated(Refused):
    """The user has a seat at the table already."""

    code = "table.already_seated"


class BadRequest(Refused):
    """A request that does not fit the table (an unknown computer level, kicking oneself …)."""

    code = "table.bad_request"


class WhichTable(Refused):
    """It is unclear which table is meant (none, or several)."""

    code = "table.which"


class TableDamaged(Refused):
    """The table's stored data cannot be read or replayed: it is set aside, the others play on."""

    code = "table.damaged"


class NotATableNumber(Refused):
    """A `table:` option that is not a number."""

    code = "table.not_a_number"
