"""A take-away table played through the fake Discord against the bot in a process of its own, and the
checks that no awaited player was left without a current prompt (the kill tests and `bench.kills`)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.store import Store
from testkit.fake_discord import FakeDiscord, FakeGuild, FakeMessage, FakeUser


@dataclass
class Table:
    """What a test knows of the table it plays."""

    fake: FakeDiscord
    guild: FakeGuild
    users: dict[str, FakeUser]
    thread: int


def choices(message: FakeMessage, table: int = 1) -> list[str]:
    """The action buttons of a message."""
    return [c for c in message.custom_ids() if c.startswith(f"act:{table}:")]


def latest_prompt(fake: FakeDiscord, user: FakeUser) -> FakeMessage | None:
    """The user's newest DM offering choices."""
    offered = [m for m in fake.dms(user.id) if choices(m)]
    return offered[-1] if offered else None


async def next_mover(fake: FakeDiscord, users: dict[str, FakeUser]) -> tuple[FakeUser, FakeMessage]:
    """The player whose DM offers choices, and that DM (waiting for it: a busy bot sends it late)."""
    await fake.wait_for(lambda: any(latest_prompt(fake, u) for u in users.values()), 15, what="a player's turn DM")
    mover = next(u for u in users.values() if latest_prompt(fake, u) is not None)
    prompt = latest_prompt(fake, mover)
    assert prompt is not None
    return mover, prompt


async def open_and_start(fake: FakeDiscord, guild: FakeGuild, users: dict[str, FakeUser]) -> Table:
    """Ana opens a take-away table (30 stones: a long game), Ben joins, Ana starts."""
    general = guild.channel("general").id
    opened = await fake.slash(users["ana"].id, guild.id, general, "takeaway", subcommand="new", options={"pile": 30})
    lobby = await opened.final_message(timeout=15)
    await fake.wait_for(lambda: fake.threads(general), 15, what="the table's thread")
    for user, verb in (("ben", "join"), ("ana", "start")):
        custom_id = next(c for c in fake.message(lobby.id).custom_ids() if c.endswith(f":{verb}"))
        clicked = await fake.click(users[user].id, fake.message(lobby.id), custom_id)
        await clicked.response(timeout=15)
        await fake.idle(quiet=0.3, timeout=15)
    return Table(fake, guild, users, fake.threads(general)[0].id)


async def table_row(database_url: str) -> tuple[int, dict[str, int], dict[int, int]]:
    """(version, prompts, user id by seat) of table 1, read from the database."""
    store = Store(database_url)
    try:
        async with store.unit() as uow:
            row = await uow.repo.get_table(1)
            assert row is not None
            return row.version, {k: int(v) for k, v in dict(row.prompts).items()}, {s.seat: s.user_id for s in row.seats if s.user_id}
    finally:
        await store.close()


async def seat_moves(database_url: str) -> list[int]:
    """The seats of table 1's moves so far, read from the database."""
    store = Store(database_url)
    try:
        async with store.unit() as uow:
            return [a.seat for a in await uow.repo.actions(1)]
    finally:
        await store.close()


async def assert_nobody_waits_unknowing(table: Table, database_url: str, timeout: float = 15.0) -> None:
    """Every awaited seat's player has a DM whose buttons are the current ones, and the thread's newest
    board names whose turn it is now."""
    fake = table.fake
    _, prompts, users = await table_row(database_url)
    assert prompts, "somebody is to move"
    for seat, asked_at in prompts.items():
        user = users[int(seat)]

        def current(message: FakeMessage, at: int = asked_at) -> bool:
            return any(c.startswith(f"act:1:{at}:") for c in message.custom_ids())

        await fake.wait_for_dm(user, current, timeout=timeout)
    names = {u.id: u.name for u in table.users.values()}
    waiting = [names[users[int(seat)]] for seat in prompts]
    try:
        board = await fake.wait_for_message(table.thread, lambda m: bool(m.attachments) and "table.png" in str(m.attachments), timeout=timeout)
    except TimeoutError:
        # What the thread holds, deleted posts too, so that a failure says where the board went.
        shown = [(m.id, m.deleted, m.content[:80], str(m.attachments)[:80]) for m in fake.messages(table.thread, deleted=True)[-6:]]
        raise AssertionError(f"no board post with its image in the thread; its last posts (id, deleted, text, files): {shown}") from None
    assert all(name in board.content for name in waiting), board.content
