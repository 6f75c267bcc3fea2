"""Spellcaster end to end: the real bot against the fake Discord.

A whole duel, one human against the computer: the human answers every DM with a random choice among
those offered (buttons or selects: no second steps), once through **Show my hand**. Each DM must
offer exactly the engine's legal actions, labelled by card names; the thread must show a table image
after every move, a line per effect naming its card, and at the end the winner and the standings.
Then `/spellcaster cards`: four colour pages behind tab buttons.
"""

from __future__ import annotations

import os
import random
import re
from typing import Any

import pytest

from bot.games.spellcaster import GAME
from bot.games.spellcaster.cards import CARDS
from bot.tables import BOT
from cogs.posts import seat_names
from render.common import has_arabic_script
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeMessage

GAMES = {GAME.key: GAME}
PNG = b"\x89PNG\r\n\x1a\n"
CHOICES = ("act:", "acts:", "actm:", "grp:")
NAMES = {card.name for card in CARDS.values()}
EFFECT = re.compile(r"^(?P<card>[A-Z][A-Za-z' ]+): (?P<who>.+?) (?P<verb>gains|loses|pays) ")
SEED = 10  # the computer makes Ana discard in its turn, and her Fumbletongue asks for a pile


def seeded(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """Tables created from now on are shuffled from `seed` (the service otherwise draws a random one)."""
    monkeypatch.setattr("bot.tables.service.secrets.randbits", lambda bits: seed)


def pngs(message: FakeMessage) -> dict[str, bytes]:
    return {a["filename"]: message.attachment(a["filename"]) for a in message.attachments}


def offered(message: FakeMessage) -> dict[str, str]:
    """The action texts a message offers, with their labels (buttons and select options)."""
    found: dict[str, str] = {}
    for component in message.walk_components():
        custom_id = str(component.get("custom_id", ""))
        assert not custom_id.startswith(("actm:", "grp:")), "every Spellcaster choice is one click or one select"
        if custom_id.startswith("act:"):
            found[custom_id.split(":", 3)[3]] = component["label"]
        elif custom_id.startswith("acts:"):
            found.update({option["value"]: option["label"] for option in component["options"]})
    return found


def latest_choice(world: World, user: str) -> FakeMessage | None:
    dms = [m for m in world.fake.dms(world.users[user].id) if any(c.startswith(CHOICES) for c in m.custom_ids())]
    return dms[-1] if dms else None


class Human:
    """Answers a message with a random choice among those it offers."""

    def __init__(self, world: World, seed: int) -> None:
        self.world = world
        self.rng = random.Random(seed)
        self.chosen: list[str] = []

    async def choose(self, user: str, message: FakeMessage) -> None:
        fake, uid = self.world.fake, self.world.users[user].id
        choices: list[tuple[str, str | None]] = []  # (custom id, select value)
        for component in message.walk_components():
            custom_id = str(component.get("custom_id", ""))
            if custom_id.startswith("act:"):
                choices.append((custom_id, None))
            elif custom_id.startswith("acts:"):
                choices += [(custom_id, option["value"]) for option in component["options"]]
        custom_id, value = self.rng.choice(choices)
        if value is None:
            self.chosen.append(custom_id.split(":", 3)[3])
            interaction = await fake.click(uid, message, custom_id)
        else:
            self.chosen.append(value)
            interaction = await fake.select(uid, message, custom_id, [value])
        await interaction.response()
        await self.world.settle()
        assert not [m.content for m in interaction.ephemeral], "the choice was accepted"


async def check_offer(world: World, table_id: int, user: str, message: FakeMessage) -> dict[str, Any]:
    """The message offers exactly the seat's legal actions, labelled with card names, not ids."""
    info, state = await world.bot.service.state(table_id, BOT)
    assert state is not None
    seat = next(s.seat for s in info.seats if s.user_id == world.users[user].id)
    assert state.to_move() == {seat}
    legal = [str(a) for a in state.legal_actions(seat)]
    choices = offered(message)
    assert sorted(choices) == sorted(legal)
    for action, label in choices.items():
        assert not any(card_id in label for card_id in CARDS), label
        words = action.split()
        if len(words) == 2 and words[1] in CARDS:
            assert CARDS[words[1]].name in label, (action, label)
        if words[0] == "activate":
            assert label == f"Activate {words[1]}: {state.view(seat)['piles'][['red', 'yellow', 'blue', 'green'].index(words[1])]['name']}"
    view: dict[str, Any] = state.view(seat)
    return view


async def play_duel(world: World, table_id: int, thread: int, human: Human) -> dict[str, Any]:
    """Ana answers her newest DM (once through Show my hand) until the duel is over; the final public view."""
    service = world.bot.service
    kinds: set[str] = set()
    used_hand_button = False
    for _ in range(600):
        info, state = await service.state(table_id, BOT)
        assert state is not None
        if state.is_over():
            view: dict[str, Any] = state.view(None)
            view["kinds"] = kinds
            view["used_hand_button"] = used_hand_button
            return view
        (seat,) = state.to_move()
        assert info.seats[seat].user_id == world.users["ana"].id, "only the human is awaited: the computer moves by itself"
        awaiting = state.view(seat)["awaiting"]
        kinds.add(awaiting["kind"] if awaiting else "turn")
        if not used_hand_button and awaiting is None and state.view(None)["turn_no"] >= 3:
            board = [m for m in world.fake.messages(thread) if any(c.startswith("hand:") for c in m.custom_ids())][-1]
            shown = await world.fake.click(world.users["ana"].id, board, next(c for c in board.custom_ids() if c.startswith("hand:")))
            await shown.response()
            await world.settle()
            message = await shown.final_message()
            assert message.ephemeral and pngs(message)["hand.png"].startswith(PNG)
            assert message.content.startswith(f"Table #{table_id}: You have ")
            used_hand_button = True
        else:
            found = latest_choice(world, "ana")
            assert found is not None, "the human has her choices by DM"
            message = found
            assert "**Your turn**" in message.content and pngs(message)["hand.png"].startswith(PNG)
        await check_offer(world, table_id, "ana", message)
        await human.choose("ana", message)
    raise AssertionError("the duel did not end")


def dump(world: World, thread: int) -> None:
    """With SPELL_DUMP=1, print the thread and Ana's DMs as she sees them."""
    if not os.environ.get("SPELL_DUMP"):
        return
    for m in world.fake.messages(thread):
        print("THREAD>", m.content, list(pngs(m)))
    for m in world.fake.dms(world.users["ana"].id):
        print("DM>", m.content, list(pngs(m)), list(offered(m).values()))


async def test_a_whole_duel_against_the_computer(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    seeded(monkeypatch, SEED)
    async with running_bot(database_url, GAMES, users=("ana",)) as world:
        lobby, thread = await world.new_table("ana", "spellcaster", computers=1)
        assert "Spellcaster" in lobby.content and "Computer 1" in lobby.content
        await world.lobby("ana", lobby, "start")
        started = world.fake.messages(thread)[-1]
        assert "Spellcaster** begins" in started.content and pngs(started)["table.png"].startswith(PNG)
        human = Human(world, SEED)
        final = await play_duel(world, 1, thread, human)
        dump(world, thread)
        info = await world.bot.service.get(1, BOT)
        assert info.status == "finished"
        names = seat_names(info)
        assert names == ["ana", "Computer 1"]
        # Choices of every kind came up: the turn's actions and at least one question of a card.
        assert final["kinds"] >= {"turn", "discard", "fumble"}, final["kinds"]
        assert final["used_hand_button"], "one move was made through Show my hand"

        messages = world.fake.messages(thread)
        boards = [m for m in messages if "table.png" in pngs(m)]
        assert len(boards) >= 10 and all(pngs(m)["table.png"].startswith(PNG) for m in boards)
        lines = [line for m in messages for line in m.content.splitlines()]
        # A line per effect, naming the card behind it and a seated mage.
        effects = [match for line in lines if (match := EFFECT.match(line))]
        assert effects and all(m["card"] in NAMES and m["who"] in names for m in effects), [m.group(0) for m in effects][:5]
        activations = [line for line in lines if " activates **" in line]
        assert activations and all(line.split(" activates ", 1)[0] in names for line in activations)
        assert any(line.startswith("**Turn ") and line.endswith("Computer 1 (Mage B)") for line in lines)
        assert not any(re.search(r"\b[RYBG]\d\d\b", line) for line in lines), "no card ids in the thread"

        # The end: the winner's line, the standings (Sapphires) and the final table, with only Replay and Rematch.
        last = messages[-1]
        winners = final["winners"]
        if len(winners) == 1:
            assert f"🏆 **{names[winners[0]]}** wins (" in last.content
        else:
            assert "🏁 A draw (" in last.content
        assert "**Final standings**" in last.content
        for seat, name in enumerate(names):
            assert f"{name}: {final['sapphires'][seat]}" in last.content
        assert pngs(last)["table.png"].startswith(PNG) and last.custom_ids() == ["replay:1", "rematch:1"]
        # The last turn keeps its own post, without the result or a turn to play; the end is a post of its own.
        last_turn = messages[-2]
        assert "**Final standings**" not in last_turn.content and " to play" not in last_turn.content.splitlines()[-1]
        assert pngs(last_turn)["table.png"].startswith(PNG) and not last_turn.custom_ids()

        # Every DM answered (the one skipped in favour of Show my hand aside) shows what was chosen.
        # A turn's two actions are one prompt, edited from the first step into the second: a ✅ line each.
        confirmed = sum(m.content.count("✅ ") for m in world.fake.dms(world.users["ana"].id))
        assert confirmed >= len(human.chosen) - 1
        private = [m.content for m in world.fake.dms(world.users["ana"].id)]
        assert any("You draw **" in text for text in private)


async def test_cards_command_pages_through_the_colours(database_url: str) -> None:
    async with running_bot(database_url, GAMES, users=("ana",)) as world:
        assert {"new", "rules", "cards"} <= {o["name"] for o in world.fake.command("spellcaster")["options"]}
        reply = await world.command("ana", "spellcaster", "cards")
        assert reply.ephemeral
        (embed,) = reply.embeds
        assert embed["title"] == "⚔ Red — combat (15 cards)"
        assert {f["name"] for f in embed["fields"]} >= {"Firebolt ×3", "⟳ Burning Curse ×2 · active spell"}
        assert reply.custom_ids() == ["sccards:0", "sccards:1", "sccards:2", "sccards:3"]
        seen = {embed["title"]}
        for page, title in ((2, "◆ Blue"), (3, "❦ Green"), (1, "✚ Yellow")):
            await world.click("ana", reply, f"sccards:{page}")
            reply = world.fake.message(reply.id)
            (embed,) = reply.embeds
            assert embed["title"].startswith(title) and embed["footer"]["text"].startswith(f"Page {page + 1}/4")
            pressed = [c for c in reply.walk_components() if c.get("disabled")]
            assert [c["custom_id"] for c in pressed] == [f"sccards:{page}"]
            seen.add(embed["title"])
        assert len(seen) == 4
        listed = set()
        for page in range(4):
            await world.click("ana", reply, f"sccards:{page}")
            listed |= {f["name"] for f in world.fake.message(reply.id).embeds[0]["fields"]}
        assert {name.split(" ×")[0].removeprefix("⟳ ") for name in listed} == NAMES
        green = await world.command("ana", "spellcaster", "cards", colour="green")
        assert green.embeds[0]["title"].startswith("❦ Green")


async def test_a_duel_with_the_second_player_bonus(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    seeded(monkeypatch, 2)  # Ana starts: the computer, second, holds 4 cards while she plays
    async with running_bot(database_url, GAMES, users=("ana",)) as world:
        lobby, thread = await world.new_table("ana", "spellcaster", computers=1, **{"second-player-bonus": "on"})
        assert "second-player-bonus: on" in lobby.content
        await world.lobby("ana", lobby, "start")
        _, state = await world.bot.service.state(1, BOT)
        assert state is not None
        view = state.view(None)
        assert view["start"] == 0 and view["hand_sizes"] == [4, 4], "3 cards and the first draw; the second mage is dealt 4"
        final = await play_duel(world, 1, thread, Human(world, 2))
        assert (await world.bot.service.get(1, BOT)).status == "finished"
        last = world.fake.messages(thread)[-1]
        assert "**Final standings**" in last.content and f"after {final['turn_no']} turns" in last.content


async def test_each_mage_reads_his_own_language(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ana chose Persian (`/settings language`), Ben's Discord speaks German: each gets his DMs, labels and
    card pages in his language, while the thread speaks the server's (English)."""
    seeded(monkeypatch, SEED)
    async with running_bot(database_url, GAMES, users=("ana", "ben")) as world:
        fake = world.fake
        locales = {"ana": "en-US", "ben": "de"}
        await world.command("ana", "settings", language="fa")
        lobby, thread = await world.new_table("ana", "spellcaster")
        join = await fake.click(world.users["ben"].id, lobby, next(c for c in lobby.custom_ids() if c.endswith(":join")), locale="de")
        await join.response()
        await world.settle()
        await world.lobby("ana", lobby, "start")
        seen: dict[str, int] = {"ana": 0, "ben": 0}
        for _ in range(8):
            info, state = await world.bot.service.state(1, BOT)
            assert state is not None and not state.is_over()
            (seat,) = state.to_move()
            user = "ana" if info.seats[seat].user_id == world.users["ana"].id else "ben"
            message = latest_choice(world, user)
            assert message is not None and pngs(message)["hand.png"].startswith(PNG)
            labels = list(offered(message).values())
            assert not any(card_id in label for label in labels for card_id in CARDS)
            if user == "ana":
                assert has_arabic_script(message.content) and all(has_arabic_script(label) for label in labels), labels
                if state.view(seat)["awaiting"] is None:
                    assert "کشیدن یک کارت" in labels and "کنش برایتان مانده است" in message.content
            else:
                assert not has_arabic_script(message.content)
                if state.view(seat)["awaiting"] is None:
                    assert "Eine Karte ziehen" in labels and "Du hast noch" in message.content
            seen[user] += 1
            custom_id = next(c for c in message.custom_ids() if c.startswith("act:"))
            click = await fake.click(world.users[user].id, message, custom_id, locale=locales[user])
            await click.response()
            await world.settle()
            assert not click.ephemeral, "the choice was accepted"
        assert seen["ana"] and seen["ben"], seen
        lines = [line for m in fake.messages(thread) for line in m.content.splitlines()]
        assert any(line.startswith("**Turn ") for line in lines) and not any(has_arabic_script(line) for line in lines)
        cards = await world.command("ana", "spellcaster", "cards")
        assert cards.embeds[0]["title"] == "⚔ قرمز — نبرد (۱۵ کارت)"
        german = await fake.slash(world.users["ben"].id, world.guild.id, world.channel_id, "spellcaster", subcommand="cards", locale="de")
        await german.response()
        await world.settle()
        assert (await german.final_message()).embeds[0]["title"] == "⚔ Rot — Kampf (15 Karten)"
