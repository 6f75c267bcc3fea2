"""Arabana's views: what one seat (or the public) may know of the position; the keys and their types are in views.py."""

from __future__ import annotations

from bot.games.arabana.board import ISLAND_NAMES, SPOT_NAMES
from bot.games.arabana.gods import GOD_NAMES
from bot.games.arabana.legal import removable
from bot.games.arabana.position import (
    KU_TAKE,
    NEXT,
    OVER,
    PELE_GIVE,
    REMOVE,
    SETUP,
    ArabanaPosition,
    card_names,
    copy_highlight,
    copy_last_move,
    copy_scoring,
)
from bot.games.arabana.turns import standing, winners
from bot.games.arabana.views import ArabanaGlance, ArabanaView, LastMove

# Actions whose text names a card others may not see: a face-down discard or setup pick, a card
# taken with Ku, a card given with Pele.
_SECRET_VERBS = ("discard", "take", "give")


def _visible_move(move: LastMove, seat: int | None) -> LastMove:
    """The last move as `seat` may see it: the card of a hidden action only for its player."""
    shown = copy_last_move(move)
    action = shown["action"]
    if action is not None and seat != shown["seat"] and action.split(" ", 1)[0] in _SECRET_VERBS:
        shown["action"] = action.split(" ", 1)[0]
    return shown


def view(st: ArabanaPosition, seat: int | None) -> ArabanaView:
    """JSON-safe view of what `seat` may know; None is the public view."""
    n = st.n
    over = st.phase == OVER
    laid = [sum(f) for f in st.facedown]
    # The glance's keys are the view's. mypy wants a ** item to name the target's optional keys
    # too (setup_choice, facedown…), which are added below for a seat.
    v: ArabanaView = {
        **glance(st, seat),  # type: ignore[typeddict-item]
        "game": "arabana",
        "seat": seat,
        "options": dict(st.options),
        "to_move": sorted(st._to_move),
        "turn": None if st.phase in (SETUP, OVER, NEXT) else st.turn,
        "final_pending": list(st.final_pending),
        "last_turns": list(st.last_turns),
        "god_stones": [GOD_NAMES[g] if g >= 0 else None for g in st.god_at],
        "gods_used": [[GOD_NAMES[g] for g in used] for used in st.gods_used],
        "hand_sizes": list(st.hand_size),
        "stones_left": list(st.stones),
        "standing": standing(st),
        "history": [copy_scoring(h) for h in st.history],
        "progress": [list(p) for p in st.progress],
        "discard_size": sum(st.played) + sum(laid),
        "played": card_names(st.played),
        "facedown_sizes": laid,
        "setup_done": [c >= 0 for c in st.choice] if st.phase == SETUP else [True] * n,
        "banned": [SPOT_NAMES[s] for s in st.banned],
        "remove": None,
        "ku_target": st.ku_target if st.phase == KU_TAKE else None,
        "pele_give_to": st.pele_to[0] if st.phase == PELE_GIVE else None,
        "chooser": st.chooser if st.phase == NEXT else None,
        "last_move": _visible_move(st.last_move, seat),
        "highlight": copy_highlight(st.highlight),
        "winners": winners(st) if over else None,
        "instant_win": st.winner if st.winner >= 0 else None,
    }
    if st.phase == REMOVE:
        v["remove"] = {"island": ISLAND_NAMES[st.pending[0]], "spots": [SPOT_NAMES[s] for s in removable(st, st.turn)]}
    if seat is not None and 0 <= seat < n:
        v["setup_choice"] = ISLAND_NAMES[st.choice[seat]] if st.choice[seat] >= 0 else None
        v["facedown"] = card_names(st.facedown[seat])
        if st.phase == KU_TAKE and seat == st.turn:
            v["ku_hand"] = card_names(st.hands[st.ku_target])
    return v


def glance(st: ArabanaPosition, seat: int | None) -> ArabanaGlance:
    """The keys of `seat`'s view that a computer player reads on most moves (ArabanaGlance); `view` starts from them."""
    look: ArabanaGlance = {
        "players": st.n,
        "phase": st.phase,
        "pass": st.pass_no,
        "final_round": st.final_round,
        "spots": [o if o >= 0 else None for o in st.owner],
        "control": [c if c >= 0 else None for c in st.control],
        "island_bridges": [*map(list, zip(*st.counts, strict=True))],  # the seats' counts, island by island
        "gods_held": [[GOD_NAMES[g] for g in held] for held in st.gods_held],
        "display": [ISLAND_NAMES[c] if c >= 0 else None for c in st.display],
        "bridges_left": list(st.bridges),
        "scores": list(st.score),
        "bag_size": len(st.bag),
        "acted": st.acted,
    }
    if seat is not None and 0 <= seat < st.n:
        look["hand"] = card_names(st.hands[seat])
    return look
