"""Druids' image words: catalog labels, seat names, colour names with their symbol, signed numbers, the status line."""

from __future__ import annotations

from typing import Any

from bot.games.druids.cards import DOMAIN_SYMBOL
from bot.games.druids.views import DruidsView
from bot.i18n import number, t
from render.common import player_name

NAME_LENGTH = 18  # longer names are cut with an ellipsis


def img_text(lang: str, key: str, **params: Any) -> str:
    """A label of this game's image catalog (`druids-img-<key>`)."""
    return t(lang, f"druids-img-{key}", **params)


def seat_name(seat: int, view: DruidsView | None = None, lang: str = "en") -> str:
    """How the images name a seat: the player's name when the view carries `names`, else "Player A"
    (colour + letter are the cue either way)."""
    return player_name(view or {}, seat, NAME_LENGTH, lang, fallback="druids-img-player")


def colour_label(letter: str, lang: str = "en") -> str:
    """'red ♞' for 'R'."""
    return f"{t(lang, f'druids-colour-{letter.lower()}')} {DOMAIN_SYMBOL[letter]}"


def signed(value: int, lang: str = "en", plus: bool = False) -> str:
    """A number in the reader's digits that may carry a sign ('-3', '+5' with `plus`); in right-to-left
    text a signed one is kept a left-to-right run (a leading LRM), so the sign stays on the number's left."""
    return number(lang, value, signed=plus)


def either(items: list[str], lang: str) -> str:
    """'a or b or c' in the reader's language."""
    result = ""
    for i, item in enumerate(items):
        result = item if i == 0 else t(lang, "druids-or", a=result, b=item)
    return result


def status_line(view: DruidsView, lang: str = "en") -> str:
    """Who must do what now, in words."""
    phase = view["phase"]
    if phase == "over":
        winners = ", ".join(seat_name(s, view, lang) for s in view["winners"])
        return img_text(lang, "status-over", names=winners)
    seat = view["to_move"][0]
    who = img_text(lang, "you") if view.get("seat") == seat else seat_name(seat, view, lang)
    sickle = view["sickle"]
    if sickle is not None:  # phase 'sickle': a tie waits for the trick winner's choice
        return img_text(lang, "status-sickle", who=who, choices=either([colour_label(c, lang) for c in sickle["choices"]], lang))
    if phase == "gaia":
        return img_text(lang, "status-gaia-side" if view["variant"] == "sun-moon" else "status-gaia", who=who)
    if not view["trick"]:
        return img_text(lang, "status-lead", who=who, trick=view["trick_no"])
    led = view["led"]
    if led:
        return img_text(lang, "status-follow", who=who, trick=view["trick_no"], colour=colour_label(led, lang))
    return img_text(lang, "status-play", who=who, trick=view["trick_no"])
