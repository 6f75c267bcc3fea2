"""One Druids match: the deal, tricks resolved in the rules' exact order, Sickles, rounds.

Trick resolution (rules "Taking a trick"): 1. the domain cards go onto the winner's stacks (per
colour the lowest ends on top, the highest on the light side); 2. five domains end the round at
once; 3. each Sickle removes the winner's stack with the highest top, a tie waits for his
`sickle X` decision; 4. Sickles, Mistletoes and Gaia are set aside.

Events (kind: data keys; all public unless marked):
    round_start   round, dealer, gaia_holder, hand_sizes, undealt
    hand          cards (the seat's new hand; private to that seat)
    play          card, trick; when Gaia is led also colour and side (side '' in the basic game)
    trick         trick, winner, leader, cards ([seat, card] pairs), led (letter or None)
    five_domains  seat, round (the round ends at once)
    sickle_tie    seat, colours (the winner must choose which stack goes)
    sickle        seat, colour, top, height (that stack was set aside)
    sickle_blank  seat (a Sickle with no stack to remove)
    set_aside     cards (the trick's Sickles, Mistletoes and Gaia)
    round_end     round, scores, totals, five_domains (seat or None), tops (per seat), next_dealer (None at the end)
    game_over     scores, winners
"""

from __future__ import annotations

from typing import Any

from bot.games.base import JSON, Action, Event, Game, Outcome, State, ranked_winners, rng_for
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
    trick_record,
)
from bot.games.druids.rules import highest_stacks, placing_order, trick_winner
from bot.games.druids.scoring import next_dealer, round_scores


class DruidsState(DruidsPosition, State):
    """One match of Druids: the rules over the position's fields."""

    def __init__(self, game: Game[Any], players: int, seed: int | str, options: dict[str, str | int]) -> None:
        self.game = game
        super().__init__(players, seed, options)

    # --- the contract -------------------------------------------------------------------------

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
        led = self.led
        if led >= 0 and self.counts[seat][led]:
            low = led * VALUES
            high = low + VALUES
            actions: list[Action] = [PLAY[c] for c in hand if low <= c < high]
        else:
            actions = [PLAY[c] for c in hand if c < DOMAIN_CARDS]
        if SICKLE in hand:
            actions.append(PLAY[SICKLE])
        if MISTLETOE in hand:
            actions.append(PLAY[MISTLETOE])
        return actions

    def check(self, seat: int, action: Action) -> None:
        check(self, seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if type(action) is Play:
            card = action.card
            events = [Event("play", {"card": CARD_TEXT[card], "trick": self.trick_no}, seat=seat)]
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
            events = [Event("play", {"card": "GAIA", "trick": 1, "colour": COLOURS[action.colour], "side": action.side}, seat=seat)]
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
        winner = (self.leader + trick_winner(trick, self.led)) % n
        self.winner = winner
        mine = self.stacks[winner]
        for card in placing_order(trick, self.side == "light"):
            mine[card // VALUES].append(card)
        events.append(
            Event(
                "trick",
                {
                    "trick": self.trick_no,
                    "winner": winner,
                    "leader": self.leader,
                    "cards": [[(self.leader + i) % n, CARD_TEXT[c]] for i, c in enumerate(trick)],
                    "led": COLOURS[self.led] if self.led >= 0 else None,
                },
            )
        )
        if all(mine):
            events.append(Event("five_domains", {"seat": winner, "round": self.round_no}, seat=winner))
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
                events.append(Event("sickle_blank", {"seat": winner}, seat=winner))
            elif len(colours) > 1:
                self.sickle_options = colours
                self.turn = winner
                self._to_move = ONLY[winner]
                events.append(Event("sickle_tie", {"seat": winner, "colours": [COLOURS[c] for c in colours]}, seat=winner))
                return
            else:
                self._remove_stack(winner, colours[0], events)
            self.sickles_left -= 1
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
        events.append(
            Event("sickle", {"seat": seat, "colour": COLOURS[colour], "top": CARD_TEXT[stack[-1]], "height": len(stack)}, seat=seat)
        )
        self.set_aside.extend(stack)
        self.stacks[seat][colour] = []

    def _finish_trick(self, events: list[Event]) -> None:
        """Step 4: set aside the trick's Sickles, Mistletoes and Gaia; remember the trick for display."""
        trick = self.trick
        n = self.n
        others = [c for c in trick if c >= DOMAIN_CARDS]
        if others:
            self.set_aside.extend(others)
            events.append(Event("set_aside", {"cards": texts(others)}))
        self.last_trick = {
            "trick": self.trick_no,
            "leader": self.leader,
            "winner": self.winner,
            "led": COLOURS[self.led] if self.led >= 0 else None,
            "cards": [[(self.leader + i) % n, CARD_TEXT[c]] for i, c in enumerate(trick)],
        }
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
        events.append(
            Event(
                "round_end",
                {
                    "round": self.round_no,
                    "scores": scores,
                    "totals": list(self.totals),
                    "five_domains": five_domains,
                    "tops": tops,
                    "next_dealer": following,
                },
            )
        )
        if following is None:
            self.over = True
            self._to_move = NOBODY
            events.append(Event("game_over", {"scores": list(self.totals), "winners": ranked_winners(self.totals)}))
            return
        self.dealer = following
        self.round_no += 1
        self._deal(events)

    def _deal(self, events: list[Event]) -> None:
        """Deal a round from this round's shuffle; Gaia is always dealt (asserted)."""
        n = self.n
        deck = shuffled_deck(rng_for(self.seed, "deal", self.round_no))
        dealt = n * HAND_SIZE[n]
        assert GAIA in deck[:dealt], "Gaia must always be dealt"
        hands: list[list[int]] = [[] for _ in range(n)]
        for i in range(dealt):  # one card at a time, starting left of the dealer
            hands[(self.dealer + 1 + i) % n].append(deck[i])
        for hand in hands:
            hand.sort()
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
        holder = next(seat for seat, hand in enumerate(hands) if GAIA in hand)
        self.leader = self.turn = holder
        self._to_move = ONLY[holder]
        events.append(
            Event(
                "round_start",
                {
                    "round": self.round_no,
                    "dealer": self.dealer,
                    "gaia_holder": holder,
                    "hand_sizes": [len(h) for h in hands],
                    "undealt": len(self.undealt),
                },
            )
        )
        for seat, hand in enumerate(hands):
            events.append(Event("hand", {"cards": texts(hand)}, seat=seat, to=ONLY[seat]))


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

    def phase(self) -> str:
        """'over', 'sickle' (a tie awaits the winner's choice), 'gaia' (trick 1 lead) or 'play'."""
        if self.over:
            return "over"
        if self.sickles_left:
            return "sickle"
        if not self.trick and self.trick_no == 1:
            return "gaia"
        return "play"

    # --- views ------------------------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, JSON]:
        n = self.n
        trick = [[(self.leader + i) % n, CARD_TEXT[c]] for i, c in enumerate(self.trick)]
        specials = [c for c in self.set_aside if c >= DOMAIN_CARDS]
        view: dict[str, JSON] = {
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
            "leader": self.leader,
            "led": COLOURS[self.led] if self.led >= 0 else None,
            "trick": trick,
            "trick_winner": self.winner if self.winner >= 0 else None,
            "hand_sizes": [len(h) for h in self.hands],
            "stacks": [
                {COLOURS[c]: {"top": CARD_TEXT[s[-1]], "height": len(s)} for c, s in enumerate(mine) if s}
                for mine in self.stacks
            ],
            "last_trick": trick_record(self.last_trick),
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
            view["hand"] = texts(self.hands[seat])
            view["legal"] = [str(a) for a in self.legal_actions(seat)]
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
