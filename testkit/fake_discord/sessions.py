"""A gateway connection (frames written in order) and a session (a shard's IDENTIFY, its events)."""

from __future__ import annotations

import asyncio
import contextlib
import json
from dataclasses import dataclass, field

from aiohttp import web

from testkit.fake_discord.constants import JSON
from testkit.fake_discord.helpers import _jsonable


class _Connection:
    """One gateway websocket; frames are sent in order by a writer task."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[JSON | tuple[int, str]] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write(), name="fake-discord-gateway-writer")

    def send(self, payload: JSON | tuple[int, str]) -> None:
        self.queue.put_nowait(payload)

    async def _write(self) -> None:
        while True:
            item = await self.queue.get()
            if self.ws.closed:
                return
            if isinstance(item, tuple):
                await self.ws.close(code=item[0], message=item[1].encode())
                return
            try:
                await self.ws.send_str(json.dumps(item))
            except (ConnectionError, RuntimeError):
                return

    async def close(self, code: int) -> None:
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.writer
        if not self.ws.closed:
            await self.ws.close(code=code)


@dataclass(eq=False)
class _Session:
    id: str
    shard_id: int
    shard_count: int
    intents: int
    token: str
    conn: _Connection | None = None
    seq: int = 0
    sent: list[JSON] = field(default_factory=list)
    invalid: bool = False

    def owns(self, guild_id: int | None) -> bool:
        if guild_id is None:
            return self.shard_id == 0
        return (guild_id >> 22) % self.shard_count == self.shard_id

    def dispatch(self, event: str, data: JSON) -> None:
        self.seq += 1
        payload = {"op": 0, "t": event, "s": self.seq, "d": _jsonable(data)}
        self.sent.append(payload)
        if self.conn is not None:
            self.conn.send(payload)
