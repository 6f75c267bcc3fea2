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
    NEWS = "news"  # a seat's private lines held for its next prompt (recorded delivered: never sent alone)
    FINAL = "final"  # the end: the last prompts and board closed
    END = "end"  # a seat's end-of-game DM: place, scores, a link to the last board


class Where(TypedDict):
    """A message already sent: where it is and the text it shows."""

    channel_id: int | None
    message_id: int | None
    text: str


class ClickedPayload(TypedDict, total=False):
    """The message a move was chosen on, to be marked ✅ with the move's label (and the mover's private
    lines of the move, e.g. the card drawn); `prompt`: the mover's DM prompt when the move was chosen
    elsewhere (the ephemeral hand), marked ✅ too."""

    label: str
    content: str
    channel_id: int | None
    message_id: int | None
    news: list[dict[str, Any]]
    prompt: Where | None
    lang: str  # the mover's language, for the news


class BoardPayload(TypedDict):
    """The thread's post after an update."""

    lang: str
    events: list[dict[str, Any]]  # `Event.to_dict()` of the public events
    notices: list[list[Any]]  # [kind, seat, detail] of each `Notice`
    started: bool
    finished: bool
    mentions: list[int]  # user ids to ping
    # The unit of play (`State.play_unit`) this post shows: the moves of one unit share one message.
    unit: list[int] | None
    continues: int | None  # the outbox id of the unit's earlier post, edited in place (its events are in `events`)
    edit: Where | None  # where that post is, if it was delivered when this was recorded
    result: bool  # the post that shows the game's result (the standings and the final image)
    # A post that pings starts the unit's post anew: the earlier post (outbox id, and where it is if it
    # was delivered when this was recorded) is removed once the new one is out.
    replaces: int | None
    replaced: Where | None
    ratings: NotRequired[list[list[int]]]  # at the end of a rated game: [seat, before, after] per person
    unrated: NotRequired[str | None]  # at the end of a game that is not rated: why (`bot.tables.ratings.unrated`)
    unreached: NotRequired[list[int]]  # at the end: the seats no DM reaches (the result names them with their place)
    # The post before this new one (outbox id, and where it is if it was delivered when this was
    # recorded): it loses its Show my hand button once this one is out.
    retires: NotRequired[int | None]
    retired: NotRequired[Where | None]
    # False: the post goes without Show my hand, since a summary post of the same update follows it
    # and is the current post (the button lives on the current post only).
    hand: NotRequired[bool]


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
    # The seat goes on with its own turn: the prompt it answered is edited into the next step ("✅ done")
    # instead of a new DM; `ephemeral`: the answer came from the ephemeral hand, edited likewise.
    edit: Where | None
    done: str
    ephemeral: bool


class EndPayload(TypedDict):
    """A seat's end-of-game DM."""

    lang: str
    events: list[dict[str, Any]]  # the seat's private events of the last update and held news


class FinalEdit(Where):
    """A prompt still offering buttons at the end, with its seat and language."""

    seat: int | None
    lang: str


class FinalPayload(TypedDict):
    """The end of a table: prompts to close and the last board."""

    status: str
    edits: list[FinalEdit]
    board: Where | None
