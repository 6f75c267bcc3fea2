"""What each seat saw happen, and whether a determinized world agrees with it.

A witness follows the events one seat may see (public ones and its own private ones) and keeps the
facts they establish about cards the seat cannot see: cards taken face up stay with the taker,
cards shown or passed are where they went, a player who did not follow suit holds none of it. The
witness reads events only, never the engine's own bookkeeping, so it checks that bookkeeping.

`contradictions(world)` lists the facts a determinized snapshot breaks (empty: the world could be
the real one as far as the seat knows). `sample_worlds` plays random games, samples worlds for every
seat along the way and counts the worlds that contradict something.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.games.base import Event, Game, State


class Witness:
    """The base witness: a game whose public facts all show in the view needs nothing more."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def see(self, event: Event) -> None:
        """Take note of one event (only called with events visible to the seat)."""

    def contradictions(self, world: dict[str, Any]) -> list[str]:
        """The facts seen that `world` (a determinized snapshot) breaks."""
        return []


class DruidsWitness(Witness):
    """Druids: cards played this round are in no hand and not undealt; no hand holds a colour its
    holder did not follow."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.played: set[str] = set()
        self.voids: dict[int, set[str]] = {}
        self.trick = 0
        self.led: str | None = None

    def see(self, event: Event) -> None:
        if event.kind == "round_start":
            self.played, self.voids, self.trick, self.led = set(), {}, 0, None
        elif event.kind == "play":
            card, trick = str(event.data["card"]), int(event.data["trick"])
            if trick != self.trick:
                self.trick, self.led = trick, None
            if card == "GAIA":
                self.led = str(event.data["colour"])
            elif card[0] in "GYRBV" and card[1:].isdigit():
                self.played.add(card)
                if self.led is None:
                    self.led = card[0]
                elif card[0] != self.led:
                    assert event.seat is not None
                    self.voids.setdefault(event.seat, set()).add(self.led)

    def contradictions(self, world: dict[str, Any]) -> list[str]:
        found = []
        for seat, hand in enumerate(world["hands"]):
            back = self.played & set(hand)
            if back:
                found.append(f"saw {sorted(back)} played, the world deals them to seat {seat}")
            shown = {card[0] for card in hand if card[1:].isdigit()} & self.voids.get(seat, set())
            if shown:
                found.append(f"seat {seat} showed void in {sorted(shown)}, the world gives him such cards")
        undealt = self.played & set(world["undealt"])
        if undealt:
            found.append(f"saw {sorted(undealt)} played, the world puts them among the undealt")
        return found


class AbracadabraWitness(Witness):
    """Abracadabra: a card played in this deal is in nobody's hand; a hand that did not follow suit
    holds none of it (the Joker counts as the turn-up); no face-down bid card names a trick played."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.played: set[str] = set()
        self.voids: dict[str, set[str]] = {}  # hand ("0".."3" or "dummy") -> suit letters
        self.joker_suit: str | None = None
        self.trick = 0
        self.led: str | None = None

    def see(self, event: Event) -> None:
        if event.kind == "deal":
            turnup = event.data["turnup"]
            self.joker_suit = str(turnup)[-1] if turnup and turnup != "JK" else None
            self.played, self.voids, self.trick, self.led = set(), {}, 0, None
        elif event.kind == "play":
            card = str(event.data["card"])
            self.played.add(card)
            trick = int(event.data["trick"])
            suit = self.joker_suit if card == "JK" else card[-1]
            if trick != self.trick:
                self.trick, self.led = trick, suit
                return
            if suit is None or self.led is None:
                return
            if suit != self.led:
                hand = "dummy" if event.data["dummy"] else str(event.seat)
                self.voids.setdefault(hand, set()).add(self.led)

    def contradictions(self, world: dict[str, Any]) -> list[str]:
        from bot.games.abracadabra.cards import CARD_TEXT, JOKER

        found = []
        n = world["n"]
        for h, hand in enumerate(world["hands"]):
            if h == self.seat:
                continue
            texts = {CARD_TEXT[c] for c in hand}
            back = self.played & texts
            if back:
                found.append(f"saw {sorted(back)} played, the world deals them to hand {h}")
            void = self.voids.get("dummy" if h == n else str(h), set())
            suits = {s for s in (self.joker_suit if c == JOKER else CARD_TEXT[c][-1] for c in hand) if s is not None}
            if suits & void:
                found.append(f"hand {h} showed void in {sorted(suits & void)}, the world gives it such cards")
        for p, left in enumerate(world["left"]):
            early = [r for r in left if r <= world["trick_no"]]
            if p != self.seat and early:
                found.append(f"seat {p} keeps face-down bid cards {early} for tricks already played")
        return found


class SpellcasterWitness(Witness):
    """Spellcaster: a card the rival took openly (Rewind) stays in his hand until he plays or
    discards it; the cards the seat put under the deck (Foresight) are there, in the lowest places."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.taken: Counter[str] = Counter()  # the rival's hand cards known to the seat
        self.looked: list[str] = []
        self.kept: str | None = None
        # Blocks the seat put under the deck: (lowest position counted from the bottom, cards).
        self.blocks: list[tuple[int, list[str]]] = []

    def see(self, event: Event) -> None:
        rival = event.seat is not None and event.seat != self.seat
        kind = event.kind
        if kind == "take" and rival:
            self.taken[str(event.data["card"])] += 1
        elif kind in ("play", "discard") and rival and event.data.get("from", "hand") == "hand":
            card = str(event.data["card"])
            if self.taken[card]:
                self.taken[card] -= 1
        elif kind == "foresee":
            self.looked, self.kept = [str(c) for c in event.data["cards"]], None
        elif kind == "keep":
            self.kept = str(event.data["card"])
        elif kind == "bottom":
            count = int(event.data["n"])
            self.blocks = [(start + count, cards) for start, cards in self.blocks]
            if not rival and self.looked:
                rest = list(self.looked)
                if self.kept in rest:
                    rest.remove(self.kept)
                if len(rest) == count:
                    self.blocks.append((0, rest))
                self.looked, self.kept = [], None

    def contradictions(self, world: dict[str, Any]) -> list[str]:
        found = []
        rival = 1 - self.seat
        hand = Counter(world["hands"][rival])
        missing = self.taken - hand
        if missing:
            found.append(f"the rival took {sorted(missing.elements())} openly, the world's hand lacks them")
        deck = world["deck"]
        for start, cards in self.blocks:
            if start + len(cards) <= len(deck) and sorted(deck[start : start + len(cards)]) != sorted(cards):
                found.append(f"the seat put {sorted(cards)} under the deck, the world has {deck[start : start + len(cards)]} there")
        return found


class ArabanaWitness(Witness):
    """Arabana: a card a rival took face up from the display (or was seen to get through Ku or
    Pele, or seen in his hand with Ku) stays with him: in his hand, or among the cards he laid face
    down after that moment. Where the seat cannot tell which card a rival gave up, it forgets the
    most recent fact of each island; the reshuffle forgets whatever may have gone into the bag."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.known: dict[int, list[tuple[int, str]]] = {}  # rival -> (face-down count then, island)
        self.laid: Counter[int] = Counter()  # face-down cards per seat this pass

    def _know(self, p: int, name: str) -> None:
        if p != self.seat:
            self.known.setdefault(p, []).append((self.laid[p], name))

    def _forget(self, p: int, name: str) -> None:
        mine = self.known.get(p, [])
        same = [k for k in mine if k[1] == name]
        if same:
            mine.remove(max(same))

    def _forget_any(self, p: int) -> None:
        for name in {k[1] for k in self.known.get(p, [])}:
            self._forget(p, name)

    def see(self, event: Event) -> None:
        from bot.games.arabana.board import ISLAND_NAMES

        kind, seat, d = event.kind, event.seat, event.data
        me = self.seat
        if kind == "draw" and d.get("source") == "display":
            assert seat is not None
            self._know(seat, str(d["card"]))
        elif kind == "discard":
            assert seat is not None
            self.laid[seat] += 1
        elif kind in ("bridge", "exchange"):
            assert seat is not None
            for name in [d["card"]] if kind == "bridge" else list(d["cards"]):
                if name in ISLAND_NAMES:
                    self._forget(seat, str(name))
        elif kind == "reshuffle":
            self.known = {p: [(0, name) for since, name in facts if since >= self.laid[p]] for p, facts in self.known.items()}
            self.laid = Counter()
        elif kind == "ku_hand":
            target = int(d["target"])
            self.known[target] = [(self.laid[target], str(name)) for name in d["cards"]]
        elif kind == "ku_take":
            assert seat is not None
            if me not in (seat, d["target"]):
                self._forget_any(int(d["target"]))
        elif kind == "ku_card":
            assert seat is not None
            self._passed(int(d["target"]), seat, str(d["card"]))
        elif kind == "pele":
            assert seat is not None
            for giver in d["from"]:
                if me not in (seat, giver):
                    self._forget_any(int(giver))
        elif kind == "pele_drew":
            assert seat is not None
            self._passed(int(d["from"]), seat, str(d["card"]))
        elif kind == "pele_give":
            assert seat is not None
            if me not in (seat, d["to"]):
                self._forget_any(seat)
        elif kind == "pele_card":
            assert seat is not None
            self._passed(seat, int(d["to"]), str(d["card"]))

    def _passed(self, giver: int, taker: int, name: str) -> None:
        """A card went from giver to taker, and the seat (one of them) saw which."""
        if self.seat == taker:
            self._forget(giver, name)
        else:
            self._know(taker, name)

    def contradictions(self, world: dict[str, Any]) -> list[str]:
        from bot.games.arabana.board import ISLAND_NAMES

        found = []
        for p, facts in self.known.items():
            hand, down = world["hands"][p], world["facedown"][p]
            laid = sum(down)
            waiting: list[int] = []  # the moments of the known cards that cannot be in hand
            for c, name in enumerate(ISLAND_NAMES):
                moments = sorted((since for since, n in facts if n == name), reverse=True)
                rest = moments[hand[c] :]  # the most constrained go to the hand
                if len(rest) > down[c]:
                    found.append(f"seat {p} took {len(moments)} {name} openly, the world leaves him {hand[c] + down[c]}")
                waiting += rest
            # Each remaining card needs its own face-down place laid after its moment.
            waiting.sort(reverse=True)
            for count, since in enumerate(waiting, start=1):
                if count > laid - since:
                    found.append(f"seat {p}: {count} known cards need face-down places after {since}, the world has {laid - since}")
                    break
        return found


WITNESSES: dict[str, type[Witness]] = {
    "druids": DruidsWitness,
    "abracadabra": AbracadabraWitness,
    "spellcaster": SpellcasterWitness,
    "arabana": ArabanaWitness,
}


def witnesses(game: Game[Any], players: int) -> list[Witness]:
    """One witness per seat for the game (the base witness where the game has no extra facts)."""
    kind = WITNESSES.get(game.key, Witness)
    return [kind(seat) for seat in range(players)]


def observe(seen: list[Witness], events: list[Event]) -> None:
    """Hand every event to the witnesses of the seats that may see it."""
    for event in events:
        for witness in seen:
            if event.visible_to(witness.seat):
                witness.see(event)


@dataclass
class Tally:
    """Worlds sampled and those contradicting what their seat saw (with the first few reasons)."""

    worlds: int = 0
    contradicting: int = 0
    examples: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        """Count another tally in."""
        self.worlds += other.worlds
        self.contradicting += other.contradicting
        self.examples += other.examples[: max(0, 5 - len(self.examples))]


def check_worlds(state: State, seen: list[Witness], seed: int, tally: Tally) -> None:
    """Sample one world per seat and count those that contradict what the seat saw."""
    for witness in seen:
        broken = witness.contradictions(state.determinize(witness.seat, seed).to_dict())
        tally.worlds += 1
        if broken:
            tally.contradicting += 1
            if len(tally.examples) < 5:
                tally.examples.append(f"{state.game.key} step {seed}, seat {witness.seat}: {broken[0]}")


def sample_worlds(
    game: Game[Any], players: int, options: dict[str, object], seeds: range, every: int = 3, seat: Callable[[State, random.Random], int] | None = None
) -> Tally:
    """Random playouts from `seeds`; every `every` decisions, one world per seat checked against its witness."""
    tally = Tally()
    for seed in seeds:
        rng = random.Random(seed)
        state = game.new(players, seed, options)
        seen = witnesses(game, players)
        step = 0
        while not state.is_over():
            if step % every == 0:
                check_worlds(state, seen, step, tally)
            mover = seat(state, rng) if seat is not None else rng.choice(sorted(state.to_move()))
            observe(seen, state.apply(mover, rng.choice(state.legal_actions(mover))))
            step += 1
    return tally
