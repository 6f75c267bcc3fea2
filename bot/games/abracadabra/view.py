"""Abracadabra's views: what one seat (or the public) may know of a match."""

from __future__ import annotations

from typing import Any

from bot.games.base import ranked_winners

from .cards import CARD_TEXT, JOKER, SUITS
from .legal import playing_hand, to_move
from .match import card_texts
from .scoring import copy_terms
from .views import AbracadabraView, BidCards, Options, TrickCard


def view(d: dict[str, Any], seat: int | None) -> AbracadabraView:
    """JSON-safe view of what `seat` may know; None is the public view."""
    n = d["n"]
    known_dummy = d["dummy"] and d["dummy_open"]
    bid_cards: list[BidCards] = []
    for p in range(n):
        own = p == seat
        entry: BidCards = {
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
    opts = d["opts"]
    options: Options = {
        "joker": opts["joker"],
        "success": opts["success"],
        "dummy": opts["dummy"],
        "target": opts["target"],
        "deals": opts["deals"],
    }
    view: AbracadabraView = {
        "game": "abracadabra",
        "seat": seat,
        "players": n,
        "to_move": sorted(to_move(d)),
        "phase": d["phase"],
        "turn": d["turn"],
        "options": options,
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
        "trick": [_trick_card(d, h, c) for h, c in d["trick"]],
        "trick_no": d["trick_no"],
        "leader": d["leader"] if d["phase"] == "play" else None,
        "lead_from_dummy": d["from_dummy"],
        "playing_hand": playing_hand(d) if d["phase"] == "play" else None,
        "last_trick": None
        if last_trick is None
        else {
            "number": last_trick["number"],
            "winner": last_trick["winner"],
            "cards": [_trick_card(d, h, c) for h, c in last_trick["cards"]],
        },
        "trick_winners": list(d["winners"]),
        "won": list(d["won"]),
        "captured": list(d["captured"]),
        "voids": [[SUITS[s] for s in range(4) if mask >> s & 1] for mask in d["voids"]],
        "scores": list(d["totals"]),
        "history": [list(h) for h in d["history"]],
        "breakdown": None if d["breakdown"] is None else [copy_terms(t) for t in d["breakdown"]],
        "dummy_hand": card_texts(d["hands"][n]) if known_dummy else None,
        "last": None if d["last"] is None else {"seat": d["last"][0], "action": d["last"][1]},
        "winners": ranked_winners(d["totals"]) if d["phase"] == "over" else None,
    }
    if seat is not None:
        view["hand"] = card_texts(d["hands"][seat])
    return view


def _trick_card(d: dict[str, Any], hand: int, card: int) -> TrickCard:
    n = d["n"]
    return {
        "hand": hand,
        "seat": hand if hand < n else d["leader"],
        "dummy": hand == n,
        "card": CARD_TEXT[card],
        "as": CARD_TEXT[d["joker_as"]] if card == JOKER and d["joker_as"] is not None else None,
    }
