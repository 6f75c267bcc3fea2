"""Protocol-level fake Discord (REST + gateway on 127.0.0.1) that the real, unmodified discord.py bot talks to.

Usage:
    async with FakeDiscord() as fake:                       # random port; discord.py's REST base and gateway patched
        alice = fake.add_user("alice"); guild = fake.add_guild("Test", members=[alice])
        task = asyncio.create_task(bot.start("token")); await bot.wait_until_ready()   # real login, sync, gateway
        it = await fake.slash(alice.id, guild.id, guild.channels[0].id, "demo", subcommand="hello", options={"text": "hi"})
        reply = (await it.response()).message               # FakeMessage: content, components, attachment bytes
        click = await fake.click(alice.id, reply, "demo:0"); await click.response()
        assert fake.dms(alice.id) == [] and fake.threads() == []
        fake.assert_clean()                                 # no Discord rule broken (fake.violations), nothing unserved
        await bot.close(); await task                       # close the bot before leaving the block
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import datetime
import json
import mimetypes
import re
import secrets
import struct
import time
import traceback
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

import discord.gateway
import discord.http
import yarl
from aiohttp import BodyPartReader, WSMsgType, web

__all__ = [
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
    "counts_toward_global",
]

JSON = dict[str, Any]

DISCORD_EPOCH = 1420070400000

# Intents (IDENTIFY "intents" bit field).
INTENT_GUILDS = 1 << 0
INTENT_MEMBERS = 1 << 1
INTENT_PRESENCES = 1 << 8
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DM_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15
PRIVILEGED_INTENTS = INTENT_MEMBERS | INTENT_PRESENCES | INTENT_MESSAGE_CONTENT

# Channel types.
CHANNEL_TEXT = 0
CHANNEL_DM = 1
CHANNEL_PUBLIC_THREAD = 11
CHANNEL_PRIVATE_THREAD = 12
THREAD_TYPES = frozenset({10, 11, 12})

# Message flags.
FLAG_SUPPRESS_EMBEDS = 1 << 2
FLAG_HAS_THREAD = 1 << 5
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_SUPPRESS_NOTIFICATIONS = 1 << 12
FLAG_COMPONENTS_V2 = 1 << 15

# Interaction types and callback types.
INTERACTION_COMMAND = 2
INTERACTION_COMPONENT = 3
INTERACTION_AUTOCOMPLETE = 4
INTERACTION_MODAL = 5
CALLBACK_MESSAGE = 4
CALLBACK_DEFERRED_MESSAGE = 5
CALLBACK_DEFERRED_UPDATE = 6
CALLBACK_UPDATE = 7
CALLBACK_AUTOCOMPLETE = 8
CALLBACK_MODAL = 9
_ALLOWED_CALLBACKS: dict[int, frozenset[int]] = {
    INTERACTION_COMMAND: frozenset({4, 5, 9}),
    INTERACTION_COMPONENT: frozenset({4, 5, 6, 7, 9}),
    INTERACTION_AUTOCOMPLETE: frozenset({8}),
    INTERACTION_MODAL: frozenset({4, 5, 6, 7}),
}

# Permissions.
PERM_ADMINISTRATOR = 1 << 3
PERM_MANAGE_MESSAGES = 1 << 13
PERM_MANAGE_THREADS = 1 << 34
PERM_THREADS = (1 << 35) | (1 << 36) | (1 << 38)  # create public/private threads, send messages in threads
PERM_ALL = (1 << 51) - 1
PERM_BASE = (
    (1 << 0)  # create invite
    | (1 << 6)  # add reactions
    | (1 << 10)  # view channel
    | (1 << 11)  # send messages
    | (1 << 14)  # embed links
    | (1 << 15)  # attach files
    | (1 << 16)  # read message history
    | (1 << 17)  # mention everyone
    | (1 << 18)  # use external emojis
    | (1 << 26)  # change nickname
    | (1 << 31)  # use application commands
    | PERM_THREADS
)

SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
_NAME_RE = re.compile(r"^[-_'\w]{1,32}$")
_MENTION_RE = re.compile(r"<@!?(\d+)>")


# --------------------------------------------------------------------------- helpers


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


# --------------------------------------------------------------------------- validation (Discord's limits)


def _too_long(path: tuple[str | int, ...], value: Any, limit: int) -> list[_Problem]:
    if isinstance(value, str) and len(value) > limit:
        return [_Problem(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")]
    return []


def _required_text(path: tuple[str | int, ...], value: Any, limit: int) -> list[_Problem]:
    if not isinstance(value, str) or not value:
        return [_Problem(path, "BASE_TYPE_REQUIRED", "This field is required")]
    return _too_long(path, value, limit)


def _walk_components(components: Any, path: tuple[str | int, ...]) -> Iterator[tuple[tuple[str | int, ...], JSON]]:
    if not isinstance(components, list):
        return
    for index, comp in enumerate(components):
        if not isinstance(comp, dict):
            continue
        here = (*path, index)
        yield here, comp
        yield from _walk_components(comp.get("components"), (*here, "components"))
        for key in ("component", "accessory"):
            child = comp.get(key)
            if isinstance(child, dict):
                yield (*here, key), child
                yield from _walk_components(child.get("components"), (*here, key, "components"))


def _check_button(path: tuple[str | int, ...], comp: JSON) -> list[_Problem]:
    problems = _too_long((*path, "label"), comp.get("label"), 80)
    style = comp.get("style")
    if style in (1, 2, 3, 4):
        if not comp.get("custom_id"):
            problems.append(_Problem((*path, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required"))
        if comp.get("url"):
            problems.append(
                _Problem((*path, "url"), "BUTTON_COMPONENT_URL_NOT_ALLOWED", "A non-link button cannot have a url")
            )
    elif style == 5:
        if not comp.get("url"):
            problems.append(_Problem((*path, "url"), "BASE_TYPE_REQUIRED", "This field is required"))
        if comp.get("custom_id"):
            problems.append(
                _Problem(
                    (*path, "custom_id"),
                    "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED",
                    "A link button cannot have a custom id",
                )
            )
    elif style != 6:
        problems.append(
            _Problem((*path, "style"), "BASE_TYPE_CHOICES", f"Value must be one of (1, 2, 3, 4, 5, 6), got {style!r}.")
        )
    if style != 6 and not comp.get("label") and not comp.get("emoji"):
        problems.append(
            _Problem((*path, "label"), "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED", "A button needs a label or an emoji")
        )
    return problems


def _check_select(path: tuple[str | int, ...], comp: JSON) -> list[_Problem]:
    problems: list[_Problem] = []
    if not comp.get("custom_id"):
        problems.append(_Problem((*path, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required"))
    problems += _too_long((*path, "placeholder"), comp.get("placeholder"), 150)
    min_values = comp.get("min_values", 1)
    max_values = comp.get("max_values", 1)
    if not isinstance(min_values, int) or not 0 <= min_values <= 25:
        problems.append(_Problem((*path, "min_values"), "NUMBER_TYPE_MAX", "int value should be between 0 and 25."))
    if not isinstance(max_values, int) or not 1 <= max_values <= 25:
        problems.append(_Problem((*path, "max_values"), "NUMBER_TYPE_MAX", "int value should be between 1 and 25."))
    elif isinstance(min_values, int) and min_values > max_values:
        problems.append(
            _Problem((*path, "min_values"), "SELECT_COMPONENT_MIN_VALUES_TOO_LARGE", "min_values exceeds max_values")
        )
    if comp.get("type") == 3:
        options = comp.get("options")
        if not isinstance(options, list) or not options:
            problems.append(_Problem((*path, "options"), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length."))
            return problems
        if len(options) > 25:
            problems.append(_Problem((*path, "options"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
        values: set[str] = set()
        for index, option in enumerate(options):
            opath = (*path, "options", index)
            problems += _required_text((*opath, "label"), option.get("label"), 100)
            problems += _required_text((*opath, "value"), option.get("value"), 100)
            problems += _too_long((*opath, "description"), option.get("description"), 100)
            if option.get("value") in values:
                problems.append(
                    _Problem(
                        (*opath, "value"),
                        "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                        "Select option values must be unique",
                    )
                )
            values.add(option.get("value"))
        if isinstance(max_values, int) and max_values > len(options):
            problems.append(
                _Problem(
                    (*path, "max_values"),
                    "SELECT_COMPONENT_MAX_VALUES_TOO_LARGE",
                    "max_values exceeds the number of options",
                )
            )
    return problems


def _check_components(components: Any, *, v2: bool) -> list[_Problem]:
    if components is None:
        return []
    if not isinstance(components, list):
        return [_Problem(("components",), "LIST_TYPE_CONVERT", "Must be a list.")]
    problems: list[_Problem] = []
    if v2:
        total = sum(1 for _ in _walk_components(components, ()))
        if total > 40:
            problems.append(
                _Problem(("components",), "BASE_TYPE_MAX_LENGTH", "Must be 40 or fewer components in total.")
            )
    else:
        if len(components) > 5:
            problems.append(_Problem(("components",), "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length."))
        for index, row in enumerate(components):
            rpath: tuple[str | int, ...] = ("components", index)
            if not isinstance(row, dict) or row.get("type") != 1:
                problems.append(
                    _Problem(
                        (*rpath, "type"), "UNION_TYPE_CHOICES", "Top-level components must be action rows (type 1)."
                    )
                )
                continue
            children = row.get("components") or []
            if not children:
                problems.append(
                    _Problem((*rpath, "components"), "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.")
                )
            elif any(child.get("type") in SELECT_TYPES for child in children) and len(children) > 1:
                problems.append(
                    _Problem(
                        (*rpath, "components"),
                        "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                        "A select menu must be alone in its action row.",
                    )
                )
            elif len(children) > 5:
                problems.append(
                    _Problem((*rpath, "components"), "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
                )
    seen: set[str] = set()
    for path, comp in _walk_components(components, ("components",)):
        custom_id = comp.get("custom_id")
        if custom_id is not None:
            if not isinstance(custom_id, str) or len(custom_id) > 100:
                problems.append(
                    _Problem((*path, "custom_id"), "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length.")
                )
            elif custom_id in seen:
                problems.append(
                    _Problem(
                        (*path, "custom_id"),
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        "Component custom id cannot be duplicated",
                    )
                )
            seen.add(str(custom_id))
        kind = comp.get("type")
        if kind == 2:
            problems += _check_button(path, comp)
        elif kind in SELECT_TYPES:
            problems += _check_select(path, comp)
    return problems


def _check_embeds(embeds: Any) -> list[_Problem]:
    if embeds is None:
        return []
    if not isinstance(embeds, list):
        return [_Problem(("embeds",), "LIST_TYPE_CONVERT", "Must be a list.")]
    problems: list[_Problem] = []
    if len(embeds) > 10:
        problems.append(_Problem(("embeds",), "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length."))
    total = 0
    for index, embed in enumerate(embeds):
        path: tuple[str | int, ...] = ("embeds", index)
        for key, limit in (("title", 256), ("description", 4096)):
            value = embed.get(key)
            if isinstance(value, str):
                total += len(value)
                problems += _too_long((*path, key), value, limit)
        fields = embed.get("fields") or []
        if len(fields) > 25:
            problems.append(_Problem((*path, "fields"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
        for findex, item in enumerate(fields):
            fpath = (*path, "fields", findex)
            problems += _required_text((*fpath, "name"), item.get("name"), 256)
            problems += _required_text((*fpath, "value"), item.get("value"), 1024)
            total += len(str(item.get("name") or "")) + len(str(item.get("value") or ""))
        footer_text = (embed.get("footer") or {}).get("text")
        author_name = (embed.get("author") or {}).get("name")
        problems += _too_long((*path, "footer", "text"), footer_text, 2048)
        problems += _too_long((*path, "author", "name"), author_name, 256)
        total += len(footer_text or "") + len(author_name or "")
    if total > 6000:
        problems.append(
            _Problem(("embeds",), "MESSAGE_EMBED_TOO_LONG", f"Embed size exceeds maximum size of 6000 ({total})")
        )
    return problems


def _check_message(message: Mapping[str, Any], file_count: int) -> list[_Problem]:
    content = message.get("content")
    problems: list[_Problem] = []
    if content is not None and not isinstance(content, str):
        problems.append(_Problem(("content",), "STRING_TYPE_CONVERT", "Must be a string."))
    else:
        problems += _too_long(("content",), content, 2000)
    v2 = bool(int(message.get("flags") or 0) & FLAG_COMPONENTS_V2)
    problems += _check_embeds(message.get("embeds"))
    problems += _check_components(message.get("components"), v2=v2)
    if v2 and (content or message.get("embeds")):
        problems.append(
            _Problem(
                ("content",),
                "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                "The 'content' and 'embeds' fields cannot be used when using MessageFlags.IS_COMPONENTS_V2",
            )
        )
    if file_count > 10:
        problems.append(_Problem(("attachments",), "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length."))
    return problems


def _is_empty(message: Mapping[str, Any]) -> bool:
    return not (
        message.get("content")
        or message.get("embeds")
        or message.get("attachments")
        or message.get("components")
        or message.get("sticker_ids")
        or message.get("poll")
    )


def _check_modal(data: Mapping[str, Any]) -> list[_Problem]:
    problems = _required_text(("title",), data.get("title"), 45)
    problems += _required_text(("custom_id",), data.get("custom_id"), 100)
    components = data.get("components")
    if not isinstance(components, list) or not 1 <= len(components) <= 5:
        problems.append(_Problem(("components",), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length."))
    seen: set[str] = set()
    for path, comp in _walk_components(components, ("components",)):
        custom_id = comp.get("custom_id")
        if custom_id is not None:
            problems += _too_long((*path, "custom_id"), custom_id, 100)
            if custom_id in seen:
                problems.append(
                    _Problem(
                        (*path, "custom_id"),
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        "Component custom id cannot be duplicated",
                    )
                )
            seen.add(str(custom_id))
        if comp.get("type") == 4:
            problems += _too_long((*path, "label"), comp.get("label"), 45)
            problems += _too_long((*path, "value"), comp.get("value"), 4000)
            problems += _too_long((*path, "placeholder"), comp.get("placeholder"), 100)
        elif comp.get("type") == 18:
            problems += _required_text((*path, "label"), comp.get("label"), 45)
    return problems


def _check_choices(choices: Any) -> list[_Problem]:
    if not isinstance(choices, list):
        return [_Problem(("choices",), "LIST_TYPE_CONVERT", "Must be a list.")]
    problems: list[_Problem] = []
    if len(choices) > 25:
        problems.append(_Problem(("choices",), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
    for index, choice in enumerate(choices):
        problems += _required_text(("choices", index, "name"), choice.get("name"), 100)
        problems += _too_long(("choices", index, "value"), choice.get("value"), 100)
    return problems


def _check_options(options: Any, path: tuple[str | int, ...], depth: int) -> list[_Problem]:
    if not options:
        return []
    problems: list[_Problem] = []
    if len(options) > 25:
        problems.append(_Problem(path, "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
    names: set[str] = set()
    seen_optional = False
    kinds = {option.get("type") in (1, 2) for option in options}
    if len(kinds) > 1:
        problems.append(
            _Problem(path, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Sub-commands cannot be mixed with options")
        )
    for index, option in enumerate(options):
        opath = (*path, index)
        name = option.get("name")
        if not isinstance(name, str) or not _NAME_RE.match(name) or name != name.lower():
            problems.append(
                _Problem((*opath, "name"), "APPLICATION_COMMAND_INVALID_NAME", f"Command name is invalid: {name!r}")
            )
        elif name in names:
            problems.append(
                _Problem(
                    (*opath, "name"), "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS", "Option names must be unique"
                )
            )
        names.add(str(name))
        problems += _required_text((*opath, "description"), option.get("description"), 100)
        kind = option.get("type")
        if kind in (1, 2):
            allowed_depth = 1 if kind == 1 else 0
            if depth > allowed_depth:
                problems.append(
                    _Problem(
                        (*opath, "type"), "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", "Sub-command nested too deeply"
                    )
                )
            problems += _check_options(option.get("options"), (*opath, "options"), depth + 1)
            continue
        if option.get("required"):
            if seen_optional:
                problems.append(
                    _Problem(
                        (*opath, "required"),
                        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                        "Required options must be placed before non-required options",
                    )
                )
        else:
            seen_optional = True
        choices = option.get("choices") or []
        if len(choices) > 25:
            problems.append(_Problem((*opath, "choices"), "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length."))
        for cindex, choice in enumerate(choices):
            problems += _required_text((*opath, "choices", cindex, "name"), choice.get("name"), 100)
            problems += _too_long((*opath, "choices", cindex, "value"), choice.get("value"), 100)
        if choices and option.get("autocomplete"):
            problems.append(
                _Problem(
                    (*opath, "autocomplete"),
                    "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID",
                    "Autocomplete cannot be used with choices",
                )
            )
    return problems


def _check_commands(commands: Any) -> list[_Problem]:
    if not isinstance(commands, list):
        return [_Problem((), "LIST_TYPE_CONVERT", "Must be a list.")]
    problems: list[_Problem] = []
    seen: set[tuple[int, str]] = set()
    slash_count = 0
    for index, command in enumerate(commands):
        kind = int(command.get("type", 1))
        name = command.get("name")
        if kind == 1:
            slash_count += 1
            if not isinstance(name, str) or not _NAME_RE.match(name) or name != name.lower():
                problems.append(
                    _Problem((index, "name"), "APPLICATION_COMMAND_INVALID_NAME", f"Command name is invalid: {name!r}")
                )
            problems += _required_text((index, "description"), command.get("description"), 100)
            problems += _check_options(command.get("options"), (index, "options"), 0)
        else:
            problems += _required_text((index, "name"), name, 32)
        if (kind, str(name)) in seen:
            problems.append(
                _Problem(
                    (index, "name"),
                    "APPLICATION_COMMANDS_DUPLICATE_NAME",
                    f"Application command names must be unique: {name!r}",
                )
            )
        seen.add((kind, str(name)))
    if slash_count > 100:
        problems.append(_Problem((), "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer chat input commands."))
    return problems


# --------------------------------------------------------------------------- model


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


@dataclass(eq=False)
class FakeInteraction:
    """An injected interaction and everything the bot answered to it."""

    fake: FakeDiscord = field(repr=False)
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


class _Connection:
    """One gateway websocket; frames are sent in order by a writer task."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[JSON | tuple[int, str]] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write(), name="fake-discord-gateway-writer")

    def send(self, payload: JSON | tuple[int, str]) -> None:
        self.queue.put_nowait(payload)

    async def _write(self) -> None:
        while True:
            item = await self.queue.get()
            if self.ws.closed:
                return
            if isinstance(item, tuple):
                await self.ws.close(code=item[0], message=item[1].encode())
                return
            try:
                await self.ws.send_str(json.dumps(item))
            except (ConnectionError, RuntimeError):
                return

    async def close(self, code: int) -> None:
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.writer
        if not self.ws.closed:
            await self.ws.close(code=code)


@dataclass(eq=False)
class _Session:
    id: str
    shard_id: int
    shard_count: int
    intents: int
    token: str
    conn: _Connection | None = None
    seq: int = 0
    sent: list[JSON] = field(default_factory=list)
    invalid: bool = False

    def owns(self, guild_id: int | None) -> bool:
        if guild_id is None:
            return self.shard_id == 0
        return (guild_id >> 22) % self.shard_count == self.shard_id

    def dispatch(self, event: str, data: JSON) -> None:
        self.seq += 1
        payload = {"op": 0, "t": event, "s": self.seq, "d": _jsonable(data)}
        self.sent.append(payload)
        if self.conn is not None:
            self.conn.send(payload)


# --------------------------------------------------------------------------- Discord's rate limits

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
        return None, headers


# --------------------------------------------------------------------------- the fake


class FakeDiscord:
    """Fake Discord REST API and gateway for the real discord.py client."""

    _active: ClassVar[FakeDiscord | None] = None

    def __init__(
        self,
        *,
        shards: int = 1,
        token: str | None = None,
        bot_name: str = "Spieltisch",
        heartbeat_interval: float = 41.25,
        callback_deadline: float | None = 3.0,
        privileged_intents: bool = True,
        attachment_size_limit: int = 10 * 1024 * 1024,
        rate_limits: RateLimits | None = None,
    ) -> None:
        """`rate_limits`: model Discord's global and per-channel limits (429 with `retry_after`); off by default."""
        self.shard_count = shards
        self.token = token
        self.heartbeat_interval = heartbeat_interval
        self.callback_deadline = callback_deadline
        self.privileged_intents = privileged_intents
        self.attachment_size_limit = attachment_size_limit
        self._ids = _Snowflakes()
        self.bot_user = FakeUser(id=self._ids.next(), name=bot_name, bot=True)
        self.application_id = self.bot_user.id
        self.users: dict[int, FakeUser] = {self.bot_user.id: self.bot_user}
        self.guilds: dict[int, FakeGuild] = {}
        self.channels: dict[int, FakeChannel] = {}
        self._messages: dict[int, FakeMessage] = {}
        self._channel_messages: dict[int, list[int]] = {}
        self._files: dict[int, bytes] = {}
        self.interactions: list[FakeInteraction] = []
        self._interactions_by_id: dict[int, FakeInteraction] = {}
        self._interactions_by_token: dict[str, FakeInteraction] = {}
        self._global_commands: list[JSON] = []
        self._guild_commands: dict[int, list[JSON]] = {}
        self._command_ids: dict[tuple[int | None, int, str], int] = {}
        self.violations: list[Violation] = []
        self.rejections: list[Violation] = []
        self.errors: list[str] = []
        self.unhandled: list[str] = []
        self.requests: list[tuple[str, str, int]] = []
        # (time.monotonic(), method, route template, path as sent, status) of every REST request
        self.request_log: list[tuple[float, str, str, str, int]] = []
        self.rate_limited: list[str] = []
        self._rate_limits: dict[str, list[Any]] = {}
        self._limiter = _Limiter(rate_limits) if rate_limits is not None else None
        self.listeners: list[Callable[[str, FakeMessage], None]] = []
        self._sessions: dict[str, _Session] = {}
        self._conns: set[_Connection] = set()
        self.identifies = 0
        self.resumes = 0
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._stack = contextlib.ExitStack()
        self._changed = asyncio.Event()
        self._inflight = 0
        self._last_activity = 0.0

    # ------------------------------------------------------------------ lifecycle

    @property
    def url(self) -> str:
        """Base URL of the server."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """Value patched into discord.http.Route.BASE."""
        return f"{self.url}/api/v10"

    @property
    def gateway_url(self) -> str:
        """Websocket URL of the gateway."""
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> FakeDiscord:
        """Start serving and point discord.py at this fake."""
        if FakeDiscord._active is not None:
            raise RuntimeError("another FakeDiscord is active in this process (discord.py's endpoints are global)")
        self._changed = asyncio.Event()
        app = web.Application(middlewares=[self._make_middleware()], client_max_size=64 * 1024 * 1024)
        self._add_routes(app)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])
        self._stack.enter_context(self.patched())
        FakeDiscord._active = self
        return self

    async def close(self) -> None:
        """Stop serving and restore discord.py's endpoints."""
        self._stack.close()
        for conn in list(self._conns):
            await conn.close(1001)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        if FakeDiscord._active is self:
            FakeDiscord._active = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @contextlib.contextmanager
    def patched(self) -> Iterator[None]:
        """Point discord.http.Route.BASE and DiscordWebSocket.DEFAULT_GATEWAY here; restore on exit."""
        saved_base = discord.http.Route.BASE
        saved_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
        discord.http.Route.BASE = self.api_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        try:
            yield
        finally:
            discord.http.Route.BASE = saved_base
            discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = saved_gateway

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

    # ------------------------------------------------------------------ payloads

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

    # ------------------------------------------------------------------ gateway

    def _live_sessions(self, guild_id: int | None) -> list[_Session]:
        return [s for s in self._sessions.values() if not s.invalid and s.owns(guild_id)]

    def _live_sessions_for_shard(self, shard_id: int) -> list[_Session]:
        return [s for s in self._sessions.values() if not s.invalid and s.shard_id == shard_id]

    def _dispatch(self, event: str, data: JSON, *, guild_id: int | None = None, intent: int | None = None) -> int:
        count = 0
        for session in self._live_sessions(guild_id):
            if intent is None or session.intents & intent:
                session.dispatch(event, data)
                count += 1
        return count

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = _Connection(ws)
        self._conns.add(conn)
        session: _Session | None = None
        conn.send({"op": 10, "d": {"heartbeat_interval": int(self.heartbeat_interval * 1000)}, "s": None, "t": None})
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    continue
                packet = json.loads(msg.data)
                op, data = packet.get("op"), packet.get("d")
                if op == 1:
                    conn.send({"op": 11, "d": None, "s": None, "t": None})
                elif op == 2:
                    session = self._identify(conn, data or {})
                elif op == 6:
                    session = self._resume(conn, data or {})
                elif op == 8 and session is not None:
                    self._request_members(session, data or {})
                elif op not in (3, 4):
                    self.unhandled.append(f"gateway op {op}")
                self._notify()
        finally:
            if session is not None and session.conn is conn:
                session.conn = None
                if ws.close_code in (1000, 1001):
                    session.invalid = True
            self._conns.discard(conn)
            conn.writer.cancel()
            self._notify()
        return ws

    def _identify(self, conn: _Connection, data: JSON) -> _Session | None:
        token = str(data.get("token") or "")
        if self.token is not None and token != self.token:
            conn.send((4004, "Authentication failed."))
            return None
        shard = data.get("shard") or [0, 1]
        shard_id, shard_count = int(shard[0]), int(shard[1])
        if shard_count < 1 or not 0 <= shard_id < shard_count:
            conn.send((4010, "Invalid shard."))
            return None
        intents = int(data.get("intents") or 0)
        if intents & PRIVILEGED_INTENTS and not self.privileged_intents:
            conn.send((4014, "Disallowed intent(s)."))
            return None
        session = _Session(
            id=secrets.token_hex(16),
            shard_id=shard_id,
            shard_count=shard_count,
            intents=intents,
            token=token,
            conn=conn,
        )
        self._sessions[session.id] = session
        self.identifies += 1
        guilds = [g for g in self.guilds.values() if session.owns(g.id)]
        ready: JSON = {
            "v": 10,
            "user": {
                **self.bot_user.payload(),
                "verified": True,
                "mfa_enabled": True,
                "email": None,
                "locale": "en-US",
                "premium_type": 0,
            },
            "guilds": [{"id": str(g.id), "unavailable": True} for g in guilds],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "auth_session_id_hash": secrets.token_hex(8),
            "_trace": ["fake-discord"],
        }
        if "shard" in data:
            ready["shard"] = [shard_id, shard_count]
        session.dispatch("READY", ready)
        for guild in guilds:
            session.dispatch("GUILD_CREATE", self._guild_payload(guild, intents, available=True))
        return session

    def _resume(self, conn: _Connection, data: JSON) -> _Session | None:
        session = self._sessions.get(str(data.get("session_id")))
        if session is None or session.invalid or session.token != data.get("token"):
            conn.send({"op": 9, "d": False, "s": None, "t": None})
            return None
        if session.conn is not None and session.conn is not conn:
            old = session.conn
            old.send((4000, "Session resumed elsewhere."))
        session.conn = conn
        seq = int(data.get("seq") or 0)
        for payload in session.sent:
            if payload["s"] > seq:
                conn.send(payload)
        self.resumes += 1
        session.dispatch("RESUMED", {"_trace": ["fake-discord"]})
        return session

    def _request_members(self, session: _Session, data: JSON) -> None:
        guild_ids = data.get("guild_id")
        for raw_id in guild_ids if isinstance(guild_ids, list) else [guild_ids]:
            guild = self.guilds.get(int(raw_id or 0))
            if guild is None:
                continue
            query = str(data.get("query") or "").lower()
            limit = int(data.get("limit") or 0)
            wanted = {int(u) for u in data.get("user_ids") or []}
            members = [
                m
                for m in guild.members.values()
                if (not wanted or m.user_id in wanted) and self.users[m.user_id].name.lower().startswith(query)
            ]
            if limit:
                members = members[:limit]
            chunk: JSON = {
                "guild_id": str(guild.id),
                "members": [self._member_payload(guild, m) for m in members],
                "chunk_index": 0,
                "chunk_count": 1,
                "not_found": [str(u) for u in wanted - {m.user_id for m in members}],
            }
            if data.get("nonce") is not None:
                chunk["nonce"] = data["nonce"]
            session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    # ------------------------------------------------------------------ HTTP plumbing

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    def _make_middleware(self) -> Any:
        @web.middleware
        async def middleware(request: web.Request, handler: Callable[[web.Request], Any]) -> web.StreamResponse:
            if request.path == "/gateway":
                return await handler(request)  # type: ignore[no-any-return]
            resource = request.match_info.route.resource
            template = re.sub(r"^/api/v\d+", "", resource.canonical) if resource is not None else request.path
            route = f"{request.method} {template}"
            loop = asyncio.get_running_loop()
            self._inflight += 1
            try:
                limit = self._rate_limits.get(route)
                if limit is not None and limit[0] > 0:
                    limit[0] -= 1
                    self.rate_limited.append(route)
                    body = {"message": "You are being rate limited.", "retry_after": limit[1], "global": limit[2]}
                    response: web.StreamResponse = _json_response(
                        body,
                        429,
                        {"Via": "1.1 google", "Retry-After": str(max(1, round(limit[1]))), "X-RateLimit-Scope": "user"},
                    )
                else:
                    refusal, limit_headers = (
                        self._limiter.check(route, request.match_info) if self._limiter is not None else (None, {})
                    )
                    if refusal is not None:
                        self.rate_limited.append(route)
                        response = _json_response(refusal, 429, {"Via": "1.1 google", **limit_headers})
                    else:
                        response = await handler(request)
                        response.headers.update(limit_headers)
            except _ApiError as exc:
                record = Violation(route, exc.status, exc.code, exc.message, exc.errors)
                self.rejections.append(record)
                if exc.violation:
                    self.violations.append(record)
                interaction = self._interaction_of(request)
                if interaction is not None:
                    interaction.rejections.append(record)
                response = _json_response(exc.body(), exc.status)
            except web.HTTPException as exc:
                if exc.status not in (404, 405):
                    raise
                self.unhandled.append(f"{request.method} {request.path}")
                response = _json_response({"message": f"{exc.status}: {exc.reason}", "code": 0}, exc.status)
            except Exception as exc:
                self.errors.append(f"{route}: {exc!r}\n{traceback.format_exc()}")
                response = _json_response({"message": f"fake discord failed: {exc!r}", "code": 0}, 400)
            finally:
                self._inflight -= 1
                self._last_activity = loop.time()
            self.requests.append((request.method, template, response.status))
            self.request_log.append((time.monotonic(), request.method, template, request.path, response.status))
            self._notify()
            return response

        return middleware

    def _interaction_of(self, request: web.Request) -> FakeInteraction | None:
        token = request.match_info.get("token")
        return self._interactions_by_token.get(token) if token else None

    def _add_routes(self, app: web.Application) -> None:
        routes: list[tuple[str, str, Callable[[web.Request], Any]]] = [
            ("GET", "/users/@me", self._h_me),
            ("GET", "/users/{user_id}", self._h_user),
            ("POST", "/users/@me/channels", self._h_open_dm),
            ("GET", "/oauth2/applications/@me", self._h_application),
            ("GET", "/applications/@me", self._h_application),
            ("GET", "/gateway", self._h_gateway_info),
            ("GET", "/gateway/bot", self._h_gateway_bot),
            ("GET", "/applications/{app_id}/commands", self._h_get_commands),
            ("PUT", "/applications/{app_id}/commands", self._h_put_commands),
            ("POST", "/applications/{app_id}/commands", self._h_post_command),
            ("GET", "/applications/{app_id}/guilds/{guild_id}/commands", self._h_get_commands),
            ("PUT", "/applications/{app_id}/guilds/{guild_id}/commands", self._h_put_commands),
            ("POST", "/applications/{app_id}/guilds/{guild_id}/commands", self._h_post_command),
            ("GET", "/guilds/{guild_id}", self._h_guild),
            ("GET", "/guilds/{guild_id}/channels", self._h_guild_channels),
            ("GET", "/guilds/{guild_id}/members", self._h_guild_members),
            ("GET", "/guilds/{guild_id}/members/{user_id}", self._h_guild_member),
            ("GET", "/channels/{channel_id}", self._h_channel),
            ("GET", "/channels/{channel_id}/messages", self._h_history),
            ("POST", "/channels/{channel_id}/messages", self._h_post_message),
            ("GET", "/channels/{channel_id}/messages/{message_id}", self._h_get_message),
            ("PATCH", "/channels/{channel_id}/messages/{message_id}", self._h_edit_message),
            ("DELETE", "/channels/{channel_id}/messages/{message_id}", self._h_delete_message),
            ("POST", "/channels/{channel_id}/threads", self._h_create_thread),
            ("POST", "/channels/{channel_id}/messages/{message_id}/threads", self._h_create_thread),
            ("PUT", "/channels/{channel_id}/thread-members/@me", self._h_no_content),
            ("DELETE", "/channels/{channel_id}/thread-members/@me", self._h_no_content),
            ("POST", "/channels/{channel_id}/typing", self._h_no_content),
            ("POST", "/interactions/{interaction_id}/{token}/callback", self._h_callback),
            ("POST", "/webhooks/{app_id}/{token}", self._h_followup),
            ("GET", "/webhooks/{app_id}/{token}/messages/{message_id}", self._h_webhook_get),
            ("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}", self._h_webhook_edit),
            ("DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}", self._h_webhook_delete),
        ]
        for version in (9, 10):
            for method, path, handler in routes:
                app.router.add_route(method, f"/api/v{version}{path}", handler)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self._h_attachment)

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

    def _open_dm(self, user: FakeUser) -> FakeChannel:
        channel = self.dm_channel(user.id)
        if channel is None:
            channel = FakeChannel(id=self._ids.next(), type=CHANNEL_DM, recipient_id=user.id)
            self.channels[channel.id] = channel
        return channel

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

    # ------------------------------------------------------------------ REST: interactions and webhooks

    async def _h_callback(self, request: web.Request) -> web.Response:
        interaction = self._interactions_by_id.get(int(request.match_info["interaction_id"]))
        if interaction is None or interaction.token != request.match_info["token"]:
            raise _ApiError(404, 10062, "Unknown interaction", violation=True)
        body, uploads = await self._read_body(request)
        if interaction.callback is not None:
            raise _ApiError(400, 40060, "Interaction has already been acknowledged.", violation=True)
        if self.callback_deadline is not None and time.monotonic() - interaction.created_at > self.callback_deadline:
            raise _ApiError(404, 10062, "Unknown interaction", violation=True)
        kind = int(body.get("type") or 0)
        data = body.get("data") or {}
        allowed = _ALLOWED_CALLBACKS.get(interaction.type, frozenset())
        if kind not in allowed or (kind in (6, 7) and interaction.message_id is None):
            _raise_problems(
                [
                    _Problem(
                        ("type",),
                        "INTERACTION_RESPONSE_TYPE_INVALID",
                        f"Callback type {kind} is not valid for interaction type {interaction.type}",
                    )
                ]
            )
        self._check_size(uploads)
        channel = self.channels[interaction.channel_id]
        message: FakeMessage | None = None
        if kind == CALLBACK_MESSAGE:
            ephemeral = bool(int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            message = self._new_message(
                channel, self.bot_user, data, uploads, interaction=interaction, ephemeral=ephemeral, prefix=("data",)
            )
            interaction.original_id = message.id
        elif kind == CALLBACK_DEFERRED_MESSAGE:
            flags = int(data.get("flags") or 0)
            if flags & ~FLAG_EPHEMERAL:
                _raise_problems(
                    [
                        _Problem(
                            ("data", "flags"),
                            "INTERACTION_DEFER_FLAGS_INVALID",
                            "Only EPHEMERAL may be set when deferring",
                        )
                    ]
                )
            message = self._new_message(
                channel,
                self.bot_user,
                {},
                {},
                interaction=interaction,
                ephemeral=bool(flags & FLAG_EPHEMERAL),
                loading=True,
            )
            interaction.original_id = message.id
        elif kind in (CALLBACK_DEFERRED_UPDATE, CALLBACK_UPDATE):
            assert interaction.message_id is not None
            target = self._messages[interaction.message_id]
            if target.deleted:
                raise _ApiError(404, 10008, "Unknown Message", violation=True)
            if kind == CALLBACK_UPDATE:
                self._edit_message(target, data, uploads, prefix=("data",))
                message = target
            interaction.original_id = target.id
        elif kind == CALLBACK_AUTOCOMPLETE:
            _raise_problems(_check_choices(data.get("choices")), ("data",))
            interaction.choices = list(data.get("choices") or [])
        elif kind == CALLBACK_MODAL:
            _raise_problems(_check_modal(data), ("data",))
            interaction.modal = copy.deepcopy(data)
        interaction.callback = FakeCallback(type=kind, data=_jsonable(data), message=message)
        interaction.events.append(("callback", kind))
        info: JSON = {"id": str(interaction.id), "type": interaction.type}
        original = interaction.original
        if original is not None and kind in (4, 5, 7):
            info.update(
                response_message_id=str(original.id),
                response_message_loading=original.loading,
                response_message_ephemeral=original.ephemeral,
            )
        result: JSON = {"interaction": info, "resource": {"type": kind}}
        if message is not None and kind in (4, 7):
            result["resource"]["message"] = message.data
        if request.query.get("with_response", "").lower() in ("1", "true"):
            return _json_response(result)
        return web.Response(status=204)

    def _webhook_interaction(self, request: web.Request) -> FakeInteraction:
        interaction = self._interactions_by_token.get(request.match_info["token"])
        if interaction is None or int(request.match_info["app_id"]) != self.application_id:
            raise _ApiError(404, 10015, "Unknown Webhook", violation=True)
        if interaction.callback is None:
            raise _ApiError(404, 10015, "Unknown Webhook (the interaction has no initial response yet)", violation=True)
        return interaction

    def _webhook_message(self, request: web.Request, interaction: FakeInteraction) -> FakeMessage:
        raw = request.match_info["message_id"]
        if raw == "@original":
            if interaction.original_id is None:
                raise _ApiError(404, 10008, "Unknown Message", violation=True)
            msg = self._messages[interaction.original_id]
        else:
            msg_or_none = self._messages.get(int(raw))
            if (
                msg_or_none is None
                or msg_or_none.channel_id != interaction.channel_id
                or msg_or_none.author_id != self.bot_user.id
            ):
                raise _ApiError(404, 10008, "Unknown Message", violation=True)
            msg = msg_or_none
        if msg.deleted:
            raise _ApiError(404, 10008, "Unknown Message", violation=True)
        return msg

    async def _h_followup(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        body, uploads = await self._read_body(request)
        self._check_size(uploads)
        original = interaction.original
        if (
            interaction.callback is not None
            and interaction.callback.type == CALLBACK_DEFERRED_MESSAGE
            and original is not None
            and original.loading
        ):
            # Discord: the first follow-up after a deferred response edits the loading message (ephemerality kept).
            body = {k: v for k, v in body.items() if k != "flags"} | {
                "flags": int(body.get("flags") or 0) & ~FLAG_EPHEMERAL
            }
            self._edit_message(original, body, uploads)
            interaction.events.append(("edit", original.id))
            msg = original
        else:
            channel = self.channels[interaction.channel_id]
            if request.query.get("thread_id"):
                channel = self.channels[int(request.query["thread_id"])]
            ephemeral = bool(int(body.get("flags") or 0) & FLAG_EPHEMERAL)
            msg = self._new_message(
                channel, self.bot_user, body, uploads, interaction=interaction, ephemeral=ephemeral, followup=True
            )
            interaction.followup_ids.append(msg.id)
            interaction.events.append(("followup", msg.id))
        if request.query.get("wait", "").lower() in ("1", "true"):
            return _json_response(msg.data)
        return web.Response(status=204)

    async def _h_webhook_get(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        return _json_response(self._webhook_message(request, interaction).data)

    async def _h_webhook_edit(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        msg = self._webhook_message(request, interaction)
        body, uploads = await self._read_body(request)
        self._check_size(uploads)
        self._edit_message(msg, body, uploads)
        interaction.events.append(("edit", msg.id))
        return _json_response(msg.data)

    async def _h_webhook_delete(self, request: web.Request) -> web.Response:
        interaction = self._webhook_interaction(request)
        msg = self._webhook_message(request, interaction)
        self._delete_message(msg)
        interaction.events.append(("delete", msg.id))
        return web.Response(status=204)

    # ------------------------------------------------------------------ message storage

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
