"""The outbox: what a table update owes to Discord, decided by the service and recorded with the move.

`owe` runs inside the transaction that commits a move (or a start, an undo, a stand-in, an end): it
decides who is told what — the ✅ edit of the clicked message, the thread's board post with its pings,
each seat's DM prompt, the end-of-game edits — and records one outbox row per message with the data
its delivery needs (languages, ping preferences, the button version, where the older prompts are).
So a process that dies after the commit leaves the messages owed, and whoever delivers next sends
them: nothing committed can go untold. The Discord layer (`cogs.delivery`) sends owed rows and marks
them delivered; it needs no further database reads for a normal move.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Protocol

from bot.clock import Clock
from bot.store import OutboxRow, Store, TableRow, UnitOfWork
from bot.tables.model import Clicked, Delivered, Owed, Prefs, ServerLanguage, Update
from bot.tables.payloads import BoardPayload, ClickedPayload, DmPayload, FinalEdit, FinalPayload, OwedKind, Where
from bot.tables.ratings import table_changes, unrated


class DeliveryCore(Protocol):
    """What delivery reads of the service's core (`bot.tables.core.TableCore`, which records what a
    move owes with `owe` from here)."""

    store: Store
    clock: Clock
    outbox_owner: str | None


class Deliveries:
    """The service's side of delivery: claiming what is owed and marking it delivered.

    `outbox_owner` names this process in claims; the rows a move records are claimed by it at once,
    so the process that made a move delivers it, and any other process takes over only after `lease`.
    """

    def __init__(self, core: DeliveryCore) -> None:
        self.core = core

    @property
    def store(self) -> Store:
        """The database."""
        return self.core.store

    @property
    def clock(self) -> Clock:
        """The service's clock."""
        return self.core.clock

    @property
    def outbox_owner(self) -> str | None:
        """This process's name in claims."""
        return self.core.outbox_owner

    async def claim_owed(
        self, lease: timedelta, *, claimed_before: datetime | None = None, predecessor: tuple[str, datetime] | None = None, limit: int = 100
    ) -> list[Owed]:
        """Claim undelivered messages nobody holds, or held longer than `lease` (or since before `claimed_before`),
        or held by this process's predecessor (`predecessor`: its owner prefix, and when this process started)."""
        now = self.clock.now()
        taken_before = max(now - lease, claimed_before) if claimed_before is not None else now - lease
        async with self.store.unit() as uow:
            rows = await uow.repo.claim_owed(self.outbox_owner or "", now, taken_before, limit, predecessor=predecessor)
            await uow.commit()
            return [owed_of(r) for r in rows]

    async def prune_outbox(self, keep: timedelta) -> int:
        """Forget delivered messages older than `keep` that nothing will edit any more."""
        async with self.store.unit() as uow:
            pruned = await uow.repo.prune_delivered(self.clock.now() - keep)
            await uow.commit()
            return pruned

    async def delivered(self, sent: Sequence[Delivered]) -> None:
        """Mark messages delivered (one round trip), keeping where each went."""
        if not sent:
            return
        marks = [{"id": d.id, "channel_id": d.channel_id, "message_id": d.message_id, "sent_text": d.text, "live": d.live} for d in sent]
        async with self.store.unit() as uow:
            await uow.repo.mark_delivered(marks, self.clock.now())
            await uow.commit()


def owed_of(row: OutboxRow) -> Owed:
    """The plain-data form of an outbox row."""
    return Owed(row.id, row.table_id, row.version, row.kind, row.seat, row.user_id, dict(row.payload or {}))


def _where(row: OutboxRow) -> Where:
    return Where(channel_id=row.channel_id, message_id=row.message_id, text=row.sent_text or "")


async def owe(
    uow: UnitOfWork,
    row: TableRow,
    update: Update,
    now: datetime,
    clicked: Clicked | None = None,
    mover: int | None = None,
    owner: str | None = None,
) -> None:
    """Record in this transaction the messages `update` owes (claimed by `owner`), and put them on `update.owed`."""
    info, state = update.table, update.state
    live = list(await uow.repo.live_prompts(row.id))
    rows: list[OutboxRow] = []

    def add(kind: OwedKind, payload: ClickedPayload | BoardPayload | DmPayload, seat: int | None = None, user_id: int | None = None) -> None:
        rows.append(
            OutboxRow(
                table_id=row.id,
                version=info.version,
                kind=kind,
                seat=seat,
                user_id=user_id,
                payload=dict(payload),
                created_at=now,
                claimed_by=owner,
                claimed_at=now if owner else None,
            )
        )

    if clicked is not None:
        for prompt in live:
            if clicked.message_id is not None and prompt.message_id == clicked.message_id:
                prompt.live = False  # answered: the ✅ edit shows it done
        add(
            OwedKind.CLICKED,
            ClickedPayload(label=clicked.label, content=clicked.content, channel_id=clicked.channel_id, message_id=clicked.message_id),
            mover,
            info.seats[mover].user_id if mover is not None and mover < len(info.seats) else None,
        )
    if state is not None:
        humans = [s for s in info.seats if s.is_human and s.user_id is not None]
        prefs = {u: Prefs.of(u, r) for u, r in (await uow.repo.prefs_of(s.user_id for s in humans if s.user_id)).items()}
        prefs.update({s.user_id: Prefs(s.user_id) for s in humans if s.user_id is not None and s.user_id not in prefs})
        config = await uow.repo.guild_config(info.guild_id) if info.guild_id is not None else None
        table_lang = ServerLanguage.of(info.guild_id, config).language()
        waiting = update.awaited_humans()
        # Only a new decision pings (an update without moves, e.g. a rejoin, leaves the turn as it was),
        # and not the player who just acted and goes on (they are here).
        fresh = bool(update.moves) or update.started
        acted = {m.seat for m in update.moves if not m.by_computer}
        mentions = [s.user_id for s in waiting if fresh and s.seat not in acted and s.user_id is not None and prefs[s.user_id].mention()]
        add(
            OwedKind.BOARD,
            BoardPayload(
                lang=table_lang,
                events=[e.to_dict() for _, e in update.events_for(None)],
                notices=[[n.kind, n.seat, n.detail] for n in update.notices],
                started=update.started,
                finished=update.finished,
                mentions=mentions,
                ratings=[c.to_list() for c in await table_changes(uow.session, row.id)] if update.finished else [],
                unrated=unrated(row) if update.finished else None,
            ),
        )
        for seat in humans:
            assert seat.user_id is not None
            awaited = fresh and any(w.seat == seat.seat for w in waiting)
            private = [e.to_dict() for _, e in update.events_for(seat.seat) if e.to is not None]
            undone = [n.detail for n in update.notices if n.kind == "undo" and n.seat == seat.seat and n.detail]
            if not (awaited or private or undone or update.started):
                continue
            undo_version = info.version if update.undo_seat == seat.seat else None
            prompt_version = int((row.prompts or {}).get(str(seat.seat), info.version))
            superseded: list[Where] = []
            if seat.seat in state.to_move() or undo_version is not None:
                # The new prompt takes over from this seat's older ones whose buttons are refused now
                # (asked at another version): they are shown as stale. Same version: both stay valid.
                for prompt in live:
                    if prompt.live and prompt.seat == seat.seat and (prompt.payload or {}).get("prompt_version") != prompt_version:
                        prompt.live = False
                        superseded.append(_where(prompt))
            add(
                OwedKind.DM,
                DmPayload(
                    lang=prefs[seat.user_id].language(),
                    silent=not (update.started or (awaited and prefs[seat.user_id].loud_turn_dm(info.turn_limit))),
                    with_hand=awaited or update.started,
                    events=private,
                    undone=undone,
                    undo_version=undo_version,
                    prompt_version=prompt_version,
                    supersede=superseded,
                ),
                seat.seat,
                seat.user_id,
            )
        if update.finished:
            await _owe_final(uow, row, rows, live, now, {s.seat: prefs[s.user_id].language() for s in humans if s.user_id is not None}, table_lang)
    await uow.repo.add_owed(rows)
    update.owed = [owed_of(r) for r in rows]


async def owe_end(uow: UnitOfWork, row: TableRow, now: datetime) -> list[Owed]:
    """Record the end-of-table edits (cancelled, abandoned, ended by vote or by a manager)."""
    live = list(await uow.repo.live_prompts(row.id))
    humans = [s for s in row.seats if s.user_id is not None]
    prefs = {u: Prefs.of(u, r) for u, r in (await uow.repo.prefs_of(s.user_id for s in humans if s.user_id)).items()}
    langs = {s.seat: (prefs[s.user_id] if s.user_id in prefs else Prefs(s.user_id)).language() for s in humans if s.user_id is not None}
    config = await uow.repo.guild_config(row.guild_id) if row.guild_id is not None else None
    rows: list[OutboxRow] = []
    await _owe_final(uow, row, rows, live, now, langs, ServerLanguage.of(row.guild_id, config).language())
    await uow.repo.add_owed(rows)
    return [owed_of(r) for r in rows]


async def _owe_final(
    uow: UnitOfWork, row: TableRow, rows: list[OutboxRow], live: Sequence[OutboxRow], now: datetime, langs: dict[int, str], table_lang: str
) -> None:
    """At the end every prompt still offering buttons, and the last board's Show my hand, are closed."""
    edits: list[FinalEdit] = []
    for prompt in live:
        if prompt.live:
            prompt.live = False
            edits.append(FinalEdit(**_where(prompt), seat=prompt.seat, lang=langs.get(prompt.seat or 0, table_lang)))
    board = await uow.repo.last_board(row.id)
    if not edits and board is None:
        return
    payload = FinalPayload(status=row.status, edits=edits, board=_where(board) if board is not None else None)
    rows.append(OutboxRow(table_id=row.id, version=row.version, kind=OwedKind.FINAL, payload=dict(payload), created_at=now))
