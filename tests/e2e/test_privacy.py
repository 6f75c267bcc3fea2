"""Privacy end to end: the real bot against the fake Discord with two servers. Every `/table` command and
every button family, tried from another server and from DMs, refuses a table the caller may not see
with the very words it uses for a table that does not exist, and changes nothing."""

from __future__ import annotations

from typing import Any

from bot.tables import BOT
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeDiscord, FakeGuild, FakeInteraction
from testkit.takeaway import GAME as TAKEAWAY

GAMES = {TAKEAWAY.key: TAKEAWAY}
MISSING = 999
COMMANDS = ("status", "log", "export", "replay", "hand", "leave", "undo", "rejoin", "vote-end", "end", "kick")


def reply_text(interaction: FakeInteraction) -> str:
    """What the user was told: the interaction's newest ephemeral message."""
    replies = interaction.ephemeral
    assert replies, f"no reply to {interaction.describe()}"
    return replies[-1].content


def as_any_table(text: str, table: int) -> str:
    return text.replace(f"#{table}", "#N")


async def command(world: World, user: str, subcommand: str, guild: FakeGuild | None, table: int) -> str:
    """`/table <subcommand> table:<n>` from #general of `guild`, or from the user's DMs (None)."""
    options: dict[str, Any] = {"table": table}
    if subcommand == "kick":
        options["player"] = world.users["ana"].id
    where = (guild.id, guild.channel("general").id) if guild is not None else (None, None)
    interaction = await world.fake.slash(world.users[user].id, *where, "table", subcommand=subcommand, options=options)
    await interaction.response()
    await world.settle()
    return reply_text(interaction)


async def crafted(world: World, user: str, channel_id: int, custom_id: str, values: list[str] | None = None) -> str:
    """A click on a component aimed at a table the user may not see, in a channel they can see.

    discord.py routes a component by the custom_id found on the interaction's message, so the
    component is planted on a message in that channel: what a crafted interaction would carry.
    """
    fake = world.fake
    if values is None:
        component: dict[str, Any] = {"type": 2, "style": 2, "label": "x", "custom_id": custom_id}
    else:
        component = {"type": 3, "custom_id": custom_id, "options": [{"label": v, "value": v} for v in values]}
    message = fake._new_message(fake.channels[channel_id], fake.bot_user, {"content": "planted", "components": [{"type": 1, "components": [component]}]}, {})
    uid = world.users[user].id
    interaction = await (fake.click(uid, message, custom_id) if values is None else fake.select(uid, message, custom_id, values))
    await interaction.response()
    await world.settle()
    return reply_text(interaction)


def button_ids(table: int, version: int) -> list[tuple[str, list[str] | None]]:
    """One custom_id of every button and select family, aimed at `table`."""
    return [
        *((f"lobby:{table}:{verb}", None) for verb in ("join", "leave", "computer", "start", "cancel")),
        (f"act:{table}:{version}:take 1", None),
        (f"acts:{table}:{version}:0", ["take 1"]),
        (f"actm:{table}:{version}:take", ["1"]),
        (f"grp:{table}:{version}:1", None),
        (f"hand:{table}", None),
        (f"undo:{table}:{version}", None),
        (f"vote:{table}", None),
        (f"replay:{table}", None),
        (f"rematch:{table}", None),
        (f"decline:{table}", None),
        (f"hints:{table}", None),
        (f"hint:{table}:{version}", None),
    ]


async def state_of(world: World, *tables: int) -> list[Any]:
    out = []
    for table in tables:
        info, state = await world.bot.service.state(table, BOT)
        out.append((info.status, info.version, [s.user_id for s in info.seats], None if state is None else state.to_dict()))
    return out


async def test_other_servers_and_dms_reach_no_table_they_may_not_see(database_url: str) -> None:
    fake = FakeDiscord()
    await fake.start()
    try:
        people = {name: fake.add_user(name) for name in ("ana", "ben", "cat", "eve")}
        fake.add_guild("Club", members=[people["ana"], people["ben"], people["cat"]])
        other = fake.add_guild("Elsewhere", members=[people["eve"]])
        async with running_bot(database_url, GAMES, fake=fake) as world:
            # In the Club: table 1 runs (Ana, Ben), table 2 is a lobby. Eve opens table 3 in her server.
            lobby, thread = await world.new_table("ana", "takeaway")
            await world.lobby("ben", lobby, "join")
            await world.lobby("ana", lobby, "start")
            second, _ = await world.new_table("ana", "takeaway")
            eve_lobby = await (await fake.slash(people["eve"].id, other.id, other.channel("general").id, "takeaway", subcommand="new")).final_message()
            await world.settle()
            await world.click("eve", eve_lobby, "lobby:3:computer")
            await world.click("eve", fake.message(eve_lobby.id), "lobby:3:start")
            eve_dm = fake.dms(people["eve"].id)[-1]
            before = await state_of(world, 1, 2)
            version = before[0][1]

            tried = 0
            for subcommand in COMMANDS:
                for user, guild in (("eve", other), ("eve", None), ("cat", None)):
                    for table in (1, 2):
                        hidden = await command(world, user, subcommand, guild, table)
                        missing = await command(world, user, subcommand, guild, MISSING)
                        # `/table end` outside a server is refused before any table is looked at.
                        assert "does not exist" in hidden or (subcommand == "end" and guild is None), (subcommand, user, hidden)
                        assert as_any_table(hidden, table) == as_any_table(missing, MISSING), (subcommand, user)
                        tried += 1
            for channel_id in (eve_lobby.channel_id, eve_dm.channel_id):
                for table in (1, 2):
                    for custom_id, values in button_ids(table, version):
                        hidden = await crafted(world, "eve", channel_id, custom_id, values)
                        missing = await crafted(world, "eve", channel_id, custom_id.replace(f":{table}", f":{MISSING}", 1), values)
                        assert "does not exist" in hidden, (custom_id, channel_id, hidden)
                        assert as_any_table(hidden, table) == as_any_table(missing, MISSING), custom_id
                        tried += 1
            assert await state_of(world, 1, 2) == before, "nothing changed"
            assert tried == len(COMMANDS) * 3 * 2 + 2 * 2 * len(button_ids(1, 0))

            # The people who may see them still do: Ben in his DMs, Cat (a member) in the Club.
            ben_dm = await command(world, "ben", "status", None, 1)
            assert "Table #1" in ben_dm and "does not exist" not in ben_dm
            cat_here = await command(world, "cat", "status", world.guild, 1)
            assert "Table #1" in cat_here and "does not exist" not in cat_here
            seatless = await command(world, "cat", "hand", world.guild, 1)
            assert "no seat" in seatless
            assert await state_of(world, 1, 2) == before
            assert thread and second
    finally:
        await fake.close()
