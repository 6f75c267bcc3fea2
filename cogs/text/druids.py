"""Druids wording for Discord: event lines, action labels and groups, the turn prompt."""

from __future__ import annotations

from typing import Any

from bot.games.base import Event

SYMBOL = {"G": "✚", "Y": "☀", "R": "♞", "B": "★", "V": "♫"}
COLOUR = {"G": "green", "Y": "yellow", "R": "red", "B": "blue", "V": "violet"}
SPECIAL = {"GAIA": "✿ Gaia", "SICKLE": "☾ Sickle", "MISTLETOE": "☘ Mistletoe"}


def _who(names: list[str], seat: int | None) -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else "Someone"


def card(text: str) -> str:
    """'R7' as 'R7♞'; specials by name."""
    if text in SPECIAL:
        return SPECIAL[text]
    return f"{text}{SYMBOL[text[0]]}"


def colour(letter: str) -> str:
    """'R' as '♞ red'."""
    return f"{SYMBOL[letter]} {COLOUR[letter]}"


def event_line(event: Event, names: list[str]) -> str | None:
    """One short Markdown line for an event (None to leave it out)."""
    d = event.data
    who = _who(names, event.seat)
    kind = event.kind
    if kind == "round_start":
        return f"**Round {d['round']}** — {_who(names, d['dealer'])} deals; {_who(names, d['gaia_holder'])} holds Gaia and leads."
    if kind == "hand":
        return "Your hand: " + " ".join(card(c) for c in d["cards"])
    if kind == "play":
        if d["card"] == "GAIA":
            side = f", {d['side']} side ({'highest' if d['side'] == 'light' else 'lowest'} on top this round)" if d["side"] else ""
            return f"{who} leads **✿ Gaia** as {colour(d['colour'])}{side}."
        return f"{who} plays **{card(d['card'])}**."
    if kind == "trick":
        cards = " · ".join(f"{_who(names, s)} {card(c)}" for s, c in d["cards"])
        led = f" ({colour(d['led'])} led)" if d["led"] else ""
        return f"Trick {d['trick']}{led}: {cards} — **{_who(names, d['winner'])}** takes it."
    if kind == "five_domains":
        return f"🌿 **{who} has all five domains!** The round ends at once: −3 for {who}."
    if kind == "sickle_tie":
        return f"☾ Sickle: {who}'s highest tops tie — {who} chooses {' or '.join(colour(c) for c in d['colours'])}."
    if kind == "sickle":
        return f"☾ Sickle: {who} sets aside the {colour(d['colour'])} stack ({d['height']} card{'s' if d['height'] != 1 else ''}, top {card(d['top'])})."
    if kind == "sickle_blank":
        return f"☾ Sickle: {who} has no stack to lose."
    if kind == "set_aside":
        return None  # the trick line already shows the specials
    if kind == "round_end":
        parts = [
            f"{_who(names, s)} {score}{' (five domains)' if d['five_domains'] == s else ''}" for s, score in enumerate(d["scores"])
        ]
        line = f"**Round {d['round']} scored** — " + ", ".join(parts) + " · totals " + ", ".join(map(str, d["totals"]))
        if d["next_dealer"] is not None:
            line += f" · {_who(names, d['next_dealer'])} deals next"
        return line
    if kind == "game_over":
        winners = " & ".join(_who(names, s) for s in d["winners"])
        return f"🏆 **{winners}** win{'s' if len(d['winners']) == 1 else ''} with {max(d['scores'])} points."
    return None


def action_label(action_text: str, view: dict[str, Any]) -> str:
    """Button/select label for an action."""
    words = action_text.split()
    if words[0] == "sickle":
        return f"Sickle removes my {colour(words[1])} stack"
    if words[0] == "play" and words[1] == "GAIA":
        label = f"Gaia as {colour(words[2])}"
        if len(words) > 3:
            label += f", {words[3]} ({'highest' if words[3] == 'light' else 'lowest'} on top)"
        return label
    if words[0] == "play":
        return card(words[1])
    return action_text[:80]


def action_group(action_text: str, view: dict[str, Any]) -> str:
    """Group key: the colour of a card, 'special', 'gaia' or 'sickle'."""
    words = action_text.split()
    if words[0] == "sickle":
        return "sickle"
    if words[1] == "GAIA":
        return "gaia"
    if words[1] in SPECIAL:
        return "special"
    return COLOUR[words[1][0]]


def turn_prompt(view: dict[str, Any], names: list[str]) -> str:
    """What is awaited from whom."""
    phase = view["phase"]
    if phase == "over":
        winners = " & ".join(_who(names, s) for s in view["winners"])
        return f"The game is over: {winners} win{'s' if len(view['winners']) == 1 else ''}."
    who = _who(names, view["to_move"][0])
    if phase == "sickle":
        choices = " or ".join(colour(c) for c in view["sickle"]["choices"])
        return f"{who} chooses which stack the Sickle removes ({choices})."
    if phase == "gaia":
        side = " and the side (dark or light)" if view["variant"] == "sun-moon" else ""
        return f"{who} leads Gaia to trick 1 of round {view['round']} and names its colour{side}."
    if not view["trick"]:
        return f"{who} leads trick {view['trick_no']}."
    led = f" (follow {colour(view['led'])} if you can)" if view["led"] else ""
    return f"{who} plays to trick {view['trick_no']}{led}."
