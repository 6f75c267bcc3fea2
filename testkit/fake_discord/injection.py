"""What users do: slash commands, autocomplete, clicks, selects, modals and messages, injected as the
interactions and events Discord would send."""

from __future__ import annotations

import copy
import secrets
from collections.abc import Mapping, Sequence
from typing import Any

from testkit.fake_discord.constants import (
    INTERACTION_AUTOCOMPLETE,
    INTERACTION_COMMAND,
    INTERACTION_COMPONENT,
    INTERACTION_MODAL,
    JSON,
    PERM_BASE,
    SELECT_TYPES,
)
from testkit.fake_discord.model import FakeChannel, FakeInteraction, FakeMessage, FakeUser, _Upload
from testkit.fake_discord.scenario import Scenario
from testkit.fake_discord.validation import _walk_components


class Injection(Scenario):
    """Users' actions, sent to the bot as interactions and gateway events."""

    # ------------------------------------------------------------------ injection

    async def slash(
        self,
        user_id: int,
        guild_id: int | None,
        channel_id: int | None,
        name: str,
        subcommand: str | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        locale: str = "en-US",
    ) -> FakeInteraction:
        """Invoke a slash command (INTERACTION_CREATE type 2); guild_id=None means the user's DM with the bot."""
        user, channel = self._actor(user_id, guild_id, channel_id)
        data = self._command_data(user, channel, name, subcommand, options or {}, focused=None)
        return self._inject(INTERACTION_COMMAND, user, channel, data, locale=locale)

    async def autocomplete(
        self,
        user_id: int,
        guild_id: int | None,
        channel_id: int | None,
        name: str,
        subcommand: str | None = None,
        options: Mapping[str, Any] | None = None,
        *,
        focused: str,
        locale: str = "en-US",
        timeout: float = 5.0,
    ) -> list[JSON]:
        """Send an autocomplete interaction (type 4) for option `focused`; return the choices the bot answered."""
        user, channel = self._actor(user_id, guild_id, channel_id)
        data = self._command_data(user, channel, name, subcommand, options or {}, focused=focused)
        interaction = self._inject(INTERACTION_AUTOCOMPLETE, user, channel, data, locale=locale)
        await interaction.wait_for(lambda it: it.choices is not None, timeout)
        return list(interaction.choices or [])

    async def click(
        self, user_id: int, message: FakeMessage | int, custom_id: str, *, locale: str = "en-US"
    ) -> FakeInteraction:
        """Click a button on a stored message (INTERACTION_CREATE type 3)."""
        msg, comp = self._component(message, custom_id)
        if comp.get("type") != 2:
            raise ValueError(f"{custom_id!r} is not a button")
        if comp.get("style") in (5, 6):
            raise ValueError(f"{custom_id!r} is a link/premium button; clicking it sends no interaction")
        data: JSON = {"custom_id": custom_id, "component_type": 2}
        if "id" in comp:
            data["id"] = comp["id"]
        return self._inject_component(user_id, msg, data, locale=locale)

    async def select(
        self, user_id: int, message: FakeMessage | int, custom_id: str, values: Sequence[Any], *, locale: str = "en-US"
    ) -> FakeInteraction:
        """Choose values in a select menu on a stored message (INTERACTION_CREATE type 3)."""
        msg, comp = self._component(message, custom_id)
        kind = comp.get("type")
        if kind not in SELECT_TYPES:
            raise ValueError(f"{custom_id!r} is not a select menu")
        str_values = [str(v.id if isinstance(v, (FakeUser, FakeChannel)) else v) for v in values]
        low, high = comp.get("min_values", 1), comp.get("max_values", 1)
        if not low <= len(str_values) <= high:
            raise ValueError(f"select {custom_id!r} takes {low}..{high} values, got {len(str_values)}")
        data: JSON = {"custom_id": custom_id, "component_type": kind, "values": str_values}
        if kind == 3:
            allowed = {o["value"] for o in comp.get("options", [])}
            unknown = [v for v in str_values if v not in allowed]
            if unknown:
                raise ValueError(f"select {custom_id!r} has no options {unknown}")
        else:
            channel = self.channels[msg.channel_id]
            resolved: JSON = {}
            for value in str_values:
                self._resolve(int(value), channel, resolved, kind={5: 6, 6: 8, 7: 9, 8: 7}[kind])
            data["resolved"] = resolved
        return self._inject_component(user_id, msg, data, locale=locale)

    async def submit_modal(
        self, user_id: int, opener: FakeInteraction, values: Mapping[str, str | Sequence[str]], *, locale: str = "en-US"
    ) -> FakeInteraction:
        """Submit the modal the bot opened in answer to `opener` (INTERACTION_CREATE type 5)."""
        modal = opener.modal
        if modal is None:
            raise ValueError("the bot did not answer this interaction with a modal")

        def fill(comp: JSON) -> JSON:
            custom_id = comp.get("custom_id")
            out: JSON = {"type": comp["type"]}
            if "id" in comp:
                out["id"] = comp["id"]
            if comp["type"] == 1:
                out["components"] = [fill(c) for c in comp.get("components", [])]
            elif comp["type"] == 18:
                out["component"] = fill(comp["component"])
            elif custom_id is not None:
                out["custom_id"] = custom_id
                value = values.get(custom_id, comp.get("value", ""))
                if comp["type"] == 4:
                    if not value and comp.get("required", True):
                        raise ValueError(f"text input {custom_id!r} is required")
                    out["value"] = value
                else:
                    out["values"] = [value] if isinstance(value, str) else list(value)
            return out

        unknown = set(values) - {c.get("custom_id") for _, c in _walk_components(modal["components"], ())}
        if unknown:
            raise ValueError(f"modal has no inputs {sorted(unknown)}")
        data = {"custom_id": modal["custom_id"], "components": [fill(c) for c in modal["components"]]}
        user = self.users[user_id]
        channel = self.channels[opener.channel_id]
        message = self._messages.get(opener.message_id) if opener.message_id is not None else None
        return self._inject(INTERACTION_MODAL, user, channel, data, locale=locale, message=message)

    async def say(self, user_id: int, channel_id: int, content: str) -> FakeMessage:
        """Post a message as a user (MESSAGE_CREATE to the bot)."""
        user = self.users[user_id]
        channel = self.channels[channel_id]
        return self._new_message(channel, user, {"content": content}, {})

    def dispatch(self, event: str, data: JSON, *, guild_id: int | None = None, all_shards: bool = False) -> int:
        """Send a gateway dispatch to the shard owning guild_id (DMs: shard 0) or to all shards; return the count."""
        if all_shards:
            sessions = [s for s in self._sessions.values() if not s.invalid]
            for session in sessions:
                session.dispatch(event, data)
            return len(sessions)
        return self._dispatch(event, data, guild_id=guild_id)

    def connected_shards(self) -> list[int]:
        """Shard ids with a live, identified gateway session (one per shard and process)."""
        return sorted(s.shard_id for s in self._sessions.values() if not s.invalid and s.conn is not None)

    def send_reconnect(self, shard_id: int = 0) -> None:
        """Ask the shard to reconnect (op 7); discord.py then RESUMEs."""
        for session in self._live_sessions_for_shard(shard_id):
            if session.conn is not None:
                session.conn.send({"op": 7, "d": None, "s": None, "t": None})

    # ------------------------------------------------------------------ interaction building

    def _actor(self, user_id: int, guild_id: int | None, channel_id: int | None) -> tuple[FakeUser, FakeChannel]:
        user = self.users[user_id]
        if guild_id is None:
            if channel_id is not None:
                channel = self.channels[channel_id]
                if not channel.is_dm or channel.recipient_id != user_id:
                    raise ValueError(f"channel {channel_id} is not the DM channel of user {user_id}")
                return user, channel
            return user, self._open_dm(user)
        guild = self.guilds[guild_id]
        if user_id not in guild.members:
            raise ValueError(f"user {user_id} is not a member of guild {guild_id}")
        channel = self.channels[channel_id] if channel_id is not None else guild.channels[0]
        if channel.guild_id != guild_id:
            raise ValueError(f"channel {channel.id} is not in guild {guild_id}")
        return user, channel

    def _command_data(
        self,
        user: FakeUser,
        channel: FakeChannel,
        name: str,
        subcommand: str | None,
        options: Mapping[str, Any],
        *,
        focused: str | None,
    ) -> JSON:
        path = name.split() + (subcommand.split() if subcommand else [])
        command = self.command(path[0], channel.guild_id)
        if channel.guild_id is None:
            contexts = command.get("contexts")
            if command.get("dm_permission") is False or (contexts is not None and 1 not in contexts):
                raise ValueError(f"/{path[0]} cannot be used in DMs")
        resolved: JSON = {}
        leaf_defs = command.get("options") or []
        chain: list[JSON] = []
        for segment in path[1:]:
            found = next((o for o in leaf_defs if o["name"] == segment and o["type"] in (1, 2)), None)
            if found is None:
                raise ValueError(f"/{' '.join(path)}: no subcommand {segment!r}")
            chain.append(found)
            leaf_defs = found.get("options") or []
        if any(o["type"] in (1, 2) for o in leaf_defs):
            raise ValueError(f"/{' '.join(path)} needs a subcommand: {[o['name'] for o in leaf_defs]}")
        leaf = self._option_values(leaf_defs, options, channel, resolved, focused)
        for definition in reversed(chain):
            leaf = [{"name": definition["name"], "type": definition["type"], "options": leaf}]
        data: JSON = {"id": str(command["id"]), "name": command["name"], "type": 1}
        if leaf:
            data["options"] = leaf
        if resolved:
            data["resolved"] = resolved
        if command.get("guild_id"):
            data["guild_id"] = str(command["guild_id"])
        return data

    def _option_values(
        self,
        definitions: list[JSON],
        values: Mapping[str, Any],
        channel: FakeChannel,
        resolved: JSON,
        focused: str | None,
    ) -> list[JSON]:
        by_name = {d["name"]: d for d in definitions}
        unknown = set(values) - set(by_name)
        if unknown:
            raise ValueError(f"unknown options {sorted(unknown)}; the command has {sorted(by_name)}")
        if focused is not None and focused not in by_name:
            raise ValueError(f"unknown focused option {focused!r}")
        out: list[JSON] = []
        for definition in definitions:
            name, kind = definition["name"], definition["type"]
            if name == focused:
                out.append({"name": name, "type": kind, "value": str(values.get(name, "")), "focused": True})
                continue
            if name not in values:
                if definition.get("required") and focused is None:
                    raise ValueError(f"option {name!r} is required")
                continue
            out.append(
                {"name": name, "type": kind, "value": self._option_value(definition, values[name], channel, resolved)}
            )
        return out

    def _option_value(self, definition: JSON, value: Any, channel: FakeChannel, resolved: JSON) -> Any:
        kind = definition["type"]
        name = definition["name"]
        if kind == 3:
            result: Any = str(value)
            low, high = definition.get("min_length", 0), definition.get("max_length", 6000)
            if not low <= len(result) <= high:
                raise ValueError(f"option {name!r} must be {low}..{high} characters")
        elif kind in (4, 10):
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ValueError(f"option {name!r} must be a number")
            result = int(value) if kind == 4 else float(value)
            if kind == 4 and result != value:
                raise ValueError(f"option {name!r} must be an integer")
            low, high = definition.get("min_value"), definition.get("max_value")
            if (low is not None and result < low) or (high is not None and result > high):
                raise ValueError(f"option {name!r} must be within {low}..{high}")
        elif kind == 5:
            result = bool(value)
        elif kind in (6, 7, 8, 9):
            target = value.id if isinstance(value, (FakeUser, FakeChannel)) else int(value)
            self._resolve(target, channel, resolved, kind=kind)
            result = str(target)
        elif kind == 11:
            filename, blob = value
            attachment = self._make_attachment(channel.id, _Upload(filename, bytes(blob)), ephemeral=True)
            resolved.setdefault("attachments", {})[attachment["id"]] = attachment
            result = attachment["id"]
        else:
            raise ValueError(f"option type {kind} is not supported")
        choices = definition.get("choices")
        if choices and result not in [c["value"] for c in choices]:
            raise ValueError(f"option {name!r} must be one of {[c['value'] for c in choices]}")
        return result

    def _resolve(self, target: int, channel: FakeChannel, resolved: JSON, *, kind: int) -> None:
        guild = self.guilds.get(channel.guild_id) if channel.guild_id is not None else None
        if kind in (6, 9) and target in self.users:
            resolved.setdefault("users", {})[str(target)] = self.users[target].payload()
            if guild is not None and target in guild.members:
                member = self._member_payload(guild, guild.members[target], with_user=False)
                member["permissions"] = str(self._permissions(guild, target))
                resolved.setdefault("members", {})[str(target)] = member
        elif kind in (8, 9) and guild is not None and any(int(r["id"]) == target for r in guild.roles):
            resolved.setdefault("roles", {})[str(target)] = next(r for r in guild.roles if int(r["id"]) == target)
        elif kind == 7 and target in self.channels:
            target_channel = self.channels[target]
            data = self._channel_payload(target_channel)
            data["permissions"] = str(self._permissions(guild, self.bot_user.id) if guild else PERM_BASE)
            resolved.setdefault("channels", {})[str(target)] = data
        else:
            raise ValueError(f"cannot resolve {target} as option type {kind}")

    def _component(self, message: FakeMessage | int, custom_id: str) -> tuple[FakeMessage, JSON]:
        msg = self._messages[message if isinstance(message, int) else message.id]
        if msg.deleted:
            raise ValueError(f"message {msg.id} was deleted")
        comp = msg.component(custom_id)
        if comp is None:
            raise ValueError(f"message {msg.id} has no component {custom_id!r} (has {msg.custom_ids()})")
        if comp.get("disabled"):
            raise ValueError(f"component {custom_id!r} is disabled")
        return msg, comp

    def _inject_component(self, user_id: int, msg: FakeMessage, data: JSON, *, locale: str) -> FakeInteraction:
        user = self.users[user_id]
        channel = self.channels[msg.channel_id]
        if channel.guild_id is not None and user_id not in self.guilds[channel.guild_id].members:
            raise ValueError(f"user {user_id} is not a member of guild {channel.guild_id}")
        if channel.is_dm and channel.recipient_id != user_id:
            raise ValueError(f"user {user_id} cannot see DM channel {channel.id}")
        return self._inject(INTERACTION_COMPONENT, user, channel, data, locale=locale, message=msg)

    def _inject(
        self,
        kind: int,
        user: FakeUser,
        channel: FakeChannel,
        data: JSON,
        *,
        locale: str,
        message: FakeMessage | None = None,
    ) -> FakeInteraction:
        interaction_id = self._ids.next()
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(48)
        guild = self.guilds.get(channel.guild_id) if channel.guild_id is not None else None
        payload: JSON = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "token": token,
            "version": 1,
            "channel_id": str(channel.id),
            "channel": self._interaction_channel_payload(channel, user),
            "locale": locale,
            "app_permissions": str(self._permissions(guild, self.bot_user.id, channel) if guild else PERM_BASE),
            "entitlements": [],
            "entitlement_sku_ids": [],
            "authorizing_integration_owners": {"0": str(guild.id) if guild else "0"},
            "context": 0 if guild else 1,
            "attachment_size_limit": self.attachment_size_limit,
        }
        if guild is not None:
            member = self._member_payload(guild, guild.members[user.id])
            member["permissions"] = str(self._permissions(guild, user.id, channel))
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": guild.locale, "features": list(guild.features)},
                guild_locale=guild.locale,
                member=member,
            )
        else:
            payload["user"] = user.payload()
        if message is not None:
            payload["message"] = copy.deepcopy(message.data)
        interaction = FakeInteraction(
            fake=self,
            id=interaction_id,
            token=token,
            type=kind,
            payload=payload,
            user_id=user.id,
            guild_id=guild.id if guild else None,
            channel_id=channel.id,
            message_id=message.id if message is not None else None,
        )
        self.interactions.append(interaction)
        self._interactions_by_id[interaction_id] = interaction
        self._interactions_by_token[token] = interaction
        if not self._dispatch("INTERACTION_CREATE", payload, guild_id=guild.id if guild else None):
            raise RuntimeError("no gateway session receives this interaction; is the bot connected and ready?")
        return interaction
