"""One match of Arabana-Opodopo: setup, turns, majorities, passes, scoring and the gods.

The fields live in position.py; legal.py lists the actions, checks.py refuses with reasons,
effects.py and turns.py carry them out, view.py and hidden.py say what a seat may know. Phases (who
decides what):

    setup   every seat still to choose its display card (simultaneous)
    play    the player in turn: card plays, gods, takeback, then one draw (or end/pass, final round)
    remove  the player in turn: which opponent's bridge a relative majority removes
    ku      the player in turn: which card to take from the opponent's hand he looks at
    pele    the player in turn: which card to give the next opponent
    next    option lowest-chooses: the chooser names who starts the second pass
    over    nobody

Event kinds, the shape of each kind's data, their constructors and a typed reader: events.py.

The view's keys and their types are in views.py (public view: view(None); a seat's view adds its
hand, setup choice, face-down cards and, while Ku looks, the hand looked at).
"""


from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.arabana.actions import Bridge, Discard, Exchange, Remove, Takeback
from bot.games.arabana.checks import check
from bot.games.arabana.effects import apply_action
from bot.games.arabana.hidden import redeal
from bot.games.arabana.legal import legal_actions
from bot.games.arabana.position import OVER, PLAY, REMOVE, SEAT_SETS, ArabanaPosition
from bot.games.arabana.turns import winners
from bot.games.arabana.view import glance, view
from bot.games.arabana.views import ArabanaGlance, ArabanaView
from bot.games.base import Action, Event, Game, Outcome, State


class ArabanaState(ArabanaPosition, State):
    """One match; see the module docstring for phases and events."""

    def __init__(self, game: Game[Any], d: Mapping[str, Any]) -> None:
        self.game = game
        super().__init__(d)

    def play_unit(self) -> tuple[int, ...] | None:
        """A turn: cards played, bridges and islands, the draw (the set-up is one unit)."""
        return (self.turn_no,)

    def copy(self) -> ArabanaState:
        """An independent copy: the position's fields, and the game."""
        other = ArabanaPosition.copy(self)
        other.game = self.game
        return other

    def to_move(self) -> frozenset[int]:
        return self._to_move

    def is_over(self) -> bool:
        return not self._to_move

    # legal.py's and checks.py's functions bound as the methods themselves (one call fewer a move).
    legal_actions = legal_actions
    check = check

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """State.apply, with an action (not its text) of a seat to move taken straight to its check."""
        if not isinstance(action, str) and seat in self._to_move:
            check(self, seat, action)
            events = apply_action(self, seat, action)
            # _compute_to_move, its commonest case inline: most moves leave the game in play.
            self._to_move = SEAT_SETS[self.turn] if self.phase == PLAY else self._compute_to_move()
            return events
        return State.apply(self, seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events = apply_action(self, seat, action)
        self._to_move = self._compute_to_move()
        return events

    def view(self, seat: int | None) -> ArabanaView:
        return view(self, seat)

    def glance(self, seat: int) -> ArabanaGlance:
        """The few keys of `seat`'s view a computer player reads on most moves, quicker to build than the view."""
        return glance(self, seat)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        return Outcome(scores=list(self.score), winners=winners(self))

    def scores(self) -> list[int]:
        return list(self.score)

    def determinize(self, seat: int, seed: int | str) -> ArabanaState:
        """Re-deal what `seat` cannot see (see hidden.py); the copy's future shuffles use a seed of its own."""
        world = self.copy()
        redeal(world, seat, seed)
        world._to_move = world._compute_to_move()
        return world

    def undoable(self, seat: int, action: Action) -> bool:
        """Board plays and face-down discards may be taken back while the same turn goes on.

        `acted` tells a discard in the turn from the setup choice: the last setup choice starts the
        first turn with `acted` unset, and it revealed everyone's choice, so it stands.
        """
        return (
            isinstance(action, (Bridge, Exchange, Discard, Takeback, Remove))
            and self.acted
            and self.phase in (PLAY, REMOVE)
            and self.turn == seat
            and seat in self._to_move
        )
