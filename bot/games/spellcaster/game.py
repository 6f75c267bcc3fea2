"""The Spellcaster game: options, the deal, restore and action parsing (the rules summary is in the catalogs)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.base import JSON, Action, Fact, Game, OptionSpec, rng_for, shuffle
from bot.games.spellcaster.actions import parse_action
from bot.games.spellcaster.cards import DECK, PILES
from bot.games.spellcaster.scoring import WIN_SAPPHIRES
from bot.games.spellcaster.state import ACTIONS_PER_TURN, SpellcasterState

START_ENERGY = 10
START_SAPPHIRES = 2
HAND_SIZE = 3

class SpellcasterGame(Game[SpellcasterState]):
    """Two rival mages, four colour piles, 60 spells."""

    key = "spellcaster"
    title = "Spellcaster"
    summary_events = frozenset({"game_over"})
    min_players = 2
    max_players = 2
    options = {
        "second-player-bonus": OptionSpec(
            "second-player-bonus", "off", choices=("off", "on"), help="the second mage is dealt 4 cards"
        ),
    }

    def _new(self, players: int, seed: int | str, options: dict[str, str | int]) -> SpellcasterState:
        deck = list(DECK)
        shuffle(rng_for(seed, "deal"), deck)
        start = rng_for(seed, "start").randrange(2)
        sizes = [HAND_SIZE, HAND_SIZE]
        if options["second-player-bonus"] == "on":
            sizes[1 - start] += 1
        hands: list[list[str]] = [[], []]
        for seat in (start, 1 - start):
            hands[seat] = sorted(deck.pop() for _ in range(sizes[seat]))
        state = SpellcasterState(
            {
                "options": options,
                "start": start,
                "turn": 1 - start,
                "turn_no": 0,
                "phase": "start",
                "hands": hands,
                "deck": deck,
                "discard": [],
                "piles": [[] for _ in PILES],
                "faces": [[] for _ in PILES],
                "energy": [START_ENERGY, START_ENERGY],
                "sapphires": [START_SAPPHIRES, START_SAPPHIRES],
                "guard": [0, 0],
                "nullify": [False, False],
                "actions_left": 0,
                "activated": [],
                "stack": [],
                "pending": None,
                "ending": False,
                "winners": [],
                "end_reason": None,
                "hand_known": [[], []],
                "seen_pos": [[], []],
                "last": None,
                "undo_ok": False,
            },
        )
        state.game = self
        state.begin(start)
        return state

    def restore(self, data: Mapping[str, JSON]) -> SpellcasterState:
        """Rebuild a state from `to_dict()`."""
        state = SpellcasterState(data)
        state.game = self
        return state

    def parse_action(self, text: str) -> Action:
        """Parse canonical action text (see the package docstring for the grammar)."""
        return parse_action(text)

    def rules_facts(self) -> Mapping[str, Fact]:
        return {
            "energy": START_ENERGY,
            "sapphires": START_SAPPHIRES,
            "hand": HAND_SIZE,
            "hand-bonus": HAND_SIZE + 1,
            "win": WIN_SAPPHIRES,
            "actions": ACTIONS_PER_TURN,
        }
