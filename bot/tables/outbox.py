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

import contextlib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any, Protocol

from bot.clock import Clock
from bot.store import OutboxRow, Store, TableRow, UnitOfWork
from bot.tables.model import Clicked, Delivered, Owed, Prefs, SeatInfo, ServerLanguage, TableInfo, Update
from bot.tables.payloads import (
    BoardPayload,
    ClickedPayload,
    DmPayload,
    EndPayload,
    FinalEdit,
    FinalPayload,
    OwedKind,
    Where,
)
from bot.tables.ratings import table_changes, unrated

# Claims renewed ahead of their send are remembered up to this many.
RENEWED_KEPT = 10_000


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
    Messages this process is sending (`sending`), however long they wait for Discord's budget, have
    their claims renewed whenever it claims what is owed: neither it nor another process sends them
    a second time.
    """

    def __init__(self, core: DeliveryCore) -> None:
        self.core = core
        self._renewed: dict[int, datetime] = {}  # claims renewed ahead of their message's send (`still_held`)
        self._sending: Counter[int] = Counter()

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
        """This process's name in claims (set by whoever delivers; the moves of this process are claimed by it)."""
        return self.core.outbox_owner

    @outbox_owner.setter
    def outbox_owner(self, owner: str | None) -> None:
        self.core.outbox_owner = owner

    async def claim_owed(
        self,
        lease: timedelta,
        *,
        claimed_before: datetime | None = None,
        predecessor: tuple[str, datetime] | None = None,
        started_at: datetime | None = None,
        limit: int = 100,
    ) -> list[Owed]:
        """Claim undelivered messages nobody holds, or held longer than `lease` (or since before `claimed_before`),
        or held by this process's predecessor (`predecessor`: its owner prefix, and when this process started).
        `started_at`: when this process started; on SQLite, where one process runs, a claim older than that
        is a dead process's."""
        if started_at is not None and self.store.dialect == "sqlite":
            claimed_before = started_at if claimed_before is None else max(claimed_before, started_at)
        now = self.clock.now()
        taken_before = max(now - lease, claimed_before) if claimed_before is not None else now - lease
        async with self.store.unit() as uow:
            # Renewed first, the claims of messages on their way are not old enough to be taken.
            renewed = await uow.repo.hold_claims(self.outbox_owner or "", sorted(self._sending), now)
            rows = await uow.repo.claim_owed(self.outbox_owner or "", now, taken_before, limit, predecessor=predecessor)
            await uow.commit()
        self._remember_renewed(renewed, now)
        return [owed_of(r) for r in rows]

    @contextlib.contextmanager
    def sending(self, ids: Iterable[int]) -> Iterator[None]:
        """While the messages `ids` are being sent by this process (waiting for Discord's budget, maybe
        for long), `claim_owed` keeps their claims fresh instead of taking them over."""
        ids = list(ids)
        self._sending.update(ids)
        try:
            yield
        finally:
            self._sending -= Counter(ids)  # keeps the ids still being sent by another send

    def _remember_renewed(self, ids: Iterable[int], at: datetime) -> None:
        """Claims renewed at `at`: `still_held` needs no round trip for them within half the lease."""
        if len(self._renewed) > RENEWED_KEPT:
            self._renewed.clear()  # left by sends that failed: forgetting them costs a round trip at most
        self._renewed.update((i, at) for i in ids)

    async def prune_outbox(self, keep: timedelta) -> int:
        """Forget delivered messages older than `keep` that nothing will edit any more."""
        async with self.store.unit() as uow:
            pruned = await uow.repo.prune_delivered(self.clock.now() - keep)
            await uow.commit()
            return pruned

    async def still_held(self, item: Owed, rest: Sequence[Owed], lease: timedelta) -> bool:
        """Whether this process still holds its claim on `item`, asked right before sending it.

        Nobody takes a claim over before it is `lease` old, so while it is younger than half of that (the
        other half covers clocks that differ between machines) it is surely held: no database round
        trip. Past that (this process was slow, paused or frozen) the claims on `item` and on the
        messages after it (`rest`) are renewed in one round trip; one another process took over meanwhile
        is not to be sent."""
        now = self.clock.now()
        since = self._renewed.pop(item.id, item.claimed_at)
        if since is not None and now < since + lease / 2:
            return True
        ids = list(dict.fromkeys([item.id, *(o.id for o in rest)]))
        async with self.store.unit() as uow:
            held = set(await uow.repo.hold_claims(self.outbox_owner or "", ids, now))
            await uow.commit()
        self._remember_renewed(held - {item.id}, now)
        return item.id in held

    async def close_prompts(self, table_id: int, user_id: int) -> list[Where]:
        """Close a player's live prompts at a table (they left it, or were removed): none is their current
        choice any more. Returns where they are, for the Discord layer to take their buttons away."""
        async with self.store.unit() as uow:
            closed = [prompt for prompt in await uow.repo.live_prompts(table_id) if prompt.user_id == user_id]
            for prompt in closed:
                prompt.live = False
            await uow.commit()
            return [_where(prompt) for prompt in closed]

    async def delivered(self, sent: Sequence[Delivered]) -> None:
        """Mark messages delivered (one round trip), keeping where each went."""
        if not sent:
            return
        marks = [{"id": d.id, "channel_id": d.channel_id, "message_id": d.message_id, "sent_text": d.text, "live": d.live} for d in sent]
        async with self.store.unit() as uow:
            await uow.repo.mark_delivered(marks, self.clock.now())
            await uow.commit()


async def settings_of(uow: UnitOfWork, guild_id: int | None, user_ids: Iterable[int]) -> tuple[str, dict[int, Prefs]]:
    """The language of a table's public messages (its server's) and each user's preferences (the
    defaults for those who stored none), read in one query."""
    ids = list(user_ids)
    config, stored = await uow.repo.settings(guild_id, ids)
    return ServerLanguage.of(guild_id, config).language(), {u: Prefs.of(u, stored.get(u)) for u in ids}


def owed_of(row: OutboxRow) -> Owed:
    """The plain-data form of an outbox row."""
    return Owed(row.id, row.table_id, row.version, row.kind, row.seat, row.user_id, dict(row.payload or {}), row.claimed_at)


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
    """Record in this transaction the messages `update` owes (claimed by `owner`), and put them on `update.owed`.

    Quiet by design: the moves of one unit of play (a trick, a turn) share one board post, edited in
    place; a player going on with their own turn gets the prompt they answered edited into the next
    step; private lines of a seat not asked anything wait for its next prompt; pings go only to a
    player no DM prompt reaches; at the end each person gets one end DM and nothing else.
    """
    info, state = update.table, update.state
    live, last_board, news_rows = await uow.repo.owing(row.id)
    held_news: dict[int | None, list[dict[str, Any]]] = {}
    for news_row in news_rows:  # a seat's private lines held since its last prompt (`OwedKind.NEWS`)
        held_news.setdefault(news_row.seat, []).extend((news_row.payload or {}).get("events", []))
    rows: list[OutboxRow] = []

    def add(kind: OwedKind, payload: Mapping[str, Any], seat: int | None = None, user_id: int | None = None, *, held: bool = False) -> None:
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
                delivered_at=now if held else None,
            )
        )

    if state is None:
        if clicked is not None:
            add(OwedKind.CLICKED, _clicked_payload(clicked, live, mover, []), mover, _user(info, mover))
        await uow.repo.add_owed(rows)
        update.owed = [owed_of(r) for r in rows]
        return
    humans = [s for s in info.seats if s.is_human and s.user_id is not None]
    table_lang, prefs = await settings_of(uow, info.guild_id, (s.user_id for s in humans if s.user_id is not None))
    waiting = update.awaited_humans()
    # Only a new decision asks anew: one asked by this update (an update without moves, e.g. a rejoin,
    # leaves the turn as it was, and a seat still choosing while others choose too was asked already).
    fresh = bool(update.moves) or update.started
    asked_now = {int(seat) for seat, version in (row.prompts or {}).items() if int(version) == info.version}
    acted = {m.seat for m in update.moves if not m.by_computer}
    goes_on = mover is not None and clicked is not None and any(w.seat == mover for w in waiting) and not update.finished

    if clicked is not None and not goes_on:
        news = [e.to_dict() for _, e in update.events_for(mover) if e.to is not None] if mover is not None else []
        mover_user = _user(info, mover)
        lang = prefs[mover_user].language() if mover_user in prefs else table_lang
        add(OwedKind.CLICKED, _clicked_payload(clicked, live, mover, news, lang=lang), mover, mover_user)

    # A ping reaches who no DM prompt does (DMs refused, or sent silently at a slow table), unless they asked for none.
    def pinged(seat: SeatInfo) -> bool:
        assert seat.user_id is not None
        reached = seat.dm_ok and prefs[seat.user_id].loud_turn_dm(info.turn_limit)
        return not reached and prefs[seat.user_id].mention()

    mentions = [s.user_id for s in waiting if fresh and s.seat in asked_now and s.seat not in acted and s.user_id is not None and pinged(s)]
    # At the end, the result names whom no DM reaches (they get no end DM).
    unreached = [s.seat for s in humans if update.finished and not s.dm_ok]
    mentions += [s.user_id for s in humans if s.seat in unreached and s.user_id is not None and s.user_id not in mentions]
    await _owe_board(uow, row, update, add, table_lang, mentions, unreached, None if update.started else last_board)

    for seat in humans:
        assert seat.user_id is not None
        user = seat.user_id
        private = [e.to_dict() for _, e in update.events_for(seat.seat) if e.to is not None]
        if update.finished:
            held = held_news.get(seat.seat, [])
            add(OwedKind.END, EndPayload(lang=prefs[user].language(), events=[*held, *private]), seat.seat, user)
            continue
        awaited = fresh and seat.seat in asked_now and any(w.seat == seat.seat for w in waiting)
        undone = [n.detail for n in update.notices if n.kind == "undo" and n.seat == seat.seat and n.detail]
        if seat.seat == mover and not goes_on and not update.started:
            continue  # their private lines went into the ✅ of the message they chose on
        if not (awaited or undone or update.started):
            if private:
                add(OwedKind.NEWS, {"events": private}, seat.seat, user, held=True)  # for the next prompt
            continue
        undo_version = info.version if update.undo_seat == seat.seat else None
        prompt_version = int((row.prompts or {}).get(str(seat.seat), info.version))
        mine = [p for p in live if p.live and p.seat == seat.seat]
        edit: Where | None = None
        if seat.seat == mover and goes_on and clicked is not None:
            # The answered prompt becomes the next step: the DM chosen on, or (chosen on the ephemeral
            # hand, which the interaction edits) the seat's newest live DM prompt, if any.
            if clicked.message_id is not None:
                edit = Where(channel_id=clicked.channel_id, message_id=clicked.message_id, text=clicked.content)
            elif mine:
                edit = _where(mine[-1])
            target = edit["message_id"] if edit is not None else None
            answered = [p for p in mine if p.message_id == target]
            for prompt in answered:
                prompt.live = False
            mine = [p for p in mine if p not in answered]
        superseded: list[Where] = []
        if seat.seat in state.to_move() or undo_version is not None:
            # The new prompt takes over from this seat's older ones whose buttons are refused now
            # (asked at another version): they are shown as stale. Same version: both stay valid.
            for prompt in mine:
                if (prompt.payload or {}).get("prompt_version") != prompt_version:
                    prompt.live = False
                    superseded.append(_where(prompt))
        news = held_news.get(seat.seat, []) if awaited else []
        add(
            OwedKind.DM,
            DmPayload(
                lang=prefs[user].language(),
                silent=not (update.started or (awaited and prefs[user].loud_turn_dm(info.turn_limit))),
                with_hand=awaited or update.started,
                events=[*news, *private],
                undone=undone,
                undo_version=undo_version,
                prompt_version=prompt_version,
                supersede=superseded,
                edit=edit,
                done=clicked.label if goes_on and clicked is not None and seat.seat == mover else "",
                ephemeral=goes_on and seat.seat == mover and clicked is not None and clicked.message_id is None,
            ),
            seat.seat,
            user,
        )
    if update.finished:
        await _owe_final(uow, row, rows, live, now, {s.seat: prefs[s.user_id].language() for s in humans if s.user_id is not None}, table_lang)
    await uow.repo.add_owed(rows)
    update.owed = [owed_of(r) for r in rows]


def _user(info: TableInfo, seat: int | None) -> int | None:
    return info.seats[seat].user_id if seat is not None and seat < len(info.seats) else None


def _clicked_payload(clicked: Clicked, live: Sequence[OutboxRow], mover: int | None, news: list[dict[str, Any]], *, lang: str = "en") -> ClickedPayload:
    """The ✅ of the message chosen on; when that was the ephemeral hand, the mover's DM prompt shows it too."""
    prompt: Where | None = None
    for candidate in live:
        if not candidate.live or candidate.seat != mover:
            continue
        if clicked.message_id is not None and candidate.message_id == clicked.message_id:
            candidate.live = False  # answered: the ✅ edit shows it done
        elif clicked.message_id is None:
            candidate.live = False
            prompt = _where(candidate)
    return ClickedPayload(
        label=clicked.label, content=clicked.content, channel_id=clicked.channel_id, message_id=clicked.message_id, news=news, prompt=prompt, lang=lang
    )


async def _owe_board(
    uow: UnitOfWork,
    row: TableRow,
    update: Update,
    add: Callable[..., None],
    table_lang: str,
    mentions: list[int],
    unreached: list[int],
    last: OutboxRow | None,
) -> None:
    """The thread's posts: the unit's earlier post (`last`, the newest owed) edited in place (or a new
    one: a new unit, or a ping to make), and a post of its own for a summary (a deal's or round's
    scoring, the end)."""
    state = update.state
    assert state is not None
    first = next((m.unit for m in update.moves if m.unit is not None), None)
    unit = first if first is not None else state.play_unit()
    events = [e.to_dict() for _, e in update.events_for(None)]
    cut = next((i for i, e in enumerate(events) if e["kind"] in state.game.summary_events), None)
    summary = events[cut:] if cut is not None else []
    events = events[:cut] if cut is not None else events
    notices = [[n.kind, n.seat, n.detail] for n in update.notices]
    started = update.started
    continues: int | None = None
    edit: Where | None = None
    replaces: int | None = None
    replaced: Where | None = None
    # The ratings' changes (or why the game is not rated) go with the result.
    ratings = [c.to_list() for c in await table_changes(uow.session, row.id)] if update.finished else []
    why_unrated = unrated(row) if update.finished else None
    retires: int | None = None
    retired: Where | None = None
    last_at = _where(last) if last is not None and last.message_id is not None else None  # where the newest post is, once sent
    if last is not None and unit is not None and (last.payload or {}).get("unit") == list(unit):
        earlier = dict(last.payload or {})
        # A move taken back reads as if it never happened: its lines leave the unit's post.
        events = [*_without(earlier.get("events", []), update.taken_back), *events]
        notices = [*earlier.get("notices", []), *notices]
        started = bool(earlier.get("started"))
        if not mentions or summary:  # an edit pings nobody: a ping needs a post of its own
            continues = last.id
            edit = last_at
        else:  # the new post holds the whole unit: the earlier one goes, so the thread keeps one post per unit
            replaces = last.id
            replaced = last_at
    elif last is not None:
        # A new unit's post: Show my hand lives on the current post only, so the one before loses it.
        retires, retired = last.id, last_at
    posted = bool(events or notices or started or not summary)
    if posted:
        post = BoardPayload(
            lang=table_lang,
            events=events,
            notices=notices,
            started=started,
            finished=update.finished,
            mentions=[] if summary else mentions,
            unit=list(unit) if unit is not None else None,
            continues=continues,
            edit=edit,
            result=update.finished and not summary,
            replaces=replaces,
            replaced=replaced,
        )
        if retires is not None:
            post["retires"], post["retired"] = retires, retired
        if summary:  # the summary post after it is the current one
            post["hand"] = False
        if update.finished and not summary:
            post["ratings"], post["unrated"], post["unreached"] = ratings, why_unrated, unreached
        add(OwedKind.BOARD, post)
    if summary:
        end = BoardPayload(
            lang=table_lang,
            events=summary,
            notices=[],
            started=False,
            finished=update.finished,
            mentions=mentions,
            unit=None,  # the next move starts a post of its own
            continues=None,
            edit=None,
            result=update.finished,
            replaces=None,
            replaced=None,
        )
        if update.finished:
            end["ratings"], end["unrated"], end["unreached"] = ratings, why_unrated, unreached
        if not posted and last is not None:  # no post of the unit now: the one before loses its button
            end["retires"], end["retired"] = last.id, last_at
        add(OwedKind.BOARD, end)


def _without(events: list[dict[str, Any]], taken_back: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """`events` without the last run of `taken_back` (the lines of a move taken back)."""
    if not taken_back:
        return events
    for start in range(len(events) - len(taken_back), -1, -1):
        if events[start : start + len(taken_back)] == list(taken_back):
            return [*events[:start], *events[start + len(taken_back) :]]
    return events


async def owe_end(uow: UnitOfWork, row: TableRow, now: datetime) -> list[Owed]:
    """Record the end-of-table edits (cancelled, abandoned, ended by vote or by a manager)."""
    live = list(await uow.repo.live_prompts(row.id))
    humans = [s for s in row.seats if s.user_id is not None]
    table_lang, prefs = await settings_of(uow, row.guild_id, (s.user_id for s in humans if s.user_id is not None))
    langs = {s.seat: prefs[s.user_id].language() for s in humans if s.user_id is not None}
    rows: list[OutboxRow] = []
    await _owe_final(uow, row, rows, live, now, langs, table_lang)
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
