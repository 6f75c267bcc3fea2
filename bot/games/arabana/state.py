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

Event kinds (data keys; seat = the actor unless said otherwise):
    setup_choice {}                       a seat chose its display card (hidden)
    setup_card {card}                     private: the card you chose
    display_revealed {cards, from_bag}    setup done: cards per seat (+ one from the bag with 3 players)
    turn {seat}                           whose turn it is now
    bridge {spot, card}                   a bridge laid (card may be "Kanaloa")
    exchange {spot, cards, from}          an opponent's (from) bridge replaced
    discard {}                            a card laid face down; private discard_card {card}
    takeback {spot}                       own bridge back into the supply
    control {island}                      island taken: stone placed
    bridges_returned {island, spots, owners}  opponents' bridges sent home by taking control
    control_lost {island}                 seat fell to half or less: stone back
    god_taken {island, god, points}       a god stone taken (Kane: points scored at once)
    relative_remove {island, spot, owner} a relative majority removed a bridge
    relative_choice {island, spots}       the actor must choose which bridge to remove
    draw {source, slot, card, refill, god}  a draw (card only from the display; god "Lono" or None)
    drew {card}                           private: the card drawn from the bag
    scoring {kind, points, scores}        kind "small" (end of first pass) or "big" (end of game)
    reshuffle {bag, display}              discard pile into the bag, display laid out again
    chooser {seat}                        lowest-chooses: seat picks who starts the second pass
    final_round {}                        bag and display empty again: each player one last turn
    pass {}                               final round: a player waits, keeping his last turn
    end {}                                a player ended his turn without drawing
    ku {target}; private ku_hand {target, cards}; ku_take {target}; private ku_card {target, card}
    pele {from}; private pele_drew {from, card}; pele_give {to}; private pele_card {to, card}
    instant_win {island}                  an 11th island with all 10 stones placed
    game_over {scores, winners}

The view's keys and their types are in views.py (public view: view(None); a seat's view adds its
hand, setup choice, face-down cards and, while Ku looks, the hand looked at).
"""


from __future__ import annotations

from typing import Any

from bot.games.arabana.actions import Bridge, Discard, Exchange, Remove, Takeback
from bot.games.arabana.checks import check
from bot.games.arabana.effects import apply_action
from bot.games.arabana.hidden import redeal
from bot.games.arabana.legal import legal_actions
from bot.games.arabana.position import OVER, PLAY, REMOVE, ArabanaPosition
from bot.games.arabana.turns import winners
from bot.games.arabana.view import view
from bot.games.arabana.views import ArabanaView
from bot.games.base import Action, Event, Game, Outcome, State


class ArabanaState(ArabanaPosition, State):
    """One match; see the module docstring for phases and events."""

    def __init__(self, game: Game[Any], d: dict[str, Any]) -> None:
        self.game = game
        super().__init__(d)

    def to_move(self) -> frozenset[int]:
        return self._to_move

    def legal_actions(self, seat: int) -> list[Action]:
        return legal_actions(self, seat)

    def check(self, seat: int, action: Action) -> None:
        check(self, seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events = apply_action(self, seat, action)
        self._to_move = self._compute_to_move()
        return events

    def view(self, seat: int | None) -> ArabanaView:
        return view(self, seat)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        return Outcome(scores=list(self.score), winners=winners(self))

    def scores(self) -> list[int]:
        return list(self.score)

    def determinize(self, seat: int, seed: int | str) -> ArabanaState:
        """Re-deal what `seat` cannot see (see hidden.py); the copy's future shuffles use a seed of its own."""
        return ArabanaState(self.game, redeal(self, seat, seed))

    def undoable(self, seat: int, action: Action) -> bool:
        """Board plays and face-down discards may be taken back while the same turn goes on."""
        return (
            isinstance(action, (Bridge, Exchange, Discard, Takeback, Remove))
            and self.phase in (PLAY, REMOVE)
            and self.turn == seat
            and seat in self._to_move
        )
