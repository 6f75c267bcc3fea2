"""Two writers on one table: exactly one applies, across separate engines (processes' view)."""

from __future__ import annotations

import asyncio

from bot.store import Store
from bot.tables import BOT, StaleClick, TableService
from tests.conftest import TEST_GAMES, TEST_PLAYERS
from tests.support.log import standing_moves


async def test_two_engines_racing_on_one_table_apply_exactly_once(store: Store, db_url: str) -> None:
    first = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS)
    table = (await first.create("takeaway", guild_id=1, channel_id=1, host_id=1, host_name="A", seed=5)).id
    await first.join(table, 2, "B", 1)
    await first.start(table, 1)
    _, state = await first.state(table, BOT)
    assert state is not None
    hand = state.view(0)["hand"]

    other_store = Store(db_url)  # a second engine and pool: what a second process has
    second = TableService(other_store, games=TEST_GAMES, players=TEST_PLAYERS)
    try:
        results = await asyncio.gather(
            first.act(table, 1, f"take {hand[0]}", expected_version=0),
            second.act(table, 1, f"take {hand[-1]}", expected_version=0),
            return_exceptions=True,
        )
    finally:
        await other_store.close()
    applied = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(applied) == 1, results
    assert len(refused) == 1 and isinstance(refused[0], StaleClick | Exception)
    assert "moved on" in str(refused[0]) or "not your turn" in str(refused[0]).lower()
    assert (await first.get(table, BOT)).version == 1
    assert len(await standing_moves(first, table)) == 1
