"""Spellcaster wording for Discord: event lines, action labels and groups, the turn prompt.

Every text comes from the `spellcaster` message catalog (`bot/i18n/locales/<lang>/spellcaster.ftl`) in the
reader's language; card names too (`spellcaster-card-R01-name`): the engine's card data stays English.

Thread lines name the card behind each effect ("Firebolt: Ben loses 2 Energy (now 8)."), so a
player can follow a whole turn of the computer from the thread. Labels name cards, never ids.

Menus (`wording.present.plan_menu`): up to 20 choices are buttons, in the order draw, activations,
plays (or, for a choice, the engine's order). A larger choice (a big hand after Dreamcloak,
Quickening, Arcane Library…) becomes at most four selects of at most 25 options each, grouped by
colour: "Draw or activate" first during a turn, then the cards by colour, neighbouring colours with
the fewest cards merged until the selects fit ("Play a yellow or blue card").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.base import Action, Event
from bot.games.spellcaster.actions import Activate, Bottom, ChoosePile, Decline, Discard, Draw, Keep, Play, Take
from bot.games.spellcaster.cards import CARDS, PILES
from bot.i18n import paragraph, t
from bot.i18n.spellcaster import card_name, colour_name

LETTERS = "AB"
MAX_SELECTS = 4  # wording.present.MAX_SELECTS: a larger choice must fit in this many selects
# Verbs that choose a card: their label ("Play Firebolt (red)") and select ("Play a red card…") keys.
CARD_VERBS = frozenset({"play", "discard", "take"})
NON_CARD_GROUP = {"draw": "draw-activate", "activate": "draw-activate", "decline": "decline"}
KIND: dict[type[Action], str] = {
    Draw: "draw", Play: "play", Activate: "activate", Discard: "discard", Decline: "decline",
    ChoosePile: "pile", Take: "take", Keep: "keep", Bottom: "bottom",
}  # fmt: skip


def _parts(action: Action) -> tuple[str, str]:
    """An action's kind and what it names (a card id or a pile's colour), from its typed fields."""
    if isinstance(action, Play | Discard | Take | Keep | Bottom):
        return KIND[type(action)], action.card
    if isinstance(action, Activate | ChoosePile):
        return KIND[type(action)], PILES[action.pile]
    return KIND.get(type(action), str(action)), ""
PROMPT_KINDS = frozenset({"discard", "bargain", "fumble", "twist", "echo", "rewind", "keep", "order"})
def card_text(card_id: str, lang: str = "en") -> str:
    """A card's text in the reader's language, without the "ACTIVE:" mark of the card data."""
    return t(lang, f"spellcaster-card-{card_id}-text")


def _card(card_id: str, lang: str) -> str:
    """A card's name and colour, e.g. "Firebolt (red)"; active spells are marked."""
    card = CARDS.get(card_id)
    if card is None:
        return card_id
    key = "spellcaster-card-colour-active" if card.active else "spellcaster-card-colour"
    return t(lang, key, name=card_name(card_id, lang), colour=colour_name(card.colour, lang))


def _cards(card_ids: list[str], lang: str) -> str:
    return t(lang, "spellcaster-list-sep").join(f"**{_card(c, lang)}**" for c in card_ids)


def _who(names: list[str], seat: int | None, lang: str) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else t(lang, "spellcaster-someone")


def _effect(line: str, data: Mapping[str, Any], lang: str, key: str = "card") -> str:
    """The line prefixed with the card behind the effect: "Firebolt: …" (as is if unknown)."""
    card = data.get(key)
    if isinstance(card, str) and card in CARDS:
        return t(lang, "spellcaster-effect", card=card_name(card, lang), line=line)
    return line


def event_line(event: Event, names: list[str], lang: str = "en") -> str | None:
    """One short Markdown line for an event (None to leave it out)."""
    return paragraph(_event_line(event, names, lang), lang)


def _event_line(event: Event, names: list[str], lang: str) -> str | None:
    d = event.data
    kind = event.kind
    who = _who(names, event.seat, lang)

    def say(key: str, **params: Any) -> str:
        return t(lang, f"spellcaster-event-{key}", who=who, **params)

    def name(key: str = "card") -> str:
        return card_name(str(d[key]), lang)

    def pile() -> str:
        return colour_name(str(d["pile"]), lang)

    if kind == "turn":
        letter = LETTERS[event.seat] if event.seat in (0, 1) else "?"
        return say("turn", turn=d["turn_no"], letter=letter)
    if kind in ("trigger", "nullified", "unpaid"):
        return say(kind, card=name())
    if kind == "draw":
        return say("draw", n=d["n"], deck=d["deck"]) if d["n"] else say("deck-empty")
    if kind == "drew":
        return say("drew", cards=_cards(list(d["cards"]), lang))
    if kind == "deck_short":
        return say("deck-short")
    if kind == "no_action":
        return say("no-action", lost=d["lost"])
    if kind in ("play", "activate", "echo"):
        return say(kind, card=name(), pile=pile())
    if kind == "pay":
        paid = say("pay-energy", n=d["energy"]) if "energy" in d else say("pay-sapphires", n=d["sapphires"])
        return _effect(paid, d, lang)
    if kind in ("energy", "sapphires"):
        change = "gain" if d["delta"] > 0 else "lose"
        return _effect(say(f"{kind}-{change}", n=abs(d["delta"]), now=d[kind]), d, lang)
    if kind == "guarded":
        return _effect(say("guarded", n=d["prevented"]), d, lang)
    if kind == "guard":
        return _effect(say("guard", n=d["n"]), d, lang)
    if kind == "nullify":
        rival = _who(names, 1 - event.seat, lang) if event.seat is not None else t(lang, "spellcaster-the-rival")
        return _effect(say("nullify", rival=rival), d, lang)
    if kind == "extra_actions":
        return _effect(say("extra-actions", n=d["n"]), d, lang)
    if kind == "discard":
        if d["from"] == "hand":
            return _effect(say("discard-hand", card=name()), d, lang, "source")
        return _effect(say("discard-pile", card=name(), pile=colour_name(str(d["from"]), lang)), d, lang, "source")
    if kind == "decline":
        return _effect(say("decline"), d, lang)
    if kind == "turn_card":
        return _effect(say("turn-card", card=name(), pile=pile()), d, lang, "source")
    if kind == "take":
        return _effect(say("take", card=name()), d, lang, "source")
    if kind == "foresight":
        return _effect(say("foresight", n=d["n"]), d, lang)
    if kind == "foresee":
        return say("foresee", cards=_cards(list(d["cards"]), lang))
    if kind == "keep":
        return say("keep", card=_card(str(d["card"]), lang))
    if kind == "kept":
        return _effect(say("kept"), d, lang, "source")
    if kind == "bottom":
        return say("bottom", n=d["n"])
    if kind == "no_target":
        return say("no-target", card=name())
    if kind == "game_over":
        return _game_over(d, names, lang)
    return None


def end_reason(reason: str, loser: str | None, lang: str = "en") -> str:
    """Why a duel ended: "Ben's Energy ran out", "15 Sapphires", "the deck ran out"."""
    if reason == "energy":
        return t(lang, "spellcaster-reason-energy-of", who=loser) if loser is not None else t(lang, "spellcaster-reason-energy")
    if reason == "sapphires":
        return t(lang, "spellcaster-reason-sapphires", n=15)
    if reason == "deck":
        return t(lang, "spellcaster-reason-deck")
    return reason


def _game_over(d: Mapping[str, Any], names: list[str], lang: str) -> str:
    winners = d["winners"]
    energy, sapphires = d["energy"], d["sapphires"]
    score = t(lang, "spellcaster-score", s0=sapphires[0], s1=sapphires[1], e0=energy[0], e1=energy[1])
    reason = d["reason"]
    if len(winners) > 1:
        return t(lang, "spellcaster-game-draw", reason=end_reason(reason, None, lang), score=score)
    winner = winners[0]
    why = end_reason(reason, _who(names, 1 - winner, lang), lang)
    return t(lang, "spellcaster-game-won", who=_who(names, winner, lang), reason=why, score=score)


# ---- menus ----------------------------------------------------------------------------------------


def _pile(view: dict[str, Any], colour: str) -> dict[str, Any]:
    for pile in view.get("piles", []):
        if pile["colour"] == colour:
            return dict(pile)
    return {}


def _top(view: dict[str, Any], colour: str) -> str | None:
    """The top card of a pile, in a player's own view (a menu); None otherwise.

    The shared flow also labels the action just sent, from the public view after the move (and after
    the computer's moves): there the top card may have changed, so no card is named.
    """
    if view.get("seat") is None:
        return None
    top = _pile(view, colour).get("top")
    return str(top) if top else None


def _activated(view: dict[str, Any], colour: str, action_text: str) -> str | None:
    """The card an activation used, also in the public view after it: known when that activation is
    the last move and its mage still decides (nothing can have covered the card since)."""
    top = _top(view, colour)
    if top is not None:
        return top
    last = view.get("last") or {}
    if last.get("action") == action_text and last.get("seat") in view.get("to_move", []):
        top = _pile(view, colour).get("top")
        return str(top) if top else None
    return None


def action_label(action: Action, view: dict[str, Any], lang: str = "en") -> str:
    """A button or option label for an action (≤ 80 characters)."""
    verb, arg = _parts(action)
    awaiting = view.get("awaiting") or {}
    label: str
    if verb == "draw":
        label = t(lang, "spellcaster-label-draw")
    elif verb in CARD_VERBS | {"keep", "bottom"} and arg in CARDS:
        label = t(lang, f"spellcaster-label-{verb}", card=_card(arg, lang))
    elif verb == "activate" and arg in PILES:
        top = _activated(view, arg, str(action))
        colour = colour_name(arg, lang)
        if top:
            label = t(lang, "spellcaster-label-activate", colour=colour, card=card_name(top, lang))
        else:
            label = t(lang, "spellcaster-label-activate-pile", colour=colour)
    elif verb == "decline":
        label = t(lang, "spellcaster-label-decline", n=awaiting.get("n", 2))
    elif verb == "pile" and arg in PILES:
        label = _pile_label(arg, view, awaiting, lang)
    else:
        label = str(action)
    return label[:80]


def _pile_label(colour: str, view: dict[str, Any], awaiting: dict[str, Any], lang: str) -> str:
    top = _top(view, colour)
    name = colour_name(colour, lang)
    if top is None:
        return t(lang, "spellcaster-label-pile", colour=name)
    kind = awaiting.get("kind", "")
    key = f"spellcaster-label-pile-{kind}" if kind in ("fumble", "twist", "echo") else "spellcaster-label-pile-card"
    return t(lang, key, card=card_name(top, lang), colour=name)


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


def action_group(action: Action, view: dict[str, Any], lang: str = "en") -> str:
    """The select a choice goes into when there are too many for buttons (a readable placeholder).

    Non-card actions (draw, activate; decline) form one group; card choices go by colour, merged so
    that all groups fit in four selects (each colour has at most 11 designs, two at most 21 < 25).
    """
    verb, arg = _parts(action)
    if verb in NON_CARD_GROUP:
        # On an empty deck there is no drawing: that select holds activations only.
        group = "activate" if verb == "activate" and view.get("deck_size") == 0 else NON_CARD_GROUP[verb]
        return t(lang, f"spellcaster-group-{group}")
    if arg not in CARDS or verb not in CARD_VERBS:
        return verb
    pool = _card_pool(verb, view)
    counts: dict[str, int] = {}
    for card in pool:
        counts[CARDS[card].colour] = counts.get(CARDS[card].colour, 0) + 1
    # A turn also offers draw and activate, a bargain "discard nothing": one select goes to those.
    others = verb == "play" or (view.get("awaiting") or {}).get("kind") == "bargain"
    colour = CARDS[arg].colour
    merged = next(g for g in colour_groups(counts, MAX_SELECTS - 1 if others else MAX_SELECTS) if colour in g)
    colours = t(lang, f"spellcaster-colour-adj-{merged[0]}")
    for other in merged[1:]:
        colours = t(lang, "spellcaster-or", a=colours, b=t(lang, f"spellcaster-colour-adj-{other}"))
    return t(lang, f"spellcaster-group-{verb}", colours=colours)


VERB_ORDER = {"draw": 0, "decline": 0, "activate": 1}


def _menu_order(action: Action) -> tuple[int, int, str]:
    verb, arg = _parts(action)
    card = CARDS.get(arg)
    colour = card.colour if card is not None else arg
    return VERB_ORDER.get(verb, 2), PILES.index(colour) if colour in PILES else len(PILES), arg


def multi_choice(actions: list[Action], view: dict[str, Any], lang: str = "en") -> tuple[list[Any], list[Action]] | None:
    """No multi-selects; this hook of `plan_menu` only orders the choices: draw (or decline) first,
    then activations, then cards; piles and cards in pile order (red, yellow, blue, green)."""
    return [], sorted(actions, key=_menu_order)


# ---- prompts --------------------------------------------------------------------------------------


def turn_prompt(view: Mapping[str, Any], names: list[str], lang: str = "en") -> str:
    """What is awaited from whom; in the second person in the DM of the player to decide."""
    return paragraph(_turn_prompt(view, names, lang), lang)


def _turn_prompt(view: Mapping[str, Any], names: list[str], lang: str) -> str:
    if view.get("over"):
        # The thread has just said who won and why (the game_over line): only the length is new.
        return t(lang, "spellcaster-prompt-over", n=view.get("turn_no", 0))
    caster = _who(names, view.get("turn"), lang)
    awaiting = view.get("awaiting")
    mine = view.get("seat") is not None and view.get("seat") in view.get("to_move", [])
    if awaiting:
        chooser = awaiting["seat"]
        kind = awaiting["kind"] if awaiting["kind"] in PROMPT_KINDS else "other"
        params = {
            "who": _who(names, chooser, lang),
            "caster": caster,
            "rival": _who(names, 1 - chooser, lang),
            "card": card_name(awaiting["card"], lang),
            "n": awaiting.get("n", 0),
        }
        return t(lang, f"spellcaster-{'your' if mine else 'prompt'}-{kind}", **params)
    left = view.get("actions_left", 0)
    empty = "-deck-empty" if view.get("deck_size") == 0 else ""
    if mine:
        return t(lang, f"spellcaster-prompt-your-turn{empty}", n=left)
    return t(lang, f"spellcaster-prompt-turn{empty}", who=caster, n=left)
