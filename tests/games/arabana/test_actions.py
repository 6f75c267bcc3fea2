"""The action grammar: canonical texts, lenient reading, and refusals of garbage."""

from __future__ import annotations

import pytest

from bot.games.arabana import GAME
from bot.games.arabana.actions import (
    BRIDGE_IMPLIED,
    BRIDGE_KANALOA,
    BRIDGE_WITH,
    DISCARDS,
    DRAW_BAG,
    DRAW_DISPLAY,
    EXCHANGES,
    GIVES,
    LONO_BAG,
    LONO_DISPLAY,
    REMOVES,
    TAKEBACKS,
    TAKES,
    Bridge,
    Exchange,
    Ku,
    Next,
)
from bot.games.base import IllegalAction
from tests.games.arabana.helpers import island, spot

EVERY_ACTION = [
    *DISCARDS,
    *BRIDGE_IMPLIED,
    *[b for pair in BRIDGE_WITH for b in pair],
    *BRIDGE_KANALOA,
    *[e for group in EXCHANGES for e in group],
    *DRAW_DISPLAY,
    DRAW_BAG,
    *LONO_DISPLAY,
    LONO_BAG,
    *REMOVES,
    *TAKEBACKS,
    *TAKES,
    *GIVES,
    *[Next(s) for s in range(4)],
    *[Ku(s) for s in range(4)],
]


def test_every_action_text_is_short_and_parses_back() -> None:
    for action in EVERY_ACTION:
        text = str(action)
        assert 0 < len(text) <= 60, text
        assert GAME.parse_action(text) == action
    for text in ("end", "pass", "pele"):
        assert str(GAME.parse_action(text)) == text


def test_spots_are_named_in_map_order_and_read_in_any_order_or_case() -> None:
    assert str(Bridge(spot("Nuridan-Opodopo"))) == "bridge Nuridan-Opodopo"
    assert GAME.parse_action("BRIDGE opodopo-nuridan") == Bridge(spot("Nuridan-Opodopo"))
    assert GAME.parse_action("  bridge  Opodopo-Nuridan  with  nuridan ") == Bridge(spot("Nuridan-Opodopo"), island("Nuridan"))


def test_exchange_cards_are_put_in_spot_order() -> None:
    action = GAME.parse_action("exchange Nuridan-Opodopo Opodopo Nuridan")
    assert action == Exchange(spot("Nuridan-Opodopo"), (island("Nuridan"), island("Opodopo")))
    assert str(action) == "exchange Nuridan-Opodopo Nuridan Opodopo"
    assert str(GAME.parse_action("exchange Eloi-Lusepil Kanaloa Lusepil")) == "exchange Eloi-Lusepil Lusepil Kanaloa"


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "arabana.parse"),
        ("bridge Nowhere-Else", "arabana.unknown_spot"),
        ("bridge Ahu-Lusepil", "arabana.no_such_spot"),
        ("bridge Nuridan-Opodopo with Pipi", "arabana.card_not_at_spot"),
        ("exchange Nuridan-Opodopo Kanaloa Kanaloa", "arabana.double_kanaloa"),
        ("discard Atlantis", "arabana.unknown_island"),
        ("draw display 5", "arabana.parse"),
        ("next x", "arabana.bad_seat"),
        ("fly away", "arabana.parse"),
    ],
)
def test_garbage_is_refused_with_a_reason(text: str, code: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        GAME.parse_action(text)
    assert refused.value.code == code
    assert repr(text) in str(refused.value)


def test_options_and_summary() -> None:
    assert {name: (spec.default, spec.choices) for name, spec in GAME.options.items()} == {
        "gods": ("off", ("off", "on")),
        "second-pass-start": ("next", ("next", "lowest-chooses")),
    }
    assert (GAME.min_players, GAME.max_players) == (3, 4)
