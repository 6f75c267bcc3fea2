"""Owed messages fold: several moves' owed messages become one current post per unit and one prompt per seat."""

from __future__ import annotations

from bot.games.base import Event
from bot.tables import Owed
from bot.tables.fold import fold


def owed(id: int, kind: str, seat: int | None = None, **payload: object) -> Owed:
    return Owed(id, 1, id, kind, seat, 100 + seat if seat is not None else None, dict(payload))


def test_older_posts_and_prompts_of_a_seat_fold_into_the_newest() -> None:
    items = [
        owed(1, "clicked", 0, label="take 1"),
        owed(2, "board", events=[{"kind": "take"}], notices=[], mentions=[102], started=True),
        owed(3, "dm", 1, events=[], undone=[], supersede=[], with_hand=True, silent=False),
        owed(4, "dm", 0, events=[{"kind": "draw"}], undone=[], supersede=[], with_hand=False),
        owed(5, "clicked", 1, label="take 2"),
        owed(6, "board", events=[{"kind": "take", "n": 2}], notices=[["stand_in", 1, ""]], mentions=[101], started=False),
        owed(7, "dm", 0, events=[{"kind": "take"}], undone=[], supersede=[{"message_id": 9}], with_hand=True),
    ]
    send, folded = fold(items)
    assert sorted(folded) == [2, 4], "the older board post and Ana's older DM go with the newer ones"
    assert [(o.kind, o.id) for o in send] == [("clicked", 1), ("clicked", 5), ("board", 6), ("dm", 3), ("dm", 7)]
    board = next(o for o in send if o.kind == "board")
    assert board.payload["events"] == [{"kind": "take"}, {"kind": "take", "n": 2}], "every public line, in order"
    assert board.payload["mentions"] == [102, 101] and board.payload["started"] is True
    ana = next(o for o in send if o.kind == "dm" and o.seat == 0)
    assert ana.payload["events"] == [{"kind": "draw"}, {"kind": "take"}] and ana.payload["with_hand"] is True
    assert ana.payload["supersede"] == [{"message_id": 9}]


def test_an_event_comes_back_from_its_json_form() -> None:
    event = Event.from_dict({"kind": "draw", "data": {"card": 3}, "seat": 1, "to": [1]})
    assert (event.kind, dict(event.data), event.seat, event.to) == ("draw", {"card": 3}, 1, frozenset({1}))
    assert Event.from_dict({"kind": "take"}).to is None


def test_posts_fold_per_unit_of_play_and_keep_the_history_of_earlier_units() -> None:
    trick1 = [{"kind": "play", "n": 1}]
    items = [
        owed(1, "board", events=trick1, notices=[], mentions=[], started=True, unit=[1, 1], continues=None, edit=None),
        owed(2, "board", events=[*trick1, {"kind": "play", "n": 2}], notices=[], mentions=[], started=True, unit=[1, 1], continues=1, edit=None),
        owed(3, "board", events=[{"kind": "play", "n": 3}], notices=[], mentions=[101], started=False, unit=[1, 2], continues=None, edit=None),
    ]
    send, folded = fold(items)
    assert folded == [1], "the first trick's older post goes with its newer one, which holds both moves"
    assert [o.id for o in send] == [2, 3], "the second trick keeps a post of its own"
    first = send[0]
    assert first.payload["events"] == [{"kind": "play", "n": 1}, {"kind": "play", "n": 2}]
    assert first.payload["continues"] is None and first.payload["started"] is True, "it continues what the folded post continued: nothing sent yet"
