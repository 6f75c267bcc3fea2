"""One match of Arabana-Opodopo: setup, turns, majorities, passes, scoring and the gods.

The state is plain lists of ints (cards and islands by number, seats 0..n-1, -1 for "none") so that
copies and snapshots are cheap. Phases (who decides what):

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

View keys (islands and spots by number in map order, cards by island name, seats as ints):
    game, seat, players, options, to_move, phase, turn (None outside a player's turn), pass (1/2),
    final_round, final_pending (seats still owed a last turn), last_turns (order taken),
    spots (owner or None per spot), control (stone owner or None per island), island_bridges
    (per island, bridges per seat), god_stones (god still on each island), gods_held / gods_used
    (per seat), display (4 slots, None = empty), hand_sizes, bridges_left, stones_left, scores,
    standing (points if the game ended now), history (scorings: label, points, scores), progress
    (standing after every round, for the chart), bag_size, discard_size, played (open cards in the
    discard pile), facedown_sizes, setup_done, banned (spots closed by a takeback this turn), acted,
    remove ({island, spots} while a relative-majority choice is awaited), ku_target, pele_give_to,
    chooser, last_move ({seat, action, spots, islands, slots} of the last decision), highlight
    ({seat, turn, spots, islands}: the board changes of the latest turn that changed it), winners,
    instant_win. Seat views add hand, setup_choice, facedown (own face-down cards) and, while Ku
    looks, ku_hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.games.arabana.actions import (
    BAG,
    BRIDGE_IMPLIED,
    BRIDGE_KANALOA,
    BRIDGE_WITH,
    DISCARDS,
    DRAW_BAG,
    DRAW_DISPLAY,
    END,
    EXCHANGES,
    GIVES,
    IMPLIED,
    KANALOA_CARD,
    LONO_BAG,
    LONO_DISPLAY,
    PASS,
    PELE,
    REMOVES,
    TAKEBACKS,
    TAKES,
    Bridge,
    Discard,
    Draw,
    End,
    Exchange,
    Give,
    Ku,
    Lono,
    Next,
    Pass,
    Pele,
    Remove,
    Take,
    Takeback,
    card_name,
)
from bot.games.arabana.board import (
    BRIDGES,
    DECK,
    DISPLAY_SLOTS,
    HALF,
    HAND_LIMIT,
    ISLAND_CLASS,
    ISLAND_NAMES,
    ISLANDS,
    NEIGHBOURS,
    RELATIVE,
    SPOT_COUNT,
    SPOT_ENDS,
    SPOT_NAMES,
    SPOTS,
    SPOTS_AT,
    STONES,
)
from bot.games.arabana.gods import GOD_NAMES, GOD_STONES, KANALOA, KANE, KANE_POINTS, KU, LONO
from bot.games.arabana.gods import PELE as PELE_GOD
from bot.games.arabana.scoring import scoring
from bot.games.base import JSON, Action, Event, IllegalAction, Outcome, State, rng_for

if TYPE_CHECKING:
    from bot.games.arabana.game import ArabanaGame

SETUP, PLAY, REMOVE, KU_TAKE, PELE_GIVE, NEXT, OVER = "setup", "play", "remove", "ku", "pele", "next", "over"
MAX_SEATS = 4
SEAT_SETS = tuple(frozenset({seat}) for seat in range(MAX_SEATS))
NEXTS = tuple(Next(seat) for seat in range(MAX_SEATS))
KUS = tuple(Ku(seat) for seat in range(MAX_SEATS))
NOBODY: frozenset[int] = frozenset()
ALL_ISLANDS = tuple(range(ISLANDS))
DISPLAY_RANGE = tuple(range(DISPLAY_SLOTS))
EMPTY_DISPLAY = [-1] * DISPLAY_SLOTS
# Per island, each spot with what the legal-action loop needs: (spot, other island, its two ends,
# the bridge with the implied card, the bridges naming either card, the exchanges).
SPOT_CHOICES = tuple(
    tuple(
        (spot, other, *SPOT_ENDS[spot], BRIDGE_IMPLIED[spot], BRIDGE_WITH[spot], EXCHANGES[spot])
        for spot, other in NEIGHBOURS[island]
    )
    for island in range(ISLANDS)
)


def _refuse(message: str, code: str, **params: JSON) -> IllegalAction:
    return IllegalAction(message, code=f"arabana.{code}", **params)


class ArabanaState(State):
    """One match; see the module docstring for phases and events."""

    def __init__(self, game: ArabanaGame, d: dict[str, Any]) -> None:
        self.game = game
        self._game = game  # typed for building copies
        self.n: int = d["players"]
        self.seed: int | str = d["seed"]
        self.options: dict[str, str] = dict(d["options"])
        self.gods_on = self.options["gods"] == "on"
        self.lowest_chooses = self.options["second-pass-start"] == "lowest-chooses"
        self.phase: str = d["phase"]
        self.turn: int = d["turn"]
        self.pass_no: int = d["pass"]
        self.hands: list[list[int]] = [list(h) for h in d["hands"]]
        self.hand_size = [sum(h) for h in self.hands]
        self.choice: list[int] = list(d["setup_choice"])
        self.bag: list[int] = list(d["bag"])
        self.display: list[int] = list(d["display"])
        self.played: list[int] = list(d["played"])
        self.facedown: list[list[int]] = [list(f) for f in d["facedown"]]
        # seen[o][p][c]: cards of island c that seat o knows p holds (in hand or face down): taken
        # face up from the display, or shown by Ku and Pele. Determinization keeps them there.
        seen = d.get("seen")
        self.seen: list[list[list[int]]] = (
            [[list(c) for c in row] for row in seen] if seen else [[[0] * ISLANDS for _ in range(self.n)] for _ in range(self.n)]
        )
        self.owner: list[int] = list(d["owner"])
        self.counts = [[0] * ISLANDS for _ in range(self.n)]
        self.free = list(SPOT_COUNT)
        for spot, seat in enumerate(self.owner):
            if seat >= 0:
                a, b = SPOT_ENDS[spot]
                self.counts[seat][a] += 1
                self.counts[seat][b] += 1
                self.free[a] -= 1
                self.free[b] -= 1
        self.control: list[int] = list(d["control"])
        self.bridges: list[int] = list(d["bridges"])
        self.stones: list[int] = list(d["stones"])
        self.god_at: list[int] = list(d["god_at"])
        self.gods_held: list[list[int]] = [list(g) for g in d["gods_held"]]
        self.gods_used: list[list[int]] = [list(g) for g in d["gods_used"]]
        self.score: list[int] = list(d["score"])
        self.history: list[dict[str, Any]] = [
            {"label": h["label"], "points": list(h["points"]), "scores": list(h["scores"])} for h in d["history"]
        ]
        self.progress: list[list[int]] = [list(p) for p in d["progress"]]
        self.banned: list[int] = list(d["banned"])
        self.acted: bool = d["acted"]
        self.pending: list[int] = list(d["pending"])
        self.ku_target: int = d["ku_target"]
        self.pele_to: list[int] = list(d["pele_to"])
        self.chooser: int = d["chooser"]
        self.final_round: bool = d["final_round"]
        self.final_pending: list[int] = list(d["final_pending"])
        self.last_turns: list[int] = list(d["last_turns"])
        self.counter: int = d["counter"]
        self.winner: int = d["winner"]
        self.turn_no: int = d["turn_no"]
        self.last_move: dict[str, Any] = _copy_move(d["last_move"])
        self.highlight: dict[str, Any] = _copy_move(d["highlight"])
        self._spots_changed: list[int] = []
        self._islands_changed: list[int] = []
        self._slots_changed: list[int] = []
        self._to_move = self._compute_to_move()

    # ---- the contract -------------------------------------------------------------------------

    def to_move(self) -> frozenset[int]:
        return self._to_move

    def _compute_to_move(self) -> frozenset[int]:
        phase = self.phase
        if phase == OVER:
            return NOBODY
        if phase == SETUP:
            return frozenset(seat for seat in range(self.n) if self.choice[seat] < 0)
        if phase == NEXT:
            return SEAT_SETS[self.chooser]
        return SEAT_SETS[self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self._to_move:
            return []
        phase = self.phase
        if phase == PLAY:
            return self._play_actions(seat)
        if phase == SETUP:
            hand = self.hands[seat]
            return [DISCARDS[i] for i in range(ISLANDS) if hand[i]]
        if phase == REMOVE:
            return [REMOVES[s] for s in self._removable(seat)]
        if phase == KU_TAKE:
            target = self.hands[self.ku_target]
            return [TAKES[i] for i in range(ISLANDS) if target[i]]
        if phase == PELE_GIVE:
            hand = self.hands[seat]
            return [GIVES[i] for i in range(ISLANDS) if hand[i]]
        return list(NEXTS[: self.n])  # NEXT

    def _play_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        owner = self.owner
        display = self.display
        actions: list[Action] = []
        append = actions.append
        held = [i for i in ALL_ISLANDS if hand[i]]
        if self.bridges[seat]:
            banned = self.banned
            for island in held:
                for spot, other, a, b, implied, both, options in SPOT_CHOICES[island]:
                    if hand[other] and other < island:
                        continue  # listed when visiting the other island
                    occupant = owner[spot]
                    if occupant < 0:
                        if banned and spot in banned:
                            continue
                        if hand[other]:
                            actions.extend(both)
                        else:
                            append(implied)
                    elif occupant != seat:
                        ha, hb = hand[a], hand[b]
                        if ha >= 2:
                            append(options[0])
                        if ha and hb:
                            append(options[1])
                        if hb >= 2:
                            append(options[2])
            if self.pass_no == 2 and KANALOA in self.gods_held[seat]:
                for spot in range(SPOTS):
                    occupant = owner[spot]
                    if occupant < 0:
                        if spot not in banned:
                            append(BRIDGE_KANALOA[spot])
                    elif occupant != seat:
                        a, b = SPOT_ENDS[spot]
                        if hand[a]:
                            append(EXCHANGES[spot][3])
                        if hand[b]:
                            append(EXCHANGES[spot][4])
        else:
            actions.extend(TAKEBACKS[spot] for spot in range(SPOTS) if owner[spot] == seat)
        for island in held:
            append(DISCARDS[island])
        cards_left = self.bag or display != EMPTY_DISPLAY
        if cards_left:
            if self.hand_size[seat] <= HAND_LIMIT:
                for slot in DISPLAY_RANGE:
                    if display[slot] >= 0:
                        append(DRAW_DISPLAY[slot])
                if self.bag:
                    append(DRAW_BAG)
        else:
            append(END)
            if self.final_round and self._may_pass(seat):
                append(PASS)
        if self.pass_no == 2 and self.gods_held[seat]:
            gods = self.gods_held[seat]
            if KU in gods:
                actions.extend(KUS[p] for p in range(self.n) if p != seat and self.hand_size[p])
            if PELE_GOD in gods:
                append(PELE)
            if LONO in gods and cards_left:
                actions.extend(LONO_DISPLAY[slot] for slot in DISPLAY_RANGE if display[slot] >= 0)
                if self.bag:
                    append(LONO_BAG)
        return actions

    def _removable(self, seat: int) -> list[int]:
        island = self.pending[0]
        return [s for s in SPOTS_AT[island] if self.owner[s] >= 0 and self.owner[s] != seat]

    def _cards_left(self) -> bool:
        return bool(self.bag) or self.display != EMPTY_DISPLAY

    def _may_pass(self, seat: int) -> bool:
        if self.acted:
            return False
        mine = self.score[seat]
        return any(p != seat and self.score[p] > mine for p in self.final_pending)

    # ---- checks (each refusal names its reason) -----------------------------------------------

    def check(self, seat: int, action: Action) -> None:
        phase = self.phase
        kind = type(action)
        if phase == PLAY:
            checker = _PLAY_CHECKS.get(kind)
            if checker is None:
                raise _refuse(f"`{action}` is not possible now: it is your turn, play cards and then draw.", "not_now")
            checker(self, seat, action)
            return
        if phase == SETUP:
            if kind is not Discard:
                raise _refuse("First choose a card for the display (`discard <island>`).", "pending_setup")
            assert isinstance(action, Discard)
            if not self.hands[seat][action.card]:
                raise self._no_card(action.card)
        elif phase == REMOVE:
            island = ISLAND_NAMES[self.pending[0]]
            if kind is not Remove:
                raise _refuse(f"First choose which opponent's bridge to remove at {island} (`remove …`).", "pending_remove", island=island)
            assert isinstance(action, Remove)
            if action.spot not in self._removable(seat):
                raise _refuse(f"{SPOT_NAMES[action.spot]} holds no opponent's bridge at {island}.", "remove_not_option", spot=SPOT_NAMES[action.spot], island=island)
        elif phase == KU_TAKE:
            if kind is not Take:
                raise _refuse(f"First take a card from seat {self.ku_target}'s hand (`take <island>`).", "pending_ku", target=self.ku_target)
            assert isinstance(action, Take)
            if not self.hands[self.ku_target][action.card]:
                raise _refuse(f"Seat {self.ku_target} holds no {ISLAND_NAMES[action.card]} card.", "ku_no_card", card=ISLAND_NAMES[action.card])
        elif phase == PELE_GIVE:
            if kind is not Give:
                raise _refuse(f"First give a card to seat {self.pele_to[0]} (`give <island>`).", "pending_pele", to=self.pele_to[0])
            assert isinstance(action, Give)
            if not self.hands[seat][action.card]:
                raise self._no_card(action.card)
        elif phase == NEXT:
            if kind is not Next:
                raise _refuse("First choose who starts the second pass (`next <seat>`).", "pending_next")
            assert isinstance(action, Next)
            if not 0 <= action.seat < self.n:
                raise _refuse(f"There is no seat {action.seat}.", "bad_seat", seat=action.seat)

    def _no_card(self, card: int) -> IllegalAction:
        return _refuse(f"You hold no {ISLAND_NAMES[card]} card.", "no_card", card=ISLAND_NAMES[card])

    def _check_god(self, seat: int, god: int) -> None:
        name = GOD_NAMES[god]
        if not self.gods_on:
            raise _refuse("This table plays without the gods.", "no_gods")
        if self.pass_no != 2:
            raise _refuse(f"{name} can act only in the second pass.", "gods_second_pass", god=name)
        if god not in self.gods_held[seat]:
            raise _refuse(f"You hold no unused {name} stone.", "god_not_held", god=name)

    def _check_supply(self, seat: int, text: str) -> None:
        if not self.bridges[seat]:
            raise _refuse(
                f"`{text}`: you have no bridge left in supply; take one of yours back first (`takeback …`).",
                "no_bridges",
            )

    def _check_bridge(self, seat: int, action: Action) -> None:
        assert isinstance(action, Bridge)
        spot, card = action.spot, action.card
        a, b = SPOT_ENDS[spot]
        hand = self.hands[seat]
        name = SPOT_NAMES[spot]
        if card == KANALOA_CARD:
            self._check_god(seat, KANALOA)
        elif card == IMPLIED:
            if hand[a] and hand[b]:
                raise _refuse(
                    f"`bridge {name}`: you hold {ISLAND_NAMES[a]} and {ISLAND_NAMES[b]} cards; say which you play "
                    f"(`bridge {name} with {ISLAND_NAMES[a]}`).",
                    "which_card",
                    spot=name,
                )
            if not hand[a] and not hand[b]:
                raise _refuse(f"`bridge {name}`: you hold no {ISLAND_NAMES[a]} or {ISLAND_NAMES[b]} card.", "no_card", card=name)
            card = a if hand[a] else b
        elif not hand[card]:
            raise self._no_card(card)
        if self.owner[spot] >= 0:
            islands = (a, b) if card == KANALOA_CARD else (card,)
            full = [i for i in islands if not self.free[i]]
            if full:
                raise _refuse(f"{ISLAND_NAMES[full[0]]} has no free spot.", "no_free_spot", island=ISLAND_NAMES[full[0]])
            whose = "your own bridge" if self.owner[spot] == seat else "an opponent's bridge (exchange it with two cards)"
            raise _refuse(f"{name} is not free: it holds {whose}.", "spot_taken", spot=name)
        self._check_supply(seat, str(action))
        if spot in self.banned:
            raise _refuse(f"You took your bridge off {name} this turn; you may not lay one there again now.", "banned_spot", spot=name)

    def _check_exchange(self, seat: int, action: Action) -> None:
        assert isinstance(action, Exchange)
        spot = action.spot
        name = SPOT_NAMES[spot]
        occupant = self.owner[spot]
        if occupant < 0:
            raise _refuse(f"`{action}`: {name} is free; lay a bridge there instead.", "exchange_free", spot=name)
        if occupant == seat:
            raise _refuse(f"`{action}`: {name} already holds your bridge.", "exchange_own", spot=name)
        hand = self.hands[seat]
        first, second = action.cards
        for card in (first, second):
            if card == KANALOA_CARD:
                self._check_god(seat, KANALOA)
            elif hand[card] < (2 if first == second else 1):
                need = "two" if first == second else "a"
                raise _refuse(f"`{action}`: you hold not {need} {ISLAND_NAMES[card]} card.", "no_card", card=ISLAND_NAMES[card])
        self._check_supply(seat, str(action))

    def _check_discard(self, seat: int, action: Action) -> None:
        assert isinstance(action, Discard)
        if not self.hands[seat][action.card]:
            raise self._no_card(action.card)

    def _check_slot(self, slot: int) -> None:
        if not self._cards_left():
            raise _refuse("No card is left in the bag or the display.", "no_cards")
        if slot == BAG:
            if not self.bag:
                raise _refuse("The bag is empty: take a display card.", "bag_empty")
        elif self.display[slot] < 0:
            raise _refuse(f"Display slot {slot + 1} is empty.", "slot_empty", slot=slot + 1)

    def _check_draw(self, seat: int, action: Action) -> None:
        assert isinstance(action, Draw)
        if not self._cards_left():
            raise _refuse("No card is left to draw: end your turn with `end`.", "no_cards")
        if self.hand_size[seat] > HAND_LIMIT:
            raise _refuse(
                f"Hand limit: play or discard down to {HAND_LIMIT} before drawing (you hold {self.hand_size[seat]}).",
                "hand_limit",
                hand=self.hand_size[seat],
            )
        self._check_slot(action.slot)

    def _check_end(self, seat: int, action: Action) -> None:
        if self._cards_left():
            raise _refuse("End your turn by drawing a card (`draw display N` or `draw bag`).", "must_draw")

    def _check_pass(self, seat: int, action: Action) -> None:
        if not self.final_round:
            raise _refuse("You may pass only in the final round.", "pass_final_only")
        if self.acted:
            raise _refuse("You have already played this turn: finish it with `end`.", "pass_after_play")
        if not self._may_pass(seat):
            raise _refuse("Nobody with more points still has a last turn: take yours now.", "pass_not_allowed")

    def _check_takeback(self, seat: int, action: Action) -> None:
        assert isinstance(action, Takeback)
        name = SPOT_NAMES[action.spot]
        if self.bridges[seat]:
            raise _refuse(
                f"You still have {self.bridges[seat]} bridges in supply; take one back only when none is left.",
                "takeback_supply",
                left=self.bridges[seat],
            )
        if self.owner[action.spot] != seat:
            raise _refuse(f"{name} does not hold your bridge.", "takeback_not_own", spot=name)

    def _check_ku(self, seat: int, action: Action) -> None:
        assert isinstance(action, Ku)
        self._check_god(seat, KU)
        target = action.seat
        if target == seat or not 0 <= target < self.n:
            raise _refuse(f"Ku looks at an opponent's hand; seat {target} is not one.", "ku_target", target=target)
        if not self.hand_size[target]:
            raise _refuse(f"Seat {target} holds no cards.", "ku_empty", target=target)

    def _check_pele(self, seat: int, action: Action) -> None:
        self._check_god(seat, PELE_GOD)

    def _check_lono(self, seat: int, action: Action) -> None:
        assert isinstance(action, Lono)
        self._check_god(seat, LONO)
        self._check_slot(action.slot)

    # ---- applying -----------------------------------------------------------------------------

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._spots_changed = []
        self._islands_changed = []
        self._slots_changed = []
        turn_no = self.turn_no
        _HANDLERS[type(action)](self, seat, action, events)
        spots, islands = self._spots_changed, self._islands_changed
        self.last_move = {
            "seat": seat,
            "action": str(action),
            "spots": spots,
            "islands": islands,
            "slots": self._slots_changed,
        }
        if spots or islands:
            if self.highlight["turn"] != turn_no:
                self.highlight = {"seat": seat, "turn": turn_no, "spots": [], "islands": []}
            self.highlight["spots"] = sorted({*self.highlight["spots"], *spots})
            self.highlight["islands"] = sorted({*self.highlight["islands"], *islands})
        self._to_move = self._compute_to_move()
        return events

    def _do_discard(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Discard)
        card = action.card
        self.hands[seat][card] -= 1
        self.hand_size[seat] -= 1
        if self.phase == SETUP:
            self.choice[seat] = card
            events.append(Event("setup_choice", {}, seat=seat))
            events.append(Event("setup_card", {"card": ISLAND_NAMES[card]}, seat=seat, to=SEAT_SETS[seat]))
            if min(self.choice) >= 0:
                self._reveal_display(events)
            return
        self.facedown[seat][card] += 1
        self.acted = True
        events.append(Event("discard", {}, seat=seat))
        events.append(Event("discard_card", {"card": ISLAND_NAMES[card]}, seat=seat, to=SEAT_SETS[seat]))

    def _reveal_display(self, events: list[Event]) -> None:
        chosen = list(self.choice)
        from_bag = self.bag.pop() if self.n < DISPLAY_SLOTS and self.bag else -1
        cards = chosen + ([from_bag] if from_bag >= 0 else [])
        self.display = (cards + [-1] * DISPLAY_SLOTS)[:DISPLAY_SLOTS]
        self.choice = [-1] * self.n
        self._slots_changed = list(range(DISPLAY_SLOTS))
        self.phase = PLAY
        self.turn = 0
        events.append(
            Event(
                "display_revealed",
                {"cards": [ISLAND_NAMES[c] for c in chosen], "from_bag": ISLAND_NAMES[from_bag] if from_bag >= 0 else None},
            )
        )
        events.append(Event("turn", {"seat": 0}))

    def _spend(self, seat: int, card: int) -> None:
        if card == KANALOA_CARD:
            self._use_god(seat, KANALOA)
        else:
            self.hands[seat][card] -= 1
            self.hand_size[seat] -= 1
            self.played[card] += 1
            self._unseen_one(seat, card, range(self.n))

    def _use_god(self, seat: int, god: int) -> None:
        self.gods_held[seat].remove(god)
        self.gods_used[seat].append(god)

    def _do_bridge(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Bridge)
        spot, card = action.spot, action.card
        a, b = SPOT_ENDS[spot]
        if card == IMPLIED:
            card = a if self.hands[seat][a] else b
        self._spend(seat, card)
        self.acted = True
        events.append(Event("bridge", {"spot": SPOT_NAMES[spot], "card": card_name(card)}, seat=seat))
        self._place(seat, spot, events)
        if self.phase == OVER:
            return
        for island in (a, b):
            if RELATIVE[island] and not self.free[island] and self.control[island] < 0:
                self.pending.append(island)
        if self.pending:
            self._resolve_relative(seat, events)

    def _do_exchange(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Exchange)
        spot = action.spot
        previous = self.owner[spot]
        for card in action.cards:
            self._spend(seat, card)
        self.acted = True
        events.append(
            Event("exchange", {"spot": SPOT_NAMES[spot], "cards": [card_name(c) for c in action.cards], "from": previous}, seat=seat)
        )
        self._remove(spot, events)
        self._place(seat, spot, events)

    def _do_takeback(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Takeback)
        self.acted = True
        self.banned.append(action.spot)
        events.append(Event("takeback", {"spot": SPOT_NAMES[action.spot]}, seat=seat))
        self._remove(action.spot, events)

    def _do_remove(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Remove)
        island = self.pending.pop(0)
        events.append(
            Event(
                "relative_remove",
                {"island": ISLAND_NAMES[island], "spot": SPOT_NAMES[action.spot], "owner": self.owner[action.spot]},
                seat=seat,
            )
        )
        self._remove(action.spot, events)
        self._resolve_relative(seat, events)

    def _place(self, seat: int, spot: int, events: list[Event]) -> None:
        """Lay `seat`'s bridge on a free spot, then let it take control where it now holds a majority."""
        self.owner[spot] = seat
        self.bridges[seat] -= 1
        a, b = SPOT_ENDS[spot]
        counts = self.counts[seat]
        counts[a] += 1
        counts[b] += 1
        self.free[a] -= 1
        self.free[b] -= 1
        self._spots_changed.append(spot)
        if counts[a] > HALF[a] and self.control[a] != seat:
            self._take_control(seat, a, events)
        if counts[b] > HALF[b] and self.control[b] != seat and self.phase != OVER:
            self._take_control(seat, b, events)

    def _remove(self, spot: int, events: list[Event]) -> None:
        """Send a bridge home; its owner loses control where he falls to half or less."""
        seat = self.owner[spot]
        self.owner[spot] = -1
        self.bridges[seat] += 1
        a, b = SPOT_ENDS[spot]
        counts = self.counts[seat]
        counts[a] -= 1
        counts[b] -= 1
        self.free[a] += 1
        self.free[b] += 1
        self._spots_changed.append(spot)
        for island in (a, b):
            if self.control[island] == seat and counts[island] <= HALF[island]:
                self.control[island] = -1
                self.stones[seat] += 1
                self._islands_changed.append(island)
                events.append(Event("control_lost", {"island": ISLAND_NAMES[island]}, seat=seat))

    def _take_control(self, seat: int, island: int, events: list[Event]) -> None:
        """An absolute majority: stone, god stone, and every opponent's bridge there goes home.

        Removals only lower counts, so they can cost others their control (handled in `_remove`) but
        never give anyone a new majority: one pass over the island settles the cascade.
        """
        name = ISLAND_NAMES[island]
        if not self.stones[seat]:
            self.winner = seat
            self.phase = OVER
            self.progress.append(list(self.score))
            self._islands_changed.append(island)
            events.append(Event("instant_win", {"island": name}, seat=seat))
            events.append(Event("game_over", {"scores": list(self.score), "winners": [seat]}))
            return
        self.control[island] = seat
        self.stones[seat] -= 1
        self._islands_changed.append(island)
        events.append(Event("control", {"island": name}, seat=seat))
        god = self.god_at[island]
        if god >= 0:
            self.god_at[island] = -1
            points = 0
            if god == KANE:
                points = KANE_POINTS[ISLAND_CLASS[island]]
                self.score[seat] += points
                self.gods_used[seat].append(god)
            else:
                self.gods_held[seat].append(god)
                self.gods_held[seat].sort()
            events.append(Event("god_taken", {"island": name, "god": GOD_NAMES[god], "points": points}, seat=seat))
        owner = self.owner
        returned = [spot for spot, _ in NEIGHBOURS[island] if owner[spot] >= 0 and owner[spot] != seat]
        if returned:
            events.append(
                Event(
                    "bridges_returned",
                    {"island": name, "spots": [SPOT_NAMES[s] for s in returned], "owners": [owner[s] for s in returned]},
                    seat=seat,
                )
            )
            for spot in returned:
                self._remove(spot, events)

    def _resolve_relative(self, seat: int, events: list[Event]) -> None:
        """Settle the relative majorities the last bridge created, stopping where a choice is awaited."""
        while self.pending:
            island = self.pending[0]
            counts = [self.counts[p][island] for p in range(self.n)]
            mine, top = counts[seat], max(counts)
            if self.control[island] >= 0 or self.free[island] or mine < top or mine > HALF[island]:
                self.pending.pop(0)
                continue
            if counts.count(top) == 1:
                self.phase = REMOVE
                events.append(
                    Event(
                        "relative_choice",
                        {"island": ISLAND_NAMES[island], "spots": [SPOT_NAMES[s] for s in self._removable(seat)]},
                        seat=seat,
                    )
                )
                return
            self.pending.pop(0)
            singles = [s for s in SPOTS_AT[island] if self.owner[s] >= 0 and counts[self.owner[s]] == 1]
            for spot in singles:
                events.append(
                    Event(
                        "relative_remove",
                        {"island": ISLAND_NAMES[island], "spot": SPOT_NAMES[spot], "owner": self.owner[spot]},
                        seat=seat,
                    )
                )
                self._remove(spot, events)
        self.phase = PLAY

    def _take_card(self, seat: int, slot: int, events: list[Event], god: str | None) -> None:
        if slot == BAG:
            card = self.bag.pop()
            events.append(Event("draw", {"source": "bag", "slot": None, "card": None, "refill": None, "god": god}, seat=seat))
            events.append(Event("drew", {"card": ISLAND_NAMES[card]}, seat=seat, to=SEAT_SETS[seat]))
        else:
            card = self.display[slot]
            refill = self.bag.pop() if self.bag else -1
            self.display[slot] = refill
            self._slots_changed.append(slot)
            events.append(
                Event(
                    "draw",
                    {
                        "source": "display",
                        "slot": slot + 1,
                        "card": ISLAND_NAMES[card],
                        "refill": ISLAND_NAMES[refill] if refill >= 0 else None,
                        "god": god,
                    },
                    seat=seat,
                )
            )
        self.hands[seat][card] += 1
        self.hand_size[seat] += 1
        if slot != BAG:
            for row in self.seen:
                row[seat][card] += 1

    def _unseen_one(self, holder: int, card: int, observers: range | list[int]) -> None:
        """`holder` gave up a card of `card` in sight of `observers`: one fewer known there."""
        for o in observers:
            known = self.seen[o][holder]
            if known[card]:
                known[card] -= 1

    def _unseen_any(self, holder: int, others: list[int]) -> None:
        """`holder` gave up a card `others` did not see: any known card may have been it."""
        for o in others:
            self.seen[o][holder] = [max(0, k - 1) for k in self.seen[o][holder]]

    def _passed_privately(self, giver: int, taker: int, card: int) -> None:
        """A card went from giver to taker, seen by both of them only."""
        self._unseen_one(giver, card, [taker])
        self.seen[giver][taker][card] += 1
        self._unseen_any(giver, [o for o in range(self.n) if o not in (giver, taker)])

    def _do_draw(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Draw)
        self._take_card(seat, action.slot, events, None)
        self._finish_turn(seat, events)

    def _do_end(self, seat: int, action: Action, events: list[Event]) -> None:
        events.append(Event("end", {}, seat=seat))
        self._finish_turn(seat, events)

    def _do_pass(self, seat: int, action: Action, events: list[Event]) -> None:
        events.append(Event("pass", {}, seat=seat))
        self._begin_turn(self._next_pending(seat), events)

    def _do_next(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Next)
        self.phase = PLAY
        if not self._cards_left():
            self._start_final_round(events)
        self._begin_turn(action.seat, events)

    def _finish_turn(self, seat: int, events: list[Event]) -> None:
        """The turn of `seat` is over: pass ends, scorings and the final round start here."""
        if self.final_round:
            self.final_pending.remove(seat)
            self.last_turns.append(seat)
            if not self.final_pending:
                self._big_scoring(events)
                return
            self._begin_turn(self._next_pending(seat), events)
            return
        following = (seat + 1) % self.n
        if not self._cards_left():
            if self.pass_no == 1:
                self._end_first_pass(events)
                if self.lowest_chooses:
                    self._ask_chooser(seat, events)
                    return
            if not self._cards_left():
                self._start_final_round(events)
        self._begin_turn(following, events)

    def _begin_turn(self, seat: int, events: list[Event]) -> None:
        self.turn = seat
        self.turn_no += 1
        self.acted = False
        self.banned = []
        if self.turn_no % self.n == 0:
            self.progress.append(self._standing())
        events.append(Event("turn", {"seat": seat}))

    def _next_pending(self, seat: int) -> int:
        for step in range(1, self.n + 1):
            candidate = (seat + step) % self.n
            if candidate in self.final_pending:
                return candidate
        return seat

    def _start_final_round(self, events: list[Event]) -> None:
        self.final_round = True
        self.final_pending = list(range(self.n))
        events.append(Event("final_round", {}))

    def _ask_chooser(self, last: int, events: list[Event]) -> None:
        """Lowest-chooses: the fewest points decides; among ties, whoever moved earliest (after `last`)."""
        low = min(self.score)
        order = [(last + step) % self.n for step in range(1, self.n + 1)]
        self.chooser = next(p for p in order if self.score[p] == low)
        self.phase = NEXT
        events.append(Event("chooser", {"seat": self.chooser}))

    def _end_first_pass(self, events: list[Event]) -> None:
        points = scoring(self.control, self.counts, self.n, big=False)
        for seat in range(self.n):
            self.score[seat] += points[seat]
        self.history.append({"label": "small", "points": points, "scores": list(self.score)})
        events.append(Event("scoring", {"kind": "small", "points": points, "scores": list(self.score)}))
        pile = [card for card in range(ISLANDS) for _ in range(self.played[card] + sum(f[card] for f in self.facedown))]
        # Face-down cards go into the bag: as many known cards may have been among them.
        for row in self.seen:
            for p, known in enumerate(row):
                hidden = sum(self.facedown[p])
                row[p] = [max(0, k - hidden) for k in known]
        rng_for(self.seed, "reshuffle").shuffle(pile)
        self.bag = pile
        self.played = [0] * ISLANDS
        self.facedown = [[0] * ISLANDS for _ in range(self.n)]
        self.display = [self.bag.pop() if self.bag else -1 for _ in range(DISPLAY_SLOTS)]
        self._slots_changed = list(range(DISPLAY_SLOTS))
        self.pass_no = 2
        events.append(
            Event("reshuffle", {"bag": len(self.bag), "display": [ISLAND_NAMES[c] if c >= 0 else None for c in self.display]})
        )

    def _big_scoring(self, events: list[Event]) -> None:
        points = scoring(self.control, self.counts, self.n, big=True)
        for seat in range(self.n):
            self.score[seat] += points[seat]
        self.history.append({"label": "big", "points": points, "scores": list(self.score)})
        self.progress.append(list(self.score))
        self.phase = OVER
        events.append(Event("scoring", {"kind": "big", "points": points, "scores": list(self.score)}))
        events.append(Event("game_over", {"scores": list(self.score), "winners": self._winners()}))

    def _winners(self) -> list[int]:
        if self.winner >= 0:
            return [self.winner]
        best = max(self.score)
        tied = [seat for seat in range(self.n) if self.score[seat] == best]
        if len(tied) > 1 and all(seat in self.last_turns for seat in tied):
            return [min(tied, key=self.last_turns.index)]
        return tied

    def _standing(self) -> list[int]:
        """Points now plus what the next scoring would add if it came now (the final points once over)."""
        if self.phase == OVER:
            return list(self.score)
        points = scoring(self.control, self.counts, self.n, big=self.pass_no == 2)
        return [self.score[seat] + points[seat] for seat in range(self.n)]

    def _do_ku(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Ku)
        self._use_god(seat, KU)
        self.acted = True
        self.ku_target = action.seat
        self.phase = KU_TAKE
        self.seen[seat][action.seat] = [max(k, h) for k, h in zip(self.seen[seat][action.seat], self.hands[action.seat], strict=True)]
        events.append(Event("ku", {"target": action.seat}, seat=seat))
        events.append(
            Event("ku_hand", {"target": action.seat, "cards": _card_names(self.hands[action.seat])}, seat=seat, to=SEAT_SETS[seat])
        )

    def _do_take(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Take)
        target = self.ku_target
        self._move_card(target, seat, action.card)
        self._passed_privately(target, seat, action.card)
        events.append(Event("ku_take", {"target": target}, seat=seat))
        events.append(
            Event("ku_card", {"target": target, "card": ISLAND_NAMES[action.card]}, seat=seat, to=frozenset({seat, target}))
        )
        self.ku_target = -1
        self.phase = PLAY

    def _do_pele(self, seat: int, action: Action, events: list[Event]) -> None:
        self._use_god(seat, PELE_GOD)
        self.acted = True
        rng = rng_for(self.seed, "pele", self.counter)
        self.counter += 1
        opponents = [(seat + step) % self.n for step in range(1, self.n)]
        drawn_from = []
        private = []
        for opponent in opponents:
            if self.hand_size[opponent]:
                cards = [c for c in range(ISLANDS) for _ in range(self.hands[opponent][c])]
                card = cards[rng.randrange(len(cards))]
                self._move_card(opponent, seat, card)
                self._passed_privately(opponent, seat, card)
                drawn_from.append(opponent)
                private.append(
                    Event("pele_drew", {"from": opponent, "card": ISLAND_NAMES[card]}, seat=seat, to=frozenset({seat, opponent}))
                )
        events.append(Event("pele", {"from": drawn_from}, seat=seat))
        events.extend(private)
        if self.hand_size[seat]:
            self.pele_to = opponents
            self.phase = PELE_GIVE

    def _do_give(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Give)
        to = self.pele_to.pop(0)
        self._move_card(seat, to, action.card)
        self._passed_privately(seat, to, action.card)
        events.append(Event("pele_give", {"to": to}, seat=seat))
        events.append(Event("pele_card", {"to": to, "card": ISLAND_NAMES[action.card]}, seat=seat, to=frozenset({seat, to})))
        if not self.pele_to or not self.hand_size[seat]:
            self.pele_to = []
            self.phase = PLAY

    def _do_lono(self, seat: int, action: Action, events: list[Event]) -> None:
        assert isinstance(action, Lono)
        self._use_god(seat, LONO)
        self.acted = True
        self._take_card(seat, action.slot, events, "Lono")

    def _move_card(self, giver: int, taker: int, card: int) -> None:
        self.hands[giver][card] -= 1
        self.hand_size[giver] -= 1
        self.hands[taker][card] += 1
        self.hand_size[taker] += 1

    # ---- views, snapshots, hidden information -------------------------------------------------

    def view(self, seat: int | None) -> dict[str, JSON]:
        n = self.n
        over = self.phase == OVER
        v: dict[str, JSON] = {
            "game": "arabana",
            "seat": seat,
            "players": n,
            "options": dict(self.options),
            "to_move": sorted(self._to_move),
            "phase": self.phase,
            "turn": None if self.phase in (SETUP, OVER, NEXT) else self.turn,
            "pass": self.pass_no,
            "final_round": self.final_round,
            "final_pending": list(self.final_pending),
            "last_turns": list(self.last_turns),
            "spots": [o if o >= 0 else None for o in self.owner],
            "control": [c if c >= 0 else None for c in self.control],
            "island_bridges": [[self.counts[p][i] for p in range(n)] for i in range(ISLANDS)],
            "god_stones": [GOD_NAMES[g] if g >= 0 else None for g in self.god_at],
            "gods_held": [[GOD_NAMES[g] for g in held] for held in self.gods_held],
            "gods_used": [[GOD_NAMES[g] for g in used] for used in self.gods_used],
            "display": [ISLAND_NAMES[c] if c >= 0 else None for c in self.display],
            "hand_sizes": list(self.hand_size),
            "bridges_left": list(self.bridges),
            "stones_left": list(self.stones),
            "scores": list(self.score),
            "standing": self._standing(),
            "history": [{"label": h["label"], "points": list(h["points"]), "scores": list(h["scores"])} for h in self.history],
            "progress": [list(p) for p in self.progress],
            "bag_size": len(self.bag),
            "discard_size": sum(self.played) + sum(sum(f) for f in self.facedown),
            "played": _card_names(self.played),
            "facedown_sizes": [sum(f) for f in self.facedown],
            "setup_done": [c >= 0 for c in self.choice] if self.phase == SETUP else [True] * n,
            "banned": [SPOT_NAMES[s] for s in self.banned],
            "acted": self.acted,
            "remove": None,
            "ku_target": self.ku_target if self.phase == KU_TAKE else None,
            "pele_give_to": self.pele_to[0] if self.phase == PELE_GIVE else None,
            "chooser": self.chooser if self.phase == NEXT else None,
            "last_move": _visible_move(self.last_move, seat),
            "highlight": _copy_move(self.highlight),
            "winners": self._winners() if over else None,
            "instant_win": self.winner if self.winner >= 0 else None,
        }
        if self.phase == REMOVE:
            v["remove"] = {"island": ISLAND_NAMES[self.pending[0]], "spots": [SPOT_NAMES[s] for s in self._removable(self.turn)]}
        if seat is not None and 0 <= seat < n:
            v["hand"] = _card_names(self.hands[seat])
            v["setup_choice"] = ISLAND_NAMES[self.choice[seat]] if self.choice[seat] >= 0 else None
            v["facedown"] = _card_names(self.facedown[seat])
            if self.phase == KU_TAKE and seat == self.turn:
                v["ku_hand"] = _card_names(self.hands[self.ku_target])
        return v

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        return Outcome(scores=list(self.score), winners=self._winners())

    def scores(self) -> list[int]:
        return list(self.score)

    def to_dict(self) -> dict[str, JSON]:
        return {
            "players": self.n,
            "seed": self.seed,
            "options": dict(self.options),
            "phase": self.phase,
            "turn": self.turn,
            "pass": self.pass_no,
            "hands": [list(h) for h in self.hands],
            "setup_choice": list(self.choice),
            "bag": list(self.bag),
            "display": list(self.display),
            "played": list(self.played),
            "facedown": [list(f) for f in self.facedown],
            "seen": [[list(c) for c in row] for row in self.seen],
            "owner": list(self.owner),
            "control": list(self.control),
            "bridges": list(self.bridges),
            "stones": list(self.stones),
            "god_at": list(self.god_at),
            "gods_held": [list(g) for g in self.gods_held],
            "gods_used": [list(g) for g in self.gods_used],
            "score": list(self.score),
            "history": [{"label": h["label"], "points": list(h["points"]), "scores": list(h["scores"])} for h in self.history],
            "progress": [list(p) for p in self.progress],
            "banned": list(self.banned),
            "acted": self.acted,
            "pending": list(self.pending),
            "ku_target": self.ku_target,
            "pele_to": list(self.pele_to),
            "chooser": self.chooser,
            "final_round": self.final_round,
            "final_pending": list(self.final_pending),
            "last_turns": list(self.last_turns),
            "counter": self.counter,
            "winner": self.winner,
            "turn_no": self.turn_no,
            "last_move": _copy_move(self.last_move),
            "highlight": _copy_move(self.highlight),
        }

    def determinize(self, seat: int, seed: int | str) -> ArabanaState:
        """Re-deal what `seat` cannot see: other hands, their face-down discards and setup choices, the bag.

        Cards `seat` knows a rival holds (taken face up, seen through Ku or Pele) stay with him, in
        his hand or among his face-down cards. The copy gets a seed of its own (from `seat` and
        `seed` only), so its future shuffles say nothing about the real ones.
        """
        d = self.to_dict()
        hands, facedown, choice = d["hands"], d["facedown"], d["setup_choice"]
        looked_at = self.ku_target if self.phase == KU_TAKE and seat == self.turn else -1
        others = [p for p in range(self.n) if p != seat]
        unseen = [0] * ISLANDS
        for c in d["bag"]:
            unseen[c] += 1
        for p in others:
            for c in range(ISLANDS):
                unseen[c] += facedown[p][c] + (hands[p][c] if p != looked_at else 0)
            if choice[p] >= 0:
                unseen[choice[p]] += 1
        # The known cards are set apart first; they are among the unseen ones in a consistent state.
        known: dict[int, list[int]] = {}
        for p in others:
            base = hands[p] if p == looked_at else [0] * ISLANDS
            need = [min(max(0, k - b), u) for k, b, u in zip(self.seen[seat][p], base, unseen, strict=True)]
            for c in range(ISLANDS):
                unseen[c] -= need[c]
            known[p] = _expand(need)
        pool = _expand(unseen)
        rng = rng_for(seed, "determinize", seat)
        rng.shuffle(pool)
        for p in others:
            in_hand = 0 if p == looked_at else sum(hands[p])
            slots = in_hand + sum(facedown[p])
            cards = known[p][:slots] + [pool.pop() for _ in range(max(0, slots - len(known[p])))]
            rng.shuffle(cards)
            if p != looked_at:
                hands[p] = _collect(cards, in_hand)
            facedown[p] = _collect(cards, len(cards))
            if choice[p] >= 0:
                choice[p] = pool.pop()
        d["bag"] = pool
        d["seed"] = f"determinized:{seat}:{seed}"
        return ArabanaState(self._game, d)

    def undoable(self, seat: int, action: Action) -> bool:
        """Board plays and face-down discards may be taken back while the same turn goes on."""
        return (
            isinstance(action, (Bridge, Exchange, Discard, Takeback, Remove))
            and self.phase in (PLAY, REMOVE)
            and self.turn == seat
            and seat in self._to_move
        )


def _copy_move(move: dict[str, Any]) -> dict[str, Any]:
    return {key: list(value) if isinstance(value, list) else value for key, value in move.items()}


# Actions whose text names a card others may not see: a face-down discard or setup pick, a card
# taken with Ku, a card given with Pele.
_SECRET_VERBS = ("discard", "take", "give")


def _visible_move(move: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """The last move as `seat` may see it: the card of a hidden action only for its player."""
    shown = _copy_move(move)
    action = shown.get("action")
    if isinstance(action, str) and seat != shown.get("seat") and action.split(" ", 1)[0] in _SECRET_VERBS:
        shown["action"] = action.split(" ", 1)[0]
    return shown


def _card_names(counts: list[int]) -> list[str]:
    return [ISLAND_NAMES[c] for c in range(ISLANDS) for _ in range(counts[c])]


def _expand(counts: list[int]) -> list[int]:
    return [c for c in range(ISLANDS) for _ in range(counts[c])]


def _collect(cards: list[int], size: int) -> list[int]:
    """Take `size` cards off the end of `cards` as per-island counts."""
    counts = [0] * ISLANDS
    for _ in range(size):
        counts[cards.pop()] += 1
    return counts


def fresh_snapshot(players: int, seed: int | str, options: dict[str, str]) -> dict[str, Any]:
    """The snapshot of a new match: shuffled bag, four cards each, god stones laid out."""
    bag = list(DECK)
    rng_for(seed, "deal").shuffle(bag)
    hands = []
    for _ in range(players):
        hand = [0] * ISLANDS
        for _ in range(4):
            hand[bag.pop()] += 1
        hands.append(hand)
    god_at = [-1] * ISLANDS
    if options["gods"] == "on":
        stones = list(GOD_STONES)
        rng_for(seed, "gods").shuffle(stones)
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


_Handler = Any  # (state, seat, action, events) -> None; typed loosely to keep the table readable

_HANDLERS: dict[type, _Handler] = {
    Discard: ArabanaState._do_discard,
    Bridge: ArabanaState._do_bridge,
    Exchange: ArabanaState._do_exchange,
    Takeback: ArabanaState._do_takeback,
    Remove: ArabanaState._do_remove,
    Draw: ArabanaState._do_draw,
    End: ArabanaState._do_end,
    Pass: ArabanaState._do_pass,
    Next: ArabanaState._do_next,
    Ku: ArabanaState._do_ku,
    Take: ArabanaState._do_take,
    Pele: ArabanaState._do_pele,
    Give: ArabanaState._do_give,
    Lono: ArabanaState._do_lono,
}

_PLAY_CHECKS: dict[type, _Handler] = {
    Bridge: ArabanaState._check_bridge,
    Exchange: ArabanaState._check_exchange,
    Discard: ArabanaState._check_discard,
    Draw: ArabanaState._check_draw,
    End: ArabanaState._check_end,
    Pass: ArabanaState._check_pass,
    Takeback: ArabanaState._check_takeback,
    Ku: ArabanaState._check_ku,
    Pele: ArabanaState._check_pele,
    Lono: ArabanaState._check_lono,
}
