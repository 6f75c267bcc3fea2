"""Messages as Discord stores them: attachments, creation (with Discord's limits), edits, deletion, and the
events each dispatches."""

from __future__ import annotations

import copy
import mimetypes
from collections.abc import Mapping
from typing import Any

from testkit.fake_discord.constants import (
    _MENTION_RE,
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_HAS_THREAD,
    FLAG_LOADING,
    FLAG_SUPPRESS_EMBEDS,
    FLAG_SUPPRESS_NOTIFICATIONS,
    INTENT_DM_MESSAGES,
    INTENT_GUILD_MESSAGES,
    INTENT_MESSAGE_CONTENT,
    INTERACTION_AUTOCOMPLETE,
    INTERACTION_COMMAND,
    JSON,
)
from testkit.fake_discord.gateway import Gateway
from testkit.fake_discord.helpers import _ApiError, _iso, _now_iso, _png_size, _Problem, _raise_problems
from testkit.fake_discord.model import FakeChannel, FakeInteraction, FakeMessage, FakeUser, _Upload
from testkit.fake_discord.validation import _check_message, _is_empty


class MessageStore(Gateway):
    """Messages, their attachments and the gateway events their changes dispatch."""

    def _make_attachment(
        self, channel_id: int, upload: _Upload, *, ephemeral: bool, description: str | None = None
    ) -> JSON:
        attachment_id = self._ids.next()
        self._files[attachment_id] = upload.data
        url = f"{self.url}/attachments/{channel_id}/{attachment_id}/{upload.filename}"
        data: JSON = {
            "id": str(attachment_id),
            "filename": upload.filename,
            "size": len(upload.data),
            "url": url,
            "proxy_url": url,
            "content_type": mimetypes.guess_type(upload.filename)[0] or "application/octet-stream",
        }
        if description is not None:
            data["description"] = description
        if ephemeral:
            data["ephemeral"] = True
        size = _png_size(upload.data)
        if size is not None:
            data["width"], data["height"] = size
        return data

    def _attachments(
        self,
        channel_id: int,
        entries: Any,
        uploads: Mapping[int, _Upload],
        existing: list[JSON],
        *,
        ephemeral: bool,
        prefix: tuple[str | int, ...],
    ) -> list[JSON]:
        if entries is None:
            entries = [{"id": str(a["id"])} for a in existing] + [{"id": i} for i in sorted(uploads)]
        by_id = {str(a["id"]): a for a in existing}
        out: list[JSON] = []
        used: set[int] = set()
        problems: list[_Problem] = []
        for index, entry in enumerate(entries):
            ref = entry.get("id")
            if isinstance(ref, int) and ref in uploads and ref not in used:
                used.add(ref)
                upload = uploads[ref]
                if entry.get("filename"):
                    upload = _Upload(str(entry["filename"]), upload.data)
                out.append(
                    self._make_attachment(channel_id, upload, ephemeral=ephemeral, description=entry.get("description"))
                )
            elif str(ref) in by_id:
                out.append(by_id[str(ref)])
            else:
                problems.append(
                    _Problem(("attachments", index, "id"), "ATTACHMENT_NOT_FOUND", f"Unknown attachment {ref!r}")
                )
        for index in sorted(set(uploads) - used):
            out.append(self._make_attachment(channel_id, uploads[index], ephemeral=ephemeral))
        _raise_problems(problems, prefix)
        return out

    def _files_of(self, attachments: list[JSON]) -> dict[int, bytes]:
        return {int(a["id"]): self._files[int(a["id"])] for a in attachments}

    def _new_message(
        self,
        channel: FakeChannel,
        author: FakeUser,
        payload: JSON,
        uploads: Mapping[int, _Upload],
        *,
        interaction: FakeInteraction | None = None,
        ephemeral: bool = False,
        loading: bool = False,
        followup: bool = False,
        prefix: tuple[str | int, ...] = (),
    ) -> FakeMessage:
        problems = _check_message(payload, len(uploads))
        _raise_problems(problems, prefix)
        flags = int(payload.get("flags") or 0) & (
            FLAG_SUPPRESS_EMBEDS | FLAG_SUPPRESS_NOTIFICATIONS | FLAG_COMPONENTS_V2
        )
        if ephemeral:
            flags |= FLAG_EPHEMERAL
        if loading:
            flags |= FLAG_LOADING
        attachments = self._attachments(
            channel.id, payload.get("attachments"), uploads, [], ephemeral=ephemeral, prefix=prefix
        )
        message_id = self._ids.next()
        content = str(payload.get("content") or "")
        data: JSON = {
            "id": str(message_id),
            "type": 0,
            "channel_id": str(channel.id),
            "author": author.payload(),
            "content": content,
            "timestamp": _iso(message_id),
            "edited_timestamp": None,
            "tts": bool(payload.get("tts", False)),
            "mention_everyone": False,
            "mentions": [
                self.users[int(u)].payload()
                for u in dict.fromkeys(_MENTION_RE.findall(content))
                if int(u) in self.users
            ],
            "mention_roles": [],
            "attachments": attachments,
            "embeds": copy.deepcopy(payload.get("embeds") or []),
            "pinned": False,
            "flags": flags,
            "components": copy.deepcopy(payload.get("components") or []),
        }
        if not loading and _is_empty(data):
            raise _ApiError(400, 50006, "Cannot send an empty message", violation=True)
        if "nonce" in payload:
            data["nonce"] = payload["nonce"]
        reference = payload.get("message_reference")
        if reference:
            referenced = self._messages.get(int(reference.get("message_id") or 0))
            if referenced is None and reference.get("fail_if_not_exists", True):
                _raise_problems(
                    [_Problem(("message_reference",), "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", "Unknown message")], prefix
                )
            data["type"] = 19
            data["message_reference"] = {
                "type": 0,
                "message_id": str(reference.get("message_id")),
                "channel_id": str(channel.id),
            }
            if channel.guild_id is not None:
                data["message_reference"]["guild_id"] = str(channel.guild_id)
            data["referenced_message"] = copy.deepcopy(referenced.data) if referenced is not None else None
        if interaction is not None:
            command_name = self._interaction_name(interaction)
            data["type"] = 20 if interaction.type in (INTERACTION_COMMAND, INTERACTION_AUTOCOMPLETE) else 0
            data["webhook_id"] = str(self.application_id)
            data["application_id"] = str(self.application_id)
            user = self.users[interaction.user_id]
            metadata: JSON = {
                "id": str(interaction.id),
                "type": interaction.type,
                "user": user.payload(),
                "authorizing_integration_owners": interaction.payload["authorizing_integration_owners"],
            }
            if command_name is not None:
                metadata.update(name=command_name, command_type=1)
            if interaction.message_id is not None:
                metadata["interacted_message_id"] = str(interaction.message_id)
            if followup and interaction.original_id is not None:
                metadata["original_response_message_id"] = str(interaction.original_id)
            data["interaction_metadata"] = metadata
            if command_name is not None:
                data["interaction"] = {
                    "id": str(interaction.id),
                    "type": interaction.type,
                    "name": command_name,
                    "user": user.payload(),
                }
        msg = FakeMessage(
            data=data, files=self._files_of(attachments), interaction_id=interaction.id if interaction else None
        )
        self._messages[message_id] = msg
        self._channel_messages.setdefault(channel.id, []).append(message_id)
        for listener in self.listeners:
            listener("create", msg)
        if not ephemeral:
            channel.last_message_id = message_id
            if channel.is_thread:
                channel.message_count += 1
            self._dispatch_message("MESSAGE_CREATE", msg)
        return msg

    def _interaction_name(self, interaction: FakeInteraction) -> str | None:
        if interaction.type not in (INTERACTION_COMMAND, INTERACTION_AUTOCOMPLETE):
            return None
        data = interaction.payload["data"]
        parts = [data["name"]]
        options = data.get("options") or []
        while options and options[0].get("type") in (1, 2):
            parts.append(options[0]["name"])
            options = options[0].get("options") or []
        return " ".join(parts)

    def _edit_message(
        self, msg: FakeMessage, payload: JSON, uploads: Mapping[int, _Upload], *, prefix: tuple[str | int, ...] = ()
    ) -> None:
        new = dict(msg.data)
        for key in ("content", "embeds", "components"):
            if key in payload:
                value = payload[key]
                new[key] = copy.deepcopy(value) if value is not None else ("" if key == "content" else [])
        keep = msg.flags & (FLAG_EPHEMERAL | FLAG_HAS_THREAD | FLAG_COMPONENTS_V2)
        flags = keep
        if payload.get("flags") is not None:
            flags |= int(payload["flags"]) & (FLAG_SUPPRESS_EMBEDS | FLAG_COMPONENTS_V2)
        elif msg.flags & FLAG_SUPPRESS_EMBEDS:
            flags |= FLAG_SUPPRESS_EMBEDS
        new["flags"] = flags
        channel_id = msg.channel_id
        if "attachments" in payload or uploads:
            new["attachments"] = self._attachments(
                channel_id, payload.get("attachments"), uploads, msg.attachments, ephemeral=msg.ephemeral, prefix=prefix
            )
        _raise_problems(_check_message(new, len(new.get("attachments") or [])), prefix)
        if _is_empty(new):
            raise _ApiError(400, 50006, "Cannot send an empty message", violation=True)
        if not msg.loading:
            new["edited_timestamp"] = _now_iso()
        msg.history.append(msg.data)
        msg.data = new
        msg.files = self._files_of(new.get("attachments") or [])
        if not msg.ephemeral:
            self._dispatch_message("MESSAGE_UPDATE", msg)

    def _delete_message(self, msg: FakeMessage) -> None:
        msg.deleted = True
        if not msg.ephemeral:
            channel = self.channels[msg.channel_id]
            data: JSON = {"id": str(msg.id), "channel_id": str(channel.id)}
            if channel.guild_id is not None:
                data["guild_id"] = str(channel.guild_id)
            intent = INTENT_DM_MESSAGES if channel.is_dm else INTENT_GUILD_MESSAGES
            self._dispatch("MESSAGE_DELETE", data, guild_id=channel.guild_id, intent=intent)

    def _dispatch_message(self, event: str, msg: FakeMessage) -> None:
        channel = self.channels[msg.channel_id]
        intent = INTENT_DM_MESSAGES if channel.is_dm else INTENT_GUILD_MESSAGES
        for session in self._live_sessions(channel.guild_id):
            if not session.intents & intent:
                continue
            data = copy.deepcopy(msg.data)
            if channel.guild_id is not None:
                guild = self.guilds[channel.guild_id]
                data["guild_id"] = str(guild.id)
                member = guild.members.get(msg.author_id)
                if member is not None:
                    data["member"] = self._member_payload(guild, member, with_user=False)
            hidden = (
                not session.intents & INTENT_MESSAGE_CONTENT
                and msg.author_id != self.bot_user.id
                and not channel.is_dm
                and not any(int(u["id"]) == self.bot_user.id for u in data["mentions"])
            )
            if hidden:
                data.update(content="", embeds=[], attachments=[], components=[])
            session.dispatch(event, data)
