"""The Druids game: options, factory, restore, action parsing and the rules summary."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.base import JSON, Action, Game, OptionSpec
from bot.games.druids.actions import parse_action
from bot.games.druids.state import DruidsState

RULES_SUMMARY = """**Druids**: 3–5 players, trick-taking over several rounds (default 5).
**Cards**: five domains (colours) G Y R B V, values 1–12; Gaia (0, any colour); 2 Golden Sickles; 2 Mistletoes.
**Play**: whoever holds Gaia leads trick 1 with it and names its colour (`play GAIA R`). Then the trick winner leads. The first domain card fixes the led colour; follow it if you can, but a Sickle or Mistletoe may always be played. Highest card of the led colour wins; Sickles/Mistletoes never win (a trick of only those goes to its leader); Gaia wins only if nobody plays its colour.
**Taking a trick**, in order:
1. Its domain cards go face up onto your stacks, one stack per colour; of several cards of one colour the lowest ends on top. A new card always covers the old top.
2. If you now have all five colours, the round ends at once.
3. Each Sickle sets aside your stack with the highest top card (tie: you choose, `sickle B`).
4. Sickles, Mistletoes and Gaia are set aside.
Only stack tops and heights are shown.
**Scoring**: whoever completed five domains scores −3; everyone else the sum of their stack tops. Highest total after the last round wins; the fewest points in a round deals the next.
**Options**: `variant` basic | sun-moon (when leading Gaia also choose dark = lowest on top, or light = highest on top, for the round: `play GAIA R light`); `rounds` 1–10.
"""


class DruidsGame(Game[DruidsState]):
    """Druids (AMIGO, 2017): 3–5 players, tricks build stacks of five domains."""

    key = "druids"
    title = "Druids"
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

    def rules_summary(self) -> str:
        return RULES_SUMMARY
