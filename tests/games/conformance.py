"""The engine conformance checks, shared by every game (see tests/games/test_conformance.py)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from bot.ai import policy_for
from bot.games.base import Game, GameError, State

GARBAGE = ["", "   ", "xyzzy", "play", "play ZZ99", "take -1", "bridge Nowhere-Else", "🂡", "a" * 200]


def configurations(game: Game[Any]) -> Iterator[tuple[int, dict[str, object]]]:
    """Every player count with default options, plus each option value on its own."""
    for players in range(game.min_players, game.max_players + 1):
        yield players, {}
    for name, spec in game.options.items():
        values: list[object] = [c for c in spec.choices if c != spec.default]
        if spec.kind == "int" and spec.minimum is not None and spec.minimum != spec.default:
            values.append(spec.minimum)
        for value in values:
            yield game.max_players, {name: value}


def playout(game: Game[Any], players: int, seed: int, options: dict[str, object], bound: int) -> tuple[State, list[tuple[int, str]]]:
    """A random legal playout; returns the final state and the action log."""
    state = game.new(players, seed, options)
    rng = random.Random(seed)
    log: list[tuple[int, str]] = []
    while not state.is_over():
        assert len(log) < bound, f"{game.key}: no end after {bound} decisions"
        seat = rng.choice(sorted(state.to_move()))
        actions = state.legal_actions(seat)
        assert actions, f"{game.key}: seat {seat} is to move but has no legal action"
        action = rng.choice(actions)
        log.append((seat, str(action)))
        state.apply(seat, action)
    return state, log


def check_step(game: Game[Any], state: State, rng: random.Random) -> None:
    """Every per-state property of the contract, on one state."""
    snapshot = state.to_dict()
    assert json.loads(json.dumps(snapshot)) == snapshot, "to_dict is not JSON-safe"
    assert game.restore(snapshot) == state, "restore(to_dict()) differs"
    seats = range(state.players)
    for seat in [None, *seats]:
        view = state.view(seat)
        assert json.loads(json.dumps(view)) == view, f"view({seat}) is not JSON-safe"
    to_move = state.to_move()
    for seat in to_move:
        actions = state.legal_actions(seat)
        assert actions, f"seat {seat} to move without legal actions"
        for action in actions:
            text = str(action)
            assert 0 < len(text) <= 60, f"action text too long: {text!r}"
            assert game.parse_action(text) == action, f"{text!r} does not parse back"
    # Illegal input raises GameError and changes nothing.
    for seat in seats:
        if seat in to_move:
            continue
        candidates = [a for s in to_move for a in state.legal_actions(s)][:5]
        for action in candidates:
            _refused(state, seat, str(action), snapshot)
    for text in rng.sample(GARBAGE, 3):
        for seat in to_move:
            _refused(state, seat, text, snapshot)
    for seat in to_move:
        mine = {str(a) for a in state.legal_actions(seat)}
        others = [str(a) for s in seats if s != seat for a in _all_actions_of(state, s)]
        for text in [t for t in others if t not in mine][:5]:
            _refused(state, seat, text, snapshot)
    _refused(state, state.players, "x", snapshot)


def _all_actions_of(state: State, seat: int) -> list[Any]:
    return state.legal_actions(seat) if seat in state.to_move() else []


def _refused(state: State, seat: int, text: str, snapshot: dict[str, Any]) -> None:
    try:
        state.apply(seat, text)
    except GameError:
        pass
    else:
        raise AssertionError(f"seat {seat}: {text!r} was accepted but should be refused")
    assert state.to_dict() == snapshot, f"refused {text!r} changed the state"


def check_determinize(game: Game[Any], state: State, seed: int) -> bool:
    """view(seat) survives determinization for every seat; returns whether any hidden card moved."""
    changed = False
    snapshot = state.to_dict()
    for seat in range(state.players):
        other = state.determinize(seat, seed)
        assert state.to_dict() == snapshot, "determinize changed the original"
        assert other.view(seat) == state.view(seat), f"view({seat}) differs after determinize: a leak"
        assert other.to_move() == state.to_move()
        for s in other.to_move():
            if s == seat:
                assert [str(a) for a in other.legal_actions(s)] == [str(a) for a in state.legal_actions(s)]
        changed = changed or other.to_dict() != snapshot
    return changed


def check_policy_blind(game: Game[Any], state: State, seed: int) -> None:
    """The computer player decides the same on any determinization: it reads only its own view."""
    policy = policy_for(game.key)
    for seat in sorted(state.to_move()):
        mine = policy.choose(state, seat, random.Random(seed))
        other = policy.choose(state.determinize(seat, seed + 1), seat, random.Random(seed))
        assert str(mine) == str(other), f"policy for {game.key} peeks: {mine} vs {other}"
