"""The JSON Discord sends for roles, members, channels, guilds and the application."""

from __future__ import annotations

import copy
import time

from testkit.fake_discord.constants import CHANNEL_DM, INTENT_MEMBERS, JSON, PERM_ADMINISTRATOR, PERM_ALL, PERM_BASE
from testkit.fake_discord.helpers import _iso
from testkit.fake_discord.model import FakeChannel, FakeGuild, FakeMember, FakeUser
from testkit.fake_discord.state import DiscordState


class Payloads(DiscordState):
    """Discord's JSON for the objects the fake holds."""

    def _role_payload(self, role_id: int, name: str, permissions: int, *, position: int, bot: bool = False) -> JSON:
        role: JSON = {
            "id": str(role_id),
            "name": name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "icon": None,
            "unicode_emoji": None,
            "position": position,
            "permissions": str(permissions),
            "managed": bot,
            "mentionable": False,
            "flags": 0,
        }
        if bot:
            role["tags"] = {"bot_id": str(self.bot_user.id)}
        return role

    def _permissions(self, guild: FakeGuild | None, user_id: int, channel: FakeChannel | None = None) -> int:
        if guild is None:
            return PERM_BASE
        if user_id == guild.owner_id:
            return PERM_ALL
        member = guild.members.get(user_id)
        role_ids = {guild.id, *(member.roles if member else [])}
        perms = 0
        for role in guild.roles:
            if int(role["id"]) in role_ids:
                perms |= int(role["permissions"])
        return PERM_ALL if perms & PERM_ADMINISTRATOR else perms

    def _member_payload(self, guild: FakeGuild, member: FakeMember, *, with_user: bool = True) -> JSON:
        data: JSON = {
            "nick": member.nick,
            "avatar": None,
            "banner": None,
            "roles": [str(r) for r in member.roles],
            "joined_at": member.joined_at,
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "communication_disabled_until": None,
            "avatar_decoration_data": None,
        }
        if with_user:
            data["user"] = self.users[member.user_id].payload()
        return data

    def _channel_payload(self, channel: FakeChannel) -> JSON:
        if channel.is_dm:
            recipient = self.users[channel.recipient_id] if channel.recipient_id is not None else None
            return {
                "id": str(channel.id),
                "type": CHANNEL_DM,
                "last_message_id": str(channel.last_message_id) if channel.last_message_id else None,
                "flags": 0,
                "recipients": [recipient.payload()] if recipient else [],
            }
        data: JSON = {
            "id": str(channel.id),
            "type": channel.type,
            "guild_id": str(channel.guild_id),
            "name": channel.name,
            "parent_id": str(channel.parent_id) if channel.parent_id else None,
            "last_message_id": str(channel.last_message_id) if channel.last_message_id else None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        if channel.is_thread:
            data.update(
                owner_id=str(channel.owner_id),
                message_count=channel.message_count,
                total_message_sent=channel.message_count,
                member_count=1,
                thread_metadata={
                    "archived": channel.archived,
                    "auto_archive_duration": channel.auto_archive_duration,
                    "archive_timestamp": _iso(channel.id),
                    "locked": channel.locked,
                    "invitable": channel.invitable,
                    "create_timestamp": _iso(channel.id),
                },
            )
        else:
            data.update(
                position=channel.position,
                permission_overwrites=[],
                topic=channel.topic,
                nsfw=False,
                default_auto_archive_duration=1440,
                default_thread_rate_limit_per_user=0,
            )
        return data

    def _thread_member_payload(self, thread: FakeChannel) -> JSON:
        return {"id": str(thread.id), "user_id": str(self.bot_user.id), "join_timestamp": _iso(thread.id), "flags": 1}

    def _interaction_channel_payload(self, channel: FakeChannel, user: FakeUser) -> JSON:
        data = self._channel_payload(channel)
        if not channel.is_dm:
            guild = self.guilds[channel.guild_id] if channel.guild_id is not None else None
            data["permissions"] = str(self._permissions(guild, user.id, channel))
        return data

    def _guild_payload(self, guild: FakeGuild, intents: int, *, available: bool | None = None) -> JSON:
        members = list(guild.members.values()) if intents & INTENT_MEMBERS else [guild.members[self.bot_user.id]]
        threads = [c for c in self.channels.values() if c.is_thread and c.guild_id == guild.id and not c.archived]
        data: JSON = {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "icon_hash": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(guild.owner_id),
            "region": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "widget_enabled": False,
            "widget_channel_id": None,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "roles": copy.deepcopy(guild.roles),
            "emojis": [],
            "stickers": [],
            "features": list(guild.features),
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": str(guild.channels[0].id) if guild.channels else None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "max_presences": None,
            "max_members": 500000,
            "max_video_channel_users": 25,
            "max_stage_video_channel_users": 50,
            "vanity_url_code": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "preferred_locale": guild.locale,
            "nsfw": False,
            "nsfw_level": 0,
            "incidents_data": None,
            "joined_at": guild.joined_at,
            "large": len(guild.members) >= 250,
            "lazy": True,
            "member_count": len(guild.members),
            "voice_states": [],
            "members": [self._member_payload(guild, m) for m in members],
            "channels": [self._channel_payload(c) for c in guild.channels],
            "threads": [{**self._channel_payload(t), "member": self._thread_member_payload(t)} for t in threads],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "embedded_activities": [],
            "activity_instances": [],
            "version": int(time.time() * 1000),
        }
        if available is not None:
            data["unavailable"] = not available
        return data

    def _application_payload(self) -> JSON:
        return {
            "id": str(self.application_id),
            "name": self.bot_user.name,
            "icon": None,
            "description": "",
            "summary": "",
            "type": None,
            "hook": True,
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 0,
            "owner": self.bot_user.payload(),
            "team": None,
            "bot": self.bot_user.payload(),
            "interactions_endpoint_url": None,
            "redirect_uris": [],
            "tags": [],
            "approximate_guild_count": len(self.guilds),
            "integration_types_config": {"0": {}},
        }
