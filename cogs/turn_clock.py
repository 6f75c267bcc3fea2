"""The turn clock on Discord: reminders when half the turn time is gone, and the stand-in moves of
the seats whose time ran out (the service decides both; this sends them)."""

from __future__ import annotations

import logging

import discord

from bot.i18n import t
from bot.tables import Prefs, Reminder, TableService
from cogs.delivery import Deliverer
from cogs.posts import NO_MENTIONS, jump_url, when

log = logging.getLogger(__name__)


class TurnClockRunner:
    """Runs the service's turn clock and tells the players what it did."""

    def __init__(self, client: discord.Client, service: TableService, delivery: Deliverer) -> None:
        self.client = client
        self.service = service
        self.delivery = delivery

    async def tick(self) -> None:
        """Run the service's turn clock once: send due reminders, publish stand-in moves."""
        report = await self.service.turns.tick()
        for reminder in report.reminders:
            await self.remind(reminder)
        for update in report.updates:
            try:
                await self.delivery.deliver(update)
            except discord.HTTPException:
                log.warning("table %s: could not publish the stand-in moves", update.table.id, exc_info=True)

    async def remind(self, reminder: Reminder) -> None:
        """Half the turn time is gone: a DM to each awaited player (unless they asked for quiet)."""
        info = reminder.table
        prefs: dict[int, Prefs] = await self.service.community.prefs_of(s.user_id for s in reminder.seats if s.user_id is not None)
        link = jump_url(info)
        title = self.service.game(info.game).title
        for seat in reminder.seats:
            if seat.user_id is None or not prefs[seat.user_id].reminders():
                continue
            lang = prefs[seat.user_id].language()
            text = t(lang, "table-reminder", table=str(info.id), game=title, deadline=when(info.deadline)) + (f" {link}" if link else "")
            try:
                channel = await self.client.create_dm(discord.Object(id=seat.user_id))
                await channel.send(text, allowed_mentions=NO_MENTIONS)
            except discord.HTTPException:
                log.info("table %s: reminder for seat %s not delivered", info.id, seat.seat)
