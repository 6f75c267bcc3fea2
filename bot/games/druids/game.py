"""The Druids game: options, factory, restore and action parsing (the rules summary is in the catalogs)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.base import JSON, Action, Fact, Game, OptionSpec
from bot.games.druids.actions import parse_action
from bot.games.druids.cards import FIVE_DOMAINS_SCORE, HAND_SIZE, MISTLETOE, SICKLE, VALUES, deck_without_gaia
from bot.games.druids.state import DruidsState


class DruidsGame(Game[DruidsState]):
    """Druids (AMIGO, 2017): 3–5 players, tricks build stacks of five domains."""

    key = "druids"
    title = "Druids"
    summary_events = frozenset({"round_end", "game_over"})
    min_players = 3
    max_players = 5
    options = {
        "variant": OptionSpec(
            "variant", "basic", choices=("basic", "sun-moon"), help="sun-moon: Gaia's leader also picks dark or light for the round"
        ),
        "rounds": OptionSpec("rounds", 5, minimum=1, maximum=10, help="number of rounds"),
    }

    def _new(self, players: int, seed: int | str, options: dict[str, str | int]) -> DruidsState:
        state = DruidsState(self, players, seed, options)
        state._deal([])
        return state

    def restore(self, data: Mapping[str, JSON]) -> DruidsState:
        return DruidsState.from_dict(self, dict(data))

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def rules_facts(self) -> Mapping[str, Fact]:
        counts = sorted(HAND_SIZE)
        deck = deck_without_gaia()
        return {
            "deal-players": tuple(counts),
            "deal-cards": tuple(HAND_SIZE[n] for n in counts),
            "values": VALUES,
            "sickles": deck.count(SICKLE),
            "mistletoes": deck.count(MISTLETOE),
            "five-domains": abs(FIVE_DOMAINS_SCORE),
        }
