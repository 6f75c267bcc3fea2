"""Arabana's position: every field of one match, its snapshot form and the phase names.

The position is plain lists of ints (cards and islands by number, seats 0..n-1, -1 for "none") so
that copies and snapshots are cheap. The rules read and change it through the functions of legal.py,
checks.py, effects.py and turns.py; state.py binds them into the engine contract.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, Self

from bot.games.arabana.board import (
    BRIDGES,
    DECK,
    DISPLAY_SLOTS,
    ISLAND_NAMES,
    ISLANDS,
    SPOT_COUNT,
    SPOT_ENDS,
    SPOTS,
    STONES,
)
from bot.games.arabana.gods import GOD_STONES
from bot.games.arabana.knowledge import from_counts
from bot.games.arabana.views import Highlight, LastMove, Phase, Scoring
from bot.games.base import JSON, Action, rng_for, shuffle

SETUP: Final = "setup"
PLAY: Final = "play"
REMOVE: Final = "remove"
KU_TAKE: Final = "ku"
PELE_GIVE: Final = "pele"
NEXT: Final = "next"
OVER: Final = "over"
MAX_SEATS = 4
SEAT_SETS = tuple(frozenset({seat}) for seat in range(MAX_SEATS))
NOBODY: frozenset[int] = frozenset()
EMPTY_DISPLAY = [-1] * DISPLAY_SLOTS
_copy = list.copy  # the position's own lists are lists: copied without list()'s type dispatch
# The snapshot's keys in order, every one set by to_dict. It fills a copy of this table: Python builds a
# literal of more than 16 keys one key at a time into an empty dict, growing its table on the way, and
# copying a finished table is quicker (snapshots are written after every move).
_SNAPSHOT_KEYS: dict[str, JSON] = dict.fromkeys(
    [
        *("players", "seed", "options", "phase", "turn", "pass", "hands", "setup_choice", "bag", "display"),
        *("played", "facedown", "known", "owner", "control", "bridges", "stones", "god_at", "gods_held"),
        *("gods_used", "score", "history", "progress", "banned", "acted", "pending", "ku_target", "pele_to"),
        *("chooser", "final_round", "final_pending", "last_turns", "counter", "winner", "turn_no", "last_move"),
        "highlight",
    ]
)
# Each spot's two islands as one number holding a byte per island, so that the bridges of a seat add
# up, one addition per spot, to its bridges per island, all read back at once by to_bytes (an
# island has at most 7 spots: a byte never overflows). A loop of four increments per bridge took a
# third of a restore.
_ENDS_BYTES = tuple((1 << 8 * a) + (1 << 8 * b) for a, b in SPOT_ENDS)
_SPOTS_BYTES = sum(count << 8 * island for island, count in enumerate(SPOT_COUNT))


def bridge_counts(owner: list[int], players: int) -> tuple[list[list[int]], list[int]]:
    """Per seat its bridges at each island, and per island its free spots, from each spot's owner (-1: free)."""
    totals = [0] * players
    for seat, ends in zip(owner, _ENDS_BYTES, strict=True):
        if seat >= 0:
            totals[seat] += ends
    counts = [list(total.to_bytes(ISLANDS, "little")) for total in totals]
    return counts, list((_SPOTS_BYTES - sum(totals)).to_bytes(ISLANDS, "little"))


class ArabanaPosition:
    """The fields of one match, built from a snapshot (`to_dict()` form); see state.py for phases."""

    # Slots: a match has more fields than an instance dict shares keys for, and a dict of its own per
    # copy or restore costs more to build than the slots (and reads more slowly in the rules' loops).
    __slots__ = (
        *("n", "seed", "options", "gods_on", "lowest_chooses", "phase", "turn", "pass_no", "hands", "hand_size"),
        *("choice", "bag", "display", "played", "facedown", "known", "owner", "counts", "free", "control"),
        *("bridges", "stones", "god_at", "gods_held", "gods_used", "score", "history", "progress", "banned"),
        *("acted", "pending", "ku_target", "pele_to", "chooser", "final_round", "final_pending", "last_turns"),
        *("counter", "winner", "turn_no", "_last_move", "highlight", "spots_changed", "islands_changed"),
        *("slots_changed", "_to_move"),
    )

    def __init__(self, d: Mapping[str, Any]) -> None:
        # Lists copied with [*x]: a display, not a call of list() (restores are frequent).
        self.n: int = d["players"]
        n = self.n
        self.seed: int | str = d["seed"]
        self.options: dict[str, str] = dict(d["options"])
        self.gods_on = self.options["gods"] == "on"
        self.lowest_chooses = self.options["second-pass-start"] == "lowest-chooses"
        self.phase: Phase = d["phase"]
        self.turn: int = d["turn"]
        self.pass_no: int = d["pass"]
        hands: list[list[int]] = [*map(list, d["hands"])]
        self.hands = hands
        self.hand_size = [*map(sum, hands)]
        self.choice: list[int] = [*d["setup_choice"]]
        self.bag: list[int] = [*d["bag"]]
        self.display: list[int] = [*d["display"]]
        self.played: list[int] = [*d["played"]]
        self.facedown: list[list[int]] = [*map(list, d["facedown"])]
        # known[o][p]: the cards seat o knows p holds, with the moment (knowledge.py). Snapshots
        # from before the moments were kept hold per-island counts under "seen".
        known = d.get("known")
        if known is None:
            known = from_counts(d["seen"]) if d.get("seen") else [[[] for _ in range(n)] for _ in range(n)]
        self.known: list[list[list[int]]] = [[*map(list, row)] for row in known]
        owner: list[int] = [*d["owner"]]
        self.owner = owner
        self.counts, self.free = bridge_counts(owner, n)
        self.control: list[int] = [*d["control"]]
        self.bridges: list[int] = [*d["bridges"]]
        self.stones: list[int] = [*d["stones"]]
        self.god_at: list[int] = [*d["god_at"]]
        self.gods_held: list[list[int]] = [*map(list, d["gods_held"])]
        self.gods_used: list[list[int]] = [*map(list, d["gods_used"])]
        self.score: list[int] = [*d["score"]]
        history = d["history"]
        self.history: list[Scoring] = [*map(copy_scoring, history)] if history else []
        self.progress: list[list[int]] = [*map(list, d["progress"])]
        self.banned: list[int] = [*d["banned"]]
        self.acted: bool = d["acted"]
        self.pending: list[int] = [*d["pending"]]
        self.ku_target: int = d["ku_target"]
        self.pele_to: list[int] = [*d["pele_to"]]
        self.chooser: int = d["chooser"]
        self.final_round: bool = d["final_round"]
        self.final_pending: list[int] = [*d["final_pending"]]
        self.last_turns: list[int] = [*d["last_turns"]]
        self.counter: int = d["counter"]
        self.winner: int = d["winner"]
        self.turn_no: int = d["turn_no"]
        # The last decision: its record, or (seat, action) until the record is first read (see last_move).
        self._last_move: LastMove | tuple[int, Action] = copy_last_move(d["last_move"])
        self.highlight: Highlight = copy_highlight(d["highlight"])
        # What the decision being applied changed on the board (for last_move and highlight).
        self.spots_changed: list[int] = []
        self.islands_changed: list[int] = []
        self.slots_changed: list[int] = []
        self._to_move = self._compute_to_move()

    @property
    def last_move(self) -> LastMove:
        """The last decision and what it changed on the board.

        Written when first read: most decisions (a search's playouts) are never looked at, and their
        action's text is the costly part."""
        move = self._last_move
        if type(move) is tuple:
            seat, action = move
            move = self._last_move = {
                "seat": seat,
                "action": str(action),
                "spots": list(self.spots_changed),
                "islands": list(self.islands_changed),
                "slots": list(self.slots_changed),
            }
        assert not isinstance(move, tuple)
        return move

    def _compute_to_move(self) -> frozenset[int]:
        phase = self.phase
        if phase == OVER:
            return NOBODY
        if phase == SETUP:
            return frozenset(seat for seat in range(self.n) if self.choice[seat] < 0)
        if phase == NEXT:
            return SEAT_SETS[self.chooser]
        return SEAT_SETS[self.turn]

    def copy(self) -> Self:
        """An independent copy (cheaper than a snapshot round trip)."""
        other = type(self).__new__(type(self))
        # Scalars, and what is only ever replaced, never changed in place: shared.
        other.n = self.n
        other.seed = self.seed
        other.options = self.options
        other.gods_on = self.gods_on
        other.lowest_chooses = self.lowest_chooses
        other.phase = self.phase
        other.turn = self.turn
        other.pass_no = self.pass_no
        other.acted = self.acted
        other.ku_target = self.ku_target
        other.chooser = self.chooser
        other.final_round = self.final_round
        other.counter = self.counter
        other.winner = self.winner
        other.turn_no = self.turn_no
        other._last_move = self._last_move
        other._to_move = self._to_move
        other.hands = [*map(_copy, self.hands)]
        other.hand_size = self.hand_size.copy()
        other.choice = self.choice.copy()
        other.bag = self.bag.copy()
        other.display = self.display.copy()
        other.played = self.played.copy()
        other.facedown = [*map(_copy, self.facedown)]
        other.known = [[*map(_copy, row)] for row in self.known]
        other.owner = self.owner.copy()
        other.counts = [*map(_copy, self.counts)]
        other.free = self.free.copy()
        other.control = self.control.copy()
        other.bridges = self.bridges.copy()
        other.stones = self.stones.copy()
        other.god_at = self.god_at.copy()
        other.gods_held = [*map(_copy, self.gods_held)]
        other.gods_used = [*map(_copy, self.gods_used)]
        other.score = self.score.copy()
        other.history = self.history.copy()  # records are replaced, never changed
        other.progress = self.progress.copy()
        other.banned = self.banned.copy()
        other.pending = self.pending.copy()
        other.pele_to = self.pele_to.copy()
        other.final_pending = self.final_pending.copy()
        other.last_turns = self.last_turns.copy()
        other.highlight = copy_highlight(self.highlight)
        other.spots_changed = self.spots_changed.copy()
        other.islands_changed = self.islands_changed.copy()
        other.slots_changed = self.slots_changed.copy()
        return other

    def to_dict(self) -> dict[str, JSON]:
        """Full JSON-safe snapshot; the constructor rebuilds an equal position from it."""
        move = self._last_move
        if isinstance(move, tuple):  # written on first read (see last_move): no property call otherwise
            move = self.last_move
        history = self.history
        d = _SNAPSHOT_KEYS.copy()  # filled key by key (see _SNAPSHOT_KEYS)
        d["players"] = self.n
        d["seed"] = self.seed
        d["options"] = self.options.copy()
        d["phase"] = self.phase
        d["turn"] = self.turn
        d["pass"] = self.pass_no
        d["hands"] = [*map(_copy, self.hands)]
        d["setup_choice"] = self.choice.copy()
        d["bag"] = self.bag.copy()
        d["display"] = self.display.copy()
        d["played"] = self.played.copy()
        d["facedown"] = [*map(_copy, self.facedown)]
        d["known"] = [[*map(_copy, row)] for row in self.known]
        d["owner"] = self.owner.copy()
        d["control"] = self.control.copy()
        d["bridges"] = self.bridges.copy()
        d["stones"] = self.stones.copy()
        d["god_at"] = self.god_at.copy()
        d["gods_held"] = [*map(_copy, self.gods_held)]
        d["gods_used"] = [*map(_copy, self.gods_used)]
        d["score"] = self.score.copy()
        d["history"] = [*map(copy_scoring, history)] if history else []
        d["progress"] = [*map(_copy, self.progress)]
        d["banned"] = self.banned.copy()
        d["acted"] = self.acted
        d["pending"] = self.pending.copy()
        d["ku_target"] = self.ku_target
        d["pele_to"] = self.pele_to.copy()
        d["chooser"] = self.chooser
        d["final_round"] = self.final_round
        d["final_pending"] = self.final_pending.copy()
        d["last_turns"] = self.last_turns.copy()
        d["counter"] = self.counter
        d["winner"] = self.winner
        d["turn_no"] = self.turn_no
        d["last_move"] = copy_last_move(move)
        d["highlight"] = copy_highlight(self.highlight)
        return d


def copy_scoring(scoring: Scoring) -> Scoring:
    """An independent copy of a scoring record."""
    return {"label": scoring["label"], "points": list(scoring["points"]), "scores": list(scoring["scores"])}


def copy_last_move(move: LastMove) -> LastMove:
    """An independent copy of a last-move record."""
    return {
        "seat": move["seat"],
        "action": move["action"],
        "spots": list(move["spots"]),
        "islands": list(move["islands"]),
        "slots": list(move["slots"]),
    }


def copy_highlight(highlight: Highlight) -> Highlight:
    """An independent copy of a highlight record."""
    return {
        "seat": highlight["seat"],
        "turn": highlight["turn"],
        "spots": list(highlight["spots"]),
        "islands": list(highlight["islands"]),
    }


# Tuples, not lists: the garbage collector stops tracking tuples of strings, so its full collections
# need not walk these 800 lists of names every time.
_REPEATED = tuple(tuple((name,) * k for k in range(len(DECK) + 1)) for name in ISLAND_NAMES)


def card_names(counts: list[int]) -> list[str]:
    """Per-island card counts as a list of island names."""
    names: list[str] = []
    for c, k in enumerate(counts):
        if k:
            names += _REPEATED[c][k]
    return names


def fresh_snapshot(players: int, seed: int | str, options: dict[str, str]) -> dict[str, Any]:
    """The snapshot of a new match: shuffled bag, four cards each, god stones laid out."""
    bag = list(DECK)
    shuffle(rng_for(seed, "deal"), bag)
    hands = []
    for _ in range(players):
        hand = [0] * ISLANDS
        for _ in range(4):
            hand[bag.pop()] += 1
        hands.append(hand)
    god_at = [-1] * ISLANDS
    if options["gods"] == "on":
        stones = list(GOD_STONES)
        shuffle(rng_for(seed, "gods"), stones)
        god_at = stones[:ISLANDS]
    return {
        "players": players,
        "seed": seed,
        "options": options,
        "phase": SETUP,
        "turn": 0,
        "pass": 1,
        "hands": hands,
        "setup_choice": [-1] * players,
        "bag": bag,
        "display": [-1] * DISPLAY_SLOTS,
        "played": [0] * ISLANDS,
        "facedown": [[0] * ISLANDS for _ in range(players)],
        "owner": [-1] * SPOTS,
        "control": [-1] * ISLANDS,
        "bridges": [BRIDGES] * players,
        "stones": [STONES] * players,
        "god_at": god_at,
        "gods_held": [[] for _ in range(players)],
        "gods_used": [[] for _ in range(players)],
        "score": [0] * players,
        "history": [],
        "progress": [[0] * players],
        "banned": [],
        "acted": False,
        "pending": [],
        "ku_target": -1,
        "pele_to": [],
        "chooser": -1,
        "final_round": False,
        "final_pending": [],
        "last_turns": [],
        "counter": 0,
        "winner": -1,
        "turn_no": 0,
        "last_move": {"seat": None, "action": None, "spots": [], "islands": [], "slots": []},
        "highlight": {"seat": None, "turn": -1, "spots": [], "islands": []},
    }
