"""Spellcaster wording for Discord: event lines, action labels and groups, the turn prompt.

Thread lines name the card behind each effect ("Firebolt: Ben loses 2 Energy (now 8)."), so a
player can follow a whole turn of the computer from the thread. Labels name cards, never ids.

Menus (`cogs.present.plan_menu`): up to 20 choices are buttons, in the order draw, activations,
plays (or, for a choice, the engine's order). A larger choice (a big hand after Dreamcloak,
Quickening, Arcane Library…) becomes at most four selects of at most 25 options each, grouped by
colour: "Draw or activate" first during a turn, then the cards by colour, neighbouring colours with
the fewest cards merged until the selects fit ("Play a yellow or blue card").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.base import Event
from bot.games.spellcaster.cards import CARDS, PILES

REASONS = {"energy": "Energy ran out", "sapphires": "15 Sapphires", "deck": "the deck ran out"}
LETTERS = "AB"
MAX_SELECTS = 4  # cogs.present.MAX_SELECTS: a larger choice must fit in this many selects
# Choices of a card: the label's verb ("Play Firebolt (red)") and the select's ("Play a red card…").
CARD_VERBS = {"play": "Play", "discard": "Discard", "take": "Take back"}
NON_CARD_GROUP = {"draw": "Draw or activate a spell", "activate": "Draw or activate a spell", "decline": "Or discard nothing"}


def _name(card_id: str) -> str:
    card = CARDS.get(card_id)
    return card.name if card else card_id


def _card(card_id: str) -> str:
    """A card's name and colour, e.g. "Firebolt (red)"; active spells are marked."""
    card = CARDS.get(card_id)
    if card is None:
        return card_id
    return f"{card.name} ({card.colour}{', active' if card.active else ''})"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _who(names: list[str], seat: int | None) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else "Someone"


def _by(data: Mapping[str, Any], key: str = "card") -> str:
    """The card behind an effect as a line prefix: "Firebolt: " (nothing if unknown)."""
    card = data.get(key)
    return f"{_name(card)}: " if isinstance(card, str) and card in CARDS else ""


def event_line(event: Event, names: list[str], lang: str = "en") -> str | None:
    """One short Markdown line for an event (None to leave it out)."""
    d = event.data
    who = _who(names, event.seat)
    rival = _who(names, 1 - event.seat) if event.seat is not None else "the rival"
    kind = event.kind
    if kind == "turn":
        letter = f" (Mage {LETTERS[event.seat]})" if event.seat in (0, 1) else ""
        return f"**Turn {d['turn_no']}** — {who}{letter} to play."
    if kind == "trigger":
        return f"{who}'s active spell **{_name(d['card'])}** triggers."
    if kind == "nullified":
        return f"{who}'s active spell **{_name(d['card'])}** is nullified and does not trigger."
    if kind == "unpaid":
        return f"{who}'s active spell **{_name(d['card'])}** cannot pay its cost and does not trigger."
    if kind == "draw":
        if d["n"] == 0:
            return f"{who} finds the deck empty."
        return f"{who} draws {_plural(d['n'], 'card')} ({d['deck']} left in the deck)."
    if kind == "drew":
        return "You draw " + ", ".join(f"**{_card(c)}**" for c in d["cards"]) + "."
    if kind == "deck_short":
        return "⚠️ The deck ran short: the game ends after this turn."
    if kind == "play":
        return f"{who} plays **{_name(d['card'])}** on the {d['pile']} pile."
    if kind == "activate":
        return f"{who} activates **{_name(d['card'])}** ({d['pile']})."
    if kind == "echo":
        return f"{who} echoes **{_name(d['card'])}** ({d['pile']}): its text happens again."
    if kind == "pay":
        paid = f"{d['energy']} Energy" if "energy" in d else _plural(d["sapphires"], "Sapphire")
        return f"{_by(d)}{who} pays {paid}."
    if kind == "energy":
        verb = "gains" if d["delta"] > 0 else "loses"
        return f"{_by(d)}{who} {verb} {abs(d['delta'])} Energy (now {d['energy']})."
    if kind == "sapphires":
        verb = "gains" if d["delta"] > 0 else "loses"
        return f"{_by(d)}{who} {verb} {_plural(abs(d['delta']), 'Sapphire')} (now {d['sapphires']})."
    if kind == "guarded":
        return f"{_by(d)}{who}'s guard absorbs {d['prevented']} Energy."
    if kind == "guard":
        return f"{_by(d)}{who} loses {d['n']} less Energy to each red card until their next turn."
    if kind == "nullify":
        return f"{_by(d)}{rival}'s active spells will not trigger until {who}'s next turn."
    if kind == "extra_actions":
        return f"{_by(d)}{who} gets {_plural(d['n'], 'more action')} this turn."
    if kind == "discard":
        if d["from"] == "hand":
            return f"{_by(d, 'source')}{who} discards **{_name(d['card'])}**."
        return f"{_by(d, 'source')}**{_name(d['card'])}** is discarded from the {d['from']} pile."
    if kind == "decline":
        return f"{_by(d)}{who} declines to discard."
    if kind == "turn_card":
        return f"{_by(d, 'source')}{who} turns **{_name(d['card'])}** on the {d['pile']} pile to face them."
    if kind == "take":
        return f"{_by(d, 'source')}{who} takes **{_name(d['card'])}** back from the discard pile."
    if kind == "foresight":
        return f"{_by(d)}{who} looks at the top {_plural(d['n'], 'card')} of the deck."
    if kind == "foresee":
        return "You see " + ", ".join(f"**{_card(c)}**" for c in d["cards"]) + "."
    if kind == "keep":
        return f"You keep **{_card(d['card'])}**."
    if kind == "kept":
        return f"{_by(d, 'source')}{who} keeps one of them."
    if kind == "bottom":
        return f"{who} puts {_plural(d['n'], 'card')} under the deck."
    if kind == "no_target":
        return f"**{_name(d['card'])}** has nothing to act on."
    if kind == "game_over":
        return _game_over(d, names)
    return None


def _game_over(d: Mapping[str, Any], names: list[str]) -> str:
    winners = d["winners"]
    energy, sapphires = d["energy"], d["sapphires"]
    score = f"Sapphires {sapphires[0]}–{sapphires[1]}, Energy {energy[0]}–{energy[1]}"
    reason = d["reason"]
    if len(winners) > 1:
        return f"🏁 A draw ({REASONS.get(reason, reason)}) — {score}."
    winner = winners[0]
    why = f"{_who(names, 1 - winner)}'s Energy ran out" if reason == "energy" else REASONS.get(reason, reason)
    return f"🏆 **{_who(names, winner)}** wins ({why}) — {score}."


# ---- menus ----------------------------------------------------------------------------------------


def _pile(view: dict[str, Any], colour: str) -> dict[str, Any]:
    for pile in view.get("piles", []):
        if pile["colour"] == colour:
            return dict(pile)
    return {}


def _top_name(view: dict[str, Any], colour: str) -> str | None:
    """The name of the top card of a pile, in a player's own view (a menu); None otherwise.

    The shared flow also labels the action just sent, from the public view after the move (and after
    the computer's moves): there the top card may have changed, so no card is named.
    """
    if view.get("seat") is None:
        return None
    pile = _pile(view, colour)
    return str(pile["name"]) if pile.get("top") else None


def _activated_name(view: dict[str, Any], colour: str, action_text: str) -> str | None:
    """The card an activation used, also in the public view after it: known when that activation is
    the last move and its mage still decides (nothing can have covered the card since)."""
    top = _top_name(view, colour)
    if top is not None:
        return top
    last = view.get("last") or {}
    if last.get("action") == action_text and last.get("seat") in view.get("to_move", []):
        pile = _pile(view, colour)
        return str(pile["name"]) if pile.get("top") else None
    return None


def action_label(action_text: str, view: dict[str, Any], lang: str = "en") -> str:
    """A button or option label for an action text (≤ 80 characters)."""
    verb, _, arg = action_text.partition(" ")
    awaiting = view.get("awaiting") or {}
    label: str
    if verb == "draw":
        label = "Draw a card"
    elif verb in CARD_VERBS and arg in CARDS:
        label = f"{CARD_VERBS[verb]} {_card(arg)}"
    elif verb == "activate":
        top = _activated_name(view, arg, action_text)
        label = f"Activate {arg}: {top}" if top else f"Activate the {arg} spell"
    elif verb == "decline":
        label = f"Discard nothing: your rival draws {awaiting.get('n', 2)}"
    elif verb == "pile":
        label = _pile_label(arg, view, awaiting)
    elif verb == "keep" and arg in CARDS:
        label = f"Keep {_card(arg)}"
    elif verb == "bottom" and arg in CARDS:
        label = f"Very bottom: {_card(arg)}"
    else:
        label = action_text
    return label[:80]


def _pile_label(colour: str, view: dict[str, Any], awaiting: dict[str, Any]) -> str:
    top = _top_name(view, colour)
    if top is None:
        return f"The {colour} pile"
    kind = awaiting.get("kind", "")
    if kind == "fumble":
        return f"Discard {top} ({colour} pile)"
    if kind == "twist":
        return f"Turn {top} ({colour} pile) to face you"
    if kind == "echo":
        return f"Echo {top} ({colour} pile)"
    return f"{top} ({colour} pile)"


def _card_pool(verb: str, view: dict[str, Any]) -> list[str]:
    """The cards a card choice picks from: the hand (play, discard) or the discard pile (take)."""
    source = view.get("discard" if verb == "take" else "hand") or []
    return sorted(set(source))


def colour_groups(counts: dict[str, int], slots: int) -> list[list[str]]:
    """The colours holding cards, in pile order, as at most `slots` groups: while too many, the two
    neighbouring groups with the fewest cards together are merged."""
    groups = [[c] for c in PILES if counts.get(c)]
    size = {c: counts.get(c, 0) for c in PILES}
    while len(groups) > max(1, slots):
        sums = [sum(size[c] for c in groups[i] + groups[i + 1]) for i in range(len(groups) - 1)]
        i = sums.index(min(sums))
        groups[i : i + 2] = [groups[i] + groups[i + 1]]
    return groups


def action_group(action_text: str, view: dict[str, Any], lang: str = "en") -> str:
    """The select a choice goes into when there are too many for buttons (a readable placeholder).

    Non-card actions (draw, activate; decline) form one group; card choices go by colour, merged so
    that all groups fit in four selects (each colour has at most 11 designs, two at most 21 < 25).
    """
    verb, _, arg = action_text.partition(" ")
    if verb in NON_CARD_GROUP:
        return NON_CARD_GROUP[verb]
    if arg not in CARDS or verb not in CARD_VERBS:
        return verb
    pool = _card_pool(verb, view)
    counts: dict[str, int] = {}
    for card in pool:
        counts[CARDS[card].colour] = counts.get(CARDS[card].colour, 0) + 1
    # A turn also offers draw and activate, a bargain "discard nothing": one select goes to those.
    others = verb == "play" or (view.get("awaiting") or {}).get("kind") == "bargain"
    colour = CARDS[arg].colour
    group = next(g for g in colour_groups(counts, MAX_SELECTS - 1 if others else MAX_SELECTS) if colour in g)
    return f"{CARD_VERBS[verb]} a {' or '.join(group)} card…"


VERB_ORDER = {"draw": 0, "decline": 0, "activate": 1}


def _menu_order(action_text: str) -> tuple[int, int, str]:
    verb, _, arg = action_text.partition(" ")
    card = CARDS.get(arg)
    colour = card.colour if card is not None else arg
    return VERB_ORDER.get(verb, 2), PILES.index(colour) if colour in PILES else len(PILES), arg


def multi_choice(actions: list[str], view: dict[str, Any], lang: str = "en") -> tuple[list[Any], list[str]] | None:
    """No multi-selects; this hook of `plan_menu` only orders the choices: draw (or decline) first,
    then activations, then cards; piles and cards in pile order (red, yellow, blue, green)."""
    return [], sorted(actions, key=_menu_order)


# ---- prompts --------------------------------------------------------------------------------------

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
# The same questions in the chooser's own DM.
YOUR_PROMPTS = {
    "discard": "{card}: choose a card to discard from your hand.",
    "bargain": "{card}: discard a card of your choice, or discard nothing and {caster} draws {n}.",
    "fumble": "{card}: choose a pile facing {rival}; its top card is discarded.",
    "twist": "{card}: choose a pile facing {rival}; its top card turns to face you.",
    "echo": "{card}: choose a spell facing you whose text is done again.",
    "rewind": "{card}: choose a card to take back from the discard pile.",
    "keep": "{card}: keep one of the revealed cards (below your hand); the others go under the deck.",
    "order": "{card}: choose the card that goes to the very bottom of the deck (the other goes just above it).",
}


def turn_prompt(view: dict[str, Any], names: list[str], lang: str = "en") -> str:
    """What is awaited from whom; in the second person in the DM of the player to decide."""
    if view.get("over"):
        # The thread has just said who won and why (the game_over line): only the length is new.
        return f"The duel is over after {_plural(view.get('turn_no', 0), 'turn')}."
    turn = view.get("turn")
    caster = _who(names, turn)
    awaiting = view.get("awaiting")
    mine = view.get("seat") is not None and view.get("seat") in view.get("to_move", [])
    if awaiting:
        chooser = awaiting["seat"]
        values = {
            "who": _who(names, chooser),
            "caster": caster,
            "rival": _who(names, 1 - chooser),
            "card": _name(awaiting["card"]),
            "n": awaiting.get("n", ""),
        }
        if mine:
            return YOUR_PROMPTS.get(awaiting["kind"], "{card}: your choice.").format(**values)
        return PROMPTS.get(awaiting["kind"], "{who} chooses ({card})").format(**values)
    left = view.get("actions_left", 0)
    if mine:
        return f"You have {_plural(left, 'action')} left: draw a card, play one from your hand, or activate a spell facing you."
    return f"{caster}'s turn: {_plural(left, 'action')} left — draw, play or activate."
