"""Protocol-level fake Discord (REST + gateway on 127.0.0.1) that the real, unmodified discord.py bot talks to.

`FakeDiscord` (in `fake`) is built in layers, each a class adding to the one before and using only
what lies below it: `state` (what the fake holds), `payloads` (Discord's JSON), `gateway`, `storage`
(messages), `scenario` (setting up, querying), `injection` (users' actions), `rest` and `webhooks`
(the bot's requests), and `fake` itself (starting, stopping, routing). Discord's limits are checked
in `validation`, its rate limits modelled in `rate_limits`; tests inspect the objects of `model`.
"""

from testkit.fake_discord.constants import (
    CHANNEL_DM,
    CHANNEL_PRIVATE_THREAD,
    CHANNEL_PUBLIC_THREAD,
    CHANNEL_TEXT,
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_HAS_THREAD,
    FLAG_LOADING,
    FLAG_SUPPRESS_EMBEDS,
    FLAG_SUPPRESS_NOTIFICATIONS,
    JSON,
)
from testkit.fake_discord.fake import FakeDiscord
from testkit.fake_discord.model import (
    FakeCallback,
    FakeChannel,
    FakeGuild,
    FakeInteraction,
    FakeMember,
    FakeMessage,
    FakeUser,
    Violation,
)
from testkit.fake_discord.rate_limits import RateLimits, _Limiter, counts_toward_global

__all__ = [
    "CHANNEL_DM",
    "CHANNEL_PRIVATE_THREAD",
    "CHANNEL_PUBLIC_THREAD",
    "CHANNEL_TEXT",
    "FLAG_COMPONENTS_V2",
    "FLAG_EPHEMERAL",
    "FLAG_HAS_THREAD",
    "FLAG_LOADING",
    "FLAG_SUPPRESS_EMBEDS",
    "FLAG_SUPPRESS_NOTIFICATIONS",
    "JSON",
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
