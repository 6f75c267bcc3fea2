"""Action text: canonical forms, parsing, refusals."""

from __future__ import annotations

import pytest

from bot.games.abracadabra import GAME
from bot.games.abracadabra.actions import Place, Play, place_actions, right_actions
from bot.games.abracadabra.cards import JOKER, TEXT_CARD
from bot.games.base import IllegalAction


@pytest.mark.parametrize(
    "text",
    ["suit S", "pass", "bid 13", "place A 4 9", "place none", "trump H", "right J", "right none",
     "expose", "keep", "play QH", "play 10S", "play JK", "dummy 2C", "place A 2 3 4 5 6 7 8 9 10 J Q K"],
)
def test_canonical_text_round_trips(text: str) -> None:
    action = GAME.parse_action(text)
    assert str(action) == text and GAME.parse_action(str(action)) == action and len(text) <= 60


def test_parsing_is_lenient_on_case_order_and_ten() -> None:
    assert GAME.parse_action("  Place 9 a 4 ") == Place((1, 4, 9))
    assert GAME.parse_action("play th") == Play(TEXT_CARD["10H"])
    assert GAME.parse_action("play jk") == Play(JOKER)
    assert str(GAME.parse_action("place 1 11 13")) == "place A J K"


@pytest.mark.parametrize(
    ("text", "reason"),
    [("", "empty"), ("bid 0", "bid N"), ("bid 14", "bid N"), ("place A A", "twice"), ("place Z", "not a bid-card"),
     ("play ZZ99", "name one card"), ("suit X", "name a suit"), ("fly", "expected"), ("place", "name the ranks")],
)
def test_garbage_is_refused_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(IllegalAction, match=reason) as refused:
        GAME.parse_action(text)
    assert refused.value.code == "abracadabra.unreadable"


def test_wrong_step_names_what_is_awaited() -> None:
    state = GAME.new(4, 1, {})
    with pytest.raises(IllegalAction, match="choose your bid suit") as refused:
        state.apply(1, "bid 3")
    assert refused.value.code == "abracadabra.wrong_step"


def test_placement_and_right_side_lists_are_complete() -> None:
    assert len(place_actions(13, 0, 12)) == 2**13 - 1
    assert len(place_actions(12, 6, 6)) == 924
    assert len(right_actions((1, 4, 9))) == 8
    assert [str(a) for a in right_actions((4, 9))] == ["right none", "right 4", "right 9", "right 4 9"]



def test_the_quick_copy_knows_every_nested_field_and_copies_it_apart() -> None:
    import random

    from bot.games.abracadabra.match import KNOWN_NESTED, copy_data, copy_match, nested_keys
    from bot.games.abracadabra.state import AbracadabraState

    for seed, players, options in [(1, 4, {}), (2, 3, {"joker": "without"}), (3, 2, {}), (4, 2, {"dummy": "no"})]:
        state = GAME.new(players, seed, {**options, "deals": 2})
        rng = random.Random(seed)
        while not state.is_over():
            assert isinstance(state, AbracadabraState)
            assert nested_keys(state.d) <= KNOWN_NESTED
            copy = copy_match(state.d)
            assert copy == copy_data(state.d)
            for key in nested_keys(state.d):
                assert copy[key] is not state.d[key] or not state.d[key]
            seat = min(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
