"""Rules engines. `GAMES` maps each game's key to its `Game`.

Each game is a subpackage exposing `GAME`; the registry finds them, so adding a game touches no
shared file.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from bot.games.base import (
    Action,
    Event,
    Game,
    GameError,
    IllegalAction,
    NotYourTurn,
    OptionSpec,
    Outcome,
    State,
)


def _discover() -> dict[str, Game[Any]]:
    found: dict[str, Game[Any]] = {}
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if not module.ispkg:
            continue
        game = getattr(importlib.import_module(f"{__name__}.{module.name}"), "GAME", None)
        if isinstance(game, Game):
            found[game.key] = game
    return found


GAMES: dict[str, Game[Any]] = _discover()

__all__ = [
    "GAMES",
    "Action",
    "Event",
    "Game",
    "GameError",
    "IllegalAction",
    "NotYourTurn",
    "OptionSpec",
    "Outcome",
    "State",
]
