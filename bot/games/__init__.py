"""Rules engines. `GAMES` maps each built-in game's key to its `Game`.

Each game is a subpackage exposing `GAME`. A game with all its parts (texts, images, computer
players, commands) is a kit, built once by the app (`bot.kits`); this map is the engines alone.
"""

from __future__ import annotations

from typing import Any

from bot.games.abracadabra import GAME as ABRACADABRA
from bot.games.arabana import GAME as ARABANA
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
from bot.games.druids import GAME as DRUIDS
from bot.games.spellcaster import GAME as SPELLCASTER

GAMES: dict[str, Game[Any]] = {game.key: game for game in (ABRACADABRA, ARABANA, DRUIDS, SPELLCASTER)}

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
