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

from bot.games.base import Action, Event
from bot.games.spellcaster import events
from bot.games.spellcaster.actions import Activate, Bottom, ChoosePile, Decline, Discard, Draw, Keep, Play, Take
from bot.games.spellcaster.cards import CARDS, PILES
from bot.games.spellcaster.views import AwaitingView, SpellcasterView, TopPileView, as_view
from bot.i18n import paragraph, t
from bot.i18n.spellcaster import card_name, colour_name
from wording.alt.spellcaster import image_text as alt_text
from wording.present import MultiChoice

LETTERS = "AB"
MAX_SELECTS = 4  # wording.present.MAX_SELECTS: a larger choice must fit in this many selects
# Verbs that choose a card: their label ("Play Firebolt (red)") and select ("Play a red card…") keys.
CARD_VERBS = frozenset({"play", "discard", "take"})
NON_CARD_GROUP = {"draw": "draw-activate", "activate": "draw-activate", "decline": "decline"}
KIND: dict[type[Action], str] = {
    Draw: "draw", Play: "play", Activate: "activate", Discard: "discard", Decline: "decline",
    ChoosePile: "pile", Take: "take", Keep: "keep", Bottom: "bottom",
}  # fmt: skip
PROMPT_KINDS = frozenset({"discard", "bargain", "fumble", "twist", "echo", "rewind", "keep", "order"})


def _parts(action: Action) -> tuple[str, str]:
    """An action's kind and what it names (a card id or a pile's colour), from its typed fields."""
    if isinstance(action, Play | Discard | Take | Keep | Bottom):
        return KIND[type(action)], action.card
    if isinstance(action, Activate | ChoosePile):
        return KIND[type(action)], PILES[action.pile]
    return KIND.get(type(action), str(action)), ""


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


def _effect(line: str, card: str, lang: str) -> str:
    """The line prefixed with the card behind the effect: "Firebolt: …" (as is if unknown)."""
    if card in CARDS:
        return t(lang, "spellcaster-effect", card=card_name(card, lang), line=line)
    return line


def event_line(event: Event, names: list[str], lang: str = "en") -> str | None:
    """One short Markdown line for an event (None to leave it out)."""
    return paragraph(_event_line(event, names, lang), lang)


def _event_line(event: Event, names: list[str], lang: str) -> str | None:
    who = _who(names, event.seat, lang)

    def say(key: str, **params: object) -> str:
        return t(lang, f"spellcaster-event-{key}", who=who, **params)

    def change(counter: str, delta: int, now: int) -> str:
        return say(f"{counter}-{'gain' if delta > 0 else 'lose'}", n=abs(delta), now=now)

    match event.kind:
        case "turn":
            letter = LETTERS[event.seat] if event.seat in (0, 1) else "?"
            return say("turn", turn=events.data(event, "turn")["turn_no"], letter=letter)
        case "trigger" | "nullified" | "unpaid" as kind:
            return say(kind, card=card_name(events.data(event, kind)["card"], lang))
        case "draw":
            drawn = events.data(event, "draw")
            return say("draw", n=drawn["n"], deck=drawn["deck"]) if drawn["n"] else say("deck-empty")
        case "drew" | "foresee" as kind:
            return say(kind, cards=_cards(events.data(event, kind)["cards"], lang))
        case "deck_short":
            return say("deck-short")
        case "no_action":
            return say("no-action", lost=events.data(event, "no_action")["lost"])
        case "play" | "activate" | "echo" as kind:
            placed = events.data(event, kind)
            return say(kind, card=card_name(placed["card"], lang), pile=colour_name(placed["pile"], lang))
        case "pay":
            pay = events.data(event, "pay")
            paid = say("pay-energy", n=pay["energy"]) if "energy" in pay else say("pay-sapphires", n=pay["sapphires"])
            return _effect(paid, pay["card"], lang)
        case "energy":
            energy = events.data(event, "energy")
            return _effect(change("energy", energy["delta"], energy["energy"]), energy["card"], lang)
        case "sapphires":
            sapphires = events.data(event, "sapphires")
            return _effect(change("sapphires", sapphires["delta"], sapphires["sapphires"]), sapphires["card"], lang)
        case "guarded":
            guarded = events.data(event, "guarded")
            return _effect(say("guarded", n=guarded["prevented"]), guarded["card"], lang)
        case "guard" | "extra_actions" | "foresight" as kind:
            counted = events.data(event, kind)
            return _effect(say(kind.replace("_", "-"), n=counted["n"]), counted["card"], lang)
        case "nullify":
            rival = _who(names, 1 - event.seat, lang) if event.seat is not None else t(lang, "spellcaster-the-rival")
            return _effect(say("nullify", rival=rival), events.data(event, "nullify")["card"], lang)
        case "discard":
            discard = events.data(event, "discard")
            card = card_name(discard["card"], lang)
            if discard["from"] == "hand":
                return _effect(say("discard-hand", card=card), discard["source"], lang)
            line = say("discard-pile", card=card, pile=colour_name(discard["from"], lang))
            return _effect(line, discard["source"], lang)
        case "decline":
            return _effect(say("decline"), events.data(event, "decline")["card"], lang)
        case "turn_card":
            turned = events.data(event, "turn_card")
            line = say("turn-card", card=card_name(turned["card"], lang), pile=colour_name(turned["pile"], lang))
            return _effect(line, turned["source"], lang)
        case "take":
            taken = events.data(event, "take")
            return _effect(say("take", card=card_name(taken["card"], lang)), taken["source"], lang)
        case "keep":
            return say("keep", card=_card(events.data(event, "keep")["card"], lang))
        case "kept":
            return _effect(say("kept"), events.data(event, "kept")["source"], lang)
        case "bottom":
            return say("bottom", n=events.data(event, "bottom")["n"])
        case "no_target":
            return say("no-target", card=card_name(events.data(event, "no_target")["card"], lang))
        case "game_over":
            return None  # the finished duel's prompt gives the result, once
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


def result(view: SpellcasterView, names: list[str], lang: str = "en") -> str:
    """A finished duel's result: who won and why, and both mages' Sapphires and Energy."""
    winners = view["winners"]
    energy, sapphires = view["energy"], view["sapphires"]
    score = t(lang, "spellcaster-score", s0=sapphires[0], s1=sapphires[1], e0=energy[0], e1=energy[1])
    reason = view["end_reason"] or "deck"
    if len(winners) > 1:
        return t(lang, "spellcaster-game-draw", reason=end_reason(reason, None, lang), score=score)
    winner = winners[0]
    why = end_reason(reason, _who(names, 1 - winner, lang), lang)
    return t(lang, "spellcaster-game-won", who=_who(names, winner, lang), reason=why, score=score)


# ---- menus ----------------------------------------------------------------------------------------


def _top_pile(view: SpellcasterView, colour: str) -> TopPileView | None:
    """The pile of `colour` if a card lies on it."""
    for pile in view["piles"]:
        if pile["colour"] == colour and pile["top"] is not None:
            return pile
    return None


def _top_card(view: SpellcasterView, colour: str) -> str | None:
    pile = _top_pile(view, colour)
    return pile["top"] if pile is not None and pile["top"] else None


def _top(view: SpellcasterView, colour: str) -> str | None:
    """The top card of a pile, in a player's own view (a menu); None otherwise.

    The shared flow also labels the action just sent, from the public view after the move (and after
    the computer's moves): there the top card may have changed, so no card is named.
    """
    return None if view["seat"] is None else _top_card(view, colour)


def _activated(view: SpellcasterView, colour: str) -> str | None:
    """The card an activation of `colour` used, also in the public view after it: known when that
    activation is the last move and its mage still decides (nothing can have covered the card since)."""
    top = _top(view, colour)
    if top is not None:
        return top
    last = view["last_move"]
    if last is not None and last["verb"] == "activate" and last["pile"] == colour and last["seat"] in view["to_move"]:
        return _top_card(view, colour)
    return None


def action_label(action: Action, view: Mapping[str, object], lang: str = "en") -> str:
    """A button or option label for an action (≤ 80 characters)."""
    return _action_label(action, as_view(view), lang)[:80]


def _action_label(action: Action, view: SpellcasterView, lang: str) -> str:
    verb, arg = _parts(action)
    awaiting = view["awaiting"]
    if verb == "draw":
        return t(lang, "spellcaster-label-draw")
    if verb in CARD_VERBS | {"keep", "bottom"} and arg in CARDS:
        return t(lang, f"spellcaster-label-{verb}", card=_card(arg, lang))
    if verb == "activate" and arg in PILES:
        top = _activated(view, arg)
        colour = colour_name(arg, lang)
        if top:
            return t(lang, "spellcaster-label-activate", colour=colour, card=card_name(top, lang))
        return t(lang, "spellcaster-label-activate-pile", colour=colour)
    if verb == "decline":
        return t(lang, "spellcaster-label-decline", n=awaiting.get("n", 2) if awaiting is not None else 2)
    if verb == "pile" and arg in PILES:
        return _pile_label(arg, view, awaiting, lang)
    return str(action)


def _pile_label(colour: str, view: SpellcasterView, awaiting: AwaitingView | None, lang: str) -> str:
    top = _top(view, colour)
    name = colour_name(colour, lang)
    if top is None:
        return t(lang, "spellcaster-label-pile", colour=name)
    kind = awaiting["kind"] if awaiting is not None else ""
    key = f"spellcaster-label-pile-{kind}" if kind in ("fumble", "twist", "echo") else "spellcaster-label-pile-card"
    return t(lang, key, card=card_name(top, lang), colour=name)


def _card_pool(verb: str, view: SpellcasterView) -> list[str]:
    """The cards a card choice picks from: the hand (play, discard) or the discard pile (take)."""
    source = view["discard"] if verb == "take" else view.get("hand", [])
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


def action_group(action: Action, view: Mapping[str, object], lang: str = "en") -> str:
    """The select a choice goes into when there are too many for buttons (a readable placeholder).

    Non-card actions (draw, activate; decline) form one group; card choices go by colour, merged so
    that all groups fit in four selects (each colour has at most 11 designs, two at most 21 < 25).
    """
    return _action_group(action, as_view(view), lang)


def _action_group(action: Action, view: SpellcasterView, lang: str) -> str:
    verb, arg = _parts(action)
    if verb in NON_CARD_GROUP:
        # On an empty deck there is no drawing: that select holds activations only.
        group = "activate" if verb == "activate" and view["deck_size"] == 0 else NON_CARD_GROUP[verb]
        return t(lang, f"spellcaster-group-{group}")
    if arg not in CARDS or verb not in CARD_VERBS:
        return verb
    pool = _card_pool(verb, view)
    counts: dict[str, int] = {}
    for card in pool:
        counts[CARDS[card].colour] = counts.get(CARDS[card].colour, 0) + 1
    # A turn also offers draw and activate, a bargain "discard nothing": one select goes to those.
    awaiting = view["awaiting"]
    others = verb == "play" or (awaiting is not None and awaiting["kind"] == "bargain")
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


def multi_choice(
    actions: list[Action], view: Mapping[str, object], lang: str = "en"
) -> tuple[list[MultiChoice], list[Action]] | None:
    """No multi-selects; this hook of `plan_menu` only orders the choices: draw (or decline) first,
    then activations, then cards; piles and cards in pile order (red, yellow, blue, green)."""
    return [], sorted(actions, key=_menu_order)


# ---- prompts --------------------------------------------------------------------------------------


def turn_prompt(view: Mapping[str, object], names: list[str], lang: str = "en") -> str:
    """What is awaited from whom; in the second person in the DM of the player to decide."""
    return paragraph(_turn_prompt(as_view(view), names, lang), lang)


def _turn_prompt(view: SpellcasterView, names: list[str], lang: str) -> str:
    if view["over"]:
        return t(lang, "spellcaster-prompt-over", n=view["turn_no"], result=result(view, names, lang))
    caster = _who(names, view["turn"], lang)
    awaiting = view["awaiting"]
    seat = view["seat"]
    mine = seat is not None and seat in view["to_move"]
    if awaiting is not None:
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
    left = view["actions_left"]
    empty = "-deck-empty" if view["deck_size"] == 0 else ""
    if mine:
        return t(lang, f"spellcaster-prompt-your-turn{empty}", n=left)
    return t(lang, f"spellcaster-prompt-turn{empty}", who=caster, n=left)


def image_text(kind: str, view: Mapping[str, object], lang: str = "en") -> str:
    """The alt text of an image of `kind` ("table", "hand", "final") of `view` (`wording.alt.spellcaster`)."""
    return alt_text(kind, view, lang, turn_prompt)
