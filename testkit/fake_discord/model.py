"""What the fake holds and tests inspect: users, members, channels, guilds, messages, interactions and
their callbacks, and the record of a broken rule."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from testkit.fake_discord.constants import CHANNEL_DM, FLAG_EPHEMERAL, FLAG_LOADING, JSON, THREAD_TYPES
from testkit.fake_discord.helpers import _flatten_errors, _now_iso
from testkit.fake_discord.validation import _walk_components


@dataclass(eq=False)
class FakeUser:
    """A Discord user; `blocks_dms` makes the bot's DMs fail with 50007."""

    id: int
    name: str
    global_name: str | None = None
    bot: bool = False
    blocks_dms: bool = False
    locale: str = "en-US"

    def payload(self) -> JSON:
        """User object as Discord sends it."""
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.global_name,
            "discriminator": "0",
            "avatar": None,
            "avatar_decoration_data": None,
            "banner": None,
            "accent_color": None,
            "public_flags": 0,
            "flags": 0,
            "bot": self.bot,
            "system": False,
            "primary_guild": None,
            "collectibles": None,
        }

@dataclass(eq=False)
class FakeMember:
    """A user's membership in a guild."""

    user_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=_now_iso)

@dataclass(eq=False)
class FakeChannel:
    """A text channel, DM channel or thread."""

    id: int
    type: int
    name: str | None = None
    guild_id: int | None = None
    parent_id: int | None = None
    owner_id: int | None = None
    recipient_id: int | None = None
    position: int = 0
    topic: str | None = None
    auto_archive_duration: int = 1440
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    last_message_id: int | None = None
    message_count: int = 0

    @property
    def is_thread(self) -> bool:
        """Whether this channel is a thread."""
        return self.type in THREAD_TYPES

    @property
    def is_dm(self) -> bool:
        """Whether this channel is a DM channel."""
        return self.type == CHANNEL_DM

@dataclass(eq=False)
class FakeGuild:
    """A guild; `allow_threads=False` removes thread permissions so creation is refused with 50013."""

    id: int
    name: str
    owner_id: int
    locale: str = "en-US"
    allow_threads: bool = True
    channels: list[FakeChannel] = field(default_factory=list)
    members: dict[int, FakeMember] = field(default_factory=dict)
    roles: list[JSON] = field(default_factory=list)
    features: list[str] = field(default_factory=list)
    joined_at: str = field(default_factory=_now_iso)

    def channel(self, name: str) -> FakeChannel:
        """The text channel with this name."""
        for channel in self.channels:
            if channel.name == name:
                return channel
        raise KeyError(name)

@dataclass(eq=False)
class FakeMessage:
    """A stored message: `data` is the Discord payload (kept current on edits), `files` the attachment bytes."""

    data: JSON
    files: dict[int, bytes] = field(default_factory=dict)
    interaction_id: int | None = None
    deleted: bool = False
    history: list[JSON] = field(default_factory=list)
    created_at: float = field(default_factory=time.monotonic)

    @property
    def id(self) -> int:
        """Message id."""
        return int(self.data["id"])

    @property
    def channel_id(self) -> int:
        """Channel id."""
        return int(self.data["channel_id"])

    @property
    def author_id(self) -> int:
        """Author's user id."""
        return int(self.data["author"]["id"])

    @property
    def content(self) -> str:
        """Message content."""
        return str(self.data.get("content") or "")

    @property
    def embeds(self) -> list[JSON]:
        """Embeds."""
        return list(self.data.get("embeds") or [])

    @property
    def components(self) -> list[JSON]:
        """Top-level components."""
        return list(self.data.get("components") or [])

    @property
    def attachments(self) -> list[JSON]:
        """Attachment objects."""
        return list(self.data.get("attachments") or [])

    @property
    def flags(self) -> int:
        """Message flags."""
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        """Whether only the interacting user sees it."""
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        """Whether this is a deferred 'thinking' message not yet filled."""
        return bool(self.flags & FLAG_LOADING)

    def walk_components(self) -> Iterator[JSON]:
        """Every component, nested ones included."""
        for _, comp in _walk_components(self.data.get("components"), ()):
            yield comp

    def custom_ids(self) -> list[str]:
        """custom_ids of all components, in order."""
        return [str(c["custom_id"]) for c in self.walk_components() if c.get("custom_id")]

    def component(self, custom_id: str) -> JSON | None:
        """The component with this custom_id."""
        return next((c for c in self.walk_components() if c.get("custom_id") == custom_id), None)

    def attachment(self, filename: str | None = None) -> bytes:
        """Bytes of the attachment with this filename (or the first one)."""
        for item in self.attachments:
            if filename is None or item["filename"] == filename:
                return self.files[int(item["id"])]
        raise KeyError(filename)

@dataclass(eq=False)
class FakeCallback:
    """The initial response to an interaction."""

    type: int
    data: JSON
    message: FakeMessage | None = None
    at: float = field(default_factory=time.monotonic)

    @property
    def ephemeral(self) -> bool:
        """Whether the response message is ephemeral."""
        return self.message is not None and self.message.ephemeral

@dataclass
class Violation:
    """A request the fake refused (a 4xx answered to the bot)."""

    route: str
    status: int
    code: int
    message: str
    errors: JSON = field(default_factory=dict)

    def __str__(self) -> str:
        details = "; ".join(_flatten_errors(self.errors))
        return f"{self.route} -> {self.status} {self.code} {self.message}" + (f" ({details})" if details else "")


class InteractionHost(Protocol):
    """What an interaction uses of the fake Discord that holds it (a `FakeDiscord`)."""

    _messages: dict[int, FakeMessage]

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 5.0, *, what: str = "condition") -> Any:
        """Wait until predicate() is truthy and return its value."""


@dataclass(eq=False)
class FakeInteraction:
    """An injected interaction and everything the bot answered to it."""

    fake: InteractionHost = field(repr=False)
    id: int
    token: str
    type: int
    payload: JSON = field(repr=False)
    user_id: int
    guild_id: int | None
    channel_id: int
    message_id: int | None = None
    created_at: float = field(default_factory=time.monotonic)
    callback: FakeCallback | None = None
    original_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    choices: list[JSON] | None = None
    modal: JSON | None = None
    events: list[tuple[str, int | None]] = field(default_factory=list)
    rejections: list[Violation] = field(default_factory=list)

    @property
    def original(self) -> FakeMessage | None:
        """The @original message (the response message, or the component's message for types 6/7)."""
        return self.fake._messages.get(self.original_id) if self.original_id is not None else None

    @property
    def followups(self) -> list[FakeMessage]:
        """Follow-up messages, in order."""
        return [self.fake._messages[mid] for mid in self.followup_ids]

    @property
    def messages(self) -> list[FakeMessage]:
        """Original response message (if created by this interaction) and follow-ups."""
        out = []
        original = self.original
        if original is not None and original.interaction_id == self.id:
            out.append(original)
        return out + self.followups

    @property
    def ephemeral(self) -> list[FakeMessage]:
        """Ephemeral messages of this interaction."""
        return [m for m in self.messages if m.ephemeral]

    async def wait_for(self, predicate: Callable[[FakeInteraction], Any], timeout: float = 5.0) -> FakeInteraction:
        """Wait until predicate(self) is true."""
        await self.fake.wait_for(
            lambda: predicate(self), timeout=timeout, what=f"interaction {self.id} ({self.describe()})"
        )
        return self

    async def response(self, timeout: float = 5.0) -> FakeCallback:
        """Wait for the initial callback."""
        await self.wait_for(lambda it: it.callback is not None, timeout)
        assert self.callback is not None
        return self.callback

    async def followup(self, index: int = 0, timeout: float = 5.0) -> FakeMessage:
        """Wait for the index-th follow-up message."""
        await self.wait_for(lambda it: len(it.followup_ids) > index, timeout)
        return self.followups[index]

    async def final_message(self, timeout: float = 5.0) -> FakeMessage:
        """Wait until the @original message exists and is no longer loading."""
        await self.wait_for(lambda it: it.original is not None and not it.original.loading, timeout)
        original = self.original
        assert original is not None
        return original

    def describe(self) -> str:
        """Short text of what happened so far."""
        rejected = "; ".join(str(v) for v in self.rejections)
        return f"type={self.type} events={self.events}" + (f" rejected: {rejected}" if rejected else "")

@dataclass
class _Upload:
    filename: str
    data: bytes
