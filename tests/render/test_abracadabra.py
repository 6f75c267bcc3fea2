"""Abracadabra images from real positions: every form, start, mid-deal, end."""

from __future__ import annotations

import random

import pytest
from PIL import Image

from bot.games.abracadabra import GAME
from bot.games.base import State
from render.abracadabra import TABLE_SIZE, render_final, render_hand, render_table
from render.common import encode_png
from tests.i18n.support import Recorder
from tests.render.support import mapped_faithfully, standings

LIMIT = 300 * 1024


def advance(state: State, rng: random.Random, steps: int) -> State:
    for _ in range(steps):
        if state.is_over():
            break
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def check(image: Image.Image, size: tuple[int, int] | None = None) -> None:
    assert image.mode == "P"
    if size:
        assert image.size == size
    assert image.size[0] > image.size[1]  # landscape
    assert len(encode_png(image)) < LIMIT


@pytest.mark.parametrize(("players", "options"), [(4, {}), (3, {}), (2, {}), (2, {"dummy": "no"}), (4, {"joker": "without"})])
@pytest.mark.parametrize("steps", [0, 9, 30, 60])
def test_table_and_hand_render_from_real_positions(players: int, options: dict[str, object], steps: int) -> None:
    state = advance(GAME.new(players, 4, {**options, "deals": 2}), random.Random(steps), steps)
    for seat in [None, *range(players)]:
        check(render_table(state.view(seat)), TABLE_SIZE)
    check(render_hand(state.view(0)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_final_standings_with_chart(players: int, drawn: Recorder) -> None:
    state = advance(GAME.new(players, 2, {"deals": 3}), random.Random(1), 10_000)
    outcome = state.outcome()
    assert outcome is not None
    check(render_final(state.view(None)))
    # Ranked best first, each with its score, and the winner marked.
    assert standings(drawn.texts, outcome.scores) == [str(score) for score in sorted(outcome.scores, reverse=True)]
    assert sum("wins" in text for text in drawn.texts) == len(outcome.winners)
    check(render_table(state.view(None)), TABLE_SIZE)


def _first(state: State, phase: str) -> State:
    """`state` played on at random until `phase` begins."""
    rng = random.Random(5)
    while state.view(None)["phase"] != phase:
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_the_hand_of_the_seat_to_move_says_it_is_their_turn(lang: str, drawn: Recorder) -> None:
    state = _first(GAME.new(3, 8, {}), "play")
    (mover,) = state.to_move()
    other = (mover + 1) % 3
    render_hand(state.view(mover), lang=lang)
    yours = {"en": "Your turn: play a card", "de": "Du bist dran: spiele eine Karte", "fa": "نوبت شماست: یک کارت بازی کنید"}[lang]
    assert yours in drawn.texts
    drawn.clear()
    render_hand(state.view(other), lang=lang)
    assert yours not in drawn.texts
    assert any(text.endswith("to play") or "am Zug" in text or text.startswith("نوبت") for text in drawn.texts)


@pytest.mark.parametrize(("players", "legend"), [(4, "K = 13th"), (3, "Q = 12th"), (2, "Q = 12th")])
def test_the_bid_card_legend_names_the_last_trick_of_the_deal(players: int, legend: str, drawn: Recorder) -> None:
    state = _first(GAME.new(players, 8, {}), "bid")
    render_hand(state.view(0))
    assert any(legend in text for text in drawn.texts), drawn.texts


def test_every_image_keeps_its_colours_on_the_fixed_palette(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tables, hands and final standings map onto one palette: flat colours exactly, edges nearly."""
    with mapped_faithfully(monkeypatch, "render.abracadabra.table", "render.abracadabra.hand", "render.abracadabra.final") as seen:
        for players in (2, 3, 4):
            state = GAME.new(players, 3, {"deals": 1})
            for steps in (0, 12, 40, 10_000):
                state = advance(state, random.Random(players), steps)
                render_table(state.view(None))
                render_hand(state.view(0))
            render_final(state.view(None))
    assert len(seen) == 3 * (4 * 2 + 1)
