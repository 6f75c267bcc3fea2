"""The Arabana-Opodopo game: options, factory, restore, parser and the rules summary."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.arabana.actions import parse_action
from bot.games.arabana.state import ArabanaState, fresh_snapshot
from bot.games.base import JSON, Action, Game, OptionSpec

RULES = """**Arabana-Opodopo** — 3–4 players build bridges for majorities on 16 islands.
**Setup:** 4 cards each; everyone secretly picks one for the open display (4 cards; with 3 players +1 from the bag).
**Turn:** play any number of cards, then draw exactly one (a display card or blind from the bag). Hold at most 4 before drawing.
• `bridge A-B`: a card of A or B lays your bridge on that free spot (`with A` when you hold both).
• `exchange A-B A B`: two cards of the spot's islands replace an opponent's bridge with yours.
• `discard X`: a card face down.
**Majority:** more than half an island's spots (small 2/3, large 3/5, Lusepil 4/7) → your stone goes there and all opponents' bridges at it go home; whoever drops to half or less where he rules loses that island.
**Relative:** filling the last spot of a large island or Lusepil while holding the most: alone → you remove one opponent's bridge there; tied → the single bridge goes.
**Supply:** 20 bridges (none left: `takeback` one first, not back on that spot this turn), 10 stones — an 11th island wins at once.
**Passes:** bag and display empty → small scoring (per controlled island, 1 point per spot not yours), reshuffle, second pass. When the cards run out again everyone has one last turn (`end`); you may `pass` while someone with more points still has his. Big scoring adds +1 per island. Tie: who took his last turn earlier wins.
**Gods** (option): the first controller of an island takes its god. Kane: points at once. Second pass, once each: Kanaloa joker card, Ku looks at a hand and takes a card, Pele draws one from each opponent and gives one back, Lono one extra draw."""


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

    def rules_summary(self) -> str:
        return RULES
