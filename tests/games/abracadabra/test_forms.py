"""Every player-count form played to the end; options; determinization keeps the public facts."""

from __future__ import annotations

import random

import pytest

from bot.games.abracadabra import GAME
from bot.games.abracadabra.cards import JOKER
from tests.games.conformance import check_determinize, check_step, playout

FORMS = [
    (4, {}), (3, {}), (2, {}), (2, {"dummy": "no"}),
    (4, {"joker": "without"}), (3, {"joker": "without"}), (2, {"joker": "without"}),
    (2, {"dummy": "no", "joker": "without"}), (2, {"dummy": "no", "success": "at-least"}),
]


@pytest.mark.parametrize(("players", "options"), FORMS)
def test_each_form_plays_one_deal_to_the_end(players: int, options: dict[str, object]) -> None:
    for seed in range(2):
        final, log = playout(GAME, players, seed, {**options, "deals": 1}, 5000)
        outcome = final.outcome()
        assert outcome is not None and final.view(None)["deals_played"] == 1
        assert outcome.scores == final.view(None)["history"][0]  # type: ignore[index]
        assert GAME.replay(players, seed, {**options, "deals": 1}, log) == final


@pytest.mark.parametrize(("players", "options"), [(2, {"dummy": "no"}), (2, {}), (3, {"joker": "without"})])
def test_contract_holds_on_every_state_of_small_forms(players: int, options: dict[str, object]) -> None:
    rng = random.Random(3)
    state = GAME.new(players, 99, {**options, "deals": 2})
    moved = False
    step = 0
    while not state.is_over():
        if step % 5 == 0:
            check_step(GAME, state, rng)
            moved |= check_determinize(GAME, state, step)
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
    assert moved


def test_target_ends_after_the_deal_reaching_it() -> None:
    final, _ = playout(GAME, 4, 1, {"target": 10}, 5000)
    history = final.view(None)["history"]
    totals = [sum(col) for col in zip(*history, strict=True)]  # type: ignore[misc]
    assert max(totals) >= 10 and final.scores() == totals
    before_last = [t - s for t, s in zip(totals, history[-1], strict=True)]  # type: ignore[index]
    assert max(before_last) < 10


def test_deals_option_plays_exactly_that_many() -> None:
    final, _ = playout(GAME, 3, 4, {"deals": 3, "target": 10}, 10000)
    assert final.view(None)["deals_played"] == 3 and len(final.view(None)["history"]) == 3  # type: ignore[arg-type]


def test_dealer_rotates_left_each_deal() -> None:
    state = GAME.new(3, 8, {"deals": 3})
    rng = random.Random(8)
    dealers = [state.view(None)["dealer"]]
    while not state.is_over():
        (seat,) = state.to_move()
        deal_before = state.view(None)["deals_played"]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        if not state.is_over() and state.view(None)["deals_played"] != deal_before:
            dealers.append(state.view(None)["dealer"])
    assert dealers == [0, 1, 2]


def test_ties_share_the_win() -> None:
    state = GAME.new(2, 1, {"deals": 1})
    d = state.to_dict()
    d.update(phase="over", turn=None, totals=[30, 30], played=1, history=[[30, 30]])
    tied = GAME.restore(d)
    outcome = tied.outcome()
    assert outcome is not None and outcome.winners == [0, 1]


def advance_to_trick(state, tricks: int, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    while state.view(None)["trick_no"] < tricks or state.view(None)["phase"] != "play":
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_determinize_keeps_voids_sizes_and_unplayed_trick_numbers() -> None:
    rng = random.Random(11)
    for seed in range(6):
        state = GAME.new(4, seed, {"deals": 1})
        advance_to_trick(state, 7, rng)
        view = state.view(0)
        for sample in range(5):
            other = state.determinize(0, sample)
            assert other.view(0) == view
            d = other.d
            for h, hand in enumerate(d["hands"]):
                suits = {d["joker_suit"] if c == JOKER else c >> 4 for c in hand}
                assert not any(d["voids"][h] >> s & 1 for s in suits), "a void hand got a card of that suit"
            for p in range(1, 4):
                assert all(r > d["trick_no"] for r in d["left"][p]), "a played trick number is still face down"
                assert len(d["left"][p]) == len(state.d["left"][p])
        assert state.determinize(0, 1).to_dict() == state.determinize(0, 1).to_dict()


def test_determinize_hides_other_bid_cards_but_not_own_or_exposed() -> None:
    rng = random.Random(2)
    changed = False
    for seed in range(5):
        state = GAME.new(4, seed, {"deals": 1})
        advance_to_trick(state, 0, rng)
        for sample in range(4):
            other = state.determinize(1, sample)
            assert other.d["left"][1] == state.d["left"][1]
            for p in range(4):
                if state.d["exposed"][p]:
                    assert other.d["left"][p] == state.d["left"][p]
            changed |= other.d["left"] != state.d["left"]
    assert changed
