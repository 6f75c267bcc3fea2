"""The Druids computer player: legal, blind to hidden cards, and clearly better than random."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from bot.ai.druids import NO_STACK, PLAYERS, POLICY, DruidsPolicy, place, quick_choice
from bot.games.druids import GAME
from bot.games.druids.cards import COLOURS, DOMAIN_CARDS, GAIA, MISTLETOE, SICKLE, VALUES
from bot.games.druids.rules import placing_order
from tests.games.druids.helpers import play_all, position


def play_game(seed: int, ai_seat: int, policy: DruidsPolicy, variant: str = "basic") -> list[int]:
    state = GAME.new(4, f"ai-{seed}", {"variant": variant})
    rng = random.Random(seed)
    while not state.is_over():
        (seat,) = state.to_move()
        action = policy.choose(state, seat, rng) if seat == ai_seat else rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
    return state.scores()


def test_policy_is_registered() -> None:
    assert PLAYERS.policy("normal") is POLICY


def test_beats_random_players() -> None:
    policy = DruidsPolicy(samples=8)
    beaten, mine, theirs = 0, 0, 0.0
    for seed in range(40):
        scores = play_game(seed, seed % 4, policy)
        ai = scores[seed % 4]
        rivals = [s for seat, s in enumerate(scores) if seat != seed % 4]
        beaten += ai > sum(rivals) / 3
        mine += ai
        theirs += sum(rivals) / 3
    assert beaten >= 24, beaten
    assert mine > 1.3 * theirs, (mine, theirs)


def test_plays_sun_moon_games_to_the_end() -> None:
    assert len(play_game(1, 2, DruidsPolicy(samples=4), variant="sun-moon")) == 4


def test_last_to_play_wins_a_high_top_and_avoids_a_fifth_colour() -> None:
    # Seat 2 plays last: R12 takes the trick, R5 (on R12) and Y11 start two stacks worth 16;
    # R1 would leave the trick to seat 0.
    state = position([["R5", "G1"], ["Y11", "G2"], ["R12", "R1", "B2"]])
    play_all(state, "play R5", "play Y11")
    assert str(POLICY.choose(state, 2, random.Random(0))) == "play R12"
    # With four colours already, taking a trick holding the fifth scores −3: duck with R1.
    state = position(
        [["R5", "G1"], ["V11", "G2"], ["R12", "R1", "B2"]],
        stacks=[{}, {}, {"G": ["G9"], "Y": ["Y9"], "R": ["R9"], "B": ["B9"]}],
    )
    play_all(state, "play R5", "play V11")
    assert str(POLICY.choose(state, 2, random.Random(0))) == "play R1"


def test_the_playout_player_judges_tricks_alike() -> None:
    # quick_choice (search playouts), last to play: the same two positions as above.
    state = position([["R5", "G1"], ["Y11", "G2"], ["R12", "R1", "B2"]])
    play_all(state, "play R5", "play Y11")
    assert str(quick_choice(state, 2, random.Random(0))) == "play R12"
    state = position(
        [["R5", "G1"], ["V11", "G2"], ["R12", "R1", "B2"]],
        stacks=[{}, {}, {"G": ["G9"], "Y": ["Y9"], "R": ["R9"], "B": ["B9"]}],
    )
    play_all(state, "play R5", "play V11")
    assert str(quick_choice(state, 2, random.Random(0))) == "play R1"


def test_the_playout_player_gives_a_rival_taking_the_trick_the_least() -> None:
    # Seat 0 takes the trick with R12 whatever seat 2 (void in red) adds; each card leaves seat 2's
    # own stacks alike. V1 covers seat 0's V11 (G7 would start him a green stack)...
    state = position([["R12", "G1"], ["R5", "G2"], ["G7", "V1", "B2"]], stacks=[{"V": ["V11"]}, {}, {}])
    play_all(state, "play R12", "play R5")
    assert str(quick_choice(state, 2, random.Random(0))) == "play V1"
    # ...and a Sickle sets his B10 aside, where B2 would only cover it.
    state = position([["R12", "G1"], ["R5", "G2"], ["G7", "B2", "SICKLE"]], stacks=[{"B": ["B10"]}, {}, {}])
    play_all(state, "play R12", "play R5")
    assert str(quick_choice(state, 2, random.Random(0))) == "play SICKLE"


@given(
    tops=st.lists(st.integers(NO_STACK, VALUES - 1), min_size=len(COLOURS), max_size=len(COLOURS)),
    domains=st.lists(st.integers(0, DOMAIN_CARDS - 1), max_size=5, unique=True),
    specials=st.lists(st.sampled_from([GAIA, SICKLE, MISTLETOE]), max_size=2),
    light=st.booleans(),
    order=st.randoms(use_true_random=False),
)
def test_the_playout_player_lays_a_trick_as_the_rules_place_it(
    tops: list[int], domains: list[int], specials: list[int], light: bool, order: random.Random
) -> None:
    stacks = [NO_STACK if value == NO_STACK else colour * VALUES + value for colour, value in enumerate(tops)]
    trick = domains + specials
    order.shuffle(trick)  # the cards in any order of play
    expected = list(stacks)
    for card in placing_order(trick, light):
        expected[card // VALUES] = card
    place(stacks, trick, light)
    assert stacks == expected


def test_the_playout_player_keeps_to_legal_moves() -> None:
    for seed in range(5):
        state = GAME.new(4, seed, {"variant": "sun-moon", "rounds": 1})
        rng = random.Random(seed)
        while not state.is_over():
            seat = min(state.to_move())
            action = quick_choice(state, seat, rng)
            assert action in state.legal_actions(seat)
            state.apply(seat, action)


def test_the_playout_player_chooses_alike_in_every_deal_its_seat_cannot_tell_apart() -> None:
    # It deals the later players' hands afresh from the cards it cannot see, so the sampled deal's
    # hidden hands never steer it: on the real deal and on re-deals for its seat, the same card.
    compared = 0
    for seed in range(6):
        state = GAME.new(4, f"blind-{seed}", {"rounds": 1})
        rng = random.Random(seed)
        while not state.is_over():
            seat = min(state.to_move())
            if len(state.legal_actions(seat)) > 1 and len(state.trick) < 3:
                mine = str(quick_choice(state, seat, random.Random(seed)))
                for k in range(3):
                    world = state.determinize(seat, f"w{k}")
                    assert world.hands != state.hands
                    assert str(quick_choice(world, seat, random.Random(seed))) == mine
                compared += 1
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert compared > 100
