"""Abracadabra end to end: the real bot against the fake Discord, whole deals played from DMs.

The humans answer their newest DM (or, once, the ephemeral **Show my hand**): buttons, selects and the
multi-select of bid cards, whose values are sent in a random click order (the engine makes the
placement canonical). Computer players move by themselves. Each deal must end with the scores in the
thread, images everywhere, and one "Abracadabra!" line per named trick won.
"""

from __future__ import annotations

import os
import random
import re
from typing import Any

import pytest

from bot.games import GAMES
from bot.tables import BOT
from cogs.posts import seat_names
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeMessage

PNG = b"\x89PNG\r\n\x1a\n"
CHOICES = ("act:", "acts:", "actm:", "grp:")


def seeded(monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    """Tables created from now on are shuffled from `seed` (the service otherwise draws a random one)."""
    monkeypatch.setattr("bot.tables.service.secrets.randbits", lambda bits: seed)


def pngs(message: FakeMessage) -> dict[str, bytes]:
    return {a["filename"]: message.attachment(a["filename"]) for a in message.attachments}


def latest_choice(world: World, user: str) -> FakeMessage | None:
    """The user's newest DM that offers choices (multi-selects included)."""
    dms = [m for m in world.fake.dms(world.users[user].id) if any(c.startswith(CHOICES) for c in m.custom_ids())]
    return dms[-1] if dms else None


class Human:
    """Plays like a (rather random) person: picks among what the message offers."""

    def __init__(self, world: World, seed: int) -> None:
        self.world = world
        self.rng = random.Random(seed)
        self.sent: list[tuple[str, str]] = []  # (user, multi-select text as Discord sent it)

    async def choose(self, user: str, message: FakeMessage) -> None:
        fake, uid, rng = self.world.fake, self.world.users[user].id, self.rng
        ids = message.custom_ids()
        assert not [c for c in ids if c.startswith(("act:", "acts:", "actm:", "grp:")) and len(c) > 100]
        multis = [c for c in ids if c.startswith("actm:")]
        buttons = [c for c in ids if c.startswith("act:")]
        selects = [c for c in ids if c.startswith("acts:")]
        groups = [c for c in ids if c.startswith("grp:")]
        if multis and (not buttons or rng.random() < 0.9):
            custom_id = multis[0]
            component = message.component(custom_id)
            assert component is not None
            values = [o["value"] for o in component["options"]]
            assert len(values) <= 13
            picked = rng.sample(values, rng.randint(component["min_values"], component["max_values"]))
            self.sent.append((user, " ".join([custom_id.split(":", 3)[3], *picked])))
            interaction = await fake.select(uid, message, custom_id, picked)
        elif buttons or selects:
            offered: list[tuple[str, list[str]]] = [(c, []) for c in buttons]
            for select in selects:
                component = message.component(select)
                assert component is not None
                offered += [(select, [o["value"]]) for o in component["options"]]
            custom_id, values = rng.choice(offered)
            if values:
                interaction = await fake.select(uid, message, custom_id, values)
            else:
                interaction = await fake.click(uid, message, custom_id)
        else:
            assert groups, f"no choice on {message.content!r}"
            interaction = await fake.click(uid, message, rng.choice(groups))
            await interaction.response()
            step = await interaction.final_message()
            await self.world.settle()
            await self.choose(user, step)
            return
        await interaction.response()
        await self.world.settle()
        refused = [m.content for m in interaction.ephemeral]
        assert not refused, refused


async def play_deal(world: World, table_id: int, thread: int, human: Human, *, ephemeral_once: bool = False) -> dict[str, Any]:
    """Whoever is to move answers their newest DM until the game is over; returns the final public view."""
    service = world.bot.service
    used_ephemeral = False
    for _ in range(400):
        info, state = await service.state(table_id, BOT)
        assert state is not None
        if state.is_over():
            return state.view(None)
        (seat,) = state.to_move()
        user_id = info.seats[seat].user_id
        assert user_id is not None, "only humans are awaited: the computers move by themselves"
        user = next(name for name, u in world.users.items() if u.id == user_id)
        if ephemeral_once and not used_ephemeral and state.view(None)["phase"] == "place":
            # The fallback: "Show my hand" on the table's newest message, then choose from the ephemeral.
            board = [m for m in world.fake.messages(thread) if any(c.startswith("hand:") for c in m.custom_ids())][-1]
            hand_button = next(c for c in board.custom_ids() if c.startswith("hand:"))
            shown = await world.fake.click(user_id, board, hand_button)
            await shown.response()
            await world.settle()
            message = await shown.final_message()
            assert message.ephemeral and pngs(message)["hand.png"].startswith(PNG)
            assert any(c.startswith("actm:") for c in message.custom_ids()), "the bid cards are a multi-select there too"
            used_ephemeral = True
        else:
            message = latest_choice(world, user)  # type: ignore[assignment]
            assert message is not None, f"{user} has no choices by DM"
            assert "Your turn" in message.content and pngs(message)["hand.png"].startswith(PNG)
        await human.choose(user, message)
    raise AssertionError("the deal did not end")


def dump(world: World, thread: int, users: list[str]) -> None:
    """With ABRA_DUMP=1, print the thread and the DMs as a player sees them."""
    if not os.environ.get("ABRA_DUMP"):
        return
    for m in world.fake.messages(thread):
        print("THREAD>", m.content, list(pngs(m)))
    for user in users:
        for m in world.fake.dms(world.users[user].id):
            print(f"DM {user}>", m.content, list(pngs(m)))


def check_thread(world: World, thread: int, final: dict[str, Any], names: list[str]) -> list[str]:
    """The scores are in the thread, every board is a PNG, one Abracadabra line per named trick won."""
    messages = world.fake.messages(thread)
    boards = [m for m in messages if "table.png" in pngs(m)]
    assert len(boards) >= 5 and all(pngs(m)["table.png"].startswith(PNG) for m in boards)
    text = "\n".join(m.content for m in messages)
    scored = re.search(r"\*\*Deal 1 scored\*\* — (.*) · totals (.*)", text)
    assert scored is not None, text[-1500:]
    totals = [int(x) for x in scored.group(2).split(", ")]
    assert totals == final["scores"]
    for name, score in zip(names, final["breakdown"], strict=True):
        assert f"{name} {score['total']:+d}" in scored.group(1)
    last = messages[-1]
    assert "Final standings" in last.content and "🏆" in last.content
    assert pngs(last)["final.png"].startswith(PNG)
    for name, total in zip(names, final["scores"], strict=True):
        assert f"{name}: {total}" in last.content
    named_won = sum(len(entry["left_up"]) for entry in final["bid_cards"])
    lines = [line for line in text.splitlines() if "Abracadabra!" in line]
    assert len(lines) == named_won
    return lines


SEED_FOUR = 4  # Ana declares, picks 9 bid cards and then 5 of them for the right side


def canonical(ranks: list[str]) -> str:
    return " ".join(sorted(ranks, key=lambda r: {"A": 1, "J": 11, "Q": 12, "K": 13}.get(r) or int(r)))


def check_placements(world: World, human: Human) -> None:
    """Each placement sent from a multi-select came back by DM as the player's named tricks, in order."""
    for user, text in human.sent:
        if text.startswith("place "):
            named = [m.content for m in world.fake.dms(world.users[user].id) if "You name tricks" in m.content]
            assert len(named) == 1 and f"You name tricks {canonical(text.split()[1:])}." in named[0]


async def test_four_players_one_human_three_computers(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    seeded(monkeypatch, SEED_FOUR)
    async with running_bot(database_url, GAMES, users=("ana",)) as world:
        lobby, thread = await world.new_table("ana", "abracadabra", deals=1, computers=3)
        assert "deals: 1" in lobby.content
        await world.lobby("ana", lobby, "start")
        assert any("Abracadabra** begins" in m.content for m in world.fake.messages(thread))
        human = Human(world, SEED_FOUR)
        final = await play_deal(world, 1, thread, human)
        info = await world.bot.service.get(1, BOT)
        assert info.status == "finished"
        lines = check_thread(world, thread, final, seat_names(info))
        assert lines, "in this seeded deal a named trick is won"
        dump(world, thread, ["ana"])
        dms = world.fake.dms(world.users["ana"].id)
        assert all(pngs(m)["hand.png"].startswith(PNG) for m in dms if m.attachments)
        # Ana chose her bid cards in one multi-select, clicked in any order; the engine took them.
        (_, placement), (_, right) = human.sent  # both picked in multi-selects, in click order
        assert placement.startswith("place ") and right.startswith("right ")
        check_placements(world, human)
        text = "\n".join(m.content for m in world.fake.messages(thread))
        assert f"ana moves **{canonical(right.split()[1:])}** face up to the right" in text


async def test_two_players_with_the_dummy(database_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    seeded(monkeypatch, 3)
    async with running_bot(database_url, GAMES, users=("ana", "ben")) as world:
        lobby, thread = await world.new_table("ana", "abracadabra", deals=1)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", lobby, "start")
        human = Human(world, 3)
        final = await play_deal(world, 1, thread, human, ephemeral_once=True)
        info = await world.bot.service.get(1, BOT)
        assert info.status == "finished" and final["dummy"] and final["dummy_hand"] is not None
        check_thread(world, thread, final, seat_names(info))
        dump(world, thread, ["ana", "ben"])
        text = "\n".join(m.content for m in world.fake.messages(thread))
        assert "The dummy is face up" in text or "the dummy is turned up" in text
        dummy_choices = [
            m for name in ("ana", "ben") for m in world.fake.dms(world.users[name].id) if "dummy's" in m.content
        ]
        assert dummy_choices, "the trick's leader plays the dummy's card from his DM"
        assert {user for user, text in human.sent if text.startswith("place ")} == {"ana", "ben"}
        check_placements(world, human)
