"""Druids computer player: one-trick lookahead over sampled deals, scored by a stack heuristic.

For each legal card the policy samples deals of the unseen cards (`state.determinize`), lets the
players still to act finish the trick with random legal cards, resolves the trick by the rules
(placing, five domains, Sickles) and scores the resulting stack tops for every seat. It plays the
card with the best average of its own score minus a share of the rivals' scores. The value of a
position counts the stack tops and discounts them for the risk of completing five domains (−3).
It reads only its own view, its legal actions and determinizations.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from bot.ai import lead, margin
from bot.ai.levels import Levels
from bot.ai.search import Knowledge
from bot.ai.tree import EngineTree
from bot.games.base import Action, State
from bot.games.druids.actions import ChooseSickle, LeadGaia, Play
from bot.games.druids.cards import (
    COLOUR_INDEX,
    COLOURS,
    DOMAIN_CARDS,
    FIVE_DOMAINS_SCORE,
    GAIA,
    SICKLE,
    VALUE_OF,
    VALUES,
    card_code,
)
from bot.games.druids.rules import led_colour, playable_cards, trick_winner
from bot.games.druids.state import DruidsState
from bot.games.druids.views import DruidsView

NO_STACK = -1
# A top's worth by card code, NO_STACK (-1) reading the 0 appended at the end (`top_total` sums in C).
TOP_VALUE = [*VALUE_OF, 0]
# The playout player's own points traded for one point less to the rival who takes the trick: among
# cards that leave its own stacks alike, it gives the taker the least (docs/computer-players.md: at
# five players over one round, hard won 37.0% of 400 games with it, 27.0% without).
RIVAL_GAIN = 0.1


@dataclass
class Table:
    """What the lookahead needs from the seat's view: tops per seat (card code or -1) and the trick."""

    me: int
    players: int
    tops: list[list[int]]
    trick: list[int]
    leader: int
    gaia_colour: int
    light: bool
    tricks_left: int


def read_table(view: DruidsView, me: int) -> Table:
    """The parts of a seat view the lookahead uses, as card codes and colour indices."""
    players = view["players"]
    tops = [[NO_STACK] * len(COLOURS) for _ in range(players)]
    for seat, mine in enumerate(view["stacks"]):
        for letter, stack in mine.items():
            tops[seat][COLOUR_INDEX[letter]] = card_code(stack["top"])
    gaia = view["gaia"]
    return Table(
        me=me,
        players=players,
        tops=tops,
        trick=[card_code(played["card"]) for played in view["plays"]],
        leader=view["leader"],
        gaia_colour=COLOUR_INDEX[gaia] if gaia else -1,
        light=view["side"] == "light",
        tricks_left=view["hand_sizes"][me],
    )


def top_total(tops: Sequence[int]) -> float:
    """The sum of one seat's top cards (its score if the round ended now)."""
    return float(sum(map(TOP_VALUE.__getitem__, tops)))


def position_value(tops: Sequence[int], tricks_left: int) -> float:
    """Expected worth of one seat's stacks: the tops, discounted for the risk of five domains."""
    held = len(tops) - tops.count(NO_STACK)
    total = top_total(tops)
    if held == 4:
        # One more colour ends the round at −3; the more tricks remain, the likelier that gets forced.
        risk = min(1.0, 0.06 * tricks_left)
        total -= risk * (total - FIVE_DOMAINS_SCORE)
    elif held == 3:
        total -= min(1.0, 0.02 * tricks_left) * (total - FIVE_DOMAINS_SCORE) * 0.5
    return total


def resolve(table: Table, trick: list[int], gaia_colour: int) -> tuple[list[list[int]], int | None, bool]:
    """Tops of every seat after a full trick, the seat with five domains (if any), and whether the round ends."""
    led = led_colour(trick, gaia_colour)
    winner = (table.leader + trick_winner(trick, led)) % table.players
    tops = [list(t) for t in table.tops]
    mine = tops[winner]
    place(mine, trick, table.light)
    if all(t != NO_STACK for t in mine):
        return tops, winner, True
    cut(mine, trick.count(SICKLE))
    return tops, None, table.tricks_left <= 1


def tops_of(stacks: Sequence[list[int]]) -> list[int]:
    """A seat's top card per colour (NO_STACK where it has no stack), from its stacks."""
    return [stack[-1] if stack else NO_STACK for stack in stacks]


def place(tops: list[int], trick: Sequence[int], light: bool) -> None:
    """Lay the trick's domain cards on the taker's `tops` (in place), in the order the rules place them."""
    # `placing_order` (the cards sorted, specials left out) with neither its call nor a second list:
    # the playouts lay a trick for every card they weigh.
    for card in sorted(trick, reverse=not light):
        if card < DOMAIN_CARDS:
            tops[card // VALUES] = card


def cut(tops: list[int], sickles: int) -> None:
    """Set aside the stack with the highest top once per Sickle (in place)."""
    for _ in range(sickles):
        best = max((VALUE_OF[c] for c in tops if c != NO_STACK), default=0)
        if best:
            # Equal tops are worth the same: which tied stack goes does not change the value.
            tops[next(i for i, c in enumerate(tops) if c != NO_STACK and VALUE_OF[c] == best)] = NO_STACK


def seat_value(tops: Sequence[int], seat: int, five: int | None, over: bool, left: int) -> float:
    """One seat's worth after a trick: −3 for five domains, its tops once the round has ended, else
    its tops discounted for the `left` tricks still to come."""
    if seat == five:
        return float(FIVE_DOMAINS_SCORE)
    if five is not None or over:
        return top_total(tops)
    return position_value(tops, left)


def complete_trick(start: list[int], hands: list[list[int]], gaia_colour: int, rng: random.Random) -> list[int]:
    """The trick `start` completed by a random legal card from each of `hands`, in turn."""
    trick = list(start)
    for hand in hands:
        trick.append(rng.choice(playable_cards(hand, led_colour(trick, gaia_colour))))
    return trick


def utility(table: Table, tops: list[list[int]], five: int | None, over: bool, rival_weight: float) -> float:
    """The seat's value minus a share of the rivals' mean value."""
    left = 0 if over else table.tricks_left - 1
    values = [seat_value(t, seat, five, over, left) for seat, t in enumerate(tops)]
    mine = values[table.me]
    rivals = [v for seat, v in enumerate(values) if seat != table.me]
    return mine - rival_weight * sum(rivals) / len(rivals)


class DruidsPolicy:
    """Sampled one-trick lookahead; `samples` deals per decision."""

    def __init__(self, samples: int = 16, rival_weight: float = 0.05) -> None:
        # A small rival weight: own points come first, but among cards that do not
        # change one's own result, prefer the one that hurts the trick's winner.
        self.samples = samples
        self.rival_weight = rival_weight

    def choose(self, state: State, seat: int, rng: random.Random) -> Action:
        """The card (or Gaia colour, or Sickle target) with the best sampled outcome."""
        actions = state.legal_actions(seat)
        if len(actions) == 1 or isinstance(actions[0], ChooseSickle):
            return actions[0]  # tied stacks have equal tops: removing either scores the same
        assert isinstance(state, DruidsState)
        table = read_table(state.view(seat), seat)
        waiting = table.players - len(table.trick) - 1
        worlds: list[list[list[int]]] = []
        if waiting:
            for _ in range(self.samples):
                world = state.determinize(seat, rng.getrandbits(32))
                after = [(seat + k) % table.players for k in range(1, waiting + 1)]
                worlds.append([[card_code(c) for c in world.view(s)["hand"]] for s in after])
        best_action, best_score = actions[0], float("-inf")
        for action in actions:
            score = self._score(table, action, worlds, rng)
            if score > best_score + 1e-9:
                best_action, best_score = action, score
        return best_action

    def _score(self, table: Table, action: Action, worlds: list[list[list[int]]], rng: random.Random) -> float:
        gaia_colour = table.gaia_colour
        light = table.light
        if isinstance(action, LeadGaia):
            card, gaia_colour = GAIA, action.colour
            light = action.side == "light"
        else:
            assert isinstance(action, Play)
            card = action.card
        table = Table(table.me, table.players, table.tops, table.trick, table.leader, gaia_colour, light, table.tricks_left)
        start = [*table.trick, card]
        if not worlds:
            return utility(table, *resolve(table, start, gaia_colour), self.rival_weight)
        total = 0.0
        for hands in worlds:
            trick = complete_trick(start, hands, gaia_colour, rng)
            total += utility(table, *resolve(table, trick, gaia_colour), self.rival_weight)
        return total / len(worlds)


def unseen_hands(match: DruidsState, seat: int, later: list[int], rng: random.Random) -> list[list[int]]:
    """Hands for the `later` seats, each of its real size, dealt afresh from every card `seat` cannot
    see (the other hands and the undealt cards, taken in card order).

    The search's playouts run in a sampled deal. A playout player that read that deal's hands would
    play every world as if it saw all the cards, and the search would then value each move as if the
    seat could: dealt afresh, it knows no more than its seat (docs/computer-players.md has the
    figures: stronger at three players, the same at four and five)."""
    if not later:
        return []
    hands = match.hands
    pool = match.undealt.copy()
    for other, hand in enumerate(hands):
        if other != seat:
            pool += hand
    pool.sort()
    # A partial Fisher-Yates shuffle, its draws inlined: as many cards as the later hands hold, each
    # uniform among those left (rng.sample draws alike at about 2.5 times the cost, and this runs on
    # most moves of every playout).
    getrandbits = rng.getrandbits
    size = len(pool)
    dealt = []
    i = 0
    for s in later:
        start = i
        end = i + len(hands[s])
        while i < end:
            left = size - i
            bits = left.bit_length()
            j = getrandbits(bits)
            while j >= left:
                j = getrandbits(bits)
            j += i
            pool[i], pool[j] = pool[j], pool[i]
            i += 1
        dealt.append(pool[start:end])
    return dealt


def quick_choice(state: State, seat: int, rng: random.Random) -> Action:
    """A fast player for search playouts: the card whose trick, completed by the later players with
    random legal cards from hands dealt afresh from the cards it cannot see (`unseen_hands`), leaves
    its own stacks worth most, less `RIVAL_GAIN` of what a rival who takes the trick gains by it. It
    reads only what its seat may know, so it chooses alike in every deal the seat cannot tell apart.
    Gaia's colour is random; a Sickle tie takes the first stack (tied tops score alike).

    It computes only the two rows of stacks that matter (the seat's and the trick winner's), by the
    rules `resolve` and `seat_value` follow."""
    actions = state.legal_actions(seat)
    first = actions[0]
    if len(actions) == 1 or isinstance(first, ChooseSickle):
        return first
    if isinstance(first, LeadGaia):
        return rng.choice(actions)
    match = cast(DruidsState, state)  # the search hands a playout only its own game's states
    players = match.n
    stacks = match.stacks
    hands = match.hands
    trick = match.trick
    leader = match.leader
    gaia_colour = match.gaia_colour
    light = match.side == "light"
    tricks_left = len(hands[seat])
    left = tricks_left - 1
    over = tricks_left <= 1
    later = unseen_hands(match, seat, [(seat + k) % players for k in range(1, players - len(trick))], rng)
    mine = tops_of(stacks[seat])
    unchanged = seat_value(mine, seat, None, over, left)
    mine_total = top_total(mine)
    # A trick winner's tops and their worth, found for the winners met only (one or two seats, not every seat).
    rivals: dict[int, tuple[list[int], float]] = {}
    playable: dict[tuple[int, int], list[int]] = {}
    getrandbits = rng.getrandbits
    best, best_value = first, float("-inf")
    for action in actions:
        assert isinstance(action, Play)
        cards = [*trick, action.card]
        led = led_colour(cards, gaia_colour)  # once set, the led colour stays
        for index, hand in enumerate(later):
            choices = playable.get((index, led))
            if choices is None:
                choices = playable[(index, led)] = playable_cards(hand, led)
            # rng.choice(choices), its draw inlined (the same card from the same generator state).
            size = len(choices)
            bits = size.bit_length()
            pick = getrandbits(bits)
            while pick >= size:
                pick = getrandbits(bits)
            cards.append(choices[pick])
            if led < 0:
                led = led_colour(cards, gaia_colour)
        winner = (leader + trick_winner(cards, led)) % players
        if winner == seat:
            theirs, before = mine, unchanged
        else:
            known = rivals.get(winner)
            if known is None:
                theirs = tops_of(stacks[winner])
                known = rivals[winner] = (theirs, seat_value(theirs, winner, None, over, left))
            theirs, before = known
        tops = list(theirs)
        place(tops, cards, light)
        if NO_STACK not in tops:
            # Five domains: −3 for the seat; a rival's ends the round with the seat's tops as they are.
            value = float(FIVE_DOMAINS_SCORE) if winner == seat else mine_total
        else:
            if SICKLE in cards:  # most tricks hold none: no call
                cut(tops, cards.count(SICKLE))
            after = seat_value(tops, winner, None, over, left)
            # A rival's gain counts against the seat: the less the trick gives its taker, the better
            # (a Sickle for his highest stack, a low card over his high top).
            value = after if winner == seat else unchanged - RIVAL_GAIN * (after - before)
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best


POLICY = DruidsPolicy()


def _standing(state: State, seat: int, final: bool) -> float:
    """The seat against its best rival in the totals: its `lead` when the game is decided; the
    margin alone, scaled, while more is to come (a search then plays for the win, not for points,
    where it counts)."""
    totals = state.scores()
    return lead(totals, seat) if final else margin(totals, seat) / 20


def knowledge() -> Knowledge:
    """What the hard search knows of Druids: a tree search (`bot.ai.tree.EngineTree`) whose playouts go
    to the end of the round by the quick trick lookahead, each player's reward his standing against
    his best rival (in the last round: won or not)."""

    def done(state: State, root: State, seat: int) -> bool:
        now, start = cast(DruidsState, state), cast(DruidsState, root)  # playouts of one game
        return now.round_no != start.round_no or now.is_over()

    def value(state: State, root: State, seat: int, rng: random.Random) -> float:
        # Playouts reach the end of the round, played by the quick trick lookahead: random cards to
        # the round's end, or one trick scored by the stack heuristic, play no better than the
        # heuristic itself.
        return _standing(state, seat, bool(state.is_over()))

    return Knowledge(prior=POLICY.choose, search=EngineTree(rollout=quick_choice, done=done, value=value))


# Easy plays 58% of its decisions at random, not half: at half it was too close to normal over full
# games (three players: normal won 49.4% against it, easy 60.2% against random; goal 1.6x the fair
# share, 53.3%, for both). See docs/computer-players.md.
EASY_SHARE = 0.58

PLAYERS = Levels(POLICY, knowledge, easy_share=EASY_SHARE)
