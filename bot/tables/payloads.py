"""What each message owed to Discord carries: the outbox payloads, one type per kind.

`bot.tables.outbox` writes them inside a move's transaction; the Discord layer (`cogs.delivery`) reads
them back through `Owed`'s typed accessors. They hold data, never finished text. Rows written by an
older version may lack a key, so readers use `.get` with a default.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, NotRequired, TypedDict


class OwedKind(StrEnum):
    """The kinds of message a table update owes."""

    CLICKED = "clicked"  # the ✅ edit of the message a move was chosen on
    BOARD = "board"  # the thread's post: public lines, board image, pings
    DM = "dm"  # a seat's hand and prompt
    FINAL = "final"  # the end: the last prompts and board closed


class Where(TypedDict):
    """A message already sent: where it is and the text it shows."""

    channel_id: int | None
    message_id: int | None
    text: str


class ClickedPayload(TypedDict):
    """The message a move was chosen on, to be marked ✅ with the move's label."""

    label: str
    content: str
    channel_id: int | None
    message_id: int | None


class BoardPayload(TypedDict):
    """The thread's post after an update."""

    lang: str
    events: list[dict[str, Any]]  # `Event.to_dict()` of the public events
    notices: list[list[Any]]  # [kind, seat, detail] of each `Notice`
    started: bool
    finished: bool
    mentions: list[int]  # user ids to ping
    ratings: NotRequired[list[list[int]]]  # at the end of a rated game: [seat, before, after] per person
    unrated: NotRequired[str | None]  # at the end of a game that is not rated: why (`bot.tables.ratings.unrated`)


class DmPayload(TypedDict):
    """A seat's DM after an update."""

    lang: str
    silent: bool
    with_hand: bool
    events: list[dict[str, Any]]  # `Event.to_dict()` of the seat's private events
    undone: list[str]  # action texts taken back
    undo_version: int | None
    prompt_version: int
    supersede: list[Where]  # older prompts this one replaces


class FinalEdit(Where):
    """A prompt still offering buttons at the end, with its seat and language."""

    seat: int | None
    lang: str


class FinalPayload(TypedDict):
    """The end of a table: prompts to close and the last board."""

    status: str
    edits: list[FinalEdit]
    board: Where | None
