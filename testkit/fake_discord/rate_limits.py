"""Discord's rate limits as modelled: which routes count toward the global budget, the limits, and the
limiter that answers 429 when a budget is spent."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from testkit.fake_discord.constants import JSON

# Interaction callbacks and the interaction's webhook (follow-ups, edits of @original) are not bound
# to the bot's global limit.
_EXEMPT_ROUTE = re.compile(r"^[A-Z]+ /(interactions/|webhooks/\{app_id\}/\{token\})")


def counts_toward_global(route: str) -> bool:
    """Whether a request ("POST /channels/{channel_id}/messages") counts toward the bot's global rate limit."""
    return not _EXEMPT_ROUTE.match(route)


@dataclass
class RateLimits:
    """Discord's rate limits as modelled: a global budget per bot and a per-channel message budget.

    Discord: about 50 requests per second per bot (interaction endpoints exempt), and 5 messages per
    5 seconds per channel (its `POST /channels/{id}/messages` bucket, DMs included).
    """

    global_per_second: int = 50
    channel_messages: int = 5
    channel_window: float = 5.0


@dataclass
class _Bucket:
    limit: int
    window: float
    remaining: int = 0
    reset_at: float = 0.0


class _Limiter:
    """Decides, per request, whether Discord would answer 429, and the X-RateLimit headers it sends."""

    MESSAGE_ROUTE = "POST /channels/{channel_id}/messages"
    BUCKET_HASH = "80c17d2f203122d936070c88c8d10f33"

    def __init__(self, limits: RateLimits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self._global: list[float] = []  # times of counted requests in the last second
        self._buckets: dict[str, _Bucket] = {}
        # When each message the limits let through was admitted, per channel: the times the limits are
        # about (a message's `created_at` comes later, after its body is read).
        self.admitted: dict[str, list[float]] = {}

    def check(self, route: str, match_info: Mapping[str, str]) -> tuple[JSON | None, dict[str, str]]:
        """(429 body or None, headers for the response); the request is counted when allowed."""
        now = self.clock()
        headers: dict[str, str] = {}
        if counts_toward_global(route):
            window = self._global
            while window and window[0] <= now - 1.0:
                window.pop(0)
            if len(window) >= self.limits.global_per_second:
                retry_after = round(window[0] + 1.0 - now, 3)
                return {"message": "You are being rate limited.", "retry_after": retry_after, "global": True}, {
                    "Retry-After": str(max(1, int(retry_after + 0.999))),
                    "X-RateLimit-Global": "true",
                    "X-RateLimit-Scope": "global",
                }
        bucket = None
        if route == self.MESSAGE_ROUTE:
            key = f"{route}:{match_info.get('channel_id')}"
            bucket = self._buckets.get(key)
            if bucket is None:
                bucket = self._buckets[key] = _Bucket(self.limits.channel_messages, self.limits.channel_window)
            if now >= bucket.reset_at:
                bucket.remaining, bucket.reset_at = bucket.limit, now + bucket.window
            reset_after = max(0.0, bucket.reset_at - now)
            headers = {
                "X-RateLimit-Limit": str(bucket.limit),
                "X-RateLimit-Remaining": str(max(0, bucket.remaining - 1)),
                "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
                "X-RateLimit-Reset-After": f"{reset_after:.3f}",
                "X-RateLimit-Bucket": self.BUCKET_HASH,
            }
            if bucket.remaining <= 0:
                headers["X-RateLimit-Remaining"] = "0"
                headers["X-RateLimit-Scope"] = "user"
                headers["Retry-After"] = str(max(1, int(reset_after + 0.999)))
                return {"message": "You are being rate limited.", "retry_after": round(reset_after, 3), "global": False}, headers
        if counts_toward_global(route):
            self._global.append(now)
        if bucket is not None:
            bucket.remaining -= 1
            self.admitted.setdefault(match_info.get("channel_id", ""), []).append(now)
        return None, headers
