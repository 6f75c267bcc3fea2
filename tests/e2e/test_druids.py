"""Druids end to end: the real bot against the fake Discord — whole games and a trick between two humans."""

from __future__ import annotations

import functools
import itertools
import re
from typing import Any

from bot.games.druids import GAME
from bot.tables import BOT
from cogs.posts import seat_names
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeMessage
from wording.text.druids import card

GAMES = {GAME.key: GAME}
PNG = b"\x89PNG\r\n\x1a\n"
TRICK_LINE = re.compile(r"^Trick (\d+)(?: \([^)]*led\))?: (.*) — \*\*(.+?)\*\* takes it")


def seed_where(gaia_seat: int, players: int, options: dict[str, Any]) -> int:
    """A table seed whose first deal gives Gaia (and so the first lead) to `gaia_seat`."""
    return next(seed for seed in range(10_000) if GAME.new(players, seed, options).to_move() == {gaia_seat})


def fix_seed(world: World, seed: int) -> None:
    """The next table opened through `/druids new` is dealt from `seed` (the service's public `seed` option)."""
    service = world.bot.service
    service.create = functools.partial(service.create, seed=seed)  # type: ignore[method-assign]


def offered(message: FakeMessage) -> list[str]:
    """The action texts a DM offers, in order (buttons and select options)."""
    actions = []
    for component in message.walk_components():
        custom_id = str(component.get("custom_id", ""))
        if custom_id.startswith("act:"):
            actions.append(custom_id.split(":", 3)[3])
        elif custom_id.startswith("acts:"):
            actions.extend(option["value"] for option in component["options"])
    return actions


def thread_lines(world: World, thread: int) -> list[str]:
    return [line for m in world.fake.messages(thread) for line in m.content.splitlines()]


async def answer_dm(world: World, table_id: int, user: str) -> bool:
    """If `user` has a DM with choices: check they are exactly the engine's legal actions, then take one."""
    message = world.latest_choice(user)
    if message is None:
        return False
    info, state = await world.bot.service.state(table_id, BOT)
    assert state is not None
    seat = next(s.seat for s in info.seats if s.user_id == world.users[user].id)
    assert state.to_move() == {seat}, "only the player to move holds choices"
    legal = [str(a) for a in state.legal_actions(seat)]
    assert sorted(offered(message)) == sorted(legal), (offered(message), legal)
    assert "**Your turn**" in message.content
    await world.choose(user, message)
    return True


async def play_from_show_my_hand(world: World, table_id: int, thread: int, user: str) -> FakeMessage:
    """Once it is `user`'s turn: `Show my hand` on the thread's newest message offers the same choices, ephemerally."""
    stale = world.latest_choice(user)
    assert stale is not None, f"{user} is to move"
    message = world.fake.messages(thread)[-1]
    button = next(c for c in message.custom_ids() if c.startswith("hand:"))
    shown = await world.fake.click(world.users[user].id, message, button)
    await shown.response()
    await world.settle()
    hand = await shown.final_message()
    assert hand.ephemeral and hand.attachment("hand.png").startswith(PNG)
    info, state = await world.bot.service.state(table_id, BOT)
    assert state is not None
    seat = next(s.seat for s in info.seats if s.user_id == world.users[user].id)
    assert offered(hand) == [str(a) for a in state.legal_actions(seat)]
    assert "You " in hand.content
    await world.choose(user, hand)
    after = (await world.bot.service.state(table_id, BOT))[0].version
    assert after > info.version, "the move was applied"
    # The DM prompt of the same decision shows the move made elsewhere, its buttons gone.
    old = world.fake.message(stale.id)
    assert not offered(old) and "✅" in old.content and "Superseded" not in old.content, old.content
    return stale


async def play_to_the_end(world: World, table_id: int, thread: int, humans: list[str]) -> None:
    for _ in range(200):
        if (await world.bot.service.get(table_id, BOT)).status == "finished":
            return
        moved = False
        for name in humans:
            moved = await answer_dm(world, table_id, name) or moved
        assert moved, "nobody has a choice but the game is not over"
    raise AssertionError("the game did not end")


def check_tricks(lines: list[str], names: list[str], rounds: int) -> None:
    """Each round's tricks are numbered 1, 2, … and each trick line names a seated player as its winner."""
    numbers = [int(m[1]) for line in lines if (m := TRICK_LINE.match(line))]
    assert numbers and numbers[0] == 1
    assert numbers.count(1) == rounds, "one trick 1 per round"
    for previous, number in itertools.pairwise(numbers):
        assert number in (previous + 1, 1)
    winners = {m[3] for line in lines if (m := TRICK_LINE.match(line))}
    assert winners <= set(names)
    # A round ends after its 15th trick (3 players) or at once when someone holds five domains.
    text = "\n".join(lines)
    for chunk in text.split(" scored**")[:rounds]:
        last = [int(m[1]) for line in chunk.splitlines() if (m := TRICK_LINE.match(line))][-1]
        assert last == 15 or "has all five domains!**" in chunk.rsplit("Trick ", 1)[-1], (last, chunk[-300:])


def round_rows(text: str, names: list[str]) -> dict[str, list[str]]:
    """The round table's rows (name → the rest of the row's words) from a thread message."""
    code = text.split("```")[1]
    rows = {}
    for row in code.strip("\n").split("\n")[1:]:
        name = next(n for n in names if row.startswith(n))
        rows[name] = row[len(name) :].split()
    return rows


async def test_one_player_and_two_computers_play_a_whole_game(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fix_seed(world, seed_where(0, 3, {"variant": "basic", "rounds": 1}))
        lobby, thread = await world.new_table("ana", "druids", rounds=1, computers=2)
        assert "Druids" in lobby.content and "rounds: 1" in lobby.content
        await world.lobby("ana", lobby, "start")
        started = world.fake.messages(thread)[-1]
        assert "begins" in started.content and "ana leads Gaia to trick 1 of round 1" in started.content
        # Ana holds Gaia: her first DM offers exactly its five colours as buttons (the hand image above them).
        first = world.latest_choice("ana")
        assert first is not None and first.attachment("hand.png").startswith(PNG)
        assert offered(first) == [f"play GAIA {c}" for c in "GYRBV"]
        await answer_dm(world, 1, "ana")
        assert any(re.match(r"ana leads \*\*✿ Gaia\*\* as ", line) for line in thread_lines(world, thread))
        await play_from_show_my_hand(world, 1, thread, "ana")
        await play_to_the_end(world, 1, thread, ["ana"])
        info, state = await world.bot.service.state(1, BOT)
        assert state is not None and state.is_over() and info.status == "finished"
        names = seat_names(info)
        lines = thread_lines(world, thread)
        check_tricks(lines, names, rounds=1)
        # The round table: every player, the round's points and the totals, as the engine scored them.
        final = world.fake.messages(thread)[-1]
        assert final.content.count("**Round 1 scored**") == 1
        rows = round_rows(final.content, names)
        totals = state.scores()
        assert [int(rows[n][-1]) for n in names] == totals
        assert [int(rows[n][-2]) for n in names] == state.view(None)["round_scores"][0]
        # Then the winner and the standings block, with the table and the final image.
        outcome = state.outcome()
        assert outcome is not None
        winners = " & ".join(names[s] for s in outcome.winners)
        assert f"🏆 **{winners}** win" in final.content and "**Final standings**" in final.content
        assert [a["filename"] for a in final.attachments] == ["table.png", "final.png"]
        assert all(final.attachment(a["filename"]).startswith(PNG) for a in final.attachments)
        choices_left = [m.id for m in world.fake.dms(world.users["ana"].id) if any(c.startswith("act:") for c in m.custom_ids())]
        assert choices_left == [], "every DM prompt was answered, superseded or closed at the end"


async def test_two_rounds_in_the_sun_moon_variant(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        fix_seed(world, seed_where(1, 3, {"variant": "sun-moon", "rounds": 2}))
        lobby, thread = await world.new_table("ana", "druids", variant="sun-moon", rounds=2, computers=2)
        await world.lobby("ana", lobby, "start")
        await play_to_the_end(world, 1, thread, ["ana"])
        info, state = await world.bot.service.state(1, BOT)
        assert state is not None and state.is_over()
        names = seat_names(info)
        lines = thread_lines(world, thread)
        check_tricks(lines, names, rounds=2)
        # Computer 1 held Gaia in round 1 and chose a side, announced in the thread.
        assert any(re.match(r"Computer 1 leads \*\*✿ Gaia\*\* as .*, (dark|light) side", line) for line in lines)
        text = "\n".join(m.content for m in world.fake.messages(thread))
        assert text.count(" scored**") == 2
        history = state.view(None)["round_scores"]
        round_1 = text[text.index("**Round 1 scored**") :]
        assert [int(round_rows(round_1, names)[n][-2]) for n in names] == history[0]
        dealer = state.view(None)["dealer"]
        assert f"{names[dealer]} has the fewest points this round and deals round 2." in text
        assert f"**Round 2** — {names[dealer]} deals; " in text
        round_2 = text[text.index("**Round 2 scored**") :]
        assert [int(round_rows(round_2, names)[n][-1]) for n in names] == state.scores()
        assert "**Final standings**" in world.fake.messages(thread)[-1].content


async def test_two_humans_play_a_trick_from_their_dms(database_url: str) -> None:
    async with running_bot(database_url, GAMES) as world:
        # Seats: ana 0, ben 1, Computer 1 at 2; Ben holds Gaia and leads it with a colour and a side.
        fix_seed(world, seed_where(1, 3, {"variant": "sun-moon", "rounds": 1}))
        lobby, thread = await world.new_table("ana", "druids", variant="sun-moon", rounds=1)
        await world.lobby("ben", lobby, "join")
        await world.lobby("ana", world.fake.message(lobby.id), "computer")
        await world.lobby("ana", world.fake.message(lobby.id), "start")
        info, _ = await world.bot.service.state(1, BOT)
        assert seat_names(info) == ["ana", "ben", "Computer 1"]
        assert world.latest_choice("ana") is None, "Ana waits for Ben's lead"
        lead = world.latest_choice("ben")
        assert lead is not None
        rows = [[c["custom_id"].split(":", 3)[3] for c in row["components"]] for row in lead.components]
        assert rows == [[f"play GAIA {c} dark" for c in "GYRBV"], [f"play GAIA {c} light" for c in "GYRBV"]]
        await world.choose("ben", lead, "play GAIA B light")
        assert "ben leads **✿ Gaia** as ★ blue, light side (highest on top this round)." in thread_lines(world, thread)
        # The computer answers, then Ana plays from her DM and the trick is complete.
        assert await answer_dm(world, 1, "ana")
        info, state = await world.bot.service.state(1, BOT)
        assert state is not None
        last = state.view(None)["last_trick"]
        assert last is not None and last["trick"] == 1
        (line,) = [line for line in thread_lines(world, thread) if line.startswith("Trick 1 ")]
        match = TRICK_LINE.match(line)
        assert match is not None
        assert match[3] == seat_names(info)[last["winner"]]
        assert line.startswith("Trick 1 (★ blue led): ben ✿ Gaia · ")
        assert match[2] == " · ".join(f"{seat_names(info)[s]} {card(c)}" for s, c in last["cards"])
        # The winner is asked to lead trick 2 (or to pick a Sickle's stack); nobody else has choices.
        winner = info.seats[last["winner"]]
        for seat in info.seats:
            if seat.user_id is not None:
                name = next(n for n, u in world.users.items() if u.id == seat.user_id)
                assert (world.latest_choice(name) is not None) == (seat.seat in state.to_move())
        if winner.user_id is not None:
            assert "**Your turn**" in world.latest_choice(next(n for n, u in world.users.items() if u.id == winner.user_id)).content  # type: ignore[union-attr]
