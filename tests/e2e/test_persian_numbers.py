"""Numbers in the reader's script through the fake Discord: a Persian server's thread and a Persian
player's replies write scores in Persian digits; English and German readers keep theirs (issue #16)."""

from __future__ import annotations

import re

from testkit.driver import World, running_bot
from testkit.takeaway import GAME as TAKEAWAY

GAMES = {TAKEAWAY.key: TAKEAWAY}
PERSIAN_DIGIT = re.compile("[۰-۹]")
LATIN_DIGIT = re.compile("[0-9]")


async def finish(world: World, thread: int) -> str:
    """Ana and Ben answer their newest DMs until the thread shows the final standings (in Persian)."""
    for _ in range(60):
        finals = [m.content for m in world.fake.messages(thread) if "نتیجهٔ پایانی" in m.content]
        if finals:
            return finals[-1]
        name = next(n for n in ("ana", "ben") if world.latest_choice(n) is not None)
        await world.choose(name, world.latest_choice(name))  # type: ignore[arg-type]
    raise AssertionError("the game did not end")


async def test_a_persian_server_and_reader_get_persian_digits(database_url: str) -> None:
    async with running_bot(database_url, GAMES, locales={"ben": "de"}) as world:
        await world.command("ana", "config", "language", value="fa")
        await world.command("ana", "settings", language="fa")
        lobby, thread = await world.new_table("ana", "takeaway", pile=7, clock="1h30m")
        await world.lobby("ben", lobby, "join")
        lobby = world.fake.message(lobby.id)
        # The lobby's option values, seat numbers, player count and clock; only the table number stays as typed.
        assert "۷" in lobby.content and "۱. ana" in lobby.content and "۲. ben" in lobby.content, lobby.content
        assert not LATIN_DIGIT.search(lobby.content.replace("#1", "")), lobby.content
        await world.lobby("ana", lobby, "start")
        await world.choose("ana", world.latest_choice("ana"))  # type: ignore[arg-type]
        persian = await world.command("ana", "table", "status", channel=thread)
        scores = persian.content.split("\n", 1)[0].split("—", 1)[1]
        assert PERSIAN_DIGIT.search(scores) and not LATIN_DIGIT.search(scores), persian.content
        german = await world.command("ben", "table", "status", channel=thread)
        assert LATIN_DIGIT.search(german.content.split("\n", 1)[0].split("—", 1)[1]), german.content
        standings = await finish(world, thread)
        standing_rows, rating_rows = standings.split("**نتیجهٔ پایانی**", 1)[1].split("**امتیازها**", 1)
        rows = standing_rows.strip("\n").split("\n")
        assert all(PERSIAN_DIGIT.search(row) and not LATIN_DIGIT.search(row) for row in rating_rows.strip("\n").split("\n")), standings
        assert len(rows) == 2 and all(PERSIAN_DIGIT.search(row.rsplit(":", 1)[1]) and not LATIN_DIGIT.search(row.rsplit(":", 1)[1]) for row in rows), standings
