"""Computer levels end to end: chosen with `/<game> new level:` and with the lobby buttons, shown in
the lobby, stored with the seats, and a `hard` computer (searching in the process pool) plays."""

from __future__ import annotations

from bot.games import GAMES
from bot.tables import BOT
from testkit.driver import running_bot
from tests.support.log import standing_moves


async def test_levels_chosen_at_new_and_in_the_lobby_reach_the_seats_and_play(database_url: str) -> None:
    async with running_bot(database_url, {"druids": GAMES["druids"]}) as world:
        lobby, thread = await world.new_table("ana", "druids", computers=1, level="hard", rounds=1)
        assert "2. Computer 1 🤖 hard" in lobby.content
        await world.lobby("ana", lobby, "easy")
        lobby = world.fake.message(lobby.id)
        assert "3. Computer 2 🤖 easy" in lobby.content
        await world.lobby("ben", lobby, "hard")  # only the host seats computers: refused, nothing changes
        info = await world.bot.service.get(1, BOT)
        assert [s.computer for s in info.seats] == [None, "hard", "easy"]
        await world.lobby("ana", lobby, "computer")
        info = await world.bot.service.get(1, BOT)
        assert [s.computer for s in info.seats] == [None, "hard", "easy", "normal"]
        await world.lobby("ana", lobby, "start")
        for _ in range(8):  # Ana plays until the hard computer has moved too
            log = await standing_moves(world.bot.service, 1)
            if any(seat == 1 for seat, _ in log):
                break
            message = world.latest_choice("ana")
            assert message is not None, "the computers left the game waiting"
            await world.choose("ana", message)
        log = await standing_moves(world.bot.service, 1)
        assert any(seat == 1 for seat, _ in log), "the hard computer never moved"
        assert thread != world.channel_id
