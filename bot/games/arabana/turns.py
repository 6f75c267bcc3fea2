"""Arabana's turn flow: whose turn comes next, the end of each pass, the scorings and the winners."""

from __future__ import annotations

from bot.games.arabana import events as ev
from bot.games.arabana import knowledge
from bot.games.arabana.board import DISPLAY_SLOTS, ISLANDS
from bot.games.arabana.legal import cards_left
from bot.games.arabana.position import NEXT, OVER, ArabanaPosition
from bot.games.arabana.scoring import scoring
from bot.games.base import Event, rng_for, shuffle


def finish_turn(st: ArabanaPosition, seat: int, events: list[Event]) -> None:
    """The turn of `seat` is over: pass ends, scorings and the final round start here."""
    if st.final_round:
        st.final_pending.remove(seat)
        st.last_turns.append(seat)
        if not st.final_pending:
            _big_scoring(st, events)
            return
        begin_turn(st, next_pending(st, seat), events)
        return
    following = (seat + 1) % st.n
    if not cards_left(st):
        if st.pass_no == 1:
            _end_first_pass(st, events)
            if st.lowest_chooses:
                _ask_chooser(st, seat, events)
                return
        if not cards_left(st):
            start_final_round(st, events)
    begin_turn(st, following, events)


def begin_turn(st: ArabanaPosition, seat: int, events: list[Event]) -> None:
    """Start the turn of `seat` (the standing is recorded once per round)."""
    st.turn = seat
    st.turn_no += 1
    st.acted = False
    if st.banned:  # most turns took nothing back: no new list for them
        st.banned.clear()
    if st.turn_no % st.n == 0:
        st.progress.append(standing(st))
    events.append(ev.turn(seat))


def next_pending(st: ArabanaPosition, seat: int) -> int:
    """The next seat after `seat` still owed a last turn (`seat` itself if none)."""
    for step in range(1, st.n + 1):
        candidate = (seat + step) % st.n
        if candidate in st.final_pending:
            return candidate
    return seat


def start_final_round(st: ArabanaPosition, events: list[Event]) -> None:
    """Bag and display are empty again: every seat gets one last turn."""
    st.final_round = True
    st.final_pending = list(range(st.n))
    events.append(ev.final_round())


def _ask_chooser(st: ArabanaPosition, last: int, events: list[Event]) -> None:
    """Lowest-chooses: the fewest points decides; among ties, whoever moved earliest (after `last`)."""
    low = min(st.score)
    order = [(last + step) % st.n for step in range(1, st.n + 1)]
    st.chooser = next(p for p in order if st.score[p] == low)
    st.phase = NEXT
    events.append(ev.chooser(st.chooser))


def _end_first_pass(st: ArabanaPosition, events: list[Event]) -> None:
    points = scoring(st.control, st.counts, st.n, big=False)
    for seat in range(st.n):
        st.score[seat] += points[seat]
    st.history.append({"label": "small", "points": points, "scores": list(st.score)})
    events.append(ev.scoring("small", points, list(st.score)))
    pile = [card for card in range(ISLANDS) for _ in range(st.played[card] + sum(f[card] for f in st.facedown))]
    knowledge.reshuffled(st)
    shuffle(rng_for(st.seed, "reshuffle"), pile)
    st.bag = pile
    st.played = [0] * ISLANDS
    st.facedown = [[0] * ISLANDS for _ in range(st.n)]
    st.display = [st.bag.pop() if st.bag else -1 for _ in range(DISPLAY_SLOTS)]
    st.slots_changed = list(range(DISPLAY_SLOTS))
    st.pass_no = 2
    events.append(ev.reshuffle(len(st.bag), st.display))


def _big_scoring(st: ArabanaPosition, events: list[Event]) -> None:
    points = scoring(st.control, st.counts, st.n, big=True)
    for seat in range(st.n):
        st.score[seat] += points[seat]
    st.history.append({"label": "big", "points": points, "scores": list(st.score)})
    st.progress.append(list(st.score))
    st.phase = OVER
    events.append(ev.scoring("big", points, list(st.score)))
    events.append(ev.game_over(list(st.score), winners(st)))


def winners(st: ArabanaPosition) -> list[int]:
    """The winning seats: an instant winner, else the most points (a tie goes to whoever took the last turn first)."""
    if st.winner >= 0:
        return [st.winner]
    best = max(st.score)
    tied = [seat for seat in range(st.n) if st.score[seat] == best]
    if len(tied) > 1 and all(seat in st.last_turns for seat in tied):
        return [min(tied, key=st.last_turns.index)]
    return tied


def standing(st: ArabanaPosition) -> list[int]:
    """Points now plus what the next scoring would add if it came now (the final points once over)."""
    if st.phase == OVER:
        return list(st.score)
    points = scoring(st.control, st.counts, st.n, big=st.pass_no == 2)
    return [st.score[seat] + points[seat] for seat in range(st.n)]
