"""Hints at the table, on SQLite and PostgreSQL: the host's switch, who may ask and when, and the count."""

from __future__ import annotations

import pytest

from bot.store.status import Status
from bot.tables import BOT, TableService
from bot.tables.errors import NotHost, NotSeated, Refused, StaleClick, WrongStatus
from bot.tables.hints import Hints, HintsOff, hints_allowed

ANA, BEN, CAT = 1, 2, 3


async def running(service: TableService, *, hints: bool) -> int:
    info = await service.create("takeaway", guild_id=10, channel_id=20, host_id=ANA, host_name="Ana", options={"pile": 9})
    if hints:
        info = await Hints(service.core).toggle(info.id, ANA, 10)
    await service.join(info.id, BEN, "Ben", 10)
    await service.start(info.id, ANA, 10)
    return info.id


async def test_only_the_host_switches_hints_and_only_in_the_lobby(service: TableService) -> None:
    hints = Hints(service.core)
    info = await service.create("takeaway", guild_id=10, channel_id=20, host_id=ANA, host_name="Ana")
    assert not hints_allowed(info)
    with pytest.raises(NotHost):
        await hints.toggle(info.id, BEN, 10)
    assert not hints_allowed(await service.get(info.id, BOT))
    assert hints_allowed(await hints.toggle(info.id, ANA, 10))
    assert not hints_allowed(await hints.toggle(info.id, ANA, 10))
    assert hints_allowed(await hints.toggle(info.id, ANA, 10))
    await service.join(info.id, BEN, "Ben", 10)
    await service.start(info.id, ANA, 10)
    with pytest.raises(WrongStatus):
        await hints.toggle(info.id, ANA, 10)
    started = await service.get(info.id, BOT)
    assert started.status == Status.RUNNING and hints_allowed(started)


async def test_a_hint_is_asked_by_the_player_to_move_on_the_current_decision(service: TableService) -> None:
    hints = Hints(service.core)
    table = await running(service, hints=True)
    info, state = await service.state(table, BOT)
    seat = min(state.to_move())
    mover, waiting = (ANA, BEN) if info.seats[seat].user_id == ANA else (BEN, ANA)
    version = await service.prompt_version(table, seat)
    refusals: list[type[Refused]] = []
    for user, asked in ((waiting, version), (mover, version + 1), (CAT, version)):
        with pytest.raises((StaleClick, NotSeated)) as refused:
            await hints.request(table, user, asked, 10)
        refusals.append(type(refused.value))
    assert refusals == [StaleClick, StaleClick, NotSeated]
    assert await hints.count(table) == 0
    _, _, asked_seat = await hints.request(table, mover, version, 10)
    assert asked_seat == seat
    assert await hints.record(table, seat, version, "take 1") == 1
    assert await hints.record(table, seat, version, "take 1") == 2
    assert (await service.get(table, BOT)).version == info.version, "a hint is no move"


async def test_a_table_without_hints_refuses_them(service: TableService) -> None:
    hints = Hints(service.core)
    table = await running(service, hints=False)
    info, state = await service.state(table, BOT)
    seat = min(state.to_move())
    with pytest.raises(HintsOff):
        await hints.request(table, info.seats[seat].user_id or 0, await service.prompt_version(table, seat), 10)
