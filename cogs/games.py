"""One slash-command group per game (`/druids new`, `/druids rules`, …), built from the game's options.

A game with particulars subclasses `GameCog` (named as its kit's `cog`, see `cogs.kit`) and
adds commands in `extra_commands`; everything else is shared.
"""

from __future__ import annotations

import inspect
from typing import Any, Optional

from discord import app_commands
from discord.ext import commands

from bot.ai.levels import LEVELS
from bot.games.base import Game, GameError
from bot.i18n import DEFAULT, has, t
from bot.tables.errors import BadRequest
from bot.tables.turn_clock import parse_duration
from cogs.client import Interaction, TableBot
from cogs.language import ls
from cogs.rules import RulesPageButton, send_rules


def _annotation(spec: Any) -> Any:
    if spec.choices:
        return str  # the choices are attached below, in the spec's order
    return app_commands.Range[int, spec.minimum, spec.maximum]


def _keyed(key: str, fallback: str) -> str | app_commands.locale_str:
    """The catalog string for `key` (translated for Discord), or `fallback` for a game without one."""
    return ls(key) if has(DEFAULT, key) else fallback


def option_description(game: Game[Any], name: str) -> str | app_commands.locale_str:
    """An option's help with its default, e.g. "number of rounds (default 5)", from `opt-<game>-<option>`."""
    spec = game.options[name]
    help_key, default_key = f"opt-{game.key}-{name}", f"opt-{game.key}-{name}-choice-{spec.default}"
    if not has(DEFAULT, help_key):  # a game without catalog keys: its own (English) help
        return t(DEFAULT, "cmd-new-option-desc", help=spec.help or name, default=str(spec.default))[:100]
    if has(DEFAULT, default_key):
        return ls("cmd-new-option-desc", keys={"help": help_key, "default": default_key})
    return ls("cmd-new-option-desc", keys={"help": help_key}, default=str(spec.default))


def check_new_options(game: Game[Any], options: dict[str, Any], clock: str | None, level: str | None) -> None:
    """Refuse options of `/<game> new` that cannot make a table: the game's own, the clock, the computers' level."""
    game.resolve_options(options)
    if clock is not None:
        parse_duration(clock)
    if level is not None and level not in LEVELS:
        allowed = ", ".join(LEVELS)
        raise BadRequest(f"Unknown computer level {level!r} (allowed: {allowed}).", code="table.bad_level", level=level, allowed=allowed)


def new_command(game: Game[Any], run: Any) -> app_commands.Command[Any, ..., None]:
    """`/<game> new` with one optional parameter per game option, plus `computers`, `level` and `clock` (the turn limit).

    Names, help texts and choice names come from the catalogs (`opt-<game>-<option>…`, `cmd-new-…`).
    """
    renames: dict[str, str | app_commands.locale_str] = {"computers": ls("cmd-new-computers-name"), "clock": ls("cmd-new-clock-name")}
    choices: dict[str, list[app_commands.Choice[str]]] = {}
    descriptions: dict[str, str | app_commands.locale_str] = {"computers": ls("cmd-new-computers-desc"), "clock": ls("cmd-new-clock-desc")}
    parameters = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Interaction)]
    option_names: dict[str, str] = {}
    for name, spec in game.options.items():
        python_name = name.replace("-", "_")
        option_names[python_name] = name
        renames[python_name] = _keyed(f"opt-{game.key}-{name}-name", name)
        descriptions[python_name] = option_description(game, name)
        if spec.choices:
            choices[python_name] = [
                app_commands.Choice(name=_keyed(f"opt-{game.key}-{name}-choice-{c}", c), value=c) for c in spec.choices
            ]
        parameters.append(inspect.Parameter(python_name, inspect.Parameter.KEYWORD_ONLY, annotation=Optional[_annotation(spec)], default=None))  # noqa: UP045
    parameters.append(
        inspect.Parameter("computers", inspect.Parameter.KEYWORD_ONLY, annotation=Optional[app_commands.Range[int, 0, game.max_players - 1]], default=None)  # noqa: UP045
    )
    renames["level"] = ls("cmd-new-level-name")
    descriptions["level"] = ls("cmd-new-level-desc")
    choices["level"] = [app_commands.Choice(name=ls(f"cmd-new-level-choice-{level}"), value=level) for level in LEVELS]
    parameters.append(inspect.Parameter("level", inspect.Parameter.KEYWORD_ONLY, annotation=Optional[str], default=None))  # noqa: UP045
    parameters.append(
        inspect.Parameter("clock", inspect.Parameter.KEYWORD_ONLY, annotation=Optional[app_commands.Range[str, 1, 20]], default=None)  # noqa: UP045
    )

    async def callback(interaction: Interaction, **values: Any) -> None:
        computers = values.pop("computers", None) or 0
        if not 0 <= computers < game.max_players:  # Discord keeps to the declared range; a crafted interaction may not
            raise GameError(
                f"Option computers: {computers} is out of range (allowed: 0 to {game.max_players - 1}).",
                code="option.range",
                option="computers",
                value=computers,
                minimum=0,
                maximum=game.max_players - 1,
            )
        turn_limit = values.pop("clock", None)  # the option is called "clock" on Discord
        level = values.pop("level", None)
        options = {option_names.get(k, k): v for k, v in values.items() if v is not None}
        # Every option is checked before the lobby is made (and before the public answer begins), so a
        # refusal is private and leaves nothing behind.
        check_new_options(game, options, turn_limit, level)
        await run(interaction, game, options, computers, turn_limit, **({"level": level} if level else {}))

    # discord.py reads a command's parameters from these attributes of its callback.
    callback.__dict__.update(
        __signature__=inspect.Signature(parameters),
        __discord_app_commands_param_description__=descriptions,
        __discord_app_commands_param_choices__=choices,
        __discord_app_commands_param_rename__=renames,
    )
    return app_commands.Command(name=ls("cmd-new-name"), description=ls("cmd-new-desc", game=game.title), callback=callback)


class GameCog(commands.Cog):
    """The slash-command group of one game."""

    def __init__(self, bot: TableBot, game: Game[Any]) -> None:
        self.bot = bot
        self.game = game
        # One cog per game: a name of its own, so adding the next game's cog does not replace it.
        self.__cog_name__ = f"{type(self).__name__}:{game.key}"
        self.group = app_commands.Group(name=game.key, description=ls("cmd-game-desc", game=game.title), guild_only=True)
        self.group.add_command(new_command(game, bot.interactions.new_table))
        self.group.add_command(self._rules_command())
        self.extra_commands(self.group)

    def _rules_command(self) -> app_commands.Command[Any, ..., None]:
        game = self.game

        async def rules(interaction: Interaction) -> None:
            await send_rules(interaction, game)

        return app_commands.Command(name=ls("cmd-rules-name"), description=ls("cmd-rules-desc", game=game.title), callback=rules)

    def extra_commands(self, group: app_commands.Group) -> None:
        """Hook for game-specific commands."""

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self.group)
        self.bot.add_dynamic_items(RulesPageButton)  # the same item for every game: adding it again is harmless

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.group.name)

