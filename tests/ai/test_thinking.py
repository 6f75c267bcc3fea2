"""Any game's hard player searches in the worker processes: a test game's own knowledge or the
generic one is rebuilt there from its recipe, and a seeded search chooses there as it would here."""

from __future__ import annotations

import asyncio
import os
import random
import time
from pathlib import Path

import pytest

from bot.ai import thinking
from bot.ai.levels import Levels
from bot.ai.search import SearchPolicy
from bot.games.base import State
from testkit.marks import GAME as MARKS
from testkit.search import NotingProcess
from testkit.takeaway import GAME as TAKEAWAY
from testkit.takeaway import Finisher


def _chosen_in_the_pool(policy: SearchPolicy, state: State, seat: int, seed: int) -> str:
    action = asyncio.run(thinking.choose(policy, state, seat, random.Random(seed), time.monotonic() + 60))
    return str(action)


def _chosen_here(policy: SearchPolicy, state: State, seat: int, seed: int) -> str:
    # As the service does: the search's seed is drawn from the decision's randomness.
    action, _ = policy.decide(state, seat, random.Random(random.Random(seed).randrange(1 << 62)))
    return str(action)


def test_a_test_games_hard_player_searches_in_a_worker_process(tmp_path: Path) -> None:
    noted = tmp_path / "pid"
    hard = SearchPolicy.of(NotingProcess(str(noted)), iterations=40)
    noted.unlink()  # made here once; the worker makes its own
    state = TAKEAWAY.new(2, 5, {})
    seat = min(state.to_move())
    for seed in range(3):
        assert _chosen_in_the_pool(hard, state, seat, seed) == _chosen_here(hard, state, seat, seed)
    assert noted.exists() and int(noted.read_text()) != os.getpid()


@pytest.mark.parametrize(
    ("game", "players"),
    [(TAKEAWAY, Levels(Finisher(), iterations=40)), (TAKEAWAY, Levels(iterations=40)), (MARKS, Levels(iterations=40))],
    ids=["takeaway-own-heuristic", "takeaway-random", "marks-random"],
)
def test_a_plug_in_games_hard_player_chooses_in_the_pool_as_it_would_here(game: object, players: Levels, caplog: pytest.LogCaptureFixture) -> None:
    hard = players.policy("hard")
    assert isinstance(hard, SearchPolicy) and hard.recipe is not None
    state = game.new(game.min_players, 3, {})  # type: ignore[attr-defined]
    for seed in range(3):
        if state.is_over():
            break
        seat = min(state.to_move())
        assert _chosen_in_the_pool(hard, state, seat, seed) == _chosen_here(hard, state, seat, seed)
        state.apply(seat, state.legal_actions(seat)[0])
    assert not [r for r in caplog.records if r.name == thinking.log.name], "the search failed in the pool"
