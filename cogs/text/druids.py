"""Druids wording for Discord: event lines, action labels and groups, the turn prompt."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.base import Event

SYMBOL = {"G": "✚", "Y": "☀", "R": "♞", "B": "★", "V": "♫"}
COLOUR = {"G": "green", "Y": "yellow", "R": "red", "B": "blue", "V": "violet"}
SPECIAL = {"GAIA": "✿ Gaia", "SICKLE": "☾ Sickle", "MISTLETOE": "☘ Mistletoe"}
ORDER = "GYRBV"
NAME_WIDTH = 12  # characters of a name in the round table


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


def _stacked(cards: list[list[Any]]) -> str:
    """What a trick adds to its winner's stacks: its domain cards by colour and value (Gaia and specials are set aside)."""
    domain = sorted((c for _, c in cards if c not in SPECIAL), key=lambda c: (ORDER.index(c[0]), int(c[1:])))
    return " and stacks " + " ".join(card(c) for c in domain) if domain else " (no domain cards to stack)"


def _cell(name: str, width: int) -> str:
    """A name for a code-block column: no backticks, cut to `width` with an ellipsis."""
    name = name.replace("`", "'").replace("\n", " ")
    return name if len(name) <= width else name[: width - 1] + "…"


def round_table(d: Mapping[str, Any], names: list[str]) -> str:
    """The round's result as a small aligned table (code block): each seat's stack tops, round points, total."""
    players = len(d["scores"])
    who = [_cell(_who(names, s), NAME_WIDTH) for s in range(players)]
    tops = [
        "five domains" if d["five_domains"] == s else (" ".join(d["tops"][s]) or "no stacks") for s in range(players)
    ]
    name_w = max(4, *(len(w) for w in who))
    tops_w = max(len("stack tops"), *(len(t) for t in tops))
    rows = [f"{'':<{name_w}}  {'stack tops':<{tops_w}}  round  total"]
    for s in range(players):
        rows.append(f"{who[s]:<{name_w}}  {tops[s]:<{tops_w}}  {d['scores'][s]:>5}  {d['totals'][s]:>5}")
    text = f"**Round {d['round']} scored**\n```\n" + "\n".join(rows) + "\n```"
    if d["next_dealer"] is not None:
        text += f"\n{_who(names, d['next_dealer'])} has the fewest points this round and deals round {d['round'] + 1}."
    return text


def event_line(event: Event, names: list[str], lang: str = "en") -> str | None:
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
        return f"Trick {d['trick']}{led}: {cards} — **{_who(names, d['winner'])}** takes it{_stacked(d['cards'])}."
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
        return round_table(d, names)
    if kind == "game_over":
        return None  # the turn prompt names the winners, and the flow adds the final standings
    return None


def action_label(action_text: str, view: dict[str, Any], lang: str = "en") -> str:
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


def action_group(action_text: str, view: dict[str, Any], lang: str = "en") -> str:
    """Group key: the colour of a card, 'special', 'gaia' or 'sickle'."""
    words = action_text.split()
    if words[0] == "sickle":
        return "sickle"
    if words[1] == "GAIA":
        return "gaia"
    if words[1] in SPECIAL:
        return "special"
    return COLOUR[words[1][0]]


def turn_prompt(view: dict[str, Any], names: list[str], lang: str = "en") -> str:
    """What is awaited from whom; in the second person when `view` is the seat's own and it is to move (DMs)."""
    phase = view["phase"]
    if phase == "over":
        winners = view["winners"]
        best = max(view["scores"]) if view["scores"] else 0
        who = " & ".join(_who(names, s) for s in winners)
        return f"The game is over: 🏆 **{who}** win{'s' if len(winners) == 1 else ''} with {best} points."
    seat = view["to_move"][0]
    if view.get("seat") == seat:
        return _your_turn(view)
    who = _who(names, seat)
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


def _your_turn(view: dict[str, Any]) -> str:
    """The prompt for the player to move, in their DM: what to decide and what the buttons allow."""
    phase = view["phase"]
    trick = view["trick_no"]
    if phase == "sickle":
        choices = " or ".join(colour(c) for c in view["sickle"]["choices"])
        return f"Your highest stack tops tie: choose which stack the Sickle removes ({choices})."
    if phase == "gaia":
        if view["variant"] == "sun-moon":
            return (
                f"You hold Gaia: lead it to trick 1 of round {view['round']}, naming its colour and the side for this round "
                "(dark: lowest card on top of a stack, light: highest on top)."
            )
        return f"You hold Gaia: lead it to trick 1 of round {view['round']} and name its colour."
    if not view["trick"]:
        return f"You lead trick {trick}: any card."
    led = view["led"]
    if not led:
        return f"You play to trick {trick}: no colour is led yet, any card."
    if any(c not in SPECIAL and c[0] == led for c in view.get("hand", [])):
        specials = " or ".join(SPECIAL[c] for c in ("SICKLE", "MISTLETOE") if c in view.get("hand", []))
        return f"You play to trick {trick}: follow {colour(led)}" + (f" (or play your {specials})." if specials else ".")
    return f"You play to trick {trick}: you have no {colour(led)}, any card."


def multi_choice(actions: list[str], view: dict[str, Any], lang: str = "en") -> tuple[list[Any], list[str]] | None:
    """Druids has no multi-selects; this hook of `cogs.present.plan_menu` only orders the choices.

    In the sun-moon variant the Gaia lead offers 10 buttons: the dark side's five colours fill one
    row, the light side's the next (rows hold five buttons), instead of alternating dark and light.
    Every other choice keeps the engine's order (the hand sorted by colour and value, then specials).
    """
    side_rank = {"dark": 0, "light": 1}
    if not any(a.rsplit(" ", 1)[-1] in side_rank for a in actions):
        return None
    return [], sorted(actions, key=lambda a: side_rank.get(a.rsplit(" ", 1)[-1], 2))  # stable: colours keep their order
