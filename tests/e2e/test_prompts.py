"""What players see of their prompts through the outbox: nothing sent twice, older prompts marked
stale, and no live buttons left when a table ends (finished, or ended by its host)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import event as sqlalchemy_event
from sqlalchemy import func, select

from bot.store import OutboxRow
from bot.tables import Update
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeMessage
from testkit.takeaway import GAME as TAKEAWAY

GAMES = {TAKEAWAY.key: TAKEAWAY}


def actions(message: FakeMessage) -> list[str]:
    """The action buttons and selects a message offers."""
    return [c for c in message.custom_ids() if c.startswith(("act:", "acts:", "grp:"))]


async def owed_left(world: World) -> int:
    """Outbox rows not delivered yet."""
    async with world.bot.service.core.store.unit() as uow:
        query = select(func.count()).select_from(OutboxRow).where(OutboxRow.delivered_at.is_(None))
        return int((await uow.session.execute(query)).scalar_one())


async def start(world: World) -> int:
    """Ana opens a take-away table, Ben joins, Ana starts: the thread's id."""
    lobby, thread = await world.new_table("ana", "takeaway", pile=9)
    await world.lobby("ben", lobby, "join")
    await world.lobby("ana", lobby, "start")
    return thread


async def by_hand_button(world: World, user: str, thread: int) -> None:
    """Move through Show my hand on the newest board (not through the DM)."""
    board = next(m for m in reversed(world.fake.messages(thread)) if any(c.startswith("hand:") for c in m.custom_ids()))
    shown = await world.click(user, board, next(c for c in board.custom_ids() if c.startswith("hand:")))
    await world.choose(user, await shown.final_message())


def finished(world: World, thread: int) -> bool:
    return any("Final standings" in m.content for m in world.fake.messages(thread))


async def test_a_whole_game_sends_every_message_once(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        thread = await start(world)
        for _ in range(40):
            if finished(world, thread):
                break
            mover = next(name for name in ("ana", "ben") if world.latest_choice(name) is not None)
            await world.choose(mover, world.latest_choice(mover))  # type: ignore[arg-type]
        assert finished(world, thread)
        # Every decision was asked once and answered once: one "Your turn" DM per move of that seat.
        async with world.bot.service.core.store.unit() as uow:
            moves = [a.seat for a in await uow.repo.actions(1)]
        for seat, name in enumerate(("ana", "ben")):
            prompts = [m for m in world.fake.dms(world.users[name].id) if "Your turn" in m.content]
            assert len(prompts) == moves.count(seat) > 0, f"{name}: {len(prompts)} prompts for {moves.count(seat)} moves"
            assert all("✅" in m.content for m in prompts), "each prompt shows the move made on it"
        boards = [m.content for m in world.fake.messages(thread) if m.attachments]
        assert len(boards) == len(set(boards)), "a board post went out twice"
        assert await owed_left(world) == 0, "everything owed was delivered and marked"


async def test_a_prompt_answered_on_the_ephemeral_hand_shows_the_move(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        thread = await start(world)
        old = world.latest_choice("ana")
        assert old is not None
        await by_hand_button(world, "ana", thread)  # Ana answers through the thread, not the DM
        await world.choose("ben", world.latest_choice("ben"))  # type: ignore[arg-type]
        new = world.latest_choice("ana")
        assert new is not None and new.id != old.id
        answered = world.fake.message(old.id)
        assert not actions(answered), "the older prompt offers no buttons any more"
        assert "✅" in answered.content and "Superseded" not in answered.content and old.content in answered.content
        assert actions(new), "the newest prompt keeps its buttons"


async def test_the_end_closes_the_last_prompts_and_the_hand_button(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        thread = await start(world)
        for _ in range(40):
            if finished(world, thread):
                break
            if world.latest_choice("ben") is not None:
                await world.choose("ben", world.latest_choice("ben"))  # type: ignore[arg-type]
            else:
                await by_hand_button(world, "ana", thread)  # Ana's DM prompts stay unanswered
        assert finished(world, thread)
        await world.fake.wait_for(lambda: not any(actions(m) for m in world.fake.dms(world.users["ana"].id)), 10, what="Ana's prompts closed")
        for name in ("ana", "ben"):
            assert not any(actions(m) for m in world.fake.dms(world.users[name].id)), f"{name} still has live buttons"
        closing = [m for m in world.fake.dms(world.users["ana"].id) if "is over" in m.content]
        assert closing and ("Your place:" in closing[-1].content or "You won" in closing[-1].content) and "discord.com/channels/" in closing[-1].content
        boards = [m for m in world.fake.messages(thread) if m.attachments]
        assert not any(c.startswith("hand:") for c in boards[-1].custom_ids()), "the final board has no Show my hand"
        assert not any(c.startswith("hand:") for c in boards[-2].custom_ids()), "the board before it lost its Show my hand"


async def test_ending_a_running_table_closes_the_waiting_prompt(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        thread = await start(world)
        prompt = world.latest_choice("ana")
        assert prompt is not None
        await world.command("ana", "table", "end", channel=thread)
        await world.fake.wait_for(lambda: not actions(world.fake.message(prompt.id)), 10, what="the prompt closed")
        assert "has ended" in world.fake.message(prompt.id).content
        assert await owed_left(world) == 0


async def test_publishing_a_move_costs_one_database_round_trip(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        await start(world)
        bot = world.bot
        assert bot._deliverer is not None
        bot._deliverer.cancel()  # the loop's own look at the outbox would be counted too
        statements: list[str] = []
        counting = False

        def count(conn: object, cursor: object, statement: str, *args: object) -> None:
            if counting:
                statements.append(statement.split()[0])

        sqlalchemy_event.listen(bot.service.core.store.engine.sync_engine, "before_cursor_execute", count)
        publish = bot.interactions.publish

        async def counted(update: Update, **kwargs: Any) -> None:
            nonlocal counting
            counting = True
            try:
                await publish(update, **kwargs)
            finally:
                counting = False

        bot.interactions.publish = counted  # type: ignore[method-assign]
        await world.choose("ana", world.latest_choice("ana"))  # type: ignore[arg-type]
        assert world.latest_choice("ben") is not None, "the move was published"
        assert statements == ["UPDATE"], "only the mark of what was delivered"
