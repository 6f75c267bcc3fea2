"""Privacy requests on SQLite and PostgreSQL: what is stored about a player, forgetting them without
spoiling the others' games and records, and purging a server some time after the bot was removed."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import func, inspect, select, update

from bot.clock import ManualClock
from bot.store import GuildConfig, OutboxRow, PlayerPrefs, RatedResultRow, RatingRow, ResultRow, SeatRow, TableRow
from bot.tables import BOT, TableService
from bot.tables.privacy import FORGOTTEN_NAME, NothingStored, Privacy
from bot.tables.ratings.recompute import recompute
from tests.support.driving import finish

ANA, BEN, CAT, EVE = 101, 102, 103, 104
GUILD, OTHER_GUILD, CHANNEL = 1, 2, 10
DAY = 24 * 60


@pytest.fixture
def privacy(service: TableService) -> Privacy:
    return Privacy(service.core, service.leave)


async def table_of(service: TableService, host: int, other: int, *, guild: int = GUILD, seed: int = 42, clock: str | None = None) -> int:
    names = {ANA: "Ana", BEN: "Ben", CAT: "Cat", EVE: "Eve"}
    info = await service.create("takeaway", guild_id=guild, channel_id=CHANNEL, host_id=host, host_name=names[host], seed=seed, clock=clock)
    await service.join(info.id, other, names[other], guild)
    await service.start(info.id, host)
    return info.id


async def counts(service: TableService) -> dict[str, Any]:
    """Every row of the tables that can hold user data, as plain values: to prove a refusal changed nothing."""
    async with service.core.store.unit() as uow:
        found: dict[str, Any] = {}
        for model in (TableRow, SeatRow, ResultRow, RatedResultRow, RatingRow, PlayerPrefs, OutboxRow, GuildConfig):
            rows = (await uow.session.execute(select(model))).scalars().all()
            columns = [c.key for c in inspect(model).column_attrs]
            found[model.__tablename__] = sorted(repr([getattr(r, c) for c in columns]) for r in rows)
        return found


async def world(service: TableService) -> dict[str, int]:
    """Ana's life at the tables: a finished rated game with Ben, a running game with Ben, a lobby she hosts
    with Cat in it, another server's finished game with Eve, and her settings."""
    finished = await table_of(service, ANA, BEN, seed=1)
    await finish(service, finished)
    running = await table_of(service, ANA, BEN, seed=2)
    await service.community.vote_end(running, ANA)
    lobby = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=3)
    await service.join(lobby.id, CAT, "Cat", GUILD)
    elsewhere = await table_of(service, EVE, ANA, guild=OTHER_GUILD, seed=4)
    await finish(service, elsewhere)
    await service.community.set_prefs(ANA, mention=False)
    await service.community.set_language(ANA, "de")
    return {"finished": finished, "running": running, "lobby": lobby.id, "elsewhere": elsewhere}


async def test_the_report_shows_every_kind_of_stored_data(service: TableService, privacy: Privacy) -> None:
    tables = await world(service)
    data = await privacy.report(ANA)
    assert {(s.table_id, s.status) for s in data.seats} == {
        (tables["finished"], "finished"), (tables["running"], "running"), (tables["lobby"], "lobby"), (tables["elsewhere"], "finished")
    }
    assert {s.name for s in data.seats} == {"Ana"}
    assert set(data.hosted) == {tables["finished"], tables["running"], tables["lobby"]} and data.votes == (tables["running"],)
    assert {r.table_id for r in data.results} == {tables["finished"], tables["elsewhere"]}
    assert data.rated_games == 2 and {(r.guild_id, r.game) for r in data.ratings} == {(GUILD, "takeaway"), (OTHER_GUILD, "takeaway")}
    assert data.prefs is not None and data.prefs.locale == "de" and data.prefs.mention_on_turn is False
    assert data.messages and all(m.kind in ("dm", "end", "news", "clicked") for m in data.messages)
    exported = data.to_json()
    assert exported["user_id"] == ANA and exported["settings"]["language"] == "de" and len(exported["seats"]) == 4
    assert not data.empty and (await privacy.report(999)).empty


async def test_forgetting_a_player_leaves_their_tables_and_anonymises_their_past_games(service: TableService, privacy: Privacy) -> None:
    tables = await world(service)
    ben_before = (await privacy.report(BEN)).ratings
    done = await privacy.forget(ANA)

    assert [u.table.id for u in done.left] == [tables["running"]] and [i.id for i in done.lobbies] == [tables["lobby"]]
    assert done.seats == 3 and done.results == 2 and done.ratings == 2 and done.messages > 0 and done.kept == ()
    assert (await privacy.report(ANA)).empty, "nothing about her is left"

    # The running table goes on: her seat is the computer's, nameless; Ben hosts now.
    running = await service.get(tables["running"], BOT)
    assert (running.seats[0].user_id, running.seats[0].name, running.seats[0].computer) == (None, FORGOTTEN_NAME, "normal")
    assert running.host_id == BEN and running.end_votes == ()
    await finish(service, tables["running"])
    # The lobby goes on with Cat as its host.
    lobby = await service.get(tables["lobby"], BOT)
    assert [s.user_id for s in lobby.seats] == [CAT] and lobby.host_id == CAT and lobby.status == "lobby"
    # The finished games keep her seat's place and score, without her.
    finished = await service.get(tables["finished"], BOT)
    assert (finished.seats[0].user_id, finished.seats[0].name, finished.seats[0].computer) == (None, FORGOTTEN_NAME, None)
    async with service.core.store.unit() as uow:
        results = (await uow.session.execute(select(ResultRow).where(ResultRow.table_id == tables["finished"]).order_by(ResultRow.seat))).scalars().all()
        assert [(r.user_id, r.computer) for r in results] == [(None, False), (BEN, False)]
        assert (await uow.session.execute(select(func.count()).select_from(RatedResultRow).where(RatedResultRow.table_id == tables["finished"]))).scalar_one() == 2
    # Ben's record and rating are as they were, and recomputing every rating changes none of them.
    assert (await service.community.stats(BEN, GUILD)).games == 2
    assert (await privacy.report(BEN)).ratings == ben_before
    again = await recompute(service.core.store, write=False)
    assert again.ratings_changed == 0 and again.seats_changed == 0


async def test_forgetting_someone_with_no_data_is_refused_and_changes_nothing(service: TableService, privacy: Privacy) -> None:
    await world(service)
    before = await counts(service)
    with pytest.raises(NothingStored) as refused:
        await privacy.forget(999)
    assert refused.value.code == "privacy.nothing_stored" and refused.value.params == {"user": 999}
    await privacy.forget(ANA)
    after = await counts(service)
    with pytest.raises(NothingStored):
        await privacy.forget(ANA)  # asked twice
    assert await counts(service) == after
    assert before != after


async def test_a_seat_the_computer_plays_after_missed_turns_is_released(service: TableService, privacy: Privacy, clock: ManualClock) -> None:
    table = await table_of(service, ANA, BEN, clock="1h")
    async with service.core.store.unit() as uow:  # three missed turns: the computer plays her seat, which stays hers
        await uow.session.execute(update(SeatRow).where(SeatRow.table_id == table, SeatRow.seat == 0).values(computer="normal", missed=3, stood_in=True))
        await uow.commit()
    assert (await service.get(table, BOT)).seats[0].away
    done = await privacy.forget(ANA)
    info = await service.get(table, BOT)
    assert (info.seats[0].user_id, info.seats[0].name, info.seats[0].computer) == (None, FORGOTTEN_NAME, "normal")
    assert info.host_id == BEN and info.status == "running" and done.seats == 1
    assert (await privacy.report(ANA)).empty


async def test_delivered_messages_are_deleted_and_owed_ones_lose_their_address(service: TableService, privacy: Privacy, clock: ManualClock) -> None:
    table = await table_of(service, ANA, BEN)
    async with service.core.store.unit() as uow:
        rows = (await uow.session.execute(select(OutboxRow).where(OutboxRow.user_id == ANA).order_by(OutboxRow.id))).scalars().all()
        assert rows
        rows[0].delivered_at, rows[0].channel_id, rows[0].message_id, rows[0].sent_text = clock.now(), 555, 666, "your turn"
        rows[0].live = True
        delivered, owed = rows[0].id, [r.id for r in rows[1:]]
        boards = (await uow.session.execute(select(OutboxRow).where(OutboxRow.kind == "board"))).scalars().all()
        boards[0].payload = {**boards[0].payload, "mentions": [ANA, BEN]}
        boards[0].sent_text = f"<@{ANA}> <@{BEN}> your turn"
        await uow.commit()
    data = await privacy.report(ANA)
    assert delivered in [m.id for m in data.messages] and boards[0].id in data.mentions
    done = await privacy.forget(ANA)
    assert [(t, w["message_id"]) for t, w in done.prompts] == [(table, 666)], "her live prompt is handed back to be closed"
    async with service.core.store.unit() as uow:
        assert await uow.session.get(OutboxRow, delivered) is None
        for row_id in owed:
            row = await uow.session.get(OutboxRow, row_id)
            assert row is not None and row.user_id is None
        board = await uow.session.get(OutboxRow, boards[0].id)
        assert board is not None and board.payload["mentions"] == [BEN] and board.sent_text == f" <@{BEN}> your turn"


async def test_a_server_is_purged_after_the_grace_period_and_a_return_cancels_it(service: TableService, privacy: Privacy, clock: ManualClock) -> None:
    here = await table_of(service, ANA, BEN, seed=1)
    await finish(service, here)
    elsewhere = await table_of(service, CAT, EVE, guild=OTHER_GUILD, seed=2)
    await finish(service, elsewhere)
    await service.turns.set_server_clock(GUILD, "2h", manager=True)
    await privacy.server_left(GUILD)
    assert [g for g, _ in await privacy.servers_left()] == [GUILD]
    clock.advance(minutes=29 * DAY)
    await privacy.server_left(GUILD)  # a second notice keeps the first date
    assert await privacy.purge_due() == [], "within the grace period nothing goes"
    assert (await service.get(here, BOT)).status == "finished"

    clock.advance(minutes=2 * DAY)
    purged = await privacy.purge_due()
    assert [(p.guild_id, p.tables) for p in purged] == [(GUILD, 1)]
    async with service.core.store.unit() as uow:
        for model in (TableRow, ResultRow, RatedResultRow, RatingRow):
            in_guild = (await uow.session.execute(select(func.count()).select_from(model).where(model.guild_id == GUILD))).scalar_one()
            assert in_guild == 0, model.__tablename__
        assert (await uow.session.execute(select(func.count()).select_from(SeatRow).where(SeatRow.table_id == here))).scalar_one() == 0
        assert await uow.session.get(GuildConfig, GUILD) is None
    assert (await service.get(elsewhere, BOT)).status == "finished", "another server's tables stay"
    assert (await service.community.stats(CAT, OTHER_GUILD)).games == 1
    assert await privacy.purge_due() == []

    # Back within the grace period: nothing is purged.
    await privacy.server_left(OTHER_GUILD)
    clock.advance(minutes=DAY)
    assert await privacy.servers_back([OTHER_GUILD, 77]) == 1
    clock.advance(minutes=60 * DAY)
    assert await privacy.purge_due() == [] and await privacy.servers_left() == []
    # Back unnoticed (the sweep finds the bot in the server): the purge is cancelled.
    await privacy.server_left(OTHER_GUILD)
    clock.advance(minutes=31 * DAY)
    assert await privacy.purge_due(present=lambda guild: None) == [], "a server another process serves is left to it"
    assert [g for g, _ in await privacy.servers_left()] == [OTHER_GUILD]
    assert await privacy.purge_due(present=lambda guild: guild == OTHER_GUILD) == []
    assert await privacy.servers_left() == [] and (await service.get(elsewhere, BOT)).status == "finished"
