"""Druids wording for Discord: event lines, action labels and groups, the turn prompt.

Every text comes from the `druids-*` keys of the message catalogs (bot/i18n/locales/<lang>/druids.ftl);
card codes (R7, B12) and the symbols that mark each domain stay the same in every language.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from bot.games.base import Action, Event
from bot.games.druids import events
from bot.games.druids.actions import ChooseSickle, LeadGaia, Play
from bot.games.druids.cards import CARD_TEXT, COLOURS, DOMAIN_SYMBOL, SPECIAL_SYMBOL
from bot.games.druids.views import DruidsView, SickleChoice, as_view
from bot.i18n import digits, is_rtl, number, paragraph, t
from wording.alt.druids import image_text as alt_text
from wording.present import MultiChoice

# The domains' and specials' symbols are the images' own: one place for both.
SYMBOL = DOMAIN_SYMBOL
SPECIAL = tuple(SPECIAL_SYMBOL)
ORDER = "GYRBV"
NAME_WIDTH = 12  # characters of a name in the round table


def _number(value: int, lang: str) -> int | str:
    """A number for a message: a negative one in right-to-left text keeps its sign on the left."""
    return number(lang, value) if value < 0 and is_rtl(lang) else value


def _who(names: list[str], seat: int | None, lang: str = "en") -> str:
    return names[seat] if seat is not None and 0 <= seat < len(names) else t(lang, "druids-someone")


def colour_name(letter: str, lang: str = "en") -> str:
    """'R' as 'red' (the plain colour word)."""
    return t(lang, f"druids-colour-{letter.lower()}")


def special_name(code: str, lang: str = "en") -> str:
    """'SICKLE' as 'Sickle'."""
    return t(lang, f"druids-name-{code.lower()}")


def card(text: str, lang: str = "en") -> str:
    """'R7' as 'R7♞'; specials by name, e.g. '☾ Sickle'."""
    if text in SPECIAL_SYMBOL:
        return f"{SPECIAL_SYMBOL[text]} {special_name(text, lang)}"
    return f"{text}{SYMBOL[text[0]]}"


def colour(letter: str, lang: str = "en") -> str:
    """'R' as '♞ red'."""
    return f"{SYMBOL[letter]} {colour_name(letter, lang)}"


def either(items: Iterable[str], lang: str = "en") -> str:
    """'a or b or c' in the language."""
    result = ""
    for i, item in enumerate(items):
        result = item if i == 0 else t(lang, "druids-or", a=result, b=item)
    return result


def _stacked(plays: list[tuple[int, str]], lang: str) -> str:
    """What a trick adds to its winner's stacks: its domain cards by colour and value (Gaia and specials are set aside)."""
    domain = sorted((c for _, c in plays if c not in SPECIAL_SYMBOL), key=lambda c: (ORDER.index(c[0]), int(c[1:])))
    return " ".join(card(c, lang) for c in domain)


def _cell(name: str, width: int) -> str:
    """A name for a code-block column: no backticks, cut to `width` with an ellipsis."""
    name = name.replace("`", "'").replace("\n", " ")
    return name if len(name) <= width else name[: width - 1] + "…"


def round_table(d: events.RoundEndData, names: list[str], lang: str = "en") -> str:
    """The round's result as a small aligned table (code block): each seat's stack tops, round points, total."""
    players = len(d["scores"])
    who = [_cell(_who(names, s, lang), NAME_WIDTH) for s in range(players)]
    five, none = t(lang, "druids-table-five-domains"), t(lang, "druids-table-no-stacks")
    tops = [five if d["five_domains"] == s else (" ".join(d["tops"][s]) or none) for s in range(players)]
    head_tops, head_round, head_total = (t(lang, f"druids-table-{k}") for k in ("tops", "round", "total"))
    name_w = max(4, *(len(w) for w in who))
    tops_w = max(len(head_tops), *(len(x) for x in tops))
    round_w, total_w = max(5, len(head_round)), max(5, len(head_total))
    rows = [f"{'':<{name_w}}  {head_tops:<{tops_w}}  {head_round:<{round_w}}  {head_total}"]
    for s in range(players):
        # Card codes (tops) stay as printed; the points are in the reader's digits (no marks: a code block is left to right).
        score, total = digits(lang, d["scores"][s]), digits(lang, d["totals"][s])
        rows.append(f"{who[s]:<{name_w}}  {tops[s]:<{tops_w}}  {score:>{round_w}}  {total:>{total_w}}")
    text = t(lang, "druids-table-title", round=d["round"]) + "\n```\n" + "\n".join(rows) + "\n```"
    if d["next_dealer"] is not None:
        text += "\n" + t(lang, "druids-table-next-dealer", who=_who(names, d["next_dealer"], lang), next=d["round"] + 1)
    return text


def event_line(event: Event, names: list[str], lang: str = "en") -> str | None:
    """One short Markdown line for an event (None to leave it out)."""
    return paragraph(_event_line(event, names, lang), lang)


def _event_line(event: Event, names: list[str], lang: str) -> str | None:
    who = _who(names, event.seat, lang)
    match event.kind:
        case "round_start":
            start = events.data(event, "round_start")
            dealer, holder = _who(names, start["dealer"], lang), _who(names, start["gaia_holder"], lang)
            return t(lang, "druids-ev-round-start", round=start["round"], dealer=dealer, holder=holder)
        case "hand":
            return t(lang, "druids-ev-hand", cards=" ".join(card(c, lang) for c in events.data(event, "hand")["cards"]))
        case "play":
            played = events.data(event, "play")
            if played["card"] == "GAIA":
                gaia = colour(played["colour"], lang)
                if played["side"]:
                    return t(lang, "druids-ev-gaia-side", who=who, colour=gaia, side=played["side"])
                return t(lang, "druids-ev-gaia", who=who, colour=gaia)
            return t(lang, "druids-ev-play", who=who, card=card(played["card"], lang))
        case "trick":
            trick = events.data(event, "trick")
            plays = events.plays(trick)
            cards = " · ".join(f"{_who(names, s, lang)} {card(c, lang)}" for s, c in plays)
            stacked = _stacked(plays, lang)
            led = trick["led"]
            key = "druids-ev-trick" + ("-led" if led else "") + ("" if stacked else "-nostack")
            winner = _who(names, trick["winner"], lang)
            shown = colour(led, lang) if led else ""
            return t(lang, key, trick=trick["trick"], colour=shown, cards=cards, winner=winner, stacked=stacked)
        case "five_domains":
            return t(lang, "druids-ev-five-domains", who=who)
        case "sickle_tie":
            tied = events.data(event, "sickle_tie")["colours"]
            return t(lang, "druids-ev-sickle-tie", who=who, choices=either((colour(c, lang) for c in tied), lang))
        case "sickle":
            removed = events.data(event, "sickle")
            stack, top = colour(removed["colour"], lang), card(removed["top"], lang)
            return t(lang, "druids-ev-sickle", who=who, colour=stack, height=removed["height"], top=top)
        case "sickle_blank":
            return t(lang, "druids-ev-sickle-blank", who=who)
        case "set_aside":
            return None  # the trick line already shows the specials
        case "round_end":
            return round_table(events.data(event, "round_end"), names, lang)
        case "game_over":
            return None  # the turn prompt names the winners, and the flow adds the final standings
    return None


def action_label(action: Action, view: Mapping[str, object], lang: str = "en") -> str:
    """Button/select label for an action."""
    if isinstance(action, ChooseSickle):
        return t(lang, "druids-label-sickle", colour=colour(COLOURS[action.colour], lang))
    if isinstance(action, LeadGaia):
        if action.side:
            return t(lang, "druids-label-gaia-side", colour=colour(COLOURS[action.colour], lang), side=action.side)
        return t(lang, "druids-label-gaia", colour=colour(COLOURS[action.colour], lang))
    if isinstance(action, Play):
        return card(CARD_TEXT[action.card], lang)
    return str(action)[:80]


def action_group(action: Action, view: Mapping[str, object], lang: str = "en") -> str:
    """Group name: the colour of a card, 'special', 'gaia' or 'sickle' (in the reader's language)."""
    if isinstance(action, ChooseSickle):
        return t(lang, "druids-group-sickle")
    code = CARD_TEXT[action.card] if isinstance(action, Play) else "GAIA"
    if code == "GAIA":
        return t(lang, "druids-group-gaia")
    if code in SPECIAL_SYMBOL:
        return t(lang, "druids-group-special")
    return colour_name(code[0], lang)


def turn_prompt(view: Mapping[str, object], names: list[str], lang: str = "en") -> str:
    """What is awaited from whom; in the second person when `view` is the seat's own and it is to move (DMs)."""
    return paragraph(_turn_prompt(as_view(view), names, lang), lang)


def _choices(sickle: SickleChoice | None, lang: str) -> str:
    """The stacks a pending Sickle may remove, as 'a or b'."""
    return either((colour(c, lang) for c in (sickle["choices"] if sickle is not None else [])), lang)


def _turn_prompt(view: DruidsView, names: list[str], lang: str) -> str:
    phase = view["phase"]
    if phase == "over":
        winners = view["winners"]
        best = max(view["scores"]) if view["scores"] else 0
        who = " & ".join(_who(names, s, lang) for s in winners)
        return t(lang, "druids-prompt-over", who=who, count=len(winners), points=_number(best, lang))
    seat = view["to_move"][0]
    if view["seat"] == seat:
        return _your_turn(view, lang)
    who = _who(names, seat, lang)
    if phase == "sickle":
        return t(lang, "druids-prompt-sickle", who=who, choices=_choices(view["sickle"], lang))
    if phase == "gaia":
        key = "druids-prompt-gaia-side" if view["variant"] == "sun-moon" else "druids-prompt-gaia"
        return t(lang, key, who=who, round=view["round"])
    if not view["trick"]:
        return t(lang, "druids-prompt-lead", who=who, trick=view["trick_no"])
    led = view["led"]
    if led:
        return t(lang, "druids-prompt-play-follow", who=who, trick=view["trick_no"], colour=colour(led, lang))
    return t(lang, "druids-prompt-play", who=who, trick=view["trick_no"])


def _your_turn(view: DruidsView, lang: str) -> str:
    """The prompt for the player to move, in their DM: what to decide and what the buttons allow."""
    phase = view["phase"]
    trick = view["trick_no"]
    if phase == "sickle":
        return t(lang, "druids-you-sickle", choices=_choices(view["sickle"], lang))
    if phase == "gaia":
        key = "druids-you-gaia-side" if view["variant"] == "sun-moon" else "druids-you-gaia"
        return t(lang, key, round=view["round"])
    if not view["trick"]:
        return t(lang, "druids-you-lead", trick=trick)
    led = view["led"]
    if not led:
        return t(lang, "druids-you-open", trick=trick)
    hand = view.get("hand", [])
    if any(c not in SPECIAL_SYMBOL and c[0] == led for c in hand):
        specials = [card(c, lang) for c in ("SICKLE", "MISTLETOE") if c in hand]
        if specials:
            return t(lang, "druids-you-follow-specials", trick=trick, colour=colour(led, lang), specials=either(specials, lang))
        return t(lang, "druids-you-follow", trick=trick, colour=colour(led, lang))
    return t(lang, "druids-you-void", trick=trick, colour=colour(led, lang))


def multi_choice(
    actions: list[Action], view: Mapping[str, object], lang: str = "en"
) -> tuple[list[MultiChoice], list[Action]] | None:
    """Druids has no multi-selects; this hook of `wording.present.plan_menu` only orders the choices.

    In the sun-moon variant the Gaia lead offers 10 buttons: the dark side's five colours fill one
    row, the light side's the next (rows hold five buttons), instead of alternating dark and light.
    Every other choice keeps the engine's order (the hand sorted by colour and value, then specials).
    """
    side_rank = {"dark": 0, "light": 1}
    sides = [a.side if isinstance(a, LeadGaia) else "" for a in actions]
    if not any(side in side_rank for side in sides):
        return None
    ranked = sorted(zip(sides, actions, strict=True), key=lambda pair: side_rank.get(pair[0], 2))  # stable: colours keep their order
    return [], [action for _, action in ranked]


def image_text(kind: str, view: Mapping[str, object], lang: str = "en") -> str:
    """The alt text of an image of `kind` ("table", "hand", "final") of `view` (`wording.alt.druids`)."""
    return alt_text(kind, view, lang, turn_prompt)
