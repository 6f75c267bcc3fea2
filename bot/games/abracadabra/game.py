"""The Abracadabra game: options, factory, restore and action parsing (the rules summary is in the catalogs)."""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.abracadabra.cards import BID_TEXT, FORMS
from bot.games.base import JSON, Action, Fact, Game, OptionSpec

from .actions import parse_action
from .match import restore_match
from .state import AbracadabraState


class AbracadabraGame(Game[AbracadabraState]):
    """Abracadabra (Paul Newton): trick-taking with bids on specific tricks, 2–4 players."""

    key = "abracadabra"
    title = "Abracadabra"
    summary_events = frozenset({"deal_end", "game_over"})
    min_players = 2
    max_players = 4
    options = {
        "joker": OptionSpec("joker", "with", choices=("with", "without"), help="play with the Joker and a turn-up"),
        "success": OptionSpec("success", "exact", choices=("exact", "at-least"), help="success needs exactly the contract, or at least it"),
        "dummy": OptionSpec("dummy", "yes", choices=("yes", "no"), help="two players: play with the dummy hand"),
        "target": OptionSpec("target", 200, minimum=10, maximum=1000, help="the game ends after the deal in which someone reaches this"),
        "deals": OptionSpec("deals", 0, minimum=0, maximum=50, help="play exactly this many deals instead (0: play to the target)"),
    }

    def options_in_play(self, options: Mapping[str, object], players: int) -> dict[str, object]:
        """The dummy only at two seats (a lobby of one may still become two); the target only when no fixed
        number of deals is set, the number of deals only when it is."""
        shown = dict(options)
        if players > 2:
            shown.pop("dummy", None)
        fixed_deals = str(options.get("deals", 0)).strip() not in ("", "0")
        shown.pop("target" if fixed_deals else "deals", None)
        return shown

    def _new(self, players: int, seed: int | str, options: dict[str, str | int]) -> AbracadabraState:
        return AbracadabraState.fresh(self, players, seed, options)

    def restore(self, data: Mapping[str, JSON]) -> AbracadabraState:
        return AbracadabraState(self, restore_match(data))

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def rules_facts(self) -> Mapping[str, Fact]:
        facts: dict[str, Fact] = {}
        for key, form in FORMS.items():
            name = key.replace("-", "")  # "2-dummy" -> "2dummy"
            facts[f"cards-{name}"] = len(form.pack(False))
            facts[f"tricks-{name}"] = form.tricks
            facts[f"top-bid-{name}"] = BID_TEXT[form.tricks]
            facts[f"success-{name}"] = tuple(form.success)
            facts[f"successful-{name}"] = tuple(range(1, len(form.success) + 1))
        return facts
