"""One match of Abracadabra: deals, bid suits, auction, contracts, trick play and scoring.

Decisions (see actions.py for the text grammar), in the order of a deal:
  suit (each player from the dealer's left; in 4-player the dealer's last suit is given to him),
  auction (one round; with the dummy a second round after both pass, the dummy then face up),
  place (Declarer first; with joker=without he then names trump; then the others clockwise from his
  left; when the contract is 1 the others' `place none` is automatic), right (Declarer), expose/keep
  (Declarer, then the others clockwise), then play. With the dummy, the seat that controls the dummy
  in a trick (its leader) plays the dummy's card as `dummy QH`.

Events: one constructor per kind in events.py, which also holds each kind's data shape and the
typed reader for consumers.
"""

from __future__ import annotations

from typing import Any

from bot.games.base import JSON, Action, Event, Game, Outcome, State, ranked_winners, rng_for

from . import events as ev
from .actions import (
    DUMMY_ACTIONS,
    PLAY_ACTIONS,
    Bid,
    ChooseSuit,
    Expose,
    NameTrump,
    Pass,
    Place,
    Play,
    Right,
    ranks_text,
)
from .cards import CARD_TEXT, FORMS, JOKER, SUITS
from .checks import check, check_play
from .hidden import redeal
from .legal import legal_actions, legal_plays
from .match import EMPTY, FROZEN, card_texts, copy_match, new_match, start_deal
from .scoring import DealFacts, score_deal
from .view import view
from .views import AbracadabraView

PLAY_TEXT = {card: str(action) for card, action in PLAY_ACTIONS.items()}
# ROTATIONS[n][leader]: the seats of an n-player trick in play order from `leader`.
ROTATIONS = [[tuple((leader + i) % n for i in range(n)) for leader in range(n)] for n in range(5)]
DUMMY_TEXT = {card: str(action) for card, action in DUMMY_ACTIONS.items()}


class AbracadabraState(State):
    """A match; all facts live in the plain dict `self.d` (to_dict is a copy of it)."""

    def __init__(self, game: Game[Any], data: dict[str, Any]) -> None:
        self.game = game
        self.d = data

    @classmethod
    def fresh(cls, game: Game[Any], players: int, seed: int | str, options: dict[str, str | int]) -> AbracadabraState:
        """A new match: dealer seat 0, first deal dealt."""
        return cls(game, new_match(players, seed, options))

    # ------------------------------------------------------------ questions
    def play_unit(self) -> tuple[int, ...] | None:
        """A deal's bidding and placing as one unit, then each trick of the deal."""
        d = self.d
        return (d["deal_no"], sum(d["won"]) + 1 if d["phase"] == "play" else 0)

    def to_move(self) -> frozenset[int]:
        turn = self.d["turn"]
        return EMPTY if turn is None else FROZEN[turn]

    def is_over(self) -> bool:
        return self.d["turn"] is None

    def legal_actions(self, seat: int) -> list[Action]:
        d = self.d
        if seat == d["turn"] and d["phase"] == "play":
            return legal_plays(d)
        return legal_actions(d, seat)

    def check(self, seat: int, action: Action) -> None:
        check(self.d, seat, action)

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """State.apply, with an action (not its text) of the seat to move taken straight to its check;
        a card played, the commonest, straight to its play too."""
        d = self.d
        if seat == d["turn"] and not isinstance(action, str):
            if type(action) is Play and d["phase"] == "play":
                check_play(d, action)
                events: list[Event] = []
                self._play(seat, action, events)
                return events
            check(d, seat, action)
            return self._apply(seat, action)
        return State.apply(self, seat, action)

    # ----------------------------------------------------------------- apply
    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if type(action) is Play:
            self._play(seat, action, events)
        elif isinstance(action, ChooseSuit):
            self._choose_suit(seat, action.suit, events)
        elif isinstance(action, (Bid, Pass)):
            self._bid(seat, action.tricks if isinstance(action, Bid) else 0, events)
        elif isinstance(action, Place):
            self._place(seat, list(action.ranks), events)
        elif isinstance(action, NameTrump):
            self._name_trump(seat, action.suit, events)
        elif isinstance(action, Right):
            self._right(seat, action.ranks, events)
        else:
            self._expose(seat, isinstance(action, Expose), events)
        return events

    def _advance_queue(self) -> None:
        d = self.d
        d["queue"].pop(0)
        d["turn"] = d["queue"][0] if d["queue"] else None

    def _choose_suit(self, seat: int, suit: int, events: list[Event]) -> None:
        d = self.d
        d["bid_suit"][seat] = suit
        d["last"] = [seat, f"suit {SUITS[suit]}"]
        events.append(ev.suit(seat, SUITS[suit]))
        self._advance_queue()
        free = [s for s in range(4) if s not in d["bid_suit"]]
        if len(d["queue"]) == 1 and len(free) == 1:  # the 4-player dealer has no choice left
            last = d["queue"][0]
            d["bid_suit"][last] = free[0]
            events.append(ev.suit(last, SUITS[free[0]]))
            self._advance_queue()
        if d["turn"] is None:
            self._open_auction()

    def _open_auction(self) -> None:
        d = self.d
        n = d["n"]
        d["phase"] = "bid"
        d["queue"] = [(d["dealer"] + 1 + i) % n for i in range(n)]
        d["turn"] = d["queue"][0]

    def _bid(self, seat: int, tricks: int, events: list[Event]) -> None:
        d = self.d
        d["auction"].append([seat, tricks])
        if tricks:
            d["high"] = tricks
            d["declarer"] = seat
            d["last"] = [seat, f"bid {tricks}"]
            events.append(ev.bid(seat, tricks, d["round"]))
        else:
            d["last"] = [seat, "pass"]
            events.append(ev.passed(seat, d["round"]))
        self._advance_queue()
        if d["turn"] is not None:
            return
        if d["high"]:
            self._open_contracts(events)
        elif d["dummy"] and d["round"] == 1:
            d["dummy_open"] = True
            d["round"] = 2
            events.append(ev.dummy_exposed(card_texts(d["hands"][d["n"]])))
            self._open_auction()
        else:
            events.append(ev.thrown_in(d["played"] + 1))
            d["thrown"] += 1
            d["dealer"] = (d["dealer"] + 1) % d["n"]
            start_deal(d, events)

    def _open_contracts(self, events: list[Event]) -> None:
        d = self.d
        n, declarer = d["n"], d["declarer"]
        events.append(ev.declarer(declarer, d["high"]))
        d["phase"] = "place"
        d["queue"] = [(declarer + i) % n for i in range(n)]
        d["turn"] = declarer

    def _place(self, seat: int, ranks: list[int], events: list[Event]) -> None:
        d = self.d
        d["left"][seat] = ranks
        d["stack"][seat] = [r for r in range(1, d["tricks"] + 1) if r not in ranks]
        d["contract"][seat] = len(ranks)
        d["last"] = [seat, f"place {len(ranks)}"]
        events.append(ev.place(seat, len(ranks)))
        events.append(ev.placed(seat, list(ranks)))
        if seat == d["declarer"] and d["trump"] is None and d["opts"]["joker"] == "without":
            d["phase"] = "trump"
            return
        self._next_placer(events)

    def _next_placer(self, events: list[Event]) -> None:
        d = self.d
        self._advance_queue()
        if d["high"] == 1:  # a contract of 1 leaves the others no choice but none
            while d["turn"] is not None:
                seat = d["turn"]
                d["stack"][seat] = list(range(1, d["tricks"] + 1))
                d["contract"][seat] = 0
                events.append(ev.place(seat, 0))
                self._advance_queue()
        if d["turn"] is None:
            d["phase"] = "right"
            d["turn"] = d["declarer"]

    def _name_trump(self, seat: int, suit: int, events: list[Event]) -> None:
        d = self.d
        d["trump"] = suit
        d["phase"] = "place"
        d["last"] = [seat, f"trump {SUITS[suit]}"]
        events.append(ev.trump(seat, SUITS[suit]))
        self._next_placer(events)

    def _right(self, seat: int, ranks: tuple[int, ...], events: list[Event]) -> None:
        d = self.d
        d["right_up"][seat] = list(ranks)
        d["left"][seat] = [r for r in d["left"][seat] if r not in ranks]
        d["last"] = [seat, f"right {ranks_text(ranks)}"]
        events.append(ev.right(seat, list(ranks)))
        n = d["n"]
        d["phase"] = "expose"
        d["queue"] = [(seat + i) % n for i in range(n)]
        d["turn"] = seat

    def _expose(self, seat: int, expose: bool, events: list[Event]) -> None:
        d = self.d
        d["exposed"][seat] = expose
        d["last"] = [seat, "expose" if expose else "keep"]
        if expose:
            events.append(ev.expose(seat, list(d["stack"][seat])))
        else:
            events.append(ev.keep(seat))
        self._advance_queue()
        if d["turn"] is not None:
            return
        if d["dummy"] and not d["dummy_open"]:
            d["dummy_open"] = True
            events.append(ev.dummy_shown(card_texts(d["hands"][d["n"]])))
        d["phase"] = "play"
        self._open_trick((d["dealer"] + 1) % d["n"], False)

    def _open_trick(self, leader: int, from_dummy: bool) -> None:
        d = self.d
        n = d["n"]
        d["leader"] = leader
        d["from_dummy"] = from_dummy
        if d["dummy"]:
            other = 1 - leader
            d["order"] = [n, other, leader] if from_dummy else [leader, other, n]
        else:
            d["order"] = list(ROTATIONS[n][leader])
        d["turn"] = leader

    def _play(self, seat: int, action: Play, events: list[Event]) -> None:
        d = self.d
        card = action.card
        trick = d["trick"]
        order = d["order"]
        h = order[len(trick)]
        if trick:
            js = d["joker_suit"]
            lead = trick[0][1]
            led = js if lead == JOKER else lead >> 4
            if (js if card == JOKER else card >> 4) != led:
                d["voids"][h] |= 1 << led
        d["hands"][h].remove(card)
        trick.append([h, card])
        # A snapshot from before the record began lacks it; its deal then holds only the later cards.
        d.setdefault("plays", []).append([h, card])
        d["last"] = [seat, (DUMMY_TEXT if action.dummy else PLAY_TEXT)[card]]
        joker_as = CARD_TEXT[d["joker_as"]] if card == JOKER and d["joker_as"] is not None else None
        events.append(ev.play(seat, CARD_TEXT[card], action.dummy, d["trick_no"] + 1, joker_as))
        if len(trick) == len(order):
            self._finish_trick(events)
        else:
            nxt = order[len(trick)]
            d["turn"] = nxt if nxt < d["n"] else d["leader"]

    def _finish_trick(self, events: list[Event]) -> None:
        d = self.d
        n = d["n"]
        trick = d["trick"]
        ja = d["joker_as"]
        trump = d["trump"]
        best_h, best = trick[0]
        if best == JOKER:
            best = ja
        for h, c in trick[1:]:
            e = ja if c == JOKER else c
            if e >> 4 == best >> 4:
                if e > best:
                    best_h, best = h, e
            elif e >> 4 == trump:
                best_h, best = h, e
        winner = best_h if best_h < n else d["leader"]
        number = d["trick_no"] + 1
        d["trick_no"] = number
        d["won"][winner] += 1
        bid_suit = d["bid_suit"][winner]
        for _, c in trick:
            if (ja if c == JOKER else c) >> 4 == bid_suit:
                d["captured"][winner] += 1
        d["winners"].append(winner)
        d["last_trick"] = {"cards": trick, "winner": winner, "number": number}
        d["trick"] = []
        events.append(ev.trick(winner, number, [CARD_TEXT[c] for _, c in trick], best_h == n))
        self._book_trick(number, winner, events)
        if number == d["tricks"]:
            self._end_deal(events)
        else:
            self._open_trick(winner, best_h == n)

    def _book_trick(self, number: int, winner: int, events: list[Event]) -> None:
        """Turn up the named cards of trick `number`: Abracadabra for the winner, the centre for others."""
        d = self.d
        for seat, left in enumerate(d["left"]):
            if number in left:
                left.remove(number)
                if seat == winner:
                    d["left_up"][seat].append(number)
                    events.append(ev.book("abracadabra", seat, number))
                else:
                    d["centre"][seat].append(number)
                    events.append(ev.book("centre", seat, number))
        declarer = d["declarer"]
        if number in d["right_up"][declarer]:
            if winner == declarer:
                events.append(ev.book("right_kept", declarer, number))
            else:
                d["right_up"][declarer].remove(number)
                d["right_down"][declarer].append(number)
                events.append(ev.book("right_down", declarer, number))

    def _end_deal(self, events: list[Event]) -> None:
        d = self.d
        n = d["n"]
        form = FORMS[d["form"]]
        facts = [
            DealFacts(
                contract=d["contract"][p],
                tricks=d["won"][p],
                named_won=tuple(d["left_up"][p]),
                right_up=tuple(d["right_up"][p]),
                right_down=tuple(d["right_down"][p]),
                bid_suit_captured=d["captured"][p],
                exposed=d["exposed"][p],
            )
            for p in range(n)
        ]
        terms = score_deal(facts, form.success, d["opts"]["success"] == "at-least")
        scores = [t["total"] for t in terms]
        d["totals"] = [a + b for a, b in zip(d["totals"], scores, strict=True)]
        d["history"].append(scores)
        d["breakdown"] = terms
        d["played"] += 1
        seats: list[ev.SeatDealData] = [
            {
                "contract": f.contract,
                "declarer": p == d["declarer"],
                "won": f.tricks,
                "named": sorted(f.named_won),
                "right_up": sorted(f.right_up),
                "right_down": sorted(f.right_down),
                "captured": f.bid_suit_captured,
                "exposed": f.exposed,
            }
            for p, f in enumerate(facts)
        ]
        events.append(ev.deal_end(d["played"], terms, list(d["totals"]), seats, d["opts"]["success"] == "at-least"))
        deals = d["opts"]["deals"]
        if (deals and d["played"] >= deals) or (not deals and max(d["totals"]) >= d["opts"]["target"]):
            d["phase"] = "over"
            d["turn"] = None
            d["queue"] = []
            events.append(ev.game_over(ranked_winners(d["totals"]), list(d["totals"])))
            return
        d["dealer"] = (d["dealer"] + 1) % n
        start_deal(d, events)

    # ------------------------------------------------------------------ views
    def view(self, seat: int | None) -> AbracadabraView:
        return view(self.d, seat)

    # ------------------------------------------------------- results, copies
    def outcome(self) -> Outcome | None:
        if self.d["phase"] != "over":
            return None
        totals = list(self.d["totals"])
        return Outcome(scores=totals, winners=ranked_winners(totals))

    def scores(self) -> list[int]:
        return list(self.d["totals"])

    def to_dict(self) -> dict[str, JSON]:
        data: dict[str, JSON] = copy_match(self.d)
        return data

    def copy(self) -> AbracadabraState:
        """An independent copy (cheaper than a snapshot round trip)."""
        return AbracadabraState(self.game, copy_match(self.d))

    def determinize(self, seat: int, seed: int | str) -> AbracadabraState:
        data = copy_match(self.d)
        redeal(data, seat, rng_for(seed, "determinize", seat))
        # Later deals in the copy must not be the real ones: a seed of its own, from `seed` and `seat`.
        data["seed"] = f"determinized:{seat}:{seed}"
        return AbracadabraState(self.game, data)

    def undoable(self, seat: int, action: Action) -> bool:
        # Only a placement (seen by nobody else) while the same seat still decides (trump, right side).
        return isinstance(action, Place) and self.d["turn"] == seat and self.d["phase"] in ("trump", "right")
