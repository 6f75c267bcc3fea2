"""A finished table can still be looked at: `/table status`, `/table log` and `/table export` work in its
own thread without a number and from the `table:` suggestions, which offer it there and elsewhere."""

from __future__ import annotations

import json

from testkit.driver import World, running_bot
from testkit.takeaway import GAME as TAKEAWAY
from tests.e2e.test_table_flow import play_to_the_end

GAMES = {TAKEAWAY.key: TAKEAWAY}


async def suggest(world: World, user: str, subcommand: str, channel: int) -> list[int]:
    choices = await world.fake.autocomplete(world.users[user].id, world.guild.id, channel, "table", subcommand, {"table": ""}, focused="table")
    return [int(c["value"]) for c in choices]


async def test_status_log_and_export_of_a_finished_table_in_its_thread_and_from_suggestions(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        lobby, thread = await world.new_table("ana", "takeaway", pile=9)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        await play_to_the_end(world, thread, ["ana", "ben"])
        # A second table, still open, so that "the only open table" cannot be what answers.
        await world.new_table("ana", "takeaway")

        status = await world.command("ben", "table", "status", channel=thread)
        assert status.ephemeral and status.content.startswith("Table #1 (finished)"), status.content
        assert status.attachments, "the final board comes with it"
        log = await world.command("cat", "table", "log", channel=thread)  # a member who did not play
        assert log.ephemeral and "Table #1" in log.content and "take" in log.content.lower(), log.content
        export = await world.command("ana", "table", "export", channel=thread)
        assert export.ephemeral and export.attachments
        data = json.loads(export.attachment())
        assert data["game"] == "takeaway" and data["actions"]

        for sub in ("status", "log", "export"):
            assert (await suggest(world, "ben", sub, thread))[0] == 1, f"{sub}: the thread's own table first"
            assert 1 in await suggest(world, "ben", sub, world.channel_id), f"{sub}: a finished table of one's own"
        for sub in ("hand", "leave", "undo"):
            assert 1 not in await suggest(world, "ben", sub, world.channel_id), f"{sub} is for open tables only"
        status = await world.command("ben", "table", "status", table=1)
        assert status.content.startswith("Table #1 (finished)"), status.content
