"""Numbers out of range (issue #11, point 4), end to end on SQLite and PostgreSQL: every number a user can
type gets the usual refusal in the reader's language, nothing is created, nothing is logged as a failure.

Discord keeps typed numbers to the declared ranges; commands synced before a range existed, or a crafted
interaction, do not, so the tests take the ranges off the synced definitions (as Discord would hold them)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select

from bot.games import GAMES
from bot.i18n import digits
from bot.store import TableRow
from bot.store.limits import MAX_ID
from testkit.driver import World, running_bot

HUGE = 2**53  # the largest integer Discord lets anyone type


def drop_ranges(world: World, command: str) -> None:
    """Take min_value/max_value off every option of a synced command."""

    def walk(options: list[dict[str, Any]]) -> None:
        for option in options:
            option.pop("min_value", None)
            option.pop("max_value", None)
            walk(option.get("options") or [])

    walk(world.fake.command(command)["options"])


async def tables(world: World) -> int:
    async with world.bot.service.core.store.unit() as uow:
        return len((await uow.session.execute(select(TableRow.id))).scalars().all())


async def test_numbers_out_of_range_are_refused_in_the_readers_language(db_url: str) -> None:
    async with running_bot(db_url, GAMES, locales={"ben": "de"}) as world:
        for command in ("table", "druids", "abracadabra"):
            drop_ranges(world, command)
        replies = [
            await world.command("ana", "table", "status", table=MAX_ID + 1),
            await world.command("ana", "table", "hand", table=HUGE),
            await world.command("ana", "table", "export", table=2**63),
            await world.command("ana", "druids", "new", rounds=HUGE),
            await world.command("ana", "abracadabra", "new", target=HUGE),
            await world.command("ana", "druids", "new", computers=HUGE),
            await world.command("ana", "druids", "new", computers=-1),
        ]
        assert [reply.content for reply in replies] == [
            f"Table #{MAX_ID + 1} does not exist here.",
            f"Table #{HUGE} does not exist here.",
            f"Table #{2**63} does not exist here.",
            "Option rounds: 9,007,199,254,740,992 is out of range (allowed: 1 to 10).",
            "Option target: 9,007,199,254,740,992 is out of range (allowed: 10 to 1,000).",
            "Option computers: 9,007,199,254,740,992 is out of range (allowed: 0 to 4).",
            "Option computers: -1 is out of range (allowed: 0 to 4).",
        ]
        # Every refusal is private: `/<game> new` checks its options before it answers (and before any lobby).
        assert all(reply.ephemeral for reply in replies)
        assert await tables(world) == 0
        german = await world.command("ben", "druids", "new", rounds=0)
        assert german.content == "Option rounds: 0 liegt außerhalb des erlaubten Bereichs (1 bis 10)."
        await world.command("cat", "settings", language="fa")
        persian = await world.command("cat", "table", "log", table=HUGE)
        assert persian.content == f"میز #{digits('fa', HUGE)} اینجا وجود ندارد."
        persian = await world.command("cat", "druids", "new", rounds=11)
        assert persian.content == "گزینهٔ rounds: ۱۱ خارج از بازهٔ مجاز است (از ۱ تا ۱۰)."
        huge_clock = await world.command("ana", "config", "clock", value="9999999999999999999d")
        assert "out of range" in huge_clock.content
        assert await tables(world) == 0, "no refused command opened a table"
