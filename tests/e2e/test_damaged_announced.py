"""A table damaged while it runs is announced to all its players: the next touch sets it aside, the
thread and every seated player's DM say so, their prompts lose their buttons, and `/table end` closes it
without a traceback in the log."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.store import Store
from testkit.driver import running_bot
from testkit.fake_discord import FakeDiscord
from testkit.takeaway import GAME as TAKEAWAY
from tests.tables.test_damaged import DAMAGES, damage

GAMES = {TAKEAWAY.key: TAKEAWAY}
SET_ASIDE = "is set aside: its saved game is damaged"


async def wait_until(condition: object, what: str, timeout: float = 15.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():  # type: ignore[operator]
        assert loop.time() < deadline, f"waited in vain for {what}"
        await asyncio.sleep(0.05)


@pytest.mark.parametrize("kind", ["options null", "log that does not replay", "a game this bot does not play"])
async def test_a_table_set_aside_is_announced_to_every_player_and_ends_cleanly(db_url: str, kind: str) -> None:
    fake = FakeDiscord()
    await fake.start()
    try:
        await _set_aside_and_end(fake, db_url, kind)
    finally:
        await fake.close()


async def _set_aside_and_end(fake: FakeDiscord, db_url: str, kind: str) -> None:
    ana, ben = fake.add_user("ana"), fake.add_user("ben")
    fake.add_guild("Club", members=[ana, ben])
    async with running_bot(db_url, GAMES, fake=fake) as world:
        lobby, thread = await world.new_table("ana", "takeaway", pile=30)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        await world.choose("ana", world.latest_choice("ana"))  # type: ignore[arg-type]
    store = Store(db_url)
    try:
        await damage(store, 1, next(d for d in DAMAGES if d.name == kind))
    finally:
        await store.close()
    # A process that has not read the table yet (a restart) meets the damage at the next click.
    async with running_bot(db_url, GAMES, fake=fake) as world:
        await world.settle()
        mover = "ana" if world.latest_choice("ana") is not None else "ben"
        other = "ben" if mover == "ana" else "ana"
        prompt = world.latest_choice(mover)
        assert prompt is not None
        clicked = await world.choose(mover, prompt)
        assert any(SET_ASIDE in m.content for m in clicked.ephemeral), "the clicker is told at once"
        fake = world.fake
        await wait_until(lambda: any(SET_ASIDE in m.content for m in fake.messages(thread)), "the thread post")
        for name in ("ana", "ben"):
            user = world.users[name].id
            await wait_until(lambda user=user: any(SET_ASIDE in m.content for m in fake.dms(user)), f"{name}'s DM")
            live = [m for m in fake.dms(user) if any(c.startswith(("act:", "acts:", "grp:")) for c in m.custom_ids())]
            assert not live, f"{name} keeps a live prompt: {[m.content for m in live]}"
        await world.settle()
        assert sum(SET_ASIDE in m.content for m in fake.messages(thread)) == 1, "announced once"
        assert sum(SET_ASIDE in m.content for m in fake.dms(world.users[other].id)) == 1
        named = [r for r in world.errors.records if r.name == "bot.tables.core" and "set aside as damaged" in r.getMessage()]
        assert len(named) == 1
        world.errors.records = [r for r in world.errors.records if r not in named]

        ended = await world.command("ana", "table", "end", table=1)  # Ana owns Club: she may end any table
        assert "is ended" in ended.content, ended.content
        await asyncio.sleep(4)  # the delivery loop runs over what the end owes
        await world.settle()
        assert not [r for r in world.errors.records if r.levelno >= logging.ERROR], [r.getMessage() for r in world.errors.records]
