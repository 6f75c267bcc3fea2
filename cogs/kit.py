"""The one registry of games: each game is a typed `Plugin` bundling its parts, one per layer.

    register(Plugin(game=GAME, renderer=render.takeaway, texts=cogs.text.takeaway, computer=POLICY))

A plug-in names its engine (`bot.games.base.Game`), its renderer (`render.registry.Renderer`, the
generic one if left out), its texts (`cogs.present.Texts`, the generic wording if left out), its
computer player (`bot.ai.Policy` for the normal level; easy and hard are built on it; random if left
out) and its command group (`cogs.games.GameCog` or a subclass adding game-specific commands). The
registry lives here, at the top layer, because it bundles cog-level parts; the layers below receive
what they need from it (the table service its games and computer players) and never look a game up
by module name. The four built-in games are listed in `builtin`; any other (a test game) calls
`register` from its own module, editing no shared file.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from bot.ai import ComputerPlayers, Policy
from bot.ai.levels import Heuristic, Levels
from bot.games.base import Game
from cogs.games import GameCog
from render import generic
from render.registry import Renderer, final_png, hand_png, table_png

if TYPE_CHECKING:
    from cogs.present import Texts


@dataclass(frozen=True)
class Plugin:
    """Everything one game brings: engine, renderer, texts, computer player, command group."""

    game: Game[Any]
    renderer: Renderer = field(default=generic)
    texts: Texts | None = None  # None: the generic `table-…` wording
    players: ComputerPlayers = field(default_factory=Heuristic)  # default: random legal moves
    cog: type[GameCog] = GameCog  # a subclass adds the game's own commands in `extra_commands`

    @property
    def key(self) -> str:
        """The game's key, e.g. "druids"."""
        return self.game.key


@cache
def builtin() -> dict[str, Plugin]:
    """The four games that come with the bot."""
    # Imported here: the game modules import the flow and texts, which look plug-ins up in turn.
    import render.abracadabra
    import render.arabana
    import render.druids
    import render.spellcaster
    from bot.games.abracadabra import GAME as ABRACADABRA
    from bot.games.arabana import GAME as ARABANA
    from bot.games.druids import GAME as DRUIDS
    from bot.games.spellcaster import GAME as SPELLCASTER
    from cogs.arabana import ArabanaCog
    from cogs.spellcaster import SpellcasterCog
    from cogs.text import abracadabra, arabana, druids, spellcaster

    plugins = [
        Plugin(ARABANA, render.arabana, arabana, Levels(ARABANA.key), ArabanaCog),
        Plugin(SPELLCASTER, render.spellcaster, spellcaster, Levels(SPELLCASTER.key), SpellcasterCog),
        Plugin(ABRACADABRA, render.abracadabra, abracadabra, Levels(ABRACADABRA.key)),
        Plugin(DRUIDS, render.druids, druids, Levels(DRUIDS.key)),
    ]
    return {p.key: p for p in plugins}


_REGISTRY: dict[str, Plugin] = {}


def plugins() -> Mapping[str, Plugin]:
    """Every registered game by key: the built-in four first, then those registered since."""
    if not _REGISTRY:
        _REGISTRY.update(builtin())
    return _REGISTRY


def register(plugin: Plugin) -> Plugin:
    """Add (or replace) a game; returns the plug-in, so a module can `PLUGIN = register(Plugin(...))`."""
    plugins()
    _REGISTRY[plugin.key] = plugin
    return plugin


def as_plugins(games: Iterable[Game[Any] | Plugin]) -> dict[str, Plugin]:
    """Plug-ins by key for games or plug-ins: a built-in engine gets its own plug-in, any other bare
    engine the generic parts."""
    found: dict[str, Plugin] = {}
    for item in games:
        if isinstance(item, Plugin):
            found[item.key] = item
        else:
            own = builtin().get(item.key)
            found[item.key] = own if own is not None and own.game is item else Plugin(item)
    return found


def policy_for(game_key: str, level: str = "normal") -> Policy:
    """The computer player of a registered game at a level (the table service's `policies`); an
    unregistered game plays random legal moves."""
    found = plugins().get(game_key)
    return (found.players if found is not None else Heuristic()).policy(level)


def game_for(game_key: str) -> Game[Any]:
    """The engine of a registered game."""
    found = plugins().get(game_key)
    if found is None:
        raise KeyError(f"No game {game_key!r} is registered (cogs.plugins.register).")
    return found.game


def texts_for(game_key: str) -> Texts | None:
    """The game's texts, or None for the generic wording."""
    found = plugins().get(game_key)
    return found.texts if found is not None else None


def renderer_for(game_key: str) -> Renderer:
    """The game's renderer (the generic one for a game without)."""
    found = plugins().get(game_key)
    return found.renderer if found is not None else generic


def table_image(game_key: str, view: dict[str, Any], lang: str = "en") -> bytes:
    """The table image of a game as PNG bytes."""
    return table_png(renderer_for(game_key), view, lang)


def hand_image(game_key: str, view: dict[str, Any], lang: str = "en") -> bytes:
    """A seat's hand image of a game as PNG bytes."""
    return hand_png(renderer_for(game_key), view, lang)


def final_image(game_key: str, view: dict[str, Any], lang: str = "en") -> bytes | None:
    """The final standings image of a game, if its renderer draws one."""
    return final_png(renderer_for(game_key), view, lang)
