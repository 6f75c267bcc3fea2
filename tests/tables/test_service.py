"""The table service on real SQLite and PostgreSQL, played with the take-away test game."""

from __future__ import annotations

import asyncio

import pytest

from bot.games.base import GameError, IllegalAction, NotYourTurn
from bot.store import Store
from bot.tables import (
    BOT,
    NotHost,
    NotManager,
    NotSeated,
    Refused,
    StaleClick,
    TableNotFound,
    TableService,
    WhichTable,
    WrongStatus,
)
from bot.tables.service import Recovery
from testkit.takeaway import GAME as TAKEAWAY
from tests.support.driving import moved
from tests.support.log import standing_moves

ANA, BEN, CAT = 101, 102, 103
GUILD, OTHER_GUILD, CHANNEL = 1, 2, 10


async def lobby(service: TableService, **options: object) -> int:
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", options=options, seed=42)
    return info.id


async def running(service: TableService) -> int:
    table = await lobby(service)
    await service.join(table, BEN, "Ben", GUILD)
    await service.start(table, ANA, GUILD)
    return table


async def test_create_validates_options_with_allowed_values(service: TableService) -> None:
    with pytest.raises(GameError, match=r"allowed: no, yes"):
        await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", options={"misere": "maybe"})
    with pytest.raises(GameError, match=r"allowed: 5–40"):
        await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", options={"pile": "99"})
    with pytest.raises(Refused, match="Unknown game"):
        await service.create("chess", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana")
    info = await service.get(await lobby(service, pile="9"), BOT)
    assert info.options == {"pile": 9, "misere": "no"}
    assert [s.user_id for s in info.seats] == [ANA]


async def test_lobby_join_leave_computer_and_start_rules(service: TableService) -> None:
    table = await lobby(service)
    with pytest.raises(WrongStatus):
        await service.act(table, ANA, "take 1")
    with pytest.raises(GameError, match="exactly 2 players") as too_few:
        await service.start(table, ANA)
    assert too_few.value.code == "table.player_count" and too_few.value.params["players"] == 1
    with pytest.raises(Refused, match="already have a seat"):
        await service.join(table, ANA, "Ana")
    with pytest.raises(TableNotFound):
        await service.join(table, BEN, "Ben", OTHER_GUILD)
    with pytest.raises(NotHost):
        await service.add_computer(table, BEN, guild_id=GUILD)
    await service.add_computer(table, ANA)
    with pytest.raises(Refused, match="full"):
        await service.join(table, BEN, "Ben", GUILD)
    update = await service.leave(table, ANA)
    assert update.table.status == "cancelled", "a lobby with computers only closes"
    table = await lobby(service)
    await service.join(table, BEN, "Ben", GUILD)
    with pytest.raises(NotHost):
        await service.start(table, BEN)
    update = await service.leave(table, ANA)
    assert update.table.host_id == BEN and [s.user_id for s in update.table.seats] == [BEN]
    assert update.table.seats[0].seat == 0
    await service.leave(table, BEN)
    assert (await service.get(table, BOT)).status == "cancelled"


async def test_act_applies_commits_and_refuses_bad_input_without_change(service: TableService) -> None:
    table = await running(service)
    info, state = await service.state(table, BOT)
    assert info.status == "running" and state is not None
    hand = state.view(0)["hand"]
    with pytest.raises(NotSeated):
        await service.act(table, CAT, f"take {hand[0]}", guild_id=GUILD)
    with pytest.raises(NotYourTurn):
        await service.act(table, BEN, f"take {state.view(1)['hand'][0]}")
    with pytest.raises(IllegalAction):
        await service.act(table, ANA, "take banana")
    missing = next(n for n in (1, 2, 3) if n not in hand)
    with pytest.raises(IllegalAction, match="You do not hold"):
        await service.act(table, ANA, f"take {missing}")
    assert (await service.get(table, BOT)).version == 0
    assert await standing_moves(service, table) == []

    update = await service.act(table, ANA, f"take {hand[0]}", expected_version=0)
    assert update.table.version == 1
    assert await standing_moves(service, table) == [(0, f"take {hand[0]}")]
    private = [e for _, e in update.events_for(0) if e.kind == "draw"]
    assert private and not [e for _, e in update.events_for(1) if e.kind == "draw"]
    assert [s.user_id for s in update.awaited_humans()] == [BEN]


async def test_double_click_applies_once(service: TableService) -> None:
    table = await running(service)
    _, state = await service.state(table, BOT)
    assert state is not None
    text = f"take {state.view(0)['hand'][0]}"
    results = await asyncio.gather(
        service.act(table, ANA, text, expected_version=0),
        service.act(table, ANA, text, expected_version=0),
        return_exceptions=True,
    )
    assert sum(1 for r in results if not isinstance(r, BaseException)) == 1
    refusal = next(r for r in results if isinstance(r, BaseException))
    assert isinstance(refusal, (StaleClick, NotYourTurn))
    assert (await service.get(table, BOT)).version == 1
    with pytest.raises(StaleClick, match="moved on"):
        await service.act(table, ANA, text, expected_version=0)


async def test_computer_players_move_after_humans_until_the_end(service: TableService) -> None:
    table = await lobby(service)
    await service.add_computer(table, ANA)
    update = await moved(service, await service.start(table, ANA))
    while update.state is not None and not update.state.is_over():
        hand = update.state.view(0)["hand"]
        update = await service.act(table, ANA, f"take {hand[0]}")
        assert [m.by_computer for m in update.moves] == [False], "a person's move is committed alone"
        made = await service.driver.drive(table)
        assert all([m.by_computer for m in u.moves] == [True] for u in made), "one computer move per transaction"
        update = made[-1] if made else update
    assert update.outcome is not None
    info, state = await service.state(table, BOT)
    assert info.status == "finished" and state is not None and state.is_over()
    log = await standing_moves(service, table)
    assert TAKEAWAY.replay(2, 42, info.options, log) == state
    async with service.core.store.unit() as uow:
        results = await uow.repo.results_of_user(ANA)
    assert len(results) == 1 and results[0].winner == (0 in update.outcome.winners)


async def test_leaving_a_running_game_hands_the_seat_to_a_computer(service: TableService) -> None:
    table = await running(service)
    update = await service.leave(table, ANA)
    assert update.table.seats[0].computer == "normal" and update.computers_waiting == (0,)
    # Ana was to move: the game loop moves for her, so Ben is now awaited.
    update = await moved(service, update)
    assert update.moves and update.moves[0].seat == 0 and update.moves[0].by_computer
    assert [s.user_id for s in update.awaited_humans()] == [BEN]
    with pytest.raises(NotSeated):
        await service.act(table, ANA, "take 1", guild_id=GUILD)


async def test_recovery_replays_the_log_and_repairs_a_bad_snapshot(service: TableService, store: Store) -> None:
    table = await running(service)
    _, state = await service.state(table, BOT)
    assert state is not None
    await service.act(table, ANA, f"take {state.view(0)['hand'][0]}")
    # The sweep checks only what this process has not touched: a restarted process checks it.
    assert await service.recover() == Recovery(0, (), ())
    assert await TableService(store, games=service.core.games, players=service.core.players, clock=service.core.clock).recover() == Recovery(1, (), ())
    async with store.unit() as uow:
        row = await uow.repo.get_table(table)
        assert row is not None
        row.snapshot = {**(row.snapshot or {}), "pile": 1}
        await uow.commit()
    assert await TableService(store, games=service.core.games, players=service.core.players, clock=service.core.clock).recover() == Recovery(1, (table,), ())
    _, repaired = await service.state(table, BOT)
    assert repaired is not None and repaired.to_dict()["pile"] != 1


async def test_cancel_is_for_the_host_and_force_end_for_managers(service: TableService) -> None:
    table = await running(service)
    with pytest.raises(NotManager):
        await service.community.force_end(table, BEN, GUILD, manager=False)
    info = await service.community.force_end(table, BEN, GUILD, manager=True)
    assert info.status == "abandoned"
    with pytest.raises(WrongStatus):
        await service.act(table, ANA, "take 1")


async def test_the_table_meant_is_the_number_given_the_one_here_or_the_users_only_open_one(service: TableService) -> None:
    with pytest.raises(WhichTable) as none:
        await service.table_meant(ANA, GUILD, None)
    assert none.value.code == "table.none_open"
    first = await running(service)
    assert await service.table_meant(ANA, GUILD, 999) == first, "her only open table"
    assert await service.table_meant(CAT, GUILD, 999, first) == first, "a number given is taken as it is"
    with pytest.raises(TableNotFound):
        await service.table_meant(ANA, GUILD, None, 2**70)
    second = await lobby(service)
    with pytest.raises(WhichTable) as several:
        await service.table_meant(ANA, GUILD, None)
    assert several.value.params == {"tables": f"#{second}, #{first}"}
    with pytest.raises(WhichTable) as other_game:
        await service.table_here(ANA, GUILD, None, game="marks")
    assert other_game.value.code == "table.none_open", "only her tables of the game asked for count"
    await service.set_location(second, thread_id=555)
    assert await service.table_meant(BEN, GUILD, 555) == second, "the table of this thread"
    await service.cancel(second, ANA, GUILD)
    assert await service.table_meant(ANA, GUILD, 555) == first, "a cancelled lobby is not meant"
