"""Discord's limits on what the bot sends (messages, components, embeds, modals, commands): each check
returns the problems found, in the shape of Discord's form errors."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from testkit.fake_discord.constants import _NAME_RE, FLAG_COMPONENTS_V2, JSON, SELECT_TYPES
from testkit.fake_discord.helpers import _Problem


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
    problems += _check_attachments(message.get("attachments"))
    return problems


def _check_attachments(attachments: Any) -> list[_Problem]:
    """An attachment's `description` (its alt text) is a string of at most 1,024 characters, when given."""
    problems: list[_Problem] = []
    for index, attachment in enumerate(attachments if isinstance(attachments, list) else []):
        if not isinstance(attachment, Mapping) or attachment.get("description") is None:
            continue
        description = attachment["description"]
        if not isinstance(description, str):
            problems.append(_Problem(("attachments", index, "description"), "STRING_TYPE_CONVERT", "Must be a string."))
        else:
            problems += _too_long(("attachments", index, "description"), description, 1024)
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
