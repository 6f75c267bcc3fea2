"""Ratings through the table service on SQLite and PostgreSQL: rated games move the people's ratings,
unrated ones (a stand-in, hints) move none, and recomputing from the stored rated games gives exactly
the stored ratings."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select, update

from bot.__main__ import main
from bot.clock import ManualClock
from bot.games.base import State
from bot.store import RatedResultRow, RatingRow, Store, TableRow
from bot.tables import BOT, TableService
from bot.tables.payloads import OwedKind
from bot.tables.ratings import RatingChange, Ratings
from bot.tables.ratings.recompute import recompute
from bot.tables.ratings.scale import NEW, computer_skill
from tests.conftest import TEST_GAMES, TEST_PLAYERS
from tests.support.driving import moved

ANA, BEN, CAT = 101, 102, 103
GUILD, OTHER_GUILD, CHANNEL = 1, 2, 10
NAMES = {ANA: "Ana", BEN: "Ben", CAT: "Cat"}


async def table_of(service: TableService, host: int, rival: int | str, *, guild: int = GUILD, seed: int = 42, clock: str | None = None) -> int:
    """A running take-away table: `host` against a person (user id) or a computer (level)."""
    info = await service.create("takeaway", guild_id=guild, channel_id=CHANNEL, host_id=host, host_name=NAMES[host], seed=seed, clock=clock)
    if isinstance(rival, str):
        await service.add_computer(info.id, host, rival)
    else:
        await service.join(info.id, rival, NAMES[rival], guild)
    await moved(service, await service.start(info.id, host))
    return info.id


def ends_with(state: State, seat: int, action: str) -> bool:
    """Whether `action` would end the game (tried on a copy)."""
    copy = state.game.restore(state.to_dict())
    copy.apply(seat, action)
    return copy.is_over()


async def play(service: TableService, table: int, *, stop_before_end: bool = False) -> Any:
    """People play their first legal action until the game ends (or until one more would end it); the last update."""
    last = None
    for _ in range(80):
        info, state = await service.state(table, BOT)
        if info.status != "running":
            return last
        assert state is not None
        seat = next(iter(state.to_move()))
        action = str(state.legal_actions(seat)[0])
        if stop_before_end and ends_with(state, seat, action):
            return None
        user = info.seats[seat].user_id
        assert user is not None
        last = await moved(service, await service.act(table, user, action))
    raise AssertionError("the game did not end")


async def stored_ratings(store: Store) -> dict[tuple[int, str, int], tuple[float, float, int, int]]:
    async with store.unit() as uow:
        rows = (await uow.session.execute(select(RatingRow))).scalars().all()
        return {(r.guild_id, r.game, r.user_id): (r.mu, r.sigma, r.games, r.wins) for r in rows}


async def rated_rows(store: Store) -> int:
    async with store.unit() as uow:
        return int((await uow.session.execute(select(func.count()).select_from(RatedResultRow))).scalar_one())


async def test_rated_games_move_the_ratings_and_recomputation_equals_the_stored_values(service: TableService) -> None:
    ratings = Ratings(service.core.store, service.core.games)
    for seed in (1, 2, 3):
        await play(service, await table_of(service, ANA, BEN, seed=seed))
    await play(service, await table_of(service, ANA, "hard", seed=4))
    await play(service, await table_of(service, CAT, "easy", seed=5))
    await play(service, await table_of(service, ANA, BEN, guild=OTHER_GUILD, seed=6))

    stored = await stored_ratings(service.core.store)
    assert set(stored) == {(GUILD, "takeaway", ANA), (GUILD, "takeaway", BEN), (GUILD, "takeaway", CAT), (OTHER_GUILD, "takeaway", ANA), (OTHER_GUILD, "takeaway", BEN)}
    assert stored[(GUILD, "takeaway", ANA)][2] == 4 and stored[(GUILD, "takeaway", BEN)][2] == 3, "games are counted per server"
    assert all(sigma < NEW.sigma for _, sigma, _, _ in stored.values()), "every rated game makes a rating more certain"
    assert await rated_rows(service.core.store) == 12, "each seat of the six rated games is kept, computers included"

    board = await ratings.leaderboard("takeaway", GUILD)
    assert [r.user_id for r in board.rows] == sorted((ANA, BEN, CAT), key=lambda u: -(stored[(GUILD, "takeaway", u)][0] - 3 * stored[(GUILD, "takeaway", u)][1]))
    assert board.rated == 3 and all(r.provisional for r in board.rows), "nobody has five rated games yet"
    assert [r.place for r in board.rows] == [1, 2, 3]
    mine = await ratings.of_player(ANA, GUILD)
    assert [(r.game, r.games, r.rated) for r in mine] == [("takeaway", 4, 3)]
    assert mine[0].place == next(r.place for r in board.rows if r.user_id == ANA)

    again = await recompute(service.core.store)
    assert (again.games, again.ratings_changed, again.seats_changed) == (6, 0, 0)
    assert {key: (v.mu, v.sigma, v.games, v.wins) for key, v in again.ratings.items()} == stored, "recomputed exactly equal, float for float"


async def test_the_end_update_owes_each_persons_change_in_the_board_message(service: TableService) -> None:
    table = await table_of(service, ANA, BEN)
    last = await play(service, table)
    board = next(o for o in last.owed if o.kind == OwedKind.BOARD)
    changes = board.payload["ratings"]
    assert [seat for seat, _, _ in changes] == [0, 1] and board.payload["unrated"] is None
    assert all(before == 1500 for _, before, _ in changes), "both were new"
    outcome = last.outcome
    winner = outcome.winners[0]
    assert changes[winner][2] > changes[1 - winner][2], "the winner ends above the loser"
    assert await Ratings(service.core.store, service.core.games).changes(table) == [RatingChange.of_list(c) for c in changes]


async def test_a_stand_in_or_hints_leave_every_rating_alone(service: TableService, clock: ManualClock) -> None:
    stood = await table_of(service, ANA, BEN, clock="1h")
    clock.advance(minutes=61)
    for stood_in in (await service.turns.tick()).updates:  # a computer moves for the player whose time ran out
        await moved(service, stood_in)
    last = await play(service, stood)
    board = next(o for o in last.owed if o.kind == OwedKind.BOARD)
    assert board.payload["ratings"] == [] and board.payload["unrated"] == "stand-in"

    hinted = await table_of(service, ANA, BEN, seed=7)
    async with service.core.store.unit() as uow:  # the lobby option another part of the bot offers
        await uow.session.execute(update(TableRow).where(TableRow.id == hinted).values(options={"pile": 15, "misere": "no", "hints": "on"}))
        await uow.commit()
    last = await play(service, hinted)
    board = next(o for o in last.owed if o.kind == OwedKind.BOARD)
    assert board.payload["ratings"] == [] and board.payload["unrated"] == "hints"

    assert await stored_ratings(service.core.store) == {} and await rated_rows(service.core.store) == 0


async def test_beating_a_hard_computer_counts_for_more_than_beating_an_easy_one(service: TableService) -> None:
    gained: dict[str, int] = {}
    for level, person in (("easy", ANA), ("hard", BEN)):
        for seed in range(1, 40):
            table = await table_of(service, person, level, seed=seed)
            last = await play(service, table)
            if last.outcome.winners == [0]:
                _, before, after = next(o for o in last.owed if o.kind == OwedKind.BOARD).payload["ratings"][0]
                gained[level] = after - before
                break
    assert gained["hard"] > gained["easy"] > 0
    assert computer_skill("easy").mu < computer_skill("normal").mu < computer_skill("hard").mu


async def test_recomputation_replaces_a_damaged_rating(service: TableService) -> None:
    await play(service, await table_of(service, ANA, BEN))
    before = await stored_ratings(service.core.store)
    async with service.core.store.unit() as uow:
        await uow.session.execute(update(RatingRow).where(RatingRow.user_id == ANA).values(mu=40.0, games=9))
        await uow.commit()
    found = await recompute(service.core.store)
    assert found.ratings_changed == 1
    done = await recompute(service.core.store, write=True)
    assert done.ratings_changed == 1 and await stored_ratings(service.core.store) == before
    assert (await recompute(service.core.store)).ratings_changed == 0


async def test_two_tables_ending_at_once_both_count_for_the_shared_player(store: Store, db_url: str, clock: ManualClock) -> None:
    # Two services on two engines: what two bot processes on one database do.
    first = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=clock)
    other_store = Store(db_url)
    try:
        second = TableService(other_store, games=TEST_GAMES, players=TEST_PLAYERS, clock=clock)
        tables = [await table_of(first, ANA, BEN, seed=11), await table_of(first, ANA, CAT, seed=12)]
        for table in tables:
            await play(first, table, stop_before_end=True)

        async def last_move(service: TableService, table: int) -> None:
            info, state = await service.state(table, BOT)
            assert state is not None
            seat = next(iter(state.to_move()))
            user = info.seats[seat].user_id
            assert user is not None
            await moved(service, await service.act(table, user, str(state.legal_actions(seat)[0])))

        await asyncio.gather(last_move(first, tables[0]), last_move(second, tables[1]))
        stored = await stored_ratings(store)
        assert stored[(GUILD, "takeaway", ANA)][2] == 2, "neither game's update was lost"
        again = await recompute(store)
        assert again.ratings_changed == 0 and again.games == 2
    finally:
        await other_store.close()


def test_the_recompute_command_rebuilds_the_stored_ratings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}"

    async def rated_then_damaged() -> dict[tuple[int, str, int], tuple[float, float, int, int]]:
        store = Store(url)
        await store.migrate()
        service = TableService(store, games=TEST_GAMES, players=TEST_PLAYERS)
        await play(service, await table_of(service, ANA, BEN))
        await play(service, await table_of(service, ANA, "normal", seed=3))
        rated = await stored_ratings(store)
        async with store.unit() as uow:
            await uow.session.execute(update(RatingRow).values(mu=1.0, games=0))
            await uow.commit()
        await store.close()
        return rated

    async def now_stored() -> dict[tuple[int, str, int], tuple[float, float, int, int]]:
        store = Store(url)
        try:
            return await stored_ratings(store)
        finally:
            await store.close()

    rated = asyncio.run(rated_then_damaged())
    monkeypatch.setenv("DATABASE_URL", url)
    assert main(["ratings", "recompute"]) == 0
    assert "Recomputed 2 ratings from 2 rated games: 2 ratings" in capsys.readouterr().out
    assert asyncio.run(now_stored()) == rated
