"""Protocol-level fake Discord that the real, unmodified discord.py bot talks to (see `fake.FakeDiscord`)."""

from testkit.fake_discord.fake import (
    FLAG_SUPPRESS_NOTIFICATIONS,
    FakeCallback,
    FakeChannel,
    FakeDiscord,
    FakeGuild,
    FakeInteraction,
    FakeMember,
    FakeMessage,
    FakeUser,
    RateLimits,
    Violation,
    _Limiter,
    counts_toward_global,
)

__all__ = [
    "FLAG_SUPPRESS_NOTIFICATIONS",
    "FakeCallback",
    "FakeChannel",
    "FakeDiscord",
    "FakeGuild",
    "FakeInteraction",
    "FakeMember",
    "FakeMessage",
    "FakeUser",
    "RateLimits",
    "Violation",
    "_Limiter",
    "counts_toward_global",
]
