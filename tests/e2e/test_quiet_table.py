"""A table that feels live and quiet, played through the real bot against the fake Discord: one thread
post per trick or turn, one DM per decision, a person's move out before any computer thinks (and kept
when the bot dies meanwhile), the same ending for everyone, and a turn played without DMs in one
ephemeral message."""

from __future__ import annotations

from pathlib import Path

from bot.games.base import State
from bot.kits import builtin_kits
from bot.tables.access import BOT
from testkit.delivery import choices, latest_prompt, seat_moves, table_row
from testkit.driver import BotProcess, World, running_bot
from testkit.fake_discord import FakeDiscord, FakeMessage
from testkit.kits import takeaway_kit

GAMES = builtin_kits()
CHOICE = ("act:", "acts:", "actm:", "grp:")


def offered(message: FakeMessage) -> list[str]:
    """The choice buttons and selects of a message."""
    return [c for c in message.custom_ids() if c.startswith(CHOICE)]


async def posts_due(world: World, table_id: int) -> tuple[int, int]:
    """From the table's log, replayed from its start: the units of play (`State.play_unit`) its moves were
    made in, and the moves that ended a round or the game (each summed up in a post of its own)."""
    info = await world.bot.service.get(table_id, BOT)
    game = world.bot.games[info.game]
    async with world.bot.service.core.store.unit() as uow:
        row = await uow.repo.get_table(table_id)
        assert row is not None
        seed, options, players = row.seed, dict(row.options), len(row.seats)
        log = [(a.seat, a.action) for a in await uow.repo.actions(table_id)]
    state: State = game.new(players, seed, options)
    units = set()
    summaries = 0
    for seat, action in log:
        units.add(state.play_unit())
        events = state.apply(seat, action)
        summaries += any(event.kind in game.summary_events for event in events)
    return len(units), summaries


async def play_until(world: World, table_id: int, humans: list[str], *, moves: int) -> None:
    """The humans answer their newest DM prompts until `moves` of theirs were made or the game ended."""
    for _ in range(moves):
        if (await world.bot.service.get(table_id, BOT)).status != "running":
            return
        mover = next((name for name in humans if world.latest_choice(name) is not None), None)
        assert mover is not None, "somebody is awaited"
        await world.choose(mover, world.latest_choice(mover))  # type: ignore[arg-type]


async def test_the_thread_gets_one_post_per_trick_and_pings_nobody_a_dm_reaches(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        lobby, thread = await world.new_table("ana", "druids", computers=1)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        await play_until(world, 1, ["ana", "ben"], moves=14)
        boards = [m for m in world.fake.messages(thread) if any(a["filename"] == "table.png" for a in m.attachments)]
        # The deal is random: a round may end within these tricks (a player holds all five colours), and
        # its scoring is a post of its own.
        tricks, summaries = await posts_due(world, 1)
        assert tricks >= 4, "several tricks were played"
        assert len(boards) == tricks + summaries, f"{len(boards)} posts for {tricks} tricks and {summaries} round ends"
        assert all("<@" not in m.content for m in boards), "both players get DM prompts: nobody is pinged"
        # The post of a finished trick names each card with its player, and stays as the trick's record.
        names = ("ana", "ben")
        finished = boards[0].content
        assert sum(finished.count(f"{name} ") for name in names) >= 2, finished
        world.check()


async def test_a_player_without_dms_is_pinged_and_the_thread_still_keeps_one_post_per_trick(database_url: str) -> None:
    async with running_bot(database_url, GAMES, blocked=("ben",)) as world:
        lobby, thread = await world.new_table("ana", "druids", computers=1)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        ben = world.users["ben"].id
        pinged = 0
        ben_moved_last = False
        for _ in range(14):
            info, state = await world.bot.service.state(1, BOT)
            assert state is not None
            if 0 in state.to_move():
                await world.choose("ana", world.latest_choice("ana"))  # type: ignore[arg-type]
                ben_moved_last = False
                continue
            ben_seat = next(i for i, seat in enumerate(info.seats) if seat.user_id == ben)
            assert state.to_move() == {ben_seat}, f"once the bot is quiet the computer has moved: seat {set(state.to_move())} to move"
            newest = world.fake.messages(thread)[-1]
            if not ben_moved_last:  # after his own move (he won the trick and leads) he is here: no ping
                assert f"<@{ben}>" in newest.content, "Ben's turn is pinged in the thread"
                pinged += 1
            ben_moved_last = True
            current = [m for m in world.fake.messages(thread) if any(c.startswith("hand:") for c in m.custom_ids())]
            assert len(current) == 1, "Show my hand is on the newest board post only"
            shown = await world.click("ben", current[0], next(c for c in current[0].custom_ids() if c.startswith("hand:")))
            await world.choose("ben", await shown.final_message())
        boards = [m for m in world.fake.messages(thread) if any(a["filename"] == "table.png" for a in m.attachments)]
        tricks, summaries = await posts_due(world, 1)
        assert pinged >= 3 and len(boards) == tricks + summaries, f"{len(boards)} posts for {tricks} tricks and {summaries} round ends"
        world.check()


async def test_one_dm_per_decision_and_the_same_ending_for_everyone(database_url: str) -> None:
    async with running_bot(database_url, {"takeaway": takeaway_kit()}) as world:
        lobby, _thread = await world.new_table("ana", "takeaway", pile=12)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        await play_until(world, 1, ["ana", "ben"], moves=40)
        info = await world.bot.service.get(1, BOT)
        assert info.status == "finished"
        async with world.bot.service.core.store.unit() as uow:
            seats = [a.seat for a in await uow.repo.actions(1)]
        for seat, name in enumerate(("ana", "ben")):
            dms = world.fake.dms(world.users[name].id)
            ends = [m for m in dms if "is over" in m.content and ("Your place" in m.content or "You won" in m.content)]
            assert len(ends) == 1, f"{name}: one end DM, got {len(ends)}"
            assert ends[0] is dms[-1], "no DM after the end"
            assert "Standings:" in ends[0].content and "https://discord.com/channels/" in ends[0].content
            assert f"**{'1' if 'You won' in ends[0].content else '2'}. {name}" in ends[0].content, "the reader's own row in bold"
            prompts = [m for m in dms if "Your turn" in m.content]
            # A hand at the start, then one DM per own decision, then the end.
            assert len(dms) <= 1 + seats.count(seat) + 1, f"{name}: {len(dms)} DMs for {seats.count(seat)} decisions"
            assert all(not offered(m) for m in prompts), "every prompt is answered or closed at the end"
        world.check()


async def test_without_dms_a_multi_step_turn_goes_on_in_one_ephemeral_message(database_url: str) -> None:
    async with running_bot(database_url, GAMES, blocked=("ana",)) as world:
        lobby, thread = await world.new_table("ana", "arabana", computers=2)
        await world.lobby("ana", lobby, "start")
        service = world.bot.service
        presses = turns = 0
        for _ in range(6):  # six of Ana's turns, each through Show my hand pressed once
            _, state = await service.state(1, BOT)
            assert state is not None and 0 in state.to_move(), "the computers move by themselves; Ana is awaited"
            board = [m for m in world.fake.messages(thread) if any(c.startswith("hand:") for c in m.custom_ids())][-1]
            told = [m for m in world.fake.messages(thread) if f"<@{world.users['ana'].id}>" in m.content]
            assert (told and told[-1].created_at >= board.created_at) or f"<@{world.users['ana'].id}>" in board.content or (presses == 0 and told), (
                "no DM reaches Ana: the thread pings her turn (her first, a pick while the others pick, by the note that her DMs fail)"
            )
            shown = await world.click("ana", board, next(c for c in board.custom_ids() if c.startswith("hand:")))
            presses += 1
            hand = await shown.final_message()
            turn = state.play_unit()
            for _step in range(12):
                assert hand.ephemeral and offered(hand), hand.content
                await world.choose("ana", hand)
                _info, state = await service.state(1, BOT)
                assert state is not None
                hand = world.fake.message(hand.id)
                if state.is_over() or 0 not in state.to_move() or state.play_unit() != turn:
                    break
                # The same message now shows the next step of the turn: no new press needed.
            turns += 1
            if state.is_over():
                break
            assert "✅" in hand.content or offered(hand), hand.content
        assert presses == turns >= 3
        world.check()


async def test_a_stale_sub_menu_is_refused_when_opened_with_the_current_hand(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        lobby, _ = await world.new_table("ana", "arabana", computers=2)
        await world.lobby("ana", lobby, "start")
        first = world.latest_choice("ana")
        assert first is not None
        # Read before the move: a turn that goes on edits this very prompt into its next step.
        earlier = first.custom_ids()
        await world.choose("ana", first)  # the decision moves on; the first DM's buttons are of an earlier moment
        target = next((c for c in earlier if c.startswith("grp:")), None) or next(c for c in earlier if c.startswith("act:"))
        planted = world.fake._new_message(
            world.fake.channels[first.channel_id], world.fake.bot_user, {"content": "old", "components": [{"type": 1, "components": [{"type": 2, "style": 1, "label": "x", "custom_id": target}]}]}, {}
        )
        version = (await world.bot.service.get(1, BOT)).version
        clicked = await world.click("ana", planted, target)
        replies = [m for m in clicked.ephemeral]
        assert replies and "earlier moment" in replies[-1].content and "Use the newest message" not in replies[-1].content
        assert offered(replies[-1]), "the current choices come with the refusal"
        assert (await world.bot.service.get(1, BOT)).version == version, "nothing changed"
        world.check()


async def test_a_kill_while_a_computer_thinks_keeps_the_persons_move(db_url: str, tmp_path: Path) -> None:
    async with FakeDiscord() as fake:
        ana = fake.add_user("ana")
        guild = fake.add_guild("Club", members=[ana])
        bot = BotProcess(fake, db_url, tmp_path / "bot.log")
        try:
            await bot.start(crash_at="computer:1")
            general = guild.channel("general").id
            opened = await fake.slash(ana.id, guild.id, general, "takeaway", subcommand="new", options={"pile": 30, "computers": 1})
            lobby = await opened.final_message(timeout=15)
            await fake.wait_for(lambda: fake.threads(general), 15, what="the table's thread")
            start = next(c for c in fake.message(lobby.id).custom_ids() if c.endswith(":start"))
            await (await fake.click(ana.id, fake.message(lobby.id), start)).response(timeout=15)
            await fake.wait_for(lambda: latest_prompt(fake, ana) is not None, 15, what="Ana's first prompt")
            prompt = latest_prompt(fake, ana)
            assert prompt is not None
            await (await fake.click(ana.id, prompt, choices(prompt)[0])).response(timeout=15)
            assert await bot.died() == -9, bot.log()
            # Ana's move was committed and shown before the computer began to think.
            assert "✅" in fake.message(prompt.id).content and not choices(fake.message(prompt.id))
            assert await seat_moves(db_url) == [0]
            version_at_kill = (await table_row(db_url))[0]
            await bot.start()
            # After the restart the computer thinks again and moves: Ana is asked anew.
            await fake.wait_for(lambda: any(c.startswith(f"act:1:{version_at_kill + 1}:") for m in fake.dms(ana.id) for c in choices(m)), 20, what="Ana's next prompt")
            assert (await seat_moves(db_url))[:2] == [0, 1]
            fake.assert_clean()
        finally:
            await bot.kill()
