"""The model of the normal player's cards in `hard`'s Abracadabra playouts: the chances its weights
give, only playable cards, and playouts that repeat with their luck."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.ai import abracadabra_mimic
from bot.ai.abracadabra import play_out
from bot.ai.abracadabra_cards import playable
from bot.ai.abracadabra_mimic import (
    WEIGHTS,
    chances,
    follow_features,
    follow_scores,
    highest_elsewhere,
    lead_features,
    lead_scores,
    mimic_card,
)
from tests.ai.test_abracadabra import _at_card_play


def _situations(seed: int) -> list[tuple[list[list[int]], int, int, list[tuple[int, int]]]]:
    """Random hands of three players (9 ranks, 4 suits), a hand to play and a begun trick."""
    rng = random.Random(seed)
    out = []
    for _ in range(400):
        deck = [s * 16 + r for s in range(4) for r in range(6, 15)]
        rng.shuffle(deck)
        size = rng.randrange(1, 11)
        hands = [deck[i * size : (i + 1) * size] for i in range(3)]
        trick = [(9, c) for c in deck[3 * size : 3 * size + rng.randrange(1, 3)]]
        out.append((hands, rng.randrange(-1, 4), rng.randrange(3), trick))
    return out


def _weighed(features: list[tuple[float, ...]], weights: tuple[float, ...]) -> list[float]:
    return [sum(w * f for w, f in zip(weights, fs, strict=True)) for fs in features]


@pytest.mark.parametrize("players", sorted(WEIGHTS))
def test_the_quick_scores_are_the_features_weighed(players: int) -> None:
    for hands, trump, h, trick in _situations(players):
        higher = highest_elsewhere(hands, h)
        for situation in ("lead wants", "lead ducks"):
            w = WEIGHTS[players][situation]
            assert lead_scores(hands[h], trump, higher, w) == pytest.approx(_weighed(lead_features(hands[h], trump, higher), w))
        cand = [c for c in hands[h] if c >> 4 == trick[0][1] >> 4] or hands[h]
        for situation in ("follow wants", "follow ducks"):
            w = WEIGHTS[players][situation]
            for last in (False, True):
                for named in (False, True):
                    quick = follow_scores(cand, trick, trump, last, named, w)
                    assert quick == pytest.approx(_weighed(follow_features(cand, trick, trump, last, named), w))


def test_a_lead_is_a_boss_when_no_other_hand_holds_a_higher_card_of_its_suit() -> None:
    hands = [[0x0E, 0x09, 0x1C], [0x0D, 0x1E], [0x26]]  # suit 0: A, 9; suit 1: Q; the others hold the K of suit 0 and the A of suit 1
    features = lead_features(hands[0], -1, highest_elsewhere(hands, 0))
    boss = [f[5] for f in features]
    assert boss == [1.0, 0.0, 0.0]


def test_cards_are_drawn_with_the_chances_the_weights_give(monkeypatch: pytest.MonkeyPatch) -> None:
    weights = (2.0, 0.0, 1.0, 0.0, 0.0, 0.0, -1.0, 0.0, 0.0)  # taking the lead, and high cards
    monkeypatch.setitem(WEIGHTS[3], "follow wants", weights)
    hands = [[0x06, 0x09, 0x0C, 0x0E, 0x18], [], []]
    trick = [(1, 0x0A)]
    cand = hands[0][:4]
    expected = chances(follow_features(cand, trick, -1, False, False), weights)
    rng = random.Random(5)
    drawn = Counter(mimic_card(hands, 0, trick, -1, 3, True, False, False, rng) for _ in range(20_000))
    assert set(drawn) <= set(cand)  # follows suit: never the other suit's card
    for card, chance in zip(cand, expected, strict=True):
        assert drawn[card] / 20_000 == pytest.approx(chance, abs=0.015)
    assert max(expected) > 0.4 and min(expected) < 0.05  # the weights do make a difference


def test_a_card_with_no_choice_is_played_without_drawing() -> None:
    rng = random.Random(1)
    state = rng.getstate()
    assert mimic_card([[0x06, 0x18], [], []], 0, [(1, 0x0A)], -1, 3, True, False, False, rng) == 0x06
    assert mimic_card([[0x18], [], []], 0, [], -1, 3, True, False, False, rng) == 0x18
    assert rng.getstate() == state


def test_a_playout_draws_no_luck_for_cards_without_choice() -> None:
    world = _at_card_play(3)
    while world.trick_no < world.tricks - 1:  # on to the last trick, where every hand holds one card
        hand, _ = world.to_play()
        world.play(playable(world.hands[hand], world.trick)[0])
    rng = random.Random(1)
    state = rng.getstate()
    won, _, _, _, winners = play_out(world, rng=rng, mimic=True)
    assert rng.getstate() == state
    assert sum(won) == 13 and len(winners) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_mimicked_card_is_playable_and_a_playout_repeats_with_its_luck(players: int) -> None:
    seen: set[int] = set()
    for hands, trump, h, trick in _situations(10 + players):
        card = mimic_card(hands, h, trick, trump, players, True, False, True, random.Random(len(seen)))
        cand = [c for c in hands[h] if c >> 4 == trick[0][1] >> 4] or hands[h]
        assert card in cand
        seen.add(card)
    world = _at_card_play(3)
    results = [play_out(world, rng=random.Random(seed), mimic=True) for seed in range(6)]
    assert results[0] == play_out(world, rng=random.Random(0), mimic=True)
    assert len({tuple(r[4]) for r in results}) > 1  # other luck, other tricks
    for won, _, _, _, winners in results:
        assert sum(won) == 13 and len(winners) == 13


def _leads(players: int) -> list[bool]:
    """Whether each lead of a deal played out by the model is the lowest rank in the leader's hand."""
    world = _at_card_play(3)
    lowest = []
    while world.trick_no < world.tricks:
        hand, _ = world.to_play()
        card = mimic_card(world.hands, hand, world.trick, world.trump, players, not world.trick, False, False, random.Random(world.trick_no))
        if not world.trick:
            lowest.append(card & 15 == min(c & 15 for c in world.hands[hand]))
        world.play(card)
    return lowest


def test_the_model_takes_the_weights_of_the_deals_player_count(monkeypatch: pytest.MonkeyPatch) -> None:
    low = tuple(-500.0 * (f == "rank") for f in abracadabra_mimic.LEAD_FEATURES)  # always lead the lowest rank
    monkeypatch.setitem(WEIGHTS, 4, {**WEIGHTS[4], "lead wants": low})
    assert _leads(4) == [True] * 13
    assert not all(_leads(3))
