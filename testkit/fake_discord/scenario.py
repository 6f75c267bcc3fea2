"""What a test sets up (users, guilds, channels, members, forced 429s) and what it asks of the fake
(commands, messages, DMs, threads, waiting until something happened)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from testkit.fake_discord.constants import (
    CHANNEL_DM,
    CHANNEL_TEXT,
    INTENT_GUILDS,
    INTENT_MEMBERS,
    JSON,
    PERM_BASE,
    PERM_MANAGE_MESSAGES,
    PERM_MANAGE_THREADS,
    PERM_THREADS,
)
from testkit.fake_discord.model import FakeChannel, FakeGuild, FakeMember, FakeMessage, FakeUser
from testkit.fake_discord.storage import MessageStore


class Scenario(MessageStore):
    """Setting up a scenario and querying what happened."""

    # ------------------------------------------------------------------ scenario

    def add_user(
        self,
        name: str,
        *,
        blocks_dms: bool = False,
        locale: str = "en-US",
        bot: bool = False,
        global_name: str | None = None,
    ) -> FakeUser:
        """Create a user."""
        user = FakeUser(
            id=self._ids.next(), name=name, global_name=global_name, bot=bot, blocks_dms=blocks_dms, locale=locale
        )
        self.users[user.id] = user
        return user

    def add_guild(
        self,
        name: str,
        *,
        channels: Sequence[str] = ("general",),
        members: Iterable[FakeUser | int] = (),
        owner: FakeUser | int | None = None,
        allow_threads: bool = True,
        locale: str = "en-US",
        shard: int | None = None,
    ) -> FakeGuild:
        """Create a guild with text channels and members (the bot is always a member); announce it if connected."""
        guild_id = self._ids.next(shard=None if shard is None else (shard, self.shard_count))
        member_ids = [m if isinstance(m, int) else m.id for m in members]
        owner_id = (
            (owner if isinstance(owner, int) else owner.id)
            if owner is not None
            else (member_ids or [self.bot_user.id])[0]
        )
        guild = FakeGuild(id=guild_id, name=name, owner_id=owner_id, locale=locale, allow_threads=allow_threads)
        perms = PERM_BASE if allow_threads else PERM_BASE & ~PERM_THREADS
        bot_role_id = self._ids.next()
        guild.roles = [
            self._role_payload(guild_id, "@everyone", perms, position=0),
            self._role_payload(
                bot_role_id,
                self.bot_user.name,
                perms | PERM_MANAGE_MESSAGES | PERM_MANAGE_THREADS,
                position=1,
                bot=True,
            ),
        ]
        guild.members[self.bot_user.id] = FakeMember(self.bot_user.id, roles=[bot_role_id])
        for user_id in [owner_id, *member_ids]:
            if user_id not in self.users:
                raise KeyError(f"unknown user {user_id}")
            guild.members.setdefault(user_id, FakeMember(user_id))
        self.guilds[guild_id] = guild
        for position, channel_name in enumerate(channels):
            channel = FakeChannel(
                id=self._ids.next(), type=CHANNEL_TEXT, name=channel_name, guild_id=guild_id, position=position
            )
            guild.channels.append(channel)
            self.channels[channel.id] = channel
        for session in self._live_sessions(guild_id):
            session.dispatch("GUILD_CREATE", self._guild_payload(guild, session.intents))
        return guild

    def add_channel(self, guild_id: int, name: str) -> FakeChannel:
        """Create a text channel (CHANNEL_CREATE if connected)."""
        guild = self.guilds[guild_id]
        channel = FakeChannel(
            id=self._ids.next(), type=CHANNEL_TEXT, name=name, guild_id=guild_id, position=len(guild.channels)
        )
        guild.channels.append(channel)
        self.channels[channel.id] = channel
        self._dispatch("CHANNEL_CREATE", self._channel_payload(channel), guild_id=guild_id, intent=INTENT_GUILDS)
        return channel

    def add_member(self, guild_id: int, user: FakeUser | int) -> FakeMember:
        """Add a user to a guild (GUILD_MEMBER_ADD if connected with the members intent)."""
        user_id = user if isinstance(user, int) else user.id
        guild = self.guilds[guild_id]
        member = guild.members.setdefault(user_id, FakeMember(user_id))
        data = {**self._member_payload(guild, member), "guild_id": str(guild_id)}
        self._dispatch("GUILD_MEMBER_ADD", data, guild_id=guild_id, intent=INTENT_MEMBERS)
        return member

    def rate_limit(self, route: str, *, times: int = 1, retry_after: float = 0.05, is_global: bool = False) -> None:
        """Answer the next `times` requests to route (e.g. "POST /channels/{channel_id}/messages") with 429."""
        self._rate_limits[route] = [times, retry_after, is_global]

    # ------------------------------------------------------------------ queries

    @property
    def commands(self) -> list[JSON]:
        """Global application commands as last synced."""
        return list(self._global_commands)

    def guild_commands(self, guild_id: int) -> list[JSON]:
        """Guild application commands as last synced."""
        return list(self._guild_commands.get(guild_id, []))

    def command(self, name: str, guild_id: int | None = None) -> JSON:
        """The synced chat-input command with this name (guild command first, then global)."""
        pools = ([self._guild_commands.get(guild_id, [])] if guild_id is not None else []) + [self._global_commands]
        for pool in pools:
            for command in pool:
                if command["name"] == name and int(command.get("type", 1)) == 1:
                    return command
        raise LookupError(f"command /{name} is not synced (synced: {[c['name'] for c in self._global_commands]})")

    def command_id(self, name: str, guild_id: int | None = None) -> int:
        """Id of a synced command."""
        return int(self.command(name, guild_id)["id"])

    def message(self, message_id: int) -> FakeMessage:
        """A stored message by id."""
        return self._messages[message_id]

    def messages(self, channel_id: int, *, ephemeral: bool = False, deleted: bool = False) -> list[FakeMessage]:
        """Messages in a channel or thread, oldest first."""
        out = []
        for mid in self._channel_messages.get(channel_id, []):
            msg = self._messages[mid]
            if (msg.deleted and not deleted) or (msg.ephemeral and not ephemeral):
                continue
            out.append(msg)
        return out

    def admitted(self, channel_id: int) -> list[float]:
        """When the modelled rate limits let each message to a channel through (monotonic seconds)."""
        return list(self._limiter.admitted.get(str(channel_id), [])) if self._limiter is not None else []

    def dm_channel(self, user_id: int) -> FakeChannel | None:
        """The bot's DM channel with a user, if opened."""
        return next((c for c in self.channels.values() if c.is_dm and c.recipient_id == user_id), None)

    def dms(self, user_id: int) -> list[FakeMessage]:
        """Messages in the DM channel with a user."""
        channel = self.dm_channel(user_id)
        return self.messages(channel.id) if channel is not None else []

    def threads(self, parent_id: int | None = None) -> list[FakeChannel]:
        """Threads created, optionally only those under one channel."""
        return [c for c in self.channels.values() if c.is_thread and (parent_id is None or c.parent_id == parent_id)]

    def latest_with_components(
        self, channel_id: int | None = None, *, custom_id_prefix: str = ""
    ) -> FakeMessage | None:
        """The newest visible message (optionally in one channel) having a component whose custom_id has this prefix."""
        for mid in sorted(self._messages, reverse=True):
            msg = self._messages[mid]
            if msg.deleted or (channel_id is not None and msg.channel_id != channel_id):
                continue
            if any(cid.startswith(custom_id_prefix) for cid in msg.custom_ids()):
                return msg
        return None

    def member(self, guild_id: int, user_id: int) -> FakeMember:
        """A guild member."""
        return self.guilds[guild_id].members[user_id]

    def assert_clean(self) -> None:
        """Fail if the bot broke a Discord rule, the fake failed, or a route was not served."""
        problems = [f"violation: {v}" for v in self.violations]
        problems += [f"fake error: {e}" for e in self.errors]
        problems += [f"unserved route: {r}" for r in self.unhandled]
        if problems:
            raise AssertionError("\n".join(problems))

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 5.0, *, what: str = "condition") -> Any:
        """Wait until predicate() is truthy (re-checked after every change) and return its value."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                rejected = "; ".join(str(v) for v in self.rejections[-5:])
                raise TimeoutError(
                    f"timed out after {timeout}s waiting for {what}"
                    + (f"; last rejections: {rejected}" if rejected else "")
                )
            changed = self._changed
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(changed.wait(), min(remaining, 0.05))

    async def wait_for_message(
        self, channel_id: int, predicate: Callable[[FakeMessage], Any] | None = None, *, timeout: float = 5.0
    ) -> FakeMessage:
        """Wait for a visible message in a channel matching predicate; return the newest match."""

        def find() -> FakeMessage | None:
            matches = [m for m in self.messages(channel_id) if predicate is None or predicate(m)]
            return matches[-1] if matches else None

        result: FakeMessage = await self.wait_for(find, timeout, what=f"a message in channel {channel_id}")
        return result

    async def wait_for_dm(
        self, user_id: int, predicate: Callable[[FakeMessage], Any] | None = None, *, timeout: float = 5.0
    ) -> FakeMessage:
        """Wait for a DM to a user matching predicate; return the newest match."""

        def find() -> FakeMessage | None:
            matches = [m for m in self.dms(user_id) if predicate is None or predicate(m)]
            return matches[-1] if matches else None

        result: FakeMessage = await self.wait_for(find, timeout, what=f"a DM to user {user_id}")
        return result

    async def idle(self, quiet: float = 0.05, timeout: float = 5.0) -> None:
        """Wait until no request is in flight and none arrived for `quiet` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            now = loop.time()
            if self._inflight == 0 and now - self._last_activity >= quiet:
                return
            if now >= deadline:
                raise TimeoutError("the bot kept talking to the fake")
            await asyncio.sleep(quiet / 2)

    def _open_dm(self, user: FakeUser) -> FakeChannel:
        channel = self.dm_channel(user.id)
        if channel is None:
            channel = FakeChannel(id=self._ids.next(), type=CHANNEL_DM, recipient_id=user.id)
            self.channels[channel.id] = channel
        return channel
