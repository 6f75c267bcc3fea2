"""Undo, the log in events, export and replay — on real SQLite and PostgreSQL.

Undo is played with Marks (testkit/marks.py): placements can be taken back within the turn,
a draw (chance and a secret) and the end of a turn cannot.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.ai.levels import Levels
from bot.clock import ManualClock
from bot.games.base import Game
from bot.store import Store
from bot.tables import BOT, NotExportable, NothingToUndo, NotSeated, StaleClick, TableService
from bot.tables.history import UNDO, effective, replay_export
from bot.tables.service import Recovery
from testkit.marks import GAME as MARKS
from tests.conftest import TEST_GAMES
from tests.games.conformance import check_determinize, check_step, playout
from tests.support.driving import moved
from tests.support.log import standing_moves

ANA, BEN, CAT = 101, 102, 103
GUILD, CHANNEL = 1, 10


async def marks_table(service: TableService, clock: str | None = None, cells: int = 6) -> int:
    info = await service.create("marks", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", options={"cells": cells}, seed=3, clock=clock)
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.start(info.id, ANA, GUILD)
    return info.id


async def board(service: TableService, table: int) -> list[int | None]:
    _, state = await service.state(table, BOT)
    assert state is not None
    return list(state.view(None)["board"])  # type: ignore[arg-type]


async def raw_log(service: TableService, table: int) -> list[tuple[int, str, bool]]:
    async with service.core.store.unit() as uow:
        return [(a.seat, a.action, a.by_computer) for a in await uow.repo.actions(table)]


def test_marks_honours_the_engine_contract() -> None:
    rng = random.Random(5)
    for seed in range(3):
        final, log = playout(MARKS, 2, seed, {}, 1000)
        assert final.outcome() is not None and MARKS.replay(2, seed, {}, log) == final
    state = MARKS.new(2, 9)
    moved = False
    while not state.is_over():
        check_step(MARKS, state, rng)
        moved |= check_determinize(MARKS, state, rng.randrange(100))
        seat = next(iter(state.to_move()))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert moved


def test_effective_moves_read_the_log_as_a_stack() -> None:
    class E:
        def __init__(self, seat: int, action: str) -> None:
            self.seat, self.action = seat, action

    log = [E(0, "place 1"), E(0, "place 2"), E(0, UNDO), E(0, UNDO), E(0, "place 3"), E(0, "end"), E(1, "draw")]
    assert [e.action for e in effective(log)] == ["place 3", "end", "draw"]


async def test_undo_takes_back_placements_in_ones_own_turn_and_keeps_the_log_append_only(service: TableService) -> None:
    table = await marks_table(service)
    with pytest.raises(NothingToUndo, match="no move"):
        await service.logbook.undo(table, ANA)
    update = await service.act(table, ANA, "place 1", expected_version=0)
    assert update.undo_seat == 0 and update.table.version == 1
    with pytest.raises(NotSeated):
        await service.logbook.undo(table, CAT, guild_id=GUILD)
    with pytest.raises(StaleClick):
        await service.logbook.undo(table, ANA, expected_version=0)

    update = await service.logbook.undo(table, ANA, expected_version=1)
    assert [(n.kind, n.seat, n.detail) for n in update.notices] == [("undo", 0, "place 1")]
    assert update.table.version == 2, "the version counts log entries: it never goes back"
    assert await board(service, table) == [None] * 6
    assert await raw_log(service, table) == [(0, "place 1", False), (0, UNDO, False)]
    assert await standing_moves(service, table) == []
    with pytest.raises(StaleClick):
        await service.act(table, ANA, "place 2", expected_version=1)  # a button from before the undo

    await service.act(table, ANA, "place 2")
    await service.act(table, ANA, "place 3")
    await service.logbook.undo(table, ANA)
    await service.logbook.undo(table, ANA)
    assert await board(service, table) == [None] * 6, "several undos walk back through the turn"
    await service.act(table, ANA, "place 4")
    update = await service.act(table, ANA, "end")
    assert update.undo_seat is None
    with pytest.raises(NothingToUndo, match="turn is over"):
        await service.logbook.undo(table, ANA)
    await service.act(table, BEN, "place 5")
    with pytest.raises(NothingToUndo, match="another player has moved"):
        await service.logbook.undo(table, ANA)
    info, state = await service.state(table, BOT)
    assert state is not None
    assert MARKS.replay(2, 3, info.options, await standing_moves(service, table)) == state


async def test_no_undo_after_a_draw_revealed_a_card_but_later_placements_can_be(service: TableService) -> None:
    table = await marks_table(service)
    update = await service.act(table, ANA, "draw")
    assert update.undo_seat is None
    with pytest.raises(NothingToUndo, match="revealed something hidden or drew on chance"):
        await service.logbook.undo(table, ANA)
    await service.act(table, ANA, "place 2")
    await service.logbook.undo(table, ANA)
    with pytest.raises(NothingToUndo, match="draw"):
        await service.logbook.undo(table, ANA)
    _, state = await service.state(table, BOT)
    assert state is not None and len(state.view(0)["hand"]) == 1  # type: ignore[arg-type]


async def test_no_undo_of_the_choice_that_revealed_everyones_display_cards(service: TableService) -> None:
    # Arabana's display cards are chosen at once and in secret; the last chooser sees them all revealed.
    info = await service.create("arabana", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=21)
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.join(info.id, CAT, "Cat", GUILD)
    await service.start(info.id, ANA, GUILD)
    for user, seat in ((BEN, 1), (CAT, 2), (ANA, 0)):
        _, state = await service.state(info.id, BOT)
        assert state is not None
        update = await service.act(info.id, user, f"discard {state.view(seat)['hand'][0]}")
    assert update.undo_seat is None, "Undo offered to the player who saw the others' choices"
    _, state = await service.state(info.id, BOT)
    assert state is not None and state.to_move() == {0}
    with pytest.raises(NothingToUndo, match="revealed something hidden or drew on chance"):
        await service.logbook.undo(info.id, ANA)


async def test_no_undo_of_a_stand_in_move(service: TableService, clock: ManualClock) -> None:
    table = await marks_table(service, clock="1h")
    clock.advance(hours=2)
    report = await service.turns.tick()
    assert report.updates and report.updates[0].computers_waiting == (0,), "the stand-in moves in the game loop"
    made = await service.driver.drive(table)
    assert made and all(m.seat == 0 and m.by_computer for u in made for m in u.moves)
    with pytest.raises(NothingToUndo, match="computer"):
        await service.logbook.undo(table, ANA)


async def test_recovery_and_the_log_skip_taken_back_actions(service: TableService, store: Store) -> None:
    table = await marks_table(service)
    await service.act(table, ANA, "place 1")
    await service.logbook.undo(table, ANA)
    await service.act(table, ANA, "draw")
    await service.act(table, ANA, "place 6")
    # A restarted process checks the table again: the log, read with the undo, gives the snapshot.
    restarted = TableService(store, games=service.core.games, players=service.core.players, clock=service.core.clock)
    assert await restarted.recover() == Recovery(1, (), ())
    async with store.unit() as uow:
        row = await uow.repo.get_table(table)
        assert row is not None
        row.snapshot = MARKS.new(2, 3, {"cells": 6}).to_dict()
        await uow.commit()
    assert (await TableService(store, games=service.core.games, players=service.core.players, clock=service.core.clock).recover()).repaired == (table,)
    assert await board(service, table) == [None, None, None, None, None, 0]

    _, entries = await service.logbook.history(table, BOT)
    assert [e.action for e in entries] == ["draw", "place 6"]
    draw = entries[0].events
    assert [e.kind for e in draw if e.visible_to(None)] == ["draw"]
    assert [e.kind for e in draw if e.visible_to(0)] == ["draw", "card"]
    assert [e.kind for e in draw if e.visible_to(1)] == ["draw"]


async def test_export_waits_for_the_end_and_replays_exactly(service: TableService) -> None:
    table = await marks_table(service, cells=4)
    await service.act(table, ANA, "place 1")
    await service.logbook.undo(table, ANA)
    with pytest.raises(NotExportable, match="over"):
        await service.logbook.export(table, BOT)
    rng = random.Random(2)
    for _ in range(100):
        info, state = await service.state(table, BOT)
        if info.status == "finished":
            break
        assert state is not None
        seat = next(iter(state.to_move()))
        await service.act(table, (ANA, BEN)[seat], str(rng.choice(state.legal_actions(seat))))
    info, state = await service.state(table, BOT)
    data = json.loads(json.dumps(await service.logbook.export(table, BOT)))
    assert data["game"] == "marks" and data["seed"] == 3 and data["options"] == {"cells": 4}
    assert [s["name"] for s in data["seats"]] == ["Ana", "Ben"]
    assert data["log_entries"] == len(data["actions"]) + 2
    assert UNDO not in {text for _, text in data["actions"]}
    assert replay_export(data, TEST_GAMES) == state
    assert data["outcome"]["scores"] == state.outcome().scores  # type: ignore[union-attr]


_RANDOM_PLAYERS = {key: Levels() for key in TEST_GAMES}  # every level plays random moves


@pytest.mark.parametrize("key", sorted(TEST_GAMES))
async def test_exported_games_of_every_game_replay_to_the_same_end(key: str, store: Store, clock: ManualClock) -> None:
    service = TableService(store, games=TEST_GAMES, players=_RANDOM_PLAYERS, clock=clock)
    game: Game[Any] = TEST_GAMES[key]
    info = await service.create(key, guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=11)
    for _ in range(game.min_players - 1):
        await service.add_computer(info.id, ANA, "random")
    update = await moved(service, await service.start(info.id, ANA))
    rng = random.Random(key)
    for _ in range(3):  # a few moves of the host's own, then the computer takes over the seat
        if update.state is None or update.state.is_over() or 0 not in update.state.to_move():
            break
        update = await moved(service, await service.act(info.id, ANA, str(rng.choice(update.state.legal_actions(0)))))
    if (await service.get(info.id, BOT)).status == "running":
        await moved(service, await service.leave(info.id, ANA))
    final_info, final = await service.state(info.id, BOT)
    assert final_info.status == "finished" and final is not None
    data = json.loads(json.dumps(await service.logbook.export(info.id, BOT)))
    assert data["players"] == game.min_players and len(data["actions"]) == final_info.version
    assert replay_export(data, TEST_GAMES) == final


async def _undo_along_a_random_game(service: TableService, key: str, moves: int = 40) -> int:
    """Random moves by the host against random computers; each time the service offers an undo, take it
    and check that exactly the state before the action comes back. Returns how often that happened."""
    game: Game[Any] = TEST_GAMES[key]
    info = await service.create(key, guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=4)
    for _ in range(game.min_players - 1):
        await service.add_computer(info.id, ANA, "random")
    update = await moved(service, await service.start(info.id, ANA))
    rng = random.Random(key)
    undone = 0
    for _ in range(moves):
        state = update.state
        if state is None or state.is_over() or undone == (3 if key == "marks" else 2):
            break
        before = state.to_dict()
        update = await service.act(info.id, ANA, str(rng.choice(state.legal_actions(0))))
        if update.undo_seat == 0:
            update = await service.logbook.undo(info.id, ANA)
            assert update.state is not None and update.state.to_dict() == before, key
            undone += 1
        update = await moved(service, update)
    return undone


async def test_undo_restores_exactly_the_state_before_in_every_game(tmp_path: Any, clock: ManualClock) -> None:
    store = Store(f"sqlite+aiosqlite:///{tmp_path / 'undo.db'}")
    await store.migrate()
    service = TableService(store, games=TEST_GAMES, players=_RANDOM_PLAYERS, clock=clock)
    try:
        # The games whose engines offer undo within a few dozen random moves (Abracadabra's placements
        # and Druids' Sickle choices come up rarely), plus the test game built for it.
        undone = {key: await _undo_along_a_random_game(service, key) for key in ("arabana", "marks", "spellcaster") if key in TEST_GAMES}
    finally:
        await store.close()
    assert undone["marks"] == 3
    assert sum(n for key, n in undone.items() if key != "marks") > 0, undone
