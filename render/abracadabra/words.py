"""Abracadabra's image words: catalog labels, seat names, card codes with suit symbols, the status line."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.abracadabra.cards import JOKER_TEXT, SUIT_SYMBOL, TEXT_CARD, rank_of, rank_text, suit_letter
from bot.games.abracadabra.views import AbracadabraView
from bot.i18n import isolated, t
from render.common import player_letter, player_name
from render.mirror import Mirror
from render.names import name_fitted


def pretty(text: str) -> str:
    """'QH' as 'Q♥' (the Joker stays 'JK')."""
    if text == JOKER_TEXT:
        return text
    card = TEXT_CARD[text]
    return rank_text(rank_of(card)) + SUIT_SYMBOL[suit_letter(card)]


def seat_name(seat: int, view: AbracadabraView | None = None, lang: str = "en", limit: int | None = None) -> str:
    """How the image names a seat: the player's display name if the view has it, else 'Player A'."""
    return player_name(view or {}, seat, limit, lang, fallback="abracadabra-player")


def img_text(lang: str, key: str, **params: object) -> str:
    """A label of this game's image catalog (`abracadabra-img-<key>`)."""
    return t(lang, f"abracadabra-img-{key}", **params)


def fitted_name(mirror: Mirror, name: str, label: Callable[[str], str], max_width: int, *, bold: bool = False, smallest: int = 16) -> str:
    """`label(name)`, the name shortened with '…' until the label fits `max_width` at the `smallest` size."""
    while len(name) > 2 and mirror.measure(label(name), smallest, bold) > max_width:
        name = name[:-2].rstrip() + "…"
    return label(name)


def status_line(view: AbracadabraView, lang: str = "en", *, viewer: int | None = None, fits: Callable[[str], bool] = lambda _: True) -> str:
    """Who is to act and on what; "Your turn: …" when that is the `viewer`'s seat (on their own hand). A
    name is shortened only as far as `fits` needs (then to the seat's letter)."""
    if view["phase"] == "over":
        winners = view["winners"] or []
        names = [seat_name(s, view, lang) for s in winners]

        def over(first: str) -> str:
            shown = [first, *names[1:]]
            return t(lang, "abracadabra-img-over", winners=t(lang, "abracadabra-and-sep").join(isolated(n, lang) for n in shown), count=len(winners))

        return name_fitted(over, names[0], fits) if names else t(lang, "abracadabra-img-over", winners="", count=0)
    turn = view["turn"]
    phase = view["phase"]
    stem = "yours" if turn is not None and turn == viewer else "status"
    if phase == "play" and view["playing_hand"] == view["players"]:
        key = f"abracadabra-img-{stem}-play-dummy"
    elif phase in ("suit", "bid", "place", "trump", "right", "expose", "play"):
        key = f"abracadabra-img-{stem}-{phase}"
    else:
        return ""
    if turn is None:
        return t(lang, key, who="")
    return name_fitted(lambda n: t(lang, key, who=isolated(n, lang)), seat_name(turn, view, lang), fits, player_letter(turn))
