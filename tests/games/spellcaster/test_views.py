"""Views, determinization, undo, the action grammar and the rules summary."""

from __future__ import annotations

import json
import random

import pytest

from bot.games.base import IllegalAction
from bot.games.spellcaster import GAME, SpellcasterState
from bot.games.spellcaster.actions import ACTIVATE, BOTTOM, DECLINE, DISCARD, DRAW, KEEP, PILE, PLAY, TAKE
from tests.games.spellcaster.helpers import position

ME, RIVAL = 0, 1


def test_every_action_text_parses_back() -> None:
    actions = [DRAW, DECLINE, *PLAY.values(), *ACTIVATE, *DISCARD.values(), *PILE, *TAKE.values(), *KEEP.values(), *BOTTOM.values()]
    for action in actions:
        assert GAME.parse_action(str(action)) == action
        assert len(str(action)) <= 60
    assert GAME.parse_action("  PLAY r01 ") == PLAY["R01"]
    assert GAME.parse_action("Activate Red") == ACTIVATE[0]


@pytest.mark.parametrize(("text", "reason"), [("play ZZ99", "no card id"), ("pile purple", "no pile"), ("", "Cannot read"), ("fly", "Cannot read")])
def test_unreadable_actions_are_refused_with_the_reason(text: str, reason: str) -> None:
    with pytest.raises(IllegalAction, match=reason):
        GAME.parse_action(text)


def test_public_view_shows_piles_counters_and_hides_hands() -> None:
    state = position(piles={"red": [("R01", ME), ("R08", RIVAL)]}, hands=[["B01"], ["Y01", "Y01"]], discard=["G02"])
    view = state.view(None)
    assert view["game"] == "spellcaster" and view["seat"] is None and view["to_move"] == [ME]
    assert view["piles"][0] == {  # type: ignore[index]
        "colour": "red",
        "size": 2,
        "top": "R08",
        "name": "Burning Curse",
        "text": "ACTIVE: Rival loses 1 Energy.",
        "active": True,
        "facing": RIVAL,
        "activated": False,
    }
    assert view["piles"][1]["top"] is None  # type: ignore[index]
    assert view["hand_sizes"] == [1, 2] and view["discard"] == ["G02"]
    assert view["energy"] == [10, 10] and view["sapphires"] == [2, 2] and view["actions_left"] == 2
    assert "hand" not in view and "known_hands" not in view
    assert state.view(RIVAL)["hand"] == ["Y01", "Y01"]
    json.dumps(view)


def test_view_marks_activated_cards_and_the_last_action() -> None:
    state = position(piles={"red": [("R01", ME)]})
    state.apply(ME, "activate red")
    view = state.view(RIVAL)
    assert view["activated"] == ["red"] and view["piles"][0]["activated"] is True  # type: ignore[index]
    assert view["last"] == {"seat": ME, "action": "activate red"}


def test_view_shows_guard_and_nullify_markers() -> None:
    state = position(piles={"yellow": [("Y03", ME)], "green": [("G09", ME)]}, actions_left=3)
    state.apply(ME, "activate yellow")
    state.apply(ME, "activate green")
    view = state.view(None)
    assert view["guard"] == [1, 0] and view["nullify"] == [True, False]


def test_foresight_choices_are_hidden_from_the_rival() -> None:
    state = position(piles={"green": [("G08", ME)]}, deck=["Y06", "B07", "R01", "B01", "G02"])
    state.apply(ME, "activate green")
    events = state.apply(ME, "keep G02")
    assert state.view(ME)["last"] == {"seat": ME, "action": "keep G02"}
    assert state.view(RIVAL)["last"] == {"seat": ME, "action": "keep"}
    assert state.view(None)["last"] == {"seat": ME, "action": "keep"}
    assert all("G02" not in str(e.data) for e in events if e.visible_to(RIVAL))
    state.apply(ME, "bottom R01")
    assert state.view(RIVAL)["last"] == {"seat": ME, "action": "bottom"}


def test_the_drawn_card_is_private() -> None:
    state = position(deck=["B01", "R01"])
    events = state.apply(ME, "draw")
    drawn = [e for e in events if e.kind == "drew"]
    assert drawn[0].to == frozenset({ME}) and not drawn[0].visible_to(RIVAL)
    public = [e for e in events if e.kind == "draw"]
    assert public[0].to is None and public[0].data == {"n": 1, "deck": 1}


def test_determinize_keeps_what_the_seat_knows() -> None:
    # I put R01 and B01 under the deck with Foresight; the rival took back Y05 openly with Rewind.
    deck = ["G02", "G03", "Y01", "Y06", "R04", "B04", "R01", "B01", "G02"]
    state = position(piles={"green": [("G08", ME)]}, deck=deck, hands=[["R02"], ["Y05", "B07", "R10"]], hand_known=[[], ["Y05"]])
    state.apply(ME, "activate green")
    state.apply(ME, "keep G02")
    state.apply(ME, "bottom R01")
    for seed in range(10):
        world = state.determinize(ME, seed)
        assert world.view(ME) == state.view(ME)
        assert "Y05" in world.hands[RIVAL]
        assert world.deck[:2] == ["R01", "B01"]
        assert sorted(world.hands[RIVAL] + world.deck) == sorted(state.hands[RIVAL] + state.deck)
    assert any(state.determinize(ME, seed).deck != state.deck for seed in range(10))
    # The rival does not know the bottom cards: they move in his determinizations.
    assert any(state.determinize(RIVAL, seed).deck[:2] != ["R01", "B01"] for seed in range(10))
    assert state.determinize(ME, 4) == state.determinize(ME, 4)


def test_determinize_hides_the_rivals_foresight_cards() -> None:
    state = position(piles={"green": [("G08", RIVAL)]}, turn=RIVAL, deck=["Y01", "Y06", "R04", "B04", "R01", "B01"])
    state.apply(RIVAL, "activate green")
    seen = state.pending["cards"]  # type: ignore[index]
    moved = False
    for seed in range(10):
        world = state.determinize(ME, seed)
        assert world.view(ME) == state.view(ME)
        moved |= world.pending["cards"] != seen  # type: ignore[index]
    assert moved


def test_undo_allowed_only_when_nothing_hidden_moved() -> None:
    state = position(piles={"red": [("R01", ME)], "green": [("G02", ME)]}, hands=[["B01"], []], actions_left=3)
    state.apply(ME, "activate red")
    assert state.undoable(ME, ACTIVATE[0])
    state.apply(ME, "play B01")
    assert not state.undoable(ME, PLAY["B01"])  # the card was revealed
    state.apply(ME, "activate green")
    assert not state.undoable(ME, ACTIVATE[3])  # cards were drawn; the turn passed too


def _random_move(state: SpellcasterState, rng: random.Random) -> None:
    seat = min(state.to_move())
    state.apply(seat, rng.choice(state.legal_actions(seat)))


def _played(seed: int, moves: int) -> tuple[SpellcasterState, random.Random]:
    """A duel dealt from `seed` after `moves` random moves, and the generator that chose them."""
    state = GAME.new(2, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        _random_move(state, rng)
    return state, rng


def _play_to_the_end(state: SpellcasterState, rng: random.Random) -> None:
    while not state.is_over():
        _random_move(state, rng)


def test_copy_is_independent() -> None:
    state, rng = _played(11, 20)
    snapshot = state.to_dict()
    twin = state.copy()
    assert twin == state
    _play_to_the_end(twin, rng)
    assert state.to_dict() == snapshot


def test_a_snapshot_stays_as_taken_while_the_state_plays_on() -> None:
    # to_dict shares the options and the last move's record with the state (never changed in place).
    state, rng = _played(12, 15)
    snapshot = state.to_dict()
    frozen = json.loads(json.dumps(snapshot))
    assert snapshot["last"] is not None
    _play_to_the_end(state, rng)
    assert snapshot == frozen
