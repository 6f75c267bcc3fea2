"""Computers of every level at a table: a `hard` one thinks in the process pool, off the event loop,
and a seeded one (iteration budget) plays the same game every time."""

from __future__ import annotations

import asyncio
import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.ai import ComputerPlayers, Policy
from bot.ai.levels import Levels
from bot.ai.search import SearchPolicy
from bot.clock import ManualClock
from bot.store import Store
from bot.tables import BOT, Refused, TableService
from testkit.search import Held, StubSearch
from testkit.takeaway import TakeawayGame
from tests.conftest import TEST_GAMES, TEST_PLAYERS
from tests.support.driving import moved

ANA, BEN, CAT = 101, 102, 103
GUILD, CHANNEL = 1, 10


def seeded(iterations: int) -> dict[str, Levels]:
    """Levels as at a table, but `hard` with an iteration budget (reproducible)."""
    return {key: replace(TEST_PLAYERS.get(key, Levels()), iterations=iterations) for key in TEST_GAMES}


class HardIs:
    """A game's computer players, except that `hard` is the given policy."""

    def __init__(self, hard: Policy, others: ComputerPlayers) -> None:
        self.hard = hard
        self.others = others

    def policy(self, level: str) -> Policy:
        """`hard`, or the other level's own policy."""
        return self.hard if level == "hard" else self.others.policy(level)


def gated(gate: Policy) -> dict[str, HardIs]:
    """Every game's computer players with `gate` as hard."""
    return {key: HardIs(gate, TEST_PLAYERS.get(key, Levels())) for key in TEST_GAMES}


class Always:
    """Computer players that play one policy at every level."""

    def __init__(self, only: Policy) -> None:
        self.only = only

    def policy(self, level: str) -> Policy:
        """The one policy."""
        return self.only


def normal_only() -> dict[str, Always]:
    """Every game's computer players playing normal at every level."""
    return {key: Always(TEST_PLAYERS.get(key, Levels()).policy("normal")) for key in TEST_GAMES}


async def duel(service: TableService, level: str, seed: int = 7) -> int:
    info = await service.create("spellcaster", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=seed)
    await service.add_computer(info.id, ANA, level)
    await moved(service, await service.start(info.id, ANA, GUILD))
    return info.id


async def play_first_choices(service: TableService, table: int, moves: int) -> list[tuple[int, str, bool]]:
    """Ana always takes her first legal action; returns the effective log."""
    for _ in range(moves):
        _, state = await service.state(table, BOT)
        assert state is not None
        if state.is_over():
            break
        assert state.to_move() == {0}, "the computer left its turn undone"
        await moved(service, await service.act(table, ANA, str(state.legal_actions(0)[0])))
    async with service.core.store.unit() as uow:
        rows = await uow.repo.actions(table)
    return [(r.seat, r.action, r.by_computer) for r in rows]


async def test_each_level_can_be_seated_and_an_unknown_one_is_refused_by_name(store: Store) -> None:
    service = TableService(store, games=TEST_GAMES, players=seeded(8))
    info = await service.create("druids", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=3)
    for level in ("easy", "normal", "hard"):
        info = await service.add_computer(info.id, ANA, level)
    assert [s.computer for s in info.seats] == [None, "easy", "normal", "hard"]
    with pytest.raises(Refused, match="Unknown computer level 'genius' \\(allowed: easy, normal, hard, random\\)"):
        await service.add_computer(info.id, ANA, "genius")
    assert len((await service.get(info.id, BOT)).seats) == 4


async def test_a_seeded_hard_computer_plays_the_same_moves_every_time(store: Store) -> None:
    service = TableService(store, games=TEST_GAMES, players=seeded(16))
    first = await play_first_choices(service, await duel(service, "hard"), 6)
    again = await play_first_choices(service, await duel(service, "hard"), 6)
    assert first == again
    assert any(by_computer for _, _, by_computer in first)
    normal = await play_first_choices(service, await duel(service, "normal"), 6)
    assert normal != first  # the search chose differently from the heuristic somewhere


async def test_a_click_on_another_table_is_answered_while_a_computer_thinks(store: Store, tmp_path: Path) -> None:
    # The hard computers search in the pool's worker, each search held at its start until the test lets it go.
    release = tmp_path / "release"
    knowledge = TEST_PLAYERS["druids"].knowledge
    assert knowledge is not None
    hold = SearchPolicy.of(Held(str(tmp_path / "started"), str(release), inner=knowledge), iterations=50, fallback=TEST_PLAYERS["druids"].heuristic.choose)
    players = {**seeded(50), "druids": HardIs(hold, TEST_PLAYERS["druids"])}
    service = TableService(store, games=TEST_GAMES, players=players)
    # A Druids table whose Gaia holder, to lead first, is one of the two hard computers.
    seed = next(s for s in range(50) if TEST_GAMES["druids"].new(3, s, {"rounds": 1}).to_move() != {0})
    info = await service.create("druids", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", options={"rounds": 1}, seed=seed)
    await service.add_computer(info.id, ANA, "hard")
    await service.add_computer(info.id, ANA, "hard")
    other = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=BEN, host_name="Ben", seed=1)
    await service.join(other.id, CAT, "Cat", GUILD)
    await service.start(other.id, BEN, GUILD)
    started = await service.start(info.id, ANA, GUILD)
    assert started.computers_waiting and not started.moves, "the start is committed before any computer thinks"
    slow = asyncio.create_task(service.driver.drive(info.id))
    async with asyncio.timeout(60):  # the game loop reached its computer's thinking
        while not (tmp_path / "started").exists():
            await asyncio.sleep(0.01)
    for _ in range(3):
        _, state = await service.state(other.id, BOT)
        assert state is not None and not state.is_over()
        seat = min(state.to_move())
        await service.act(other.id, (BEN, CAT)[seat], str(state.legal_actions(seat)[0]))
        assert not slow.done(), "the other table waited for the computer's thinking"
    release.touch()
    made = await asyncio.wait_for(slow, 60)
    assert made and all(m.by_computer for u in made for m in u.moves)


class GatedSearch(StubSearch):
    """A searching computer whose thinking lasts until the test lets it go."""

    def __init__(self) -> None:
        super().__init__()
        self.thinking = threading.Event()
        self.go = threading.Event()

    def think(self) -> None:
        self.thinking.set()
        assert self.go.wait(10), "the test never let the computer finish"

    async def think_during(self, task: Any) -> None:
        """Wait until the computer thinks for `task` (which must still be running)."""
        self.go.clear()
        self.thinking.clear()
        await asyncio.to_thread(self.thinking.wait, 10)
        assert not task.done()


async def test_a_thinking_computer_holds_no_connection_and_its_move_is_refused_if_the_table_moved_on(store: Store) -> None:
    gate = GatedSearch()
    service = TableService(store, games=TEST_GAMES, players=gated(gate))
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=BEN, host_name="Ben", seed=1)
    await service.add_computer(info.id, BEN, "hard")
    gate.go.set()
    await moved(service, await service.start(info.id, BEN, GUILD))

    async def ben_takes_first_choice(on: TableService) -> Any:
        _, state = await on.state(info.id, BOT)
        assert state is not None and state.to_move() == {0}
        return await on.act(info.id, BEN, str(state.legal_actions(0)[0]))

    # Ben's move is committed alone; while the computer thinks about its answer, the game loop holds
    # no pooled connection (and so no row lock); the answer is then committed on its own.
    update = await ben_takes_first_choice(service)
    assert [m.by_computer for m in update.moves] == [False] and update.computers_waiting == (1,)
    answer = asyncio.create_task(service.driver.drive(info.id))
    await gate.think_during(answer)
    assert store.engine.pool.checkedout() == 0  # type: ignore[attr-defined]
    gate.go.set()
    assert [[m.by_computer for m in u.moves] for u in await answer] == [[True]]

    # Another process moves the computer at once while this one thinks: this one's move is refused
    # when it comes to write, and the log holds the other's move only.
    elsewhere = TableService(store, games=TEST_GAMES, players=normal_only())
    await ben_takes_first_choice(service)
    answer = asyncio.create_task(service.driver.drive(info.id))
    await gate.think_during(answer)
    moved_on = await asyncio.wait_for(elsewhere.driver.drive(info.id), 5)
    gate.go.set()
    assert await answer == [], "the move thought on a table that moved on is dropped"
    async with store.unit() as uow:
        log = await uow.repo.actions(info.id)
    assert [r.by_computer for r in log[2:]] == [False] + [m.by_computer for u in moved_on for m in u.moves] == [False, True]


class SecondOpens(TakeawayGame):
    """Take-away in which the second seat (a computer's, at these tables) moves first."""

    def _new(self, players: int, seed: int | str, options: dict[str, str | int]) -> Any:
        state = super()._new(players, seed, options)
        state.d["turn"] = 1
        return state


async def test_a_computer_thinks_without_a_connection_at_the_start_and_after_a_returning_players_move(store: Store) -> None:
    gate = GatedSearch()
    games = {**TEST_GAMES, "takeaway": SecondOpens()}
    service = TableService(store, games=games, players=gated(gate))
    # The start of a table whose first move is a computer's: the deal is committed first, then its move.
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=BEN, host_name="Ben", seed=1)
    await service.add_computer(info.id, BEN, "hard")
    started = await service.start(info.id, BEN, GUILD)
    assert started.moves == [] and started.computers_waiting == (1,) and started.table.version == 0
    answer = asyncio.create_task(service.driver.drive(info.id))
    await gate.think_during(answer)
    assert store.engine.pool.checkedout() == 0  # type: ignore[attr-defined]
    gate.go.set()
    assert [[(m.seat, m.by_computer) for m in u.moves] for u in await answer] == [[(1, True)]]
    table = await service.get(info.id, BOT)
    assert table.status == "running" and table.version == 1

    # A player back after missed turns: his count starts again, written with his move.
    async with store.unit() as uow:
        row = await uow.repo.get_table(info.id, for_update=True)
        assert row is not None
        row.seats[0].missed = 2
        await uow.commit()
    _, state = await service.state(info.id, BOT)
    assert state is not None and state.to_move() == {0}
    update = await service.act(info.id, BEN, str(state.legal_actions(0)[0]))
    assert update.table.seats[0].missed == 0
    answer = asyncio.create_task(service.driver.drive(info.id))
    await gate.think_during(answer)
    assert store.engine.pool.checkedout() == 0  # type: ignore[attr-defined]
    gate.go.set()
    assert [[m.by_computer for m in u.moves] for u in await answer] == [[True]]
    async with store.unit() as uow:
        row = await uow.repo.get_table(info.id)
        assert row is not None and row.seats[0].missed == 0


async def test_a_computer_thinks_without_a_connection_after_standing_in_for_a_late_player(store: Store) -> None:
    gate = GatedSearch()
    clock = ManualClock()
    service = TableService(store, games=TEST_GAMES, players=gated(gate), clock=clock, handover_after=1)
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=BEN, host_name="Ben", seed=1, clock="1h")
    await service.add_computer(info.id, BEN, "hard")
    await service.start(info.id, BEN, GUILD)
    assert (await service.get(info.id, BOT)).awaited == (0,)

    # Ben's hour runs out: a computer stands in for him, and after one missed turn keeps his seat;
    # the game loop moves his seat and the hard computer's, one move a transaction, to the end, and
    # the hard computer thinks without holding a connection.
    clock.advance(hours=2)
    (update,) = (await service.turns.tick()).updates
    assert [n.kind for n in update.notices] == ["stand_in", "handover"] and update.computers_waiting == (0,)
    rest = asyncio.create_task(service.driver.drive(info.id))
    await gate.think_during(rest)
    assert store.engine.pool.checkedout() == 0  # type: ignore[attr-defined]
    gate.go.set()
    made = await rest
    assert all(len(u.moves) == 1 for u in made)
    assert [(u.moves[0].seat, u.moves[0].by_computer) for u in made[:3]] == [(0, True), (1, True), (0, True)]
    assert made[-1].state is not None and made[-1].state.is_over()
    async with store.unit() as uow:
        row = await uow.repo.get_table(info.id)
        assert row is not None
        ben = row.seats[0]
        assert (ben.user_id, ben.computer, ben.missed, ben.stood_in) == (BEN, "normal", 1, True)
