"""The view's TypedDict declares exactly the keys the views have, and untyped views are narrowed by their game."""

from __future__ import annotations

import pytest

from bot.games.arabana import GAME
from bot.games.arabana.views import ArabanaView, as_view
from tests.games.arabana.test_views import VIEW_KEYS


def test_typed_view_declares_every_key_of_the_views() -> None:
    assert ArabanaView.__required_keys__ == VIEW_KEYS
    assert ArabanaView.__optional_keys__ == {"hand", "setup_choice", "facedown", "ku_hand", "names"}


def test_as_view_keeps_an_arabana_view_and_refuses_another_games() -> None:
    view = GAME.new(3, 5).view(0)
    assert as_view(view) is view
    with pytest.raises(ValueError):
        as_view({"game": "druids"})
