"""The Abracadabra game: options, factory, restore, action parsing and the rules summary."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.base import JSON, Action, Game, OptionSpec

from .actions import parse_action
from .state import AbracadabraState, _copy

RULES_SUMMARY = """\
**Abracadabra** — bid to win *specific* tricks (2–4 players; 52 cards + Joker, 36 with 3 or 2).
**Deal**: 13 cards each (12 with 2–3); the next card is the **turn-up**: its suit is trump and the \
Joker plays as a copy of it (turn-up Joker: no trump).
**Bid suit**: from the dealer's left, each takes a suit of bid cards; a bid card of rank r names trick r \
(A = 1st … K = 13th).
**Auction**: one round, `bid N` (higher than before) or `pass`. Highest bidder = **Declarer**, contract D. \
All pass: new deal (with the dummy: dummy shown, one more round).
**Contracts**: Declarer `place`s exactly D bid cards face down (the tricks he means to win); the others \
place 0…D−1. The Declarer may move placed cards face up to his `right` (double, won or lost). Anyone may \
`expose` his stack (bid-suit cards captured then score 4, not 2).
**Play**: follow suit, else anything; highest trump, else highest of the led suit wins. After trick t \
the winner's card t turns up (**Abracadabra!**); the others' card t goes to the centre; a Declarer's \
right card t turns face down if he lost it.
**Score per deal**: success (tricks = contract) 40/30/20/10 with 1/2/3/4 successful (3p 30/20/10, \
2p 20/10) + named tricks won (their ranks) ± 2× right cards + 1 per trick + 2 (exposed 4) per bid-suit card \
in your tricks.
**Two players**: with the dummy (third hand, face up after contracts; plays third, played by the \
trick's leader with `dummy QH`) or without (24 cards, option `dummy: no`).
**Options**: `joker` with/without (without: Declarer names trump after placing), `success` exact/at-least, \
`target` points (default 200), `deals` N (0 = play to the target).
"""


class AbracadabraGame(Game[AbracadabraState]):
    """Abracadabra (Paul Newton): trick-taking with bids on specific tricks, 2–4 players."""

    key = "abracadabra"
    title = "Abracadabra"
    min_players = 2
    max_players = 4
    options = {
        "joker": OptionSpec("joker", "with", choices=("with", "without"), help="play with the Joker and a turn-up"),
        "success": OptionSpec("success", "exact", choices=("exact", "at-least"), help="success needs exactly the contract, or at least it"),
        "dummy": OptionSpec("dummy", "yes", choices=("yes", "no"), help="two players: play with the dummy hand"),
        "target": OptionSpec("target", 200, minimum=10, maximum=1000, help="the game ends after the deal in which someone reaches this"),
        "deals": OptionSpec("deals", 0, minimum=0, maximum=50, help="play exactly this many deals instead (0: play to the target)"),
    }

    def _new(self, players: int, seed: int | str, options: dict[str, str | int]) -> AbracadabraState:
        return AbracadabraState.fresh(self, players, seed, options)

    def restore(self, data: Mapping[str, JSON]) -> AbracadabraState:
        return AbracadabraState(self, _copy(dict(data)))

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def rules_summary(self) -> str:
        return RULES_SUMMARY
