"""Everything the fake Discord holds, and its addresses; the layers of `FakeDiscord` build on it."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

from aiohttp import web

from testkit.fake_discord.constants import JSON
from testkit.fake_discord.helpers import _Snowflakes
from testkit.fake_discord.model import FakeChannel, FakeGuild, FakeInteraction, FakeMessage, FakeUser, Violation
from testkit.fake_discord.rate_limits import RateLimits, _Limiter
from testkit.fake_discord.sessions import _Connection, _Session


class DiscordState:
    """What the fake Discord holds: users, guilds, channels, messages, interactions, commands, gateway
    sessions, and the record of requests and broken rules."""

    def __init__(
        self,
        *,
        shards: int = 1,
        token: str | None = None,
        bot_name: str = "Spieltisch",
        heartbeat_interval: float = 41.25,
        callback_deadline: float | None = 3.0,
        privileged_intents: bool = True,
        attachment_size_limit: int = 10 * 1024 * 1024,
        rate_limits: RateLimits | None = None,
    ) -> None:
        """`rate_limits`: model Discord's global and per-channel limits (429 with `retry_after`); off by default."""
        self.shard_count = shards
        self.token = token
        self.heartbeat_interval = heartbeat_interval
        self.callback_deadline = callback_deadline
        self.privileged_intents = privileged_intents
        self.attachment_size_limit = attachment_size_limit
        self._ids = _Snowflakes()
        self.bot_user = FakeUser(id=self._ids.next(), name=bot_name, bot=True)
        self.application_id = self.bot_user.id
        self.users: dict[int, FakeUser] = {self.bot_user.id: self.bot_user}
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        self._messages: dict[int, FakeMessage] = {}
        self._channel_messages: dict[int, list[int]] = {}
        self._files: dict[int, bytes] = {}
        self.interactions: list[FakeInteraction] = []
        self._interactions_by_id: dict[int, FakeInteraction] = {}
        self._interactions_by_token: dict[str, FakeInteraction] = {}
        self._global_commands: list[JSON] = []
        self._guild_commands: dict[int, list[JSON]] = {}
        self._command_ids: dict[tuple[int | None, int, str], int] = {}
        self.violations: list[Violation] = []
        self.rejections: list[Violation] = []
        self.errors: list[str] = []
        self.unhandled: list[str] = []
        self.requests: list[tuple[str, str, int]] = []
        # (time.monotonic(), method, route template, path as sent, status) of every REST request
        self.request_log: list[tuple[float, str, str, str, int]] = []
        self.rate_limited: list[str] = []
        self._rate_limits: dict[str, list[Any]] = {}
        self._limiter = _Limiter(rate_limits) if rate_limits is not None else None
        self.listeners: list[Callable[[str, FakeMessage], None]] = []
        self._sessions: dict[str, _Session] = {}
        self._conns: set[_Connection] = set()
        self.identifies = 0
        self.resumes = 0
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._stack = contextlib.ExitStack()
        self._changed = asyncio.Event()
        self._inflight = 0
        self._last_activity = 0.0

    # ------------------------------------------------------------------ addresses

    @property
    def url(self) -> str:
        """Base URL of the server."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """Value patched into discord.http.Route.BASE."""
        return f"{self.url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """Websocket URL of the gateway."""
        return f"ws://127.0.0.1:{self.port}/gateway"

    # ------------------------------------------------------------------ changes

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()
