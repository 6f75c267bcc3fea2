"""Claims on owed messages are checked right before each send, on real SQLite and PostgreSQL: a young
claim is surely held (no round trip), an older one is renewed in one round trip, and one another process
took over after the lease is not held any more, so its message is not sent a second time."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
from sqlalchemy import event, select

from bot.clock import ManualClock
from bot.store import OutboxRow, Store
from bot.tables import Delivered, Owed, TableService
from bot.tables.outbox import owed_of
from tests.conftest import TEST_GAMES, TEST_PLAYERS

ANA, BEN = 101, 102
GUILD, CHANNEL = 1, 10
LEASE = timedelta(seconds=20)


@pytest.fixture
async def two(db_url: str, clock: ManualClock) -> AsyncIterator[tuple[TableService, TableService]]:
    """Two processes' services on one database, sharing the test's clock."""
    stores = [Store(db_url), Store(db_url)]
    await stores[0].migrate()
    first, second = (TableService(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=clock) for store in stores)
    first.core.outbox_owner, second.core.outbox_owner = "first", "second"
    try:
        yield first, second
    finally:
        for store in stores:
            await store.close()


async def started(service: TableService) -> list[Owed]:
    """A take-away table started by `service`: the messages its start owes (claimed by it at the commit)."""
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=42)
    await service.join(info.id, BEN, "Ben", GUILD)
    update = await service.start(info.id, ANA, GUILD)
    assert update.owed
    return update.owed


async def test_a_young_claim_is_held_without_a_database_round_trip(two: tuple[TableService, TableService]) -> None:
    first, _ = two
    owed = await started(first)
    statements: list[str] = []
    listener = lambda *args: statements.append(str(args[2]))  # noqa: E731
    event.listen(first.core.store.engine.sync_engine, "before_cursor_execute", listener)
    try:
        assert all([await first.deliveries.still_held(item, owed[n + 1 :], LEASE) for n, item in enumerate(owed)])
    finally:
        event.remove(first.core.store.engine.sync_engine, "before_cursor_execute", listener)
    assert statements == []


async def test_a_claim_taken_over_after_the_lease_is_not_held(two: tuple[TableService, TableService], clock: ManualClock) -> None:
    first, second = two
    owed = await started(first)
    clock.advance(seconds=25)  # the first process was frozen past the lease
    taken = await second.deliveries.claim_owed(LEASE)
    assert {o.id for o in taken} == {o.id for o in owed}
    assert [await first.deliveries.still_held(item, owed[n + 1 :], LEASE) for n, item in enumerate(owed)] == [False] * len(owed)


async def test_an_older_claim_still_ours_is_renewed_and_then_respected(two: tuple[TableService, TableService], clock: ManualClock) -> None:
    first, second = two
    owed = await started(first)
    clock.advance(seconds=15)  # past half the lease: asked of the database, and renewed
    assert await first.deliveries.still_held(owed[0], owed[1:], LEASE)
    clock.advance(seconds=10)  # 25 s after the claim, 10 s after the renewal
    assert await second.deliveries.claim_owed(LEASE) == [], "a renewed claim is respected"
    assert all([await first.deliveries.still_held(item, owed[n + 1 :], LEASE) for n, item in enumerate(owed[1:], 1)]), "renewed with the first"


async def test_a_message_nobody_claimed_is_claimed_before_it_is_sent(two: tuple[TableService, TableService]) -> None:
    first, second = two
    owed = await started(first)
    await first.deliveries.delivered([Delivered(o.id, 1, 10 + o.id, "x", live=o.kind == "dm") for o in owed])
    await first.community.force_end(1, ANA, GUILD, manager=True)  # the end's edits are recorded unclaimed
    async with first.core.store.unit() as uow:
        row = (await uow.session.execute(select(OutboxRow).where(OutboxRow.kind == "final"))).scalar_one()
        final = owed_of(row)
    assert row.claimed_by is None and final.claimed_at is None
    assert await first.deliveries.still_held(final, [], LEASE)
    assert await second.deliveries.still_held(final, [], LEASE) is False, "the first holds it now"


async def test_messages_on_their_way_keep_their_claims_however_long_they_wait(two: tuple[TableService, TableService], clock: ManualClock) -> None:
    first, second = two
    owed = await started(first)
    with first.deliveries.sending(o.id for o in owed):  # waiting for Discord's budget, longer than the lease
        clock.advance(seconds=25)
        assert await first.deliveries.claim_owed(LEASE) == [], "the delivery loop does not send them a second time"
        clock.advance(seconds=15)  # 40 s after the move, 15 s after the loop renewed the claims
        assert await second.deliveries.claim_owed(LEASE) == [], "nor does another process"
        assert all([await first.deliveries.still_held(item, owed[n + 1 :], LEASE) for n, item in enumerate(owed)])
    clock.advance(seconds=25)  # the send never finished: left owed, past the lease
    assert {o.id for o in await second.deliveries.claim_owed(LEASE)} == {o.id for o in owed}
