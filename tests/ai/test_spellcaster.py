"""The Spellcaster computer player: legal, deterministic, sensible and clearly better than random."""

from __future__ import annotations

import random

import pytest

from bot.ai import RandomPolicy
from bot.ai.spellcaster import PLAYERS, POLICY, SpellcasterPolicy, win_chance
from bot.games.spellcaster import GAME, SpellcasterState
from tests.games.spellcaster.helpers import position

ME, RIVAL = 0, 1


def _play(policies: list[object], seed: int) -> SpellcasterState:
    state = GAME.new(2, seed)
    rngs = [random.Random(f"{seed}:{seat}") for seat in range(2)]
    while not state.is_over():
        seat = next(iter(state.to_move()))
        state.apply(seat, policies[seat].choose(state, seat, rngs[seat]))  # type: ignore[attr-defined]
    return state


def test_policy_is_registered() -> None:
    assert PLAYERS.policy("normal") is POLICY


def test_beats_random_clearly() -> None:
    wins = 0.0
    games = 40
    for game in range(games):
        me = game % 2
        policies: list[object] = [RandomPolicy(), RandomPolicy()]
        policies[me] = POLICY
        final = _play(policies, 900 + game)
        if me in final.winners:
            wins += 1 / len(final.winners)
    assert wins / games >= 0.85


def test_same_rng_same_choice() -> None:
    state = GAME.new(2, 77)
    seat = next(iter(state.to_move()))
    first = POLICY.choose(state, seat, random.Random(5))
    assert all(POLICY.choose(state, seat, random.Random(5)) == first for _ in range(3))


def test_takes_the_winning_firebolt() -> None:
    state = position(piles={"red": [("R01", ME)], "blue": [("B01", ME)]}, energy=[10, 2], hands=[["Y01"], ["B01"]])
    assert str(POLICY.choose(state, ME, random.Random(1))) == "activate red"


def test_races_to_fifteen_sapphires() -> None:
    state = position(piles={"blue": [("B01", ME)], "yellow": [("Y01", ME)]}, sapphires=[13, 2])
    assert str(POLICY.choose(state, ME, random.Random(1))) == "activate blue"


def test_discards_its_least_useful_card() -> None:
    state = position(piles={"red": [("R07", RIVAL)]}, hands=[["B01", "G02"], ["Y08"]], turn=RIVAL)
    state.apply(RIVAL, "activate red")
    assert state.to_move() == frozenset({ME})
    assert str(SpellcasterPolicy().choose(state, ME, random.Random(2))) == "discard G02"


def test_on_an_empty_deck_it_clears_the_rivals_spring_before_the_count() -> None:
    # No drawing on an empty deck: the rival's Sapphire Spring will trigger before the game ends, and
    # only Fumbletongue (played, then activated) keeps the lead; Healing Light would reach a draw at best.
    piles = {"blue": [("B08", RIVAL)]}
    state = position(piles=piles, deck=[], energy=[8, 10], sapphires=[5, 4], hands=[["G03", "Y01"], []])
    rng = random.Random(1)
    while not state.is_over():
        assert "draw" not in [str(a) for a in state.legal_actions(ME)]
        state.apply(ME, POLICY.choose(state, ME, rng))
    assert state.winners == [ME] and state.sapphires == [5, 4]


def test_hard_scores_a_position_as_a_chance_to_win() -> None:
    # One Sapphire more is a little better, ten more nearly sure; a decided game is 1 or 0, a draw ½,
    # so no single world's result outweighs the others in the search's mean.
    even = position(sapphires=[4, 4], turn=RIVAL, actions_left=0)
    ahead = position(sapphires=[5, 4], turn=RIVAL, actions_left=0)
    far_ahead = position(sapphires=[14, 4], turn=RIVAL, actions_left=0)
    assert win_chance(even, ME) == 0.5 == win_chance(even, RIVAL)
    assert 0.5 < win_chance(ahead, ME) < 0.7 < 0.9 < win_chance(far_ahead, ME) < 1
    assert win_chance(ahead, RIVAL) == pytest.approx(1 - win_chance(ahead, ME))
    won = position(sapphires=[15, 4], phase="over", winners=[ME])
    drawn = position(phase="over", winners=[ME, RIVAL])
    assert (win_chance(won, ME), win_chance(won, RIVAL), win_chance(drawn, ME)) == (1.0, 0.0, 0.5)
