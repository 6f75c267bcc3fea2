"""A finished table's replay is built once and posted once: the claim on its building, and where it went.

One process at a time builds a table's replay: it claims it in the database (`claim`), builds and posts
it, then records the post (`posted`), or gives the claim up when the build failed (`release`), so that a
later press tries again. A claim older than `lease` is taken over (its process died while building).
Presses in other processes meanwhile wait for the post (`wait`). Outside a table's thread, the
replay meant is the caller's game that ended last (`last_finished`).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import timedelta
from enum import Enum

from bot.clock import Clock, SystemClock
from bot.owner import owner_name, process_home, this_host
from bot.store.repository import Store
from bot.tables.errors import WhichTable

# A build takes seconds; a claim this old belongs to a process that died while building.
LEASE = timedelta(minutes=3)
# How often a press waits for another process's build looks whether it is posted.
POLL_SECONDS = 1.0


@dataclass(frozen=True)
class ReplayPost:
    """Where a table's replay was posted."""

    table_id: int
    channel_id: int
    message_id: int


class Waited(Enum):
    """What a wait for another process's build found instead of a post."""

    FAILED = "failed"  # its claim ended without a post: the build failed
    MINE = "mine"  # its claim expired and this process holds it now: build here


class ReplayPosts:
    """The replay records of tables, on the service's store and clock; `owner` names this process in
    claims (`bot.owner`: the delivery's name for it, or one of its own)."""

    def __init__(self, store: Store, clock: Clock | None = None, *, owner: str | None = None, lease: timedelta = LEASE) -> None:
        self.store = store
        self.clock = clock or SystemClock()
        self.owner = owner or owner_name(process_home(this_host(), None))
        self.lease = lease

    async def find(self, table_id: int) -> ReplayPost | None:
        """Where the table's replay was posted, if it was."""
        async with self.store.unit() as uow:
            row = await uow.repo.replay_post(table_id)
        if row is None or row.message_id is None or row.channel_id is None:
            return None
        return ReplayPost(table_id, row.channel_id, row.message_id)

    async def claim(self, table_id: int) -> bool:
        """Claim the building of the table's replay; True if this process builds it now."""
        now = self.clock.now()
        async with self.store.unit() as uow:
            won = await uow.repo.claim_replay(table_id, self.owner, now, now - self.lease)
            await uow.commit()
        return won

    async def release(self, table_id: int) -> None:
        """Give the claim up after a failed build: the next press builds again."""
        async with self.store.unit() as uow:
            await uow.repo.release_replay(table_id, self.owner)
            await uow.commit()

    async def posted(self, table_id: int, channel_id: int, message_id: int) -> ReplayPost:
        """Record where the replay was posted."""
        async with self.store.unit() as uow:
            await uow.repo.replay_posted(table_id, channel_id, message_id, self.clock.now())
            await uow.commit()
        return ReplayPost(table_id, channel_id, message_id)

    async def wait(self, table_id: int, poll: float = POLL_SECONDS) -> ReplayPost | Waited:
        """Wait while another process builds the replay: its post, or what happened instead."""
        while True:
            async with self.store.unit() as uow:
                row = await uow.repo.replay_post(table_id)
            if row is not None and row.message_id is not None and row.channel_id is not None:
                return ReplayPost(table_id, row.channel_id, row.message_id)
            if row is None or row.claimed_by is None:
                return Waited.FAILED
            expired = row.claimed_at is not None and row.claimed_at < self.clock.now() - self.lease
            if expired and await self.claim(table_id):
                return Waited.MINE
            await asyncio.sleep(poll)

    async def last_finished(self, user_id: int, guild_id: int | None) -> int:
        """The caller's game that ended last (in this server, when asked in one): what `/table replay`
        means outside a table's thread."""
        async with self.store.unit() as uow:
            found = await uow.repo.last_finished_of_user(user_id, guild_id)
        if found is None:
            raise WhichTable("You have no finished game to replay here: name one with `table:`.", code="table.replay_none")
        return found
