"""The one place where refusals and failures become a reply to the user, in the user's language."""

from __future__ import annotations

import functools
import inspect
import logging
import typing
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar, cast

import discord
from discord import app_commands

from bot.games.base import GameError
from bot.i18n import has, t
from bot.tables.errors import Refused
from cogs.language import user_lang

log = logging.getLogger("spieltisch.errors")

ID_PARAMS = ("table", "user")


async def reply_ephemeral(interaction: discord.Interaction, content: str, **kwargs: Any) -> None:
    """An ephemeral reply, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)


def error_key(code: str) -> str:
    """The catalog key of a refusal code: "druids.must_follow" → "err-druids-must-follow"."""
    return "err-" + code.replace(".", "-").replace("_", "-")


def translated(error: GameError | Refused, lang: str) -> str:
    """A refusal's message in `lang` when the catalogs know its code, else the English message."""
    code = getattr(error, "code", None)
    params: dict[str, Any] = dict(getattr(error, "params", None) or {})
    # Ids read as they are typed (`table:1234`), not as numbers with grouping ("1,234").
    params.update({name: str(params[name]) for name in ID_PARAMS if isinstance(params.get(name), int)})
    if isinstance(code, str) and code and has("en", error_key(code)):
        return t(lang, error_key(code), **params)
    return str(error)


def refusal_text(error: BaseException, lang: str = "en") -> str | None:
    """The message for an expected refusal, or None for a real failure."""
    original = getattr(error, "original", None)
    if original is not None and not isinstance(error, (GameError, Refused)):
        error = original
    if isinstance(error, app_commands.TransformerError) and isinstance(error.__cause__, (GameError, Refused)):
        error = error.__cause__  # an option's value refused while it was read (e.g. a `table:` that is no number)
    if isinstance(error, (GameError, Refused)):
        return translated(error, lang)
    return None


async def handle_error(interaction: discord.Interaction, error: BaseException, table_id: int | None = None) -> None:
    """Refusals → one ephemeral line; anything else → logged with the table id and a polite reply."""
    lang = await user_lang(interaction)
    text = refusal_text(error, lang)
    if text is None:
        log.error("table %s: unexpected error in %s", table_id, interaction.data, exc_info=error)
        text = t(lang, "err-failure")
    try:
        await reply_ephemeral(interaction, text)
    except discord.HTTPException:
        log.warning("table %s: could not deliver the error reply", table_id, exc_info=True)


Handler = TypeVar("Handler", bound=Callable[..., Awaitable[None]])


def _table_id(args: tuple[Any, ...], kwargs: dict[str, Any]) -> int | None:
    """The table a handler was called for: its `table`/`table_id` argument, or its first argument when that is a number."""
    for name in ("table_id", "table"):
        if isinstance(kwargs.get(name), int):
            return int(kwargs[name])
    return args[0] if args and isinstance(args[0], int) and not isinstance(args[0], bool) else None


def _same_parameters(wrapper: Callable[..., Any], handler: Callable[..., Any]) -> None:
    """Give a wrapper the handler's signature with its annotations resolved: discord.py reads a command's
    parameters from the signature, and would resolve the annotations in the wrapper's module, not the handler's."""
    hints = typing.get_type_hints(handler, include_extras=True)
    signature = inspect.signature(handler)
    parameters = [p.replace(annotation=hints.get(p.name, p.annotation)) for p in signature.parameters.values()]
    wrapper.__dict__["__signature__"] = signature.replace(parameters=parameters, return_annotation=hints.get("return", signature.return_annotation))


def answers_errors(handler: Handler) -> Handler:
    """Run a command or click handler (a method taking the interaction first); any refusal or failure
    becomes the one reply made by `handle_error`."""

    @functools.wraps(handler)
    async def guarded(self: Any, interaction: discord.Interaction[Any], *args: Any, **kwargs: Any) -> None:
        try:
            await handler(self, interaction, *args, **kwargs)
        except Exception as error:
            await handle_error(interaction, error, _table_id(args, kwargs))

    _same_parameters(guarded, handler)
    return cast(Handler, guarded)  # same signature: discord.py reads a command's parameters from it


def private_reply(handler: Handler) -> Handler:
    """Defer the command privately (the answer is ephemeral), run it, and answer any refusal or failure in one place."""

    @functools.wraps(handler)
    async def deferred(self: Any, interaction: discord.Interaction[Any], *args: Any, **kwargs: Any) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await handler(self, interaction, *args, **kwargs)

    _same_parameters(deferred, handler)
    return answers_errors(cast(Handler, deferred))
