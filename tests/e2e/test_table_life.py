"""The life of a table end to end, through the fake Discord: turn clock and stand-ins, rejoin,
force-end and votes, undo by button, log and export, settings, `/table mine`, stats, server config."""

from __future__ import annotations

import json

from bot.clock import ManualClock
from bot.tables import BOT
from bot.tables.history import replay_export
from testkit.driver import World, running_bot
from testkit.fake_discord import FLAG_SUPPRESS_NOTIFICATIONS, FakeDiscord
from testkit.marks import GAME as MARKS
from testkit.takeaway import GAME as TAKEAWAY
from tests.e2e.test_table_flow import play_to_the_end

GAMES = {TAKEAWAY.key: TAKEAWAY, MARKS.key: MARKS}


def thread_lines(world: World, thread: int, text: str) -> list[str]:
    return [m.content for m in world.fake.messages(thread) if text in m.content]


async def start_table(world: World, game: str = "takeaway", **options: object) -> tuple[int, int]:
    lobby, thread = await world.new_table("ana", game, **options)
    await world.lobby("ben", lobby, "join")
    await world.lobby("ana", lobby, "start")
    table = (await world.bot.service.table_in_channel(thread))
    assert table is not None
    return table.id, thread


async def test_a_player_times_out_a_computer_stands_in_takes_over_and_the_game_still_finishes(database_url: str) -> None:
    clock = ManualClock()
    async with running_bot(database_url, GAMES, clock=clock) as world:
        fake, ben = world.fake, world.users["ben"].id
        lobby, thread = await world.new_table("ana", "takeaway", pile=25, clock="1h")
        assert "Turn clock: 1h" in lobby.content
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        table = 1
        for turn in range(3):
            await world.choose("ana", world.latest_choice("ana"))  # type: ignore[arg-type]
            assert "<t:" in fake.messages(thread)[-1].content, "the thread shows when the turn runs out"
            if turn == 0:
                clock.advance(minutes=31)
                await world.tick()
                reminders = [m for m in fake.dms(ben) if "Half your time" in m.content]
                assert len(reminders) == 1 and f"/channels/{world.guild.id}/{thread}" in reminders[0].content
                await world.tick()
                assert len([m for m in fake.dms(ben) if "Half your time" in m.content]) == 1, "reminded once"
                clock.advance(minutes=30)
            else:
                clock.advance(minutes=61)
            await world.tick()
            assert len(thread_lines(world, thread, "ran out of time")) == turn + 1
        assert thread_lines(world, thread, "a computer plays the seat now")
        info = await world.bot.service.get(table, BOT)
        assert info.seats[1].away and info.awaited == (0,)

        # An old button of Ben's is refused with the way back; /table rejoin gives him the seat again.
        old = world.latest_choice("ben")
        assert old is not None
        refused = await world.click("ben", old, next(c for c in old.custom_ids() if c.startswith("act:")))
        assert any("rejoin" in m.content for m in refused.ephemeral)
        reply = await world.command("ben", "table", "rejoin", channel=thread)
        assert reply.ephemeral and "Welcome back" in reply.content
        assert thread_lines(world, thread, "is back")

        result = await play_to_the_end(world, thread, ["ana", "ben"])
        assert "Final standings" in result and "ben: " in result and "(with stand-in)" in result.split("ben: ")[1].split("\n")[0]
        stats = await world.bot.service.community.stats(ben, world.guild.id)
        assert (stats.games, stats.stand_in_games) == (1, 1)


async def test_only_server_managers_force_end_and_players_end_a_table_by_vote(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        table, thread = await start_table(world)
        refusal = await world.command("ben", "table", "end", channel=thread)  # Ben lacks Manage Server
        assert refusal.ephemeral and "Manage Server" in refusal.content
        assert (await world.bot.service.get(table, BOT)).status == "running"
        done = await world.command("ana", "table", "end", channel=thread)  # Ana owns the server
        assert "is ended" in done.content
        assert (await world.bot.service.get(table, BOT)).status == "abandoned"
        assert thread_lines(world, thread, "was ended by ana")

        table, thread = await start_table(world)
        vote = await world.command("ben", "table", "vote-end", channel=thread)
        assert "1 of 2" in vote.content
        ballot = world.fake.messages(thread)[-1]
        assert "votes to end" in ballot.content
        again = await world.click("ben", ballot, f"vote:{table}")
        assert any("already" in m.content for m in again.ephemeral)
        await world.click("ana", ballot, f"vote:{table}")
        assert thread_lines(world, thread, "ends by vote")
        assert (await world.bot.service.get(table, BOT)).status == "abandoned"


async def test_undo_button_log_and_export(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fake = world.fake
        table, thread = await start_table(world, "marks", cells=4)
        await world.choose("ana", world.latest_choice("ana"), "place 1")  # type: ignore[arg-type]
        offer = world.latest_choice("ana")
        assert offer is not None
        undo = [c for c in offer.custom_ids() if c.startswith("undo:")]
        assert undo == [f"undo:{table}:1"]
        first = await fake.click(world.users["ana"].id, offer, undo[0])
        double = await fake.click(world.users["ana"].id, offer, undo[0])  # a double click
        await first.response()
        await double.response()
        await world.settle()
        assert len(thread_lines(world, thread, "took back their last action")) == 1
        assert any("earlier moment" in m.content for m in first.ephemeral + double.ephemeral)
        assert any("You took back" in m.content for m in fake.dms(world.users["ana"].id))
        info, state = await world.bot.service.state(table, BOT)
        assert state is not None and state.view(None)["board"] == [None] * 4 and info.version == 2
        nothing = await world.command("ana", "table", "undo", channel=thread)
        assert "Nothing to undo" in nothing.content

        await world.choose("ana", world.latest_choice("ana"), "draw")  # type: ignore[arg-type]
        offer = world.latest_choice("ana")
        assert offer is not None and not [c for c in offer.custom_ids() if c.startswith("undo:")], "a draw cannot be taken back"
        early = await world.command("ana", "table", "export", channel=thread)
        assert "once it is over" in early.content

        await play_to_the_end(world, thread, ["ana", "ben"])
        log = await world.command("ben", "table", "log", channel=thread, moves=60)
        assert log.ephemeral and "Table #" in log.content and "ana draw" in log.content
        assert "ana card" not in log.content, "Ana's card is hers alone"
        own = await world.command("ana", "table", "log", channel=thread, moves=60)
        assert "ana card" in own.content
        exported = await world.command("ana", "table", "export", channel=thread)
        data = json.loads(exported.attachment())
        _, final = await world.bot.service.state(table, BOT)
        assert replay_export(data, GAMES) == final
        assert data["actions"][0] == [0, "draw"], "the placement taken back is not among the moves"
        assert data["log_entries"] == len(data["actions"]) + 2, "but the log kept it and its undo"


async def test_settings_pings_mine_config_stats_and_leaderboard(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fake, ana, ben = world.fake, world.users["ana"].id, world.users["ben"].id
        reply = await world.command("ana", "settings", mention=False)
        assert "Mention in the thread on your turn when no DM reaches you**: off" in reply.content
        reply = await world.command("ben", "settings", quiet=True)
        assert "**Quiet**: on" in reply.content

        table, thread = await start_table(world)
        begins = thread_lines(world, thread, "begins")[-1]
        assert f"<@{ana}>" not in begins, "Ana asked not to be mentioned"
        await world.choose("ana", world.latest_choice("ana"))  # type: ignore[arg-type]
        turn_dm = world.latest_choice("ben")
        assert turn_dm is not None and turn_dm.flags & FLAG_SUPPRESS_NOTIFICATIONS, "Ben is quiet: his turn DM is silent"
        assert f"<@{ben}>" not in fake.messages(thread)[-1].content

        mine = await world.command("ana", "table", "mine")
        assert f"#{table} **Take-away** — waiting for ben" in mine.content
        assert f"https://discord.com/channels/{world.guild.id}/{thread}" in mine.content

        refused = await world.command("ben", "config", "clock", value="2h")
        assert "Manage Server" in refused.content
        bad = await world.command("ana", "config", "clock", value="soonish")
        assert "not a duration" in bad.content
        done = await world.command("ana", "config", "clock", value="2h")
        assert "**2h**" in done.content
        shown = await world.command("ben", "config", "clock")
        assert "**2h**" in shown.content
        lobby, _ = await world.new_table("ben", "takeaway")
        assert "Turn clock: 2h" in lobby.content
        malformed = await world.fake.slash(ana, world.guild.id, world.channel_id, "takeaway", subcommand="new", options={"clock": "later"})
        await malformed.response()
        await world.settle()
        assert "not a duration" in (await malformed.final_message()).content

        await play_to_the_end(world, thread, ["ana", "ben"])
        stats = await world.command("ben", "stats", user=ana)
        assert "1 game," in stats.content and "Take-away" in stats.content
        board = await world.command("ana", "leaderboard", game="takeaway")
        assert "Take-away" in board.content and (f"<@{ana}>" in board.content and f"<@{ben}>" in board.content)


async def test_after_downtime_the_turn_clock_catches_up_at_start_up(database_url: str) -> None:
    clock = ManualClock()
    fake = FakeDiscord()
    await fake.start()
    try:
        ana, ben = fake.add_user("ana"), fake.add_user("ben")
        fake.add_guild("Club", members=[ana, ben])
        async with running_bot(database_url, GAMES, fake=fake, clock=clock) as world:
            lobby, thread = await world.new_table("ana", "takeaway", clock="30m")
            await world.lobby("ben", lobby, "join")
            await world.lobby("ana", lobby, "start")
        clock.advance(hours=1)  # the bot was down past Ana's deadline
        async with running_bot(database_url, GAMES, fake=fake, clock=clock) as world:
            # No manual tick: the bot's own turn-clock task runs once it is ready.
            await fake.wait_for(lambda: thread_lines(world, thread, "ran out of time"), what="the stand-in after restart")
            await fake.wait_for(lambda: world.latest_choice("ben") is not None, what="Ben's turn DM")
            await world.settle()
            assert (await world.bot.service.get(1, BOT)).awaited == (1,)
    finally:
        await fake.close()
