"""Replay and rematch end to end: the real bot against the fake Discord, playing take-away to the end."""

from __future__ import annotations

import io

from PIL import Image

from bot.tables import BOT
from cogs.replay import ReplayCog
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeMessage
from testkit.kits import takeaway_kit

KIT = takeaway_kit()
GAMES = {KIT.key: KIT}


async def play_to_the_end(world: World, thread_id: int, players: list[str]) -> FakeMessage:
    """The players answer their newest DM until the thread shows the final standings; that post."""
    for _ in range(60):
        finals = [m for m in world.fake.messages(thread_id) if "Final standings" in m.content]
        if finals:
            return finals[-1]
        mover = next((name for name in players if world.latest_choice(name) is not None), None)
        assert mover is not None, "nobody has a choice but the game is not over"
        message = world.latest_choice(mover)
        assert message is not None
        await world.choose(mover, message)
    raise AssertionError("the game did not end")


async def replay_workers_ready(world: World) -> None:
    """Wait for the bot's replay worker processes, which the game's end started (nobody pressed Replay
    yet), so that a press waits for its build alone."""
    cog = world.bot.get_cog("ReplayCog")
    assert isinstance(cog, ReplayCog)
    await world.fake.wait_for(lambda: cog.worker.running, timeout=120, what="the replay workers started by the game's end")


def webp_frames(message: FakeMessage) -> int:
    """The number of frames of the animated WebP attached to a message."""
    attachments = message.data.get("attachments", [])
    assert [a["filename"] for a in attachments] == [attachments[0]["filename"]] and attachments[0]["filename"].endswith(".webp")
    data = message.attachment(attachments[0]["filename"])
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "WEBP"
        return int(getattr(image, "n_frames", 1))


async def test_the_final_post_offers_a_replay_of_every_move_and_the_command_too(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fake = world.fake
        lobby, thread = await world.new_table("ana", "takeaway", pile=6)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        # Before the end, a replay is refused privately and nothing is posted.
        posted = len(fake.messages(thread))
        early = await world.fake.slash(world.users["cat"].id, world.guild.id, thread, "table", subcommand="replay", options={})
        await early.response()
        await world.settle()
        assert "once the game is over" in early.ephemeral[-1].content
        assert len(fake.messages(thread)) == posted

        final = await play_to_the_end(world, thread, ["ana", "ben"])
        assert {"replay:1", "rematch:1"} <= set(final.custom_ids())
        info, entries = await world.bot.service.logbook.history(1, BOT)
        moves = len(entries)

        await replay_workers_ready(world)
        watched = await world.click("cat", final, "replay:1")  # anyone in the thread may watch it
        replay = fake.messages(thread)[-1]
        assert "Replay of table #1" in replay.content
        assert webp_frames(replay) == moves + 1  # the deal, then a picture after every move (the generic kit)
        [attachment] = replay.data["attachments"]
        assert attachment["description"] == f"Animated replay of Take-away, table #1: {moves + 1} pictures, the deal and then the table after each move, to the final standings. Players: ana, ben."
        # Cat did not play: the replay is posted in the thread, and Cat gets the link privately.
        link = f"https://discord.com/channels/{world.guild.id}/{thread}/{replay.id}"
        assert [m.content for m in watched.ephemeral] == [f"🎞️ The replay of table #1 is here: {link}"]

        here = await world.command("ben", "table", "replay", table=1)  # a later press: the same post
        assert here.ephemeral and link in here.content
        assert fake.messages(thread)[-1].id == replay.id
        assert info.status == "finished"


async def test_a_rematch_reseats_the_clicker_and_pings_the_others_who_may_decline(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fake = world.fake
        lobby, thread = await world.new_table("ana", "takeaway", pile=5)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        final = await play_to_the_end(world, thread, ["ana", "ben"])

        refused = await world.click("cat", final, "rematch:1")  # not a player of that game
        assert "Only the players" in refused.ephemeral[-1].content
        await world.click("ben", final, "rematch:1")
        info = await world.bot.service.get(2, BOT)
        assert info.status == "lobby" and info.host_id == world.users["ben"].id
        assert [s.user_id for s in info.seats] == [world.users["ben"].id]
        assert info.options == (await world.bot.service.get(1, BOT)).options and info.channel_id == world.channel_id
        assert "rematch:1" not in fake.message(final.id).custom_ids(), "one rematch per game"
        await replay_workers_ready(world)
        await world.click("ana", fake.message(final.id), "replay:1")
        assert [m for m in fake.messages(thread) if "Replay of table #1" in m.content]  # the replay still works after the rematch

        new_thread = info.thread_id
        assert new_thread is not None
        invite = next(m for m in fake.messages(new_thread) if "Rematch of table #1" in m.content)
        assert f"<@{world.users['ana'].id}>" in invite.content and f"<@{world.users['ben'].id}>" not in invite.content
        lobby_link = f"https://discord.com/channels/{world.guild.id}/{world.channel_id}/{info.message_id}"
        assert lobby_link in invite.content, "the invitation links to its lobby"
        assert "Hints are off" in invite.content
        await world.click("ana", invite, "decline:2")
        assert "ana declines the rematch" in fake.messages(new_thread)[-1].content
        assert [s.user_id for s in (await world.bot.service.get(2, BOT)).seats] == [world.users["ben"].id]


async def test_a_rematch_seats_the_computers_again_at_their_levels(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        lobby, thread = await world.new_table("ana", "takeaway", pile=5)
        await world.lobby("ana", lobby, "easy")
        await world.lobby("ana", world.fake.message(lobby.id), "start")
        final = await play_to_the_end(world, thread, ["ana"])
        await world.click("ana", final, "rematch:1")
        old, new = await world.bot.service.get(1, BOT), await world.bot.service.get(2, BOT)
        assert [(s.user_id, s.computer) for s in new.seats] == [(s.user_id, s.computer) for s in old.seats] == [(world.users["ana"].id, None), (None, "easy")]
        lobby_message = world.fake.message(new.message_id or 0)
        assert "Computer" in lobby_message.content and "lobby:2:start" in lobby_message.custom_ids()


async def test_hints_allowed_in_the_lobby_answer_privately_and_are_counted_at_the_end(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fake = world.fake
        lobby, thread = await world.new_table("ana", "takeaway", pile=6)
        refused = await world.click("ben", lobby, "hints:1")  # only the host decides
        assert "Only the host" in refused.ephemeral[-1].content
        await world.click("ana", lobby, "hints:1")
        assert "hints: allowed" in fake.message(lobby.id).content
        assert (await world.bot.service.get(1, BOT)).options["hints"] == "on"
        await world.lobby("ben", fake.message(lobby.id), "join")
        await world.lobby("ana", fake.message(lobby.id), "start")
        prompt = world.latest_choice("ana")
        assert prompt is not None
        hint_id = next(c for c in prompt.custom_ids() if c.startswith("hint:1:"))
        asked = await world.click("ana", prompt, hint_id)
        answer = asked.ephemeral[-1]
        assert "would choose **take" in answer.content
        assert answer.attachment("hint.png").startswith(b"\x89PNG")
        [attachment] = answer.data["attachments"]
        assert str(attachment["description"]).startswith("Hint: take"), "the hint image has its alt text"
        assert "ana asked for a hint" in fake.messages(thread)[-1].content
        final = await play_to_the_end(world, thread, ["ana", "ben"])
        assert "One hint used" in final.content


async def test_without_hints_no_prompt_offers_one(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        lobby, _ = await world.new_table("ana", "takeaway", pile=6)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", world.fake.message(lobby.id), "start")
        prompt = world.latest_choice("ana")
        assert prompt is not None and not any(c.startswith("hint:") for c in prompt.custom_ids())


async def test_a_rematch_of_a_game_with_hints_says_so_and_the_host_can_switch_them_off(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fake = world.fake
        lobby, thread = await world.new_table("ana", "takeaway", pile=5)
        await world.click("ana", lobby, "hints:1")
        await world.lobby("ben", fake.message(lobby.id), "join")
        await world.lobby("ana", fake.message(lobby.id), "start")
        final = await play_to_the_end(world, thread, ["ana", "ben"])
        await world.click("ana", final, "rematch:1")
        new = await world.bot.service.get(2, BOT)
        assert new.options["hints"] == "on" and new.thread_id is not None
        invite = next(m for m in fake.messages(new.thread_id) if "Rematch of table #1" in m.content)
        assert "Hints are allowed, so this game will not be rated" in invite.content
        rematch_lobby = fake.message(new.message_id or 0)
        assert "hints: allowed" in rematch_lobby.content
        refused = await world.click("ben", rematch_lobby, "hints:2")  # only the host decides
        assert refused.ephemeral and (await world.bot.service.get(2, BOT)).options["hints"] == "on"
        await world.click("ana", rematch_lobby, "hints:2")
        assert (await world.bot.service.get(2, BOT)).options["hints"] == "off"
        assert "hints: off" in fake.message(rematch_lobby.id).content
