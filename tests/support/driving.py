"""Service calls followed as the bot follows them: the game loop moves the computers awaited after them."""

from __future__ import annotations

from bot.tables import TableService, Update


async def moved(service: TableService, update: Update) -> Update:
    """After `update` is shown the bot has the driver move the computers it awaits: the same here.
    The last update made (or `update` when no computer is awaited)."""
    if not update.computers_waiting:
        return update
    made = await service.driver.drive(update.table.id)
    return made[-1] if made else update
