"""The outbox on real SQLite and PostgreSQL: a move records what it owes in its own transaction, each
owed message is claimed by one process, and delivered prompts are retired when answered or superseded."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from bot.clock import ManualClock
from bot.store import Store
from bot.tables import BOT, Clicked, Delivered, TableService
from tests.conftest import TEST_GAMES, TEST_PLAYERS

ANA, BEN = 101, 102
GUILD, CHANNEL = 1, 10
LEASE = timedelta(seconds=20)


async def running(service: TableService) -> int:
    info = await service.create("takeaway", guild_id=GUILD, channel_id=CHANNEL, host_id=ANA, host_name="Ana", seed=42)
    await service.join(info.id, BEN, "Ben", GUILD)
    await service.start(info.id, ANA, GUILD)
    return info.id


async def first_choice(service: TableService, table: int, seat: int) -> str:
    _, state = await service.state(table, BOT)
    assert state is not None
    return str(state.legal_actions(seat)[0])


async def test_a_move_owes_the_tick_the_board_with_the_ping_and_the_next_prompt(service: TableService) -> None:
    table = await running(service)
    clicked = Clicked("take 1", "Your turn", channel_id=500, message_id=501)
    update = await service.act(table, ANA, await first_choice(service, table, 0), 0, GUILD, clicked=clicked)
    kinds = [(o.kind, o.seat) for o in update.owed]
    assert kinds[:2] == [("clicked", 0), ("board", None)]
    assert ("dm", 1) in kinds, "Ben is asked next"
    board = next(o for o in update.owed if o.kind == "board")
    assert board.payload["mentions"] == [] and board.payload["lang"] == "en", "Ben's DM prompt reaches him: no ping"
    assert [e["kind"] for e in board.payload["events"]] == ["take"], "only public events on the board"
    ben = next(o for o in update.owed if o.kind == "dm" and o.seat == 1)
    assert ben.user_id == BEN and ben.payload["with_hand"] and ben.payload["prompt_version"] == 1 and not ben.payload["silent"]
    assert not any(o.kind == "dm" and o.seat == 0 for o in update.owed), "no DM of her own for Ana's draw"
    ana = next(o for o in update.owed if o.kind == "clicked")
    assert [e["kind"] for e in ana.payload["news"]] == ["draw"], "her draw goes with the ✅ of her move"
    # Committed with the move: a new process finds all of it owed.
    owed = await service.deliveries.claim_owed(LEASE)
    assert {o.id for o in update.owed} <= {o.id for o in owed}
    # Ben's DMs fail now: his next turn is pinged in the thread instead.
    await service.set_dm_ok(table, 1, False)
    update = await service.act(table, BEN, await first_choice(service, table, 1), 1, GUILD)
    update = await service.act(table, ANA, await first_choice(service, table, 0), 2, GUILD)
    board = next(o for o in update.owed if o.kind == "board")
    assert board.payload["mentions"] == [BEN]


async def test_each_owed_message_is_claimed_by_one_process(db_url: str, clock: ManualClock) -> None:
    stores = [Store(db_url), Store(db_url)]
    await stores[0].migrate()
    first, second = (TableService(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=clock) for store in stores)
    first.core.outbox_owner, second.core.outbox_owner = "first", "second"
    try:
        table = await running(first)  # the start's messages: claimed by the process that started
        assert await second.deliveries.claim_owed(LEASE) == [], "a fresh claim is respected"
        clock.advance(seconds=21)
        taken = await asyncio.gather(first.deliveries.claim_owed(LEASE), second.deliveries.claim_owed(LEASE))
        ids = [{o.id for o in claimed} for claimed in taken]
        assert ids[0].isdisjoint(ids[1]) and ids[0] | ids[1], "every message to exactly one of them"
        await first.deliveries.delivered([Delivered(i) for i in ids[0] | ids[1]])
        clock.advance(seconds=60)
        assert await second.deliveries.claim_owed(LEASE) == [], "delivered messages are not owed again"
        assert table == 1
    finally:
        for store in stores:
            await store.close()


async def test_answered_and_superseded_prompts_are_retired(service: TableService, clock: ManualClock) -> None:
    table = await running(service)
    clock.advance(seconds=60)
    owed = await service.deliveries.claim_owed(LEASE)
    ana_prompt = next(o for o in owed if o.kind == "dm" and o.seat == 0)
    ben_hand = next(o for o in owed if o.kind == "dm" and o.seat == 1)
    await service.deliveries.delivered(
        [Delivered(o.id) for o in owed if o not in (ana_prompt, ben_hand)]
        + [Delivered(ana_prompt.id, 700, 701, "Your turn", live=True), Delivered(ben_hand.id, 800, 801, "Table #1", live=False)]
    )
    # Ana answers on her prompt: it is not live any more, so nothing marks it stale later.
    update = await service.act(table, ANA, await first_choice(service, table, 0), 0, GUILD, clicked=Clicked("take 1", "Your turn", 700, 701))
    ben_prompt = next(o for o in update.owed if o.kind == "dm" and o.seat == 1)
    assert ben_prompt.payload["supersede"] == []
    await service.deliveries.delivered([Delivered(o.id) for o in update.owed if o is not ben_prompt] + [Delivered(ben_prompt.id, 800, 802, "Your turn", live=True)])
    # Ben answers through Show my hand (no message to edit): his DM prompt shows the move too.
    update = await service.act(table, BEN, await first_choice(service, table, 1), 1, GUILD, clicked=Clicked("take 1", ""))
    ana_next = next(o for o in update.owed if o.kind == "dm" and o.seat == 0)
    assert ana_next.payload["supersede"] == [], "her answered prompt needs no stale mark"
    ben_click = next(o for o in update.owed if o.kind == "clicked")
    assert ben_click.payload["prompt"] == {"channel_id": 800, "message_id": 802, "text": "Your turn"}
    await service.deliveries.delivered([Delivered(o.id) for o in update.owed])
    update = await service.act(table, ANA, await first_choice(service, table, 0), 2, GUILD, clicked=Clicked("take 1", "Your turn", 700, 703))
    ben_next = next(o for o in update.owed if o.kind == "dm" and o.seat == 1)
    assert ben_next.payload["supersede"] == [], "answered, so not stale"
    async with service.core.store.unit() as uow:
        assert [p.message_id for p in await uow.repo.live_prompts(table)] == [], "no prompt is live twice"


async def test_delivered_messages_are_forgotten_after_a_week_but_live_prompts_and_open_boards_stay(service: TableService, clock: ManualClock) -> None:
    await running(service)
    owed = await service.deliveries.claim_owed(LEASE)
    prompt = next(o for o in owed if o.kind == "dm" and o.seat == 0)
    await service.deliveries.delivered([Delivered(o.id, 1, 10 + o.id, "x", live=o is prompt) for o in owed])
    clock.advance(days=8)
    assert await service.deliveries.prune_outbox(timedelta(days=7)) == len(owed) - 2
    async with service.core.store.unit() as uow:
        assert [r.id for r in await uow.repo.live_prompts(1)] == [prompt.id]
        board = await uow.repo.last_board(1)
        assert board is not None and board.kind == "board"


async def test_a_restarted_process_takes_over_its_predecessors_claims_at_once(db_url: str, clock: ManualClock) -> None:
    stores = [Store(db_url), Store(db_url), Store(db_url)]
    await stores[0].migrate()
    dead, other, restarted = (TableService(store, games=TEST_GAMES, players=TEST_PLAYERS, clock=clock) for store in stores)
    dead.core.outbox_owner, other.core.outbox_owner, restarted.core.outbox_owner = "host/0#11:aa", "host/1#12:bb", "host/0#13:cc"
    try:
        await running(dead)  # the start's messages, claimed by a process that then dies
        clock.advance(seconds=1)
        started = clock.now()
        # Another process's claims are respected until the lease runs out, and so is a claim made since the start.
        assert await other.deliveries.claim_owed(LEASE, predecessor=("host/1#", started)) == []
        assert await restarted.deliveries.claim_owed(LEASE, predecessor=("host/0#", started - timedelta(seconds=5))) == []
        # The process started again for the same shards takes them over without waiting for the lease.
        taken = await restarted.deliveries.claim_owed(LEASE, predecessor=("host/0#", started))
        assert taken and all(o.table_id == 1 for o in taken)
        assert await other.deliveries.claim_owed(LEASE, predecessor=("host/1#", started)) == [], "now held by the restarted process"
    finally:
        for store in stores:
            await store.close()
