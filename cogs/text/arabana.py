"""Arabana wording for Discord: event lines, action labels and groups, the turn prompt."""

from __future__ import annotations

from typing import Any

from bot.games.arabana.board import ISLAND_NAMES, SPOT_ENDS, spot_named
from bot.games.base import Event

LETTERS = "ABCD"


def _who(names: list[str], seat: int | None) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else "Someone"


def _spot(name: str) -> str:
    return name.replace("-", "–")


def _list(names: list[str]) -> str:
    return ", ".join(names) if names else "nobody"


def event_line(event: Event, names: list[str], lang: str = "en") -> str | None:
    """One short Markdown line for an event (None to leave it out)."""
    d = event.data
    who = _who(names, event.seat)
    kind = event.kind
    simple = {
        "setup_choice": f"{who} has chosen a card for the display.",
        "discard": f"{who} discards a card face down.",
        "chooser": f"{_who(names, d.get('seat'))} has the fewest points and picks who starts the second pass.",
        "final_round": "⏳ The cards are out: **final round**, everyone has one last turn.",
        "pass": f"{who} waits and keeps the last turn for later.",
        "end": f"{who} ends the turn.",
    }
    if kind in simple:
        return simple[kind]
    if kind == "turn":
        return None
    if kind == "setup_card":
        return f"You put **{d['card']}** out for the display."
    if kind == "display_revealed":
        extra = f" and **{d['from_bag']}** from the bag" if d.get("from_bag") else ""
        return f"The display: {', '.join(f'**{c}**' for c in d['cards'])}{extra}."
    if kind == "bridge":
        return f"{who} lays a bridge on **{_spot(d['spot'])}** ({d['card']})."
    if kind == "exchange":
        return f"{who} takes over {_who(names, d['from'])}'s bridge on **{_spot(d['spot'])}** ({' + '.join(d['cards'])})."
    if kind == "discard_card":
        return f"You discard **{d['card']}** face down."
    if kind == "takeback":
        return f"{who} takes back the bridge on **{_spot(d['spot'])}**."
    if kind == "control":
        return f"🏝️ {who} takes control of **{d['island']}**."
    if kind == "bridges_returned":
        gone = ", ".join(f"{_spot(s)} ({_who(names, o)})" for s, o in zip(d["spots"], d["owners"], strict=True))
        return f"Bridges at {d['island']} go home: {gone}."
    if kind == "control_lost":
        return f"{who} loses control of **{d['island']}**."
    if kind == "god_taken":
        points = f" (+{d['points']} points)" if d.get("points") else ""
        return f"{who} takes the god **{d['god']}** from {d['island']}{points}."
    if kind == "relative_choice":
        return f"{who} holds the most bridges at **{d['island']}** and removes one of the others."
    if kind == "relative_remove":
        return f"Relative majority at **{d['island']}**: {_who(names, d['owner'])}'s bridge on {_spot(d['spot'])} is removed."
    if kind == "draw":
        lono = " with **Lono**" if d.get("god") else ""
        if d["source"] == "bag":
            return f"{who} draws from the bag{lono}."
        refill = f"; **{d['refill']}** is laid out" if d.get("refill") else ""
        return f"{who} takes **{d['card']}** from the display{lono}{refill}."
    if kind == "drew":
        return f"You draw **{d['card']}**."
    if kind == "scoring":
        title = "Small scoring" if d["kind"] == "small" else "Big scoring"
        parts = ", ".join(f"{_who(names, s)} +{p} ({t})" for s, (p, t) in enumerate(zip(d["points"], d["scores"], strict=True)))
        return f"📊 **{title}**: {parts}."
    if kind == "reshuffle":
        shown = ", ".join(c for c in d["display"] if c)
        return f"The discard pile becomes the bag ({d['bag']} cards). New display: {shown or 'empty'}."
    if kind == "ku":
        return f"{who} invokes **Ku** and looks at {_who(names, d['target'])}'s hand."
    if kind == "ku_hand":
        return f"Ku shows you {_who(names, d['target'])}'s hand: {_list(d['cards'])}."
    if kind == "ku_take":
        return f"{who} takes a card from {_who(names, d['target'])}."
    if kind == "ku_card":
        return f"Ku: **{d['card']}** goes from {_who(names, d['target'])} to {who}."
    if kind == "pele":
        return f"{who} invokes **Pele** and draws a card from {_list([_who(names, s) for s in d['from']])}."
    if kind == "pele_drew":
        return f"Pele: **{d['card']}** goes from {_who(names, d['from'])} to {who}."
    if kind == "pele_give":
        return f"{who} gives {_who(names, d['to'])} a card."
    if kind == "pele_card":
        return f"Pele: {who} gives **{d['card']}** to {_who(names, d['to'])}."
    if kind == "instant_win":
        return f"🏆 {who} takes an 11th island (**{d['island']}**) and wins at once!"
    if kind == "game_over":
        winners = d["winners"]
        scores = d["scores"]
        table = ", ".join(f"{_who(names, s)} {p}" for s, p in enumerate(scores))
        return f"🏆 **{' & '.join(_who(names, w) for w in winners)}** wins — {table}."
    return None


def _player(view: dict[str, Any], seat: int) -> str:
    names = view.get("names") or []
    return str(names[seat]) if seat < len(names) else f"Player {LETTERS[seat]}"


def _implied_card(spot: str, view: dict[str, Any]) -> str:
    """The card a plain `bridge A-B` uses: the end of the spot the hand holds."""
    number = spot_named(spot)
    hand = set(view.get("hand") or [])
    if number is not None:
        for island in SPOT_ENDS[number]:
            if ISLAND_NAMES[island] in hand:
                return ISLAND_NAMES[island]
    return spot.split("-")[0]


def _past_label(words: list[str], view: dict[str, Any]) -> str | None:
    """A label from the public view, shown after the move (e.g. "✅ …"): nothing that may have changed since.

    The board, display and hands may have moved on (a refilled display slot, an exchanged bridge now
    one's own), so only what the action text itself says is used.
    """
    verb = words[0]
    if verb == "bridge":
        return f"Bridge {_spot(words[1])}" + (f" ({words[3]})" if len(words) == 4 else "")
    if verb == "exchange":
        return f"Take over {_spot(words[1])} ({words[2]} + {words[3]})"
    if verb == "discard":
        fresh = view.get("phase") == "setup" or (view.get("pass") == 1 and not view.get("discard_size"))
        return f"Put {words[1]} in the display" if fresh else f"Discard {words[1]}"
    if verb in ("draw", "lono"):
        prefix = "Lono: extra card" if verb == "lono" else "Draw"
        return f"{prefix} from the bag" if words[1] == "bag" else f"{prefix} from display {words[2]}"
    if verb == "end":
        return "End turn"
    if verb == "give":
        return f"Give {words[1]}"
    return None


def action_label(action_text: str, view: dict[str, Any], lang: str = "en") -> str:
    """A button label for an action text (≤ 80 characters).

    From a seat's view it describes the choice now; from the public view (seat None, used to confirm a
    move already made) it keeps to what the action text says.
    """
    words = action_text.split()
    verb = words[0]
    label = action_text
    if view.get("seat") is None and (past := _past_label(words, view)) is not None:
        return past[:80]
    if verb == "bridge":
        card = words[3] if len(words) == 4 else _implied_card(words[1], view)
        label = f"Bridge {_spot(words[1])} ({card})"
    elif verb == "exchange":
        number = spot_named(words[1])
        owner = view["spots"][number] if number is not None else None
        whose = f" from {_player(view, owner)}" if owner is not None else ""
        label = f"Take over {_spot(words[1])}{whose} ({words[2]} + {words[3]})"
    elif verb == "discard":
        label = f"Put {words[1]} in the display" if view.get("phase") == "setup" else f"Discard {words[1]} face down"
    elif verb in ("draw", "lono"):
        prefix = "Lono: extra card" if verb == "lono" else "Draw"
        if words[1] == "bag":
            label = f"{prefix} blind from the bag ({view.get('bag_size', '?')} left)"
        else:
            slot = int(words[2]) - 1
            label = f"{prefix} {view['display'][slot]} (display {slot + 1})"
    elif verb == "remove":
        number = spot_named(words[1])
        owner = view["spots"][number] if number is not None else None
        label = f"Remove {_spot(words[1])}" + (f" ({_player(view, owner)})" if owner is not None else "")
    elif verb == "takeback":
        label = f"Take back {_spot(words[1])}"
    elif verb == "end":
        label = "End my last turn" if view.get("final_round") else "End turn"
    elif verb == "pass":
        label = "Pass (keep my last turn)"
    elif verb == "next":
        label = f"{_player(view, int(words[1]))} starts pass 2"
    elif verb == "ku":
        label = f"Ku: look at {_player(view, int(words[1]))}'s hand"
    elif verb == "take":
        label = f"Take {words[1]}"
    elif verb == "pele":
        label = "Pele: draw from everyone, give back"
    elif verb == "give":
        to = view.get("pele_give_to")
        label = f"Give {words[1]}" + (f" to {_player(view, to)}" if to is not None else "")
    return label[:80]


def action_group(action_text: str, view: dict[str, Any], lang: str = "en") -> str:
    """The step an action belongs to: bridges by the card paying, the rest by kind."""
    words = action_text.split()
    verb = words[0]
    if verb == "bridge":
        card = words[3] if len(words) == 4 else _implied_card(words[1], view)
        return "Bridge with Kanaloa" if card == "Kanaloa" else f"Bridge with {card}"
    groups = {
        "exchange": "Take over a bridge",
        "discard": "Display card" if view.get("phase") == "setup" else "Discard face down",
        "draw": "Draw",
        "remove": "Remove a bridge",
        "takeback": "Take back a bridge",
        "end": "End",
        "pass": "End",
        "next": "Who starts",
        "ku": "Use a god",
        "pele": "Use a god",
        "lono": "Use a god",
        "take": "Take a card",
        "give": "Give a card",
    }
    return groups.get(verb, verb)


def turn_prompt(view: dict[str, Any], names: list[str], lang: str = "en") -> str:
    """One line saying what is awaited from whom."""
    phase = view["phase"]
    if phase == "over":
        winners = view.get("winners") or []
        return f"Game over: {' & '.join(_who(names, w) for w in winners)} wins."
    if phase == "setup":
        return f"Everyone picks a card for the display (waiting for {_list([_who(names, s) for s in view['to_move']])})."
    if phase == "next":
        return f"{_who(names, view['chooser'])} chooses who starts the second pass."
    who = _who(names, view["turn"])
    if phase == "remove":
        return f"{who} chooses which bridge to remove at {view['remove']['island']}."
    if phase == "ku":
        return f"{who} takes a card from {_who(names, view['ku_target'])}'s hand (Ku)."
    if phase == "pele":
        return f"{who} gives {_who(names, view['pele_give_to'])} a card (Pele)."
    if view.get("final_round"):
        return f"{who} takes the last turn: play cards, then end (final round)."
    held = len(view.get("hand") or [])
    limit = f" You hold {held} cards: play or discard down to 4 to draw." if view.get("seat") == view["turn"] and held > 4 else ""
    return f"{who}'s turn: play cards, then draw one (pass {view['pass']}).{limit}"

