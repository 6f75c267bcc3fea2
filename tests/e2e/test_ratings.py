"""Ratings end to end through the fake Discord: a rated four-player game (people and a computer) moves
the people's ratings, shows each change in the end message and fills `/leaderboard` and `/stats`; a
game with a stand-in moves none; recomputing from the stored games equals the stored ratings."""

from __future__ import annotations

import re
from itertools import pairwise

from sqlalchemy import select

from bot.clock import ManualClock
from bot.games.druids import GAME as DRUIDS
from bot.store import RatedResultRow, RatingRow
from bot.tables.ratings import table_changes
from bot.tables.ratings.recompute import recompute
from testkit.driver import World, running_bot
from testkit.takeaway import GAME as TAKEAWAY

GAMES = {DRUIDS.key: DRUIDS, TAKEAWAY.key: TAKEAWAY}
CHANGE = re.compile(r"^(\w+): 1,500 → ([\d,]+), ([+-]\d+)$")


async def play_out(world: World, thread: int, players: list[str]) -> str:
    """The newest prompt among the people's DMs is answered until the thread shows the final standings."""
    for _ in range(200):
        finals = [m for m in world.fake.messages(thread) if "Final standings" in m.content]
        if finals:
            return finals[-1].content
        prompts = [(message.id, name, message) for name in players if (message := world.latest_choice(name)) is not None]
        assert prompts, "nobody has a choice but the game is not over"
        _, name, newest = max(prompts, key=lambda p: p[0])  # an older prompt may be stale (a stand-in moved)
        await world.choose(name, newest)
    raise AssertionError("the game did not end")


async def stored(world: World) -> dict[int, tuple[float, float, int]]:
    async with world.bot.service.core.store.unit() as uow:
        rows = (await uow.session.execute(select(RatingRow))).scalars().all()
        return {r.user_id: (r.mu, r.sigma, r.games) for r in rows}


async def stored_reasons(world: World) -> list[str | None]:
    """Why each person's rating rose without a win (or None), in seat order (the end message's), from the stored game."""
    async with world.bot.service.core.store.unit() as uow:
        (table,) = set((await uow.session.execute(select(RatedResultRow.table_id))).scalars())
        return [change.why for change in await table_changes(uow.session, table)]


async def test_a_rated_four_player_game_moves_the_peoples_ratings_and_the_leaderboard(database_url: str) -> None:
    async with running_bot(database_url, GAMES, locales={"cat": "fa"}) as world:
        ids = {name: world.users[name].id for name in ("ana", "ben", "cat")}
        empty = await world.command("ana", "leaderboard", game="druids")
        assert "No rated Druids games here yet" in empty.content

        lobby, thread = await world.new_table("ana", "druids", rounds=1)
        await world.lobby("ben", lobby, "join")
        await world.lobby("cat", lobby, "join")
        await world.lobby("ana", lobby, "hard")
        await world.lobby("ana", lobby, "start")
        final = await play_out(world, thread, ["ana", "ben", "cat"])

        lines = final.split("**Ratings**\n", 1)[1].splitlines()
        changes = {m.group(1): (int(m.group(2).replace(",", "")), int(m.group(3))) for line in lines if (m := CHANGE.match(line))}
        assert set(changes) == {"ana", "ben", "cat"}, f"one line per person, none for the computer: {lines}"
        assert all(after - 1500 == delta for after, delta in changes.values())
        reasons = {m.group(1): line for above, line in pairwise(lines) if (m := CHANGE.match(above)) and line.startswith("-# ")}
        in_seat_order = [m.group(1) for line in lines if (m := CHANGE.match(line))]
        expected = {name: why for name, why in zip(in_seat_order, await stored_reasons(world), strict=True) if why}
        assert set(reasons) == set(expected), f"one reason line under each rise without a win, as stored: {lines}"
        assert all(changes[name][1] > 0 for name in reasons)
        assert "μ" not in final and "σ" not in final
        ratings = await stored(world)
        assert set(ratings) == set(ids.values()) and all(games == 1 for _, _, games in ratings.values())

        board = await world.command("ben", "leaderboard", game="druids")
        rows = [line for line in board.content.splitlines() if "<@" in line]
        assert [int(re.search(r"<@(\d+)>", row).group(1)) for row in rows] == sorted(ids.values(), key=lambda u: -(ratings[u][0] - 3 * ratings[u][1]))  # type: ignore[union-attr]
        assert all("(provisional)" in row and "1 rated game" in row for row in rows)
        assert f"**{changes['ana'][0]:,}**" in next(row for row in rows if f"<@{ids['ana']}>" in row)

        mine = await world.command("cat", "stats")
        assert "امتیازهای" in mine.content and "Druids" in mine.content and "(موقت)" in mine.content, "Cat reads Persian"
        again = await recompute(world.bot.service.core.store)
        assert again.ratings_changed == 0 and again.games == 1


async def test_a_game_with_a_stand_in_changes_no_rating(database_url: str) -> None:
    clock = ManualClock()
    async with running_bot(database_url, GAMES, clock=clock) as world:
        lobby, thread = await world.new_table("ana", "takeaway", pile=9, clock="1h")
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        clock.advance(minutes=61)
        await world.tick()  # Ana's time ran out: a computer moves for her
        final = await play_out(world, thread, ["ana", "ben"])
        assert "Not rated: a computer stood in for a player." in final and "**Ratings**" not in final
        assert await stored(world) == {}
        board = await world.command("ben", "leaderboard", game="takeaway")
        assert "No rated Take-away games here yet" in board.content
