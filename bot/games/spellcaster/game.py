"""The Spellcaster game: options, the deal, restore and action parsing."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.base import JSON, Action, Game, OptionSpec, rng_for
from bot.games.spellcaster.actions import parse_action
from bot.games.spellcaster.cards import DECK, PILES
from bot.games.spellcaster.state import SpellcasterState

START_ENERGY = 10
START_SAPPHIRES = 2
HAND_SIZE = 3

RULES_SUMMARY = """\
**Spellcaster**: a duel of two mages. Start: 10 Energy, 2 Sapphires, 3 cards (option \
`second-player-bonus`: the second mage gets 4).
**Win** at once with **15 Sapphires**, or when your rival's **Energy hits 0**. If the deck runs \
out, most Sapphires wins (then most Energy).
**Your turn**
1. Active spells (marked ACTIVE) on top of a pile and facing you trigger, red → yellow → blue → green.
2. Draw 1 card (you cannot: the game ends now).
3. Two actions, any mix: `draw` a card; `play <card>` onto the pile of its colour, facing you \
(you now control that colour); `activate <colour>` — do the text of a top card that faces you \
(not an active spell; each card once per turn).
**Piles**: red (combat), yellow (healing), blue (sorcery), green (conjuring). Only the top card counts; \
if it is discarded, the one below is on top again with its old facing.
**Costs** ("Pay 2 Energy") must be payable, and never with your last Energy.
**Choices** are asked of the right mage: your rival picks his own discards (and whether to discard \
for Whispered Bargain); you pick piles (`pile red`), the card to take back (`take G02`), the card to \
keep and the order under the deck for Foresight (`keep B01`, `bottom R01`). Reply `decline` to refuse \
a bargain.
Wins are checked after every step of an effect: rival at 0 Energy, you at 0, you at 15 Sapphires, \
rival at 15. A draw that finds the deck short ends the game after that turn."""


class SpellcasterGame(Game[SpellcasterState]):
    """Two rival mages, four colour piles, 60 spells."""

    key = "spellcaster"
    title = "Spellcaster"
    min_players = 2
    max_players = 2
    options = {
        "second-player-bonus": OptionSpec(
            "second-player-bonus", "off", choices=("off", "on"), help="the second mage is dealt 4 cards"
        ),
    }

    def _new(self, players: int, seed: int | str, options: dict[str, str | int]) -> SpellcasterState:
        deck = list(DECK)
        rng_for(seed, "deal").shuffle(deck)
        start = rng_for(seed, "start").randrange(2)
        sizes = [HAND_SIZE, HAND_SIZE]
        if options["second-player-bonus"] == "on":
            sizes[1 - start] += 1
        hands: list[list[str]] = [[], []]
        for seat in (start, 1 - start):
            hands[seat] = sorted(deck.pop() for _ in range(sizes[seat]))
        state = SpellcasterState(
            self,
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
        state.begin(start)
        return state

    def restore(self, data: Mapping[str, JSON]) -> SpellcasterState:
        """Rebuild a state from `to_dict()`."""
        return SpellcasterState(self, data)

    def parse_action(self, text: str) -> Action:
        """Parse canonical action text (see the package docstring for the grammar)."""
        return parse_action(text)

    def rules_summary(self) -> str:
        """The rules in brief, for `/spellcaster rules`."""
        return RULES_SUMMARY
