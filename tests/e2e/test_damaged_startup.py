"""Start-up with damaged rows, end to end on SQLite and PostgreSQL: the real bot against the fake Discord
starts on a database where some tables are damaged, names each once in its log, explains them to their
players, and serves every other table as usual."""

from __future__ import annotations

import asyncio
import logging

from bot.store import Store
from bot.tables import BOT, TableService
from testkit.driver import running_bot
from testkit.fake_discord import FakeDiscord
from testkit.takeaway import GAME as TAKEAWAY
from tests.tables.test_damaged import DAMAGES, Damage, damage

GAMES = {TAKEAWAY.key: TAKEAWAY}
# On each backend: two kinds that are repaired from the log and two that set the table aside.
CHOSEN = {
    "sqlite": ("snapshot truncated", "prompts not JSON", "options not JSON", "log that does not replay"),
    "postgresql": ("version ahead of the log", "prompts of the wrong shape", "options null", "log that does not replay"),
}


async def test_the_bot_starts_past_damaged_tables_and_serves_the_others(db_url: str) -> None:
    fake = FakeDiscord()
    await fake.start()
    try:
        ana, ben = fake.add_user("ana"), fake.add_user("ben")
        guild = fake.add_guild("Club", members=[ana, ben])
        channel = guild.channel("general").id
        store = Store(db_url)
        await store.migrate()
        kinds: list[Damage] = [d for d in DAMAGES if d.name in CHOSEN[store.dialect]]
        service = TableService(store, games=GAMES, players={})
        tables = []
        for _ in range(len(kinds) + 1):
            info = await service.create("takeaway", guild_id=guild.id, channel_id=channel, host_id=ana.id, host_name="ana", seed=7)
            await service.join(info.id, ben.id, "ben", guild.id)
            await service.start(info.id, ana.id, guild.id)
            _, state = await service.state(info.id, BOT)
            assert state is not None
            await service.act(info.id, ana.id, str(state.legal_actions(0)[0]), None, guild.id)
            tables.append(info.id)
        good = tables.pop()
        for table, how in zip(tables, kinds, strict=True):
            await damage(store, table, how)
        await store.close()

        async with running_bot(db_url, GAMES, fake=fake) as world:
            sweep = world.bot._sweep
            assert sweep is not None
            await asyncio.wait_for(sweep, 30)
            for table, how in zip(tables, kinds, strict=True):
                status = await world.command("ben", "table", "status", table=table)
                if how.outcome == "damaged":
                    assert "set aside" in status.content and "damaged" in status.content, (how.name, status.content)
                else:
                    assert f"Table #{table} (running)" in status.content, (how.name, status.content)
                    hand = await world.command("ben", "table", "hand", table=table)
                    await world.choose("ben", hand)
                    assert (await world.bot.service.get(table, BOT)).version == 2, how.name
            mine = await world.command("ana", "table", "mine")
            assert mine.content.count("set aside") == sum(1 for d in kinds if d.outcome == "damaged")
            # The good table plays on as if nothing had happened.
            hand = await world.command("ben", "table", "hand", table=good)
            await world.choose("ben", hand)
            assert (await world.bot.service.get(good, BOT)).version == 2
            # One line per damaged table, naming it and why (the checks' errors are expected here).
            named = [r for r in world.errors.records if r.name == "bot.tables.core"]
            assert sorted(r.getMessage().split(":")[0] for r in named) == sorted(
                f"table {t}" for t, d in zip(tables, kinds, strict=True) if d.outcome == "damaged"
            )
            assert all(r.levelno == logging.ERROR and "set aside as damaged" in r.getMessage() for r in named)
            world.errors.records = [r for r in world.errors.records if r not in named]
    finally:
        await fake.close()
