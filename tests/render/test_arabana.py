"""Arabana images from real positions: sizes, modes, and the PNG size cap (render time is measured by bench/)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.ai.arabana import POLICY
from bot.games.arabana import GAME
from render.arabana import BOARD_SIZE, render_final, render_hand, render_table
from render.common import encode_png
from tests.games.arabana.helpers import position
from tests.render.support import mapped_faithfully

BOARD_CAP = 500 * 1024
CAP = 300 * 1024


def played(players: int, seed: int, options: dict[str, str], decisions: int) -> Any:
    state = GAME.new(players, seed, options)
    rng = random.Random(seed)
    for _ in range(decisions):
        if state.is_over():
            break
        seat = min(state.to_move())
        state.apply(seat, POLICY.choose(state, seat, rng))
    return state


POSITIONS = {
    "start-3p": (3, 1, {}, 0),
    "start-4p-gods": (4, 2, {"gods": "on"}, 0),
    "mid-3p": (3, 3, {}, 80),
    "mid-4p-gods": (4, 4, {"gods": "on"}, 140),
    "end-3p-gods": (3, 5, {"gods": "on"}, 10_000),
    "end-4p": (4, 6, {"second-pass-start": "lowest-chooses"}, 10_000),
}


@pytest.mark.parametrize("name", list(POSITIONS))
def test_table_and_hand_images(name: str) -> None:
    state = played(*POSITIONS[name])
    public = state.view(None)
    board = render_table(public)
    assert board.size == BOARD_SIZE
    assert len(encode_png(board)) <= BOARD_CAP
    seat = min(state.to_move()) if state.to_move() else 0
    hand = render_hand(state.view(seat))
    assert hand.width > hand.height
    assert len(encode_png(hand)) <= CAP
    if state.is_over():
        final = render_final(public)
        assert final.width == BOARD_SIZE[0] and final.width > final.height
        assert len(encode_png(final)) <= CAP


def test_every_image_keeps_its_colours_on_its_fixed_palette(monkeypatch: pytest.MonkeyPatch) -> None:
    """Boards on the board's palette, hands and final standings on theirs: flat colours true, edges nearly."""
    with mapped_faithfully(monkeypatch, "render.arabana.table", "render.arabana.hand", "render.arabana.final") as seen:
        for name in POSITIONS:
            state = played(*POSITIONS[name])
            render_table(state.view(None))
            render_hand(state.view(min(state.to_move()) if state.to_move() else 0))
            if state.is_over():
                render_final(state.view(None))
    assert len(seen) == 2 * len(POSITIONS) + 2


def test_special_phases_render() -> None:
    ku = position(3, hands={0: ["Ahu"], 1: ["Eloi", "Iki"], 2: []}, gods_held={0: ["Ku"]}, options={"gods": "on"}, **{"pass": 2})
    ku.apply(0, "ku 1")
    assert render_hand(ku.view(0)).height > render_hand(ku.view(1)).height
    remove = position(
        4,
        bridges={"Kahiko-Nuridan": 0, "Lusepil-Nuridan": 1, "Manawa-Nuridan": 2, "Nuridan-Opodopo": 3},
        hands={0: ["Nuridan"]},
    )
    remove.apply(0, "bridge Nuridan-Pipi")
    view = remove.view(None)
    view["names"] = ["Anastasia-Longname", "Ben", "Chloé", "Dmitri"]
    assert render_table(view).size == BOARD_SIZE
    setup = GAME.new(4, 8)
    setup.apply(1, f"discard {setup.view(1)['hand'][0]}")
    assert setup.view(1)["setup_choice"] is not None
    assert render_hand(setup.view(1)).size == render_hand(setup.view(2)).size
    assert render_table(setup.view(None)).size == BOARD_SIZE
