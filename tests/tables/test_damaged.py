"""Damaged table rows on real SQLite and PostgreSQL: at start-up and at run time one bad table is
repaired from its log or set aside, named once in the log, explained to its players, and every other
table plays on. PostgreSQL's JSONB holds only JSON, so there the damage is JSON of the wrong shape."""

from __future__ import annotations

import logging
from dataclasses import dataclass

import pytest
from sqlalchemy import text

from bot.store import Store
from bot.tables import BOT, Caller, TableDamaged, TableNotFound, TableService
from bot.tables.service import Recovery

ANA, BEN, CAT, EVE = 101, 102, 103, 104
GUILD, CHANNEL = 1, 10


@dataclass(frozen=True)
class Damage:
    """One way a stored table can be wrong: a column and what it holds instead (None: SQL NULL)."""

    name: str
    column: str
    value: str | None
    outcome: str  # "repaired" from the log, or "damaged": set aside
    sqlite_only: bool = False  # text that is not JSON: PostgreSQL's JSONB cannot hold it


DAMAGES = [
    Damage("snapshot not JSON", "snapshot", "pile=3; hands=??", "repaired", sqlite_only=True),
    Damage("snapshot truncated", "snapshot", '{"pile": 12, "turn": 1, "hands": [[1, 2', "repaired", sqlite_only=True),
    Damage("snapshot NULL", "snapshot", None, "repaired"),
    Damage("snapshot of the wrong shape", "snapshot", "[1, 2, 3]", "repaired"),
    Damage("snapshot of another game", "snapshot", '{"cells": [null, null]}', "repaired"),
    Damage("version ahead of the log", "version", "9", "repaired"),
    Damage("prompts not JSON", "prompts", '{"1": ', "repaired", sqlite_only=True),
    Damage("prompts of the wrong shape", "prompts", '{"1": "soon", "x": 2}', "repaired"),
    Damage("prompts null", "prompts", "null", "repaired"),
    Damage("votes not JSON", "end_votes", "[ana", "repaired", sqlite_only=True),
    Damage("options not JSON", "options", '{"pile": 1', "damaged", sqlite_only=True),
    Damage("options null", "options", "null", "damaged"),
    Damage("options not an object", "options", "[15]", "damaged"),
    Damage("options with unknown values", "options", '{"pile": "banana", "misere": "maybe"}', "damaged"),
    Damage("log that does not replay", "actions", "take 99", "damaged"),
    Damage("a game this bot does not play", "game", "chess", "damaged"),
]


async def two_tables(service: TableService) -> tuple[int, int]:
    """Table 1 (Ana, Ben) after Ana's first move, and table 2 (Cat, Ben), both running in GUILD."""
    ids = []
    for host, name in ((ANA, "Ana"), (CAT, "Cat")):
        info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=host, host_name=name, seed=42)
        await service.join(info.id, BEN, "Ben", GUILD)
        await service.start(info.id, host, GUILD)
        ids.append(info.id)
    _, state = await service.state(ids[0], BOT)
    assert state is not None
    await service.act(ids[0], ANA, str(state.legal_actions(0)[0]), None, GUILD)
    return ids[0], ids[1]


async def damage(store: Store, table: int, how: Damage) -> None:
    """Write the damage with plain SQL, as a crash, a bad disk or a hand edit would."""
    async with store.engine.begin() as connection:
        if how.column == "actions":
            await connection.execute(text("UPDATE actions SET action = :v WHERE table_id = :id AND seq = 1"), {"v": how.value, "id": table})
        elif how.column == "game":
            await connection.execute(text("UPDATE tables SET game = :v WHERE id = :id"), {"v": how.value, "id": table})
        elif how.column == "version":
            await connection.execute(text("UPDATE tables SET version = :v WHERE id = :id"), {"v": int(how.value or 0), "id": table})
        elif how.value is None:
            await connection.execute(text(f"UPDATE tables SET {how.column} = NULL WHERE id = :id"), {"id": table})
        elif store.dialect == "postgresql":
            await connection.execute(text(f"UPDATE tables SET {how.column} = CAST(:v AS JSONB) WHERE id = :id"), {"v": how.value, "id": table})
        else:
            await connection.execute(text(f"UPDATE tables SET {how.column} = :v WHERE id = :id"), {"v": how.value, "id": table})


def damages(store: Store) -> list[Damage]:
    return [d for d in DAMAGES if store.dialect == "sqlite" or not d.sqlite_only]


def lines_about(caplog: pytest.LogCaptureFixture, table: int) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING and r.getMessage().startswith(f"table {table}:")]


async def plays_on(service: TableService, table: int, user: int, seat: int) -> None:
    """The table takes a move of `user` through a current button and moves on."""
    info, state = await service.state(table, Caller(user, GUILD))
    assert state is not None and seat in state.to_move()
    version = await service.prompt_version(table, seat)
    update = await service.act(table, user, str(state.legal_actions(seat)[0]), version, GUILD)
    assert update.table.version == info.version + 1


async def test_at_start_up_each_damaged_row_is_repaired_or_set_aside_and_the_other_tables_play_on(
    service: TableService, store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    survived = []
    for how in damages(store):
        bad, good = await two_tables(service)
        await damage(store, bad, how)
        # A restart: a new process checks every open table in the background sweep.
        restarted = TableService(store, games=service.core.games, players=service.core.players, clock=service.core.clock)
        caplog.clear()
        with caplog.at_level(logging.INFO):
            found = await restarted.recover()
            assert found.checked >= 2
            if how.outcome == "repaired":
                assert bad in found.repaired and bad not in found.damaged, how.name
                _, state = await restarted.state(bad, Caller(BEN, GUILD))
                assert state is not None and state.to_move() == {1}, how.name
                await plays_on(restarted, bad, BEN, 1)
            else:
                assert bad in found.damaged, how.name
                with pytest.raises(TableDamaged) as refused:
                    await restarted.state(bad, Caller(ANA, GUILD))
                assert refused.value.code == "table.damaged" and refused.value.params == {"table": bad}
                with pytest.raises(TableDamaged):
                    await restarted.seat_view(bad, BEN, None)
                with pytest.raises(TableNotFound):  # to others it stays as hidden as any table
                    await restarted.state(bad, Caller(EVE, None))
                listed = [(t.id, t.status) for t in await restarted.community.mine(ANA, GUILD)]
                assert (bad, "damaged") in listed and [s for _, s in listed] == sorted((s for _, s in listed), key=("running", "damaged").index)
                assert await restarted.turns.tick() is not None  # the turn clock passes it by
            await plays_on(restarted, good, CAT, 0)
            again = TableService(store, games=service.core.games, players=service.core.players, clock=service.core.clock)
            await again.recover()  # a second restart finds nothing new to say
        lines = lines_about(caplog, bad)
        assert len(lines) == 1, (how.name, lines)
        assert ("repaired from its action log" if how.outcome == "repaired" else "set aside as damaged") in lines[0], lines
        assert not lines_about(caplog, good)
        survived.append(how.name)
    assert len(survived) == len(damages(store))


async def test_a_row_damaged_while_the_bot_runs_is_checked_again_when_next_touched(service: TableService, store: Store) -> None:
    for how in damages(store):
        if how.column in ("version", "actions") or how.name == "options with unknown values":
            continue  # values of the right shape: play goes on, and the next start-up's check finds them (above)
        bad, good = await two_tables(service)
        assert (await service.get(bad, BOT)).version == 1  # checked and in use
        await damage(store, bad, how)
        if how.outcome == "repaired":
            try:
                await plays_on(service, bad, BEN, 1)
            except TableDamaged:
                # A snapshot that reads as JSON but not as this game is found when it is restored;
                # the next touch checks the table again and repairs it from the log.
                await plays_on(service, bad, BEN, 1)
        else:
            with pytest.raises(TableDamaged):
                await service.state(bad, Caller(ANA, GUILD))
            info = await service.community.force_end(bad, ANA, GUILD, manager=True)  # a manager clears it away
            assert info.status == "abandoned"
        await plays_on(service, good, CAT, 0)


async def test_an_ended_table_that_is_damaged_keeps_its_status_and_its_reads_are_refused(
    service: TableService, store: Store, caplog: pytest.LogCaptureFixture
) -> None:
    bad, good = await two_tables(service)
    await service.community.force_end(bad, ANA, GUILD, manager=True)
    await damage(store, bad, DAMAGES[-1])  # its log does not replay
    restarted = TableService(store, games=service.core.games, players=service.core.players, clock=service.core.clock)
    assert await restarted.recover() == Recovery(1, (), ()), "the sweep checks open tables only"
    with caplog.at_level(logging.INFO):
        for read in (restarted.logbook.history, restarted.logbook.export, restarted.state, restarted.get):
            with pytest.raises(TableDamaged):
                await read(bad, Caller(ANA, GUILD))
        with pytest.raises(TableNotFound):
            await restarted.logbook.history(bad, Caller(EVE, None))
    assert len(lines_about(caplog, bad)) == 1 and "damaged, left abandoned" in lines_about(caplog, bad)[0]
    async with store.unit() as uow:
        row = await uow.repo.get_table(bad)
        assert row is not None and row.status == "abandoned"
    assert (await restarted.get(good, Caller(CAT, GUILD))).status == "running"
