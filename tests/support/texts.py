"""A game's texts called with action texts, as tests write moves: each text is read once by the
game's parser (as the flow does for a move from the log), and the texts see the typed action."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bot.games.base import Action
from bot.kits import builtin_kits
from wording.present import MenuTexts, MultiChoice, Texts, Wording


class ByText:
    """`action_label`, `action_group` and `multi_choice` of one game, taking actions or their texts."""

    def __init__(self, game_key: str) -> None:
        kit = builtin_kits()[game_key]
        assert kit.texts is not None, f"{game_key} has no texts"
        self.texts: Texts = kit.texts
        self.game = kit.game

    def typed(self, action: Action | str) -> Action:
        """The action for a text (or the action itself)."""
        return action if isinstance(action, Action) else self.game.parse_action(action)

    def action_label(self, action: Action | str, view: dict[str, Any], lang: str = "en") -> str:
        """The game's label for an action."""
        return self.texts.action_label(self.typed(action), view, lang)

    def action_group(self, action: Action | str, view: dict[str, Any], lang: str = "en") -> str:
        """The game's group for an action."""
        return self.texts.action_group(self.typed(action), view, lang)

    def multi_choice(self, actions: Sequence[Action | str], view: dict[str, Any], lang: str = "en") -> tuple[list[MultiChoice], list[str]] | None:
        """The game's multi-selects, the other actions as texts."""
        assert isinstance(self.texts, MenuTexts)
        chosen = self.texts.multi_choice([self.typed(a) for a in actions], view, lang)
        if chosen is None:
            return None
        multis, rest = chosen
        return list(multis), [str(a) for a in rest]


def action_of(words: Wording, action: Action | str) -> Action:
    """The action for a text as a test writes it, read by the game's parser (or the action itself)."""
    return action if isinstance(action, Action) else words.game.parse_action(action)


def actions_of(words: Wording, actions: Iterable[Action | str]) -> list[Action]:
    """`action_of` for each."""
    return [action_of(words, action) for action in actions]
