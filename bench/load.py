"""The whole bot under load: the real bot process against the fake Discord with Discord's rate limits.

    python -m bench.load [--tables 20 100 300] [--duration 60] [--think 10] [--backend sqlite postgresql]
                         [--blocked 0.1] [--seed 1] [--level hard] [--processes 1 2] [--discord-limit 50] [--bot-limit 45]

With `--level hard` every table seats hard computers (their search runs in the worker processes): the
figures that matter there are click → ✅ and click → board (goals: p99 ≤ 1 s and ≤ 2 s).

For each backend and each N, a fresh fake Discord (global 50 requests/s per bot, interaction
endpoints exempt; 5 messages per 5 s per channel; 429 with `retry_after` and Discord's headers) and a
fresh bot process (`python -m bot`, its REST base and gateway pointed at the fake) are started. N tables
are opened through slash commands and lobby clicks (mixed games: Abracadabra and Spellcaster with two
people, Druids and Arabana-Opodopo with two people and a computer player). Then, for `--duration`
seconds, simulated people answer: each waits a human-like time (uniform 0.5–1.5 × `--think` seconds)
after their turn's DM and clicks a legal choice (through group buttons and selects as a person would);
people who block DMs (`--blocked` of them) click "Show my hand" under the board that names them.

`--processes 2` (PostgreSQL only) runs the bot as two shard processes (SHARD_COUNT=2) on one database,
with the tables split over two servers, one per shard (DM clicks reach shard 0, as on Discord); both
share Discord's global budget through the database. Its figures add up the two processes, and it
prints 429 answers per minute (the goal is none) beside the moves per second of one process.
`--discord-limit 10` tightens Discord's global limit (the bot keeps to 90% of it), so that a loaded
machine reaches it with few tables.

Printed per run: human moves per second sustained; click → first response, click → new board in the
thread and click → next player's DM (p50/p99, from the fake's own clock); requests per human move that
count toward Discord's global limit, by route; CPU milliseconds per human move, split into engine,
database, render + encode, and the rest (Discord I/O: discord.py, aiohttp, building messages); SQL
statements per human move by kind (with the transactions begun, computers' moves included); images
drawn per human move by kind (a PNG reused from the bot's cache not counted); peak RSS of the bot;
and moves per second against the ceiling Discord sets (50 ÷ requests per move).

CPU split: the bot process runs with an accounting of its event loop (each callback's time is booked
to the phase its task is in: inside a `Store.unit()` it is the database, the engine's own calls are
booked as engine; the main thread's CPU, read from the kernel, is shared out in those proportions) plus per-thread CPU (render threads of `asyncio.to_thread`; the rest of the
threads, SQLite's driver threads, go to the database). Wall-clock figures depend on the machine's load.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import contextvars
import functools
import os
import random
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.crowd import Crowd, Table

ROOT = Path(__file__).resolve().parent.parent
PG_ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"
CEILING_REQUESTS = 50.0  # Discord: requests per second per bot, interaction endpoints exempt
# (game, humans, computer players)
MIX = [("abracadabra", 2, 0), ("spellcaster", 2, 0), ("druids", 2, 1), ("arabana", 2, 1)]
# `--level hard`: every table has hard computers (the search in the worker processes), as a server with
# many tables against the computer would.
MIX_HARD = [("abracadabra", 2, 1), ("spellcaster", 1, 1), ("druids", 2, 1), ("arabana", 2, 1)]
GOAL_DONE_P99 = 1.0  # seconds, click → ✅ (issue 25)
GOAL_BOARD_P99 = 2.0  # seconds, click → board
GOAL_DM_BEYOND_THINKING_P99 = 2.0  # seconds, click → the next person's DM, less the computers' thinking between


# --------------------------------------------------------------------------- the bot process


PHASE: contextvars.ContextVar[str] = contextvars.ContextVar("bench_phase", default="discord")


class _Accounting:
    """CPU seconds of the bot's main thread by phase, and of the engine's calls."""

    def __init__(self) -> None:
        self.main: dict[str, float] = defaultdict(float)
        self.engine = 0.0
        self.depth = threading.local()
        self.main_thread = threading.get_ident()

    def install(self) -> None:
        """Book each event-loop callback to its phase; wrap the engine and the store."""
        import asyncio.events

        from bot.games import GAMES
        from bot.games.base import State
        from bot.store import Store

        run = asyncio.events.Handle._run
        accounting = self

        def booked(handle: asyncio.events.Handle) -> None:
            started, engine = time.perf_counter(), accounting.engine
            try:
                run(handle)
            finally:
                spent = time.perf_counter() - started - (accounting.engine - engine)
                context = handle._context
                accounting.main[context.get(PHASE, "discord") if context is not None else "discord"] += spent

        asyncio.events.Handle._run = booked  # type: ignore[method-assign]

        classes: set[type] = set()
        pending = [State]
        while pending:
            cls = pending.pop()
            for sub in cls.__subclasses__():
                if sub not in classes:
                    classes.add(sub)
                    pending.append(sub)
        names = ("to_move", "legal_actions", "apply", "view", "is_over", "outcome", "to_dict", "undoable", "determinize", "scores")
        for cls in classes:
            for name in names:
                if name in vars(cls):
                    setattr(cls, name, self._engine(vars(cls)[name]))
        for game in GAMES.values():
            for name in ("new", "restore", "parse_action", "replay"):
                if name in vars(type(game)):
                    setattr(type(game), name, self._engine(vars(type(game))[name]))
        import bot.ai

        for module_name in ("abracadabra", "arabana", "druids", "spellcaster", "hard", "levels", "search"):
            module = __import__(f"bot.ai.{module_name}", fromlist=["_"])
            for value in vars(module).values():
                if isinstance(value, type) and "choose" in vars(value):
                    value.choose = self._engine(vars(value)["choose"])  # type: ignore[attr-defined]
        bot.ai.RandomPolicy.choose = self._engine(bot.ai.RandomPolicy.choose)  # type: ignore[method-assign]

        unit = Store.unit

        @contextlib.asynccontextmanager
        async def booked_unit(store: Store) -> Any:
            token = PHASE.set("database")
            try:
                async with unit(store) as uow:
                    yield uow
            finally:
                PHASE.reset(token)

        Store.unit = booked_unit  # type: ignore[assignment,method-assign]

    def _engine(self, call: Callable[..., Any]) -> Callable[..., Any]:
        accounting = self

        @functools.wraps(call)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if threading.get_ident() != accounting.main_thread or getattr(accounting.depth, "n", 0):
                return call(*args, **kwargs)
            accounting.depth.n = 1
            started = time.perf_counter()
            try:
                return call(*args, **kwargs)
            finally:
                accounting.depth.n = 0
                accounting.engine += time.perf_counter() - started

        return wrapper

    def collect(self) -> dict[str, float]:
        """CPU seconds so far: engine, database, render, discord (the rest of the main thread), total."""
        ticks = os.sysconf("SC_CLK_TCK")

        def cpu(path: str) -> float:
            fields = Path(path).read_text().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / ticks

        total = cpu("/proc/self/stat")
        main = cpu(f"/proc/self/task/{os.getpid()}/stat")
        render = 0.0
        for thread in threading.enumerate():
            if thread.name.startswith(("render", "asyncio_")) and thread.native_id is not None:
                with contextlib.suppress(OSError):
                    render += cpu(f"/proc/self/task/{thread.native_id}/stat")
        # The phases are timed by the wall clock (reading the thread's CPU clock twice per callback cost the
        # bot 5 ms a move, a tenth of what was measured); a callback's wall time exceeds its CPU time only by
        # waits for the GIL, so the phases share the main thread's CPU (read from the kernel) pro rata.
        booked = sum(self.main.values()) + self.engine
        share = min(1.0, main / booked) if booked > 0 else 1.0
        # Main-thread CPU outside event-loop callbacks (start-up, the loop's own select) goes with Discord I/O.
        discord_io = self.main.get("discord", 0.0) * share + max(0.0, main - booked * share)
        return {
            "engine": self.engine * share,
            "database": self.main.get("database", 0.0) * share + max(0.0, total - main - render),
            "render": render,
            "discord": discord_io,
            "total": total,
        }


def serve() -> int:
    """Child mode: the real bot (`python -m bot`) with Discord's endpoints at the fake, and CPU accounting."""
    import discord.gateway
    import discord.http
    import yarl
    from prometheus_client import REGISTRY
    from prometheus_client.core import CounterMetricFamily

    base = os.environ["BENCH_FAKE_DISCORD"]
    discord.http.Route.BASE = f"{base}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(base.replace("http://", "ws://") + "/gateway")
    accounting = _Accounting()
    accounting.install()
    statements = _count_statements()
    _log_thinking(Path(os.environ["BENCH_THINKING_LOG"]))

    class Collector:
        def collect(self) -> Iterator[CounterMetricFamily]:
            family = CounterMetricFamily("spieltisch_bench_cpu_seconds", "CPU seconds of the bot by part (bench only)", labels=["part"])
            for part, seconds in accounting.collect().items():
                family.add_metric([part], seconds)
            yield family
            counted = CounterMetricFamily("spieltisch_bench_statements", "SQL statements the bot ran, by kind (bench only)", labels=["kind"])
            for kind, n in list(statements.items()):
                counted.add_metric([kind], n)
            yield counted

    REGISTRY.register(Collector())  # type: ignore[arg-type]
    budget = os.environ.get("BENCH_REQUESTS_PER_SECOND")
    if budget:  # the bot's own bound, for a Discord whose global limit the run tightened
        import bot.app

        kwdefaults = bot.app.Spieltisch.__init__.__kwdefaults__
        assert kwdefaults is not None
        kwdefaults["requests_per_second"] = int(budget)
    from bot.__main__ import main

    return main(["run"])


def _log_thinking(path: Path) -> None:
    """Appends a line `table start end` (monotonic seconds, the same clock as the fake's) for every
    computer decision of the game loop, so that a DM's wait can be told apart from the thinking in it."""
    from bot.ai import thinking
    from bot.tables.driver import COMPUTER_TASK

    original = thinking.choose
    log = path.open("a", buffering=1)  # open for the process's life

    async def choose(*args: Any, **kwargs: Any) -> Any:
        task = asyncio.current_task()
        name = task.get_name() if task is not None else ""
        start = time.monotonic()
        try:
            return await original(*args, **kwargs)
        finally:
            if name.startswith(COMPUTER_TASK):
                log.write(f"{name[len(COMPUTER_TASK):]} {start} {time.monotonic()}\n")

    thinking.choose = choose


def thinking_in(spans: dict[int, list[tuple[float, float]]], table: int, start: float, end: float) -> float:
    """Seconds the table's computers thought between `start` and `end`."""
    return sum(max(0.0, min(e, end) - max(s, start)) for s, e in spans.get(table, []))


def read_thinking(path: Path) -> dict[int, list[tuple[float, float]]]:
    """The computers' thinking per table, as `_log_thinking` wrote it."""
    spans: dict[int, list[tuple[float, float]]] = defaultdict(list)
    if path.exists():
        for line in path.read_text().splitlines():
            table, start, end = line.split()
            spans[int(table)].append((float(start), float(end)))
    return spans


def _count_statements() -> Counter[str]:
    """Counts every SQL statement the bot's engines run, by kind (verb and first table), as they run."""
    from sqlalchemy import event
    from sqlalchemy.engine import Engine

    counts: Counter[str] = Counter()

    @event.listens_for(Engine, "before_cursor_execute")
    def count(conn: Any, cursor: Any, statement: str, parameters: Any, context: Any, executemany: bool) -> None:
        counts[statement_kind(statement)] += 1

    @event.listens_for(Engine, "begin")
    def begin(conn: Any) -> None:
        # A connection in autocommit (the shared rate budget's grant) sends no BEGIN.
        if conn.get_execution_options().get("isolation_level") != "AUTOCOMMIT":
            counts["BEGIN"] += 1

    return counts


def statement_kind(statement: str) -> str:
    """'SELECT tables', 'UPDATE outbox', …: the verb and the first table a statement names."""
    words = statement.split()
    verb = words[0].upper() if words else "?"
    found = re.search(r"\b(?:FROM|INTO|UPDATE)\s+\"?(\w+)", statement, re.IGNORECASE)
    return f"{verb} {found.group(1) if found else ''}".strip()


# --------------------------------------------------------------------------- figures


def percentile(values: list[float], fraction: float) -> float:
    """The value below which `fraction` of the values lie (nearest rank); NaN when empty."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]


# --------------------------------------------------------------------------- one run


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def scrape(port: int) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    import aiohttp
    from prometheus_client.parser import text_string_to_metric_families

    async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}/metrics") as response:
        text = await response.text()
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value for family in text_string_to_metric_families(text) for s in family.samples
    }


def metric(found: dict[tuple[str, tuple[tuple[str, str], ...]], float], name: str, **labels: str) -> float:
    return sum(v for (key, have), v in found.items() if key == name and set(labels.items()) <= set(have))


def rss_mb(pid: int, field: str = "VmHWM") -> float:
    """A process's peak (VmHWM) or current (VmRSS) resident memory in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    return float("nan")


@contextlib.asynccontextmanager
async def database(backend: str, folder: str) -> Any:
    if backend == "sqlite":
        yield f"sqlite+aiosqlite:///{folder}/load.db"
        return
    import asyncpg

    name = f"spieltisch_load_{uuid.uuid4().hex[:8]}"
    admin = await asyncpg.connect(PG_ADMIN)
    await admin.execute(f'CREATE DATABASE "{name}"')
    await admin.close()
    try:
        yield f"postgresql+asyncpg://postgres@127.0.0.1:5432/{name}"
    finally:
        admin = await asyncpg.connect(PG_ADMIN)
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


async def open_table(crowd: Crowd, game: str, people: list[int], computers: int, level: str | None = None, guild: Any = None) -> None:
    fake, guild = crowd.fake, guild or crowd.guild
    host, *others = people
    general = guild.channel("general").id
    options: dict[str, Any] = {"computers": computers} if computers else {}
    if computers and level:
        options["level"] = level
    interaction = await fake.slash(host, guild.id, general, game, subcommand="new", options=options)
    lobby = await interaction.final_message(timeout=120)
    custom = next(c for c in lobby.custom_ids() if c.endswith(":join"))
    table_id = int(custom.split(":")[1])
    await fake.wait_for(lambda: any(t.id == lobby.id for t in fake.threads(general)), timeout=120, what="the table's thread")
    table = Table(table_id, game, lobby.id, people)
    crowd.tables[table_id] = table
    crowd.by_thread[lobby.id] = table
    for person in others:
        edits = len(fake.message(lobby.id).history)
        it = await fake.click(person, fake.message(lobby.id), f"lobby:{table_id}:join")
        await it.response(timeout=120)
        # the lobby message is edited once the seat is taken
        await fake.wait_for(lambda edits=edits: len(fake.message(lobby.id).history) > edits, timeout=120, what="the join")
    it = await fake.click(host, fake.message(lobby.id), f"lobby:{table_id}:start")
    await it.response(timeout=120)


async def scrape_all(ports: list[int]) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """The metrics of every bot process, added up."""
    total: dict[tuple[str, tuple[tuple[str, str], ...]], float] = defaultdict(float)
    for port in ports:
        for key, value in (await scrape(port)).items():
            total[key] += value
    return dict(total)


def start_bot(fake: Any, url: str, folder: str, shard: int | None, processes: int, budget: int) -> tuple[subprocess.Popen[bytes], int]:
    """A bot process (one shard of `processes` when there are several) and its metrics port."""
    port = free_port()
    env = {
        **os.environ,
        "BENCH_FAKE_DISCORD": fake.url,
        "DISCORD_TOKEN": "load-token",
        "DATABASE_URL": url,
        "METRICS_PORT": str(port),
        "HEALTH_FILE": f"{folder}/health{shard or ''}",
        "LOG_LEVEL": "WARNING",
        "PYTHONPATH": str(ROOT),
        "BENCH_REQUESTS_PER_SECOND": str(budget),
        "BENCH_THINKING_LOG": f"{folder}/thinking{shard or ''}.log",
    }
    if processes > 1:
        env.update(SHARD_COUNT=str(processes), SHARD_IDS=str(shard))
    with open(f"{folder}/bot.log", "a") as log:
        process = subprocess.Popen([sys.executable, "-m", "bench.load", "serve"], env=env, cwd=folder, stdout=log, stderr=subprocess.STDOUT)
    return process, port


async def run(
    backend: str, tables: int, duration: float, think: float, blocked: float, seed: int, processes: int = 1, discord_limit: int = 50,
    bot_limit: int | None = None, level: str | None = None,
) -> dict[str, Any]:
    """One measurement: returns the figures of the table."""
    from testkit.fake_discord import FakeDiscord, RateLimits, counts_toward_global

    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        async with database(backend, folder) as url, FakeDiscord(
            rate_limits=RateLimits(global_per_second=discord_limit), token="load-token", shards=processes
        ) as fake:
            people = [fake.add_user(f"p{n}", blocks_dms=rng.random() < blocked) for n in range(2 * tables)]
            guilds = [fake.add_guild(f"Club {n}", members=people, shard=n if processes > 1 else None) for n in range(processes)]
            guild = guilds[0]
            crowd = Crowd(fake, guild, think, rng)
            crowd.blocked = {p.id for p in people if p.blocks_dms}
            bots: list[tuple[subprocess.Popen[bytes], int]] = []
            log = open(f"{folder}/bot.log", "a")  # noqa: SIM115 — closed below
            try:
                for shard in range(processes):  # one after the other: the first migrates and syncs
                    bots.append(start_bot(fake, url, folder, shard, processes, budget=bot_limit or discord_limit * 9 // 10))
                    await fake.wait_for(lambda n=shard: fake.identifies >= n + 1 and len(fake.commands) > 0, timeout=120, what="the bot to connect")
                    await asyncio.sleep(1.0)
                process = bots[0][0]
                ports = [p for _, p in bots]
                rss_connected = rss_mb(process.pid, "VmRSS")
                kinds = MIX_HARD if level == "hard" else MIX
                mix = [kinds[n % len(kinds)] for n in range(tables)]
                gate = asyncio.Semaphore(25)

                unopened: list[str] = []

                async def one(n: int) -> None:
                    game, humans, computers = mix[n]
                    async with gate:
                        try:
                            await open_table(crowd, game, [people[2 * n].id, people[2 * n + 1].id][:humans], computers, level, guilds[n % processes])
                        except (TimeoutError, StopIteration, AssertionError) as error:
                            unopened.append(f"{game}: {error}"[:300])

                started = time.monotonic()
                try:
                    await asyncio.gather(*(one(n) for n in range(tables)))
                except Exception:
                    log.flush()
                    print("opening the tables failed; the bot's log ends:", *Path(f"{folder}/bot.log").read_text().splitlines()[-25:], sep="\n")
                    print("violations:", *fake.violations[-5:], "errors:", *fake.errors[-3:], sep="\n")
                    raise
                opened = time.monotonic() - started
                # Every table's start sends each person a DM: measuring begins once all have arrived, so
                # the figures are of play, not of the backlog of opening N tables at once.
                started_people = {p for t in crowd.tables.values() for p in t.people} - crowd.blocked
                await fake.wait_for(lambda: started_people <= crowd.reached, timeout=300, what="every person's first DM")
                settled = time.monotonic() - started - opened
                await asyncio.sleep(min(think, 5.0))  # the first turns under way
                before, requests_before = await scrape_all(ports), len(fake.requests)
                crowd.measuring = True
                window, own = time.monotonic(), time.process_time()
                await asyncio.sleep(duration)
                crowd.measuring = False
                after = await scrape_all(ports)
                elapsed = time.monotonic() - window
                own = time.process_time() - own
                load = os.getloadavg()[0]
                window_requests = fake.requests[requests_before:]
                moves_by_requests = requests_per_move(fake, crowd, [r for r in fake.request_log if window <= r[0] <= window + elapsed])
                rss = max(rss_mb(p.pid) for p, _ in bots)
                rss_now = max(rss_mb(p.pid, "VmRSS") for p, _ in bots)
            finally:
                for task in list(crowd.tasks):
                    task.cancel()
                for bot, _ in bots:
                    bot.terminate()
                for bot, _ in bots:
                    try:
                        bot.wait(20)
                    except subprocess.TimeoutExpired:
                        bot.kill()
                log.close()
            bot_log = Path(f"{folder}/bot.log").read_text()
            spans: dict[int, list[tuple[float, float]]] = defaultdict(list)
            for shard in range(processes):
                for table, found in read_thinking(Path(f"{folder}/thinking{shard or ''}.log")).items():
                    spans[table] += found
    human = metric(after, "spieltisch_moves_total", by="human") - metric(before, "spieltisch_moves_total", by="human")
    computer = metric(after, "spieltisch_moves_total", by="computer") - metric(before, "spieltisch_moves_total", by="computer")
    counted = Counter(f"{m} {route}" for m, route, status in window_requests if counts_toward_global(f"{m} {route}") and status != 429)
    limited = sum(1 for _, _, status in window_requests if status == 429)
    per_move = sum(counted.values()) / human if human else float("nan")
    cpu = {part: metric(after, "spieltisch_bench_cpu_seconds_total", part=part) - metric(before, "spieltisch_bench_cpu_seconds_total", part=part)
           for part in ("engine", "database", "render", "discord", "total")}
    statements = {
        kind: metric(after, "spieltisch_bench_statements_total", kind=kind) - metric(before, "spieltisch_bench_statements_total", kind=kind)
        for kind in {dict(labels)["kind"] for name, labels in after if name == "spieltisch_bench_statements_total"}
    }
    drawn = {
        image: metric(after, "spieltisch_render_seconds_count", image=image) - metric(before, "spieltisch_render_seconds_count", image=image)
        for image in {dict(labels)["image"] for name, labels in after if name == "spieltisch_render_seconds_count"}
    }
    f = crowd.figures
    beyond = [end - start - thinking_in(spans, table, start, end) for table, start, end in f.dm_spans]
    return {
        "backend": backend,
        "processes": processes,
        "tables": tables,
        "opened_s": opened,
        "settled_s": settled,
        "unopened": unopened,
        "seconds": elapsed,
        "human_moves": human,
        "computer_moves": computer,
        "moves_per_s": human / elapsed,
        "level": level or "normal",
        "first": (percentile(f.first_response, 0.5), percentile(f.first_response, 0.99), len(f.first_response)),
        "done": (percentile(f.done, 0.5), percentile(f.done, 0.99), len(f.done)),
        "done_over_10s": sum(1 for t in f.done if t > 10) / len(f.done) if f.done else float("nan"),
        "board": (percentile(f.board, 0.5), percentile(f.board, 0.99), len(f.board)),
        "dm": (percentile(f.dm, 0.5), percentile(f.dm, 0.99), len(f.dm)),
        "dm_less_thinking": (percentile(beyond, 0.5), percentile(beyond, 0.99), len(beyond)),
        "per_move": per_move,
        "by_move": dict(sorted(moves_by_requests.items())),
        "routes": {route: n / human for route, n in counted.most_common()} if human else {},
        "429s": limited,
        "429s_per_min": 60 * limited / elapsed,
        "cpu_ms": {part: 1000 * s / human for part, s in cpu.items()} if human else {},
        "statements": {kind: n / human for kind, n in sorted(statements.items(), key=lambda kv: -kv[1])} if human else {},
        "drawn": {image: n / human for image, n in sorted(drawn.items(), key=lambda kv: -kv[1])} if human else {},
        "rss_mb": rss,
        "rss_connected": rss_connected,
        "rss_end": rss_now,
        "bot_cpu": cpu["total"] / elapsed,
        "driver_cpu": own / elapsed,
        "load": load,
        "ceiling": discord_limit / per_move if per_move == per_move and per_move else float("nan"),
        "refused": f.refused,
        "failures": f.failures[:5],
        "errors": log_errors(bot_log),
        "inside": {
            name: (histogram_quantile(before, after, f"spieltisch_{name}_seconds", 0.5), histogram_quantile(before, after, f"spieltisch_{name}_seconds", 0.99))
            for name in ("first_response", "act", "publish", "discord_request", "render")
        },
        "rate_limit_waits": {k[1][0][1]: after[k] - before.get(k, 0.0) for k in after if k[0] == "spieltisch_discord_rate_limit_waits_total"},
    }


_CHANNEL = re.compile(r"^/api/v\d+/channels/(\d+)/")


def requests_per_move(fake: Any, crowd: Crowd, log: list[tuple[float, str, str, str, int]]) -> Counter[int]:
    """How many globally rate-limited requests each human move led to: the requests to its table's
    thread and its players' DM channels from the click until the table's next click."""
    from testkit.fake_discord import counts_toward_global

    table_of: dict[int, Table] = {}
    for table in crowd.tables.values():
        table_of[table.thread] = table
        for person in table.people:
            dm = fake.dm_channel(person)
            if dm is not None:
                table_of[dm.id] = table
    counts: dict[tuple[int, int], int] = {}
    for table in crowd.tables.values():
        for index in range(len(table.clicks) - 1):  # the last move's requests may fall after the window
            counts[(table.id, index)] = 0
    for at, method, route, path, status in log:
        match = _CHANNEL.match(path)
        if status == 429 or not counts_toward_global(f"{method} {route}") or match is None:
            continue
        table = table_of.get(int(match[1]))
        if table is None:
            continue
        index = sum(1 for click in table.clicks if click <= at) - 1
        if (table.id, index) in counts:
            counts[(table.id, index)] += 1
    return Counter(counts.values())


def histogram_quantile(before: dict[Any, float], after: dict[Any, float], name: str, q: float) -> float:
    """The upper bound of the bucket holding quantile `q` of a Prometheus histogram over the window."""
    buckets = sorted(
        (float(dict(labels)["le"]), value - before.get((key, labels), 0.0))
        for (key, labels), value in after.items()
        if key == f"{name}_bucket"
    )
    if not buckets or buckets[-1][1] <= 0:
        return float("nan")
    wanted = q * buckets[-1][1]
    return next(bound for bound, count in buckets if count >= wanted)


def log_errors(text: str) -> dict[str, int]:
    """The bot's logged errors, counted by the exception that ended each traceback."""
    found: Counter[str] = Counter()
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if " ERROR " not in line:
            continue
        ending = next((later for later in lines[index + 1 : index + 80] if later and not later.startswith((" ", "Traceback", "The above", "During handling"))), "")
        found[(ending if ":" in ending and not ending[:4].isdigit() else line.split(" ERROR ", 1)[1])[:160]] += 1
    return dict(found.most_common(5))


def show(result: dict[str, Any]) -> None:
    ms = lambda pair: f"{1000 * pair[0]:.0f}/{1000 * pair[1]:.0f} ms (n={pair[2]})"  # noqa: E731
    print(f"\n== {result['backend']}, {result['processes']} process{'es' if result['processes'] > 1 else ''}, {result['tables']} tables, {result['level']} computers: {result['seconds']:.0f} s measured (tables opened in {result['opened_s']:.0f} s, their start DMs all in {result['settled_s']:.0f} s more)")
    if result["unopened"]:
        print(f"  {len(result['unopened'])} tables did not open: {result['unopened'][:2]}")
    print(f"  human moves/s sustained        {result['moves_per_s']:.2f}  ({result['human_moves']:.0f} human, {result['computer_moves']:.0f} computer moves)")
    global_429 = 60 * result["rate_limit_waits"].get("global", 0.0) / result["seconds"]
    print(f"  429 answers per minute         {result['429s_per_min']:.1f}, of them for the global limit {global_429:.1f}  (goal: none)")
    print(f"  click → first response p50/p99 {ms(result['first'])}")
    print(f"  click → ✅ p50/p99             {ms(result['done'])}  goal p99 ≤ {1000 * GOAL_DONE_P99:.0f} ms; over 10 s: {result['done_over_10s']:.0%}")
    print(f"  click → board in thread p50/p99 {ms(result['board'])}  goal p99 ≤ {1000 * GOAL_BOARD_P99:.0f} ms")
    print(f"  click → next DM p50/p99        {ms(result['dm'])}")
    print(f"    less the computers' thinking {ms(result['dm_less_thinking'])}  goal p99 ≤ {1000 * GOAL_DM_BEYOND_THINKING_P99:.0f} ms")
    inside = ", ".join(f"{name} ≤{1000 * a:.0f}/≤{1000 * b:.0f}" for name, (a, b) in result["inside"].items())
    print(f"  inside the bot p50/p99 ms      {inside}")
    print(f"  rate-limited requests per move {result['per_move']:.2f}  (429 answers: {result['429s']}; waits in the bot: {result['rate_limit_waits']})")
    for route, n in result["routes"].items():
        print(f"      {n:5.2f}  {route}")
    by_move = result["by_move"]
    if by_move:
        total = sum(by_move.values())
        shares = ", ".join(f"{k} requests: {n / total:.0%}" for k, n in by_move.items())
        print(f"  moves by their requests (to the table's thread and DMs) {shares} of {total} moves")
    cpu = result["cpu_ms"]
    if cpu:
        print(
            f"  CPU ms per human move          {cpu['total']:.1f} = engine {cpu['engine']:.1f}, database {cpu['database']:.1f}, "
            f"render+encode {cpu['render']:.1f}, Discord I/O and the rest {cpu['discord']:.1f}"
        )
    statements = result.get("statements") or {}
    if statements:
        top = ", ".join(f"{kind} {n:.2f}" for kind, n in statements.items() if n >= 0.01)
        print(f"  SQL statements per human move  {sum(statements.values()):.1f} (with BEGIN): {top}")
    drawn = result.get("drawn") or {}
    if drawn:
        top = ", ".join(f"{image} {n:.2f}" for image, n in drawn.items() if n >= 0.01)
        print(f"  images drawn per human move    {sum(drawn.values()):.2f} (not counting those reused): {top}")
    print(f"  peak RSS of the bot            {result['rss_mb']:.0f} MB (connected, no table: {result['rss_connected']:.0f} MB; at the end {result['rss_end']:.0f} MB)")
    print(
        f"  CPU in use                     bot {result['bot_cpu']:.0%} of a core, fake Discord and people {result['driver_cpu']:.0%}; "
        f"machine load average {result['load']:.1f} on {os.cpu_count()} cores"
    )
    print(f"  Discord ceiling                {result['ceiling']:.1f} moves/s; measured/ceiling = {result['moves_per_s'] / result['ceiling']:.2f}")
    print(f"  the limit                      {limit_of(result, os.cpu_count() or 1)}")
    if result["refused"] or result["failures"] or result["errors"]:
        print(f"  refused clicks {result['refused']}; failures {result['failures']}; bot errors {result['errors']}")


# A process busier than this share of a core, or a machine whose load average is at this share of its
# cores, is what holds the moves back (the event loop then queues the clicks).
BUSY = 0.85


def limit_of(result: dict[str, Any], cores: int) -> str:
    """What held the moves per second back: Discord's limit, the machine (naming the bot's largest part
    of CPU per move), or the people's pace (neither was near its bound)."""
    ceiling = result["ceiling"]
    share = result["moves_per_s"] / ceiling if ceiling == ceiling and ceiling else 0.0
    if share >= 0.8:
        return f"Discord's global limit: the moves used {share:.0%} of what it allows"
    cpu = {part: result["cpu_ms"].get(part, 0.0) for part in ("engine", "database", "render", "discord")}
    names = {"engine": "the engines", "database": "the database", "render": "drawing and encoding images", "discord": "Discord I/O and the rest"}
    largest = max(cpu, key=lambda part: cpu[part])
    part = f"the bot's largest part is {names[largest]}, {cpu[largest]:.0f} of {sum(cpu.values()):.0f} CPU ms a move"
    per_process = result["bot_cpu"] / max(1, result["processes"])
    if per_process >= BUSY:
        return f"the machine: each bot process kept {per_process:.0%} of a core busy ({part})"
    if result["load"] >= BUSY * cores:
        return f"the machine: load average {result['load']:.1f} on {cores} cores, shared with other work ({part})"
    return f"the people's pace: the bot used {per_process:.0%} of a core and {share:.0%} of Discord's allowance"


def main() -> int:
    if sys.argv[1:2] == ["serve"]:
        return serve()
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[20, 100, 300])
    parser.add_argument("--duration", type=float, default=60.0, help="seconds measured per run")
    parser.add_argument("--think", type=float, default=10.0, help="mean seconds a person takes to answer")
    parser.add_argument("--backend", nargs="+", choices=["sqlite", "postgresql"], default=["sqlite", "postgresql"])
    parser.add_argument("--blocked", type=float, default=0.1, help="share of people who block DMs")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", choices=["easy", "normal", "hard"], default=None,
                        help="hard: every table has hard computers (e.g. --level hard --tables 30 --backend sqlite)")
    parser.add_argument("--discord-limit", type=int, default=int(CEILING_REQUESTS), help="Discord's global requests a second (the bot keeps to 90%%)")
    parser.add_argument("--bot-limit", type=int, default=None, help="the bot's own bound on requests a second (default: 90%% of Discord's)")
    parser.add_argument("--processes", type=int, nargs="+", choices=[1, 2], default=[1], help="bot processes sharing the token (2: PostgreSQL only)")
    args = parser.parse_args()
    print(
        f"bench/load.py on {os.cpu_count()} cores: think {args.think} s, {args.duration} s per run, {args.blocked:.0%} block DMs, "
        f"Discord's global limit {args.discord_limit} a second, the bot's {args.bot_limit or args.discord_limit * 9 // 10}"
    )
    results = []
    for backend in args.backend:
        for tables in args.tables:
            for processes in args.processes:
                if processes > 1 and backend != "postgresql":
                    continue  # several processes share a PostgreSQL database only
                result = asyncio.run(run(backend, tables, args.duration, args.think, args.blocked, args.seed, processes, args.discord_limit, args.bot_limit, args.level))
                show(result)
                results.append(result)
    print("\n| backend | processes | N | moves/s | 429/min | ceiling | first p50/p99 ms | ✅ p50/p99 ms | board p50/p99 ms | DM p50/p99 ms | req/move | CPU ms/move (eng/db/render/io) | RSS MB |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        cpu = r["cpu_ms"] or {k: float("nan") for k in ("total", "engine", "database", "render", "discord")}
        print(
            f"| {r['backend']} | {r['processes']} | {r['tables']} | {r['moves_per_s']:.2f} | {r['429s_per_min']:.1f} | {r['ceiling']:.1f} | {1000 * r['first'][0]:.0f}/{1000 * r['first'][1]:.0f} "
            f"| {1000 * r['done'][0]:.0f}/{1000 * r['done'][1]:.0f} "
            f"| {1000 * r['board'][0]:.0f}/{1000 * r['board'][1]:.0f} | {1000 * r['dm'][0]:.0f}/{1000 * r['dm'][1]:.0f} | {r['per_move']:.2f} "
            f"| {cpu['total']:.0f} ({cpu['engine']:.0f}/{cpu['database']:.0f}/{cpu['render']:.0f}/{cpu['discord']:.0f}) | {r['rss_mb']:.0f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
