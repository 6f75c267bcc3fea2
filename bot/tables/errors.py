"""Refusals of the table service: shown to the user as one ephemeral message."""

from __future__ import annotations

from typing import Any


class Refused(Exception):
    """A request the service turns down; the message is fit to show the user.

    `code` names the message for translation and `params` fill it in.
    """

    code = "table.refused"

    def __init__(self, message: str, *, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        if code:
            self.code = code
        self.params = params


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
