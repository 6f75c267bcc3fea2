"""A table set aside as damaged is announced, through the outbox, to everyone seated at it.

`owe_damaged` runs in the transaction that sets the table aside (`TableCore.check`): it closes the
table's live prompts and records one outbox row of kind `damaged` holding all its delivery needs (the
thread, each human's language, the prompts to close), because a damaged table's own data cannot be
read again to word the messages. The Discord layer (`cogs.damaged`) sends them.
"""

from __future__ import annotations

from datetime import datetime
from typing import TypedDict, cast

from bot.store import OutboxRow, TableRow, UnitOfWork
from bot.tables.model import Owed
from bot.tables.outbox import settings_of
from bot.tables.payloads import FinalEdit

DAMAGED = "damaged"


class Reader(TypedDict):
    """A human seated at the damaged table: their user id and language."""

    user_id: int
    lang: str


class DamagedPayload(TypedDict):
    """What the announcement of a damaged table needs."""

    table: int
    channel_id: int | None  # the table's thread (or channel)
    lang: str  # the server's language, for the thread
    readers: list[Reader]
    edits: list[FinalEdit]  # live prompts whose buttons are closed


async def owe_damaged(uow: UnitOfWork, row: TableRow, now: datetime) -> None:
    """Record in this transaction the announcement of `row` being set aside, and close its live prompts."""
    humans = [s.user_id for s in row.seats if s.user_id is not None]
    server_lang, prefs = await settings_of(uow, row.guild_id, humans)
    langs = {user: p.language() for user, p in prefs.items()}
    by_seat = {s.seat: s.user_id for s in row.seats}
    edits: list[FinalEdit] = []
    for prompt in await uow.repo.live_prompts(row.id):
        prompt.live = False
        user = by_seat.get(prompt.seat) if prompt.seat is not None else None
        edits.append(
            FinalEdit(
                channel_id=prompt.channel_id,
                message_id=prompt.message_id,
                text=prompt.sent_text or "",
                seat=prompt.seat,
                lang=langs.get(user, server_lang) if user is not None else server_lang,
            )
        )
    payload = DamagedPayload(
        table=row.id,
        channel_id=row.thread_id or row.channel_id,
        lang=server_lang,
        readers=[Reader(user_id=user, lang=langs[user]) for user in dict.fromkeys(humans)],
        edits=edits,
    )
    await uow.repo.add_owed([OutboxRow(table_id=row.id, version=row.version, kind=DAMAGED, payload=dict(payload), created_at=now)])


def damaged_payload(owed: Owed) -> DamagedPayload:
    """The payload of a `damaged` message."""
    assert owed.kind == DAMAGED, owed.kind
    return cast(DamagedPayload, owed.payload)
