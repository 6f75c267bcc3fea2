"""Arabana-Opodopo end to end: the real bot against the fake Discord.

A whole 3-player game (one person choosing at random from the DMs, two computer players), the
power users' `/arabana bridge` with autocomplete, and two players each reading his own language.
"""

from __future__ import annotations

import pytest

from bot.games.arabana import GAME
from bot.games.arabana.board import SPOT_NAMES
from bot.tables import BOT
from cogs.posts import seat_name
from render.common import has_arabic_script
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeMessage
from tests.support.log import standing_moves

GAMES = {GAME.key: GAME}
PNG = b"\x89PNG\r\n\x1a\n"
FIRST_STEPS = ("Bridge with ", "Take over a bridge", "Discard face down", "Draw", "End", "Take back a bridge", "Use a god")


def pngs(message: FakeMessage) -> dict[str, bytes]:
    return {a["filename"]: message.attachment(a["filename"]) for a in message.attachments}


def offered(message: FakeMessage) -> set[str]:
    """What a message offers: actions of buttons and select options, and group buttons."""
    found = {c.split(":", 3)[3] for c in message.custom_ids() if c.startswith(("act:", "grp:"))}
    for custom_id in message.custom_ids():
        component = message.component(custom_id)
        if custom_id.startswith("acts:") and component is not None:
            found |= {option["value"] for option in component["options"]}
    return found


async def start_with_computers(world: World) -> tuple[int, int]:
    """Ana opens a table with two computer players and starts it: (table id, thread id)."""
    lobby, thread = await world.new_table("ana", "arabana", computers=2)
    assert thread != world.channel_id
    assert "Arabana-Opodopo" in lobby.content and "🤖" in lobby.content
    await world.lobby("ana", lobby, "start")
    tables = await world.bot.service.tables_of(world.users["ana"].id)
    assert len(tables) == 1 and tables[0].status == "running"
    return tables[0].id, thread


async def test_a_whole_game_with_one_person_and_two_computers(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bot.tables.service.secrets.randbits", lambda bits: 20240917)  # a known deal
    async with running_bot(database_url, GAMES) as world:
        table, thread = await start_with_computers(world)
        service = world.bot.service
        ana = world.users["ana"].id
        started = world.fake.messages(thread)[-1]
        assert "begins" in started.content and pngs(started)["table.png"].startswith(PNG)
        first_dm = world.latest_choice("ana")
        assert first_dm is not None and pngs(first_dm)["hand.png"].startswith(PNG)
        assert "Put" in str(first_dm.components) and "in the display" in str(first_dm.components)

        decisions = two_steps = 0
        while (await service.get(table, BOT)).status == "running":
            info, state = await service.state(table, BOT)
            assert state is not None and 0 in state.to_move(), "the computers move at once; only Ana is ever awaited"
            message = world.latest_choice("ana")
            assert message is not None, "Ana is awaited, so her newest DM offers choices"
            assert message is world.fake.dms(ana)[-1], "the choices are on her newest DM"
            versions = {c.split(":")[2] for c in message.custom_ids()}
            assert versions == {str(await service.prompt_version(table, 0))}, "the DM carries the current decision"
            if not any(c.startswith(("act:", "acts:")) for c in message.custom_ids()):
                # First step: a button per card or verb ("Bridge with Nuridan", "Draw"); the second step
                # (ephemeral) offers that card's spots or that verb's choices.
                assert all(c.split(":", 3)[3].startswith(FIRST_STEPS) for c in message.custom_ids() if c.startswith("grp:"))
                two_steps += 1
            await world.choose("ana", message)
            assert (await service.get(table, BOT)).version > info.version, "every choice is applied"
            decisions += 1
            assert decisions < 400, "the game does not end"

        info, state = await service.state(table, BOT)
        assert info.status == "finished" and state is not None and state.is_over()
        outcome = state.outcome()
        assert outcome is not None
        final = world.fake.messages(thread)[-1]
        assert "Final standings" in final.content and "🏆" in final.content
        for seat in info.seats:
            assert f"{seat_name(info, seat.seat)}: {outcome.scores[seat.seat]}" in final.content
        images = pngs(final)
        assert images["table.png"].startswith(PNG) and images["final.png"].startswith(PNG)
        assert "Big scoring" in "\n".join(m.content for m in world.fake.messages(thread)) or state.view(None)["instant_win"] is not None
        log = await standing_moves(service, table)
        assert sum(1 for seat, _ in log if seat == 0) == decisions > 20
        assert any(text.startswith("bridge") for _, text in log) and any(text.startswith("draw") for _, text in log)
        assert two_steps > 0, "some turns offered more than 20 choices and went through the second step"
        assert world.latest_choice("ana") is None or world.latest_choice("ana") is not world.fake.dms(ana)[-1]


async def test_power_users_lay_a_bridge_with_the_slash_command(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fake, service = world.fake, world.bot.service
        table, thread = await start_with_computers(world)
        ana, ben = world.users["ana"].id, world.users["ben"].id
        guild = world.guild.id

        async def suggest(user: int, command: str, option: str, typed: str) -> list[dict[str, str]]:
            return await fake.autocomplete(user, guild, thread, "arabana", subcommand=command, options={option: typed}, focused=option)

        # Setup first: Ana's display card is still awaited, so no bridge yet; an outsider has no seat.
        assert [c["value"] for c in await suggest(ana, "bridge", "spot", "")] == ["-"]
        assert "no seat" in (await suggest(ben, "bridge", "spot", ""))[0]["name"]
        setup = world.latest_choice("ana")
        assert setup is not None
        await world.choose("ana", setup)
        info, state = await service.state(table, BOT)
        assert state is not None and state.to_move() == frozenset({0})
        legal = {str(a) for a in state.legal_actions(0) if str(a).startswith("bridge")}

        everything = await suggest(ana, "bridge", "spot", "")
        assert 0 < len(everything) <= 25
        assert {c["value"] for c in everything} <= legal and len(everything) == min(25, len(legal))
        assert all(c["name"].startswith("Bridge ") for c in everything)
        island = state.view(0)["hand"][0]
        narrowed = await suggest(ana, "bridge", "spot", island.lower()[:4])
        assert narrowed and all(island.lower()[:4] in (c["name"] + c["value"]).lower() for c in narrowed)
        hint = await suggest(ana, "exchange", "spot", "")
        assert [c["value"] for c in hint] == ["-"] and "cannot take over" in hint[0]["name"]

        chosen = narrowed[0]
        command = await fake.slash(ana, guild, thread, "arabana", subcommand="bridge", options={"spot": chosen["value"]})
        await command.response()
        await world.settle()
        reply = await command.final_message()
        assert reply.ephemeral and reply.content == f"✅ {chosen['name']}"
        after, state = await service.state(table, BOT)
        assert after.version == info.version + 1
        spot = chosen["value"].split()[1]
        assert state is not None and state.view(None)["spots"][SPOT_NAMES.index(spot)] == 0
        board = fake.messages(thread)[-1]
        assert "lays a bridge on" in board.content and pngs(board)["table.png"].startswith(PNG)
        assert world.latest_choice("ana") is fake.dms(ana)[-1], "a fresh DM with the remaining choices"

        # The thread's "Show my hand" offers the same choices, only to Ana.
        hand_button = next(c for c in board.custom_ids() if c.startswith("hand:"))
        shown = await fake.click(ana, board, hand_button)
        await shown.response()
        await world.settle()
        hand = await shown.final_message()
        assert hand.ephemeral and pngs(hand)["hand.png"].startswith(PNG)
        assert offered(fake.dms(ana)[-1]) and offered(hand) == offered(fake.dms(ana)[-1])

        # The same spot again: the engine's reason comes back, only to Ana, and nothing changes.
        again = await fake.slash(ana, guild, thread, "arabana", subcommand="bridge", options={"spot": spot})
        await again.response()
        await world.settle()
        refusal = await again.final_message()
        assert refusal.ephemeral and ("is not free" in refusal.content or "you hold no" in refusal.content.lower()), refusal.content
        assert (await service.get(table, BOT)).version == after.version

        # Draw by typing a word: the bag.
        draw = await fake.slash(ana, guild, thread, "arabana", subcommand="draw", options={"card": "bag"})
        await draw.response()
        await world.settle()
        drawn = await draw.final_message()
        assert drawn.content.startswith("✅ Draw blind from the bag"), drawn.content
        log = await standing_moves(service, table)
        assert (0, "draw bag") in log



def labels(message: FakeMessage) -> list[str]:
    """The button labels and select option labels of a message."""
    found = []
    for custom_id in message.custom_ids():
        component = message.component(custom_id) or {}
        found += [component["label"]] if "label" in component else [o["label"] for o in component.get("options", [])]
    return found


async def test_each_player_reads_his_own_language(database_url: str) -> None:
    """Ana chose Persian (`/settings language`), Ben's Discord speaks German, the third seat is a computer:
    each gets his DMs, labels and `/arabana` hints in his language, while the thread speaks the server's."""
    async with running_bot(database_url, GAMES, users=("ana", "ben")) as world:
        fake = world.fake
        ana, ben, guild = world.users["ana"].id, world.users["ben"].id, world.guild.id
        await world.command("ana", "settings", language="fa")
        lobby, thread = await world.new_table("ana", "arabana", computers=1)
        join = await fake.click(ben, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")), locale="de")
        await join.response()
        await world.settle()
        await world.lobby("ana", lobby, "start")

        # Setup: both choose a card for the display at once, each in his language.
        persian, german = world.latest_choice("ana"), world.latest_choice("ben")
        assert persian is not None and german is not None and labels(persian) and labels(german)
        assert has_arabic_script(persian.content) and all(has_arabic_script(label) and "ردیف رو" in label for label in labels(persian))
        assert not has_arabic_script(german.content) and all(label.endswith(" in die Auslage legen") for label in labels(german))
        hint = await fake.autocomplete(ben, guild, thread, "arabana", subcommand="bridge", options={"spot": ""}, focused="spot", locale="de")
        assert hint == [{"name": "Wähle zuerst deine Karte für die Auslage (in deiner DM).", "value": "-"}]
        await world.choose("ana", persian)
        await world.choose("ben", german)

        # Ana's turn: her choices and Ben's hint why he cannot draw.
        choice = world.latest_choice("ana")
        assert choice is not None and labels(choice) and all(has_arabic_script(label) for label in labels(choice)), labels(choice)
        hint = await fake.autocomplete(ben, guild, thread, "arabana", subcommand="draw", options={"card": ""}, focused="card", locale="de")
        assert hint[0]["value"] == "-" and hint[0]["name"].startswith("Du bist nicht am Zug (es fehlen noch: ")
        hint = await fake.autocomplete(ana, guild, thread, "arabana", subcommand="exchange", options={"spot": ""}, focused="spot")
        assert hint == [{"name": "الان نمی‌توانید پلی را تصاحب کنید.", "value": "-"}], "no bridge to take over yet"
        lines = [line for m in fake.messages(thread) for line in m.content.splitlines()]
        assert any("display" in line for line in lines) and not any(has_arabic_script(line) or "Auslage" in line for line in lines)
