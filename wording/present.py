"""Text for Discord made from events, actions and views; per-game wording in the game's `Texts`.

Pure functions (no Discord objects). Every function takes the game's `Wording` (its engine, to read
action texts, and its texts) and the reader's language (`lang`); a game without texts gets the
generic wording of the `table-…` catalog keys.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from bot.games.base import Action, Event, Game, Outcome
from bot.i18n import digits, isolated, join, number, paragraph, t


class Texts(Protocol):
    """A game's wording (usually the module `wording.text.<game>`): events, choices and prompts."""

    def event_line(self, event: Event, names: list[str], lang: str = ...) -> str | None: ...

    def action_label(self, action: Action, view: dict[str, Any], lang: str = ...) -> str: ...

    def action_group(self, action: Action, view: dict[str, Any], lang: str = ...) -> str: ...

    def turn_prompt(self, view: Mapping[str, Any], names: list[str], lang: str = ...) -> str: ...


@runtime_checkable
class MenuTexts(Texts, Protocol):
    """Texts that offer multi-selects for choices made of several tokens, or order the choices."""

    def multi_choice(self, actions: list[Action], view: dict[str, Any], lang: str = ...) -> tuple[Sequence[MultiChoice], Sequence[Action]] | None: ...


@dataclass(frozen=True)
class Wording:
    """What the wording of one game needs: its engine (to read an action's text) and its texts."""

    game: Game[Any]
    texts: Texts | None = None  # None: the generic `table-…` wording


def event_line(words: Wording, event: Event, names: list[str], lang: str = "en") -> str | None:
    """One line for an event, or None to leave it out."""
    module = words.texts
    if module is not None:
        line: str | None = module.event_line(event, names, lang=lang)
        return line
    who = names[event.seat] if event.seat is not None and event.seat < len(names) else ""
    what = event.kind.replace("_", " ")
    details = join(lang, [f"{k} {v}" for k, v in event.data.items()])
    line = t(lang, "table-event-details", who=who, what=what, details=details) if details else t(lang, "table-event", who=who, what=what)
    return line.strip()


def action_label(words: Wording, action: Action, view: dict[str, Any], lang: str = "en") -> str:
    """A button or option label for an action (≤ 80 characters)."""
    module = words.texts
    label = module.action_label(action, view, lang=lang) if module is not None else str(action)
    return str(label)[:80]


def chosen_label(words: Wording, text: str, view: dict[str, Any], lang: str = "en") -> str:
    """What the ✅ of a chosen action says: its label from the canonical action, so the cards of a
    multi-select are named in the order the hand shows them, not in the order they were clicked."""
    try:
        action = words.game.parse_action(text)
    except ValueError:  # GameError is a ValueError: a text the game cannot read is shown as it came
        return text[:80]
    return action_label(words, action, view, lang)


def action_group(words: Wording, action: Action, view: dict[str, Any], lang: str = "en") -> str:
    """The step an action belongs to when choices must be split (without texts: its kind)."""
    module = words.texts
    if module is not None:
        return str(module.action_group(action, view, lang=lang))[:80]
    return type(action).__name__.lower()  # the action's class: Play → "play"


def turn_prompt(words: Wording, view: Mapping[str, Any], names: list[str], lang: str = "en") -> str:
    """What is awaited from whom."""
    module = words.texts
    if module is not None:
        return str(module.turn_prompt(view, names, lang=lang))
    waiting = [names[s] for s in view.get("to_move", []) if s < len(names)]
    return t(lang, "table-waiting-for", names=join(lang, waiting)) if waiting else t(lang, "table-game-over")


@dataclass(frozen=True)
class MultiChoice:
    """Several tokens picked in one multi-select and sent as one action: `prefix token token …`.

    E.g. Abracadabra's placement: prefix "place", tokens the ranks, exactly k of them.
    """

    prefix: str
    placeholder: str
    options: list[tuple[str, str]]  # (label, token), at most 25
    min_values: int
    max_values: int


@dataclass(frozen=True)
class Menu:
    """How a list of actions is offered: buttons, selects (each ≤ 25), or group buttons for a second step."""

    buttons: list[tuple[str, str]]  # (label, action)
    selects: list[tuple[str, list[tuple[str, str]]]]  # (placeholder, [(label, action)])
    groups: list[str]  # group keys: a click opens that group's choices
    multis: list[MultiChoice] = field(default_factory=list)


def compose(prefix: str, tokens: list[str]) -> str:
    """The action text a multi-select stands for."""
    return " ".join([prefix, *tokens])


MAX_BUTTONS = 20  # four rows of five; the fifth row stays free for "Show my hand" and the like
MAX_SELECTS = 4


def plan_menu(words: Wording, actions: Sequence[Action], view: dict[str, Any], lang: str = "en") -> Menu:
    """Split actions so that Discord's limits hold: ≤ 25 options per select, ≤ 5 rows.

    A game's texts may offer `multi_choice(actions, view) -> (multis, other_actions) | None` (`MenuTexts`)
    for choices that are a set of tokens (too many combinations to list one by one).
    """
    module = words.texts
    moves = list(actions)
    chosen = module.multi_choice(moves, view, lang=lang) if isinstance(module, MenuTexts) else None
    if chosen is not None:
        multis, rest = chosen
        base = plan_menu_plain(words, list(rest), view, lang)
        return Menu(base.buttons, base.selects, base.groups, list(multis))
    return plan_menu_plain(words, moves, view, lang)


def plan_menu_plain(words: Wording, actions: Sequence[Action], view: dict[str, Any], lang: str = "en") -> Menu:
    """`plan_menu` without multi-selects."""
    moves = list(actions)
    labelled = [(action_label(words, a, view, lang), str(a)) for a in moves]
    if len(labelled) <= MAX_BUTTONS:
        return Menu(labelled, [], [])
    grouped: OrderedDict[str, list[tuple[str, str]]] = OrderedDict()
    for (label, text), action in zip(labelled, moves, strict=True):
        grouped.setdefault(action_group(words, action, view, lang), []).append((label, text))
    if len(grouped) <= MAX_SELECTS and all(len(v) <= 25 for v in grouped.values()):
        return Menu([], list(grouped.items()), [])
    if len(labelled) <= 25 * MAX_SELECTS and len(grouped) > MAX_BUTTONS:
        chunks = [labelled[i : i + 25] for i in range(0, len(labelled), 25)]
        return Menu([], [(t(lang, "table-choose-part", part=i + 1, parts=len(chunks)), c) for i, c in enumerate(chunks)], [])
    # A group too large for one second step is offered in parts: "play #2" is the second part.
    keys: list[str] = []
    for key, members in grouped.items():
        parts = -(-len(members) // GROUP_PART)
        keys.extend([key] if parts == 1 else [f"{key} #{i + 1}" for i in range(parts)])
    return Menu([], [], keys[:MAX_BUTTONS])


GROUP_PART = 25 * MAX_SELECTS


def group_menu(words: Wording, actions: Sequence[Action], view: dict[str, Any], group: str, lang: str = "en") -> Menu:
    """The second step: the actions of one group (or one part of it), as buttons or selects of ≤ 25."""
    key, _, part = group.rpartition(" #")
    if not (key and part.isdigit()):
        key, part = group, ""
    chosen = [a for a in actions if action_group(words, a, view, lang) == key]
    if part:
        start = (int(part) - 1) * GROUP_PART
        chosen = chosen[start : start + GROUP_PART]
    labelled = [(action_label(words, a, view, lang), str(a)) for a in chosen]
    if len(labelled) <= MAX_BUTTONS:
        return Menu(labelled, [], [])
    chunks = [labelled[i : i + 25] for i in range(0, len(labelled), 25)][: MAX_SELECTS]
    return Menu([], [(f"{group} ({digits(lang, i + 1)}/{digits(lang, len(chunks))})", c) for i, c in enumerate(chunks)], [])


def places(outcome: Outcome) -> list[int]:
    """Each seat's place at the end: the winners 1st, the others by points, equal points sharing a place.

    Winners come first even where the points say otherwise (a Spellcaster duel won by the rival's Energy
    running out, an Arabana game won by an 11th island).
    """
    winners = set(outcome.winners)
    scores = outcome.scores
    return [
        1 if seat in winners else 1 + len(winners) + sum(1 for other, points in enumerate(scores) if other not in winners and points > scores[seat])
        for seat in range(len(scores))
    ]


def ending(words: Wording, view: Mapping[str, Any], outcome: Outcome, seat: int, names: list[str], lang: str = "en") -> str:
    """The end DM of one seat: its place, the game's result (as the last board says it) and every seat's points.

    `view` is the finished game's public view; the link to the final board is the caller's to add.
    """
    place = places(outcome)
    if seat in outcome.winners:
        mine = t(lang, "table-ending-shared" if len(outcome.winners) > 1 else "table-ending-won")
    else:
        mine = t(lang, "table-ending-place", place=number(lang, place[seat]), players=number(lang, len(place)))
    order = sorted(range(len(place)), key=lambda s: (place[s], s))
    rows = [
        t(lang, "table-ending-row-you" if s == seat else "table-ending-row", place=number(lang, place[s]), name=isolated(names[s], lang), points=number(lang, outcome.scores[s]))
        for s in order
        if s < len(names)
    ]
    standings = t(lang, "table-ending-standings", rows=t(lang, "table-ending-row-sep").join(rows))
    result = turn_prompt(words, view, names, lang)
    # The game's prompt may already carry its direction mark.
    return "\n".join(line if line[:1] in ("\u200e", "\u200f") else paragraph(line, lang) for line in [mine, result, standings] if line)
