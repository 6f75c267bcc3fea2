"""The Arabana-Opodopo game: options, factory, restore and parser (the rules summary is in the catalogs)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.arabana.actions import parse_action
from bot.games.arabana.position import fresh_snapshot
from bot.games.arabana.state import ArabanaState
from bot.games.base import JSON, Action, Game, OptionSpec


class ArabanaGame(Game[ArabanaState]):
    """Arabana-Opodopo (Bambus 2002), revised setup, optional Power of the Gods."""

    key = "arabana"
    title = "Arabana-Opodopo"
    min_players = 3
    max_players = 4
    options = {
        "gods": OptionSpec("gods", "off", choices=("off", "on"), help="variant Power of the Gods"),
        "second-pass-start": OptionSpec(
            "second-pass-start",
            "next",
            choices=("next", "lowest-chooses"),
            help="who starts the second pass: the next player, or the one with the fewest points chooses",
        ),
    }

    def _new(self, players: int, seed: int | str, options: dict[str, str | int]) -> ArabanaState:
        chosen = {name: str(value) for name, value in options.items()}
        return ArabanaState(self, fresh_snapshot(players, seed, chosen))

    def restore(self, data: Mapping[str, JSON]) -> ArabanaState:
        return ArabanaState(self, dict(data))

    def parse_action(self, text: str) -> Action:
        return parse_action(text)
