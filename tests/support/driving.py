"""Service calls followed as the bot follows them: the game loop moves the computers awaited after them."""

from __future__ import annotations

from bot.tables import BOT, TableService, Update


async def moved(service: TableService, update: Update) -> Update:
    """After `update` is shown the bot has the driver move the computers it awaits: the same here.
    The last update made (or `update` when no computer is awaited)."""
    if not update.computers_waiting:
        return update
    made = await service.driver.drive(update.table.id)
    return made[-1] if made else update


async def finish(service: TableService, table: int, moves: int = 80) -> None:
    """The people play their first legal move, the computers theirs as the bot has them, until the game ends."""
    await service.driver.drive(table)  # computers awaited from the start (the first seat may be one)
    for _ in range(moves):
        info, state = await service.state(table, BOT)
        if info.status != "running":
            return
        assert state is not None
        seat = next(iter(state.to_move()))
        user = info.seats[seat].user_id
        assert user is not None
        await moved(service, await service.act(table, user, str(state.legal_actions(seat)[0])))
    raise AssertionError("the game did not end")
