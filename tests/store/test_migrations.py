"""Schema migrations on SQLite and PostgreSQL: 0001 → head keeps old rows, and the models match."""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection

from bot.store import Store
from bot.store.db import alembic_config
from bot.store.models import Base


def _upgrade_to(target: str) -> Any:
    def run(connection: Connection) -> None:
        config = alembic_config()
        config.attributes["connection"] = connection
        command.upgrade(config, target)

    return run


def _diff(connection: Connection) -> list[Any]:
    context = MigrationContext.configure(connection, opts={"compare_type": False})
    return list(compare_metadata(context, Base.metadata))


async def test_upgrade_from_0001_keeps_rows_and_fills_new_columns(db_url: str) -> None:
    store = Store(db_url)
    try:
        async with store.engine.begin() as connection:
            await connection.run_sync(_upgrade_to("0001"))
            await connection.execute(
                sa.text(
                    "INSERT INTO tables (id, game, host_id, status, options, seed, version, prompts, created_at, updated_at)"
                    " VALUES (1, 'takeaway', 7, 'running', '{}', 5, 0, '{}', '2026-01-01 12:00:00', '2026-01-01 12:00:00')"
                )
            )
            await connection.execute(sa.text("INSERT INTO seats (table_id, seat, user_id, name, dm_ok) VALUES (1, 0, 7, 'Ana', true)"))
            await connection.execute(
                sa.text(
                    "INSERT INTO results (table_id, seat, game, user_id, computer, score, rank, winner, finished_at)"
                    " VALUES (1, 0, 'takeaway', 7, false, 3, 1, true, '2026-01-01 13:00:00')"
                )
            )
        await store.migrate()  # 0001 → head
        async with store.engine.connect() as connection:
            table = (await connection.execute(sa.text("SELECT turn_limit, deadline, reminder_at, end_votes FROM tables"))).one()
            seat = (await connection.execute(sa.text("SELECT missed, stood_in FROM seats"))).one()
            result = (await connection.execute(sa.text("SELECT stand_in FROM results"))).one()
            version = (await connection.execute(sa.text("SELECT version_num FROM alembic_version"))).scalar_one()
            assert tuple(table) == (None, None, None, None)
            assert (seat[0], bool(seat[1])) == (0, False)
            assert bool(result[0]) is False
            assert version == ScriptDirectory.from_config(alembic_config()).get_current_head()
            assert await connection.run_sync(_diff) == [], "the models and the migrations disagree"
        async with store.unit() as uow:
            row = await uow.repo.get_table(1)
            assert row is not None and row.seats[0].missed == 0 and row.end_votes is None
    finally:
        await store.close()


async def test_upgrade_from_0002_adds_the_language_columns(db_url: str) -> None:
    store = Store(db_url)
    try:
        async with store.engine.begin() as connection:
            await connection.run_sync(_upgrade_to("0002"))
            await connection.execute(
                sa.text("INSERT INTO player_prefs (user_id, locale, mention_on_turn, dm_on_turn, quiet) VALUES (7, 'fa', true, true, false)")
            )
            await connection.execute(sa.text("INSERT INTO guild_config (guild_id, turn_limit, updated_at) VALUES (3, 3600, '2026-01-01 12:00:00')"))
        await store.migrate()  # 0002 → 0003
        async with store.engine.connect() as connection:
            prefs = (await connection.execute(sa.text("SELECT locale, discord_locale FROM player_prefs"))).one()
            config = (await connection.execute(sa.text("SELECT turn_limit, locale, discord_locale FROM guild_config"))).one()
            assert tuple(prefs) == ("fa", None)
            assert tuple(config) == (3600, None, None)
            assert await connection.run_sync(_diff) == [], "the models and the migrations disagree"
        async with store.unit() as uow:
            row = await uow.repo.prefs(7)
            assert row is not None and (row.locale, row.discord_locale) == ("fa", None)
    finally:
        await store.close()


async def test_downgrade_to_0002_drops_the_language_columns(db_url: str) -> None:
    store = Store(db_url)
    try:
        await store.migrate()

        def downgrade(connection: Connection) -> None:
            config = alembic_config()
            config.attributes["connection"] = connection
            command.downgrade(config, "0002")

        async with store.engine.begin() as connection:
            await connection.run_sync(downgrade)
        async with store.engine.connect() as connection:
            columns = await connection.run_sync(lambda c: {col["name"] for col in sa.inspect(c).get_columns("guild_config")})
            assert columns == {"guild_id", "turn_limit", "updated_at"}
    finally:
        await store.close()


async def test_0006_stores_seat_names_as_data_and_downgrades_back(db_url: str) -> None:
    store = Store(db_url)
    seats = "SELECT name FROM seats ORDER BY seat"
    try:
        async with store.engine.begin() as connection:
            await connection.run_sync(_upgrade_to("0005"))
            await connection.execute(
                sa.text(
                    "INSERT INTO tables (id, game, host_id, status, options, seed, version, prompts, created_at, updated_at)"
                    " VALUES (1, 'druids', 7, 'running', '{}', 5, 0, '{}', '2026-01-01 12:00:00', '2026-01-01 12:00:00')"
                )
            )
            for seat, user, name, computer, stood_in in [
                (0, 7, "Ana", None, False),
                (1, None, "Computer 1", "hard", False),
                (2, None, "Ben (computer)", "normal", True),  # Ben left: the computer has his seat
                (3, 9, "Cat", "normal", True),  # Cat missed turns: away, may rejoin
                (4, None, "Computer 2", "easy", False),
            ]:
                await connection.execute(
                    sa.text("INSERT INTO seats (table_id, seat, user_id, name, computer, dm_ok, missed, stood_in) VALUES (1, :s, :u, :n, :c, true, 0, :i)"),
                    {"s": seat, "u": user, "n": name, "c": computer, "i": stood_in},
                )
        await store.migrate()
        async with store.engine.connect() as connection:
            assert list((await connection.execute(sa.text(seats))).scalars()) == ["Ana", "", "Ben", "Cat", ""]

        def downgrade(connection: Connection) -> None:
            config = alembic_config()
            config.attributes["connection"] = connection
            command.downgrade(config, "0005")

        async with store.engine.begin() as connection:
            await connection.run_sync(downgrade)
        async with store.engine.connect() as connection:
            assert list((await connection.execute(sa.text(seats))).scalars()) == ["Ana", "Computer 1", "Ben (computer)", "Cat", "Computer 2"]
    finally:
        await store.close()
