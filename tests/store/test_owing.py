"""What a move's messages build on comes in one query (`Repository.owing`), on SQLite and PostgreSQL:
the live prompts, the newest board post, and each seat's news held since its last DM."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.store import OutboxRow, Store
from bot.tables import TableService
from tests.conftest import TEST_GAMES, TEST_PLAYERS

NOW = datetime(2026, 12, 4, tzinfo=UTC)


async def test_live_prompts_the_newest_board_and_the_news_since_each_seat_s_last_dm(store: Store) -> None:
    service = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS)
    table = (await service.create("takeaway", guild_id=1, channel_id=1, host_id=1, host_name="A", seed=5)).id
    other = (await service.create("takeaway", guild_id=1, channel_id=2, host_id=2, host_name="B", seed=6)).id

    def row(kind: str, seat: int | None = None, *, live: bool = False, at: int = table, note: str = "") -> OutboxRow:
        return OutboxRow(table_id=at, version=0, kind=kind, seat=seat, payload={"events": [{"note": note}]}, created_at=NOW, live=live)

    written = [
        row("news", 1, note="before her last DM"),
        row("board", note="older board"),
        row("dm", 1, live=True, note="her prompt"),
        row("news", 1, note="hers, held"),
        row("dm", 2, note="his answered prompt"),
        row("news", 2, note="his, held"),
        row("news", 3, note="never asked"),
        row("board", note="newest board"),
        row("news", 1, note="hers, later"),
        row("board", at=other, note="another table's"),
        row("dm", 1, live=True, at=other, note="another table's prompt"),
    ]
    async with store.unit() as uow:
        await uow.repo.add_owed(written)
        await uow.commit()
    async with store.unit() as uow:
        live, board, news = await uow.repo.owing(table)
    notes = lambda rows: [r.payload["events"][0]["note"] for r in rows]  # noqa: E731
    assert notes(live) == ["her prompt"]
    assert board is not None and notes([board]) == ["newest board"]
    assert notes(news) == ["hers, held", "his, held", "never asked", "hers, later"]


async def test_owed_rows_get_their_ids_in_order_and_the_column_defaults(store: Store) -> None:
    service = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS)
    table = (await service.create("takeaway", guild_id=1, channel_id=1, host_id=1, host_name="A", seed=5)).id
    written = [OutboxRow(table_id=table, version=0, kind="dm", seat=seat, payload={"seat": seat}, created_at=NOW) for seat in (2, 0, 1)]
    async with store.unit() as uow:
        await uow.repo.add_owed(written)
        await uow.commit()
    ids = [row.id for row in written]
    assert ids == sorted(ids) and len(set(ids)) == 3
    async with store.unit() as uow:
        stored = {row.id: row for row in await uow.repo.claim_owed("me", NOW, NOW)}
    assert [stored[i].payload["seat"] for i in ids] == [2, 0, 1]
    assert all(row.live is False and row.delivered_at is None for row in stored.values())
