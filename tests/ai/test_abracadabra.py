"""The Abracadabra computer player scores clearly more than random players."""

from __future__ import annotations

import math
import random
import time
from dataclasses import replace

import pytest

from bot.ai import lead
from bot.ai.abracadabra import (
    POLICY,
    AbracadabraPolicy,
    World,
    _model_card,
    card_score,
    deals_left,
    last_deal_totals,
    play_out,
    seat_view,
    win_chance,
)
from bot.ai.abracadabra_contracts import PlanningPolicy, stand_in_auction, stand_in_names
from bot.ai.abracadabra_players import PLAYERS
from bot.ai.abracadabra_tree import POOL, SPREAD, Worlds, fit, rewards
from bot.ai.abracadabra_tree import search as tree_search
from bot.games.abracadabra import GAME
from bot.games.abracadabra.actions import Play
from bot.games.abracadabra.cards import make_card
from bot.games.abracadabra.state import AbracadabraState
from tests.games.abracadabra.helpers import deal


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


@pytest.mark.parametrize("policy", [POLICY, PlanningPolicy(worlds=4)], ids=["heuristic", "planned contracts"])
def test_plays_only_legal_actions_in_every_form(policy: AbracadabraPolicy) -> None:
    for players, options in [(4, {}), (2, {}), (2, {"dummy": "no"}), (3, {"joker": "without"})]:
        state = GAME.new(players, 7, {**options, "deals": 1})
        rng = random.Random(7)
        while not state.is_over():
            (seat,) = state.to_move()
            action = policy.choose(state, seat, rng)
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


def _at_card_play(seed: int) -> World:
    """A 4-player deal from `seed` at its first card, bid and named by the normal player."""
    state = GAME.new(4, seed, {"deals": 1})
    rng = random.Random(seed)
    while state.d["phase"] != "play":  # type: ignore[attr-defined]
        (seat,) = state.to_move()
        state.apply(seat, POLICY.choose(state, seat, rng))
    return World(state.to_dict())


def test_a_noisy_playout_strays_from_the_model_only_as_often_as_asked() -> None:
    world = _at_card_play(3)
    model = play_out(world)
    assert play_out(world, rng=random.Random(1), noise=0.0) == model
    noisy = [play_out(world, rng=random.Random(seed), noise=1.0) for seed in range(8)]
    assert noisy[0] == play_out(world, rng=random.Random(0), noise=1.0)  # the same luck, the same deal
    assert len({tuple(result[4]) for result in noisy}) > 1
    for won, _, _, _, winners in noisy:
        assert sum(won) == 13 and len(winners) == 13


def _to_first_bid(hand: str) -> AbracadabraState:
    """A 4-player first deal, spades trump, whose first bidder (seat 1) holds `hand`; bid suits chosen."""
    state = deal(4, {1: hand}, turnup="2S")
    rng = random.Random(1)
    while state.d["phase"] != "bid":
        (seat,) = state.to_move()
        state.apply(seat, POLICY.choose(state, seat, rng))
    assert state.to_move() == {1}
    return state


def test_planned_bids_take_every_trick_with_every_trump_and_pass_with_nothing() -> None:
    planner = PlanningPolicy(worlds=16)
    every_trump = _to_first_bid("AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S JK")
    assert str(planner.choose(every_trump, 1, random.Random(2))) == "bid 13"
    nothing = _to_first_bid("2H 3H 4H 5H 2D 3D 4D 5D 2C 3C 4C 5C 6C")
    assert str(planner.choose(nothing, 1, random.Random(2))) == "pass"


def test_a_stand_in_names_the_tricks_it_wins_the_last_first_then_the_last_others() -> None:
    winners = [0, 1, 2, 1, 3, 1, 0, 0, 2, 2, 3, 1, 0]
    assert stand_in_names(winners, 1, 3) == [4, 6, 12]
    assert stand_in_names(winners, 1, 2) == [6, 12]
    assert stand_in_names(winners, 1, 6) == [2, 4, 6, 11, 12, 13]
    assert stand_in_names(winners, 3, 0) == []


def test_stand_ins_outbid_with_what_they_win_and_the_last_does_not_throw_the_deal_in() -> None:
    won = [3, 1, 2, 0]
    assert stand_in_auction(0, None, [2, 3], won) == (2, 2)
    assert stand_in_auction(4, 0, [1, 2, 3], won) == (4, 0)
    assert stand_in_auction(0, None, [1, 3], won) == (1, 1)
    assert stand_in_auction(0, None, [3], won) == (1, 3)  # it wins nothing, yet bids 1 as the heuristic does
    assert stand_in_auction(0, None, [], won) == (0, None)  # this seat was the last: passing throws the deal in


def test_the_chance_to_win_is_the_lead_at_the_end_and_widens_with_the_deals_to_come() -> None:
    level, ahead, behind = [50, 50, 50], [90, 50, 40], [40, 90, 50]
    assert win_chance(ahead, 0, 0) == lead(ahead, 0) == 1.8
    assert win_chance(behind, 0, 0) == lead(behind, 0) == -1.0
    assert 0.3 < win_chance(level, 0, 1) < 0.5  # level with the best: two rivals may still pass it
    assert win_chance(behind, 0, 1) < win_chance(behind, 0, 4) < win_chance(level, 0, 1) < win_chance(ahead, 0, 4) < win_chance(ahead, 0, 1) < 1


def test_deals_left_counts_the_deals_to_play_or_the_leaders_pace_to_the_target() -> None:
    two = GAME.new(4, 5, {"deals": 2})
    assert deals_left(two.view(0)) == 1
    two.d["played"] = 1
    assert deals_left(two.view(0)) == 0
    race = GAME.new(4, 5, {"target": 200})
    assert deals_left(race.view(0)) == 3  # 200 points at about 60 a deal: this deal and three more
    race.d["totals"] = [150, 40, 90, 170]
    assert deals_left(race.view(0)) == 0


def _card_play_state(seed: int, players: int = 4, options: dict[str, int] | None = None) -> AbracadabraState:
    """A deal from `seed` at its first card, bid and named by the normal player."""
    state = GAME.new(players, seed, options or {"deals": 1})
    rng = random.Random(seed)
    while state.d["phase"] != "play":
        (seat,) = state.to_move()
        state.apply(seat, POLICY.choose(state, seat, rng))
    assert isinstance(state, AbracadabraState)
    return state


def test_in_the_last_deal_the_tree_rewards_finishing_first_not_points() -> None:
    points = [30, 10, 20, 0]
    assert rewards(points, None) == [0.5 + (30 - 10) / 40, 0.5 + (10 - 50 / 3) / 40, 0.5 + (20 - 40 / 3) / 40, 0.5 + (0 - 20) / 40]
    level = rewards(points, [0, 0, 0, 0])
    assert 0.5 < level[0] < 1.0 and level[3] < level[1] < level[2] < 0.5  # by the margin over the best rival
    hopeless = rewards(points, [0, 500, 500, 500])
    assert hopeless[0] < 0.001 < level[0]  # the same deal: points against the rivals would score both alike


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_world_played_card_by_card_settles_every_trick_as_a_playout_does(players: int) -> None:
    for seed in range(6):
        world = World(_card_play_state(seed, players).to_dict())
        won, captured, named_value, right_score, winners = play_out(world, neutral=True)
        named_before, right_before = list(world.named_up), world.right_score
        settled = []
        while world.trick_no < world.tricks:
            hand, _ = world.to_play()
            last = len(world.trick) == len(world.order(world.leader, world.from_dummy)) - 1
            world.play(_model_card(world.hands[hand], world.trick, world.trump, True, last))  # the neutral playout's card
            if not world.trick:
                settled.append(world.leader)  # the trick's winner leads the next
        assert world.won == won and world.captured == captured
        assert [a - b for a, b in zip(world.named_up, named_before, strict=True)] == named_value
        assert world.right_score - right_before == right_score
        assert settled == winners
        assert all(not hand for hand in world.hands)


def test_the_tree_search_spends_its_budget_and_out_of_time_plays_the_priors_card() -> None:
    state = _card_play_state(3)
    seat = min(state.to_move())
    legal = state.legal_actions(seat)
    prior = legal[-1]
    chosen, spent = tree_search(state, seat, legal, prior, random.Random(1), 200, None)
    assert spent == 200 and chosen in legal
    assert tree_search(state, seat, legal, prior, random.Random(1), 200, None) == (chosen, 200)  # seeded: reproducible
    assert tree_search(state, seat, legal, prior, random.Random(1), None, time.perf_counter() - 1) == (prior, 0)


def test_a_world_fits_the_rivals_contracts_by_their_tricks_in_neutral_play() -> None:
    world = World(_card_play_state(5).to_dict())
    won = play_out(world, neutral=True)[0]
    seat, rival = (p for p in range(4) if p != world.declarer and won[p] >= 2)
    world.contract = list(won)  # every contract what its player wins: a perfect fit
    assert fit(world, seat) == 1.0
    far = math.exp(-4 / (2 * SPREAD * SPREAD))
    world.contract[rival] = won[rival] + 2  # two tricks more than he wins
    assert fit(world, seat) == far
    world.contract[rival] = won[rival] - 2  # two fewer: as far off, unless capped below the Declarer's
    assert fit(world, seat) == (1.0 if world.contract[rival] == max(world.contract) - 1 else far)
    world.contract[rival] = won[rival]
    world.contract[seat] = won[seat] + 5  # the seat's own contract tells it nothing
    assert fit(world, seat) == 1.0


def test_the_worlds_of_a_decision_are_dealt_once_then_drawn_again_and_keep_what_the_seat_knows() -> None:
    state = _card_play_state(6, 3)
    seat = min(state.to_move())
    real = World(state.to_dict())
    worlds = Worlds(state, seat, random.Random(2))
    drawn = [worlds.draw() for _ in range(POOL + 50)]
    assert len(worlds.dealt) == POOL
    for world in drawn:
        assert sorted(world.hands[seat]) == sorted(real.hands[seat]) and world.contract == real.contract
    deals = {tuple(tuple(sorted(h)) for h in w.hands) for w in drawn}
    assert 1 < len(deals) < len(drawn)  # several deals, some drawn again


def test_a_search_out_of_time_deals_one_world_not_the_whole_pool() -> None:
    state = _card_play_state(6, 3)
    seat = min(state.to_move())
    worlds = Worlds(state, seat, random.Random(2), deadline=time.perf_counter() - 1)
    world = worlds.draw()
    assert len(worlds.dealt) == 1
    assert sorted(world.hands[seat]) == sorted(World(state.to_dict()).hands[seat])
    worlds.draw()
    assert len(worlds.dealt) == 1  # dealt once: later draws take from what was dealt


def test_hard_searches_the_card_play_with_the_tree_and_leaves_the_rest_to_the_planning() -> None:
    hard = replace(PLAYERS, iterations=30).hard
    state = GAME.new(3, 4, {"deals": 1})
    rng = random.Random(4)
    searched = 0
    while not state.is_over():
        (seat,) = state.to_move()
        action, spent = hard.decide(state, seat, rng)
        searched += spent > 0
        assert spent in (0, 30) and (spent == 30) == (isinstance(action, Play) and len(state.legal_actions(seat)) > 1)
        state.apply(seat, action)
    assert searched >= 12


def test_named_tricks_and_the_right_side_are_planned_to_win_in_the_last_deal_for_points_before() -> None:
    only = _card_play_state(3, 3)  # a one-deal game: its deal is the last
    assert last_deal_totals(seat_view(only, 0)) == [0, 0, 0]
    first = _card_play_state(3, 3, {"deals": 2})
    assert last_deal_totals(seat_view(first, 0)) is None


def _last_trick(seat: int) -> World:
    """A 4-player deal at its last trick, spades trump: `seat` leads holding AS and 2H and has named
    trick 13; the others hold 3H, 4H and 5H; nobody has won a trick or has a right side."""
    world = _at_card_play(11)
    world.trump, world.trick_no, world.trick, world.leader = 0, world.tricks - 1, [], seat
    small = iter([make_card(1, r) for r in (3, 4, 5)])
    world.hands = [[make_card(0, 14), make_card(1, 2)] if p == seat else [next(small)] for p in range(4)]
    world.named = [[13] if p == seat else [] for p in range(4)]
    world.contract = [1 if p == seat else 0 for p in range(4)]
    world.won, world.captured, world.named_up = [0] * 4, [0] * 4, [0] * 4
    world.bid_suit = [2] * 4  # nobody captures anything
    world.declarer, world.right, world.right_score = (seat + 1) % 4, [], 0
    return world


def test_a_card_is_scored_against_the_rivals_mean_or_in_the_last_deal_against_the_best_rival() -> None:
    seat = 2
    world = _last_trick(seat)
    ace, two = make_card(0, 14), make_card(1, 2)
    # The ace wins trick 13 (named 13, the trick) and all four succeed (10 each). With the 2 the 5H
    # wins: this seat and the 5H's fail, the other two succeed (30 each), the 5H's scores its trick.
    with_ace = card_score(world, seat, ace, random.Random(1))
    assert with_ace == (10 + 13 + 1) - 10
    with_two = card_score(world, seat, two, random.Random(1))
    assert with_two == 0 - (30 + 30 + 1) / 3
    assert card_score(world, seat, ace, random.Random(2)) == with_ace  # every later card is forced
    # The last deal: the margin over the best rival at the end, from the totals before the deal.
    assert card_score(world, seat, ace, random.Random(1), [100, 0, 20, 50]) == (20 + 24) - (100 + 10)
    assert card_score(world, seat, two, random.Random(1), [0, 0, 0, 0]) == 0 - 30
