"""Each message once: what a move owes names only new decisions, a move taken back leaves the thread's
post, the result names whom no DM reaches, and Show my hand moves on to the current post."""

from __future__ import annotations

from collections.abc import Callable

from bot.tables import BOT, TableService, Update

ANA, BEN, CAT = 101, 102, 103
GUILD, CHANNEL = 1, 10


async def act_until(
    service: TableService, table_id: int, people: tuple[int, ...], done: Callable[[Update], bool], never: str, *, pick: int = 0
) -> Update:
    """The seat to move plays its `pick`-th legal action, again and again, until an update is `done`
    (that update); after 100 moves the test fails with `never`."""
    for _ in range(100):
        _, state = await service.state(table_id, BOT)
        assert state is not None
        seat = min(state.to_move())
        update = await service.act(table_id, people[seat], str(state.legal_actions(seat)[pick]))
        if done(update):
            return update
    raise AssertionError(never)


async def test_a_pick_while_others_still_pick_asks_nobody_again_and_pings_nobody_twice(service: TableService) -> None:
    # Arabana's display cards are chosen at once and in secret: each pick leaves the others' decisions as they were.
    info = await service.create("arabana", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=21)
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.join(info.id, CAT, "Cat", GUILD)
    started = await service.start(info.id, ANA, GUILD)
    assert sorted(o.seat for o in started.owed if o.kind == "dm") == [0, 1, 2], "everyone is asked once, at the start"
    await service.set_dm_ok(info.id, 2, False)  # Cat reads the thread: her pings are what would repeat
    for user, seat in ((BEN, 1), (ANA, 0)):
        _, state = await service.state(info.id, BOT)
        assert state is not None and {0, 2} <= state.to_move()
        update = await service.act(info.id, user, f"discard {state.view(seat)['hand'][0]}")
        assert [o.seat for o in update.owed if o.kind == "dm"] == [], "no new DM for those still choosing"
        board = next(o for o in update.owed if o.kind == "board")
        assert board.payload["mentions"] == [], "Cat was pinged when asked, not at every pick"


async def test_a_move_taken_back_leaves_the_units_post_with_one_line_saying_so(service: TableService) -> None:
    # Spellcaster: a turn is one post, edited in place; a cast that revealed nothing may be taken back.
    info = await service.create("spellcaster", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=7)
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.start(info.id, ANA, GUILD)
    placed = await act_until(service, info.id, (ANA, BEN), lambda u: u.undo_seat is not None, "no move could be taken back", pick=-1)
    before = next(o for o in placed.owed if o.kind == "board")
    undone = await service.logbook.undo(info.id, (ANA, BEN)[placed.undo_seat])
    board = next(o for o in undone.owed if o.kind == "board")
    assert undone.taken_back and all(e in before.payload["events"] for e in undone.taken_back)
    assert board.payload["continues"] == before.id, "the turn's post, edited in place"
    assert len(board.payload["events"]) == len(before.payload["events"]) - len(undone.taken_back), "it reads as if the move never happened"
    assert [n[0] for n in board.payload["notices"]].count("undo") == 1


async def test_the_result_names_whom_no_dm_reaches_and_pings_them(service: TableService) -> None:
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=42, options={"pile": 5})
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.start(info.id, ANA, GUILD)
    await service.set_dm_ok(info.id, 1, False)
    update = None
    for _ in range(10):
        got, state = await service.state(info.id, BOT)
        if got.status != "running":
            break
        assert state is not None
        seat = next(iter(state.to_move()))
        update = await service.act(info.id, (ANA, BEN)[seat], str(state.legal_actions(seat)[0]))
    assert update is not None and update.finished
    result = next(o for o in update.owed if o.kind == "board" and o.payload["result"])
    assert result.payload["unreached"] == [1] and BEN in result.payload["mentions"]
    assert [o.seat for o in update.owed if o.kind == "end"] == [0, 1], "the end DM is tried for both; Ben's is refused"


async def test_a_new_units_post_takes_show_my_hand_from_the_post_before(service: TableService) -> None:
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=42)
    await service.join(info.id, BEN, "Ben", GUILD)
    started = await service.start(info.id, ANA, GUILD)
    first = next(o for o in started.owed if o.kind == "board")
    _, state = await service.state(info.id, BOT)
    assert state is not None
    update = await service.act(info.id, ANA, str(state.legal_actions(0)[0]))
    board = next(o for o in update.owed if o.kind == "board")
    assert board.payload["retires"] == first.id, "a new post, not an edit of the one before"


async def test_a_rounds_summary_post_takes_show_my_hand_from_the_last_tricks_post(service: TableService) -> None:
    info = await service.create("druids", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=3)
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.join(info.id, CAT, "Cat", GUILD)
    await service.start(info.id, ANA, GUILD)

    def summarised(update: Update) -> bool:
        return any(o.kind == "board" and o.payload["unit"] is None for o in update.owed)

    update = await act_until(service, info.id, (ANA, BEN, CAT), summarised, "no round ended")
    trick, summary = [o for o in update.owed if o.kind == "board"]
    assert trick.payload["unit"] is not None and summary.payload["unit"] is None
    assert trick.payload.get("hand") is False, "the last trick's post goes without Show my hand"
    assert summary.payload.get("hand", True), "the summary post is the current one: it keeps it"
