"""The Arabana-Opodopo game: options, factory, restore and parser (the rules summary is in the catalogs)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.arabana.actions import parse_action
from bot.games.arabana.board import BRIDGES, DISPLAY_SLOTS, HAND_LIMIT, ISLANDS, SPOTS_OF_CLASS, STONES
from bot.games.arabana.gods import KANE_POINTS
from bot.games.arabana.position import fresh_snapshot
from bot.games.arabana.state import ArabanaState
from bot.games.base import JSON, Action, Fact, Game, OptionSpec


class ArabanaGame(Game[ArabanaState]):
    """Arabana-Opodopo (Bambus 2002), revised setup, optional Power of the Gods."""

    key = "arabana"
    title = "Arabana-Opodopo"
    summary_events = frozenset({"scoring", "game_over"})
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
        return ArabanaState(self, data)  # the constructor copies what it keeps

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def rules_facts(self) -> Mapping[str, Fact]:
        # The setup deal is no named constant: read it off a fresh game.
        dealt = self.new(3, 0).view(None)["hand_sizes"]
        facts: dict[str, Fact] = {
            "islands": ISLANDS,
            "deal": int(dealt[0]),
            "hand-limit": HAND_LIMIT,
            "display": DISPLAY_SLOTS,
            "bridges": BRIDGES,
            "stones": STONES,
            "kane": tuple(KANE_POINTS[size] for size in ("small", "large", "main")),
        }
        for size, spots in SPOTS_OF_CLASS.items():
            facts[f"spots-{size}"] = spots
            facts[f"majority-{size}"] = spots // 2 + 1
        return facts
