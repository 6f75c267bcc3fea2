"""The REST routes for users, the application, the gateway, commands, guilds, channels and messages."""

from __future__ import annotations

import copy
import json
import mimetypes
import re
from collections.abc import Mapping

from aiohttp import BodyPartReader, web

from testkit.fake_discord.constants import (
    CHANNEL_PRIVATE_THREAD,
    CHANNEL_PUBLIC_THREAD,
    CHANNEL_TEXT,
    FLAG_HAS_THREAD,
    INTENT_GUILDS,
    JSON,
)
from testkit.fake_discord.helpers import _ApiError, _json_response, _Problem, _raise_problems
from testkit.fake_discord.injection import Injection
from testkit.fake_discord.model import FakeChannel, FakeGuild, FakeMessage, _Upload
from testkit.fake_discord.validation import _check_commands, _required_text


class RestApi(Injection):
    """The bot's REST requests, except interactions and webhooks."""

    # ------------------------------------------------------------------ request bodies

    async def _read_body(self, request: web.Request) -> tuple[JSON, dict[int, _Upload]]:
        if request.content_type.startswith("multipart/"):
            payload: JSON = {}
            uploads: dict[int, _Upload] = {}
            reader = await request.multipart()
            while (part := await reader.next()) is not None:
                if not isinstance(part, BodyPartReader):
                    continue
                name = part.name or ""
                if name == "payload_json":
                    payload = json.loads(await part.text())
                elif match := re.fullmatch(r"files\[(\d+)\]", name):
                    uploads[int(match.group(1))] = _Upload(
                        part.filename or f"file{match.group(1)}", bytes(await part.read())
                    )
            return payload, uploads
        raw = await request.read()
        if not raw:
            return {}, {}
        body = json.loads(raw)
        return (body if isinstance(body, dict) else {"__list__": body}), {}

    def _check_size(self, uploads: Mapping[int, _Upload]) -> None:
        if sum(len(u.data) for u in uploads.values()) > self.attachment_size_limit:
            raise _ApiError(413, 40005, "Request entity too large", violation=True)

    # ------------------------------------------------------------------ REST: users, application, gateway

    async def _h_me(self, request: web.Request) -> web.Response:
        self._check_auth(request)
        return _json_response(
            {
                **self.bot_user.payload(),
                "verified": True,
                "mfa_enabled": True,
                "email": None,
                "locale": "en-US",
                "bio": "",
            }
        )

    def _check_auth(self, request: web.Request) -> None:
        if self.token is not None and request.headers.get("Authorization") != f"Bot {self.token}":
            raise _ApiError(401, 0, "401: Unauthorized")

    async def _h_user(self, request: web.Request) -> web.Response:
        user = self.users.get(int(request.match_info["user_id"]))
        if user is None:
            raise _ApiError(404, 10013, "Unknown User")
        return _json_response(user.payload())

    async def _h_open_dm(self, request: web.Request) -> web.Response:
        body, _ = await self._read_body(request)
        user = self.users.get(int(body.get("recipient_id") or 0))
        if user is None or user.id == self.bot_user.id:
            raise _ApiError(400, 50033, "Invalid Recipient(s)", violation=True)
        return _json_response(self._channel_payload(self._open_dm(user)))

    async def _h_application(self, request: web.Request) -> web.Response:
        self._check_auth(request)
        return _json_response(self._application_payload())

    async def _h_gateway_info(self, request: web.Request) -> web.Response:
        return _json_response({"url": self.gateway_url})

    async def _h_gateway_bot(self, request: web.Request) -> web.Response:
        self._check_auth(request)
        limit = {"total": 1000, "remaining": 999, "reset_after": 14400000, "max_concurrency": 1}
        return _json_response({"url": self.gateway_url, "shards": self.shard_count, "session_start_limit": limit})

    # ------------------------------------------------------------------ REST: commands

    def _check_app(self, request: web.Request) -> int | None:
        if int(request.match_info["app_id"]) != self.application_id:
            raise _ApiError(403, 50001, "Missing Access", violation=True)
        guild_id = request.match_info.get("guild_id")
        if guild_id is None:
            return None
        if int(guild_id) not in self.guilds:
            raise _ApiError(404, 10004, "Unknown Guild", violation=True)
        return int(guild_id)

    def _echo_command(self, command: JSON, guild_id: int | None) -> JSON:
        kind = int(command.get("type", 1))
        key = (guild_id, kind, str(command.get("name")))
        command_id = self._command_ids.setdefault(key, self._ids.next())
        echoed: JSON = {
            "id": str(command_id),
            "application_id": str(self.application_id),
            "version": str(self._ids.next()),
            "type": kind,
            "name": command.get("name"),
            "name_localizations": command.get("name_localizations"),
            "description": command.get("description", ""),
            "description_localizations": command.get("description_localizations"),
            "options": copy.deepcopy(command.get("options") or []),
            "default_member_permissions": command.get("default_member_permissions"),
            "dm_permission": command.get("dm_permission", True),
            "contexts": command.get("contexts"),
            "integration_types": command.get("integration_types") or [0],
            "nsfw": bool(command.get("nsfw", False)),
        }
        if guild_id is not None:
            echoed["guild_id"] = str(guild_id)
        return echoed

    async def _h_get_commands(self, request: web.Request) -> web.Response:
        guild_id = self._check_app(request)
        return _json_response(self._global_commands if guild_id is None else self._guild_commands.get(guild_id, []))

    async def _h_put_commands(self, request: web.Request) -> web.Response:
        guild_id = self._check_app(request)
        body, _ = await self._read_body(request)
        commands = body.get("__list__", body)
        _raise_problems(_check_commands(commands))
        echoed = [self._echo_command(c, guild_id) for c in commands]
        if guild_id is None:
            self._global_commands = echoed
        else:
            self._guild_commands[guild_id] = echoed
        return _json_response(echoed)

    async def _h_post_command(self, request: web.Request) -> web.Response:
        guild_id = self._check_app(request)
        body, _ = await self._read_body(request)
        _raise_problems(_check_commands([body]))
        echoed = self._echo_command(body, guild_id)
        pool = self._global_commands if guild_id is None else self._guild_commands.setdefault(guild_id, [])
        pool[:] = [c for c in pool if c["id"] != echoed["id"]] + [echoed]
        return _json_response(echoed)

    # ------------------------------------------------------------------ REST: guilds and channels

    def _guild(self, request: web.Request) -> FakeGuild:
        guild = self.guilds.get(int(request.match_info["guild_id"]))
        if guild is None:
            raise _ApiError(404, 10004, "Unknown Guild", violation=True)
        return guild

    def _channel(self, request: web.Request) -> FakeChannel:
        channel = self.channels.get(int(request.match_info["channel_id"]))
        if channel is None:
            raise _ApiError(404, 10003, "Unknown Channel", violation=True)
        return channel

    async def _h_guild(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        data = self._guild_payload(guild, 0)
        for key in (
            "members",
            "channels",
            "threads",
            "presences",
            "voice_states",
            "joined_at",
            "large",
            "member_count",
        ):
            data.pop(key, None)
        data.update(approximate_member_count=len(guild.members), approximate_presence_count=0)
        return _json_response(data)

    async def _h_guild_channels(self, request: web.Request) -> web.Response:
        return _json_response([self._channel_payload(c) for c in self._guild(request).channels])

    async def _h_guild_members(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        limit = int(request.query.get("limit", "1"))
        after = int(request.query.get("after", "0"))
        members = sorted((m for m in guild.members.values() if m.user_id > after), key=lambda m: m.user_id)[:limit]
        return _json_response([self._member_payload(guild, m) for m in members])

    async def _h_guild_member(self, request: web.Request) -> web.Response:
        guild = self._guild(request)
        member = guild.members.get(int(request.match_info["user_id"]))
        if member is None:
            raise _ApiError(404, 10007, "Unknown Member")
        return _json_response(self._member_payload(guild, member))

    async def _h_channel(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        data = self._channel_payload(channel)
        if channel.is_thread:
            data["member"] = self._thread_member_payload(channel)
        return _json_response(data)

    async def _h_no_content(self, request: web.Request) -> web.Response:
        self._channel(request)
        return web.Response(status=204)

    async def _h_attachment(self, request: web.Request) -> web.Response:
        blob = self._files.get(int(request.match_info["attachment_id"]))
        if blob is None:
            raise web.HTTPNotFound()
        ctype = mimetypes.guess_type(request.match_info["filename"])[0] or "application/octet-stream"
        return web.Response(body=blob, headers={"Content-Type": ctype})

    # ------------------------------------------------------------------ REST: messages

    def _visible_message(self, channel: FakeChannel, message_id: int) -> FakeMessage:
        msg = self._messages.get(message_id)
        if msg is None or msg.deleted or msg.channel_id != channel.id or msg.ephemeral:
            raise _ApiError(404, 10008, "Unknown Message", violation=True)
        return msg

    async def _h_history(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        limit = min(int(request.query.get("limit", "50")), 100)
        before = int(request.query.get("before", str(1 << 63)))
        after = int(request.query.get("after", "0"))
        around = request.query.get("around")
        visible = self.messages(channel.id)
        if around is not None:
            pivot = int(around)
            older = [m for m in visible if m.id <= pivot][-((limit + 1) // 2) :]
            newer = [m for m in visible if m.id > pivot][: limit // 2]
            chosen = older + newer
        else:
            in_range = [m for m in visible if after < m.id < before]
            chosen = (
                in_range[:limit] if "after" in request.query and "before" not in request.query else in_range[-limit:]
            )
        return _json_response([m.data for m in reversed(chosen)])

    async def _h_get_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        return _json_response(self._visible_message(channel, int(request.match_info["message_id"])).data)

    async def _h_post_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, uploads = await self._read_body(request)
        if channel.is_dm:
            recipient = self.users.get(channel.recipient_id or 0)
            if recipient is None or recipient.blocks_dms or recipient.bot:
                raise _ApiError(403, 50007, "Cannot send messages to this user")
        elif channel.is_thread:
            guild = self.guilds[channel.guild_id or 0]
            if not self._permissions(guild, self.bot_user.id) & (1 << 38):
                raise _ApiError(403, 50013, "Missing Permissions")
            if channel.locked or channel.archived:
                raise _ApiError(400, 50083, "Thread is archived")
        self._check_size(uploads)
        msg = self._new_message(channel, self.bot_user, body, uploads)
        return _json_response(msg.data)

    async def _h_edit_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._visible_message(channel, int(request.match_info["message_id"]))
        if msg.author_id != self.bot_user.id:
            raise _ApiError(403, 50005, "Cannot edit a message authored by another user", violation=True)
        body, uploads = await self._read_body(request)
        self._check_size(uploads)
        self._edit_message(msg, body, uploads)
        return _json_response(msg.data)

    async def _h_delete_message(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        msg = self._visible_message(channel, int(request.match_info["message_id"]))
        self._delete_message(msg)
        return web.Response(status=204)

    async def _h_create_thread(self, request: web.Request) -> web.Response:
        channel = self._channel(request)
        body, _ = await self._read_body(request)
        if channel.type != CHANNEL_TEXT:
            raise _ApiError(400, 50024, "Cannot execute action on this channel type", violation=True)
        guild = self.guilds[channel.guild_id or 0]
        start_message: FakeMessage | None = None
        if "message_id" in request.match_info:
            start_message = self._visible_message(channel, int(request.match_info["message_id"]))
            if start_message.flags & FLAG_HAS_THREAD:
                raise _ApiError(400, 160004, "A thread has already been created for this message", violation=True)
        kind = int(body.get("type", CHANNEL_PRIVATE_THREAD)) if start_message is None else CHANNEL_PUBLIC_THREAD
        needed = 1 << 35 if kind == CHANNEL_PUBLIC_THREAD else 1 << 36
        if not self._permissions(guild, self.bot_user.id, channel) & needed:
            raise _ApiError(403, 50013, "Missing Permissions")
        _raise_problems(_required_text(("name",), body.get("name"), 100))
        duration = int(body.get("auto_archive_duration") or 1440)
        if duration not in (60, 1440, 4320, 10080):
            _raise_problems(
                [
                    _Problem(
                        ("auto_archive_duration",), "BASE_TYPE_CHOICES", "Value must be one of (60, 1440, 4320, 10080)."
                    )
                ]
            )
        thread = FakeChannel(
            id=start_message.id if start_message is not None else self._ids.next(),
            type=kind,
            name=str(body["name"]),
            guild_id=guild.id,
            parent_id=channel.id,
            owner_id=self.bot_user.id,
            auto_archive_duration=duration,
            invitable=bool(body.get("invitable", True)),
        )
        self.channels[thread.id] = thread
        data = {**self._channel_payload(thread), "member": self._thread_member_payload(thread)}
        self._dispatch("THREAD_CREATE", {**data, "newly_created": True}, guild_id=guild.id, intent=INTENT_GUILDS)
        if start_message is not None:
            update = dict(start_message.data)
            update["flags"] = start_message.flags | FLAG_HAS_THREAD
            update["thread"] = self._channel_payload(thread)
            start_message.data = update
            self._dispatch_message("MESSAGE_UPDATE", start_message)
        return _json_response(data, 201)
