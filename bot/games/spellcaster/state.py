"""One Spellcaster duel: the turn flow, legality with reasons, views and determinization.

Turn flow (driven by `_advance`): at the start of a mage's turn his own Word of Guarding and
Nullify expire, the active spells on top of piles facing him trigger in pile order (red, yellow,
blue, green), then he draws 1 card (an empty deck ends the game at once), then he has 2 actions. The draw
action needs a card in the deck; a mage with no possible action loses the rest of his actions.
Card effects run as a stack of `[card_id, op_index]` entries (`["*", pile]` marks a pending
trigger); an op that needs a choice sets `pending` and the flow waits for that seat. Choices with
a single possible answer are applied without asking. Win checks run after every op.

Events are built by the constructors of `events.py`, which states each kind's data (`seat` is the acting
or affected mage); `view(seat)` returns the `SpellcasterView` of `views.py`, which states every key.
"""

from __future__ import annotations

from typing import Literal

from bot.games.base import (
    Action,
    Event,
    IllegalAction,
    Outcome,
    State,
    rng_for,
    shuffle,
)
from bot.games.spellcaster import events as ev
from bot.games.spellcaster.actions import (
    ACTIVATE,
    DRAW,
    PLAY,
    Activate,
    Bottom,
    ChoosePile,
    Decline,
    Discard,
    Draw,
    Keep,
    Play,
    Take,
    parse_action,
    parts,
)
from bot.games.spellcaster.cards import CARDS, PILES
from bot.games.spellcaster.decisions import OPTIONS, RESOLVERS
from bot.games.spellcaster.duel import Duel, Needs
from bot.games.spellcaster.ops import (
    OPS,
    cost_problem,
    draw_cards,
    remove_from_hand,
    start_card,
)
from bot.games.spellcaster.scoring import WIN_SAPPHIRES, count_winners, immediate_winner
from bot.games.spellcaster.views import AwaitingView, EndReason, LastMove, LastView, PileView, SpellcasterView, Verb

START, ACTIONS, OVER = "start", "actions", "over"
TRIGGER = "*"
ACTIONS_PER_TURN = 2
SEAT_SET = (frozenset({0}), frozenset({1}))
NOBODY: frozenset[int] = frozenset()

# What each pending decision asks, for refusals ("Thunderclap awaits which card you discard ...").
QUESTIONS = {
    "discard": "which card you discard (discard <card>)",
    "bargain": "whether you discard a card or let your rival draw (discard <card> or decline)",
    "fumble": "which pile facing your rival loses its top card (pile <colour>)",
    "twist": "which pile's top card turns to face you (pile <colour>)",
    "echo": "which top card facing you is done again (pile <colour>)",
    "rewind": "which card you take from the discard pile (take <card>)",
    "keep": "which revealed card you keep (keep <card>)",
    "order": "which card goes lowest under the deck (bottom <card>)",
}
ANSWER_TYPES: dict[str, tuple[type[Action], ...]] = {
    "discard": (Discard,),
    "bargain": (Discard, Decline),
    "fumble": (ChoosePile,),
    "twist": (ChoosePile,),
    "echo": (ChoosePile,),
    "rewind": (Take,),
    "keep": (Keep,),
    "order": (Bottom,),
}
UNDOABLE_TYPES = (Activate, ChoosePile, Take)
PRIVATE_CHOICES = frozenset({"keep", "bottom"})
# A pending Foresight's card lists, hidden from the rival.
FORESEEN: tuple[Literal["cards"], Literal["placed"]] = ("cards", "placed")
# A private choice as others see it: its verb alone.
HIDDEN_CHOICES: dict[str, tuple[Verb, None, None]] = {"keep": ("keep", None, None), "bottom": ("bottom", None, None)}


def last_move(last: LastView | None) -> LastMove | None:
    """The last decision as values (verb, card, pile), from its text as `seat` sees it."""
    if last is None:
        return None
    text = last["action"]
    verb, card, pile = HIDDEN_CHOICES[text] if text in HIDDEN_CHOICES else parts(parse_action(text))
    return {"seat": last["seat"], "verb": verb, "card": card, "pile": pile}


class SpellcasterState(Duel, State):
    """A duel between seat 0 and seat 1: the rules over the fields of `Duel`."""

    # No constructor of its own: Duel's builds the fields from a snapshot and the game that made the
    # state sets `game` (restores are frequent, and each call level costs).

    def copy(self) -> SpellcasterState:
        """An independent copy: the duel's fields, and the game."""
        other = Duel.copy(self)
        other.game = self.game
        return other

    def play_unit(self) -> tuple[int, ...] | None:
        """A turn: both actions of the player on turn."""
        return (self.turn_no,)

    def to_move(self) -> frozenset[int]:
        """The seat whose decision is awaited (a pending choice's chooser, else the mage in turn)."""
        if self.phase == OVER:
            return NOBODY
        pending = self.pending
        return SEAT_SET[pending["seat"] if pending is not None else self.turn]

    def is_over(self) -> bool:
        return self.phase == OVER

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """State.apply, with an action (not its text) of the seat to move taken straight to its check."""
        if not isinstance(action, str) and self.phase != OVER:
            pending = self.pending
            if seat == (pending["seat"] if pending is not None else self.turn):
                self.check(seat, action)
                return self._apply(seat, action)
        return State.apply(self, seat, action)

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action for `seat` now (sorted by kind, then card/pile)."""
        if self.phase == OVER:
            return []
        pending = self.pending
        if pending is not None:
            return OPTIONS[pending["kind"]](self) if seat == pending["seat"] else []
        if seat != self.turn:
            return []
        # The draw action needs a card in the deck: a mage cannot end the game at will by drawing.
        actions: list[Action] = [DRAW] if self.deck else []
        previous = ""
        for card in self.hands[seat]:
            if card != previous:
                actions.append(PLAY[card])
                previous = card
        for pile, faces in enumerate(self.faces):
            # Only piles facing the seat can qualify; skip the others without building a reason.
            if faces and faces[-1] == seat and self.activation_problem(seat, pile) is None:
                actions.append(ACTIVATE[pile])
        return actions

    def check(self, seat: int, action: Action) -> None:
        """Raise IllegalAction with the reason unless `action` is legal for `seat`."""
        pending = self.pending
        if pending is not None:
            kind = pending["kind"]
            if not isinstance(action, ANSWER_TYPES[kind]):
                raise IllegalAction(
                    f"{action} is not possible now: {CARDS[pending['card']].name} awaits {QUESTIONS[kind]}.",
                    code="spellcaster.awaiting_choice",
                    action=str(action),
                    card=pending["card"],
                    kind=kind,
                )
            options = OPTIONS[kind](self)
            if action not in options:
                raise IllegalAction(
                    f"{action} is not a possible answer: choose one of {', '.join(map(str, options))}.",
                    code="spellcaster.bad_choice",
                    action=str(action),
                    options=[str(o) for o in options],
                )
            return
        if isinstance(action, Draw):
            if not self.deck:
                raise IllegalAction(
                    f"{action}: the deck is empty; play a card or activate a pile.",
                    code="spellcaster.deck_empty",
                    action=str(action),
                )
            return
        if isinstance(action, Play):
            if action.card not in self.hands[seat]:
                name = CARDS[action.card].name
                raise IllegalAction(
                    f"{action}: you do not hold {action.card} ({name}).",
                    code="spellcaster.not_in_hand",
                    action=str(action),
                    card=action.card,
                )
            return
        if isinstance(action, Activate):
            problem = self.activation_problem(seat, action.pile)
            if problem is not None:
                raise IllegalAction(f"{action}: {problem}.", code="spellcaster.cannot_activate", action=str(action), reason=problem)
            return
        raise IllegalAction(
            f"{action} is not possible now: nothing asks for that choice; draw, play a card or activate a pile.",
            code="spellcaster.no_choice_awaited",
            action=str(action),
        )

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self.events = events
        self.touched = False
        pending = self.pending
        if pending is not None:
            RESOLVERS[pending["kind"]](self, action)
        else:
            self.actions_left -= 1
            if isinstance(action, Play):
                self._play(seat, action.card)
            elif isinstance(action, Activate):
                self._activate(seat, action.pile)
            else:
                draw_cards(self, seat, 1)
        self._last = (seat, action)  # its record is written when read (Duel.last)
        self._check_win()
        self._advance()
        self.undo_ok = isinstance(action, UNDOABLE_TYPES) and not self.touched and self.to_move() == SEAT_SET[seat]
        return events

    def play(self, seat: int, action: Action) -> None:
        """A search playout's move (a legal action, unchecked): the same change, no events made."""
        self.quiet = True
        try:
            self._apply(seat, action)
        finally:
            self.quiet = False

    def undoable(self, seat: int, action: Action) -> bool:
        """True after an activation or open choice that moved no hidden card and kept the turn."""
        last = self.last
        return self.undo_ok and last is not None and last["seat"] == seat and last["action"] == str(action)

    def outcome(self) -> Outcome | None:
        """Sapphires as scores and the winners, once the duel is over."""
        if self.phase != OVER:
            return None
        return Outcome(scores=list(self.sapphires), winners=list(self.winners))

    def scores(self) -> list[int]:
        """Sapphires per seat."""
        return list(self.sapphires)

    # ---- legality ------------------------------------------------------------------------------

    def has_action(self, seat: int) -> bool:
        """Whether `seat` could take a turn action now: draw, play or activate (choices aside)."""
        if self.deck or self.hands[seat]:
            return True
        return any(
            faces and faces[-1] == seat and self.activation_problem(seat, pile) is None
            for pile, faces in enumerate(self.faces)
        )

    def activation_problem(self, seat: int, pile: int) -> str | None:
        """Why `seat` cannot activate the top card of `pile` now (None if it can)."""
        cards = self.piles[pile]
        colour = PILES[pile]
        if not cards:
            return f"the {colour} pile is empty"
        card = CARDS[cards[-1]]
        if self.faces[pile][-1] != seat:
            return f"{card.name} on top of the {colour} pile faces your rival; only a card facing you can be activated"
        if card.active:
            return f"{card.name} is an active spell; it triggers by itself at the start of your turn"
        if [pile, len(cards) - 1] in self.activated:
            return f"you already activated {card.name} this turn (each card once per turn)"
        return cost_problem(self, seat, card)

    # ---- turn flow -----------------------------------------------------------------------------

    def begin(self, seat: int) -> None:
        """Start the first turn, for `seat` (setup only)."""
        self._begin_turn(seat)
        self._advance()
        self.events = []

    def _play(self, seat: int, card_id: str) -> None:
        remove_from_hand(self, seat, card_id)
        pile = CARDS[card_id].pile
        self.piles[pile].append(card_id)
        self.faces[pile].append(seat)
        self.touched = True
        if not self.quiet:  # emit, inline: a play is among the commonest events
            self.events.append(ev.play(seat, card_id, PILES[pile]))

    def _activate(self, seat: int, pile: int) -> None:
        cards = self.piles[pile]
        card = CARDS[cards[-1]]
        self.activated.append([pile, len(cards) - 1])
        self.emit(ev.activate, seat, card.id, PILES[pile])
        start_card(self, card)

    def _trigger(self, pile: int) -> None:
        cards = self.piles[pile]
        you = self.turn
        if not cards or self.faces[pile][-1] != you:
            return
        card = CARDS[cards[-1]]
        if not card.active:
            return
        if self.nullify[1 - you]:
            self.emit(ev.spell, "nullified", you, PILES[pile], card.id)
        elif cost_problem(self, you, card):
            self.emit(ev.spell, "unpaid", you, PILES[pile], card.id)
        else:
            self.emit(ev.spell, "trigger", you, PILES[pile], card.id)
            start_card(self, card)

    def _begin_turn(self, seat: int) -> None:
        self.turn = seat
        self.turn_no += 1
        self.phase = START
        self.actions_left = ACTIONS_PER_TURN
        self.activated = []
        self.guard[seat] = 0
        self.nullify[seat] = False
        if not self.quiet:  # emit, inline: once a turn
            self.events.append(ev.turn(seat, self.turn_no))
        for pile in reversed(range(len(PILES))):
            faces = self.faces[pile]
            if faces and faces[-1] == seat and CARDS[self.piles[pile][-1]].active:
                self.stack.append([TRIGGER, pile])

    def _advance(self) -> None:
        """Run the flow until a decision is awaited or the game is over."""
        stack = self.stack
        while self.phase != OVER:
            pending = self.pending
            if pending is not None:
                options = OPTIONS[pending["kind"]](self)
                if len(options) > 1:
                    return
                RESOLVERS[pending["kind"]](self, options[0])
                self._check_win()
            elif stack:
                card_id, index = stack.pop()
                if card_id == TRIGGER:
                    self._trigger(index)
                else:
                    card = CARDS[card_id]
                    name, args = card.ops[index]
                    OPS[name](self, card, args)
                    self._check_win()
            elif self.phase == START:
                if not self.deck:
                    self._finish(count_winners(self.energy, self.sapphires), "deck")
                    return
                draw_cards(self, self.turn, 1)
                self.phase = ACTIONS
            elif self.actions_left > 0:
                if self.has_action(self.turn):
                    return
                # Empty deck, nothing to play or activate: the rest of the turn is lost.
                self.emit(ev.no_action, self.turn, self.actions_left)
                self.actions_left = 0
            elif self.ending:
                self._finish(count_winners(self.energy, self.sapphires), "deck")
            else:
                self._begin_turn(1 - self.turn)

    def _check_win(self) -> None:
        energy = self.energy
        sapphires = self.sapphires
        # Nobody at 0 Energy or at 15 Sapphires (most checks): no winner, without the call.
        if energy[0] > 0 and energy[1] > 0 and sapphires[0] < WIN_SAPPHIRES and sapphires[1] < WIN_SAPPHIRES:
            return
        winner = immediate_winner(self.turn, energy, sapphires)
        if winner is not None:
            self._finish([winner], "energy" if min(energy) <= 0 else "sapphires")

    def _finish(self, winners: list[int], reason: EndReason) -> None:
        self.phase = OVER
        self.winners = winners
        self.end_reason = reason
        self.stack.clear()
        self.pending = None
        self.emit(ev.game_over, list(winners), reason, list(self.energy), list(self.sapphires))

    # ---- views and snapshots ---------------------------------------------------------------------

    def view(self, seat: int | None) -> SpellcasterView:
        """What `seat` may know (None: the public): piles, counters, own hand, the pending question."""
        piles: list[PileView] = []
        for pile, colour in enumerate(PILES):
            cards = self.piles[pile]
            if not cards:
                piles.append({"colour": colour, "size": 0, "top": None, "facing": None})
                continue
            card = CARDS[cards[-1]]
            piles.append(
                {
                    "colour": colour,
                    "size": len(cards),
                    "top": card.id,
                    "facing": self.faces[pile][-1],
                    "name": card.name,
                    "text": card.text,
                    "active": card.active,
                    "activated": [pile, len(cards) - 1] in self.activated,
                }
            )
        last = self._last_view(seat)
        view: SpellcasterView = {
            "game": "spellcaster",
            "seat": seat,
            "to_move": sorted(self.to_move()),
            "turn": self.turn,
            "turn_no": self.turn_no,
            "start": self.start,
            "phase": self.phase,
            "energy": list(self.energy),
            "sapphires": list(self.sapphires),
            "scores": list(self.sapphires),
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "discard": list(self.discard),
            "piles": piles,
            "guard": list(self.guard),
            "nullify": list(self.nullify),
            "actions_left": self.actions_left if self.phase != OVER else 0,
            "activated": [PILES[p] for p, depth in self.activated if len(self.piles[p]) - 1 == depth],
            "awaiting": self._awaiting_view(seat),
            "last": last,
            "last_move": last_move(last),
            "deck_seen_positions": [sorted(p) for p in self.seen_pos],
            "ending": self.ending,
            "over": self.phase == OVER,
            "winners": list(self.winners),
            "end_reason": self.end_reason,
            "options": dict(self.options),
        }
        if seat is not None:
            view["hand"] = list(self.hands[seat])
            view["known_hands"] = [list(k) for k in self.hand_known]
            view["deck_known"] = [[p, self.deck[p]] for p in sorted(self.seen_pos[seat])]
        return view

    def _last_view(self, seat: int | None) -> LastView | None:
        last = self.last
        if last is None:
            return None
        action = str(last["action"])
        # Foresight's keep and bottom choices name cards only the chooser has seen.
        if seat != last["seat"] and action.split()[0] in PRIVATE_CHOICES:
            action = action.split()[0]
        return {"seat": last["seat"], "action": action}

    def _awaiting_view(self, seat: int | None) -> AwaitingView | None:
        pending = self.pending
        if pending is None or self.phase == OVER:
            return None
        shown: AwaitingView = {"kind": pending["kind"], "seat": pending["seat"], "card": pending["card"]}
        if "n" in pending:
            shown["n"] = pending["n"]
        if "m" in pending:
            shown["m"] = pending["m"]
        if "piles" in pending:
            shown["piles"] = [PILES[p] for p in pending["piles"]]
        if "cards" in pending:
            shown["count"] = len(pending["cards"]) + len(pending.get("placed", []))
            if seat == pending["seat"]:
                shown["cards"] = list(pending["cards"])
                shown["placed"] = list(pending.get("placed", []))
        return shown

    def determinize(self, seat: int, seed: int | str) -> SpellcasterState:
        """A copy with every card `seat` cannot see re-dealt from the sorted unseen cards."""
        world = self.copy()
        # The rival's last choice may name cards `seat` never saw (Foresight's keep and bottom).
        world.last = self._last_view(seat)
        rival = 1 - seat
        hidden_hand = list(world.hands[rival])
        known = world.hand_known[rival]
        for card in known:
            hidden_hand.remove(card)
        seen = set(world.seen_pos[seat])
        deck = world.deck
        # Deck positions `seat` does not know: usually all of them (nothing put under by Foresight).
        slots = [i for i in range(len(deck)) if i not in seen] if seen else None
        unseen = hidden_hand + (deck if slots is None else [deck[i] for i in slots])
        # The rival's Foresight cards, still in his hands while he chooses, are hidden too.
        pending: Needs = world.pending if world.pending is not None and world.pending["seat"] == rival else {}
        foreseen = [key for key in FORESEEN if key in pending]
        for key in foreseen:
            unseen += pending[key]
        unseen.sort()
        shuffle(rng_for(seed, "determinize", seat), unseen)
        dealt = len(hidden_hand)
        world.hands[rival] = sorted(known + unseen[:dealt])
        if slots is None:
            deck[:] = unseen[dealt : dealt + len(deck)]
            dealt += len(deck)
        else:
            for i in slots:
                deck[i] = unseen[dealt]
                dealt += 1
        for key in foreseen:
            size = len(pending[key])
            pending[key] = unseen[dealt : dealt + size]
            dealt += size
        return world
