"""`bot_meta`: small facts about the bot, by key, on SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.store import Store
from bot.store.meta import read_meta, write_meta


async def test_a_fact_is_stored_replaced_and_read_back(store: Store) -> None:
    assert await read_meta(store, "commands:1:global") is None
    await write_meta(store, "commands:1:global", "a" * 64, datetime(2026, 1, 1, tzinfo=UTC))
    await write_meta(store, "commands:1:global", "b" * 64, datetime(2026, 1, 2, tzinfo=UTC))
    await write_meta(store, "commands:1:42", "c", datetime(2026, 1, 2, tzinfo=UTC))
    assert await read_meta(store, "commands:1:global") == "b" * 64
    assert await read_meta(store, "commands:1:42") == "c"
