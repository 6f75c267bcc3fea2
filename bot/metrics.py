"""What operators see of the running bot: Prometheus metrics (served on METRICS_PORT) and a health heartbeat.

The figures are always collected (counting costs microseconds); the HTTP endpoint only runs when
METRICS_PORT is set. It serves `/metrics` (Prometheus text format, from the standard client library)
and `/healthz`. `python -m bot health` reads the heartbeat file that a running bot rewrites every
few seconds from its event loop, so a stuck loop or a lost gateway shows as unhealthy.

Where the figures come from, without touching the game flow:
- Discord REST traffic, and the time to each interaction's first response, from an aiohttp trace on
  discord.py's own HTTP session (`http_trace`);
- rate-limit waits from discord.py's `discord.http` log records (its only report of them);
- moves, act and publish times, and image rendering, from wrappers around the bot's service and its interactions.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import functools
import json
import logging
import os
import re
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, Counter, Gauge, Histogram, generate_latest
from sqlalchemy import func, select

from bot.store.status import Status

log = logging.getLogger(__name__)

DEFAULT_HEALTH_FILE = str(Path(tempfile.gettempdir()) / "spieltisch.health")
HEARTBEAT_SECONDS = 10.0
HEALTHY_WITHIN = 60.0  # a heartbeat older than this means the event loop or the process is stuck
RUNNING_EVERY = 30.0

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

MOVES = Counter("spieltisch_moves", "Moves applied, by humans or computer players", ["by"])
INTERACTIONS = Counter("spieltisch_interactions", "Interactions received: clicks, selects, commands, modals", ["kind"])
ERRORS = Counter("spieltisch_errors", "Errors logged by the bot or discord.py, by logger", ["logger"])
FIRST_RESPONSE = Histogram(
    "spieltisch_first_response_seconds", "From an interaction's creation to the bot's first response", buckets=LATENCY_BUCKETS
)
ACT_SECONDS = Histogram("spieltisch_act_seconds", "Applying a player's move and saving it (engine and database)", buckets=LATENCY_BUCKETS)
COMPUTER_SECONDS = Histogram(
    "spieltisch_computer_move_seconds", "One computer move in its own transaction, thinking included", buckets=LATENCY_BUCKETS
)
TICK_SECONDS = Histogram("spieltisch_tick_seconds", "One run of the turn clock's table work", buckets=LATENCY_BUCKETS)
PUBLISH_SECONDS = Histogram("spieltisch_publish_seconds", "Publishing an update: board in the thread and DMs", buckets=LATENCY_BUCKETS)
RENDER_SECONDS = Histogram("spieltisch_render_seconds", "Rendering and encoding one image", ["image"], buckets=LATENCY_BUCKETS)
DISCORD_REQUESTS = Counter("spieltisch_discord_requests", "REST requests to Discord, by route and status", ["route", "status"])
DISCORD_SECONDS = Histogram("spieltisch_discord_request_seconds", "Duration of REST requests to Discord", buckets=LATENCY_BUCKETS)
RATE_LIMIT_WAITS = Counter(
    "spieltisch_discord_rate_limit_waits",
    "Waits for Discord's rate limits: 429 per route, global 429, a bucket used up, or held back by the bot's own global limit",
    ["scope"],
)
RATE_LIMIT_SECONDS = Counter("spieltisch_discord_rate_limit_wait_seconds", "Seconds waited: asked by 429 answers, or by the bot's own limit", ["scope"])
RUNNING_TABLES = Gauge("spieltisch_running_tables", "Tables with a game in progress")

_SNOWFLAKE = re.compile(r"/\d{15,}")
_TOKEN = re.compile(r"^(/(?:interactions/\{id\}|webhooks/\{id\}))/[^/]+")
_CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")


def route_of(path: str) -> str:
    """A REST path as a low-cardinality label: ids and interaction tokens replaced."""
    path = re.sub(r"^/api/v\d+", "", path)
    path = _SNOWFLAKE.sub("/{id}", path)
    return _TOKEN.sub(r"\1/{token}", path)


def http_trace() -> aiohttp.TraceConfig:
    """An aiohttp trace for discord.py's session: counts requests and times first responses."""
    trace = aiohttp.TraceConfig()

    async def start(session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestStartParams) -> None:
        context.started = time.perf_counter()

    async def end(session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestEndParams) -> None:
        path = params.url.path
        if getattr(context, "started", None) is not None:
            DISCORD_SECONDS.observe(time.perf_counter() - context.started)
        DISCORD_REQUESTS.labels(f"{params.method} {route_of(path)}", str(params.response.status)).inc()
        callback = _CALLBACK.search(path)
        if callback is not None and params.response.status < 300:
            created = discord.utils.snowflake_time(int(callback[1])).timestamp()
            FIRST_RESPONSE.observe(max(0.0, time.time() - created))

    trace.on_request_start.append(start)
    trace.on_request_end.append(end)
    return trace


class _RateLimitRecords(logging.Filter):
    """Counts discord.py's rate-limit reports; its debug lines are dropped unless the log asks for them."""

    def __init__(self, keep_debug: bool) -> None:
        super().__init__()
        self.keep_debug = keep_debug

    def filter(self, record: logging.LogRecord) -> bool:
        message = str(record.msg)
        args = record.args if isinstance(record.args, tuple) else ()
        if message.startswith("We are being rate limited.") and len(args) >= 3:
            RATE_LIMIT_WAITS.labels("route").inc()
            RATE_LIMIT_SECONDS.labels("route").inc(float(str(args[2])))
        elif message.startswith("Global rate limit has been hit") and args:
            RATE_LIMIT_WAITS.labels("global").inc()
            RATE_LIMIT_SECONDS.labels("global").inc(float(str(args[0])))
        elif message.startswith("A rate limit bucket (%s) has been exhausted"):
            RATE_LIMIT_WAITS.labels("bucket").inc()
        return record.levelno > logging.DEBUG or self.keep_debug


class _ErrorRecords(logging.Handler):
    """Counts ERROR records by logger."""

    def __init__(self) -> None:
        super().__init__(level=logging.ERROR)

    def emit(self, record: logging.LogRecord) -> None:
        ERRORS.labels(record.name.split(".")[0]).inc()


def own_wait(seconds: float) -> None:
    """Count a request held back by the bot's own global limit (`bot.ratelimit`)."""
    RATE_LIMIT_WAITS.labels("own").inc()
    RATE_LIMIT_SECONDS.labels("own").inc(seconds)


def count_moves(update: Any) -> None:
    """Count the moves in a service update (or in each update of a turn-clock report)."""
    for move in getattr(update, "moves", ()) or ():
        MOVES.labels("computer" if move.by_computer else "human").inc()


def count_report(report: Any) -> None:
    """Count the stand-in moves of a turn-clock report."""
    for update in report.updates:
        count_moves(update)


def _timed(histogram: Histogram, call: Callable[..., Awaitable[Any]], after: Callable[[Any], None] | None = None) -> Callable[..., Awaitable[Any]]:
    if getattr(call, "metered", False):
        return call  # a service reused by a restarted bot is measured once

    @functools.wraps(call)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        result = await call(*args, **kwargs)
        histogram.observe(time.perf_counter() - started)
        if after is not None:
            after(result)
        return result

    wrapper.metered = True  # type: ignore[attr-defined]
    return wrapper


def healthy(bot: discord.Client) -> bool:
    """Connected and ready, not closing, every shard's gateway connected (infinite latency: no websocket)."""
    if bot.is_closed() or not bot.is_ready():
        return False
    latencies = [latency for _, latency in getattr(bot, "latencies", [(0, bot.latency)])]
    return all(latency != float("inf") for latency in latencies)  # NaN only means no heartbeat answered yet


def health_record(bot: discord.Client) -> dict[str, Any]:
    """What the heartbeat file says about the bot now."""
    shards = {str(shard): (round(latency, 3) if latency == latency and latency != float("inf") else None) for shard, latency in getattr(bot, "latencies", [])}
    return {"time": time.time(), "healthy": healthy(bot), "ready": bot.is_ready(), "shards": shards, "pid": os.getpid()}


def write_health(data: dict[str, Any], path: str) -> None:
    """Rewrite the heartbeat file atomically."""
    temporary = f"{path}.{os.getpid()}.tmp"
    with open(temporary, "w", encoding="utf-8") as file:
        json.dump(data, file)
    os.replace(temporary, path)


def check_health(path: str, now: float | None = None) -> tuple[bool, str]:
    """For `python -m bot health`: (healthy, one line saying why) from the heartbeat file."""
    try:
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
    except FileNotFoundError:
        return False, f"no heartbeat file at {path}: the bot is not running (or still starting)"
    except (OSError, ValueError) as error:
        return False, f"unreadable heartbeat file {path}: {error}"
    age = (time.time() if now is None else now) - float(data.get("time", 0))
    if age > HEALTHY_WITHIN:
        return False, f"last heartbeat {age:.0f} s ago: the bot is stuck or stopped"
    if not data.get("healthy"):
        return False, "the bot is running but not connected to Discord"
    return True, f"healthy: heartbeat {age:.0f} s ago, shards {', '.join(sorted(data.get('shards', {}))) or '-'}"


class PortInUse(Exception):
    """METRICS_PORT is taken by another process (often another bot process on the same host)."""

    def __init__(self, port: int) -> None:
        super().__init__(f"METRICS_PORT {port} is already in use")
        self.port = port


class Monitor:
    """The bot's metrics and health: listeners, wrappers, the heartbeat and the optional endpoint."""

    def __init__(self, bot: Any, *, port: int | None, health_file: str | None) -> None:
        self.bot = bot
        self.port = port
        self.health_file = health_file
        self._tasks: list[asyncio.Task[None]] = []
        self._runner: web.AppRunner | None = None
        self._http_level = logging.NOTSET
        self._errors = _ErrorRecords()
        self._limits = _RateLimitRecords(keep_debug=logging.getLogger("discord.http").getEffectiveLevel() <= logging.DEBUG)

    async def start(self) -> None:
        """Hook into the bot and start the background work (and the endpoint when a port is set)."""
        bot = self.bot
        http_log = logging.getLogger("discord.http")
        http_log.addFilter(self._limits)
        self._http_level = http_log.level
        if http_log.getEffectiveLevel() > logging.DEBUG:
            http_log.setLevel(logging.DEBUG)  # the "bucket used up" report is a debug line; the filter drops it after counting
        for name in ("discord", "bot", "cogs", "render"):
            logging.getLogger(name).addHandler(self._errors)
        bot.add_listener(self._on_interaction, "on_interaction")
        service, interactions = bot.service, bot.interactions
        # Instance wrappers (not edits of the interactions) so that the measured code stays as it is.
        service.act = _timed(ACT_SECONDS, service.act, count_moves)
        service.driver.move = _timed(COMPUTER_SECONDS, service.driver.move, count_moves)
        service.turns.tick = _timed(TICK_SECONDS, service.turns.tick, count_report)
        if hasattr(interactions, "publish"):
            interactions.publish = _timed(PUBLISH_SECONDS, interactions.publish)
        if hasattr(interactions, "images"):
            interactions.images.on_drawn = lambda name, seconds: RENDER_SECONDS.labels(name).observe(seconds)
        self._tasks.append(asyncio.create_task(self._count_running(), name="spieltisch-metrics-running"))
        if self.health_file:
            self._tasks.append(asyncio.create_task(self._heartbeat(self.health_file), name="spieltisch-health"))
        if self.port is not None:
            app = web.Application()
            app.router.add_get("/metrics", self._metrics)
            app.router.add_get("/healthz", self._healthz)
            self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
            await self._runner.setup()
            try:
                await web.TCPSite(self._runner, "0.0.0.0", self.port).start()  # all interfaces: scraped from outside the container
            except OSError as error:
                if error.errno == errno.EADDRINUSE:
                    raise PortInUse(self.port) from error
                raise
            log.info("metrics on port %d (/metrics, /healthz)", self.port)

    async def stop(self) -> None:
        """Stop the background work and the endpoint; the heartbeat file is removed."""
        for task in self._tasks:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
        if self._runner is not None:
            await self._runner.cleanup()
        http_log = logging.getLogger("discord.http")
        http_log.removeFilter(self._limits)
        http_log.setLevel(self._http_level)  # without the filter its debug lines would reach the log
        for name in ("discord", "bot", "cogs", "render"):
            logging.getLogger(name).removeHandler(self._errors)
        if self.health_file:
            with contextlib.suppress(OSError):
                os.remove(self.health_file)

    async def _on_interaction(self, interaction: discord.Interaction) -> None:
        INTERACTIONS.labels(interaction.type.name).inc()

    async def _count_running(self) -> None:
        from bot.store.models import TableRow

        while True:
            try:
                async with self.bot.service.core.store.engine.connect() as connection:
                    count = await connection.scalar(select(func.count()).select_from(TableRow).where(TableRow.status == Status.RUNNING))
                RUNNING_TABLES.set(int(count or 0))
            except Exception:
                log.warning("could not count the running tables", exc_info=True)
            await asyncio.sleep(RUNNING_EVERY)

    async def _heartbeat(self, path: str) -> None:
        while True:
            try:
                await asyncio.to_thread(write_health, health_record(self.bot), path)
            except OSError:
                log.warning("could not write the health file %s", path, exc_info=True)
            if self.bot.is_ready():
                await asyncio.sleep(HEARTBEAT_SECONDS)
            else:  # written again as soon as the bot is ready
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.bot.wait_until_ready(), HEARTBEAT_SECONDS)

    async def _metrics(self, request: web.Request) -> web.Response:
        body = generate_latest(REGISTRY)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

    async def _healthz(self, request: web.Request) -> web.Response:
        ok = healthy(self.bot)
        return web.Response(status=200 if ok else 503, text="ok\n" if ok else "not connected\n")
