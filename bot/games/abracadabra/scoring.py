"""Scoring one deal of Abracadabra (the five terms of the rules, per player)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypedDict

TERMS = ("success", "named", "right", "tricks", "suit")


class ScoreTerms(TypedDict):
    """One player's points for a deal, term by term (see TERMS), and their total."""

    success: int
    named: int
    right: int
    tricks: int
    suit: int
    total: int


@dataclass(frozen=True)
class DealFacts:
    """What the scoring of one player's deal needs."""

    contract: int
    tricks: int
    named_won: tuple[int, ...]  # face-up ranks on his left (Abracadabra cards)
    right_up: tuple[int, ...]  # Declarer's right side, still face up
    right_down: tuple[int, ...]  # Declarer's right side, turned face down
    bid_suit_captured: int
    exposed: bool


def succeeded(facts: DealFacts, at_least: bool) -> bool:
    """Tricks won match the contract (or reach it, with the at-least option)."""
    return facts.tricks >= facts.contract if at_least else facts.tricks == facts.contract


def score_deal(players: list[DealFacts], success_table: tuple[int, ...], at_least: bool) -> list[ScoreTerms]:
    """Each player's score terms and total for the deal: success, named, right, tricks, suit, total."""
    winners = sum(succeeded(p, at_least) for p in players)
    bonus = success_table[winners - 1] if winners else 0
    out: list[ScoreTerms] = []
    for p in players:
        success = bonus if succeeded(p, at_least) else 0
        named = sum(p.named_won)
        right = 2 * sum(p.right_up) - 2 * sum(p.right_down)
        suit = (4 if p.exposed else 2) * p.bid_suit_captured
        total = success + named + right + p.tricks + suit
        out.append({"success": success, "named": named, "right": right, "tricks": p.tricks, "suit": suit, "total": total})
    return out


def copy_terms(terms: Mapping[str, int]) -> ScoreTerms:
    """A fresh copy of one player's score terms (as stored in a match's data)."""
    return {
        "success": terms["success"],
        "named": terms["named"],
        "right": terms["right"],
        "tricks": terms["tricks"],
        "suit": terms["suit"],
        "total": terms["total"],
    }
