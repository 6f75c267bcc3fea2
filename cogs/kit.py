"""A game's kit: every part one game brings, one per layer, handed to whoever needs them.

    GameKit(game=GAME, renderer=render.takeaway, texts=wording.text.takeaway, players=PLAYERS)

A kit names its engine (`bot.games.base.Game`), its renderer (`render.renderer.Renderer`, the generic
one if left out), its texts (`wording.present.Texts`, the generic wording if left out), its computer
players (`bot.ai.ComputerPlayers`; random legal moves if left out) and its command group
(`cogs.games.GameCog` or a subclass adding game-specific commands). Kits are built once, by the
app's composition root (`bot.kits`) or a test's setup, and passed down: nothing looks a game up by key.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.ai import ComputerPlayers, Policy
from bot.ai.levels import Levels
from bot.games.base import Game
from cogs.games import GameCog
from render import generic
from render.renderer import Renderer, final_png, hand_png, table_png
from wording.present import Texts, Wording


@dataclass(frozen=True)
class GameKit:
    """Everything one game brings: engine, renderer, texts, computer players, command group."""

    game: Game[Any]
    renderer: Renderer = field(default=generic)
    texts: Texts | None = None  # None: the generic `table-…` wording
    players: ComputerPlayers = field(default_factory=Levels)  # default: random legal moves
    cog: type[GameCog] = GameCog  # a subclass adds the game's own commands in `extra_commands`
    replay_frames: frozenset[str] = frozenset()  # event kinds that close a replay's frame (a trick, a turn); empty: every move

    @property
    def key(self) -> str:
        """The game's key, e.g. "druids"."""
        return self.game.key

    @property
    def wording(self) -> Wording:
        """What the wording functions (`wording.present`) need of this game."""
        return Wording(self.game, self.texts)

    def policy(self, level: str = "normal") -> Policy:
        """The computer player at a level."""
        return self.players.policy(level)

    def table_image(self, view: dict[str, Any], lang: str = "en") -> bytes:
        """The table image as PNG bytes."""
        return table_png(self.renderer, view, lang)

    def hand_image(self, view: dict[str, Any], lang: str = "en") -> bytes:
        """A seat's hand image as PNG bytes."""
        return hand_png(self.renderer, view, lang)

    def final_image(self, view: dict[str, Any], lang: str = "en") -> bytes | None:
        """The final standings image, if the renderer draws one."""
        return final_png(self.renderer, view, lang)


Kits = Mapping[str, GameKit]
