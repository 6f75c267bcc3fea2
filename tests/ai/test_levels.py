"""The computer levels: which policy each level is, the search finding the winning move, seeded
reproducibility, and the time budget running out onto the heuristic's choice."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from bot.ai import Policy, abracadabra_players
from bot.ai.levels import LEVELS, RANDOM, EasyPolicy, Levels
from bot.ai.search import SearchPolicy
from bot.games import GAMES
from bot.games.base import State
from testkit.takeaway import GAME as TAKEAWAY
from tests.conftest import TEST_PLAYERS

CONFIGS: dict[str, tuple[int, dict[str, object]]] = {
    "druids": (4, {"rounds": 1}),
    "spellcaster": (2, {}),
    "arabana": (3, {}),
    "abracadabra": (3, {"deals": 1}),
}


def players(key: str) -> Levels:
    """A built-in game's computer players; any other game's play random moves (hard: random playouts)."""
    return TEST_PLAYERS.get(key, Levels())


def policy_for(key: str, level: str = "normal") -> Policy:
    return players(key).policy(level)


def normal_policy(key: str) -> Policy:
    return players(key).heuristic


def level_policy(key: str, level: str, seconds: float = 1.0, iterations: int | None = None) -> Any:
    """The policy of a level (unknown levels raise), `hard` within `seconds` or `iterations`."""
    return replace(players(key), seconds=seconds, iterations=iterations).level(level)


def test_each_level_is_its_policy() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    for key in GAMES:
        assert policy_for(key, "normal") is normal_policy(key)
        easy = policy_for(key, "easy")
        assert isinstance(easy, EasyPolicy) and easy.base is normal_policy(key)
        hard = policy_for(key, "hard")
        assert isinstance(hard, SearchPolicy) and hard.seconds == 1.0 and hard.iterations is None
        assert policy_for(key, "random") is RANDOM


def test_an_unknown_level_is_refused_by_name_and_plays_normal_at_a_table() -> None:
    with pytest.raises(ValueError, match="Unknown computer level 'genius'"):
        level_policy("druids", "genius")
    assert policy_for("druids", "genius") is normal_policy("druids")


def _winning_position(pile: int, hand: list[int]) -> State:
    return TAKEAWAY.restore(
        {"pile": pile, "turn": 0, "hands": [hand, [1, 2, 3]], "deck": [1, 2, 3] * 4, "taken": [0, 0], "last": None,
         "options": {"pile": 15, "misere": "no"}}
    )


def test_hard_takes_the_last_stones_where_random_often_does_not() -> None:
    hard = level_policy("takeaway", "hard", 1.0, 60)
    random_choices = set()
    for seed in range(20):
        state = _winning_position(2, [1, 2, 3])
        assert str(hard.choose(state, 0, random.Random(seed))) in ("take 2", "take 3")
        random_choices.add(str(RANDOM.choose(state, 0, random.Random(seed))))
    assert "take 1" in random_choices  # the prior alone would have lost some of these


def test_misere_hard_leaves_the_last_stone_to_the_rival() -> None:
    hard = level_policy("takeaway", "hard", 1.0, 60)
    state = _winning_position(2, [1, 2, 3])
    state.d["options"] = {"pile": 15, "misere": "yes"}
    for seed in range(10):
        assert str(hard.choose(state, 0, random.Random(seed))) == "take 1"


def _decisions(key: str, seed: int, count: int, policy: Any) -> list[str]:
    """The first `count` moves of a game in which seat 0 plays `policy` and the others the heuristic."""
    players, options = CONFIGS[key]
    state = GAMES[key].new(players, seed, options)
    rng = random.Random(seed)
    normal = normal_policy(key)
    log: list[str] = []
    while not state.is_over() and len(log) < count:
        seat = min(state.to_move())
        action = (policy if seat == 0 else normal).choose(state, seat, rng)
        log.append(f"{seat}:{action}")
        state.apply(seat, action)
    return log


@pytest.mark.parametrize("key", list(CONFIGS))
def test_a_seeded_hard_player_is_reproducible(key: str) -> None:
    first = _decisions(key, 11, 30, level_policy(key, "hard", 1.0, 16))
    again = _decisions(key, 11, 30, level_policy(key, "hard", 1.0, 16))
    assert first == again
    assert any(line.startswith("0:") for line in first)


@pytest.mark.parametrize("key", list(CONFIGS))
def test_hard_searches_within_its_budget_and_keeps_to_legal_moves(key: str) -> None:
    players, options = CONFIGS[key]
    state = GAMES[key].new(players, 3, options)
    hard = level_policy(key, "hard", 1.0, 30)
    rng = random.Random(3)
    searched = 0
    for _ in range(30):
        if state.is_over():
            break
        seat = min(state.to_move())
        legal = [str(a) for a in state.legal_actions(seat)]
        action, spent = hard.decide(state, seat, rng)
        assert str(action) in legal
        assert spent == 0 or 30 <= spent < 30 + len(legal)  # the last sweep finishes what it began
        searched += spent > 0
        state.apply(seat, action)
    assert searched


def test_without_time_left_hard_plays_the_heuristics_choice() -> None:
    state = GAMES["druids"].new(4, 5, {"rounds": 1})
    seat = min(state.to_move())
    hard = level_policy("druids", "hard")
    for seed in range(5):
        action, spent = hard.decide(state, seat, random.Random(seed), seconds=0.0)
        expected = normal_policy("druids").choose(state, seat, random.Random(random.Random(seed).randrange(1 << 62)))
        assert spent == 0 and str(action) == str(expected)


def test_easy_mixes_random_moves_into_the_heuristic() -> None:
    state = GAMES["spellcaster"].new(2, 8, {})
    seat = min(state.to_move())
    easy = level_policy("spellcaster", "easy")
    normal = normal_policy("spellcaster")
    chosen = {str(easy.choose(state, seat, random.Random(seed))) for seed in range(40)}
    assert str(normal.choose(state, seat, random.Random(0))) in chosen
    assert len(chosen) > 1


def test_easy_plays_at_random_the_share_of_its_decisions_its_game_sets() -> None:
    state = GAMES["spellcaster"].new(2, 8, {})
    seat = min(state.to_move())
    marker = object()  # what the heuristic "chooses": never a legal action, so a random move is told apart

    class Marking:
        def choose(self, state: State, seat: int, rng: random.Random) -> Any:
            return marker

    for share in (0.5, 0.58):
        easy = Levels(Marking(), easy_share=share).easy
        heuristic = sum(easy.choose(state, seat, random.Random(seed)) is marker for seed in range(4000))
        assert abs(heuristic / 4000 - (1 - share)) < 0.025  # about 4 standard deviations


def test_a_games_rollout_cap_stops_a_timed_search() -> None:
    # Abracadabra's tree search stops at its cap of iterations even with a minute to think.
    state = GAMES["abracadabra"].new(4, 2, {"deals": 1})
    rng = random.Random(2)
    hard = level_policy("abracadabra", "hard", 60.0)
    normal = normal_policy("abracadabra")
    searched = 0
    while searched < 3:
        seat = min(state.to_move())
        action, spent = hard.decide(state, seat, rng)
        assert spent in (0, abracadabra_players.ROLLOUTS)
        searched += spent > 0
        state.apply(seat, normal.choose(state, seat, rng) if spent == 0 else action)
