"""Arabana's image words: seat names, the status lines, and the last move as a phrase that names no hidden card."""

from __future__ import annotations

from typing import TypeVar

from bot.games.arabana.actions import (
    BAG,
    KANALOA_CARD,
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
    parse_action,
)
from bot.games.arabana.board import SPOT_NAMES
from bot.games.arabana.views import ArabanaView
from bot.games.base import Action
from bot.i18n import isolated, name_list, t
from render.common import player_name

T = TypeVar("T")


def _set(value: T | None) -> T:
    """A view value the current phase always sets (the chooser, the seat in turn, the pending removal)."""
    if value is None:
        raise ValueError("the view lacks a value its phase sets")
    return value


def seat_names(view: ArabanaView, lang: str) -> list[str]:
    """Every seat's display name in full, else 'Player A' in `lang`."""
    return [player_name(view, s, None, lang) for s in range(view["players"])]


def status_lines(view: ArabanaView, names: list[str], lang: str) -> list[str]:
    """The panel's heading (the pass) and the lines on who is to act, or who won."""
    phase = view["phase"]
    if phase == "over":
        winners = view.get("winners") or []
        who = name_list([names[w] for w in winners], lang, "arabana-and")
        if view.get("instant_win") is not None:
            return [t(lang, "arabana-img-over"), t(lang, "arabana-img-wins-instant", winners=who)]
        lines = [t(lang, "arabana-img-over"), t(lang, "arabana-img-wins", winners=who, count=len(winners))]
        best = max(view["scores"])
        tied = [s for s, score in enumerate(view["scores"]) if score == best]
        return [*lines, t(lang, "arabana-img-tie")] if len(tied) > len(winners) else lines
    first = t(lang, "arabana-img-pass-final" if view["final_round"] else "arabana-img-pass", **{"pass": view["pass"]})
    if phase == "setup":
        waiting = name_list([names[s] for s in view["to_move"]], lang)
        return [first, t(lang, "arabana-img-setup"), t(lang, "arabana-img-waiting", names=waiting)]
    if phase == "next":
        return [first, t(lang, "arabana-img-chooser", chooser=isolated(names[_set(view["chooser"])], lang))]
    turn = isolated(names[_set(view["turn"])], lang)
    if phase == "remove":
        return [first, t(lang, "arabana-img-remove", who=turn), t(lang, "arabana-img-remove-at", island=_set(view["remove"])["island"])]
    if phase in ("ku", "pele"):
        return [first, t(lang, f"arabana-img-{phase}", who=turn)]
    lines = [first, t(lang, "arabana-img-to-play", who=turn)]
    if view["final_round"]:
        lines.append(t(lang, "arabana-img-last-turns", names=name_list([names[s] for s in view["final_pending"]], lang)))
    return lines


def move_text(action: str, view: ArabanaView, lang: str = "en") -> str:
    """A short phrase for the last move, naming no card that is hidden (face-down discard, setup pick, Ku, Pele)."""
    # The view carries the move's text, read by the engine's parser; another seat's hidden move
    # (a face-down discard, Ku's take, Pele's give) shows only its kind, which names no card.
    move = HIDDEN.get(action) or parse_action(action)
    if isinstance(move, Bridge):
        kanaloa = move.card == KANALOA_CARD
        return t(lang, "arabana-mv-bridge-kanaloa" if kanaloa else "arabana-mv-bridge", spot=spot_text(move.spot))
    if isinstance(move, Discard):
        fresh = view.get("phase") == "setup" or not view.get("discard_size")
        return t(lang, "arabana-mv-display" if fresh else "arabana-mv-discard")
    if isinstance(move, Draw | Lono):
        verb = "draw" if isinstance(move, Draw) else "lono"
        if move.slot == BAG:
            return t(lang, f"arabana-mv-{verb}-bag")
        return t(lang, f"arabana-mv-{verb}-slot", slot=move.slot + 1)
    if isinstance(move, Exchange | Remove | Takeback):
        return t(lang, f"arabana-mv-{type(move).__name__.lower()}", spot=spot_text(move.spot))
    return t(lang, f"arabana-mv-{MOVES[type(move)]}")


HIDDEN: dict[str, Action] = {"discard": Discard(0), "take": Take(0), "give": Give(0)}  # kind only: the phrases name no card
# Moves whose phrase names nothing.
MOVES: dict[type[Action], str] = {End: "end", Pass: "pass", Next: "next", Ku: "ku", Take: "take", Pele: "pele", Give: "give"}


def spot_text(spot: int) -> str:
    """A bridge spot's name with an en dash between its islands."""
    return SPOT_NAMES[spot].replace("-", "–")
