"""What each seat may see, and determinization of everything it may not."""

from __future__ import annotations

import json
import random

from bot.games.druids import GAME
from bot.games.druids.cards import CARD_TEXT, COLOUR_OF, GAIA
from bot.games.druids.state import DruidsState
from tests.games.druids.helpers import play_all, position


def played(seed: int, decisions: int, players: int = 4) -> DruidsState:
    state = GAME.new(players, seed, {})
    rng = random.Random(seed)
    for _ in range(decisions):
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_views_show_stack_tops_and_heights_never_the_cards_below() -> None:
    state = position(
        [["G8", "B1", "Y1"], ["G11", "B2", "Y2"], ["G3", "B3", "Y3"]],
        stacks=[{}, {"G": ["G12"]}, {}],
    )
    play_all(state, "play G8", "play G11", "play G3")
    play_all(state, "play B2", "play B3", "play B1")
    text = json.dumps(state.view(None))
    assert state.view(None)["stacks"][1]["G"] == {"top": "G3", "height": 4}
    assert "G12" not in text and "G11" not in text and "G8" not in text


def test_seat_view_has_own_hand_only() -> None:
    state = GAME.new(4, 3, {})
    for seat in range(4):
        view = state.view(seat)
        assert view["hand"] == [str(c) for c in view["hand"]]
        assert len(view["hand"]) == 14
        assert "hand" not in state.view(None)
    assert state.view(None)["hand_sizes"] == [14, 14, 14, 14]


def test_determinize_keeps_the_view_and_reshuffles_the_rest() -> None:
    for seed in range(30):
        state = played(seed, 1 + seed % 40)
        before = state.to_dict()
        for seat in range(4):
            world = state.determinize(seat, seed)
            assert world.view(seat) == state.view(seat)
            assert state.to_dict() == before
            for s in range(4):
                assert len(world.hands[s]) == len(state.hands[s])
                for colour in range(5):
                    stack = world.stacks[s][colour]
                    assert all(COLOUR_OF[c] == colour for c in stack)
            everything = sorted(
                [c for h in world.hands for c in h]
                + world.undealt
                + world.set_aside
                + world.trick
                + [c for mine in world.stacks for stack in mine for c in stack]
            )
            assert everything == sorted([*range(60), 60, 61, 61, 62, 62])


def test_determinize_depends_only_on_the_view() -> None:
    state = played(11, 23)
    for seat in range(4):
        other = state.determinize(seat, 77)
        assert other.hands != state.hands
        assert state.determinize(seat, 5).to_dict() == other.determinize(seat, 5).to_dict()


def test_determinize_keeps_gaia_with_its_holder_and_the_last_trick_in_place() -> None:
    state = GAME.new(4, 8, {})
    (holder,) = state.to_move()
    watcher = (holder + 1) % 4
    assert GAIA in state.determinize(watcher, 1).hands[holder]
    state = played(4, 30)
    assert state.last_trick is not None
    world = state.determinize(0, 3)
    cards = {text for _, text in state.last_trick["cards"]}
    before = [{CARD_TEXT[c] for stack in mine for c in stack} & cards for mine in state.stacks]
    after = [{CARD_TEXT[c] for stack in mine for c in stack} & cards for mine in world.stacks]
    assert before == after and any(before)
