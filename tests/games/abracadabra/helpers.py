"""Positions for Abracadabra tests: deals with chosen hands, and short ways to drive them."""

from __future__ import annotations

from typing import Any

from bot.games.abracadabra import GAME
from bot.games.abracadabra.cards import JOKER, TEXT_CARD
from bot.games.abracadabra.state import AbracadabraState
from bot.games.base import Event


def cards(text: str) -> list[int]:
    """Card ids of 'QH 10S JK'."""
    return sorted(TEXT_CARD[t] for t in text.split())


def deal(
    players: int,
    hands: dict[int, str],
    options: dict[str, Any] | None = None,
    *,
    turnup: str | None = "keep",
    avoid: dict[int, str] | None = None,
) -> AbracadabraState:
    """A first deal (dealer seat 0) whose hands hold the given cards; the rest of the pack fills them.

    `turnup` sets the turn-up card ('JK' for no trump, None for no turn-up, 'keep' leaves the random
    one); `avoid[hand]` lists suits (letters) the filler must not give that hand.
    """
    state = GAME.new(players, 1, options or {})
    d = state.to_dict()
    everything = sorted(c for h in d["hands"] for c in h) + ([d["turnup"]] if d["turnup"] is not None else [])
    if turnup != "keep":
        d["turnup"] = None if turnup is None else TEXT_CARD[turnup]
    up = d["turnup"]
    trump = None if up is None or up == JOKER else up >> 4
    d.update(trump=trump, joker_as=up if trump is not None else None, joker_suit=-1 if trump is None else trump)
    fixed = {h: cards(t) for h, t in hands.items()}
    used = {c for cs in fixed.values() for c in cs} | ({up} if up is not None else set())
    pack = [c for c in everything if c not in used]
    if up is not None and up != JOKER and JOKER not in used and JOKER not in pack:
        pack.append(JOKER)
    size = d["tricks"]
    new_hands = [list(fixed.get(h, [])) for h in range(len(d["hands"]))]
    banned = {h: {"SHDC".index(s) for s in suits} for h, suits in (avoid or {}).items()}
    for h in sorted(range(len(new_hands)), key=lambda h: -len(banned.get(h, ()))):
        no = banned.get(h, set())
        for c in [c for c in pack if (trump if c == JOKER else c >> 4) not in no]:
            if len(new_hands[h]) == size:
                break
            new_hands[h].append(c)
            pack.remove(c)
    assert all(len(h) == size for h in new_hands), "cannot fill the hands"
    d["hands"] = [sorted(h) for h in new_hands]
    return GAME.restore(d)


def run(state: AbracadabraState, moves: list[tuple[int, str]]) -> list[Event]:
    """Apply `(seat, text)` moves; returns all events."""
    events: list[Event] = []
    for seat, text in moves:
        events += state.apply(seat, text)
    return events


def play_tricks(state: AbracadabraState, tricks: list[str]) -> list[Event]:
    """Play each trick's cards in order (from its leader), whoever is to move; dummy cards as `dummy`."""
    events: list[Event] = []
    for trick in tricks:
        for card in trick.split():
            (seat,) = state.to_move()
            verb = "dummy" if state.view(None)["playing_hand"] == state.d["n"] else "play"
            events += state.apply(seat, f"{verb} {card}")
    return events


def kinds(events: list[Event], kind: str) -> list[Event]:
    """The events of one kind."""
    return [e for e in events if e.kind == kind]
