"""Abracadabra wording for Discord: event lines, action labels and groups, the turn prompt, and the
multi-selects for choosing bid cards (placement and the Declarer's right side).

A placement of D bid cards has up to C(13, D) forms (1716 for D = 6): it is never listed. The player
picks the ranks in one multi-select (≤ 13 options) and the bot sends `place <ranks>`; the engine's
parser accepts the ranks in any order and makes the text canonical (`place 9 A 4` → `place A 4 9`).
"""

from __future__ import annotations

from math import comb
from typing import Any

from bot.games.base import Event
from cogs.present import MultiChoice

SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAME = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
BID_RANK = {1: "A", 11: "J", 12: "Q", 13: "K"}
RANK_OF = {"A": 1, "J": 11, "Q": 12, "K": 13, **{str(r): r for r in range(2, 11)}}
# At most this many choices are shown as plain buttons (e.g. the right side of a 2-card contract).
FEW = 4


def _who(names: list[str], seat: int | None) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else "Someone"


def card(text: str, joker_as: str | None = None) -> str:
    """'QH' as 'Q♥'; the Joker as 'Joker (Q♥)' when it stands for a card."""
    if text == "JK":
        return f"Joker ({card(joker_as)})" if joker_as else "Joker"
    return text[:-1] + SYMBOL.get(text[-1], text[-1])


def ranks(values: list[int]) -> str:
    """Bid ranks as 'A 4 9' ('none' when empty)."""
    return " ".join(BID_RANK.get(r, str(r)) for r in values) or "none"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def event_line(event: Event, names: list[str], lang: str = "en") -> str | None:
    """One short Markdown line for an event (None to leave it out)."""
    d = event.data
    who = _who(names, event.seat)
    kind = event.kind
    if kind == "deal":
        trump = f"trump **{SYMBOL[d['trump']]}**" if d["trump"] else "no trump" if d["turnup"] == "JK" else "trump to be named"
        up = f"turn-up **{card(d['turnup'])}**, " if d["turnup"] else ""
        return f"**Deal {d['deal']}** — {_who(names, d['dealer'])} deals; {up}{trump}."
    if kind == "hand":
        return "Your hand: " + " ".join(card(c) for c in d["cards"])
    if kind == "suit":
        return f"{who} takes the **{SYMBOL[d['suit']]} {SUIT_NAME[d['suit']]}** as bid suit."
    if kind == "bid":
        return f"{who} bids **{d['tricks']}**."
    if kind == "pass":
        return f"{who} passes."
    if kind == "dummy_exposed":
        return "Both passed: the dummy is turned up — " + " ".join(card(c) for c in d["cards"]) + ". One more round."
    if kind == "thrown_in":
        return "Everyone passed: the deal is thrown in."
    if kind == "declarer":
        return f"{who} is **Declarer** for {d['contract']}."
    if kind == "place":
        return f"{who} places {d['count']} bid card{'' if d['count'] == 1 else 's'} face down."
    if kind == "placed":
        return f"You name tricks {ranks(d['ranks'])}."
    if kind == "trump":
        return f"{who} names **{SYMBOL[d['suit']]} {SUIT_NAME[d['suit']]}** trump."
    if kind == "right":
        if not d["ranks"]:
            return f"{who} keeps every bid card on the left."
        return f"{who} moves **{ranks(d['ranks'])}** face up to the right (double, won or lost)."
    if kind == "expose":
        return f"{who} exposes the stack: {ranks(d['ranks'])}."
    if kind == "keep":
        return None
    if kind == "dummy_shown":
        return "The dummy is face up: " + " ".join(card(c) for c in d["cards"]) + "."
    if kind == "play":
        return None  # the trick line says it all
    if kind == "trick":
        cards = " ".join(card(c) for c in d["cards"])
        return f"Trick {d['trick']}: {cards} — **{who}** wins{' with the dummy' if d['dummy_won'] else ''}."
    if kind == "abracadabra":
        return f"✨ **Abracadabra!** {who} named the {_ordinal(d['trick'])} trick and won it (+{d['rank']})."
    if kind == "centre":
        return f"{who}'s card for the {_ordinal(d['trick'])} trick goes to the centre."
    if kind == "right_kept":
        return f"{who}'s right-side {ranks([d['rank']])} stands (+{2 * d['rank']})."
    if kind == "right_down":
        return f"{who}'s right-side {ranks([d['rank']])} is turned face down (−{2 * d['rank']})."
    if kind == "deal_end":
        parts = [f"{_who(names, s)} {t['total']:+d}" for s, t in enumerate(d["scores"])]
        return f"**Deal {d['deal']} scored** — " + ", ".join(parts) + " · totals " + ", ".join(map(str, d["totals"]))
    if kind == "game_over":
        winners = " & ".join(_who(names, s) for s in d["winners"])
        return f"🏆 **{winners}** win{'s' if len(d['winners']) == 1 else ''} with {max(d['scores'])} points."
    return None


def action_label(action_text: str, view: dict[str, Any], lang: str = "en") -> str:
    """Button/select label for an action."""
    verb, _, rest = action_text.partition(" ")
    if verb == "suit":
        return f"{SYMBOL[rest]} {SUIT_NAME[rest].capitalize()}"
    if verb == "trump":
        return f"Trump {SYMBOL[rest]} {SUIT_NAME[rest]}"
    if verb == "bid":
        return f"Bid {rest}"
    if verb == "pass":
        return "Pass"
    if verb == "place":
        return "Name no tricks" if rest == "none" else f"Name tricks {_canonical(rest)}"
    if verb == "right":
        return "Nothing to the right" if rest == "none" else f"Right side: {_canonical(rest)}"
    if verb == "expose":
        return "Expose my stack (bid-suit cards score 4)"
    if verb == "keep":
        return "Keep my stack hidden"
    if verb == "play":
        return card(rest, view.get("joker_as"))
    if verb == "dummy":
        return f"Dummy: {card(rest, view.get('joker_as'))}"
    return action_text[:80]


def action_group(action_text: str, view: dict[str, Any], lang: str = "en") -> str:
    """The step a choice belongs to: the suit for cards, the number of cards for placements."""
    verb, _, rest = action_text.partition(" ")
    if verb in ("play", "dummy"):
        if rest == "JK":
            joker_as = view.get("joker_as")
            rest = joker_as or "JK"
        suit = rest[-1]
        return f"{SYMBOL.get(suit, '🃏')} {SUIT_NAME.get(suit, 'Joker')}"
    if verb in ("place", "right"):
        count = 0 if rest == "none" else len(rest.split())
        return f"{verb} {count} card{'' if count == 1 else 's'}"
    return verb


def _canonical(rest: str) -> str:
    """Bid ranks in trick order, whatever order they were picked in ('9 A 4' → 'A 4 9')."""
    words = rest.upper().split()
    if all(w in RANK_OF for w in words):
        words.sort(key=RANK_OF.__getitem__)
    return " ".join(words)


def _rank_option(token: str, suit: str | None) -> tuple[str, str]:
    """A multi-select option for a bid card: ('A♠ · 1st trick', 'A')."""
    rank = RANK_OF[token]
    return f"{token}{SYMBOL.get(suit or '', '')} · {_ordinal(rank)} trick", token


def multi_choice(actions: list[str], view: dict[str, Any], lang: str = "en") -> tuple[list[MultiChoice], list[str]] | None:
    """Placement and right side as one multi-select of ranks (the `none` choice stays a button).

    Used only where the sets of ranks map exactly onto the legal actions (every choice of min..max
    of the offered ranks is legal, nothing else is); otherwise the plain menu is used.
    """
    if len(actions) <= FEW:
        return None
    verb = actions[0].partition(" ")[0]
    if verb not in ("place", "right"):
        return None
    none = f"{verb} none"
    sets = [a.split()[1:] for a in actions if a != none]
    if any(a.partition(" ")[0] != verb for a in actions) or not sets:
        return None
    tokens = sorted({t for ranks in sets for t in ranks}, key=lambda t: RANK_OF.get(t, 99))
    if any(t not in RANK_OF for t in tokens) or len(tokens) > 25:
        return None
    low, high = min(map(len, sets)), max(map(len, sets))
    distinct = {tuple(sorted(r, key=RANK_OF.__getitem__)) for r in sets}
    if len(distinct) != len(sets) or len(sets) != sum(comb(len(tokens), k) for k in range(low, high + 1)):
        return None  # not every combination is legal: let the plain menu list them
    seat = view.get("seat")
    suit = view["bid_cards"][seat]["suit"] if seat is not None and view.get("bid_cards") else None
    if verb == "place":
        if low == high:
            placeholder = f"Pick exactly {low} bid cards: the tricks you will win"
        else:
            placeholder = f"Pick {low}–{high} bid cards: the tricks you will win"
    else:
        placeholder = "Pick cards to move face up to the right (double, won or lost)"
    multi = MultiChoice(verb, placeholder, [_rank_option(t, suit) for t in tokens], low, high)
    return [multi], [a for a in actions if a == none]


def turn_prompt(view: dict[str, Any], names: list[str], lang: str = "en") -> str:
    """What is awaited from whom (in a player's own view: what they are asked, in the second person)."""
    phase = view["phase"]
    if phase == "over":
        winners = view.get("winners") or []
        return "Game over: " + " & ".join(_who(names, s) for s in winners) + " won."
    if view.get("seat") is not None and view["seat"] == view["turn"]:
        return _your_prompt(view)
    who = _who(names, view["turn"])
    if phase == "suit":
        return f"{who} chooses a bid suit."
    if phase == "bid":
        high = view["high_bid"]
        bid = f"(highest bid {high})" if high else "(no bid yet)"
        return f"{who} bids or passes {bid}."
    if phase == "place":
        if view["turn"] == view["declarer"]:
            return f"{who}, Declarer, places {view['high_bid']} bid cards."
        return f"{who} places 0 to {view['high_bid'] - 1} bid cards."
    if phase == "trump":
        return f"{who}, Declarer, names trump."
    if phase == "right":
        return f"{who}, Declarer, may move placed cards to the right."
    if phase == "expose":
        return f"{who} exposes or keeps the stack."
    number = view["trick_no"] + 1
    if view["playing_hand"] == view["players"]:
        return f"{who} plays the dummy's card to trick {number}."
    if view["trick"]:
        return f"{who} plays to trick {number}."
    return f"{who} leads trick {number}" + (" from the dummy." if view["lead_from_dummy"] else ".")


def _your_prompt(view: dict[str, Any]) -> str:
    """The question put to the player whose decision it is."""
    phase, seat = view["phase"], view["seat"]
    high = view["high_bid"]
    suit = view["bid_cards"][seat]["suit"]
    mine = f"{SYMBOL[suit]} " if suit else ""
    if phase == "suit":
        return "choose your bid suit: its cards will name the tricks you mean to win."
    if phase == "bid":
        most = view["tricks_per_deal"]
        if high:
            return f"bid more than {high} tricks (up to {most}), or pass."
        return f"bid a number of tricks (1 to {most}), or pass."
    if phase == "place":
        if seat == view["declarer"]:
            last = "Q = 12th" if view["tricks_per_deal"] == 12 else "Q = 12th, K = 13th"
            return (
                f"you are Declarer for {high}: pick exactly {high} of your {mine}bid cards — "
                f"the tricks you mean to win (A = 1st trick … J = 11th, {last})."
            )
        if high - 1 == 1:
            return f"pick one of your {mine}bid cards — the trick you mean to win — or name no tricks."
        return f"pick up to {high - 1} of your {mine}bid cards — the tricks you mean to win — or name no tricks."
    if phase == "trump":
        return "as Declarer, name trump."
    if phase == "right":
        placed = view["bid_cards"][seat].get("left_ranks") or []
        return f"you may move any of your bid cards {ranks(placed)} face up to your right: they score double, won or lost."
    if phase == "expose":
        return "expose your stack (it shows which tricks you named; bid-suit cards you capture score 4, not 2) or keep it hidden."
    number = view["trick_no"] + 1
    if view["playing_hand"] == view["players"]:
        return f"play the **dummy's** card to trick {number}."
    if view["trick"]:
        return f"play to trick {number}."
    return f"lead trick {number}" + (" from the **dummy**." if view["lead_from_dummy"] else ".")
