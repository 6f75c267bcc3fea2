"""One conformance suite over every game: the built-in engines and the test games, each with its
computer players."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai.levels import Levels
from bot.games import GAMES
from bot.games.base import Game
from testkit.marks import GAME as MARKS
from testkit.takeaway import GAME as TAKEAWAY
from testkit.takeaway import PLAYERS as TAKEAWAY_PLAYERS
from tests.conftest import TEST_PLAYERS
from tests.games.conformance import (
    check_determinize,
    check_fresh_randomness,
    check_policy_blind,
    check_step,
    check_undo_honest,
    check_worlds_honest,
    configurations,
    playout,
)

ALL_GAMES: dict[str, Game[Any]] = {**GAMES, TAKEAWAY.key: TAKEAWAY, MARKS.key: MARKS}
PLAYERS = {**TEST_PLAYERS, TAKEAWAY.key: TAKEAWAY_PLAYERS, MARKS.key: Levels()}
BOUND = 20_000
CASES = [
    pytest.param(game, players, options, id=f"{key}-{players}p-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'default'}")
    for key, game in ALL_GAMES.items()
    for players, options in configurations(game)
]


def test_the_suite_checks_every_registered_game() -> None:
    # With no game registered every parametrized test below would be skipped, not failed.
    checked = {case.values[0].key for case in CASES}  # type: ignore[attr-defined]
    assert checked, "no game is registered: the conformance suite checks nothing"
    assert checked == set(ALL_GAMES), f"registered games without a configuration to check: {set(ALL_GAMES) - checked}"
    assert {TAKEAWAY.key, MARKS.key} <= checked


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_random_playouts_end_and_replay(game: Game[Any], players: int, options: dict[str, object]) -> None:
    for seed in range(3):
        final, log = playout(game, players, seed, options, BOUND)
        outcome = final.outcome()
        assert outcome is not None and outcome.winners, "finished game without winners"
        assert len(outcome.scores) == players
        assert set(outcome.winners) <= set(range(players))
        replayed = game.replay(players, seed, options, log)
        assert replayed == final, "replaying the log gives another state"
        again, log_again = playout(game, players, seed, options, BOUND)
        assert log_again == log and again == final, "same seed and actions, different game"


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_every_state_honours_the_contract(game: Game[Any], players: int, options: dict[str, object]) -> None:
    rng = random.Random(7)
    state = game.new(players, 1234, options)
    hidden_moved = False
    step = 0
    while not state.is_over():
        if step % 7 == 0:
            check_step(game, state, rng)
            hidden_moved |= check_determinize(game, state, step)
            check_policy_blind(game, state, step, PLAYERS[game.key])
        seat = rng.choice(sorted(state.to_move()))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
        assert step < BOUND
    check_step(game, state, rng)
    assert state.legal_actions(0) == []
    assert hidden_moved, "determinize never changed a hidden card"


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_no_determinized_world_contradicts_what_its_seat_saw(game: Game[Any], players: int, options: dict[str, object]) -> None:
    check_worlds_honest(game, players, options, range(3))


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_determinize_draws_fresh_randomness(game: Game[Any], players: int, options: dict[str, object]) -> None:
    rng = random.Random(0)
    state = game.new(players, 0, options)
    step = 0
    while not state.is_over():
        if step % 11 == 0:
            check_fresh_randomness(state, step)
        seat = rng.choice(sorted(state.to_move()))
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        step += 1
        assert step < BOUND


@pytest.mark.parametrize("game", list(ALL_GAMES.values()), ids=list(ALL_GAMES))
def test_bad_options_are_refused_with_the_allowed_values(game: Game[Any]) -> None:
    from bot.games.base import GameError

    with pytest.raises(GameError, match="Unknown option"):
        game.new(game.max_players, 1, {"no-such-option": 1})
    with pytest.raises(GameError):
        game.new(game.max_players + 1, 1, {})
    for name, spec in game.options.items():
        with pytest.raises(GameError, match="allowed"):
            game.new(game.max_players, 1, {name: "surely-not-valid"})
        if spec.kind == "int" and spec.maximum is not None:
            with pytest.raises(GameError, match="allowed"):
                game.new(game.max_players, 1, {name: spec.maximum + 1})


@pytest.mark.parametrize(("game", "players", "options"), CASES)
def test_undo_is_offered_only_where_taking_back_hides_nothing_learnt(game: Game[Any], players: int, options: dict[str, object]) -> None:
    offered = 0
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new(players, seed, options)
        log: list[tuple[int, str]] = []
        while not state.is_over():
            # Where several seats decide at once, each seed lets another seat decide last (the one who
            # sees the choices revealed): the highest seat first, the lowest first, or at random.
            waiting = sorted(state.to_move())
            seat = [waiting[-1], waiting[0], rng.choice(waiting)][seed % 3]
            action = rng.choice(state.legal_actions(seat))
            before = game.restore(state.to_dict())
            state.apply(seat, action)
            log.append((seat, str(action)))
            if state.undoable(seat, action):
                offered += 1
                check_undo_honest(game, players, seed, options, log, before, state, len(log))
            assert len(log) < BOUND
    if game.key == MARKS.key:
        assert offered, "marks takes back placements: the check saw none"
