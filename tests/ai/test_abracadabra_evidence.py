"""What the rivals' cards so far tell hard's worlds of their hands (`bot.ai.abracadabra_evidence`)."""

from __future__ import annotations

import math
import random
from statistics import mean

import pytest

from bot.ai.abracadabra import POLICY, World
from bot.ai.abracadabra_evidence import plays_loglik
from bot.ai.abracadabra_tree import EVIDENCE_POWER, POOL, Worlds, fit
from bot.games.abracadabra import GAME
from bot.games.abracadabra.state import AbracadabraState


def _positions(players: int, seeds: range, tricks: tuple[int, ...]) -> list[AbracadabraState]:
    """Copies of deals between normal players at the start of the given tricks."""
    out = []
    for seed in seeds:
        state = GAME.new(players, seed, {"deals": 1})
        assert isinstance(state, AbracadabraState)
        rng = random.Random(seed)
        while not state.is_over():
            d = state.d
            if d["phase"] == "play" and not d["trick"] and d["trick_no"] in tricks:
                out.append(state.copy())
            (seat,) = state.to_move()
            state.apply(seat, POLICY.choose(state, seat, rng))
    return out


def test_before_any_card_and_without_a_full_record_the_cards_say_nothing() -> None:
    (start,) = _positions(3, range(1, 2), (0,))
    seat = min(start.to_move())
    assert plays_loglik(start.to_dict(), seat) == 0.0
    (later,) = _positions(3, range(1, 2), (4,))
    d = later.to_dict()
    assert plays_loglik(d, seat) < 0.0
    # A snapshot from before the record was kept: none, or only the cards played since.
    assert plays_loglik({**d, "plays": d["plays"][3:]}, seat) == 0.0
    assert plays_loglik({k: v for k, v in d.items() if k != "plays"}, seat) == 0.0


def test_only_the_rivals_choices_count_not_the_seats_own_cards() -> None:
    (start,) = _positions(3, range(2, 3), (0,))
    leader = min(start.to_move())
    start.apply(leader, POLICY.choose(start, leader, random.Random(0)))
    assert plays_loglik(start.to_dict(), leader) == 0.0  # its own lead: nothing it did not know
    rivals = [plays_loglik(start.to_dict(), seat) for seat in range(3) if seat != leader]
    assert all(x < 0.0 for x in rivals)  # to the others, the lead was one choice among several


@pytest.mark.parametrize("players", [3, 4])
def test_the_real_deal_is_likelier_than_the_worlds_and_weighting_by_it_finds_more_cards(players: int) -> None:
    """Normal's cards do say something of its hand: weighted by their chance, the worlds put more of
    the rivals' hidden cards in the hands that hold them."""
    real_minus_worlds, uniform, weighted = [], [], []
    for state in _positions(players, range(10, 16), (3, 6, 9)):
        seat = min(state.to_move())
        real = World(state.to_dict())
        truth = [set(hand) for hand in real.hands]
        rng = random.Random(1)
        deals = [state.determinize(seat, rng.randrange(1 << 62)).to_dict() for _ in range(60)]
        logs = [plays_loglik(deal, seat) for deal in deals]
        real_minus_worlds.append(plays_loglik(state.to_dict(), seat) - mean(logs))
        found = []
        for deal in deals:
            world = World(deal)
            hidden = [(r, c) for r in range(players) if r != seat for c in world.hands[r]]
            found.append(sum(c in truth[r] for r, c in hidden) / len(hidden))
        top = max(logs)
        weights = [math.exp(x - top) for x in logs]
        uniform.append(mean(found))
        weighted.append(sum(w * f for w, f in zip(weights, found, strict=True)) / sum(weights))
    # Measured: 0.61 and 2.17 nats; 61.2% of the cards found uniformly, 63.6% weighted (three players),
    # 36.5% and 41.0% (four).
    assert mean(real_minus_worlds) > 0.3
    assert mean(weighted) > mean(uniform) + 0.01


def test_hards_worlds_are_drawn_more_often_the_likelier_they_make_the_rivals_cards() -> None:
    assert EVIDENCE_POWER[3] > 0
    (state,) = _positions(3, range(3, 4), (5,))
    seat = min(state.to_move())
    worlds = Worlds(state, seat, random.Random(4))
    drawn = [worlds.draw() for _ in range(POOL)]
    assert len(worlds.dealt) == POOL
    dealt = mean(plays_loglik(deal, seat) for deal in worlds.dealt)
    # A drawn World has lost its dict; match each to its dealt deal by its hands.
    by_hands = {tuple(map(tuple, World(deal).hands)): deal for deal in worlds.dealt}
    picked = mean(plays_loglik(by_hands[tuple(map(tuple, world.hands))], seat) for world in drawn)
    assert picked > dealt + 0.25  # measured: -10.61 against -11.14


def test_where_the_power_is_0_the_worlds_are_weighted_by_the_contracts_alone() -> None:
    assert EVIDENCE_POWER[4] == 0
    (state,) = _positions(4, range(3, 4), (5,))
    seat = min(state.to_move())
    worlds = Worlds(state, seat, random.Random(4))
    worlds.draw()
    weights = [b - a for a, b in zip([0.0, *worlds.cumulative], worlds.cumulative, strict=False)]
    assert weights == pytest.approx([fit(World(deal), seat) for deal in worlds.dealt])
