"""Finding a table without knowing its number: every `table:` option suggests the caller's tables first,
then the server's recent ones, never a table the caller may not see; and numbers out of range are refused
clearly, never a traceback (issue #11, point 4)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.store.limits import MAX_ID
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeDiscord, FakeGuild
from testkit.takeaway import GAME as TAKEAWAY

GAMES = {TAKEAWAY.key: TAKEAWAY}


@pytest.fixture
async def world(database_url: str) -> AsyncIterator[World]:
    """Club (ana, ben, cat) and Attic (ana, dan); the bot running."""
    async with FakeDiscord() as fake:
        ana, ben, cat, dan = (fake.add_user(name) for name in ("ana", "ben", "cat", "dan"))
        fake.add_guild("Club", members=[ana, ben, cat])
        fake.add_guild("Attic", members=[dan, ana])
        async with running_bot(database_url, GAMES, fake=fake) as world:
            yield world


def attic(world: World) -> FakeGuild:
    return next(g for g in world.fake.guilds.values() if g.name == "Attic")


async def suggest(world: World, user: str, subcommand: str, typed: Any = "", *, guild: FakeGuild | None = None, dm: bool = False) -> list[tuple[str, int]]:
    """What Discord shows under `/table <subcommand> table:` while `user` types `typed`."""
    where = guild or world.guild
    choices = await world.fake.autocomplete(
        world.users[user].id,
        None if dm else where.id,
        None if dm else where.channel("general").id,
        "table",
        subcommand,
        {"table": typed},
        focused="table",
        locale=world.locale(user),
    )
    return [(c["name"], int(c["value"])) for c in choices]


async def open_tables(world: World) -> None:
    """#1 ana+ben running in Club (ana to move), #2 ben's lobby in Club, #3 dan+ana running in Attic."""
    lobby, _ = await world.new_table("ana", "takeaway")
    await world.lobby("ben", lobby, "join")
    await world.lobby("ana", lobby, "start")
    await world.new_table("ben", "takeaway")
    room = attic(world)
    start = await world.fake.slash(world.users["dan"].id, room.id, room.channel("general").id, "takeaway", "new")
    lobby = await start.final_message()
    await world.settle()
    await world.lobby("ana", lobby, "join")
    await world.lobby("dan", lobby, "start")


async def test_own_tables_first_then_the_servers_and_never_another_servers(world: World) -> None:
    await open_tables(world)
    ana = await suggest(world, "ana", "hand")
    assert [table for _, table in ana] == [1, 2], "her own table first, then Club's lobby; Attic's table is not Club's"
    assert ana[0][0] == "#1 Take-away — your turn"
    assert ana[1][0] == "#2 Take-away — lobby, 1 seated"
    ben = await suggest(world, "ben", "status")
    assert [name for name, _ in ben] == ["#2 Take-away — lobby, 1 seated", "#1 Take-away — waiting for ana"]
    cat = await suggest(world, "cat", "status")
    assert {table for _, table in cat} == {1, 2}, "a member who plays nowhere sees the server's tables"
    in_attic = await suggest(world, "ana", "hand", guild=attic(world))
    assert [name for name, _ in in_attic] == ["#3 Take-away — waiting for dan"]


async def test_in_a_dm_only_ones_own_tables_with_their_servers(world: World) -> None:
    await open_tables(world)
    ana = await suggest(world, "ana", "hand", dm=True)
    assert sorted(ana, key=lambda choice: choice[1]) == [
        ("#1 Take-away — your turn · Club", 1),
        ("#3 Take-away — waiting for dan · Attic", 3),
    ]
    assert await suggest(world, "cat", "hand", dm=True) == [], "no seat anywhere: nothing to suggest"


async def test_typing_narrows_the_suggestions_and_a_typed_number_still_works(world: World) -> None:
    await open_tables(world)
    assert [table for _, table in await suggest(world, "ana", "hand", "2")] == [2]
    assert [table for _, table in await suggest(world, "ana", "hand", "#1")] == [1]
    assert [table for _, table in await suggest(world, "ana", "hand", "lobby")] == [2]
    assert await suggest(world, "ana", "hand", "9") == []
    status = await world.command("ben", "table", "status", table=1)  # typed without picking a suggestion
    assert status.ephemeral and "Table #1" in status.content


async def test_log_and_export_also_suggest_ended_tables(world: World) -> None:
    await open_tables(world)
    ended = await world.command("ana", "table", "end", table=1)  # Ana owns Club
    assert "is ended" in ended.content
    assert [table for _, table in await suggest(world, "ana", "hand")] == [2]
    log = await suggest(world, "ana", "log")
    assert ("#1 Take-away — ended", 1) in log
    assert 1 in [table for _, table in await suggest(world, "ana", "export")]


async def test_suggestions_speak_the_readers_language(world: World) -> None:
    await open_tables(world)
    await world.command("ana", "settings", language="fa")
    [first, second] = await suggest(world, "ana", "hand")
    assert first == ("#1 Take-away — نوبت شماست", 1)
    assert second[0].startswith("#2 Take-away — لابی")
    await world.command("ben", "settings", language="de")
    assert (await suggest(world, "ben", "status"))[1][0] == "#1 Take-away — wir warten auf ana"


async def test_the_table_option_declares_its_range_and_suggestions(world: World) -> None:
    options = table_options(world)
    assert len(options) == 11
    assert {(option["min_value"], option["max_value"], option["autocomplete"]) for option in options} == {(1, MAX_ID, True)}


def table_options(world: World) -> list[dict[str, Any]]:
    """The synced `table:` options of every `/table` subcommand (as Discord holds them)."""
    return [option for sub in world.fake.command("table")["options"] for option in sub.get("options") or [] if option["name"] == "table"]


@pytest.mark.parametrize("number", [MAX_ID + 1, 2**53, 2**63, 0, -5])
async def test_a_table_number_out_of_range_is_refused_clearly(world: World, number: int) -> None:
    with pytest.raises(ValueError, match="must be within"):
        await world.command("ana", "table", "status", table=number)  # Discord refuses it under the declared range
    # Commands synced before the range existed (or a crafted interaction) still bring such numbers.
    for option in table_options(world):
        del option["min_value"], option["max_value"]
    for sub in ("status", "hand", "log", "leave"):
        reply = await world.command("ana", "table", sub, table=number)
        assert reply.ephemeral and reply.content == f"Table #{number} does not exist here.", (sub, reply.content)


async def test_crafted_buttons_with_numbers_out_of_range_change_nothing(world: World) -> None:
    await open_tables(world)
    fake, ana = world.fake, world.users["ana"].id
    prompt = world.latest_choice("ana")
    assert prompt is not None
    real = next(c for c in prompt.custom_ids() if c.startswith("act:"))
    action = real.split(":", 3)[3]
    button = prompt.component(real)
    assert button is not None
    # Beyond ten digits no button matches: nothing answers, nothing is logged, nothing changes.
    button["custom_id"] = f"act:{2**64}:0:{action}"
    await fake.click(ana, prompt, button["custom_id"])
    await world.settle()
    for table, version in ((MAX_ID + 1, 0), (9_999_999_999, 0), (1, 9_999_999_999)):
        button["custom_id"] = f"act:{table}:{version}:{action}"
        clicked = await fake.click(ana, prompt, button["custom_id"])
        await clicked.response()
        await world.settle()
        replies = [m.content for m in clicked.ephemeral]
        # A version not yet asked is of no moment: refused, with the current hand (and the clicked message closed).
        expected = f"Table #{table} does not exist here." if table != 1 else "That is from an earlier moment"
        assert any(reply.startswith(expected) for reply in replies), replies
    async with world.bot.service.core.store.unit() as uow:
        row = await uow.repo.get_table(1)
        assert row is not None and row.version == 0
