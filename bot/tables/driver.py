"""The game loop: computers and stand-ins move here, one move per transaction, until a person decides.

After a move is committed and shown (a person's click, a start, a leave, a stand-in's first move),
the caller asks the driver to `follow` the table. The driver then makes each computer move in a
transaction of its own (`move`): the computer thinks without the table's lock or a connection, and its
move is refused if the table moved on meanwhile. Each committed update is handed to `send` (set by
the Discord layer), which only sends it; updates of quick computers in a row go out together.

Nothing waits for a restart. A move that fails (the database, a lost connection) is tried again
with a growing pause; a `sweep` every few seconds follows every running table whose decision is a
computer's and that nobody has moved for a while (a process that died, a retry that gave up, a
message taken over), so a table waits at most `sweep_every + quiet_for` plus a move.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import timedelta

from bot.ai import SearchingPolicy, thinking
from bot.games.base import rng_for
from bot.store.status import Status
from bot.tables.access import BOT
from bot.tables.core import TableCore, level_of
from bot.tables.errors import TableDamaged, TableNotFound, UnknownGame
from bot.tables.model import Move, TableInfo, Update

log = logging.getLogger(__name__)

# A safety net against an engine that never hands the turn back to a person.
MAX_COMPUTER_MOVES = 20_000
# Quick computers' moves in a row go out together, at most this many in one batch.
BATCH_COMPUTER_MOVES = 12
COMPUTER_TASK = "spieltisch-computers-"  # + the table id: the task that moves a table's computers

Send = Callable[[list[Update]], Awaitable[None]]


@dataclass(frozen=True)
class Backoff:
    """Pauses between the tries of a failed computer move: `first`, doubling up to `longest`, `tries` in all
    (after the last the sweep takes over)."""

    first: float = 0.5
    longest: float = 8.0
    tries: int = 6

    def pauses(self) -> list[float]:
        """The pause before each try after the first."""
        return [min(self.longest, self.first * 2**n) for n in range(self.tries - 1)]


class Driver:
    """Moves the computers (and stand-ins) of tables, one transaction a move, and hands each update to `send`.

    `sweep_every`: seconds between two sweeps; `quiet_for`: how long a table awaiting a computer must
    have been unchanged before a sweep follows it (so a table moved by another process is left to it).
    """

    def __init__(self, core: TableCore, *, backoff: Backoff | None = None, sweep_every: float = 10.0, quiet_for: float = 10.0) -> None:
        self.core = core
        self.backoff = backoff or Backoff()
        self.sweep_every = sweep_every
        self.quiet_for = timedelta(seconds=quiet_for)
        self.send: Send | None = None
        self._following: dict[int, asyncio.Task[list[Update]]] = {}
        self._again: set[int] = set()

    # ---- one move ------------------------------------------------------------------------

    async def move(self, table_id: int) -> Update | None:
        """One computer or stand-in move, committed in a transaction of its own (None: no computer is to
        move now, or the table moved on while it thought).

        The computer thinks without the table's lock or a transaction, from the state it read; the
        move is then applied to the table as it is, if the table is still at that version.
        """
        async with self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, BOT)
            if row.status != Status.RUNNING:
                return None
            state = self.core.state_of(row)
            seat = self.core.computer_to_move(row, state)
            if seat is None:
                return None
            version, level = row.version, level_of(next(s.computer for s in row.seats if s.seat == seat))
            chance = rng_for(row.seed, "computer", version, seat)
        # One computer decision: the policy's own budget, counted from now (the time in the pool's queue included).
        action = await thinking.choose(self.core.policy(row.game, level), state, seat, chance)
        async with self.core.lock(table_id), self.core.store.unit() as uow:
            row = await self.core.load(uow, table_id, BOT, for_update=True)
            if row.status != Status.RUNNING or row.version != version:
                return None  # a person's move or another process came first: the loop asks again
            state = self.core.state_of(row)
            unit = state.play_unit()
            events = state.apply(seat, action)
            return await self.core.advance(uow, row, [Move(seat, str(action), tuple(events), True, unit)], expected_version=version, state=state)

    def thinks_long(self, info: TableInfo, seat: int) -> bool:
        """Whether the computer at `seat` searches for seconds (the board says it thinks before it moves)."""
        level = info.seats[seat].computer if seat < len(info.seats) else None
        policy = self.core.policy(info.game, level_of(level))
        return isinstance(policy, SearchingPolicy) and policy.slow

    # ---- the loop --------------------------------------------------------------------------

    async def updates(self, table_id: int) -> AsyncIterator[Update]:
        """Each committed computer move of a table until a person (or nobody) is to move; a failed move is
        tried again after a pause (`backoff`), and after the last try the sweep takes the table over."""
        pauses = self.backoff.pauses()
        failures = 0
        for _ in range(MAX_COMPUTER_MOVES):
            self._again.discard(table_id)
            try:
                update = await self.move(table_id)
            except (TableNotFound, TableDamaged, UnknownGame):
                return  # set aside (and announced) or gone: nothing to move
            except Exception as error:
                if failures >= len(pauses):
                    log.error("table %s: a computer move failed %d times (%s); the sweep tries again", table_id, failures + 1, error)
                    return
                log.warning("table %s: a computer move failed (%s); trying again in %.1f s", table_id, error, pauses[failures], exc_info=True)
                await asyncio.sleep(pauses[failures])
                failures += 1
                continue
            failures = 0
            if update is None:
                if table_id in self._again:
                    continue  # a move came in while this one thought: look again
                return
            yield update
            if not update.computers_waiting:
                return

    def follow(self, table_id: int, *, carried: Sequence[Update] = ()) -> asyncio.Task[list[Update]]:
        """Have the computers of a table move in the background (once per table: a table already followed
        looks again before it stops); `carried`: updates shown late, sent together with the first moves."""
        running = self._following.get(table_id)
        if running is not None and not running.done():
            self._again.add(table_id)
            return running
        task = asyncio.create_task(self._follow(table_id, list(carried)), name=f"{COMPUTER_TASK}{table_id}")
        self._following[table_id] = task
        task.add_done_callback(lambda done: self._following.pop(table_id, None) if self._following.get(table_id) is done else None)
        return task

    async def drive(self, table_id: int) -> list[Update]:
        """Follow a table and wait until a person (or nobody) is to move: the updates made (scripts, tests)."""
        return await self.follow(table_id)

    async def _follow(self, table_id: int, pending: list[Update]) -> list[Update]:
        """The moves of `updates`, sent in batches: quick computers' moves in a row together; before a
        computer that searches, what is pending goes out, so the board says it thinks."""
        made: list[Update] = []
        try:
            async for update in self.updates(table_id):
                made.append(update)
                pending.append(update)
                waiting = update.computers_waiting
                if len(pending) >= BATCH_COMPUTER_MOVES or (waiting and self.thinks_long(update.table, waiting[0])):
                    await self._send(pending)
                    pending = []
        finally:
            await self._send(pending)
        return made

    async def _send(self, updates: list[Update]) -> None:
        """Hand updates to `send`; a failed send leaves their messages owed (the delivery loop sends them)."""
        if not updates or self.send is None:
            return
        try:
            await self.send(updates)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: sending computer moves failed; they stay owed", updates[-1].table.id)

    def following(self, table_id: int) -> bool:
        """Whether this process is moving the table's computers now."""
        task = self._following.get(table_id)
        return task is not None and not task.done()

    # ---- nothing waits for a restart -------------------------------------------------------

    async def sweep(self, *, everything: bool = False) -> int:
        """Follow each running table whose decision is a computer's that nobody here follows and nobody
        has moved for `quiet_for` (`everything`: however recently, as at a start). The number followed."""
        quiet_since = None if everything else self.core.clock.now() - self.quiet_for
        found = 0
        after: int | None = 0
        while after is not None:
            async with self.core.store.unit() as uow:
                waiting, after = await uow.repo.awaiting_computers(after, 500, quiet_since=quiet_since)
            for table_id in waiting:
                if not self.following(table_id):
                    self.follow(table_id)
                    found += 1
        return found

    async def run(self) -> None:
        """Sweep now (every table awaiting a computer: after a start they think again) and then every
        `sweep_every` seconds, for good."""
        everything = True
        while True:
            try:
                found = await self.sweep(everything=everything)
                if found:
                    log.info("%d tables awaiting a computer taken up", found)
                everything = False
            except Exception:
                log.exception("the sweep for tables awaiting a computer failed; trying again")
            await asyncio.sleep(self.sweep_every)

    async def settle(self, seconds: float) -> None:
        """At a stop: let the computers moving now finish within `seconds`, then cut off the rest (a
        computer still thinking committed nothing, and thinks again after the next start)."""
        running = [task for task in self._following.values() if not task.done()]
        if not running:
            return
        log.info("stopping: waiting for the computers of %d tables", len(running))
        _, late = await asyncio.wait(running, timeout=max(0.0, seconds))
        for task in late:
            task.cancel()
        if late:
            await asyncio.wait(late)
            log.info("stopping: %d tables' computers cut off while thinking; they think again after the next start", len(late))
