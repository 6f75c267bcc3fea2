"""How noisy is a table? Whole games of every game through the real bot against the fake Discord.

    python -m bench.table_noise [--games druids abracadabra spellcaster arabana] [--rounds 2] [--seed 1]

Each game is opened with `/<game> new`, joined and started through the lobby's buttons, and played to
its end by people who click what they are shown: players with DMs answer their newest DM prompt;
players who block DMs press the board's "Show my hand" and answer there; some seats are computers.
A player picks among the choices offered (buttons, selects, a group first when a choice has steps).

Printed per game, against the goals of issue 25:
- new thread messages per round (Druids: round, Abracadabra: deal; Spellcaster and Arabana: per turn),
  goal ≤ 1 per trick or turn plus the summaries (a round's summary, the start, the end);
- thread edits per round;
- pings per round: new messages in the server that notify a mentioned player (not silent, the
  mention allowed), goal ≤ 1 per turn change (the turn passing to a person);
- new DMs per player per round, and per own decision (goal ≤ 1); clicks per own decision;
- requests per human move, from a person's first click of a move to the next person's: every
  request that writes (posts, edits, deletes, interaction answers) and those that count toward
  Discord's global limit (goal ≤ 2); "alone": the moves after which no computer moved.

Rounds, tricks, turns and decisions are read from the engine (the game's log replayed), and choices
from the components' custom ids: nothing depends on the messages' texts.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import logging
import random
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.games import GAMES
from bot.games.base import State
from bot.tables import BOT
from testkit.driver import World, running_bot
from testkit.fake_discord import FakeDiscord, FakeMessage, counts_toward_global

CHOICES = ("act:", "acts:", "actm:", "grp:")
SUPPRESS_NOTIFICATIONS = 1 << 12
MENTION = re.compile(r"<@!?(\d+)>")
WRITES = ("POST", "PATCH", "DELETE", "PUT")


@dataclass(frozen=True)
class Setup:
    """A game's table: its people (name → blocks DMs), computer seats and options for `rounds`."""

    game: str
    people: dict[str, bool]
    computers: int
    options: Callable[[int], dict[str, Any]]
    round_word: str  # what a "round" is in this game
    unit_word: str  # a trick or a turn
    summaries: bool  # a summary message per round (trick games)


SETUPS = {
    "druids": Setup("druids", {"ana": False, "ben": True, "cat": False}, 1, lambda r: {"rounds": r}, "round", "trick", True),
    "abracadabra": Setup("abracadabra", {"ana": False, "ben": True}, 1, lambda r: {"deals": r}, "deal", "trick or auction step", True),
    "spellcaster": Setup("spellcaster", {"ana": False, "ben": True}, 0, lambda r: {}, "turn", "turn", False),
    "arabana": Setup("arabana", {"ana": False, "ben": True}, 1, lambda r: {}, "turn", "turn", False),
}


def round_key(game: str, view: dict[str, Any]) -> Any:
    """The round (or, in turn games, the turn) a state is in."""
    if game == "druids":
        return view["round"]
    if game == "abracadabra":
        return view["deal"]
    return unit_key(game, view)


def unit_key(game: str, view: dict[str, Any]) -> Any:
    """The trick or turn a state is in (an action taken there belongs to it)."""
    if game == "druids":
        return (view["round"], view["trick_no"])
    if game == "abracadabra":
        return (view["deal"], view["phase"] if view["phase"] != "play" else view["trick_no"])
    if game == "spellcaster":
        return view["turn_no"]
    return (view["phase"], view["turn"]) if view["phase"] != "setup" else "setup"


class NoisyFake(FakeDiscord):
    """The fake Discord, noting which new messages notify whom (a ping)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.pings: dict[int, set[int]] = {}  # message id → users notified

    def _new_message(self, channel: Any, author: Any, payload: Any, uploads: Any, **kwargs: Any) -> FakeMessage:
        message = super()._new_message(channel, author, payload, uploads, **kwargs)
        if message.ephemeral or channel.is_dm or int(payload.get("flags") or 0) & SUPPRESS_NOTIFICATIONS:
            return message
        mentioned = {int(u) for u in MENTION.findall(message.content)}
        allowed = payload.get("allowed_mentions")
        if allowed is not None and "users" not in (allowed.get("parse") or []):
            mentioned &= {int(u) for u in allowed.get("users") or []}
        if mentioned:
            self.pings[message.id] = mentioned
        return message


@dataclass
class Move:
    """A person's move: who, where its requests start in the fake's log, and how many computer moves followed."""

    user: str
    first_request: int
    version: int
    computers_after: int = 0


@dataclass
class Played:
    """What one game left behind."""

    setup: Setup
    table: int
    thread: int
    seats: dict[int, str] = field(default_factory=dict)  # seat → person's name
    moves: list[Move] = field(default_factory=list)
    refused: int = 0
    started: float = 0.0  # when the game began (the lobby's clicks are not counted)
    seconds: float = 0.0


class People:
    """The people at one table, clicking what they are shown."""

    def __init__(self, world: World, table: int, thread: int, seats: dict[int, str], blocked: set[str], rng: random.Random) -> None:
        self.world = world
        self.table = table
        self.thread = thread
        self.seats = seats
        self.blocked = blocked
        self.rng = rng
        self.refused = 0
        self.last: dict[str, FakeMessage] = {}

    async def state(self) -> tuple[Any, State]:
        info, state = await self.world.bot.service.state(self.table, BOT)
        assert state is not None
        return info, state

    def current(self, message: FakeMessage, version: int) -> bool:
        """Whether the message offers this table's choices of the decision asked at `version`."""
        ids = [c.split(":") for c in message.custom_ids() if c.startswith(CHOICES)]
        return any(parts[1] == str(self.table) and parts[2] == str(version) for parts in ids)

    async def prompt(self, user: str, version: int) -> FakeMessage | None:
        """The user's newest DM offering this table's choices of the current decision."""
        return next((m for m in reversed(self.world.fake.dms(self.world.users[user].id)) if self.current(m, version)), None)

    async def hand(self, user: str) -> FakeMessage | None:
        """"Show my hand" on the thread's newest board that has it: the choices, ephemerally."""
        fake = self.world.fake
        board = next((m for m in reversed(fake.messages(self.thread)) if any(c.startswith(f"hand:{self.table}") for c in m.custom_ids())), None)
        if board is None:
            return None
        button = next(c for c in board.custom_ids() if c.startswith(f"hand:{self.table}"))
        interaction = await fake.click(self.world.users[user].id, board, button)
        await interaction.response(timeout=30)
        await self.world.settle(30)
        return await interaction.final_message(timeout=30)

    async def move(self, seat: int) -> bool:
        """The person at `seat` makes one decision; whether it was applied."""
        world, user = self.world, self.seats[seat]
        info, state = await self.state()
        version = await world.bot.service.prompt_version(self.table, seat)
        legal = {str(a) for a in state.legal_actions(seat)}
        message = None
        if user in self.blocked:
            # The message they played on last, if it offers the new decision (a turn going on in
            # place); else "Show my hand".
            last = self.last.get(user)
            message = last if last is not None and self.current(self.world.fake.message(last.id), version) else await self.hand(user)
        else:
            for _ in range(200):  # the prompt may still be on its way
                message = await self.prompt(user, version)
                if message is not None:
                    break
                await asyncio.sleep(0.05)
        if message is None:
            return False
        for _ in range(6):  # a group opens its choices (in a new message or in the same one)
            picked = self.pick(message, legal)
            if picked is None:
                groups = [c for c in message.custom_ids() if c.startswith("grp:")]
                if not groups:
                    return False
                interaction = await world.fake.click(world.users[user].id, message, self.rng.choice(groups))
                await interaction.response(timeout=30)
                await world.settle(30)
                message = await interaction.final_message(timeout=30)
                continue
            custom_id, values = picked
            uid = world.users[user].id
            self.last[user] = message
            interaction = await (world.fake.click(uid, message, custom_id) if values is None else world.fake.select(uid, message, custom_id, values))
            await interaction.response(timeout=30)
            await world.settle(30)
            after = await world.bot.service.get(self.table, BOT)
            if after.version > info.version or after.status != "running":
                return True
            self.refused += 1
            return False
        return False

    def pick(self, message: FakeMessage, legal: set[str]) -> tuple[str, list[str] | None] | None:
        """A legal choice offered on the message, at random: (custom id, select values or None)."""
        options: list[tuple[str, list[str] | None]] = []
        for component in message.walk_components():
            custom_id = str(component.get("custom_id", ""))
            if custom_id.startswith("act:") and custom_id.split(":", 3)[3] in legal:
                options.append((custom_id, None))
            elif custom_id.startswith("acts:"):
                options.extend((custom_id, [o["value"]]) for o in component["options"] if o["value"] in legal)
            elif custom_id.startswith("actm:"):
                prefix = custom_id.split(":", 3)[3]
                values = {o["value"] for o in component["options"]}
                low, high = int(component.get("min_values", 1)), int(component.get("max_values", 1))
                for action in legal:
                    tokens = action[len(prefix) :].split() if action.startswith(prefix + " ") else None
                    if tokens and set(tokens) <= values and low <= len(tokens) <= high:
                        options.append((custom_id, tokens))
        return self.rng.choice(options) if options else None


async def play(world: World, setup: Setup, rounds: int, rng: random.Random) -> Played:
    """One whole game of `setup`; its moves and where they started."""
    service, fake = world.bot.service, world.fake
    names = list(setup.people)
    host, *others = names
    options: dict[str, Any] = dict(setup.options(rounds))
    if setup.computers:
        options["computers"] = setup.computers
    # The same deal every run (the service's public `seed` option), so that runs compare.
    service.create = functools.partial(service.create, seed=rng.randrange(1 << 31))  # type: ignore[method-assign]
    lobby, thread = await world.new_table(host, setup.game, **options)
    table = int(next(c for c in lobby.custom_ids() if c.startswith("lobby:")).split(":")[1])
    for name in others:
        await world.lobby(name, fake.message(lobby.id), "join")
    await world.lobby(host, fake.message(lobby.id), "start")
    info = await service.get(table, BOT)
    seats = {s.seat: name for s in info.seats for name in names if s.user_id == world.users[name].id}
    people = People(world, table, thread, seats, {n for n, blocks in setup.people.items() if blocks}, rng)
    played = Played(setup, table, thread, seats)
    started = played.started = time.monotonic()
    stuck = misses = 0
    while True:
        info, state = await people.state()
        if info.status != "running":
            break
        waiting = sorted(s for s in state.to_move() if s in seats)
        if not waiting:  # the computers are still thinking
            stuck += 1
            assert stuck < 600, "nobody is awaited but the game goes on"
            await asyncio.sleep(0.05)
            continue
        stuck = 0
        seat = rng.choice(waiting)
        move = Move(seats[seat], len(fake.request_log), info.version)
        if not await people.move(seat):
            misses += 1
            assert misses < 100, f"{seats[seat]} found no choice to make, again and again"
            continue
        if played.moves:
            played.moves[-1].computers_after = move.version - played.moves[-1].version - 1
        played.moves.append(move)
    await world.settle(30)
    if played.moves:
        played.moves[-1].computers_after = (await service.get(table, BOT)).version - played.moves[-1].version - 1
    played.refused = people.refused
    played.seconds = time.monotonic() - started
    return played


def mean(values: list[int]) -> float:
    """The mean (NaN of nothing)."""
    return sum(values) / len(values) if values else float("nan")


@dataclass
class Units:
    """What the engine says happened: rounds, tricks or turns, turn changes to people, decisions by seat."""

    rounds: int
    units: int
    turn_changes: int
    decisions: Counter[int]


async def units_of(world: World, played: Played) -> Units:
    """Replay the table's log through the engine and count."""
    async with world.bot.service.core.store.unit() as uow:
        row = await uow.repo.get_table(played.table)
        actions = await uow.repo.actions(played.table)
        assert row is not None
        seed, options, players = row.seed, dict(row.options), len(row.seats)
        people = {s.seat for s in row.seats if s.user_id is not None and not s.computer}
    game = played.setup.game
    state = GAMES[game].new(players, seed, options)
    rounds = units = changes = 0
    last_round: Hashable = None
    last_unit: Hashable = None
    decisions: Counter[int] = Counter()
    for action in actions:
        view = state.view(None)
        # A new round or unit begins where the key changes (Arabana's turn key is the seat to move).
        key = round_key(game, view)
        rounds, last_round = rounds + (key != last_round), key
        key = unit_key(game, view)
        units, last_unit = units + (key != last_unit), key
        before = state.to_move()
        state.apply(action.seat, action.action)
        if not action.by_computer:
            decisions[action.seat] += 1
        if (state.to_move() - before) & people:
            changes += 1
    return Units(rounds, units, changes, decisions)


def figures(world: World, played: Played, units: Units) -> list[tuple[str, str, str]]:
    """(figure, value, goal) rows of one game."""
    fake, setup = world.fake, played.setup
    assert isinstance(fake, NoisyFake)
    per = max(1, units.rounds)
    thread = fake.messages(played.thread)
    edits = sum(len(m.history) for m in thread)
    pings = sum(len(fake.pings.get(m.id, ())) for channel in (played.thread, world.channel_id) for m in fake.messages(channel))
    summaries = units.rounds if setup.summaries else 0
    rows = [
        (f"new thread messages per {setup.round_word}", f"{len(thread) / per:.1f}", f"≤ {(units.units + summaries + 2) / per:.1f} (1 per {setup.unit_word}, summaries, start, end)"),
        (f"thread edits per {setup.round_word}", f"{edits / per:.1f}", ""),
        (f"pings per {setup.round_word}", f"{pings / per:.1f}", f"≤ {units.turn_changes / per:.1f} (1 per turn change to a person)"),
    ]
    by_name = {name: seat for seat, name in played.seats.items()}
    for name, blocks in setup.people.items():
        dms = fake.dms(world.users[name].id)
        own = units.decisions.get(by_name.get(name, -1), 0)
        dm_edits = sum(len(m.history) for m in dms)
        note = " (blocks DMs)" if blocks else ""
        rows.append((f"new DMs per {setup.round_word}: {name}{note}", f"{len(dms) / per:.1f}", f"DM edits {dm_edits / per:.1f}"))
        rows.append((f"new DMs per own decision: {name}", f"{len(dms) / own:.2f}" if own else "-", "≤ 1"))
        clicks = sum(1 for i in fake.interactions if i.user_id == world.users[name].id and i.created_at >= played.started)
        rows.append((f"clicks per own decision: {name}", f"{clicks / own:.2f}" if own else "-", ""))
    writes, limited, alone_limited = [], [], []
    log = fake.request_log
    for index, move in enumerate(played.moves):
        end = played.moves[index + 1].first_request if index + 1 < len(played.moves) else len(log)
        window = [r for r in log[move.first_request : end] if r[4] != 429]
        wrote = sum(1 for r in window if r[1] in WRITES)
        counted = sum(1 for r in window if r[1] in WRITES and counts_toward_global(f"{r[1]} {r[2]}"))
        writes.append(wrote)
        limited.append(counted)
        if move.computers_after == 0:
            alone_limited.append(counted)
    rows.append(("requests per human move (all writes)", f"{mean(writes):.2f}", ""))
    rows.append(("requests per human move (Discord's global limit)", f"{mean(limited):.2f}", f"≤ 2; the moves no computer answered: {mean(alone_limited):.2f}"))
    return rows


async def run_game(setup: Setup, rounds: int, seed: int) -> None:
    """Play and print one game."""
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        fake = NoisyFake()
        await fake.start()
        for name, blocks in setup.people.items():
            fake.add_user(name, blocks_dms=blocks)
        fake.add_guild("Club", members=[u for u in fake.users.values() if not u.bot])
        try:
            async with running_bot(f"sqlite+aiosqlite:///{folder}/noise.db", {setup.game: GAMES[setup.game]}, fake=fake) as world:
                world.rng = rng
                played = await play(world, setup, rounds, rng)
                units = await units_of(world, played)
                rows = figures(world, played, units)
        finally:
            await fake.close()
    humans = ", ".join(f"{n}{' (no DMs)' if b else ''}" for n, b in setup.people.items())
    counted = f"{setup.round_word}s: {units.rounds}" + (f", {setup.unit_word}s: {units.units}" if setup.unit_word != setup.round_word else "")
    print(f"\n== {GAMES[setup.game].title}: {humans}, {setup.computers} computer(s); {counted}, "
          f"human moves: {len(played.moves)} ({played.refused} refused), {played.seconds:.0f} s")
    width = max(len(r[0]) for r in rows)
    for name, value, goal in rows:
        print(f"  {name:<{width}}  {value:>7}   {goal}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="+", choices=list(SETUPS), default=list(SETUPS))
    parser.add_argument("--rounds", type=int, default=2, help="rounds of Druids, deals of Abracadabra (the others play whole games)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    logging.getLogger("discord.client").setLevel(logging.ERROR)  # no voice here; other warnings show
    started = time.monotonic()
    for key in args.games:
        asyncio.run(run_game(SETUPS[key], args.rounds, args.seed))
    print(f"\n{time.monotonic() - started:.0f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
