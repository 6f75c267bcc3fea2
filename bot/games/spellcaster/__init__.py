"""Spellcaster: a two-mage card duel (rules: shared/rules/spellcaster.md; cards: cards.json).

Action grammar (canonical text, case-insensitive on input):
- `draw` — action: draw 1 card (only while the deck holds a card).
- `play R01` — action: play a card (by id; copies are alike) onto the pile of its colour.
- `activate red` — action: do the text of the top card of a pile that faces you.
- `discard Y08` — choice of the mage who must discard (Thunderclap, Mana Fog, Whispered Bargain).
- `decline` — the rival's refusal to discard for Whispered Bargain (the caster draws).
- `pile blue` — the caster's pile for Fumbletongue, Mind Twist or Spell Echo.
- `take G02` — the card Rewind takes from the discard pile.
- `keep B01` — the card Foresight keeps; `bottom R01` — of the cards going under the deck, the one
  put lowest (asked while two different cards remain).
A choice with only one possible answer is applied without asking.
"""

from __future__ import annotations

from bot.games.spellcaster.game import SpellcasterGame
from bot.games.spellcaster.state import SpellcasterState

GAME = SpellcasterGame()

__all__ = ["GAME", "SpellcasterGame", "SpellcasterState"]
