"""Delivery: when the messages a table update owes (recorded in the outbox with the move) are sent.

The one publish path. Right after a move the process that made it sends its owed messages
(`cogs.sending`), marks them delivered in one database round trip, and then has the service's game
loop (`bot.tables.driver`) move the computers whose turn it is; it sends the batches the loop hands
it. A loop claims whatever is still owed (after a crash, or a failed send) at start-up and every few
seconds, and sends it from the table's current state, folded (`bot.tables.fold`): a restart just
delivers what is still owed, one current prompt per seat and one post per unit of play.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from dataclasses import replace
from datetime import datetime, timedelta

import discord

from bot.owner import owner_name, process_home, this_host
from bot.tables import Delivered, Owed, TableNotFound, TableService, Update
from bot.tables.access import BOT
from bot.tables.damage import DAMAGED
from bot.tables.errors import TableDamaged
from bot.tables.fold import fold, in_order
from bot.tables.payloads import OwedKind
from cogs.crash import crash_point
from cogs.damaged import announce_damaged
from cogs.images import Drawing
from cogs.kit import Kits
from cogs.posts import thinking_seats
from cogs.sending import Sender

log = logging.getLogger(__name__)

# Delivered messages are kept this long (live prompts and open tables' boards longer), looked at hourly.
KEEP_DELIVERED = timedelta(days=7)
PRUNE_EVERY = 3600.0


class Deliverer:
    """Sends owed messages (`cogs.sending`) when they are owed, and marks them delivered.

    `lease`: how long a claim by another process is respected before the message is taken over.
    """

    def __init__(
        self, client: discord.Client, service: TableService, kits: Kits, *, lease: float = 20.0, owner: str | None = None, drawing: Drawing | None = None
    ) -> None:
        self.client = client
        self.service = service
        self.sender = Sender(client, service, kits, drawing or Drawing())
        self.lease = timedelta(seconds=lease)
        # A process started again on the same host for the same shards knows the claims of the one
        # before it (dead, since it holds the same shards) and takes them over at once (`bot.owner`).
        shard_ids = getattr(client, "shard_ids", None)
        self.home = process_home(this_host(), shard_ids)
        self.owner = owner or owner_name(self.home)
        log.info("claims owed messages as %s (host %s, shards %s, pid %d)", self.owner, this_host(), shard_ids or "all", os.getpid())
        self.service.deliveries.outbox_owner = self.owner
        # The game loop hands this deliverer each batch of computer moves to send.
        self.service.driver.send = self._deliver_batch
        self.started_at: datetime = self.service.now()
        self._wake = asyncio.Event()
        self._unmarked: list[Delivered] = []  # sent, but the database failed when they were to be marked
        self._loop_lock = asyncio.Lock()

    @property
    def pass_lock(self) -> asyncio.Lock:
        """Held while the loop delivers: a stop takes it to end the loop between two passes."""
        return self._loop_lock

    # ---- the normal path -----------------------------------------------------------------

    async def deliver(self, update: Update, interaction: discord.Interaction | None = None) -> None:
        """Send what a fresh update owes (claimed by this process at its commit), then mark it delivered;
        then the game loop moves the computers whose turn it is."""
        crash_point("committed")
        owed = in_order(update.owed)
        carried: list[Owed] = []
        waiting = update.computers_waiting
        driver = self.service.driver
        if waiting and not driver.following(update.table.id) and not driver.thinks_long(update.table, waiting[0]):
            # Quick computers answer within milliseconds: the thread's post goes out once, with their
            # moves in it (one request, not one per move); the ✅ and the DMs go now.
            carried = [o for o in owed if o.kind == OwedKind.BOARD]
            owed = [o for o in owed if o.kind != OwedKind.BOARD]
        if owed:
            sent = await self.sender.send_all(update.table, update.state, owed, interaction, lease=self.lease)
            crash_point("sent")
            await self.mark_delivered(sent)
        if waiting:
            crash_point("computer")
            driver.follow(update.table.id, carried=[replace(update, owed=carried)] if carried else [])

    async def _deliver_batch(self, updates: list[Update]) -> None:
        """Send what several updates of one table owe as one: a unit's posts and a seat's DMs folded."""
        if not updates:
            return
        send, folded = fold([o for u in updates for o in u.owed])
        sent = await self.sender.send_all(updates[-1].table, updates[-1].state, send, None, lease=self.lease)
        await self.mark_delivered([*sent, *(Delivered(i) for i in folded)])

    async def mark_delivered(self, sent: list[Delivered]) -> None:
        """Mark messages delivered; when the database fails now, the loop marks them before it claims
        anything (they went out: sending them again would say it twice), and the caller hears nothing of it:
        the move is committed and shown, only its record of delivery is late."""
        try:
            await self.service.deliveries.delivered(sent)
        except Exception:
            log.warning("marking %d messages delivered failed; the delivery loop marks them", len(sent), exc_info=True)
            self._unmarked.extend(sent)
            self.poke()

    def poke(self) -> None:
        """Have the loop look for owed messages now (e.g. after an end recorded without a publish)."""
        self._wake.set()

    # ---- the loop: whatever is still owed ------------------------------------------------

    async def run(self, seconds: float) -> None:
        """Deliver what is owed now (after a restart) and then every `seconds` or when poked; now and
        then forget what was delivered long ago."""
        pruned_at = 0.0
        loop = asyncio.get_running_loop()
        while True:
            try:
                await self.deliver_owed()
                if loop.time() - pruned_at > PRUNE_EVERY:
                    pruned_at = loop.time()
                    await self.service.deliveries.prune_outbox(KEEP_DELIVERED)
            except Exception:
                log.exception("delivering owed messages failed; trying again")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), seconds)
            self._wake.clear()

    async def deliver_owed(self) -> int:
        """Claim owed messages nobody is sending and send them, per table from its current state."""
        async with self._loop_lock:
            if self._unmarked:
                unmarked, self._unmarked = self._unmarked, []
                try:
                    await self.service.deliveries.delivered(unmarked)
                except Exception:
                    self._unmarked = [*unmarked, *self._unmarked]
                    raise
            owed = await self.service.deliveries.claim_owed(self.lease, predecessor=(f"{self.home}#", self.started_at), started_at=self.started_at)
            tables: dict[int, list[Owed]] = {}
            for item in owed:
                tables.setdefault(item.table_id, []).append(item)
            for table_id, items in tables.items():
                if any(i.kind == DAMAGED for i in items):
                    await self.service.deliveries.delivered(await announce_damaged(self.client, [i for i in items if i.kind == DAMAGED]))
                    items = [i for i in items if i.kind != DAMAGED]
                    if not items:
                        continue
                try:
                    info, state = await self.service.state(table_id, BOT)
                except (TableNotFound, TableDamaged):
                    log.info("table %s: gone or set aside; its %d owed messages are dropped", table_id, len(items))
                    await self.service.deliveries.delivered([Delivered(i.id) for i in items])
                    continue
                except Exception:
                    log.exception("table %s: cannot be read to deliver its owed messages", table_id)
                    continue
                send, folded = fold(items)
                log.info("table %s: delivering %d owed messages", table_id, len(send))
                try:
                    sent = await self.sender.send_all(info, state, send, None, lease=self.lease, recovering=True)
                except Exception:
                    # One table's trouble must not hold up the others; its messages stay owed.
                    log.exception("table %s: delivering its owed messages failed; trying again later", table_id)
                    continue
                await self.mark_delivered([*sent, *(Delivered(i) for i in folded)])
                if state is not None and thinking_seats(info, state):
                    self.service.driver.follow(table_id)  # taken over from a process that died before its computers moved
            return len(owed)
