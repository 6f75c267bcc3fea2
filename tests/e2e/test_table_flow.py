"""The real bot against the fake Discord, playing the take-away test game end to end.

The test game comes in as a kit (`testkit.kits.takeaway_kit`), exactly as a built-in
game does: its engine, its computer player and the generic texts, images and commands.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from bot.ai import thinking
from bot.ai.levels import Levels
from bot.tables import BOT
from cogs.kit import GameKit
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeDiscord
from testkit.kits import takeaway_kit
from testkit.search import NotingProcess
from testkit.takeaway import GAME as TAKEAWAY
from testkit.takeaway import Finisher
from tests.support.log import standing_moves

KIT = takeaway_kit()
GAMES = {KIT.key: KIT}
PNG = b"\x89PNG\r\n\x1a\n"


def pngs(message: object) -> list[bytes]:
    attachments = message.data.get("attachments", [])  # type: ignore[attr-defined]
    return [message.attachment(a["filename"]) for a in attachments]  # type: ignore[attr-defined]


async def play_to_the_end(world: World, thread_id: int, players: list[str]) -> str:
    """Both players answer their newest DM until the thread shows the final standings."""
    for _ in range(60):
        finals = [m for m in world.fake.messages(thread_id) if "Final standings" in m.content]
        if finals:
            return finals[-1].content
        moved = False
        for name in players:
            message = world.latest_choice(name)
            if message is not None:
                await world.choose(name, message)
                moved = True
                break
        assert moved, "nobody has a choice but the game is not over"
    raise AssertionError("the game did not end")


async def test_lobby_join_start_dms_moves_and_result(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fake = world.fake
        assert {"takeaway", "table"} <= {c["name"] for c in fake.commands}
        lobby, thread = await world.new_table("ana", "takeaway", pile=9)
        assert thread != world.channel_id, "a public thread is opened for the table"
        assert "Take-away" in lobby.content and "pile: 9" in lobby.content
        await world.lobby("ben", lobby, "join")
        lobby = fake.message(lobby.id)
        assert "ben" in lobby.content.lower()
        await world.lobby("ben", lobby, "start")  # not the host: refused, nothing starts
        assert (await world.bot.service.get(1, BOT)).status == "lobby"
        await world.lobby("ana", lobby, "start")
        started = fake.messages(thread)[-1]
        # Ana's DM prompt reaches her: the thread does not ping her as well.
        assert "begins" in started.content and f"<@{world.users['ana'].id}>" not in started.content
        assert pngs(started) and pngs(started)[0].startswith(PNG)
        ana_dm = world.latest_choice("ana")
        assert ana_dm is not None and pngs(ana_dm)[0].startswith(PNG)
        assert fake.dms(world.users["ben"].id), "every player gets a hand at the start"
        assert world.latest_choice("ben") is None, "only the player to move gets choices"
        result = await play_to_the_end(world, thread, ["ana", "ben"])
        assert "🏆" in result
        info = await world.bot.service.get(1, BOT)
        assert info.status == "finished"


async def test_double_click_applies_once_and_stale_buttons_are_refused(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fake = world.fake
        lobby, _ = await world.new_table("ana", "takeaway")
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        message = world.latest_choice("ana")
        assert message is not None
        button = next(c for c in message.custom_ids() if c.startswith("act:"))
        first = await fake.click(world.users["ana"].id, message, button)
        second = await fake.click(world.users["ana"].id, message, button)
        await first.response()
        await second.response()
        await world.settle()
        assert (await world.bot.service.get(1, BOT)).version == 1
        refusals = [m.content for m in second.ephemeral + first.ephemeral]
        assert any("moved on" in text for text in refusals), refusals


async def test_a_player_who_blocks_dms_plays_with_show_my_hand(database_url: str) -> None:
    async with running_bot(database_url, GAMES, blocked=("cat",)) as world:
        fake = world.fake
        lobby, thread = await world.new_table("cat", "takeaway")
        await world.lobby("ana", lobby, "join")
        await world.lobby("cat", lobby, "start")
        notes = [m for m in fake.messages(thread) if "cannot send you direct messages" in m.content]
        assert len(notes) == 1
        assert not notes[0].custom_ids(), "Show my hand lives on the table's newest post"
        current = [m for m in fake.messages(thread) if any(c.startswith("hand:") for c in m.custom_ids())]
        assert len(current) == 1
        hand_button = next(c for c in current[0].custom_ids() if c.startswith("hand:"))
        shown = await fake.click(world.users["cat"].id, current[0], hand_button)
        await shown.response()
        await world.settle()
        hand = await shown.final_message()
        assert hand.ephemeral and pngs(hand)[0].startswith(PNG)
        await world.choose("cat", hand)
        assert (await world.bot.service.get(1, BOT)).version == 1
        # Ana moves by DM; Cat is told once only, and plays again through the button.
        await world.choose("ana", world.latest_choice("ana"))  # type: ignore[arg-type]
        assert len([m for m in fake.messages(thread) if "cannot send you direct messages" in m.content]) == 1
        current = [m for m in fake.messages(thread) if any(c.startswith("hand:") for c in m.custom_ids())]
        assert len(current) == 1, "Show my hand moved on to the newest post"
        outsider = await fake.click(world.users["ben"].id, current[0], hand_button)
        await outsider.response()
        await world.settle()
        reply = await outsider.final_message()
        assert "no seat" in reply.content


async def test_restart_mid_game_continues_and_old_buttons_still_work(database_url: str) -> None:
    fake = FakeDiscord()
    await fake.start()
    try:
        ana, ben = fake.add_user("ana"), fake.add_user("ben")
        fake.add_guild("Club", members=[ana, ben])
        async with running_bot(database_url, GAMES, fake=fake) as world:
            lobby, thread = await world.new_table("ana", "takeaway")
            await world.lobby("ben", lobby, "join")
            await world.lobby("ana", lobby, "start")
            waiting = world.latest_choice("ana")
            assert waiting is not None
        async with running_bot(database_url, GAMES, fake=fake) as world:
            await world.choose("ana", waiting)  # a button from before the restart
            assert (await world.bot.service.get(1, BOT)).version == 1
            assert world.latest_choice("ben") is not None
            result = await play_to_the_end(world, thread, ["ana", "ben"])
            assert "Final standings" in result
    finally:
        await fake.close()


async def test_without_thread_permission_the_table_plays_in_the_channel(database_url: str) -> None:
    async with running_bot(database_url, GAMES, allow_threads=False) as world:
        lobby, where = await world.new_table("ana", "takeaway", computers=1)
        assert where == world.channel_id
        notes = [m for m in world.fake.messages(world.channel_id) if "may not create threads" in m.content]
        assert len(notes) == 1
        await world.lobby("ana", lobby, "start")
        assert any("begins" in m.content for m in world.fake.messages(world.channel_id))


async def test_a_lobby_started_before_its_thread_is_open_still_plays_in_the_thread(database_url: str) -> None:
    """Discord may hold the thread's creation back (a 429): Start clicked as soon as the lobby shows waits for
    the thread, and the game begins there, not in the channel."""
    async with running_bot(database_url, GAMES) as world:
        fake = world.fake
        fake.rate_limit("POST /channels/{channel_id}/messages/{message_id}/threads", times=1, retry_after=0.5)
        new = await fake.slash(world.users["ana"].id, world.guild.id, world.channel_id, "takeaway", subcommand="new", options={"computers": 1})
        lobby = await new.final_message()
        assert not fake.threads(world.channel_id), "the thread is not open yet"
        start = next(c for c in lobby.custom_ids() if c.endswith(":start"))
        clicked = await fake.click(world.users["ana"].id, lobby, start)
        await clicked.response()
        await world.settle()
        assert fake.rate_limited, "the thread's creation was held back"
        (thread,) = fake.threads(world.channel_id)
        posts = [m.content for m in fake.messages(thread.id)]
        assert "plays here" in posts[0] and any("begins" in p for p in posts[1:]), posts
        assert not [m.content for m in fake.messages(world.channel_id) if "begins" in m.content]
        assert (await world.bot.service.get(1, BOT)).status == "running"


async def test_bad_option_and_rules_reply_ephemerally(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fake = world.fake
        rules = await fake.slash(world.users["ana"].id, world.guild.id, world.channel_id, "takeaway", subcommand="rules")
        answer = await rules.response()
        assert answer.ephemeral and "Take-away" in answer.message.content
        status = await fake.slash(world.users["ana"].id, world.guild.id, world.channel_id, "table", subcommand="status")
        await status.response()
        await world.settle()
        reply = await status.final_message()
        assert reply.ephemeral and "no open table" in reply.content


async def test_the_plugins_computer_player_plays_its_seat(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        lobby, thread = await world.new_table("ana", "takeaway", pile=12, computers=1)
        await world.lobby("ana", lobby, "start")
        await play_to_the_end(world, thread, ["ana"])
        record = await world.bot.service.logbook.export(1, BOT)
        # Replayed, every move of the computer's seat is the one the plug-in's Finisher chooses.
        state = TAKEAWAY.new(record["players"], record["seed"], record["options"])
        computer_moves = 0
        for seat, action in record["actions"]:
            if seat == 1:
                assert action == str(Finisher().choose(state, seat, random.Random(0))), "not the plug-in's computer"
                computer_moves += 1
            state.apply(seat, action)
        assert computer_moves >= 2 and state.is_over()


async def test_a_kits_hard_computer_thinks_in_the_worker_processes(tmp_path: Path, database_url: str) -> None:
    noted = tmp_path / "searched-in"
    # Take-away's own heuristic and knowledge, handed in with its kit: the recipe notes the process
    # that rebuilt the knowledge, which must be a worker of the pool, not the bot's.
    kit = GameKit(TAKEAWAY, players=Levels(Finisher(), knowledge=NotingProcess(str(noted)), iterations=30))
    try:
        async with running_bot(database_url, {kit.key: kit}) as world:
            lobby, thread = await world.new_table("ana", "takeaway", pile=9, computers=1, level="hard")
            assert "hard" in lobby.content
            await world.lobby("ana", lobby, "start")
            result = await play_to_the_end(world, thread, ["ana"])
            assert "🏆" in result
            assert any(seat == 1 for seat, _ in await standing_moves(world.bot.service, 1)), "the hard computer never moved"
    finally:
        thinking.shutdown()
    assert noted.exists() and int(noted.read_text()) != os.getpid()
