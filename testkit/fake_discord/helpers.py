"""Small pieces every part of the fake uses: JSON responses, timestamps, snowflakes and Discord's error
bodies (`_ApiError`, raised anywhere, answered by the middleware)."""

from __future__ import annotations

import datetime
import json
import struct
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from testkit.fake_discord.constants import DISCORD_EPOCH, JSON


def _json_response(data: Any, status: int = 200, headers: Mapping[str, str] | None = None) -> web.Response:
    """JSON response whose Content-Type is exactly application/json (discord.py insists)."""
    all_headers = {"Content-Type": "application/json"}
    all_headers.update(headers or {})
    return web.Response(body=json.dumps(data).encode(), status=status, headers=all_headers)


def _iso(snowflake: int) -> str:
    ms = (snowflake >> 22) + DISCORD_EPOCH
    return datetime.datetime.fromtimestamp(ms / 1000, datetime.UTC).isoformat()


def _now_iso() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat()


def _png_size(data: bytes) -> tuple[int, int] | None:
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return int(width), int(height)
    return None


def _jsonable(data: Any) -> Any:
    return json.loads(json.dumps(data))


class _Snowflakes:
    """Snowflake ids with strictly increasing timestamps."""

    def __init__(self) -> None:
        self._last = 0

    def next(self, *, shard: tuple[int, int] | None = None) -> int:
        now = int(time.time() * 1000) - DISCORD_EPOCH
        value = max(self._last + 1, now << 22)
        if shard is not None:
            shard_id, count = shard
            stamp = value >> 22
            if (stamp % count != shard_id) or (stamp << 22) < value:
                stamp += 1
                while stamp % count != shard_id:
                    stamp += 1
                value = stamp << 22
        self._last = value
        return value


@dataclass(frozen=True)
class _Problem:
    path: tuple[str | int, ...]
    code: str
    message: str


def _errors_tree(problems: Iterable[_Problem], prefix: tuple[str | int, ...] = ()) -> JSON:
    tree: JSON = {}
    for problem in problems:
        node = tree
        for key in (*prefix, *problem.path):
            node = node.setdefault(str(key), {})
        node.setdefault("_errors", []).append({"code": problem.code, "message": problem.message})
    return tree


def _flatten_errors(tree: Mapping[str, Any], path: str = "") -> list[str]:
    out: list[str] = []
    for key, value in tree.items():
        if key == "_errors":
            out.extend(f"{path or '<body>'}: {err['message']}" for err in value)
        elif isinstance(value, Mapping):
            out.extend(_flatten_errors(value, f"{path}.{key}" if path else key))
    return out


class _ApiError(Exception):
    """An error answered to the bot in Discord's format."""

    def __init__(
        self, status: int, code: int, message: str, *, errors: JSON | None = None, violation: bool = False
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors or {}
        self.violation = violation

    @classmethod
    def form(cls, problems: Sequence[_Problem], prefix: tuple[str | int, ...] = ()) -> _ApiError:
        return cls(400, 50035, "Invalid Form Body", errors=_errors_tree(problems, prefix), violation=True)

    def body(self) -> JSON:
        body: JSON = {"code": self.code, "message": self.message}
        if self.errors:
            body["errors"] = self.errors
        return body


def _raise_problems(problems: Sequence[_Problem], prefix: tuple[str | int, ...] = ()) -> None:
    if problems:
        raise _ApiError.form(problems, prefix)
