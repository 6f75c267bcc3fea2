"""A table's messages read the server's settings and its players' preferences in one query, on SQLite
and PostgreSQL: whatever of them is stored, and nothing that is not."""

from __future__ import annotations

from datetime import UTC, datetime

from sqlalchemy import event

from bot.store import GuildConfig, PlayerPrefs, Store

NOW = datetime(2026, 12, 4, tzinfo=UTC)


async def stored(store: Store) -> None:
    async with store.unit() as uow:
        uow.session.add_all(
            [
                GuildConfig(guild_id=1, turn_limit=None, locale="de", updated_at=NOW),
                PlayerPrefs(user_id=11, locale="fa", mention_on_turn=False, dm_on_turn=True, quiet=False),
                PlayerPrefs(user_id=12, locale=None, mention_on_turn=True, dm_on_turn=False, quiet=True),
                PlayerPrefs(user_id=99, locale="en", mention_on_turn=True, dm_on_turn=True, quiet=False),
            ]
        )
        await uow.commit()


async def test_the_server_and_the_players_settings_come_in_one_query(store: Store) -> None:
    await stored(store)
    statements: list[str] = []
    listener = lambda *args: statements.append(str(args[2]))  # noqa: E731
    event.listen(store.engine.sync_engine, "before_cursor_execute", listener)
    try:
        async with store.unit() as uow:
            config, prefs = await uow.repo.settings(1, [11, 12, 13])
            assert config is not None and config.locale == "de"
            assert {u: (p.locale, p.mention_on_turn, p.dm_on_turn) for u, p in prefs.items()} == {11: ("fa", False, True), 12: (None, True, False)}
    finally:
        event.remove(store.engine.sync_engine, "before_cursor_execute", listener)
    assert len(statements) == 1


async def test_what_is_not_stored_is_missing(store: Store) -> None:
    await stored(store)
    async with store.unit() as uow:
        assert await uow.repo.settings(2, [11]) == (None, {11: await uow.repo.prefs(11)})
        config, prefs = await uow.repo.settings(1, [13, 14])
        assert config is not None and config.guild_id == 1 and prefs == {}
        assert await uow.repo.settings(None, []) == (None, {})
        assert await uow.repo.settings(None, [99]) == (None, {99: await uow.repo.prefs(99)})
