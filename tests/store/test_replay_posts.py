"""A table's replay is claimed by one process at a time and posted once (`bot.tables.replays`), on
SQLite and PostgreSQL, with two engines standing for two processes."""

from __future__ import annotations

import asyncio

import pytest

from bot.clock import ManualClock
from bot.store import Store
from bot.tables import BOT, TableService, WhichTable
from bot.tables.replays import LEASE, ReplayPost, ReplayPosts, Waited
from tests.conftest import TEST_GAMES, TEST_PLAYERS


async def finished_table(service: TableService, guild_id: int = 1) -> int:
    """A take-away table played to its end by users 1 and 2."""
    table = (await service.create("takeaway", guild_id=guild_id, channel_id=1, host_id=1, host_name="A", seed=5, options={"pile": 5})).id
    await service.join(table, 2, "B", guild_id)
    await service.start(table, 1)
    while (info := await service.get(table, BOT)).status == "running":
        _, state = await service.state(table, BOT)
        assert state is not None
        seat = min(state.to_move())
        await service.act(table, info.seats[seat].user_id or 0, str(state.legal_actions(seat)[0]), expected_version=info.version)
    return table


async def test_one_process_claims_a_replay_the_other_waits_and_sees_the_post(store: Store, db_url: str) -> None:
    service = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS)
    table = await finished_table(service)
    other_store = Store(db_url)  # a second engine: what a second process has
    try:
        here, there = ReplayPosts(store, owner="here"), ReplayPosts(other_store, owner="there")
        claims = await asyncio.gather(here.claim(table), there.claim(table))
        assert sorted(claims) == [False, True]
        builder, waiter = (here, there) if claims[0] else (there, here)
        assert await builder.find(table) is None
        waiting = asyncio.create_task(waiter.wait(table, poll=0.01))
        await asyncio.sleep(0.05)
        assert not waiting.done()  # the build goes on: nothing to show yet
        await builder.posted(table, 77, 88)
        assert await waiting == ReplayPost(table, 77, 88)
        assert await waiter.find(table) == ReplayPost(table, 77, 88)
        assert not await waiter.claim(table) and not await builder.claim(table)  # posted: never built again
    finally:
        await other_store.close()


async def test_a_failed_build_gives_the_claim_up_for_the_next_press(store: Store) -> None:
    service = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS)
    table = await finished_table(service)
    here, there = ReplayPosts(store, owner="here"), ReplayPosts(store, owner="there")
    assert await here.claim(table)
    waiting = asyncio.create_task(there.wait(table, poll=0.01))
    await asyncio.sleep(0.05)
    await here.release(table)
    assert await waiting is Waited.FAILED
    assert await there.claim(table)  # the next press builds
    assert await there.find(table) is None


async def test_a_claim_older_than_the_lease_is_taken_over(store: Store) -> None:
    service = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS)
    table = await finished_table(service)
    clock = ManualClock()
    gone, alive = ReplayPosts(store, clock, owner="gone"), ReplayPosts(store, clock, owner="alive")
    assert await gone.claim(table)
    assert not await alive.claim(table)
    clock.advance(seconds=LEASE.total_seconds() + 1)  # its process died while building
    assert await alive.wait(table, poll=0.01) is Waited.MINE


async def test_the_last_finished_game_of_a_player_is_the_replay_meant_outside_its_thread(store: Store) -> None:
    service = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS)
    posts = ReplayPosts(store)
    with pytest.raises(WhichTable, match="no finished game"):
        await posts.last_finished(1, 1)
    older = await finished_table(service)
    newer = await finished_table(service)
    elsewhere = await finished_table(service, guild_id=9)
    running = (await service.create("takeaway", guild_id=1, channel_id=1, host_id=1, host_name="A", seed=6)).id
    assert running > newer > older
    assert await posts.last_finished(1, 1) == newer  # a running table is no replay
    assert await posts.last_finished(2, None) == elsewhere  # from a DM: any server
    with pytest.raises(WhichTable):
        await posts.last_finished(3, 1)  # never played here
