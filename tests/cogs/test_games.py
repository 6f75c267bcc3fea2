"""Each game's `/<game> new` command is built from its option specs."""

from __future__ import annotations

from typing import Any

import discord

from bot.games import GAMES
from cogs.games import new_command
from testkit.takeaway import GAME as TAKEAWAY


async def _ignore(*args: Any) -> None:
    return None


def test_new_command_offers_each_option_with_its_choices_and_range() -> None:
    for game in [*GAMES.values(), TAKEAWAY]:
        command = new_command(game, _ignore)
        params = {p.display_name: p for p in command.parameters}
        assert set(params) == {*game.options, "computers", "clock", "level"}
        assert [c.value for c in params["level"].choices] == ["easy", "normal", "hard"] and not params["level"].required
        for name, spec in game.options.items():
            param = params[name]
            assert not param.required
            if spec.choices:
                assert [c.value for c in param.choices] == list(spec.choices)
            else:
                assert param.type is discord.AppCommandOptionType.integer
                assert (param.min_value, param.max_value) == (spec.minimum, spec.maximum)
        assert params["computers"].max_value == game.max_players - 1
        assert len(command.parameters) <= 25
