"""The Abracadabra computer player scores clearly more than random players."""

from __future__ import annotations

import random

from bot.ai.abracadabra import POLICY
from bot.games.abracadabra import GAME


def test_beats_random_players_on_average_per_deal() -> None:
    ai_total = random_total = 0
    ahead = 0
    deals = 16
    for seed in range(deals):
        state = GAME.new(4, seed, {"deals": 1})
        rng = random.Random(seed)
        ai_seat = seed % 4
        while not state.is_over():
            (seat,) = state.to_move()
            action = POLICY.choose(state, seat, rng) if seat == ai_seat else rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
        scores = state.scores()
        ai_total += scores[ai_seat]
        others = [s for i, s in enumerate(scores) if i != ai_seat]
        random_total += sum(others) / 3
        ahead += scores[ai_seat] > max(others)
    assert ai_total > 2 * random_total
    assert ahead >= 0.6 * deals


def test_plays_only_legal_actions_in_every_form() -> None:
    for players, options in [(2, {}), (2, {"dummy": "no"}), (3, {"joker": "without"})]:
        state = GAME.new(players, 7, {**options, "deals": 1})
        rng = random.Random(7)
        while not state.is_over():
            (seat,) = state.to_move()
            action = POLICY.choose(state, seat, rng)
            assert str(action) in {str(a) for a in state.legal_actions(seat)}
            state.apply(seat, action)
