"""The composition root of the games: the four built-in kits, built once for the app (`bot.app`).

Only the app (and tests or benchmarks that want the real games) imports this module; every other
module receives the kits it needs from whoever built them.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

import bot.ai.abracadabra_players
import bot.ai.arabana
import bot.ai.druids
import bot.ai.spellcaster
import render.abracadabra
import render.arabana
import render.druids
import render.spellcaster
from bot.games.abracadabra import GAME as ABRACADABRA
from bot.games.arabana import GAME as ARABANA
from bot.games.base import Game
from bot.games.druids import GAME as DRUIDS
from bot.games.spellcaster import GAME as SPELLCASTER
from cogs.arabana import ArabanaCog
from cogs.kit import GameKit
from cogs.spellcaster import SpellcasterCog
from wording.text import abracadabra, arabana, druids, spellcaster

# What closes a frame of a replay: a trick in the trick-taking games, a turn in the others.
TRICK = frozenset({"trick"})
TURN = frozenset({"turn"})


def builtin_kits() -> dict[str, GameKit]:
    """The four games that come with the bot, by key (a fresh mapping of the same frozen kits each call)."""
    return {kit.key: kit for kit in _builtin()}


@cache
def _builtin() -> tuple[GameKit, ...]:
    return (
        GameKit(ARABANA, render.arabana, arabana, bot.ai.arabana.PLAYERS, ArabanaCog, replay_frames=TURN),
        GameKit(SPELLCASTER, render.spellcaster, spellcaster, bot.ai.spellcaster.PLAYERS, SpellcasterCog, replay_frames=TURN),
        GameKit(ABRACADABRA, render.abracadabra, abracadabra, bot.ai.abracadabra_players.PLAYERS, replay_frames=TRICK),
        GameKit(DRUIDS, render.druids, druids, bot.ai.druids.PLAYERS, replay_frames=TRICK),
    )


def as_kits(games: Iterable[Game[Any] | GameKit]) -> dict[str, GameKit]:
    """Kits by key for engines or kits: a built-in engine gets its own kit, any other bare engine the generic parts."""
    builtin = builtin_kits()
    found: dict[str, GameKit] = {}
    for item in games:
        if isinstance(item, GameKit):
            found[item.key] = item
        else:
            own = builtin.get(item.key)
            found[item.key] = own if own is not None and own.game is item else GameKit(item)
    return found
