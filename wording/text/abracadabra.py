"""Abracadabra wording for Discord: event lines, action labels and groups, the turn prompt, and the
multi-selects for choosing bid cards (placement and the Declarer's right side).

A placement of D bid cards has up to C(13, D) forms (1716 for D = 6): it is never listed. The player
picks the ranks in one multi-select (≤ 13 options) and the bot sends `place <ranks>`; the engine's
parser accepts the ranks in any order and makes the text canonical (`place 9 A 4` → `place A 4 9`).
"""

from __future__ import annotations

from collections.abc import Mapping
from math import comb

from bot.games.abracadabra.actions import Bid, ChooseSuit, Expose, Keep, NameTrump, Pass, Place, Play, Right
from bot.games.abracadabra.cards import (
    BID_TEXT,
    CARD_TEXT,
    JOKER,
    JOKER_TEXT,
    SUIT_SYMBOL,
    SUITS,
    TEXT_BID,
    TEXT_CARD,
    hand_order,
    rank_of,
    rank_text,
    suit_letter,
)
from bot.games.abracadabra.events import DealEndData, SeatDealData, data
from bot.games.abracadabra.scoring import ScoreTerms
from bot.games.abracadabra.views import AbracadabraView, as_view
from bot.games.base import Action, Event
from bot.i18n import isolated, ltr_run, number, paragraph, t
from wording.alt.abracadabra import image_text as alt_text
from wording.present import MultiChoice

SYMBOL = SUIT_SYMBOL  # the images' own suit symbols: one place for both
# At most this many choices are shown as plain buttons (e.g. the right side of a 2-card contract).
FEW = 4


def _t(lang: str, key: str, **params: str | int) -> str:
    """A message of this game's catalog (`abracadabra-<key>`)."""
    return t(lang, f"abracadabra-{key}", **params)


def _who(names: list[str], seat: int | None, lang: str = "en") -> str:
    return isolated(names[seat], lang) if seat is not None and 0 <= seat < len(names) else _t(lang, "someone")


def _join(lang: str, items: list[str], sep: str = "list-sep") -> str:
    return _t(lang, sep).join(items)


def suit_name(suit: str, lang: str = "en", *, title: bool = False) -> str:
    """'H' as 'hearts' / 'Herz' / 'دل' ('Hearts' with `title`)."""
    return _t(lang, f"suit-title-{suit}" if title else f"suit-{suit}")


def trick_ordinal(number: int, lang: str = "en") -> str:
    """The n-th trick of a deal: '3rd trick', '3. Stich', 'دست سوم'."""
    return _t(lang, "trick-ordinal", n=number)


def card(text: str, joker_as: str | None = None, lang: str = "en") -> str:
    """'QH' as 'Q♥'; the Joker as 'Joker (Q♥)' when it stands for a card."""
    if text == JOKER_TEXT:
        return _t(lang, "joker-as", card=card(joker_as, lang=lang)) if joker_as else _t(lang, "joker")
    code = TEXT_CARD[text]
    return ltr_run(rank_text(rank_of(code)) + SYMBOL[suit_letter(code)], lang)


def ranks(values: list[int], lang: str = "en") -> str:
    """Bid ranks as 'A 4 9' ('none' when empty)."""
    if not values:
        return _t(lang, "no-ranks")
    return ltr_run(" ".join(BID_TEXT[r] for r in values), lang)


def _cards(cards: list[str], lang: str) -> str:
    return " ".join(card(c, lang=lang) for c in cards)


def _score(lang: str, who: str, points: int) -> str:
    return _t(lang, "score-gain", who=who, points=points) if points >= 0 else _t(lang, "score-loss", who=who, points=-points)


def event_line(event: Event, names: list[str], lang: str = "en") -> str | None:
    """One short Markdown line for an event (a deal's scoring: a line per player); None to leave it out."""
    text = _event_line(event, names, lang)
    return None if text is None else "\n".join(paragraph(line, lang) for line in text.split("\n"))


def _event_line(event: Event, names: list[str], lang: str) -> str | None:
    who = _who(names, event.seat, lang)
    kind = event.kind
    if kind == "deal":
        return _deal_line(event, names, lang)
    if kind == "hand":
        return _t(lang, "hand", cards=_cards(data(event, "hand")["cards"], lang))
    if kind == "suit":
        suit = data(event, "suit")["suit"]
        return _t(lang, "suit-chosen", who=who, symbol=SYMBOL[suit], suit=suit_name(suit, lang))
    if kind == "bid":
        return _t(lang, "bid", who=who, tricks=data(event, "bid")["tricks"])
    if kind == "pass":
        return _t(lang, "pass", who=who)
    if kind == "dummy_exposed":
        return _t(lang, "dummy-exposed", cards=_cards(data(event, "dummy_exposed")["cards"], lang))
    if kind == "thrown_in":
        return _t(lang, "thrown-in")
    if kind == "declarer":
        return _t(lang, "declarer", who=who, contract=data(event, "declarer")["contract"])
    if kind == "place":
        return _t(lang, "place", who=who, count=data(event, "place")["count"])
    if kind == "placed":
        return _t(lang, "placed", ranks=ranks(data(event, "placed")["ranks"], lang))
    if kind == "trump":
        suit = data(event, "trump")["suit"]
        return _t(lang, "trump-named", who=who, symbol=SYMBOL[suit], suit=suit_name(suit, lang))
    if kind == "right":
        right = data(event, "right")["ranks"]
        return _t(lang, "right", who=who, ranks=ranks(right, lang)) if right else _t(lang, "right-none", who=who)
    if kind == "expose":
        return _t(lang, "expose", who=who, ranks=ranks(data(event, "expose")["ranks"], lang))
    if kind == "dummy_shown":
        return _t(lang, "dummy-shown", cards=_cards(data(event, "dummy_shown")["cards"], lang))
    if kind == "play":
        played = data(event, "play")
        shown = card(played["card"], played.get("joker_as"), lang)
        return _t(lang, "play-dummy" if played["dummy"] else "play", who=who, card=shown)
    if kind == "trick":
        won = data(event, "trick")
        key = "trick-dummy" if won["dummy_won"] else "trick"
        return _t(lang, key, trick=won["trick"], cards=_cards(won["cards"], lang), who=who)
    if kind == "abracadabra":
        book = data(event, "abracadabra")
        return _t(lang, "abracadabra", who=who, ordinal=trick_ordinal(book["trick"], lang), points=book["rank"])
    if kind == "centre":
        return _t(lang, "centre", who=who, ordinal=trick_ordinal(data(event, "centre")["trick"], lang))
    if kind == "right_kept":
        rank = data(event, "right_kept")["rank"]
        return _t(lang, "right-kept", who=who, rank=ranks([rank], lang), points=2 * rank)
    if kind == "right_down":
        rank = data(event, "right_down")["rank"]
        return _t(lang, "right-down", who=who, rank=ranks([rank], lang), points=2 * rank)
    if kind == "deal_end":
        return _deal_end_lines(data(event, "deal_end"), names, lang)
    return None  # keep, game_over (the finished game's prompt gives the result) and any other kind: no line


def _deal_end_lines(scored: DealEndData, names: list[str], lang: str) -> str:
    """The deal's header (points and totals), then each player's points term by term, as the rules score them."""
    scores = _join(lang, [_score(lang, _who(names, s, lang), term["total"]) for s, term in enumerate(scored["scores"])])
    totals = _join(lang, [_t(lang, "number", n=total) for total in scored["totals"]])
    lines = [_t(lang, "deal-scored", deal=scored["deal"], scores=scores, totals=totals)]
    for seat, (terms, facts) in enumerate(zip(scored["scores"], scored.get("seats", []), strict=False)):
        explained = _t(lang, "term-sep").join(_terms(terms, facts, scored.get("at_least", False), lang))
        lines.append(_t(lang, "deal-seat", who=_who(names, seat, lang), points=number(lang, terms["total"], signed=True), terms=explained))
    return "\n".join(lines)


def _terms(terms: ScoreTerms, facts: SeatDealData, at_least: bool, lang: str) -> list[str]:
    """One player's score terms in words: the contract and its bonus, then every term that scored."""
    role = "declarer" if facts["declarer"] else "contract"
    contract = facts["contract"]
    made = _t(lang, "term-made", points=terms["success"]) if terms["success"] else _t(lang, "term-missed", contract=contract, **{"at-least": "yes" if at_least else "no"})
    out = [_t(lang, f"term-{role}", contract=contract, won=facts["won"], result=made)]
    if facts["named"]:
        out.append(_t(lang, "term-named", ranks=ranks(facts["named"], lang), points=terms["named"]))
    if facts["right_up"]:
        out.append(_t(lang, "term-right-kept", ranks=ranks(facts["right_up"], lang), points=2 * sum(facts["right_up"])))
    if facts["right_down"]:
        out.append(_t(lang, "term-right-lost", ranks=ranks(facts["right_down"], lang), points=2 * sum(facts["right_down"])))
    if facts["won"]:
        out.append(_t(lang, "term-tricks", won=facts["won"]))
    if facts["captured"]:
        out.append(_t(lang, "term-suit-exposed" if facts["exposed"] else "term-suit", count=facts["captured"], points=terms["suit"]))
    return out



def _deal_line(event: Event, names: list[str], lang: str) -> str:
    """The line of a new deal: its number, the dealer, the turn-up and trump."""
    dealt = data(event, "deal")
    if dealt["trump"]:
        trump = _t(lang, "deal-trump", symbol=SYMBOL[dealt["trump"]])
    else:
        trump = _t(lang, "deal-no-trump" if dealt["turnup"] == JOKER_TEXT else "deal-trump-later")
    if dealt["turnup"]:
        trump = _t(lang, "deal-turnup", card=card(dealt["turnup"], lang=lang), trump=trump)
    return _t(lang, "deal", deal=dealt["deal"], dealer=_who(names, dealt["dealer"], lang), trump=trump)


def action_label(action: Action, view: Mapping[str, object], lang: str = "en") -> str:
    """Button/select label for an action."""
    game_view = as_view(view)
    if isinstance(action, ChooseSuit):
        suit = SUITS[action.suit]
        return _t(lang, "label-suit", symbol=SYMBOL[suit], suit=suit_name(suit, lang, title=True))
    if isinstance(action, NameTrump):
        suit = SUITS[action.suit]
        return _t(lang, "label-trump", symbol=SYMBOL[suit], suit=suit_name(suit, lang))
    if isinstance(action, Bid):
        return _t(lang, "label-bid", tricks=action.tricks)
    if isinstance(action, Pass):
        return _t(lang, "label-pass")
    if isinstance(action, Place | Right):
        verb = "place" if isinstance(action, Place) else "right"
        return _t(lang, f"label-{verb}-none") if not action.ranks else _t(lang, f"label-{verb}", ranks=ltr_run(_ranks(action.ranks), lang))
    if isinstance(action, Expose):
        return _t(lang, "label-expose")
    if isinstance(action, Keep):
        return _t(lang, "label-keep")
    if isinstance(action, Play):
        shown = card(CARD_TEXT[action.card], game_view["joker_as"], lang)
        return _t(lang, "label-dummy", card=shown) if action.dummy else shown
    return str(action)[:80]


def action_group(action: Action, view: Mapping[str, object], lang: str = "en") -> str:
    """The step a choice belongs to: the suit for cards, the number of cards for placements."""
    game_view = as_view(view)
    if isinstance(action, Play):
        played = action.card
        if played == JOKER and game_view["joker_as"]:
            played = TEXT_CARD[game_view["joker_as"]]  # the Joker goes with the suit it stands for
        if played == JOKER:
            return _t(lang, "group-joker")
        suit = suit_letter(played)
        return _t(lang, "group-suit", symbol=SYMBOL[suit], suit=suit_name(suit, lang))
    if isinstance(action, Place | Right):
        return _t(lang, f"group-{'place' if isinstance(action, Place) else 'right'}", count=len(action.ranks))
    group = GROUPS.get(type(action))
    return _t(lang, group) if group else str(action)


GROUPS: dict[type[Action], str] = {
    Bid: "group-bid",
    Pass: "group-pass",
    NameTrump: "group-trump",
    Expose: "group-expose",
    Keep: "group-keep",
    ChooseSuit: "group-suit-step",
}


def _ranks(ranks: tuple[int, ...]) -> str:
    """Bid ranks in trick order, as the bid cards show them ('A 4 9')."""
    return " ".join(BID_TEXT[rank] for rank in sorted(ranks))


def _rank_option(token: str, suit: str | None, lang: str = "en") -> tuple[str, str]:
    """A multi-select option for a bid card: ('A♠ · 1st trick', 'A')."""
    rank = TEXT_BID[token]
    label = _t(lang, "rank-option", card=ltr_run(f"{token}{SYMBOL.get(suit or '', '')}", lang), trick=trick_ordinal(rank, lang))
    return label, token


def in_hand_order(actions: list[Action], view: AbracadabraView) -> list[Action]:
    """Card plays in the order the hand image shows the cards (trump first, high to low)."""
    by_card = {CARD_TEXT[a.card]: a for a in actions if isinstance(a, Play)}
    return [by_card[text] for text in hand_order(list(by_card), view.get("trump"), view.get("joker_as"))]


def multi_choice(actions: list[Action], view: Mapping[str, object], lang: str = "en") -> tuple[list[MultiChoice], list[Action]] | None:
    """Placement and right side as one multi-select of ranks (the `none` choice stays a button); card
    plays as buttons in the hand image's order.

    Used only where the sets of ranks map exactly onto the legal actions (every choice of min..max
    of the offered ranks is legal, nothing else is); otherwise the plain menu is used.
    """
    game_view = as_view(view)
    if actions and all(isinstance(a, Play) for a in actions):
        return [], in_hand_order(actions, game_view)
    if len(actions) <= FEW or not isinstance(actions[0], Place | Right):
        return None
    kind = type(actions[0])
    chosen = [a for a in actions if isinstance(a, Place | Right) and type(a) is kind]
    sets = [a.ranks for a in chosen if a.ranks]
    if len(chosen) != len(actions) or not sets:
        return None
    ranks = sorted({rank for chosen_ranks in sets for rank in chosen_ranks})
    if len(ranks) > 25:
        return None
    low, high = min(map(len, sets)), max(map(len, sets))
    distinct = {tuple(sorted(r)) for r in sets}
    if len(distinct) != len(sets) or len(sets) != sum(comb(len(ranks), k) for k in range(low, high + 1)):
        return None  # not every combination is legal: let the plain menu list them
    verb = "place" if kind is Place else "right"
    seat = game_view["seat"]
    suit = game_view["bid_cards"][seat]["suit"] if seat is not None and game_view["bid_cards"] else None
    if verb == "right":
        placeholder = _t(lang, "pick-right")
    elif low == high:
        placeholder = _t(lang, "pick-exactly", count=low)
    else:
        placeholder = _t(lang, "pick-range", low=low, high=high)
    multi = MultiChoice(verb, placeholder, [_rank_option(BID_TEXT[rank], suit, lang) for rank in ranks], low, high)
    return [multi], [a for a in chosen if not a.ranks]


def turn_prompt(view: Mapping[str, object], names: list[str], lang: str = "en") -> str:
    """What is awaited from whom (in a player's own view: what they are asked, in the second person)."""
    return paragraph(_turn_prompt(as_view(view), names, lang), lang)


def _turn_prompt(view: AbracadabraView, names: list[str], lang: str) -> str:
    phase = view["phase"]
    if phase == "over":
        winners = view["winners"] or []
        who = _join(lang, [_who(names, s, lang) for s in winners], "and-sep")
        return _t(lang, "prompt-over", winners=who, count=len(winners), points=max(view["scores"], default=0))
    seat = view["seat"]
    if seat is not None and seat == view["turn"]:
        return _your_prompt(view, seat, lang)
    who = _who(names, view["turn"], lang)
    if phase == "suit":
        return _t(lang, "prompt-suit", who=who)
    if phase == "bid":
        high = view["high_bid"]
        return _t(lang, "prompt-bid", who=who, high=high) if high else _t(lang, "prompt-bid-first", who=who)
    if phase == "place":
        if view["turn"] == view["declarer"]:
            return _t(lang, "prompt-place-declarer", who=who, count=view["high_bid"])
        return _t(lang, "prompt-place", who=who, most=view["high_bid"] - 1)
    if phase in ("trump", "right", "expose"):
        return _t(lang, f"prompt-{phase}", who=who)
    number = view["trick_no"] + 1
    if view["playing_hand"] == view["players"]:
        return _t(lang, "prompt-play-dummy", who=who, trick=number)
    if view["trick"]:
        return _t(lang, "prompt-play", who=who, trick=number)
    return _t(lang, "prompt-lead-dummy" if view["lead_from_dummy"] else "prompt-lead", who=who, trick=number)


def _your_prompt(view: AbracadabraView, seat: int, lang: str = "en") -> str:
    """The question put to the player (`seat`) whose decision it is."""
    phase = view["phase"]
    high = view["high_bid"]
    suit = view["bid_cards"][seat]["suit"]
    symbol = SYMBOL[suit] if suit else ""
    if phase == "suit":
        return _t(lang, "you-suit")
    if phase == "bid":
        most = view["tricks_per_deal"]
        if high:
            return _t(lang, "you-bid-higher", high=high, most=most)
        return _t(lang, "you-bid", most=most)
    if phase == "place":
        if seat == view["declarer"]:
            return _t(lang, "you-place-declarer", count=high, symbol=symbol, tricks=view["tricks_per_deal"])
        return _t(lang, "you-place", most=high - 1, symbol=symbol)
    if phase in ("trump", "expose"):
        return _t(lang, f"you-{phase}")
    if phase == "right":
        placed = view["bid_cards"][seat]["left_ranks"] or []
        return _t(lang, "you-right", ranks=ranks(placed, lang))
    number = view["trick_no"] + 1
    if view["playing_hand"] == view["players"]:
        return _t(lang, "you-play-dummy", trick=number)
    if view["trick"]:
        return _t(lang, "you-play", trick=number)
    return _t(lang, "you-lead-dummy" if view["lead_from_dummy"] else "you-lead", trick=number)


def image_text(kind: str, view: Mapping[str, object], lang: str = "en") -> str:
    """The alt text of an image of `kind` ("table", "hand", "final") of `view` (`wording.alt.abracadabra`)."""
    return alt_text(kind, view, lang, turn_prompt)
