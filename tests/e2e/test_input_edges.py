"""Edges of input, end to end through the fake Discord: each gets a clear private refusal and leaves
nothing behind (no lobby made before its options are valid, levels limited to the real ones, any text
in a `table:` option handled), and a player who leaves on their turn keeps no live prompt."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from sqlalchemy import func, select

from bot.store import Store
from bot.store.models import TableRow
from testkit.driver import World, running_bot
from testkit.takeaway import GAME as TAKEAWAY

GAMES = {TAKEAWAY.key: TAKEAWAY}
CHOICE = ("act:", "acts:", "grp:")


@pytest.fixture
async def world(database_url: str) -> AsyncIterator[World]:
    async with running_bot(database_url, GAMES) as world:
        yield world


def option(world: World, command: str, name: str, subcommand: str | None = None) -> dict[str, Any]:
    """A synced option as Discord holds it (a test may loosen it, as a crafted interaction would)."""
    options = world.fake.command(command)["options"]
    if subcommand is not None:
        options = next(o for o in options if o["name"] == subcommand)["options"]
    return next(o for o in options if o["name"] == name)


async def tables_stored(world: World) -> int:
    store = Store(world.database_url)
    try:
        async with store.unit() as uow:
            return int((await uow.session.execute(select(func.count()).select_from(TableRow))).scalar_one())
    finally:
        await store.close()


async def new_refused(world: World, **options: Any) -> str:
    """`/takeaway new` with these options: refused privately, nothing posted, no table stored."""
    before = len(world.fake.messages(world.channel_id))
    interaction = await world.fake.slash(world.users["ana"].id, world.guild.id, world.channel_id, "takeaway", subcommand="new", options=options)
    reply = await interaction.final_message()
    await world.settle()
    assert reply.ephemeral, f"the refusal is public: {reply.content}"
    assert len(world.fake.messages(world.channel_id)) == before, "nothing was posted in the channel"
    assert await tables_stored(world) == 0, "no lobby was made"
    assert not world.fake.threads(world.channel_id)
    return reply.content


@pytest.mark.parametrize("level", ["HARD", "random", "expert"])
async def test_an_unknown_computer_level_is_refused_before_any_lobby(world: World, level: str) -> None:
    del option(world, "takeaway", "level", "new")["choices"]  # Discord offers the real ones; a crafted interaction may send any
    text = await new_refused(world, computers=1, level=level)
    assert text == f"Unknown computer level '{level}' (allowed: easy, normal, hard).", text
    mine = await world.command("ana", "table", "mine")
    assert "no open table" in mine.content.lower() or "don't" in mine.content.lower(), mine.content


async def test_a_clock_below_the_minimum_is_refused_privately_naming_the_minimum(world: World) -> None:
    text = await new_refused(world, clock="5s")
    assert "5s" in text and "not a duration" not in text and "1 minute" in text, text
    assert "not a duration" in await new_refused(world, clock="soon")


async def test_a_game_option_out_of_range_is_refused_before_any_lobby(world: World) -> None:
    pile = option(world, "takeaway", "pile", "new")
    del pile["min_value"], pile["max_value"]
    text = await new_refused(world, pile=10_000)
    assert "pile" in text, text


@pytest.mark.parametrize("typed", ["abc", "²", "⑴", "1" * 4400, "1e3", "#"])
async def test_any_text_in_a_table_option_is_refused_clearly(world: World, typed: str) -> None:
    for sub in ("status", "hand", "log"):
        table = option(world, "table", "table", sub)
        table["type"] = 3  # as a crafted interaction (or an old client) may send it: a string
        table.pop("min_value", None), table.pop("max_value", None)
        reply = await world.command("ana", "table", sub, table=typed)
        assert reply.ephemeral and "is not a table number" in reply.content, (sub, reply.content)
        assert len(reply.content) < 200, "a long value is not quoted in full"


async def test_a_typed_number_as_text_still_names_its_table(world: World) -> None:
    await world.new_table("ana", "takeaway")
    table = option(world, "table", "table", "status")
    table["type"] = 3
    for typed, expected in (("#1", "Table #1"), (" ۱ ", "Table #1"), ("-3", "Table #-3 does not exist here.")):
        reply = await world.command("ana", "table", "status", table=typed)
        assert reply.ephemeral and expected.lower() in reply.content.lower(), (typed, reply.content)


@pytest.mark.parametrize("typed", ["²", "⑴", "1" * 4400, "abc", "١", "۱", "0001", " #1 "])
async def test_autocomplete_takes_any_text(world: World, typed: str) -> None:
    await world.new_table("ana", "takeaway")
    choices = await world.fake.autocomplete(
        world.users["ana"].id, world.guild.id, world.channel_id, "table", "status", {"table": typed}, focused="table"
    )
    numbers = [int(c["value"]) for c in choices]
    one = typed.strip().lstrip("#").strip() in ("١", "۱", "0001", "1")
    assert numbers == ([1] if one else []), (typed, choices)


async def test_a_player_who_leaves_on_their_turn_keeps_no_live_prompt(world: World) -> None:
    lobby, _ = await world.new_table("ana", "takeaway", pile=30)
    await world.lobby("ben", lobby, "join")
    await world.lobby("cat", lobby, "join")
    await world.lobby("ana", lobby, "start")
    mover = next(name for name in ("ana", "ben", "cat") if world.latest_choice(name) is not None)
    left = await world.command(mover, "table", "leave", table=1)
    assert left.ephemeral and "left" in left.content, left.content
    user = world.users[mover].id
    live = [m for m in world.fake.dms(user) if any(c.startswith(CHOICE) for c in m.custom_ids())]
    assert not live, [m.content for m in live]
    assert any("You left table #1" in m.content for m in world.fake.dms(user)), [m.content for m in world.fake.dms(user)]


async def test_a_player_removed_on_their_turn_keeps_no_live_prompt(world: World) -> None:
    lobby, _ = await world.new_table("ana", "takeaway", pile=30)
    await world.lobby("ben", lobby, "join")
    await world.lobby("ana", lobby, "start")
    if world.latest_choice("ben") is None:
        await world.choose("ana", world.latest_choice("ana"))  # type: ignore[arg-type]
    assert world.latest_choice("ben") is not None, "Ben's turn"
    kicked = await world.command("ana", "table", "kick", player=world.users["ben"], table=1)
    assert kicked.ephemeral, kicked.content
    ben = world.users["ben"].id
    assert not [m for m in world.fake.dms(ben) if any(c.startswith(CHOICE) for c in m.custom_ids())]
    assert any("A computer plays your seat at table #1 now." in m.content for m in world.fake.dms(ben))
