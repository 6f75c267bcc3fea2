"""Posts are built from the table's facts alone: no Discord connection, no database, no rendering."""

from __future__ import annotations

import discord

from bot.games.base import Event
from bot.tables.model import SeatInfo, TableInfo
from cogs.components import ActionButton, HandButton
from cogs.posts import board_post, dm_refused_post, hand_post, thinking_seats
from testkit.kits import takeaway_kit

KIT = takeaway_kit()
SEATS = (SeatInfo(0, 101, "Ana", None, True), SeatInfo(1, 102, "Ben", None, True))
INFO = TableInfo(7, KIT.key, 1, 1, 1, 1, 1, "running", dict(KIT.game.resolve_options({"pile": 9})), 0, SEATS)


def test_a_seat_to_move_gets_its_choices_as_buttons_carrying_the_version() -> None:
    state = KIT.game.new(2, 3, {"pile": 9})
    seat = min(state.to_move())
    post = hand_post(INFO, state, seat, 5, KIT.wording, b"png", extra=["You drew a card."])
    assert post.content.startswith("You drew a card.")
    assert [f.filename for f in post.files] == ["hand.png"]
    assert post.view is not None
    buttons = [item for item in post.view.children if isinstance(item, ActionButton)]
    assert {b.action for b in buttons} == {str(a) for a in state.legal_actions(seat)}
    assert all(b.version == 5 for b in buttons)


def test_the_board_post_pings_those_awaited_and_offers_the_hand_button() -> None:
    state = KIT.game.new(2, 3, {"pile": 9})
    post = board_post(
        INFO, state, KIT.wording, title=KIT.game.title, events=[Event("take", {"n": 2}, 0)], notices=[], handover_after=3,
        mentions=[101], started=True, table_png=None, final_png=None,
    )
    assert "<@101>" in post.content
    assert post.files == []
    assert post.view is not None and any(isinstance(item, HandButton) for item in post.view.children)
    kwargs = post.send_kwargs(allowed_mentions=discord.AllowedMentions.none())
    assert kwargs["view"] is post.view and kwargs["files"] == []


def test_a_refused_dm_is_said_in_the_thread_pointing_to_the_newest_posts_hand_button() -> None:
    post = dm_refused_post(INFO, 101)
    assert "101" in post.content and "newest post" in post.content
    assert post.view is None, "Show my hand lives on the table's current post only"


def test_while_a_computer_is_to_move_the_board_says_it_thinks() -> None:
    seats = (SeatInfo(0, 101, "Ana", None, True), SeatInfo(1, None, "", "hard", False))
    info = TableInfo(7, KIT.key, 1, 1, 1, 1, 1, "running", dict(KIT.game.resolve_options({"pile": 9})), 0, seats)
    state = KIT.game.new(2, 3, {"pile": 9})
    mover = min(state.to_move())
    state.apply(mover, state.legal_actions(mover)[0])
    assert thinking_seats(info, state) == sorted(state.to_move()) == [1]
    post = board_post(
        info, state, KIT.wording, title=KIT.game.title, events=[], notices=[], handover_after=3,
        mentions=[], started=False, table_png=None, final_png=None,
    )
    assert post.content.splitlines()[-1] == "🤖 Computer 1 is thinking…"
    german = board_post(
        info, state, KIT.wording, title=KIT.game.title, events=[], notices=[], handover_after=3,
        mentions=[], started=False, table_png=None, final_png=None, lang="de",
    )
    assert german.content.splitlines()[-1] == "🤖 Computer 1 denkt nach…"


def test_the_abracadabra_lobby_shows_only_the_options_that_apply() -> None:
    from bot.games.abracadabra import GAME
    from cogs.posts import lobby_text

    three = (*SEATS, SeatInfo(2, 103, "Cy", None, True))
    lobby = TableInfo(8, GAME.key, 1, 1, 1, 1, 1, "lobby", dict(GAME.resolve_options({})), 0, three)
    text = lobby_text(lobby, GAME)
    # Three seats: no dummy; playing to a target: the target, not "deals: 0".
    assert "dummy" not in text and "200" in text and "deals" not in text
    two_fixed = TableInfo(8, GAME.key, 1, 1, 1, 1, 1, "lobby", dict(GAME.resolve_options({"deals": 1})), 0, SEATS)
    text = lobby_text(two_fixed, GAME)
    assert "dummy" in text and "deals: 1" in text and "200" not in text
