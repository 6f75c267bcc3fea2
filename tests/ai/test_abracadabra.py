"""The Abracadabra computer player scores clearly more than random players."""

from __future__ import annotations

import random

from bot.ai.abracadabra import POLICY, AbracadabraPolicy, World, play_out
from bot.games.abracadabra import GAME
from bot.games.abracadabra.cards import make_card


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


def _deal_to_first_chooser(hand: list[int], seed: int) -> tuple[object, int]:
    """A fresh 4-player match whose first suit chooser holds `hand` (the rest dealt at random)."""
    state = GAME.new(4, seed, {"deals": 1})
    d = state.d  # type: ignore[attr-defined]
    (seat,) = state.to_move()
    rest = [c for h in d["hands"] for c in h if c not in hand]
    random.Random(seed).shuffle(rest)
    others = [h for h in range(4) if h != seat]
    d["hands"][seat] = sorted(hand)
    for i, h in enumerate(others):
        d["hands"][h] = sorted(rest[13 * i : 13 * (i + 1)])
    return state, seat


def test_hard_bid_suit_is_the_one_it_captures_most_of_not_the_longest() -> None:
    # Nine small hearts (2–10) against the top three spades: length and honours say hearts, but the
    # seat wins its spade tricks, each with the others' spades in it, and few heart tricks.
    hearts = [make_card(1, r) for r in range(2, 11)]
    spades = [make_card(0, r) for r in range(12, 15)]
    club = [make_card(3, 2)]
    by_captures = AbracadabraPolicy(suit_by_captures=True)
    chosen = []
    for seed in range(6):
        state, seat = _deal_to_first_chooser(hearts + spades + club, seed)
        assert str(POLICY.choose(state, seat, random.Random(seed))) == "suit H"  # type: ignore[arg-type]
        chosen.append(str(by_captures.choose(state, seat, random.Random(seed))))  # type: ignore[arg-type]
    assert chosen == ["suit S"] * 6


def test_a_noisy_playout_strays_from_the_model_only_as_often_as_asked() -> None:
    state = GAME.new(4, 3, {"deals": 1})
    rng = random.Random(3)
    while state.d["phase"] != "play":  # type: ignore[attr-defined]
        (seat,) = state.to_move()
        state.apply(seat, POLICY.choose(state, seat, rng))
    world = World(state.to_dict())
    model = play_out(world)
    assert play_out(world, rng=random.Random(1), noise=0.0) == model
    noisy = [play_out(world, rng=random.Random(seed), noise=1.0) for seed in range(8)]
    assert noisy[0] == play_out(world, rng=random.Random(0), noise=1.0)  # the same luck, the same deal
    assert len({tuple(result[4]) for result in noisy}) > 1
    for won, _, _, _, winners in noisy:
        assert sum(won) == 13 and len(winners) == 13
