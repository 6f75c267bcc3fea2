"""The engine conformance checks, shared by every game (see tests/games/test_conformance.py)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from bot.ai.levels import LEVELS, Levels
from bot.games.base import Game, GameError, State
from tests.games.witnesses import Tally, sample_worlds

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


# `hard` searches with a small iteration budget here: the same seed then gives the same search.
BLIND_HARD_ITERATIONS = 12


def check_policy_blind(game: Game[Any], state: State, seed: int, players: Levels, levels: tuple[str, ...] = LEVELS) -> None:
    """Every level of the game's computer players decides the same on any determinization:
    it reads only its own view (`hard` on an iteration budget, so that the same seed searches alike)."""
    for level in levels:
        policy = replace(players, iterations=BLIND_HARD_ITERATIONS).policy(level) if level == "hard" else players.policy(level)
        for seat in sorted(state.to_move()):
            mine = policy.choose(state, seat, random.Random(seed))
            other = policy.choose(state.determinize(seat, seed + 1), seat, random.Random(seed))
            assert str(mine) == str(other), f"{level} policy for {game.key} peeks: {mine} vs {other}"


def check_worlds_honest(game: Game[Any], players: int, options: dict[str, object], seeds: range) -> Tally:
    """No determinized world contradicts what its seat saw: worlds sampled along random playouts,
    one per seat every third decision, each checked by the seat's witness (witnesses.py: cards
    taken face up, shown or passed, voids shown). Returns the tally; asserts it counts none."""
    tally = sample_worlds(game, players, options, seeds)
    assert tally.worlds > 0, f"{game.key}: no world sampled"
    assert tally.contradicting == 0, f"{tally.contradicting} of {tally.worlds} worlds contradict a public fact: {tally.examples}"
    return tally


def check_fresh_randomness(state: State, seed: int) -> None:
    """A copy's future chance is its own: its seed is neither the table's nor another copy's.

    Engines draw every shuffle from the seed in the snapshot (design: randomness is explicit), so a
    copy that kept the table's seed would deal the real future.
    """
    real = state.to_dict()
    if "seed" not in real:
        return
    for seat in range(state.players):
        one = state.determinize(seat, seed).to_dict()
        two = state.determinize(seat, seed + 1).to_dict()
        assert one["seed"] != real["seed"], f"{state.game.key}: determinize({seat}) keeps the table's seed: it sees future deals"
        assert one["seed"] != two["seed"], f"{state.game.key}: two determinize seeds share the future deals"
        again = state.determinize(seat, seed).to_dict()
        assert again == one, f"{state.game.key}: determinize({seat}, {seed}) is not reproducible"


# ---- undo: never after anything hidden, chance or another player's choice came to light -----------

UNDO_WORLDS = 2  # determinizations per seat and undoable step


def private_part(state: State, seat: int) -> dict[str, Any]:
    """What `seat`'s view shows beyond the public view (its hand, its secret choices)."""
    public = state.view(None)
    return {key: value for key, value in state.view(seat).items() if public.get(key) != value}


def check_undo_honest(game: Game[Any], players: int, seed: int, options: dict[str, object], log: list[tuple[int, str]], before: State, after: State, step: int) -> None:
    """An action the engine lets its player take back (`log[-1]`, which led from `before` to `after`)
    gave nobody anything to remember.

    - The same seat still decides, and replaying the log without the action gives every seat the view
      it had before.
    - The mover learnt nothing: in every world the mover cannot tell from the real one, the action
      leaves the mover's view as it left the real one (else it showed a hidden card, a simultaneous
      choice or the outcome of chance, and taking it back would let the mover choose again knowing it).
    - Nobody else learnt anything privately: in every world another seat cannot tell from the real one
      and in which the move is possible, the action leaves that seat's private part (its hand, its own
      secrets) as in the real one. What the mover shows of his own cards is his to show.
    """
    seat, text = log[-1]
    assert seat in after.to_move(), f"{game.key}: `{text}` is undoable though seat {seat} no longer decides"
    undone = game.replay(players, seed, options, log[:-1])
    for other in range(players):
        assert undone.view(other) == before.view(other), f"{game.key}: undoing `{text}` does not give seat {other} the view it had"
    for watcher in range(players):
        seen = after.view(watcher) if watcher == seat else private_part(after, watcher)
        for world_no in range(UNDO_WORLDS):
            world = before.determinize(watcher, f"undo:{step}:{world_no}")
            try:
                world.apply(seat, text)
            except GameError:
                assert watcher != seat, f"{game.key}: `{text}` is refused in a world seat {seat} cannot tell from the real one"
                continue  # the move itself tells the watcher this world is not the real one
            shown = world.view(watcher) if watcher == seat else private_part(world, watcher)
            assert shown == seen, f"{game.key}: `{text}` by seat {seat} showed seat {watcher} something hidden or left to chance, and it may be taken back"
