"""Arabana wording for Discord: event lines, action labels and groups, the turn prompt.

Every text comes from the `arabana` catalog (`bot/i18n/locales/<lang>/arabana.ftl`); island, spot and
god names are proper names and stay as they are.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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
from bot.games.base import Action, Event
from bot.i18n import isolated, name_list, t

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


def _draw_line(d: Any, who: str, lang: str) -> str:
    if d["source"] == "bag":
        return t(lang, "arabana-ev-draw-bag-lono" if d.get("god") else "arabana-ev-draw-bag", who=who)
    key = "arabana-ev-draw-display" + ("-lono" if d.get("god") else "") + ("-refill" if d.get("refill") else "")
    return t(lang, key, who=who, card=d["card"], refill=d.get("refill") or "")


def event_line(event: Event, names: list[str], lang: str = "en") -> str | None:
    """One short Markdown line for an event (None to leave it out)."""
    d = event.data
    who = _who(names, event.seat, lang)
    kind = event.kind
    simple = ("setup_choice", "discard", "pass", "end", "final_round", "control_lost", "relative_choice", "control")
    if kind == "turn":
        return None
    if kind in simple:
        return t(lang, "arabana-ev-" + kind.replace("_", "-"), who=who, island=d.get("island", ""))
    if kind == "chooser":
        return t(lang, "arabana-ev-chooser", chooser=_who(names, d.get("seat"), lang))
    if kind in ("setup_card", "discard_card", "drew"):
        return t(lang, "arabana-ev-" + kind.replace("_", "-"), card=d["card"])
    if kind == "display_revealed":
        cards = join(_bold(d["cards"]), lang)
        if d.get("from_bag"):
            return t(lang, "arabana-ev-display-revealed-bag", cards=cards, card=d["from_bag"])
        return t(lang, "arabana-ev-display-revealed", cards=cards)
    if kind == "bridge":
        return t(lang, "arabana-ev-bridge", who=who, spot=_spot(d["spot"]), card=d["card"])
    if kind == "exchange":
        cards = t(lang, "arabana-plus").join(d["cards"])
        return t(lang, "arabana-ev-exchange", who=who, owner=_who(names, d["from"], lang), spot=_spot(d["spot"]), cards=cards)
    if kind == "takeback":
        return t(lang, "arabana-ev-takeback", who=who, spot=_spot(d["spot"]))
    if kind == "bridges_returned":
        gone = [
            t(lang, "arabana-ev-bridge-of", spot=_spot(s), owner=_who(names, o, lang))
            for s, o in zip(d["spots"], d["owners"], strict=True)
        ]
        return t(lang, "arabana-ev-bridges-returned", island=d["island"], bridges=join(gone, lang))
    if kind == "god_taken":
        key = "arabana-ev-god-taken-points" if d.get("points") else "arabana-ev-god-taken"
        return t(lang, key, who=who, god=d["god"], island=d["island"], points=d.get("points") or 0)
    if kind == "relative_remove":
        return t(lang, "arabana-ev-relative-remove", island=d["island"], owner=_who(names, d["owner"], lang), spot=_spot(d["spot"]))
    if kind == "draw":
        return _draw_line(d, who, lang)
    if kind == "scoring":
        parts = [
            t(lang, "arabana-ev-scoring-part", who=_who(names, s, lang), points=p, total=total)
            for s, (p, total) in enumerate(zip(d["points"], d["scores"], strict=True))
        ]
        return t(lang, f"arabana-ev-scoring-{'small' if d['kind'] == 'small' else 'big'}", parts=join(parts, lang))
    if kind == "reshuffle":
        shown = [c for c in d["display"] if c]
        return t(lang, "arabana-ev-reshuffle", bag=d["bag"], display=join(shown, lang) if shown else t(lang, "arabana-empty"))
    if kind in ("ku", "ku_take"):
        return t(lang, "arabana-ev-" + kind.replace("_", "-"), who=who, target=_who(names, d["target"], lang))
    if kind == "ku_hand":
        return t(lang, "arabana-ev-ku-hand", target=_who(names, d["target"], lang), cards=join(d["cards"], lang))
    if kind == "ku_card":
        return t(lang, "arabana-ev-ku-card", who=who, target=_who(names, d["target"], lang), card=d["card"])
    if kind == "pele":
        return t(lang, "arabana-ev-pele", who=who, **{"from": join([_who(names, s, lang) for s in d["from"]], lang)})
    if kind == "pele_drew":
        return t(lang, "arabana-ev-pele-drew", who=who, card=d["card"], **{"from": _who(names, d["from"], lang)})
    if kind in ("pele_give", "pele_card"):
        return t(lang, "arabana-ev-" + kind.replace("_", "-"), who=who, to=_who(names, d["to"], lang), card=d.get("card", ""))
    if kind == "instant_win":
        return t(lang, "arabana-ev-instant-win", who=who, island=d["island"])
    if kind == "game_over":
        winners = d["winners"]
        table = [t(lang, "arabana-ev-game-over-entry", who=_who(names, s, lang), points=p) for s, p in enumerate(d["scores"])]
        return t(
            lang,
            "arabana-ev-game-over",
            winners=join_winners([_who(names, w, lang) for w in winners], lang),
            count=len(winners),
            table=join(table, lang),
        )
    return None


def _player(view: dict[str, Any], seat: int, lang: str) -> str:
    names = view.get("names") or []
    return isolated(str(names[seat]), lang) if seat < len(names) else t(lang, "common-player", letter=LETTERS[seat])


def _implied_card(spot: int, view: dict[str, Any]) -> str:
    """The card a plain `bridge A-B` uses: the end of the spot the hand holds."""
    hand = set(view.get("hand") or [])
    for island in SPOT_ENDS[spot]:
        if ISLAND_NAMES[island] in hand:
            return ISLAND_NAMES[island]
    return ISLAND_NAMES[SPOT_ENDS[spot][0]]


def _bridge_card(action: Bridge, view: dict[str, Any]) -> str:
    return _implied_card(action.spot, view) if action.card == IMPLIED else card_name(action.card)


def _spot_of(spot: int) -> str:
    return _spot(SPOT_NAMES[spot])


def _draw_label(action: Draw | Lono, view: dict[str, Any], lang: str, done: bool) -> str:
    """`draw …` or `lono …`: from the bag or a display slot; after the move, without the card."""
    prefix = f"arabana-act-{'draw' if isinstance(action, Draw) else 'lono'}"
    if action.slot == BAG:
        return t(lang, f"{prefix}-bag-done") if done else t(lang, f"{prefix}-bag", left=int(view.get("bag_size") or 0))
    slot = action.slot + 1
    if done:
        return t(lang, f"{prefix}-slot-done", slot=slot)
    return t(lang, f"{prefix}-card", card=view["display"][action.slot], slot=slot)


def _past_label(action: Action, view: dict[str, Any], lang: str) -> str | None:
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
        fresh = view.get("phase") == "setup" or (view.get("pass") == 1 and not view.get("discard_size"))
        return t(lang, "arabana-act-display" if fresh else "arabana-act-discard-done", card=ISLAND_NAMES[action.card])
    if isinstance(action, Draw | Lono):
        return _draw_label(action, view, lang, done=True)
    if isinstance(action, End):
        return t(lang, "arabana-act-end")
    if isinstance(action, Give):
        return t(lang, "arabana-act-give", card=ISLAND_NAMES[action.card])
    return None


def _owner(view: dict[str, Any], spot: int) -> int | None:
    owner = view["spots"][spot]
    return int(owner) if owner is not None else None


def action_label(action: Action, view: dict[str, Any], lang: str = "en") -> str:
    """A button label for an action (≤ 80 characters).

    From a seat's view it describes the choice now; from the public view (seat None, used to confirm a
    move already made) it keeps to what the action itself says.
    """
    label = str(action)
    if view.get("seat") is None and (past := _past_label(action, view, lang)) is not None:
        return past[:80]
    if isinstance(action, Bridge):
        label = t(lang, "arabana-act-bridge", spot=_spot_of(action.spot), card=_bridge_card(action, view))
    elif isinstance(action, Exchange):
        owner = _owner(view, action.spot)
        cards = t(lang, "arabana-plus").join(map(card_name, action.cards))
        if owner is None:
            label = t(lang, "arabana-act-exchange", spot=_spot_of(action.spot), cards=cards)
        else:
            label = t(lang, "arabana-act-exchange-from", spot=_spot_of(action.spot), owner=_player(view, owner, lang), cards=cards)
    elif isinstance(action, Discard):
        label = t(lang, "arabana-act-display" if view.get("phase") == "setup" else "arabana-act-discard", card=ISLAND_NAMES[action.card])
    elif isinstance(action, Draw | Lono):
        label = _draw_label(action, view, lang, done=False)
    elif isinstance(action, Remove):
        owner = _owner(view, action.spot)
        if owner is None:
            label = t(lang, "arabana-act-remove", spot=_spot_of(action.spot))
        else:
            label = t(lang, "arabana-act-remove-of", spot=_spot_of(action.spot), owner=_player(view, owner, lang))
    elif isinstance(action, Takeback):
        label = t(lang, "arabana-act-takeback", spot=_spot_of(action.spot))
    elif isinstance(action, End):
        label = t(lang, "arabana-act-end-last" if view.get("final_round") else "arabana-act-end")
    elif isinstance(action, Pass):
        label = t(lang, "arabana-act-pass")
    elif isinstance(action, Next | Ku):
        label = t(lang, f"arabana-act-{'next' if isinstance(action, Next) else 'ku'}", player=_player(view, action.seat, lang))
    elif isinstance(action, Take):
        label = t(lang, "arabana-act-take", card=ISLAND_NAMES[action.card])
    elif isinstance(action, Pele):
        label = t(lang, "arabana-act-pele")
    elif isinstance(action, Give):
        to = view.get("pele_give_to")
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


def action_group(action: Action, view: dict[str, Any], lang: str = "en") -> str:
    """The step an action belongs to: bridges by the card paying, the rest by kind."""
    if isinstance(action, Bridge):
        return t(lang, "arabana-grp-bridge", card=_bridge_card(action, view))
    if isinstance(action, Discard):
        return t(lang, "arabana-grp-display" if view.get("phase") == "setup" else "arabana-grp-discard")
    group = GROUPS.get(type(action))
    return t(lang, f"arabana-grp-{group}") if group else str(action)


def turn_prompt(view: Mapping[str, Any], names: list[str], lang: str = "en") -> str:
    """One line saying what is awaited from whom."""
    phase = view["phase"]
    if phase == "over":
        winners = view.get("winners") or []
        return t(lang, "arabana-prompt-over", winners=join_winners([_who(names, w, lang) for w in winners], lang), count=len(winners))
    if phase == "setup":
        return t(lang, "arabana-prompt-setup", waiting=join([_who(names, s, lang) for s in view["to_move"]], lang))
    if phase == "next":
        return t(lang, "arabana-prompt-next", chooser=_who(names, view["chooser"], lang))
    who = _who(names, view["turn"], lang)
    if phase == "remove":
        return t(lang, "arabana-prompt-remove", who=who, island=view["remove"]["island"])
    if phase == "ku":
        return t(lang, "arabana-prompt-ku", who=who, target=_who(names, view["ku_target"], lang))
    if phase == "pele":
        return t(lang, "arabana-prompt-pele", who=who, to=_who(names, view["pele_give_to"], lang))
    if view.get("final_round"):
        return t(lang, "arabana-prompt-final", who=who)
    prompt = t(lang, "arabana-prompt-turn", who=who, **{"pass": view["pass"]})
    held = len(view.get("hand") or [])
    if view.get("seat") == view["turn"] and held > 4:
        prompt += " " + t(lang, "arabana-prompt-limit", held=held)
    return prompt
