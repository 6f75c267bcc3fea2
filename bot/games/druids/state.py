"""One Druids match: the deal, tricks resolved in the rules' exact order, Sickles, rounds.

Trick resolution (rules "Taking a trick"): 1. the domain cards go onto the winner's stacks (per
colour the lowest ends on top, the highest on the light side); 2. five domains end the round at
once; 3. each Sickle removes the winner's stack with the highest top, a tie waits for his
`sickle X` decision; 4. Sickles, Mistletoes and Gaia are set aside.

Events: one constructor per kind in events.py (the kinds and their data are listed there).
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any

from bot.games.base import Action, Event, Game, Outcome, State, ranked_winners, rng_for
from bot.games.druids import events as ev
from bot.games.druids.actions import GAIA_LEADS, PLAY, SICKLE_CHOICE, ChooseSickle, LeadGaia, Play
from bot.games.druids.cards import (
    CARD_TEXT,
    COLOURS,
    DOMAIN_CARDS,
    GAIA,
    HAND_SIZE,
    MISTLETOE,
    SICKLE,
    VALUES,
    shuffled_deck,
)
from bot.games.druids.checks import check
from bot.games.druids.hidden import redeal
from bot.games.druids.position import (
    COLOUR_COUNT,
    NOBODY,
    ONLY,
    DruidsPosition,
    colour_counts,
    round_record,
    texts,
)
from bot.games.druids.rules import highest_stacks, placing_order, trick_winner
from bot.games.druids.scoring import next_dealer, round_scores
from bot.games.druids.views import DruidsView, LastTrick, Phase, PlayedCard, TrickRecord

_PLAY_OF = PLAY.__getitem__


class DruidsState(DruidsPosition, State):
    """One match of Druids: the rules over the position's fields."""

    def __init__(self, game: Game[Any], players: int, seed: int | str, options: dict[str, str | int]) -> None:
        self.game = game
        super().__init__(players, seed, options)

    # --- the contract -------------------------------------------------------------------------

    def play_unit(self) -> tuple[int, ...] | None:
        """A trick of a round (the deal and first lead belong to the round's first trick)."""
        return (self.round_no, self.trick_no)

    def to_move(self) -> frozenset[int]:
        return self._to_move

    def is_over(self) -> bool:
        return self.over

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.turn or self.over:
            return []
        if self.sickles_left:
            return [SICKLE_CHOICE[c] for c in self.sickle_options]
        hand = self.hands[seat]
        if not self.trick and self.trick_no == 1:
            return list(GAIA_LEADS[self.variant])
        # Hands are sorted: a colour's cards lie together, and the specials after all domain cards.
        # So the playable domain cards are one slice, found by bisection instead of a test per card.
        led = self.led
        if led >= 0 and (following := self.counts[seat][led]):
            start = bisect_left(hand, led * VALUES)
            actions: list[Action] = [*map(_PLAY_OF, hand[start : start + following])]
        else:
            actions = [*map(_PLAY_OF, hand[: bisect_left(hand, DOMAIN_CARDS)])]
        if hand and hand[-1] >= DOMAIN_CARDS:
            if SICKLE in hand:
                actions.append(PLAY[SICKLE])
            if MISTLETOE in hand:
                actions.append(PLAY[MISTLETOE])
        return actions

    # The refusals of checks.py, bound as the method itself (one call fewer on every move).
    check = check

    def apply(self, seat: int, action: Action | str) -> list[Event]:
        """State.apply, with an action (not its text) of the seat to move taken straight to its check."""
        if not isinstance(action, str) and seat in self._to_move:
            check(self, seat, action)
            return self._apply(seat, action)
        return State.apply(self, seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if type(action) is Play:
            card = action.card
            events = [ev.play(seat, CARD_TEXT[card], self.trick_no)]
        elif type(action) is ChooseSickle:
            events = []
            self._remove_stack(seat, action.colour, events)
            self.sickles_left -= 1
            self._resolve_sickles(events)
            return events
        else:
            assert isinstance(action, LeadGaia)
            card = GAIA
            self.gaia_colour = action.colour
            if action.side:
                self.side = action.side
            events = [ev.gaia_lead(seat, COLOURS[action.colour], action.side)]
        self.hands[seat].remove(card)
        trick = self.trick
        trick.append(card)
        if card < DOMAIN_CARDS:
            colour = card // VALUES
            self.counts[seat][colour] -= 1
            if self.led < 0:
                self.led = colour
            elif colour != self.led:
                self.voids[seat] |= 1 << self.led
        elif card == GAIA:
            self.led = self.gaia_colour
        if len(trick) == self.n:
            self._complete_trick(events)
        else:
            self.turn = turn = (seat + 1) % self.n
            self._to_move = ONLY[turn]
        return events

    # --- trick resolution, in the rules' order ------------------------------------------------

    def _complete_trick(self, events: list[Event]) -> None:
        n = self.n
        trick = self.trick
        led = self.led
        leader = self.leader
        winner = (leader + trick_winner(trick, led)) % n
        self.winner = winner
        mine = self.stacks[winner]
        for card in placing_order(trick, self.side == "light"):
            mine[card // VALUES].append(card)
        played: list[list[int | str]] = [[(leader + i) % n, CARD_TEXT[c]] for i, c in enumerate(trick)]
        events.append(ev.trick(self.trick_no, winner, leader, played, COLOURS[led] if led >= 0 else None))
        if all(mine):
            events.append(ev.five_domains(winner, self.round_no))
            self._finish_trick(events)
            self._end_round(winner, events)
            return
        self.sickles_left = trick.count(SICKLE)
        self._resolve_sickles(events)

    def _resolve_sickles(self, events: list[Event]) -> None:
        """Apply the pending Sickles one by one; stop when the winner must choose between tied stacks."""
        winner = self.winner
        mine = self.stacks[winner]
        while self.sickles_left:
            colours = highest_stacks(mine)
            if not colours:
                events.append(ev.sickle_blank(winner))
            elif len(colours) > 1:
                self.sickle_options = colours
                self.turn = winner
                self._to_move = ONLY[winner]
                events.append(ev.sickle_tie(winner, [COLOURS[c] for c in colours]))
                return
            else:
                self._remove_stack(winner, colours[0], events)
            self.sickles_left -= 1
        if self.sickle_options:
            self.sickle_options = []
        self._finish_trick(events)
        if not self.hands[winner]:
            self._end_round(None, events)
        else:
            self.trick_no += 1
            self.leader = self.turn = winner
            self._to_move = ONLY[winner]

    def _remove_stack(self, seat: int, colour: int, events: list[Event]) -> None:
        stack = self.stacks[seat][colour]
        events.append(ev.sickle(seat, COLOURS[colour], CARD_TEXT[stack[-1]], len(stack)))
        self.set_aside.extend(stack)
        self.stacks[seat][colour] = []

    def _finish_trick(self, events: list[Event]) -> None:
        """Step 4: set aside the trick's Sickles, Mistletoes and Gaia; remember the trick for display."""
        trick = self.trick
        if max(trick) >= DOMAIN_CARDS:  # most tricks hold domain cards only: nothing to pick out
            others = [c for c in trick if c >= DOMAIN_CARDS]
            self.set_aside.extend(others)
            events.append(ev.set_aside(texts(others)))
        self._last_trick = (self.trick_no, self.leader, self.winner, self.led, trick)  # see last_trick
        self.trick = []
        self.led = -1
        self.winner = -1

    # --- rounds --------------------------------------------------------------------------------

    def _end_round(self, five_domains: int | None, events: list[Event]) -> None:
        scores = round_scores(self.stacks, five_domains)
        self.history.append(scores)
        self.totals = [t + s for t, s in zip(self.totals, scores, strict=True)]
        tops = [[CARD_TEXT[stack[-1]] for stack in mine if stack] for mine in self.stacks]
        self.last_round = {"round": self.round_no, "scores": scores, "five_domains": five_domains, "tops": tops}
        last = self.round_no >= self.rounds
        following = None if last else next_dealer(scores, self.dealer)
        events.append(ev.round_end(self.round_no, scores, list(self.totals), five_domains, tops, following))
        if following is None:
            self.over = True
            self._to_move = NOBODY
            events.append(ev.game_over(list(self.totals), ranked_winners(self.totals)))
            return
        self.dealer = following
        self.round_no += 1
        self._deal(events)

    def _deal(self, events: list[Event]) -> None:
        """Deal a round from this round's shuffle; Gaia is always dealt (asserted)."""
        n = self.n
        deck = shuffled_deck(rng_for(self.seed, "deal", self.round_no))
        dealt = n * HAND_SIZE[n]
        gaia_at = deck.index(GAIA)
        assert gaia_at < dealt, "Gaia must always be dealt"
        # One card at a time, starting left of the dealer: seat s gets every n-th card from its first.
        dealer = self.dealer
        hands = [sorted(deck[(s - dealer - 1) % n : dealt : n]) for s in range(n)]
        self.hands = hands
        self.counts = [colour_counts(hand) for hand in hands]
        self.voids = [0] * n
        self.undealt = deck[dealt:]
        self.stacks = [[[] for _ in range(COLOUR_COUNT)] for _ in range(n)]
        self.set_aside = []
        self.trick = []
        self.trick_no = 1
        self.led = -1
        self.gaia_colour = -1
        self.side = "dark" if self.variant == "basic" else ""
        self.winner = -1
        self.sickles_left = 0
        self.sickle_options = []
        self.last_trick = None
        holder = (gaia_at + dealer + 1) % n  # the seat dealt the card at Gaia's place
        self.leader = self.turn = holder
        self._to_move = ONLY[holder]
        events.append(ev.round_start(self.round_no, self.dealer, holder, [len(h) for h in hands], len(self.undealt)))
        for seat, hand in enumerate(hands):
            events.append(ev.hand(seat, texts(hand), ONLY[seat]))


    # --- results --------------------------------------------------------------------------------

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return Outcome(scores=list(self.totals), winners=ranked_winners(self.totals))

    def scores(self) -> list[int]:
        return list(self.totals)

    @property
    def players(self) -> int:
        return self.n

    def phase(self) -> Phase:
        """'over', 'sickle' (a tie awaits the winner's choice), 'gaia' (trick 1 lead) or 'play'."""
        if self.over:
            return "over"
        if self.sickles_left:
            return "sickle"
        if not self.trick and self.trick_no == 1:
            return "gaia"
        return "play"

    # --- views ------------------------------------------------------------------------------------

    def view(self, seat: int | None) -> DruidsView:
        n = self.n
        leader = self.leader
        specials = [c for c in self.set_aside if c >= DOMAIN_CARDS]
        view: DruidsView = {
            "game": "druids",
            "seat": seat,
            "players": n,
            "to_move": sorted(self._to_move),
            "phase": self.phase(),
            "variant": self.variant,
            "rounds": self.rounds,
            "round": self.round_no,
            "dealer": self.dealer,
            "side": self.side or None,
            "gaia": None if self.gaia_colour < 0 else COLOURS[self.gaia_colour],
            "trick_no": self.trick_no,
            "leader": leader,
            "led": COLOURS[self.led] if self.led >= 0 else None,
            "trick": [[(leader + i) % n, CARD_TEXT[c]] for i, c in enumerate(self.trick)],
            "plays": [{"seat": (leader + i) % n, "card": CARD_TEXT[c]} for i, c in enumerate(self.trick)],
            "trick_winner": self.winner if self.winner >= 0 else None,
            "hand_sizes": [len(h) for h in self.hands],
            "stacks": [
                {COLOURS[c]: {"top": CARD_TEXT[s[-1]], "height": len(s)} for c, s in enumerate(mine) if s}
                for mine in self.stacks
            ],
            "last_trick": _last_trick(self.last_trick),
            "sickle": None
            if not self.sickles_left
            else {"seat": self.winner, "choices": [COLOURS[c] for c in self.sickle_options], "left": self.sickles_left},
            "set_aside": len(self.set_aside),
            "specials_set_aside": {"SICKLE": specials.count(SICKLE), "MISTLETOE": specials.count(MISTLETOE)},
            "undealt": len(self.undealt),
            "round_scores": [list(r) for r in self.history],
            "scores": list(self.totals),
            "last_round": round_record(self.last_round),
            "winners": ranked_winners(self.totals) if self.over else [],
        }
        if seat is not None and 0 <= seat < n:
            legal = self.legal_actions(seat)
            view["hand"] = texts(self.hands[seat])
            view["legal"] = [str(a) for a in legal]
            view["playable"] = _playable(legal)
        return view

    # --- snapshots --------------------------------------------------------------------------------
    @classmethod
    def from_dict(cls, game: Game[Any], data: dict[str, Any]) -> DruidsState:
        """Rebuild a state from `to_dict()` output (or a hand-made position in the same shape)."""
        state = cls(game, int(data["players"]), data["seed"], dict(data["options"]))
        state.load(data)
        return state

    # --- hidden information -------------------------------------------------------------------------

    def determinize(self, seat: int, seed: int | str) -> DruidsState:
        """Re-deal what `seat` cannot know: the other hands and the undealt cards.

        Everything played this round was seen face up by every seat, so stacks (with the cards below
        their tops), the cards set aside and the trick stay as they are. Each hand keeps its size,
        Gaia stays with its holder (he must lead it) and no hand gets a colour its holder showed void
        in. Future deals use a seed derived from `seed`, not the table's."""
        other = self.copy()
        redeal(other, seat, seed)
        return other

    def undoable(self, seat: int, action: Action) -> bool:
        """Only a Sickle choice that left the same seat deciding within the same round (a play shows a card)."""
        return isinstance(action, ChooseSickle) and self._to_move == ONLY[seat] and not self.over and self.trick_no > 1


def _last_trick(record: TrickRecord | None) -> LastTrick | None:
    """The last trick for a view: a copy of its record plus its cards as typed records."""
    if record is None:
        return None
    plays: list[PlayedCard] = []
    for seat, card in record["cards"]:
        plays.append({"seat": int(seat), "card": str(card)})
    return {**record, "cards": [list(pair) for pair in record["cards"]], "plays": plays}


def _playable(legal: list[Action]) -> list[str]:
    """The distinct cards the legal actions play (Gaia for its leads), in the actions' order."""
    cards = [CARD_TEXT[a.card] if type(a) is Play else "GAIA" for a in legal if type(a) is not ChooseSickle]
    return list(dict.fromkeys(cards))
