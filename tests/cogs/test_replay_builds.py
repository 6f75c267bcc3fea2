"""Replays built in worker processes: the parts drawn side by side make the same animation as one build."""

from __future__ import annotations

import asyncio
import io
import multiprocessing

import pytest
from PIL import Image, ImageChops

from bot.ai.pool import SearchPool
from bot.kits import builtin_kits
from cogs.replay_builds import ReplayWorker, build, order_of
from tests.render.test_replay import NAMES, played


async def test_the_worker_processes_build_the_replay_one_build_in_the_bot_would() -> None:
    kit = builtin_kits()["druids"]
    moves = played(kit, 3, 6, {"rounds": 1})
    order = order_of(kit, {"players": 3, "seed": 6, "options": {"rounds": 1}, "actions": moves}, NAMES[:3], "de")
    here = build(order)
    worker = ReplayWorker.for_kits({"druids": kit}, processes=2)
    try:
        there = await worker.build(kit, order)
        again = await worker.build(kit, order)  # the processes serve the next build too
    finally:
        worker.close()
    assert there.frames == again.frames == here.frames and there.size == here.size
    with Image.open(io.BytesIO(here.data)) as one, Image.open(io.BytesIO(there.data)) as other:
        assert one.n_frames == other.n_frames
        for index in range(one.n_frames):
            one.seek(index)
            other.seek(index)
            assert ImageChops.difference(one.convert("RGB"), other.convert("RGB")).getbbox() is None, index


async def test_the_replay_workers_close_while_the_computers_search_workers_run_on() -> None:
    """Closing them leaves the resource tracker to the search pool: stopping it would wait for the
    search workers' end (the bot closes its cogs before it stops the search)."""
    search = SearchPool(1)
    worker = ReplayWorker(processes=1)
    try:
        await worker.start()
        await asyncio.wait_for(asyncio.to_thread(worker.close), 60)  # a guard against a hang, not a duration
        assert await search.run(abs, (-3,), None) == 3
    finally:
        search.close()


async def test_a_game_that_ends_as_the_bot_closes_starts_no_replay_worker() -> None:
    """The end of a game readies the workers (`warm`); once they are closed nothing starts them again,
    so no process outlives the bot (nor keeps the resource tracker waiting)."""
    worker = ReplayWorker(processes=1)
    worker.warm()  # a game ended ...
    worker.close()  # ... as the bot closed, before the workers started
    worker.warm()  # and another one after
    for _ in range(3):
        await asyncio.sleep(0)  # the warming, cancelled, runs out
    assert multiprocessing.active_children() == [] and not worker.running
    with pytest.raises(RuntimeError, match="closing"):
        await worker.start()
    assert multiprocessing.active_children() == []
