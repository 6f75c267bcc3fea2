"""One match of Abracadabra: deals, bid suits, auction, contracts, trick play and scoring.

Decisions (see actions.py for the text grammar), in the order of a deal:
  suit (each player from the dealer's left; in 4-player the dealer's last suit is given to him),
  auction (one round; with the dummy a second round after both pass, the dummy then face up),
  place (Declarer first; with joker=without he then names trump; then the others clockwise from his
  left; when the contract is 1 the others' `place none` is automatic), right (Declarer), expose/keep
  (Declarer, then the others clockwise), then play. With the dummy, the seat that controls the dummy
  in a trick (its leader) plays the dummy's card as `dummy QH`.

Events (kind: data keys; `seat` is the actor):
  deal: deal, dealer, turnup, trump            hand: cards (private to the seat)
  suit: suit                                    bid: tricks          pass: {}
  dummy_exposed: cards                          thrown_in: deal
  declarer: contract                            place: count         placed: ranks (private)
  trump: suit                                   right: ranks         expose: ranks     keep: {}
  dummy_shown: cards                            play: card, dummy, trick
  trick: trick, winner, cards, dummy_won        abracadabra: trick, rank
  centre: trick, rank                           right_kept / right_down: trick, rank
  deal_end: deal, scores (per-seat term dicts), totals
  game_over: winners, scores
Ranks in events and views are bid-card ranks 1..13 (trick numbers); cards are texts like 'QH', 'JK'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.games.base import JSON, Action, Event, IllegalAction, Outcome, State, ranked_winners, rng_for

from .actions import (
    BID_ACTIONS,
    DUMMY_ACTIONS,
    EXPOSE,
    KEEP,
    PASS,
    PLAY_ACTIONS,
    SUIT_ACTIONS,
    TRUMP_ACTIONS,
    Bid,
    ChooseSuit,
    Expose,
    Keep,
    NameTrump,
    Pass,
    Place,
    Play,
    Right,
    place_actions,
    ranks_text,
    right_actions,
)
from .cards import CARD_TEXT, FORMS, JOKER, SUIT_NAMES, SUITS
from .scoring import DealFacts, score_deal

if TYPE_CHECKING:
    from .game import AbracadabraGame

EMPTY: frozenset[int] = frozenset()
PLAY_TEXT = {card: str(action) for card, action in PLAY_ACTIONS.items()}
DUMMY_TEXT = {card: str(action) for card, action in DUMMY_ACTIONS.items()}
FROZEN = tuple(frozenset({seat}) for seat in range(4))
PER_SEAT_LISTS = ("left", "left_up", "right_up", "right_down", "centre", "stack")
# Per phase: the action kinds it accepts and a hint for refusals.
EXPECTED: dict[str, tuple[type[Action] | tuple[type[Action], ...], str]] = {
    "suit": (ChooseSuit, "choose your bid suit (`suit S`)"),
    "bid": ((Bid, Pass), "bid or pass"),
    "place": (Place, "place your bid cards (`place A 4 9` or `place none`)"),
    "trump": (NameTrump, "name trump (`trump H`)"),
    "right": (Right, "choose your right-side cards (`right J` or `right none`)"),
    "expose": ((Expose, Keep), "`expose` or `keep` your stack"),
    "play": (Play, "play a card"),
}


def _copy(value: Any) -> Any:
    """Deep copy of plain JSON-like data (lists, dicts, scalars)."""
    kind = type(value)
    if kind is list:
        return [_copy(x) if type(x) in (list, dict) else x for x in value]
    if kind is dict:
        return {k: _copy(x) if type(x) in (list, dict) else x for k, x in value.items()}
    return value


def _cards(cards: list[int]) -> list[str]:
    return [CARD_TEXT[c] for c in cards]


class AbracadabraState(State):
    """A match; all facts live in the plain dict `self.d` (to_dict is a copy of it)."""

    game: AbracadabraGame

    def __init__(self, game: AbracadabraGame, data: dict[str, Any]) -> None:
        self.game = game
        self.d = data

    # ----------------------------------------------------------------- set-up
    @classmethod
    def fresh(cls, game: AbracadabraGame, players: int, seed: int | str, options: dict[str, str | int]) -> AbracadabraState:
        """A new match: dealer seat 0, first deal dealt."""
        dummy = players == 2 and options["dummy"] == "yes"
        form = FORMS["2-dummy" if dummy else "2"] if players == 2 else FORMS[str(players)]
        d: dict[str, Any] = {
            "n": players,
            "form": form.key,
            "tricks": form.tricks,
            "dummy": dummy,
            "opts": dict(options),
            "seed": seed,
            "dealer": 0,
            "deal_no": 0,
            "played": 0,
            "thrown": 0,
            "totals": [0] * players,
            "history": [],
            "breakdown": None,
            "last": None,
        }
        state = cls(game, d)
        state._start_deal([])
        return state

    def _start_deal(self, events: list[Event]) -> None:
        d = self.d
        n = d["n"]
        form = FORMS[d["form"]]
        d["deal_no"] += 1
        pack = form.pack(d["opts"]["joker"] == "with")
        rng_for(d["seed"], "deal", d["deal_no"]).shuffle(pack)
        hands_n, per_hand = form.hands, form.tricks
        hands: list[list[int]] = [[] for _ in range(hands_n)]
        for i in range(hands_n * per_hand):  # one at a time from the dealer's left
            hands[(d["dealer"] + 1 + i) % hands_n].append(pack[i])
        for hand in hands:
            hand.sort()
        turnup = pack[hands_n * per_hand] if len(pack) > hands_n * per_hand else None
        trump = None if turnup is None or turnup == JOKER else turnup >> 4
        order = [(d["dealer"] + 1 + i) % n for i in range(n)]
        d.update(
            hands=hands,
            turnup=turnup,
            trump=trump,
            joker_as=turnup if trump is not None else None,
            joker_suit=trump if trump is not None else -1,
            bid_suit=[None] * n,
            auction=[],
            round=1,
            high=0,
            declarer=None,
            contract=[None] * n,
            exposed=[False] * n,
            dummy_open=False,
            leader=order[0],
            from_dummy=False,
            order=[],
            trick=[],
            trick_no=0,
            won=[0] * n,
            captured=[0] * n,
            winners=[],
            last_trick=None,
            voids=[0] * hands_n,
            phase="suit",
            queue=order,
            turn=order[0],
        )
        for key in PER_SEAT_LISTS:
            d[key] = [[] for _ in range(n)]
        events.append(
            Event(
                "deal",
                {
                    "deal": d["played"] + 1,
                    "dealer": d["dealer"],
                    "turnup": None if turnup is None else CARD_TEXT[turnup],
                    "trump": None if trump is None else SUITS[trump],
                },
            )
        )
        for seat in range(n):
            events.append(Event("hand", {"cards": _cards(hands[seat])}, seat=seat, to=FROZEN[seat]))

    # ------------------------------------------------------------ questions
    def to_move(self) -> frozenset[int]:
        turn = self.d["turn"]
        return EMPTY if turn is None else FROZEN[turn]

    def legal_actions(self, seat: int) -> list[Action]:
        d = self.d
        if seat != d["turn"]:
            return []
        phase = d["phase"]
        if phase == "play":
            return self._legal_plays()
        if phase == "suit":
            taken = d["bid_suit"]
            return [SUIT_ACTIONS[s] for s in range(4) if s not in taken]
        if phase == "bid":
            return [PASS, *BID_ACTIONS[d["high"] + 1 : d["tricks"] + 1]]
        if phase == "place":
            if seat == d["declarer"]:  # the Declarer places exactly his bid
                return list(place_actions(d["tricks"], d["high"], d["high"]))
            return list(place_actions(d["tricks"], 0, d["high"] - 1))
        if phase == "trump":
            return list(TRUMP_ACTIONS)
        if phase == "right":
            return list(right_actions(tuple(d["left"][seat])))
        if phase == "expose":
            return [EXPOSE, KEEP]
        return []

    def _playing_hand(self) -> int:
        d = self.d
        return int(d["order"][len(d["trick"])])

    def _legal_plays(self) -> list[Action]:
        d = self.d
        trick = d["trick"]
        h = d["order"][len(trick)]
        hand = d["hands"][h]
        actions = DUMMY_ACTIONS if h == d["n"] else PLAY_ACTIONS
        if trick:
            js = d["joker_suit"]
            lead = trick[0][1]
            led = js if lead == JOKER else lead >> 4
            follow: list[Action] = [actions[c] for c in hand if (js if c == JOKER else c >> 4) == led]
            if follow:
                return follow
        return [actions[c] for c in hand]

    def check(self, seat: int, action: Action) -> None:
        d = self.d
        phase = d["phase"]
        if phase == "play" and type(action) is Play:  # the hot path: no ABC isinstance
            self._check_play(action)
            return
        kinds, hint = EXPECTED[phase]
        if not isinstance(action, kinds):
            text = str(action)
            raise IllegalAction(
                f"`{text}` is not allowed now: {hint}.", code="abracadabra.wrong_step", action=text, phase=phase
            )
        if isinstance(action, Play):
            self._check_play(action)
            return
        text = str(action)
        if isinstance(action, ChooseSuit):
            owner = d["bid_suit"].index(action.suit) if action.suit in d["bid_suit"] else None
            if owner is not None:
                raise IllegalAction(
                    f"`{text}` refused: the {SUIT_NAMES[action.suit]} are already taken.",
                    code="abracadabra.suit_taken", action=text, suit=SUITS[action.suit], seat=owner,
                )
        elif isinstance(action, Bid):
            if not d["high"] < action.tricks <= d["tricks"]:
                raise IllegalAction(
                    f"`{text}` refused: a bid must be higher than {d['high']} and at most {d['tricks']}.",
                    code="abracadabra.bid_range", action=text, low=d["high"] + 1, high=d["tricks"],
                )
        elif isinstance(action, Place):
            self._check_place(seat, action, text)
        elif isinstance(action, Right):
            missing = [r for r in action.ranks if r not in d["left"][seat]]
            if missing:
                raise IllegalAction(
                    f"`{text}` refused: you did not place {ranks_text(tuple(missing))}.",
                    code="abracadabra.right_not_placed", action=text, ranks=missing,
                )

    def _check_place(self, seat: int, action: Place, text: str) -> None:
        d = self.d
        high, tricks = d["high"], d["tricks"]
        if action.ranks and action.ranks[-1] > tricks:
            raise IllegalAction(
                f"`{text}` refused: this deal has {tricks} tricks, so bid cards run A to {ranks_text((tricks,))}.",
                code="abracadabra.rank_range", action=text, tricks=tricks,
            )
        count = len(action.ranks)
        if seat == d["declarer"] and count != high:
            raise IllegalAction(
                f"`{text}` refused: as Declarer you place exactly {high} cards, not {count}.",
                code="abracadabra.declarer_count", action=text, contract=high, count=count,
            )
        if seat != d["declarer"] and count >= high:
            raise IllegalAction(
                f"`{text}` refused: you may place at most {high - 1} cards (fewer than the Declarer's {high}).",
                code="abracadabra.too_many", action=text, most=high - 1, count=count,
            )

    def _check_play(self, action: Play) -> None:
        d = self.d
        h = d["order"][len(d["trick"])]
        from_dummy = h == d["n"]
        hand = d["hands"][h]
        if action.dummy == from_dummy and action.card in hand:
            trick = d["trick"]
            if not trick:
                return
            js = d["joker_suit"]
            lead = trick[0][1]
            led = js if lead == JOKER else lead >> 4
            if (js if action.card == JOKER else action.card >> 4) == led or all(
                (js if c == JOKER else c >> 4) != led for c in hand
            ):
                return
            raise IllegalAction(
                f"`{action}` refused: you must follow {SUIT_NAMES[led]}.",
                code="abracadabra.must_follow", action=str(action), suit=SUITS[led],
            )
        if action.dummy != from_dummy:
            where = "from the dummy (`dummy …`)" if from_dummy else "from your own hand (`play …`)"
            raise IllegalAction(
                f"`{action}` refused: this card is played {where}.",
                code="abracadabra.dummy_turn" if from_dummy else "abracadabra.own_turn", action=str(action),
            )
        owner = "the dummy does" if from_dummy else "you do"
        raise IllegalAction(
            f"`{action}` refused: {owner} not hold {CARD_TEXT[action.card]}.",
            code="abracadabra.not_in_hand", action=str(action), card=CARD_TEXT[action.card],
        )

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
        events.append(Event("suit", {"suit": SUITS[suit]}, seat=seat))
        self._advance_queue()
        free = [s for s in range(4) if s not in d["bid_suit"]]
        if len(d["queue"]) == 1 and len(free) == 1:  # the 4-player dealer has no choice left
            last = d["queue"][0]
            d["bid_suit"][last] = free[0]
            events.append(Event("suit", {"suit": SUITS[free[0]]}, seat=last))
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
            events.append(Event("bid", {"tricks": tricks, "round": d["round"]}, seat=seat))
        else:
            d["last"] = [seat, "pass"]
            events.append(Event("pass", {"round": d["round"]}, seat=seat))
        self._advance_queue()
        if d["turn"] is not None:
            return
        if d["high"]:
            self._open_contracts(events)
        elif d["dummy"] and d["round"] == 1:
            d["dummy_open"] = True
            d["round"] = 2
            events.append(Event("dummy_exposed", {"cards": _cards(d["hands"][d["n"]])}))
            self._open_auction()
        else:
            events.append(Event("thrown_in", {"deal": d["played"] + 1}))
            d["thrown"] += 1
            d["dealer"] = (d["dealer"] + 1) % d["n"]
            self._start_deal(events)

    def _open_contracts(self, events: list[Event]) -> None:
        d = self.d
        n, declarer = d["n"], d["declarer"]
        events.append(Event("declarer", {"contract": d["high"]}, seat=declarer))
        d["phase"] = "place"
        d["queue"] = [(declarer + i) % n for i in range(n)]
        d["turn"] = declarer

    def _place(self, seat: int, ranks: list[int], events: list[Event]) -> None:
        d = self.d
        d["left"][seat] = ranks
        d["stack"][seat] = [r for r in range(1, d["tricks"] + 1) if r not in ranks]
        d["contract"][seat] = len(ranks)
        d["last"] = [seat, f"place {len(ranks)}"]
        events.append(Event("place", {"count": len(ranks)}, seat=seat))
        events.append(Event("placed", {"ranks": list(ranks)}, seat=seat, to=FROZEN[seat]))
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
                events.append(Event("place", {"count": 0}, seat=seat))
                self._advance_queue()
        if d["turn"] is None:
            d["phase"] = "right"
            d["turn"] = d["declarer"]

    def _name_trump(self, seat: int, suit: int, events: list[Event]) -> None:
        d = self.d
        d["trump"] = suit
        d["phase"] = "place"
        d["last"] = [seat, f"trump {SUITS[suit]}"]
        events.append(Event("trump", {"suit": SUITS[suit]}, seat=seat))
        self._next_placer(events)

    def _right(self, seat: int, ranks: tuple[int, ...], events: list[Event]) -> None:
        d = self.d
        d["right_up"][seat] = list(ranks)
        d["left"][seat] = [r for r in d["left"][seat] if r not in ranks]
        d["last"] = [seat, f"right {ranks_text(ranks)}"]
        events.append(Event("right", {"ranks": list(ranks)}, seat=seat))
        n = d["n"]
        d["phase"] = "expose"
        d["queue"] = [(seat + i) % n for i in range(n)]
        d["turn"] = seat

    def _expose(self, seat: int, expose: bool, events: list[Event]) -> None:
        d = self.d
        d["exposed"][seat] = expose
        d["last"] = [seat, "expose" if expose else "keep"]
        if expose:
            events.append(Event("expose", {"ranks": list(d["stack"][seat])}, seat=seat))
        else:
            events.append(Event("keep", {}, seat=seat))
        self._advance_queue()
        if d["turn"] is not None:
            return
        if d["dummy"] and not d["dummy_open"]:
            d["dummy_open"] = True
            events.append(Event("dummy_shown", {"cards": _cards(d["hands"][d["n"]])}))
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
            d["order"] = [(leader + i) % n for i in range(n)]
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
        d["last"] = [seat, (DUMMY_TEXT if action.dummy else PLAY_TEXT)[card]]
        events.append(Event("play", {"card": CARD_TEXT[card], "dummy": action.dummy, "trick": d["trick_no"] + 1}, seat=seat))
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
        events.append(
            Event(
                "trick",
                {"trick": number, "winner": winner, "cards": _cards([c for _, c in trick]), "dummy_won": best_h == n},
                seat=winner,
            )
        )
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
                    events.append(Event("abracadabra", {"trick": number, "rank": number}, seat=seat))
                else:
                    d["centre"][seat].append(number)
                    events.append(Event("centre", {"trick": number, "rank": number}, seat=seat))
        declarer = d["declarer"]
        if number in d["right_up"][declarer]:
            if winner == declarer:
                events.append(Event("right_kept", {"trick": number, "rank": number}, seat=declarer))
            else:
                d["right_up"][declarer].remove(number)
                d["right_down"][declarer].append(number)
                events.append(Event("right_down", {"trick": number, "rank": number}, seat=declarer))

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
        events.append(Event("deal_end", {"deal": d["played"], "scores": terms, "totals": list(d["totals"])}))
        deals = d["opts"]["deals"]
        if (deals and d["played"] >= deals) or (not deals and max(d["totals"]) >= d["opts"]["target"]):
            d["phase"] = "over"
            d["turn"] = None
            d["queue"] = []
            events.append(Event("game_over", {"winners": ranked_winners(d["totals"]), "scores": list(d["totals"])}))
            return
        d["dealer"] = (d["dealer"] + 1) % n
        self._start_deal(events)

    # ------------------------------------------------------------------ views
    def view(self, seat: int | None) -> dict[str, JSON]:
        d = self.d
        n = d["n"]
        known_dummy = d["dummy"] and d["dummy_open"]
        bid_cards = []
        for p in range(n):
            own = p == seat
            entry: dict[str, JSON] = {
                "suit": None if d["bid_suit"][p] is None else SUITS[d["bid_suit"][p]],
                "contract": d["contract"][p],
                "left_down": len(d["left"][p]),
                "left_up": sorted(d["left_up"][p]),
                "right_up": sorted(d["right_up"][p]),
                "right_down": sorted(d["right_down"][p]),
                "centre": sorted(d["centre"][p]),
                "stack": len(d["stack"][p]),
                "exposed": d["exposed"][p],
                "left_ranks": sorted(d["left"][p]) if own or d["exposed"][p] else None,
                "stack_ranks": sorted(d["stack"][p]) if own or d["exposed"][p] else None,
            }
            bid_cards.append(entry)
        last_trick = d["last_trick"]
        view: dict[str, JSON] = {
            "game": "abracadabra",
            "seat": seat,
            "players": n,
            "to_move": sorted(self.to_move()),
            "phase": d["phase"],
            "turn": d["turn"],
            "options": dict(d["opts"]),
            "dummy": d["dummy"],
            "tricks_per_deal": d["tricks"],
            "dealer": d["dealer"],
            "deal": d["played"] + (0 if d["phase"] == "over" else 1),
            "deals_played": d["played"],
            "thrown_in": d["thrown"],
            "hand_sizes": [len(h) for h in d["hands"]],
            "turnup": None if d["turnup"] is None else CARD_TEXT[d["turnup"]],
            "trump": None if d["trump"] is None else SUITS[d["trump"]],
            "joker_as": None if d["joker_as"] is None else CARD_TEXT[d["joker_as"]],
            "auction": [list(a) for a in d["auction"]],
            "auction_round": d["round"],
            "high_bid": d["high"],
            "declarer": d["declarer"],
            "bid_cards": bid_cards,
            "trick": [self._trick_card(h, c) for h, c in d["trick"]],
            "trick_no": d["trick_no"],
            "leader": d["leader"] if d["phase"] == "play" else None,
            "lead_from_dummy": d["from_dummy"],
            "playing_hand": self._playing_hand() if d["phase"] == "play" else None,
            "last_trick": None
            if last_trick is None
            else {
                "number": last_trick["number"],
                "winner": last_trick["winner"],
                "cards": [self._trick_card(h, c) for h, c in last_trick["cards"]],
            },
            "trick_winners": list(d["winners"]),
            "won": list(d["won"]),
            "captured": list(d["captured"]),
            "voids": [[SUITS[s] for s in range(4) if mask >> s & 1] for mask in d["voids"]],
            "scores": list(d["totals"]),
            "history": [list(h) for h in d["history"]],
            "breakdown": None if d["breakdown"] is None else [dict(t) for t in d["breakdown"]],
            "dummy_hand": _cards(d["hands"][n]) if known_dummy else None,
            "last": None if d["last"] is None else {"seat": d["last"][0], "action": d["last"][1]},
            "winners": ranked_winners(d["totals"]) if d["phase"] == "over" else None,
        }
        if seat is not None:
            view["hand"] = _cards(d["hands"][seat])
        return view

    def _trick_card(self, hand: int, card: int) -> dict[str, JSON]:
        d = self.d
        n = d["n"]
        return {
            "hand": hand,
            "seat": hand if hand < n else d["leader"],
            "dummy": hand == n,
            "card": CARD_TEXT[card],
            "as": CARD_TEXT[d["joker_as"]] if card == JOKER and d["joker_as"] is not None else None,
        }

    # ------------------------------------------------------- results, copies
    def outcome(self) -> Outcome | None:
        if self.d["phase"] != "over":
            return None
        totals = list(self.d["totals"])
        return Outcome(scores=totals, winners=ranked_winners(totals))

    def scores(self) -> list[int]:
        return list(self.d["totals"])

    def to_dict(self) -> dict[str, JSON]:
        data: dict[str, JSON] = _copy(self.d)
        return data

    def determinize(self, seat: int, seed: int | str) -> AbracadabraState:
        from .hidden import redeal

        data = _copy(self.d)
        redeal(data, seat, rng_for(seed, "determinize", seat))
        # Later deals in the copy must not be the real ones: a seed of its own, from `seed` and `seat`.
        data["seed"] = f"determinized:{seat}:{seed}"
        return AbracadabraState(self.game, data)

    def undoable(self, seat: int, action: Action) -> bool:
        # Only a placement (seen by nobody else) while the same seat still decides (trump, right side).
        return isinstance(action, Place) and self.d["turn"] == seat and self.d["phase"] in ("trump", "right")
