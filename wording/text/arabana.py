"""Arabana wording for Discord: event lines, action labels and groups, the turn prompt.

Every text comes from the `arabana` catalog (`bot/i18n/locales/<lang>/arabana.ftl`); island, spot and
god names are proper names and stay as they are.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.arabana import events
from bot.games.arabana.actions import (
    BAG,
    IMPLIED,
    Bridge,
    Discard,
    Draw,
    End,
    Exchange,
    Give,
    Ku,
    Lono,
    Next,
    Pass,
    Pele,
    Remove,
    Take,
    Takeback,
    card_name,
)
from bot.games.arabana.board import ISLAND_NAMES, SPOT_ENDS, SPOT_NAMES
from bot.games.arabana.views import ArabanaView, as_view
from bot.games.base import Action, Event
from bot.i18n import isolated, name_list, t
from wording.alt.arabana import image_text as alt_text

LETTERS = "ABCD"


def _who(names: list[str], seat: int | None, lang: str) -> str:
    """A player's name, set apart from the text around it where directions may differ."""
    return isolated(names[seat], lang) if seat is not None and 0 <= seat < len(names) else t(lang, "arabana-someone")


def _spot(name: str) -> str:
    return name.replace("-", "–")


def join(items: list[str], lang: str) -> str:
    """A list of names or cards in the reader's language ("Ana, Ben"), or "nobody"."""
    return name_list(items, lang) if items else t(lang, "arabana-nobody")


def join_winners(names: list[str], lang: str) -> str:
    """Winners joined by "&" (or the reader's word for it)."""
    return name_list(names, lang, "arabana-and")


def _bold(cards: list[str]) -> list[str]:
    return [f"**{c}**" for c in cards]


def _event_key(kind: str) -> str:
    return "arabana-ev-" + kind.replace("_", "-")


def _draw_line(d: events.DrawData, who: str, lang: str) -> str:
    if d["source"] == "bag":
        return t(lang, "arabana-ev-draw-bag-lono" if d["god"] else "arabana-ev-draw-bag", who=who)
    key = "arabana-ev-draw-display" + ("-lono" if d["god"] else "") + ("-refill" if d["refill"] else "")
    return t(lang, key, who=who, card=d["card"], refill=d["refill"] or "")


def _scoring_line(d: events.ScoringData, names: list[str], lang: str) -> str:
    parts = [
        t(lang, "arabana-ev-scoring-part", who=_who(names, s, lang), points=p, total=total)
        for s, (p, total) in enumerate(zip(d["points"], d["scores"], strict=True))
    ]
    return t(lang, f"arabana-ev-scoring-{'small' if d['kind'] == 'small' else 'big'}", parts=join(parts, lang))


def event_line(event: Event, names: list[str], lang: str = "en") -> str | None:
    """One short Markdown line for an event (None to leave it out)."""
    who = _who(names, event.seat, lang)
    match event.kind:
        case "setup_choice" | "discard" | "pass" | "end" | "final_round" as kind:
            return t(lang, _event_key(kind), who=who)
        case "control" | "control_lost" | "instant_win" as kind:
            return t(lang, _event_key(kind), who=who, island=events.data(event, kind)["island"])
        case "relative_choice":
            return t(lang, "arabana-ev-relative-choice", who=who, island=events.data(event, "relative_choice")["island"])
        case "chooser":
            return t(lang, "arabana-ev-chooser", chooser=_who(names, events.data(event, "chooser")["seat"], lang))
        case "setup_card" | "discard_card" | "drew" as kind:
            return t(lang, _event_key(kind), card=events.data(event, kind)["card"])
        case "display_revealed":
            revealed = events.data(event, "display_revealed")
            cards = join(_bold(revealed["cards"]), lang)
            if revealed["from_bag"]:
                return t(lang, "arabana-ev-display-revealed-bag", cards=cards, card=revealed["from_bag"])
            return t(lang, "arabana-ev-display-revealed", cards=cards)
        case "bridge":
            laid = events.data(event, "bridge")
            return t(lang, "arabana-ev-bridge", who=who, spot=_spot(laid["spot"]), card=laid["card"])
        case "exchange":
            replaced = events.data(event, "exchange")
            cards = t(lang, "arabana-plus").join(replaced["cards"])
            owner = _who(names, replaced["from"], lang)
            return t(lang, "arabana-ev-exchange", who=who, owner=owner, spot=_spot(replaced["spot"]), cards=cards)
        case "takeback":
            return t(lang, "arabana-ev-takeback", who=who, spot=_spot(events.data(event, "takeback")["spot"]))
        case "bridges_returned":
            returned = events.data(event, "bridges_returned")
            gone = [
                t(lang, "arabana-ev-bridge-of", spot=_spot(s), owner=_who(names, o, lang))
                for s, o in zip(returned["spots"], returned["owners"], strict=True)
            ]
            return t(lang, "arabana-ev-bridges-returned", island=returned["island"], bridges=join(gone, lang))
        case "god_taken":
            taken = events.data(event, "god_taken")
            key = "arabana-ev-god-taken-points" if taken["points"] else "arabana-ev-god-taken"
            return t(lang, key, who=who, god=taken["god"], island=taken["island"], points=taken["points"])
        case "relative_remove":
            removed = events.data(event, "relative_remove")
            owner = _who(names, removed["owner"], lang)
            return t(lang, "arabana-ev-relative-remove", island=removed["island"], owner=owner, spot=_spot(removed["spot"]))
        case "draw":
            return _draw_line(events.data(event, "draw"), who, lang)
        case "scoring":
            return _scoring_line(events.data(event, "scoring"), names, lang)
        case "reshuffle":
            reshuffled = events.data(event, "reshuffle")
            shown = [c for c in reshuffled["display"] if c]
            display = join(shown, lang) if shown else t(lang, "arabana-empty")
            return t(lang, "arabana-ev-reshuffle", bag=reshuffled["bag"], display=display)
        case "ku" | "ku_take" as kind:
            return t(lang, _event_key(kind), who=who, target=_who(names, events.data(event, kind)["target"], lang))
        case "ku_hand":
            shown_hand = events.data(event, "ku_hand")
            return t(lang, "arabana-ev-ku-hand", target=_who(names, shown_hand["target"], lang), cards=join(shown_hand["cards"], lang))
        case "ku_card":
            taken_card = events.data(event, "ku_card")
            return t(lang, "arabana-ev-ku-card", who=who, target=_who(names, taken_card["target"], lang), card=taken_card["card"])
        case "pele":
            givers = [_who(names, s, lang) for s in events.data(event, "pele")["from"]]
            return t(lang, "arabana-ev-pele", who=who, **{"from": join(givers, lang)})
        case "pele_drew":
            drawn = events.data(event, "pele_drew")
            return t(lang, "arabana-ev-pele-drew", who=who, card=drawn["card"], **{"from": _who(names, drawn["from"], lang)})
        case "pele_give":
            return t(lang, "arabana-ev-pele-give", who=who, to=_who(names, events.data(event, "pele_give")["to"], lang))
        case "pele_card":
            given = events.data(event, "pele_card")
            return t(lang, "arabana-ev-pele-card", who=who, to=_who(names, given["to"], lang), card=given["card"])
        case "game_over":
            return None  # the finished game's prompt gives the result, once
    return None  # "turn": the prompt says whose turn it is


def _player(view: ArabanaView, seat: int, lang: str) -> str:
    names = view.get("names") or []
    return isolated(names[seat], lang) if seat < len(names) else t(lang, "common-player", letter=LETTERS[seat])


def _implied_card(spot: int, view: ArabanaView) -> str:
    """The card a plain `bridge A-B` uses: the end of the spot the hand holds."""
    hand = set(view.get("hand") or [])
    for island in SPOT_ENDS[spot]:
        if ISLAND_NAMES[island] in hand:
            return ISLAND_NAMES[island]
    return ISLAND_NAMES[SPOT_ENDS[spot][0]]


def _bridge_card(action: Bridge, view: ArabanaView) -> str:
    return _implied_card(action.spot, view) if action.card == IMPLIED else card_name(action.card)


def _spot_of(spot: int) -> str:
    return _spot(SPOT_NAMES[spot])


def _draw_label(action: Draw | Lono, view: ArabanaView, lang: str, done: bool) -> str:
    """`draw …` or `lono …`: from the bag or a display slot; after the move, without the card."""
    prefix = f"arabana-act-{'draw' if isinstance(action, Draw) else 'lono'}"
    if action.slot == BAG:
        return t(lang, f"{prefix}-bag-done") if done else t(lang, f"{prefix}-bag", left=view["bag_size"])
    slot = action.slot + 1
    if done:
        return t(lang, f"{prefix}-slot-done", slot=slot)
    return t(lang, f"{prefix}-card", card=view["display"][action.slot], slot=slot)


def _past_label(action: Action, view: ArabanaView, lang: str) -> str | None:
    """A label from the public view, shown after the move (e.g. "✅ …"): nothing that may have changed since.

    The board, display and hands may have moved on (a refilled display slot, an exchanged bridge now
    one's own), so only what the action itself says is used.
    """
    if isinstance(action, Bridge):
        if action.card != IMPLIED:
            return t(lang, "arabana-act-bridge", spot=_spot_of(action.spot), card=card_name(action.card))
        return t(lang, "arabana-act-bridge-done", spot=_spot_of(action.spot))
    if isinstance(action, Exchange):
        return t(lang, "arabana-act-exchange", spot=_spot_of(action.spot), cards=t(lang, "arabana-plus").join(map(card_name, action.cards)))
    if isinstance(action, Discard):
        fresh = view["phase"] == "setup" or (view["pass"] == 1 and not view["discard_size"])
        return t(lang, "arabana-act-display" if fresh else "arabana-act-discard-done", card=ISLAND_NAMES[action.card])
    if isinstance(action, Draw | Lono):
        return _draw_label(action, view, lang, done=True)
    if isinstance(action, End):
        return t(lang, "arabana-act-end")
    if isinstance(action, Give):
        return t(lang, "arabana-act-give", card=ISLAND_NAMES[action.card])
    return None


def action_label(action: Action, view: Mapping[str, object], lang: str = "en") -> str:
    """A button label for an action (≤ 80 characters).

    From a seat's view it describes the choice now; from the public view (seat None, used to confirm a
    move already made) it keeps to what the action itself says.
    """
    return _action_label(action, as_view(view), lang)


def _action_label(action: Action, view: ArabanaView, lang: str) -> str:
    label = str(action)
    if view["seat"] is None and (past := _past_label(action, view, lang)) is not None:
        return past[:80]
    if isinstance(action, Bridge):
        label = t(lang, "arabana-act-bridge", spot=_spot_of(action.spot), card=_bridge_card(action, view))
    elif isinstance(action, Exchange):
        owner = view["spots"][action.spot]
        cards = t(lang, "arabana-plus").join(map(card_name, action.cards))
        if owner is None:
            label = t(lang, "arabana-act-exchange", spot=_spot_of(action.spot), cards=cards)
        else:
            label = t(lang, "arabana-act-exchange-from", spot=_spot_of(action.spot), owner=_player(view, owner, lang), cards=cards)
    elif isinstance(action, Discard):
        label = t(lang, "arabana-act-display" if view["phase"] == "setup" else "arabana-act-discard", card=ISLAND_NAMES[action.card])
    elif isinstance(action, Draw | Lono):
        label = _draw_label(action, view, lang, done=False)
    elif isinstance(action, Remove):
        owner = view["spots"][action.spot]
        if owner is None:
            label = t(lang, "arabana-act-remove", spot=_spot_of(action.spot))
        else:
            label = t(lang, "arabana-act-remove-of", spot=_spot_of(action.spot), owner=_player(view, owner, lang))
    elif isinstance(action, Takeback):
        label = t(lang, "arabana-act-takeback", spot=_spot_of(action.spot))
    elif isinstance(action, End):
        label = t(lang, "arabana-act-end-last" if view["final_round"] else "arabana-act-end")
    elif isinstance(action, Pass):
        label = t(lang, "arabana-act-pass")
    elif isinstance(action, Next | Ku):
        label = t(lang, f"arabana-act-{'next' if isinstance(action, Next) else 'ku'}", player=_player(view, action.seat, lang))
    elif isinstance(action, Take):
        label = t(lang, "arabana-act-take", card=ISLAND_NAMES[action.card])
    elif isinstance(action, Pele):
        label = t(lang, "arabana-act-pele")
    elif isinstance(action, Give):
        to = view["pele_give_to"]
        if to is None:
            label = t(lang, "arabana-act-give", card=ISLAND_NAMES[action.card])
        else:
            label = t(lang, "arabana-act-give-to", card=ISLAND_NAMES[action.card], player=_player(view, to, lang))
    return label[:80]


GROUPS: dict[type[Action], str] = {
    Exchange: "exchange",
    Draw: "draw",
    Remove: "remove",
    Takeback: "takeback",
    End: "end",
    Pass: "end",
    Next: "next",
    Ku: "god",
    Pele: "god",
    Lono: "god",
    Take: "take",
    Give: "give",
}


def action_group(action: Action, view: Mapping[str, object], lang: str = "en") -> str:
    """The step an action belongs to: bridges by the card paying, the rest by kind."""
    return _action_group(action, as_view(view), lang)


def _action_group(action: Action, view: ArabanaView, lang: str) -> str:
    if isinstance(action, Bridge):
        return t(lang, "arabana-grp-bridge", card=_bridge_card(action, view))
    if isinstance(action, Discard):
        return t(lang, "arabana-grp-display" if view["phase"] == "setup" else "arabana-grp-discard")
    group = GROUPS.get(type(action))
    return t(lang, f"arabana-grp-{group}") if group else str(action)


def turn_prompt(view: Mapping[str, object], names: list[str], lang: str = "en") -> str:
    """One line saying what is awaited from whom."""
    return _turn_prompt(as_view(view), names, lang)


def _turn_prompt(view: ArabanaView, names: list[str], lang: str) -> str:
    phase = view["phase"]
    if phase == "over":
        winners = view["winners"] or []
        points = view["scores"][winners[0]] if winners else 0  # an 11th island wins whatever the points
        return t(lang, "arabana-prompt-over", winners=join_winners([_who(names, w, lang) for w in winners], lang), count=len(winners), points=points)
    if phase == "setup":
        return t(lang, "arabana-prompt-setup", waiting=join([_who(names, s, lang) for s in view["to_move"]], lang))
    # The player who decides reads what to do ("play cards, then draw one"), not whose turn it is: the
    # DM already opens with "Your turn".
    mover = view["chooser"] if phase == "next" else view["turn"]
    kind = "you" if view["seat"] == mover else "prompt"
    if phase == "next":
        return t(lang, f"arabana-{kind}-next", chooser=_who(names, view["chooser"], lang))
    who = _who(names, view["turn"], lang)
    if phase == "remove" and (remove := view["remove"]) is not None:
        return t(lang, f"arabana-{kind}-remove", who=who, island=remove["island"])
    if phase == "ku":
        return t(lang, f"arabana-{kind}-ku", who=who, target=_who(names, view["ku_target"], lang))
    if phase == "pele":
        return t(lang, f"arabana-{kind}-pele", who=who, to=_who(names, view["pele_give_to"], lang))
    if view["final_round"]:
        return t(lang, f"arabana-{kind}-final", who=who)
    prompt = t(lang, f"arabana-{kind}-turn", who=who, **{"pass": view["pass"]})
    held = len(view.get("hand") or [])
    if view["seat"] == view["turn"] and held > 4:
        prompt += " " + t(lang, "arabana-prompt-limit", held=held)
    return prompt


def image_text(kind: str, view: Mapping[str, object], lang: str = "en") -> str:
    """The alt text of an image of `kind` ("table", "hand", "final") of `view` (`wording.alt.arabana`)."""
    return alt_text(kind, view, lang, turn_prompt)
