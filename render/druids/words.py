"""Druids' image words: catalog labels, seat names, colour names with their symbol, signed numbers, the status line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.games.druids.cards import DOMAIN_SYMBOL
from bot.games.druids.views import DruidsView
from bot.i18n import number, t
from render.common import player_letter, player_name
from render.names import name_fitted

Fits = Callable[[str], bool]


def img_text(lang: str, key: str, **params: Any) -> str:
    """A label of this game's image catalog (`druids-img-<key>`)."""
    return t(lang, f"druids-img-{key}", **params)


def seat_name(seat: int, view: DruidsView | None = None, lang: str = "en") -> str:
    """How the images name a seat: the player's name when the view carries `names`, else "Player A"
    (colour + letter are the cue either way)."""
    return player_name(view or {}, seat, None, lang, fallback="druids-img-player")


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


def status_line(view: DruidsView, lang: str = "en", fits: Fits = lambda _: True) -> str:
    """Who must do what now, in words: an instruction to the viewer ("You: play to trick 3"), a fact about
    anyone else ("Ana plays to trick 3"); a name is shortened only as far as `fits` needs."""
    phase = view["phase"]
    if phase == "over":
        names = [seat_name(s, view, lang) for s in view["winners"]]
        return name_fitted(lambda first: img_text(lang, "status-over", names=", ".join([first, *names[1:]])), names[0], fits) if names else img_text(lang, "game-over")
    seat = view["to_move"][0]
    mine = view.get("seat") == seat
    stem = "status" if mine else "waits"

    def line(key: str, **params: Any) -> str:
        if mine:
            return img_text(lang, f"{stem}-{key}", who=img_text(lang, "you"), **params)
        return name_fitted(lambda who: img_text(lang, f"{stem}-{key}", who=who, **params), seat_name(seat, view, lang), fits, player_letter(seat))

    sickle = view["sickle"]
    if sickle is not None:  # phase 'sickle': a tie waits for the trick winner's choice
        return line("sickle", choices=either([colour_label(c, lang) for c in sickle["choices"]], lang))
    if phase == "gaia":
        return line("gaia-side" if view["variant"] == "sun-moon" else "gaia")
    if not view["trick"]:
        return line("lead", trick=view["trick_no"])
    led = view["led"]
    if led:
        return line("follow", trick=view["trick_no"], colour=colour_label(led, lang))
    return line("play", trick=view["trick_no"])


def legend(view: DruidsView, lang: str = "en") -> str:
    """What goes on top of a stack, and what '×3' means."""
    if view["variant"] == "sun-moon":
        side = view["side"]
        return img_text(lang, "legend-side" if side is None else "legend-highest" if side == "light" else "legend-lowest")
    return img_text(lang, "legend-lowest")
