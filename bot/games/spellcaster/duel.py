"""The fields of one Spellcaster duel, their snapshot form and copies; the rules are in state.py and ops.py."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, ParamSpec, Self, TypedDict

from bot.games.base import JSON, Action, Event
from bot.games.spellcaster.views import ChoiceKind, EndReason, LastView

P = ParamSpec("P")


_copy = list.copy  # the duel's own lists are lists: copied without list()'s type dispatch
# The snapshot's keys in order, every one set by to_dict. It fills a copy of this table: Python builds a
# literal of more than 16 keys one key at a time into an empty dict, growing its table three times on
# the way, and copying a finished table is quicker (snapshots are written after every move).
_SNAPSHOT_KEYS: dict[str, JSON] = dict.fromkeys(
    [
        *("options", "start", "turn", "turn_no", "phase", "hands", "deck", "discard", "piles", "faces", "energy"),
        *("sapphires", "guard", "nullify", "actions_left", "activated", "stack", "pending", "ending", "winners"),
        *("end_reason", "hand_known", "seen_pos", "last", "undo_ok"),
    ]
)


class Needs(TypedDict, total=False):
    """What a pending choice needs besides its kind, seat and card."""

    n: int  # cards still to discard or take; for a bargain, the caster's draws
    m: int  # for a bargain, the cards the rival would discard
    piles: list[int]  # the piles to choose from
    cards: list[str]  # Foresight's cards still to keep or place
    placed: list[str]  # Foresight's cards already put under, lowest first


class Pending(Needs):
    """A choice an effect awaits: what it asks, the seat to answer and the card asking."""

    kind: ChoiceKind
    seat: int
    card: str


class Duel:
    """A duel between seat 0 and seat 1; every field is a plain JSON-safe value (see `to_dict`)."""

    # Slots: restores and the search's copies build these fields often, and slots build quicker than
    # an instance dict.
    __slots__ = (
        *("options", "start", "turn", "turn_no", "phase", "hands", "deck", "discard", "piles", "faces", "energy"),
        *("sapphires", "guard", "nullify", "actions_left", "activated", "stack", "pending", "ending", "winners"),
        *("end_reason", "hand_known", "seen_pos", "_last", "undo_ok", "events", "quiet", "touched"),
    )

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.options: dict[str, str | int] = dict(data["options"])
        self.start: int = data["start"]
        self.turn: int = data["turn"]
        self.turn_no: int = data["turn_no"]
        self.phase: str = data["phase"]
        # Two seats and four piles: the nested lists copied by unpacking, quicker than a loop (restores
        # are frequent); a snapshot of another shape fails here.
        first, second = data["hands"]
        self.hands: list[list[str]] = [list(first), list(second)]
        self.deck: list[str] = list(data["deck"])  # bottom first; the top is the end
        self.discard: list[str] = list(data["discard"])
        red, yellow, blue, green = data["piles"]
        self.piles: list[list[str]] = [list(red), list(yellow), list(blue), list(green)]
        red, yellow, blue, green = data["faces"]
        self.faces: list[list[int]] = [list(red), list(yellow), list(blue), list(green)]  # seat each pile card faces
        self.energy: list[int] = list(data["energy"])
        self.sapphires: list[int] = list(data["sapphires"])
        self.guard: list[int] = list(data["guard"])
        self.nullify: list[bool] = list(data["nullify"])
        self.actions_left: int = data["actions_left"]
        activated, stack = data["activated"], data["stack"]  # mostly empty: then no copying loop
        self.activated: list[list[int]] = [*map(list, activated)] if activated else []  # [pile, depth]
        self.stack: list[list[Any]] = [*map(list, stack)] if stack else []
        pending = data["pending"]
        self.pending: Pending | None = None if pending is None else copy_pending(pending)
        self.ending: bool = data["ending"]
        self.winners: list[int] = list(data["winners"])
        self.end_reason: EndReason | None = data["end_reason"]
        # hand_known[s]: cards in s's hand that s's rival knows of (Rewind, Foresight).
        first, second = data["hand_known"]
        self.hand_known: list[list[str]] = [list(first), list(second)]
        # seen_pos[s]: deck positions (from the bottom) whose card s knows (s put it there).
        first, second = data["seen_pos"]
        self.seen_pos: list[list[int]] = [list(first), list(second)]
        # The last decision: its record, or (seat, action) until the record is first read (see `last`).
        last = data["last"]
        self._last: LastView | tuple[int, Action] | None = None if last is None else {"seat": last["seat"], "action": last["action"]}
        self.undo_ok: bool = data["undo_ok"]
        self.events: list[Event] = []
        self.quiet = False  # a search playout's move: no events are made
        self.touched = False  # set when hidden information moved during the current decision

    # ---- contract ------------------------------------------------------------------------------

    def emit(self, make: Callable[P, Event], *args: P.args, **kwargs: P.kwargs) -> None:
        """Record an event of the decision being applied: `make(*args, **kwargs)`, a constructor of
        events.py, called only when the events are wanted (not in a search's quiet playout)."""
        if not self.quiet:
            self.events.append(make(*args, **kwargs))

    @property
    def last(self) -> LastView | None:
        """The last decision: its seat and text.

        Written when first read: most decisions (a search's playouts) are never looked at, and the
        action's text is the costly part."""
        last = self._last
        if type(last) is tuple:
            seat, action = last
            last = self._last = {"seat": seat, "action": str(action)}
        assert not isinstance(last, tuple)
        return last

    @last.setter
    def last(self, value: LastView | None) -> None:
        self._last = value

    def pending_data(self) -> Pending:
        """The pending choice (only called while one is pending)."""
        assert self.pending is not None
        return self.pending

    def pending_seat(self) -> int:
        """The seat that must answer the pending choice."""
        return self.pending_data()["seat"]

    def to_dict(self) -> dict[str, JSON]:
        """Full snapshot (plain lists and dicts)."""
        last = self._last
        if isinstance(last, tuple):  # written on first read (see `last`): no property call otherwise
            last = self.last
        hands, piles, faces, known, seen = self.hands, self.piles, self.faces, self.hand_known, self.seen_pos
        activated, stack, pending = self.activated, self.stack, self.pending
        # Filled into a copy of the keys' table (see _SNAPSHOT_KEYS). Two seats and four piles: the
        # nested lists copied one by one, quicker than a loop.
        d = _SNAPSHOT_KEYS.copy()
        # The options and the last move's record are never changed in place (see `copy`): shared.
        d["options"] = self.options
        d["start"] = self.start
        d["turn"] = self.turn
        d["turn_no"] = self.turn_no
        d["phase"] = self.phase
        d["hands"] = [hands[0].copy(), hands[1].copy()]
        d["deck"] = self.deck.copy()
        d["discard"] = self.discard.copy()
        d["piles"] = [piles[0].copy(), piles[1].copy(), piles[2].copy(), piles[3].copy()]
        d["faces"] = [faces[0].copy(), faces[1].copy(), faces[2].copy(), faces[3].copy()]
        d["energy"] = self.energy.copy()
        d["sapphires"] = self.sapphires.copy()
        d["guard"] = self.guard.copy()
        d["nullify"] = self.nullify.copy()
        d["actions_left"] = self.actions_left
        d["activated"] = [*map(_copy, activated)] if activated else []
        d["stack"] = [*map(_copy, stack)] if stack else []
        d["pending"] = None if pending is None else copy_pending(pending)
        d["ending"] = self.ending
        d["winners"] = self.winners.copy()
        d["end_reason"] = self.end_reason
        d["hand_known"] = [known[0].copy(), known[1].copy()]
        d["seen_pos"] = [seen[0].copy(), seen[1].copy()]
        d["last"] = last
        d["undo_ok"] = self.undo_ok
        return d

    def copy(self) -> Self:
        """An independent copy (for search on determinized copies).

        The options, the last move and the entries of `activated` and `stack` are never changed in
        place (only replaced, appended or popped), so the copy shares them."""
        other = type(self).__new__(type(self))
        other.options = self.options
        other.start = self.start
        other.turn = self.turn
        other.turn_no = self.turn_no
        other.phase = self.phase
        other.actions_left = self.actions_left
        other.pending = self.pending
        other.ending = self.ending
        other.end_reason = self.end_reason
        other._last = self._last
        other.undo_ok = self.undo_ok
        other.quiet = self.quiet
        other.touched = self.touched
        # Two seats and four piles: the nested lists copied one by one, quicker than a loop.
        hands, piles, faces, known, seen = self.hands, self.piles, self.faces, self.hand_known, self.seen_pos
        other.hands = [hands[0].copy(), hands[1].copy()]
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.piles = [piles[0].copy(), piles[1].copy(), piles[2].copy(), piles[3].copy()]
        other.faces = [faces[0].copy(), faces[1].copy(), faces[2].copy(), faces[3].copy()]
        other.energy = self.energy[:]
        other.sapphires = self.sapphires[:]
        other.guard = self.guard[:]
        other.nullify = self.nullify[:]
        other.activated = self.activated[:]
        other.stack = self.stack[:]
        if self.pending is not None:
            other.pending = copy_pending(self.pending)
        other.winners = self.winners[:]
        other.hand_known = [known[0].copy(), known[1].copy()]
        other.seen_pos = [seen[0].copy(), seen[1].copy()]
        other.events = []
        return other


def copy_pending(pending: Mapping[str, Any] | None) -> Pending | None:
    """An independent copy of a pending choice (its lists are nested), keys in the order they are set."""
    if pending is None:
        return None
    copied: Pending = {"kind": pending["kind"], "seat": pending["seat"], "card": pending["card"]}
    if "n" in pending:
        copied["n"] = pending["n"]
    if "m" in pending:
        copied["m"] = pending["m"]
    if "piles" in pending:
        copied["piles"] = list(pending["piles"])
    if "cards" in pending:
        copied["cards"] = list(pending["cards"])
    if "placed" in pending:
        copied["placed"] = list(pending["placed"])
    return copied
