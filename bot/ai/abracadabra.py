"""Computer player for Abracadabra: sampled deals, a quick trick-play model, and flat Monte Carlo.

It reads only its view, its legal actions and determinizations (deals consistent with its view).
- Bid suit and trump: the suit where its hand is longest and strongest; or (the `hard` level's
  choice) the bid suit whose cards it captures most when sampled deals are played out.
- Auction and contracts: play the rest of the deal out in sampled deals with a simple model of
  sensible play; the chance of winning each trick gives its expected tricks (its bid) and the trick
  numbers to name (likely and valuable); sure ones go to the right side; it exposes when it reveals
  little or expects captures.
- Card play: each legal card is tried in the same sampled deals, each played out to the end of the
  deal with the model, a random card half the time (the same luck for every candidate), and scored
  against the rivals' mean points, or in the game's last deal by the margin over the best rival at
  the end (`card_score`); the best average wins. In the playouts of `hard` and the planning of its
  contracts, every card is drawn as this player would choose it (`bot.ai.abracadabra_mimic`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from bot.ai import lead, margin
from bot.ai.abracadabra_cards import VALUES, best_of, playable
from bot.ai.abracadabra_mimic import mimic_follow, mimic_lead
from bot.games.abracadabra.actions import (
    Bid,
    ChooseSuit,
    Expose,
    Keep,
    NameTrump,
    Pass,
    Place,
    Play,
    Right,
)
from bot.games.abracadabra.cards import FORMS, JOKER, JOKER_TEXT, TEXT_CARD
from bot.games.abracadabra.views import AbracadabraView, as_view
from bot.games.base import Action, State

PLAY_SAMPLES = 12
MODEL_PLAY_SAMPLES = 8
# In the playouts of the card play, each later card is a random legal one this often instead of the
# model's: with the model alone every rival answers a candidate in one fixed way, and the choice
# fits the model's blind spots rather than the deal.
PLAY_NOISE = 0.5
CONTRACT_SAMPLES = 12
CAPTURE_SAMPLES = 16
RIGHT_SIDE_CHANCE = 0.8  # move a placed card right above this chance of winning its trick (break-even 2/3)
CONTRACT_SHARE = 1.0  # a non-declarer's contract: this share of its expected tricks
NAME_OFFSET = 4  # trick numbers are ranked by chance × (number + NAME_OFFSET): likely, then valuable
EXPOSE_CAPTURES = 2.5  # expose when expecting at least this many bid-suit cards
# The chance to win from a margin over the best rival with deals to come, fitted to games between
# the computer players: a lead is worth less the more deals are still to come.
WIN_SHIFT, WIN_SCALE = 10, 22
# Points a deal at which the leader is taken to near a target, to count the deals left: between normal
# players the most any seat gains in a deal averages 65 to 79 points, the leader's gain 34 to 53
# (`bench.abracadabra_pace`), so at three players many deals guessed the last are not.
DEAL_POINTS = 60


class World:
    """A sampled deal from one seat's point of view, cheap to play out (the Joker as its card)."""

    def __init__(self, d: dict[str, Any]) -> None:
        self.n: int = d["n"]
        self.dummy: bool = d["dummy"]
        self.tricks: int = d["tricks"]
        self.trump: int = -1 if d["trump"] is None else d["trump"]
        ja = d["joker_as"]
        self.hands: list[list[int]] = [[ja if c == JOKER else c for c in h] for h in d["hands"]]
        self.trick: list[tuple[int, int]] = [(h, ja if c == JOKER else c) for h, c in d["trick"]]
        self.trick_no: int = d["trick_no"]
        self.leader: int = d["leader"]
        self.from_dummy: bool = d["from_dummy"]
        self.named: list[list[int]] = [list(x) for x in d["left"]]
        self.declarer: int | None = d["declarer"]
        self.right: list[int] = list(d["right_up"][d["declarer"]]) if d["declarer"] is not None else []
        self.contract: list[int] = [-1 if c is None else c for c in d["contract"]]
        self.won: list[int] = list(d["won"])
        self.captured: list[int] = list(d["captured"])
        self.bid_suit: list[int] = [-1 if s is None else s for s in d["bid_suit"]]
        self.exposed: list[bool] = list(d["exposed"])
        self.named_up: list[int] = [sum(x) for x in d["left_up"]]
        self.right_score: int = 2 * sum(d["right_up"][d["declarer"]]) - 2 * sum(d["right_down"][d["declarer"]]) if d["declarer"] is not None else 0
        self.success = FORMS[d["form"]].success
        self.at_least: bool = d["opts"]["success"] == "at-least"

    def order(self, leader: int, from_dummy: bool) -> list[int]:
        """Hands in play order for a trick led by `leader`."""
        n = self.n
        if self.dummy:
            return [n, 1 - leader, leader] if from_dummy else [leader, 1 - leader, n]
        return [(leader + i) % n for i in range(n)]

    def to_play(self) -> tuple[int, int]:
        """The hand to play next and the seat whose choice it is (the leader plays the dummy's cards)."""
        hand = self.order(self.leader, self.from_dummy)[len(self.trick)]
        return hand, hand if hand < self.n else self.leader

    def best_card(self) -> tuple[int, int]:
        """The hand whose card wins the trick so far (it must have begun), and that card."""
        return best_of(self.trick, self.trump)

    def play(self, card: int) -> None:
        """Play `card` from the hand to play; a complete trick is settled as `play_out` settles it."""
        hand, _ = self.to_play()
        self.hands[hand].remove(card)
        self.trick.append((hand, card))
        if len(self.trick) < len(self.hands):
            return
        number = self.trick_no + 1
        best_h, _ = self.best_card()
        winner = best_h if best_h < self.n else self.leader
        self.won[winner] += 1
        self.captured[winner] += sum(1 for _, c in self.trick if c >> 4 == self.bid_suit[winner])
        if number in self.named[winner]:
            self.named_up[winner] += number
        if number in self.right:
            self.right_score += 2 * number if winner == self.declarer else -2 * number
        self.trick_no = number
        self.leader, self.from_dummy = winner, best_h == self.n
        self.trick = []


def _model_card(hand: list[int], trick: list[tuple[int, int]], trump: int, wants: bool, last: bool) -> int:
    """The model's card: win cheaply when it wants the trick, else duck as high as is safe."""
    worth = VALUES[trump].__getitem__
    if not trick:
        return max(hand, key=worth) if wants else min(hand, key=worth)
    cand = playable(hand, trick)
    best = best_of(trick, trump)[1]
    suit = best >> 4
    # beats(c, best, trump), inline: higher in the best card's suit, or a trump over another suit.
    beating = [c for c in cand if (c > best if c >> 4 == suit else c >> 4 == trump)]
    if wants and beating:
        pick = min if last else max  # last to play: the cheapest winner; else the strongest
        return pick(beating, key=worth)
    safe = [c for c in cand if not (c > best if c >> 4 == suit else c >> 4 == trump)]
    if not wants and safe:
        return max(safe, key=worth)
    return min(cand, key=worth)


def play_out(
    world: World,
    first: int | None = None,
    neutral: bool = False,
    rng: random.Random | None = None,
    noise: float = 0.0,
    mimic: bool = False,
) -> tuple[list[int], list[int], list[int], int, list[int]]:
    """Play the deal to its end; returns per seat won, captured, named values, the right score, trick winners.

    With `rng`, each card after `first` is a random legal one with chance `noise` instead of the model's;
    or with `mimic`, every one is drawn as the normal player would choose it (`bot.ai.abracadabra_mimic`);
    a card without choice is played without drawing.
    """
    n, trump, last_trick = world.n, world.trump, world.tricks
    hands = [list(h) for h in world.hands]
    trick = list(world.trick)
    won, captured = list(world.won), list(world.captured)
    named = [set(x) for x in world.named]
    named_value = [0] * n
    right = set(world.right)
    right_score = 0
    declarer = world.declarer
    contract = world.contract
    leader, from_dummy = world.leader, world.from_dummy
    number = world.trick_no + 1
    winners: list[int] = []
    while number <= last_trick:
        order = world.order(leader, from_dummy)
        size = len(order)
        while len(trick) < size:
            h = order[len(trick)]
            hand = hands[h]
            if first is not None:
                card, first = first, None
            elif len(cand := playable(hand, trick)) == 1 and (mimic or rng is None):
                card = cand[0]  # no choice, and no luck drawn for it (the noisy playouts draw theirs)
            else:
                seat = h if h < n else leader
                if neutral or contract[seat] < 0:
                    wants = True
                else:
                    wants = number in named[seat] or (seat == declarer and number in right)
                    if not wants:
                        future = sum(1 for r in named[seat] if r > number) + (
                            sum(1 for r in right if r > number) if seat == declarer else 0
                        )
                        wants = won[seat] + future < contract[seat]
                last = len(trick) == size - 1
                if mimic and rng is not None:
                    if not trick:
                        card = mimic_lead(hands, h, trump, n, wants, rng)
                    else:
                        best_h = best_of(trick, trump)[0]
                        ahead = best_h if best_h < n else leader  # whose card takes the trick so far
                        named_now = number in named[ahead] or (ahead == declarer and number in right)
                        card = mimic_follow(cand, trick, trump, n, wants, last, named_now, rng)
                elif rng is not None and rng.random() < noise:
                    card = rng.choice(cand)
                else:
                    card = _model_card(hand, trick, trump, wants, last)
            hand.remove(card)
            trick.append((h, card))
        best_h = best_of(trick, trump)[0]
        winner = best_h if best_h < n else leader
        won[winner] += 1
        bid_suit = world.bid_suit[winner]
        for _, c in trick:
            if c >> 4 == bid_suit:
                captured[winner] += 1
        if number in named[winner]:
            named_value[winner] += number
        if number in right:
            right_score += 2 * number if winner == declarer else -2 * number
        winners.append(winner)
        leader, from_dummy = winner, best_h == n
        trick = []
        number += 1
    return won, captured, named_value, right_score, winners


def deal_score(world: World, seat: int, won: list[int], captured: list[int], named_value: list[int], right_score: int) -> int:
    """The seat's score for the deal once played out."""
    ok = [
        (won[p] >= world.contract[p] if world.at_least else won[p] == world.contract[p])
        for p in range(world.n)
    ]
    score = world.success[sum(ok) - 1] if ok[seat] else 0
    score += world.named_up[seat] + named_value[seat] + won[seat]
    score += (4 if world.exposed[seat] else 2) * captured[seat]
    if seat == world.declarer:
        score += world.right_score + right_score
    return score


def gains(world: World, rng: random.Random) -> list[int]:
    """Every seat's points in the deal played out as the normal player would play it (`bot.ai.abracadabra_mimic`)."""
    won, captured, named_value, right_score, _ = play_out(world, rng=rng, mimic=True)
    return [deal_score(world, p, won, captured, named_value, right_score) for p in range(world.n)]


def over_rivals(points: list[int], seat: int) -> float:
    """The seat's points against the mean of its rivals'."""
    return points[seat] - (sum(points) - points[seat]) / (len(points) - 1)


def relative(world: World, seat: int, rng: random.Random) -> float:
    """The seat's points in the deal played out as `gains` plays it, against the rivals' mean."""
    return over_rivals(gains(world, rng), seat)


def card_score(world: World, seat: int, card: int, rng: random.Random, totals: list[int] | None = None) -> float:
    """The seat's score for playing `card` (it is to play in `world`), the deal played out with `PLAY_NOISE`:
    its points against the rivals' mean; given the `totals` before the deal (the game's last deal),
    its margin over the best rival at the end."""
    won, captured, named_value, right_score, _ = play_out(world, first=card, rng=rng, noise=PLAY_NOISE)
    points = [deal_score(world, p, won, captured, named_value, right_score) for p in range(world.n)]
    if totals is None:
        return over_rivals(points, seat)
    return margin([t + g for t, g in zip(totals, points, strict=True)], seat)


def seat_view(state: State, seat: int) -> AbracadabraView:
    """The seat's view of an Abracadabra match."""
    return as_view(state.view(seat))


def deals_left(view: AbracadabraView) -> int:
    """Deals still to come after the current one (playing to a target: from the leader's total at
    `DEAL_POINTS` a deal)."""
    options = view["options"]
    played = view["deals_played"]
    deals = options["deals"]
    if deals:
        return max(0, deals - played - 1)
    target = options["target"]
    leader = max(view["scores"])
    return max(0, math.ceil((target - leader) / DEAL_POINTS) - 1)


def last_deal_totals(view: AbracadabraView) -> list[int] | None:
    """The totals before the game's last deal, where only finishing first counts; None in other deals."""
    return list(view["scores"]) if deals_left(view) == 0 else None


def win_chance(totals: list[int], seat: int, left: int) -> float:
    """The seat's chance to win the game from these totals with `left` deals to come (its `lead` at the end)."""
    if left == 0:
        return lead(totals, seat)
    return 1 / (1 + math.exp(-(margin(totals, seat) - WIN_SHIFT) / (WIN_SCALE * math.sqrt(left))))


def standing(world: World, seat: int, rng: random.Random, totals: list[int], left: int) -> float:
    """The seat's `win_chance` after the deal played out as `gains` plays it."""
    return win_chance([t + g for t, g in zip(totals, gains(world, rng), strict=True)], seat, left)


def card_codes(state: State, seat: int, legal: list[Action]) -> list[int]:
    """The card code each of the seat's legal Plays stands for (the Joker as its card)."""
    ja = seat_view(state, seat)["joker_as"]
    cards = []
    for action in legal:
        assert isinstance(action, Play)
        cards.append(TEXT_CARD[ja] if action.card == JOKER and ja else action.card)
    return cards


def _suit_strength(hand: list[int], suit: int) -> int:
    cards = [c for c in hand if c >> 4 == suit]
    return 2 * len(cards) + sum(max(0, (c & 15) - 10) for c in cards)


class AbracadabraPolicy:
    """A sampling computer player (see the module docstring).

    `suit_by_captures`: choose the bid suit by the captures it brings in sampled deals rather than by
    length and honours (slower, and the better choice for `hard`'s planning). `sampled_play`: score
    each card by noisy playouts against the rivals (`card_score`), else by the seat's own points in
    the model's playouts (cheaper: `hard`'s prior, whose cards its search weighs anyway).
    """

    def __init__(self, suit_by_captures: bool = False, sampled_play: bool = True) -> None:
        self.suit_by_captures = suit_by_captures
        self.sampled_play = sampled_play

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        """The chosen action for `seat`."""
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        if isinstance(first, Play):
            return self._play(state, seat, legal, rng)
        if isinstance(first, ChooseSuit) and self.suit_by_captures:
            return self._capture_suit(state, seat, legal, rng)
        if isinstance(first, ChooseSuit | NameTrump):
            return self._best_suit(state, seat, legal)
        if isinstance(first, Bid | Pass):
            return self._bid(state, seat, legal, rng)
        if isinstance(first, Place):
            return self._place(state, seat, legal, rng)
        if isinstance(first, Right):
            return self._right(state, seat, legal, rng)
        if isinstance(first, Expose | Keep):
            return self._expose(state, seat, legal, rng)
        return rng.choice(legal)

    # ------------------------------------------------------------ sampling
    def _worlds(self, state: State, seat: int, rng: random.Random, count: int) -> list[World]:
        base = rng.randrange(1 << 30)
        worlds = []
        for i in range(count):
            d = state.determinize(seat, f"{base}:{i}").to_dict()
            if d["trump"] is None and d["opts"]["joker"] == "without":
                d["trump"] = self._best_suit_index(state, seat)  # trump not named yet: assume our best suit
            worlds.append(World(d))
        return worlds

    def _trick_chances(self, state: State, seat: int, rng: random.Random) -> tuple[list[float], float]:
        """Per trick number, the chance this seat wins it in natural play; and expected bid-suit captures."""
        worlds = self._worlds(state, seat, rng, CONTRACT_SAMPLES)
        tricks = worlds[0].tricks
        chance = [0.0] * (tricks + 1)
        captures = 0.0
        for world in worlds:
            _, captured, _, _, winners = play_out(world, neutral=True)
            for number, winner in enumerate(winners, start=world.trick_no + 1):
                if winner == seat:
                    chance[number] += 1 / len(worlds)
            captures += captured[seat] / len(worlds)
        return chance, captures

    # ------------------------------------------------------------ decisions
    def _best_suit_index(self, state: State, seat: int) -> int:
        hand = self._hand(state, seat)
        return max(range(4), key=lambda s: (_suit_strength(hand, s), -s))

    def _hand(self, state: State, seat: int) -> list[int]:
        view = seat_view(state, seat)
        joker_as = view["joker_as"]
        hand = view.get("hand", [])
        return [TEXT_CARD[joker_as if t == JOKER_TEXT and joker_as else t] for t in hand if t != JOKER_TEXT or joker_as]

    def _best_suit(self, state: State, seat: int, legal: list[Action]) -> Action:
        hand = self._hand(state, seat)
        suits = [a for a in legal if isinstance(a, ChooseSuit | NameTrump)]
        return max(suits, key=lambda a: (_suit_strength(hand, a.suit), -a.suit))

    def _capture_suit(self, state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """The bid suit whose cards this seat would capture most in sampled deals played out naturally."""
        hand = self._hand(state, seat)
        worlds = self._worlds(state, seat, rng, CAPTURE_SAMPLES)
        suits = [a for a in legal if isinstance(a, ChooseSuit)]
        captures = dict.fromkeys((a.suit for a in suits), 0)
        for world in worlds:
            for suit in captures:
                world.bid_suit[seat] = suit  # natural play does not depend on the bid suits
                captures[suit] += play_out(world, neutral=True)[1][seat]
        return max(suits, key=lambda a: (captures[a.suit], _suit_strength(hand, a.suit), -a.suit))

    def _bid(self, state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        view = seat_view(state, seat)
        chance, _ = self._trick_chances(state, seat, rng)
        expected = round(sum(chance))
        high = view["high_bid"]
        players = view["players"]
        is_last = len(view["auction"]) % players == players - 1
        if expected > high:
            return next(a for a in legal if isinstance(a, Bid) and a.tricks == expected)
        if is_last and high == 0:  # a throw-in scores nothing: take the contract at a modest level
            return next(a for a in legal if isinstance(a, Bid) and a.tricks == max(1, expected))
        return next(a for a in legal if isinstance(a, Pass))

    def _place(self, state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        view = seat_view(state, seat)
        chance, _ = self._trick_chances(state, seat, rng)
        tricks = view["tricks_per_deal"]
        high = view["high_bid"]
        count = high if seat == view["declarer"] else max(0, min(high - 1, round(sum(chance) * CONTRACT_SHARE)))
        ranked = sorted(range(1, tricks + 1), key=lambda t: (-chance[t] * (t + NAME_OFFSET), t))
        wanted = tuple(sorted(ranked[:count]))
        return next((a for a in legal if isinstance(a, Place) and a.ranks == wanted), legal[0])

    def _right(self, state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        chance, _ = self._trick_chances(state, seat, rng)
        placed = max((a for a in legal if isinstance(a, Right)), key=lambda a: len(a.ranks)).ranks
        wanted = tuple(r for r in placed if chance[r] >= RIGHT_SIDE_CHANCE)
        return next(a for a in legal if isinstance(a, Right) and a.ranks == wanted)

    def _expose(self, state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        view = seat_view(state, seat)
        contract = view["bid_cards"][seat]["contract"]
        _, captures = self._trick_chances(state, seat, rng)
        expose = (contract is not None and contract <= 1) or captures >= EXPOSE_CAPTURES
        return next(a for a in legal if isinstance(a, Expose if expose else Keep))

    def _play(self, state: State, seat: int, legal: list[Action], rng: random.Random) -> Action:
        """The card with the best total score over the same sampled deals (the first of equals)."""
        cards = card_codes(state, seat, legal)
        score: Callable[[int], float]
        if self.sampled_play:
            totals = last_deal_totals(seat_view(state, seat))
            worlds = self._worlds(state, seat, rng, PLAY_SAMPLES)
            lucks = [rng.randrange(1 << 62) for _ in worlds]

            def score(card: int) -> float:
                return sum(card_score(world, seat, card, random.Random(luck), totals) for world, luck in zip(worlds, lucks, strict=True))
        else:  # the seat's own deal score when the model plays the deals out
            model_worlds = self._worlds(state, seat, rng, MODEL_PLAY_SAMPLES)

            def score(card: int) -> float:
                return sum(deal_score(world, seat, *play_out(world, first=card)[:4]) for world in model_worlds)

        return legal[max(range(len(legal)), key=lambda i: score(cards[i]))]


POLICY = AbracadabraPolicy()
