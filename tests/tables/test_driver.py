"""The game loop's own promises: a failed move is tried again after growing pauses, and the sweep takes
up a table left waiting for a computer once nobody has moved it for a while, never one just moved."""

from __future__ import annotations

import asyncio

from bot.clock import ManualClock
from bot.tables import BOT, TableService
from bot.tables.driver import Backoff, Driver

ANA = 101
GUILD, CHANNEL = 1, 10


def test_a_table_left_waiting_is_taken_up_within_thirty_seconds_by_default(service: TableService) -> None:
    driver = Driver(service.core)
    assert Backoff().pauses() == [0.5, 1.0, 2.0, 4.0, 8.0]
    assert driver.sweep_every + driver.quiet_for.total_seconds() <= 20.0, "a sweep, then the quiet time, then one move: within 30 s"


async def test_the_sweep_takes_up_a_quiet_table_awaiting_a_computer_and_leaves_a_busy_one(service: TableService, clock: ManualClock) -> None:
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=42)
    await service.add_computer(info.id, ANA)
    await service.start(info.id, ANA, GUILD)
    _, state = await service.state(info.id, BOT)
    assert state is not None and state.to_move() == {0}
    moved = await service.act(info.id, ANA, str(state.legal_actions(0)[0]))
    assert moved.computers_waiting == (1,)  # and nobody follows the table: a process that died here
    assert await service.driver.sweep() == 0, "moved just now: whoever moved it may still be moving its computer"
    clock.advance(seconds=11)
    assert await service.driver.sweep() == 1
    await asyncio.wait_for(service.driver.follow(info.id), 10)
    assert (await service.get(info.id, BOT)).version == 2, "the computer moved"
    assert await service.driver.sweep(everything=True) == 0, "nothing awaits a computer now"
