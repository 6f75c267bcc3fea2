"""The end reaches everyone, and old buttons go: a player no DM reaches is named with their place in the
result post (pinged), their Show my hand messages lose their buttons at the end, and only the thread's
current post offers Show my hand."""

from __future__ import annotations

from bot.tables import BOT
from testkit.driver import running_bot
from testkit.takeaway import GAME as TAKEAWAY

GAMES = {TAKEAWAY.key: TAKEAWAY}
CHOICES = ("act:", "acts:", "grp:")


async def test_a_player_without_dms_gets_the_result_in_the_thread_and_no_live_buttons_stay(database_url: str) -> None:
    async with running_bot(database_url, GAMES, blocked=("ben",)) as world:
        lobby, thread = await world.new_table("ana", "takeaway", pile=6)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        fake, service = world.fake, world.bot.service
        ben = world.users["ben"].id
        hands = []
        for _ in range(12):
            info, state = await service.state(1, BOT)
            if info.status != "running":
                break
            assert state is not None
            if 0 in state.to_move():
                prompt = world.latest_choice("ana")
                assert prompt is not None
                await world.choose("ana", prompt)
                continue
            board = [m for m in fake.messages(thread) if any(c.startswith("hand:") for c in m.custom_ids())]
            assert len(board) == 1, ["/".join(c for c in m.custom_ids()) + " :: " + m.content[:80] for m in fake.messages(thread)]
            shown = await world.click("ben", board[-1], next(c for c in board[-1].custom_ids() if c.startswith("hand:")))
            hand = await shown.final_message()
            hands.append(hand.id)
            await world.choose("ben", hand)
        info, _ = await service.state(1, BOT)
        assert info.status == "finished"
        await world.settle()
        results = [m for m in fake.messages(thread) if f"<@{ben}>" in m.content and "place" in m.content]
        assert results, "the result names Ben, whom no DM reaches, with his place"
        assert not any(any(c.startswith("hand:") for c in m.custom_ids()) for m in fake.messages(thread)), "no Show my hand after the end"
        for hand_id in hands:
            assert not any(c.startswith(CHOICES) for c in fake.message(hand_id).custom_ids()), "Ben's Show my hand messages are closed"
        world.check()
