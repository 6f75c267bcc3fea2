"""The fields of one Druids match, their snapshot form and cheap copies (the rules are in state.py)."""

from __future__ import annotations

from typing import Any, Self

from bot.games.base import JSON
from bot.games.druids.cards import CARD_BY_TEXT, CARD_TEXT, COLOUR_INDEX, COLOURS, DOMAIN_CARDS, GAIA, VALUES, card_code
from bot.games.druids.views import RoundRecord, TrickRecord

COLOUR_COUNT = len(COLOURS)
NOBODY: frozenset[int] = frozenset()
ONLY = tuple(frozenset({seat}) for seat in range(8))


_copy = list.copy  # the position's own lists are lists: copied without list()'s type dispatch
_TEXT_OF = CARD_TEXT.__getitem__
_CODE_OF = CARD_BY_TEXT.__getitem__
# The snapshot's keys in order, every one set by to_dict. It fills a copy of this table: Python builds a
# literal of more than 16 keys one key at a time into an empty dict, growing its table on the way, and
# copying a finished table is quicker (snapshots are written after every move).
_SNAPSHOT_KEYS: dict[str, JSON] = dict.fromkeys(
    [
        *("players", "seed", "options", "round", "dealer", "totals", "history", "last_round", "over", "hands"),
        *("stacks", "set_aside", "undealt", "trick", "trick_no", "leader", "turn", "gaia", "side", "winner"),
        *("sickles_left", "sickle_options", "last_trick", "voids"),
    ]
)
# A seat's voids as a snapshot writes them (colour letters in colour order), and back.
VOID_TEXT = ["".join(COLOURS[c] for c in range(len(COLOURS)) if v >> c & 1) for v in range(1 << len(COLOURS))]
VOID_BITS = {text: v for v, text in enumerate(VOID_TEXT)}


def texts(cards: list[int]) -> list[str]:
    """The canonical texts of card codes, in order."""
    return list(map(_TEXT_OF, cards))


def codes(texts: list[str]) -> list[int]:
    """Card codes of card texts, in order (canonical ones looked up at once, others through card_code)."""
    try:
        return list(map(_CODE_OF, texts))
    except KeyError:
        return [card_code(t) for t in texts]


def void_bits(letters: str) -> int:
    """A seat's voids from their snapshot text."""
    bits = VOID_BITS.get(letters)
    return bits if bits is not None else sum(1 << COLOUR_INDEX[c] for c in letters)


def trick_record(record: TrickRecord | None) -> TrickRecord | None:
    """An independent copy of a last-trick record (its card list is nested)."""
    return None if record is None else {**record, "cards": list(map(list, record["cards"]))}


def round_record(record: RoundRecord | None) -> RoundRecord | None:
    """An independent copy of a round-end record (scores and tops are nested)."""
    return None if record is None else {**record, "scores": list(record["scores"]), "tops": list(map(list, record["tops"]))}


_COLOUR_AT = {letter: c for c, letter in enumerate(COLOURS)}


def _stacks(mine: dict[str, list[str]]) -> list[list[int]]:
    """One seat's five stacks from their snapshot form (only the colours holding cards are written)."""
    stacks: list[list[int]] = [[] for _ in range(COLOUR_COUNT)]
    for letter, cards in mine.items():
        colour = _COLOUR_AT.get(letter)
        if colour is not None:
            stacks[colour] = codes(cards)
    return stacks


_G, _Y, _R, _B, _V = list(COLOURS)  # five colours: stacks_text unpacks a seat's five stacks at once


def stacks_text(stacks: list[list[list[int]]]) -> list[dict[str, list[str]]]:
    """Each seat's stacks in snapshot form: colour letter -> card texts, only the colours holding cards."""
    # Unrolled over the five colours: a comprehension's enumerate and test per colour cost a third more,
    # and snapshots are written after every move.
    text = _TEXT_OF
    written = []
    for g, y, r, b, v in stacks:
        mine: dict[str, list[str]] = {}
        if g:
            mine[_G] = [*map(text, g)]
        if y:
            mine[_Y] = [*map(text, y)]
        if r:
            mine[_R] = [*map(text, r)]
        if b:
            mine[_B] = [*map(text, b)]
        if v:
            mine[_V] = [*map(text, v)]
        written.append(mine)
    return written


def colour_counts(hand: list[int]) -> list[int]:
    """Domain cards per colour in `hand`."""
    counts = [0] * COLOUR_COUNT
    for card in hand:
        if card < DOMAIN_CARDS:
            counts[card // VALUES] += 1
    return counts



class DruidsPosition:
    """One match's fields: plain lists and ints so that copies and snapshots are cheap."""

    def __init__(self, players: int, seed: int | str, options: dict[str, str | int]) -> None:
        self.n = players
        self.seed = seed
        self.variant = str(options["variant"])
        self.rounds = int(options["rounds"])
        self.round_no = 1
        self.dealer = 0
        self.totals = [0] * players
        self.history: list[list[int]] = []
        self.last_round: RoundRecord | None = None
        self.over = False
        self.hands: list[list[int]] = []
        self.counts: list[list[int]] = []  # per seat, domain cards held per colour (fast follow-suit test)
        self.voids: list[int] = [0] * players  # per seat, bit c: it did not follow colour c this round (public)
        self.stacks: list[list[list[int]]] = []
        self.set_aside: list[int] = []
        self.undealt: list[int] = []
        self.trick: list[int] = []
        self.trick_no = 1
        self.leader = 0
        self.turn = 0
        self.led = -1
        self.gaia_colour = -1
        self.side = ""
        self.winner = -1  # winner of the trick being resolved (only while Sickles are pending)
        self.sickles_left = 0
        self.sickle_options: list[int] = []
        # The last trick's record, or its raw facts (trick, leader, winner, led, cards) until the record
        # is first read (see last_trick).
        self._last_trick: TrickRecord | tuple[int, int, int, int, list[int]] | None = None
        self._to_move = NOBODY

    # --- the contract -------------------------------------------------------------------------

    @property
    def last_trick(self) -> TrickRecord | None:
        """The last trick taken this round, for display (None before the first).

        Written when first read: a search's playouts take many tricks nobody looks at."""
        record = self._last_trick
        if type(record) is tuple:
            number, leader, winner, led, cards = record
            n = self.n
            record = self._last_trick = {
                "trick": number,
                "leader": leader,
                "winner": winner,
                "led": COLOURS[led] if led >= 0 else None,
                "cards": [[(leader + i) % n, CARD_TEXT[c]] for i, c in enumerate(cards)],
            }
        assert not isinstance(record, tuple)
        return record

    @last_trick.setter
    def last_trick(self, record: TrickRecord | None) -> None:
        self._last_trick = record

    def to_dict(self) -> dict[str, JSON]:
        """Full JSON-safe snapshot; `load` sets the same fields back from it."""
        # Card lists mapped to texts inline rather than through texts(): one Python call fewer per list.
        text = _TEXT_OF
        gaia = self.gaia_colour
        last_trick = self._last_trick
        if isinstance(last_trick, tuple):  # written on first read (see last_trick)
            last_trick = self.last_trick
        d = _SNAPSHOT_KEYS.copy()  # filled key by key (see _SNAPSHOT_KEYS)
        d["players"] = self.n
        d["seed"] = self.seed
        d["options"] = {"variant": self.variant, "rounds": self.rounds}
        d["round"] = self.round_no
        d["dealer"] = self.dealer
        d["totals"] = self.totals.copy()
        d["history"] = [*map(_copy, self.history)]
        d["last_round"] = round_record(self.last_round)
        d["over"] = self.over
        d["hands"] = [[*map(text, hand)] for hand in self.hands]
        d["stacks"] = stacks_text(self.stacks)
        d["set_aside"] = [*map(text, self.set_aside)]
        d["undealt"] = [*map(text, self.undealt)]
        d["trick"] = [*map(text, self.trick)]
        d["trick_no"] = self.trick_no
        d["leader"] = self.leader
        d["turn"] = self.turn
        d["gaia"] = None if gaia < 0 else COLOURS[gaia]
        d["side"] = self.side
        d["winner"] = self.winner
        d["sickles_left"] = self.sickles_left
        d["sickle_options"] = [COLOURS[c] for c in self.sickle_options] if self.sickle_options else []
        d["last_trick"] = trick_record(last_trick)
        d["voids"] = [VOID_TEXT[v] for v in self.voids]
        return d

    def load(self, data: dict[str, Any]) -> None:
        """Set every field from `to_dict()` output (or a hand-made position in the same shape)."""
        n = self.n
        self.round_no = int(data["round"])
        self.dealer = int(data["dealer"])
        self.totals = list(data["totals"])
        self.history = list(map(list, data["history"]))
        self.last_round = round_record(data["last_round"])
        self.over = bool(data["over"])
        self.hands = [sorted(codes(h)) for h in data["hands"]]
        self.counts = list(map(colour_counts, self.hands))
        self.stacks = [_stacks(mine) for mine in data["stacks"]]
        self.set_aside = codes(data["set_aside"])
        self.undealt = codes(data["undealt"])
        self.trick = codes(data["trick"])
        self.trick_no = int(data["trick_no"])
        self.leader = int(data["leader"])
        self.turn = int(data["turn"])
        self.gaia_colour = -1 if data["gaia"] is None else COLOUR_INDEX[data["gaia"]]
        self.side = str(data["side"])
        self.winner = int(data["winner"])
        self.sickles_left = int(data["sickles_left"])
        self.sickle_options = [COLOUR_INDEX[c] for c in data["sickle_options"]]
        self._last_trick = trick_record(data["last_trick"])
        # Snapshots from before voids were recorded know none (the log replay restores them).
        voids = data.get("voids") or [""] * n
        self.voids = [void_bits(letters) for letters in voids]
        led = -1
        for card in self.trick:
            if card < DOMAIN_CARDS:
                led = card // VALUES
                break
            if card == GAIA:
                led = self.gaia_colour
                break
        self.led = led
        self._to_move = NOBODY if self.over else ONLY[self.turn]
        assert len(self.hands) == n and len(self.stacks) == n

    def copy(self) -> Self:
        """An independent copy (cheaper than a snapshot round trip)."""
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.totals = self.totals.copy()
        other.history = [*map(_copy, self.history)]
        other.hands = [*map(_copy, self.hands)]
        other.counts = [*map(_copy, self.counts)]
        other.voids = self.voids.copy()
        other.stacks = [[*map(_copy, mine)] for mine in self.stacks]
        other.set_aside = self.set_aside.copy()
        other.undealt = self.undealt.copy()
        other.trick = self.trick.copy()
        other.sickle_options = self.sickle_options.copy()
        return other
