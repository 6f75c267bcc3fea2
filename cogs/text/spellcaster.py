"""Spellcaster wording for Discord: event lines, action labels and groups, the turn prompt."""

from __future__ import annotations

from typing import Any

from bot.games.base import Event
from bot.games.spellcaster.cards import CARDS

REASONS = {"energy": "Energy ran out", "sapphires": "15 Sapphires", "deck": "the deck ran out"}


def _name(card_id: str) -> str:
    card = CARDS.get(card_id)
    return card.name if card else card_id


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _who(names: list[str], seat: int | None) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else "Someone"


def event_line(event: Event, names: list[str]) -> str | None:
    """One short Markdown line for an event (None to leave it out)."""
    d = event.data
    who = _who(names, event.seat)
    rival = _who(names, 1 - event.seat) if event.seat is not None else "the rival"
    kind = event.kind
    if kind == "turn":
        return f"**Turn {d['turn_no']}** — {who}'s turn."
    if kind == "trigger":
        return f"{who}'s active spell **{_name(d['card'])}** triggers."
    if kind == "nullified":
        return f"{who}'s **{_name(d['card'])}** is nullified and does not trigger."
    if kind == "unpaid":
        return f"{who}'s **{_name(d['card'])}** cannot pay its cost and does not trigger."
    if kind == "draw":
        if d["n"] == 0:
            return f"{who} finds the deck empty."
        return f"{who} draws {_plural(d['n'], 'card')} ({d['deck']} left in the deck)."
    if kind == "drew":
        return "You draw " + ", ".join(f"**{_name(c)}** ({c})" for c in d["cards"]) + "."
    if kind == "deck_short":
        return "⚠️ The deck ran short: the game ends after this turn."
    if kind == "play":
        return f"{who} plays **{_name(d['card'])}** on the {d['pile']} pile."
    if kind == "activate":
        return f"{who} activates **{_name(d['card'])}**."
    if kind == "echo":
        return f"{who} echoes **{_name(d['card'])}**."
    if kind == "pay":
        paid = f"{d['energy']} Energy" if "energy" in d else _plural(d["sapphires"], "Sapphire")
        return f"{who} pays {paid}."
    if kind == "energy":
        verb = "gains" if d["delta"] > 0 else "loses"
        return f"{who} {verb} {abs(d['delta'])} Energy (now {d['energy']})."
    if kind == "sapphires":
        verb = "gains" if d["delta"] > 0 else "loses"
        return f"{who} {verb} {_plural(abs(d['delta']), 'Sapphire')} (now {d['sapphires']})."
    if kind == "guarded":
        return f"{who}'s guard absorbs {d['prevented']} Energy."
    if kind == "guard":
        return f"{who} is guarded against red cards until their next turn."
    if kind == "nullify":
        return f"{rival}'s active spells will not trigger until {who}'s next turn."
    if kind == "extra_actions":
        return f"{who} gets {_plural(d['n'], 'more action')}."
    if kind == "discard":
        if d["from"] == "hand":
            return f"{who} discards **{_name(d['card'])}**."
        return f"**{_name(d['card'])}** is discarded from the {d['from']} pile."
    if kind == "decline":
        return f"{who} declines to discard."
    if kind == "turn_card":
        return f"{who} turns **{_name(d['card'])}** on the {d['pile']} pile to face them."
    if kind == "take":
        return f"{who} takes **{_name(d['card'])}** back from the discard pile."
    if kind == "foresight":
        return f"{who} looks at the top {_plural(d['n'], 'card')} of the deck."
    if kind == "foresee":
        return "You see " + ", ".join(f"**{_name(c)}** ({c})" for c in d["cards"]) + "."
    if kind == "keep":
        return f"You keep **{_name(d['card'])}**."
    if kind == "kept":
        return f"{who} keeps one of them."
    if kind == "bottom":
        return f"{who} puts {_plural(d['n'], 'card')} under the deck."
    if kind == "no_target":
        return f"**{_name(d['card'])}** finds nothing to act on."
    if kind == "game_over":
        winners = d["winners"]
        energy, sapphires = d["energy"], d["sapphires"]
        score = f"Sapphires {sapphires[0]}–{sapphires[1]}, Energy {energy[0]}–{energy[1]}"
        if len(winners) > 1:
            return f"🏁 A draw ({REASONS.get(d['reason'], d['reason'])}) — {score}."
        return f"🏆 **{_who(names, winners[0])}** wins ({REASONS.get(d['reason'], d['reason'])}) — {score}."
    return None


def _pile_top(view: dict[str, Any], colour: str) -> str:
    for pile in view.get("piles", []):
        if pile["colour"] == colour and pile.get("top"):
            return str(pile["name"])
    return colour


def action_label(action_text: str, view: dict[str, Any]) -> str:
    """A button label for an action text (≤ 80 characters)."""
    verb, _, arg = action_text.partition(" ")
    awaiting = view.get("awaiting") or {}
    label: str
    if verb == "draw":
        label = "Draw a card"
    elif verb == "play":
        label = f"Play {_name(arg)} ({CARDS[arg].colour})" if arg in CARDS else action_text
    elif verb == "activate":
        label = f"Activate {_pile_top(view, arg)} ({arg})"
    elif verb == "discard":
        label = f"Discard {_name(arg)}"
    elif verb == "decline":
        label = f"Decline (rival draws {awaiting.get('n', 2)})"
    elif verb == "pile":
        doing = {"fumble": "Discard", "twist": "Turn", "echo": "Echo"}.get(awaiting.get("kind", ""), "Choose")
        label = f"{doing} {_pile_top(view, arg)} ({arg})"
    elif verb == "take":
        label = f"Take back {_name(arg)}"
    elif verb == "keep":
        label = f"Keep {_name(arg)}"
    elif verb == "bottom":
        label = f"Put {_name(arg)} lowest"
    else:
        label = action_text
    return label[:80]


def action_group(action_text: str, view: dict[str, Any]) -> str:
    """The verb, and for card choices the card's colour (each group stays well under 25)."""
    verb, _, arg = action_text.partition(" ")
    if arg in CARDS:
        return f"{verb} {CARDS[arg].colour}"
    return verb


PROMPTS = {
    "discard": "{who} chooses a card to discard ({card})",
    "bargain": "{who} decides: discard a card, or {caster} draws {n} ({card})",
    "fumble": "{caster} chooses the pile {card} clears",
    "twist": "{caster} chooses the pile {card} turns",
    "echo": "{caster} chooses the card {card} repeats",
    "rewind": "{caster} chooses a card to take back ({card})",
    "keep": "{caster} looks at the top cards and keeps one ({card})",
    "order": "{caster} orders the cards going under the deck ({card})",
}


def turn_prompt(view: dict[str, Any], names: list[str]) -> str:
    """One line saying what is awaited from whom."""
    if view.get("over"):
        winners = view.get("winners", [])
        reason = REASONS.get(view.get("end_reason") or "", "")
        if len(winners) == 1:
            return f"{_who(names, winners[0])} wins — {reason}."
        return f"A draw — {reason}."
    caster = _who(names, view.get("turn"))
    awaiting = view.get("awaiting")
    if awaiting:
        template = PROMPTS.get(awaiting["kind"], "{who} chooses ({card})")
        return template.format(
            who=_who(names, awaiting["seat"]), caster=caster, card=_name(awaiting["card"]), n=awaiting.get("n", "")
        )
    left = view.get("actions_left", 0)
    return f"{caster}'s turn: {_plural(left, 'action')} left — draw, play or activate."
