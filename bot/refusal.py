"""The one root of every refusal the bot shows a person: an illegal move or a request turned down."""

from __future__ import annotations

from typing import Any


class Refusal(Exception):
    """A request turned down; the message is fit to show the person who made it.

    `code` names the message for translation (e.g. "druids.must_follow", "table.not_seated") and
    `params` fill it in; the English message stays the fallback.
    """

    code: str | None = None

    def __init__(self, message: str, *, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        if code:
            self.code = code
        self.params = params
