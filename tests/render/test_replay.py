"""Replays: the animation's frames are the public boards of the move log, one per trick or turn."""

from __future__ import annotations

import io
import itertools
import random
from typing import Any

from PIL import Image, ImageChops, ImageStat

from bot.games.base import State
from bot.kits import builtin_kits
from cogs.kit import GameKit
from render.replay import MAX_BYTES, STEPS, Replay, build_replay, encode, frame_views, joined, parts_of

NAMES = ["Ana", "Ben", "Cleo", "Dara", "Emil"]
# Frames and boards are compared at this size: enough to tell one board from the next, little memory.
THUMB = (320, 200)


def played(kit: GameKit, players: int, seed: int, options: dict[str, object] | None = None, level: str = "normal") -> list[tuple[int, str]]:
    """A whole game between computers at `level`, as its move log."""
    state: State = kit.game.new(players, seed, options)
    rng = random.Random(seed)
    moves = []
    while not state.is_over():
        seat = min(state.to_move())
        action = kit.policy(level).choose(state, seat, rng)
        moves.append((seat, str(action)))
        state.apply(seat, action)
    return moves


def boards_of_the_log(kit: GameKit, players: int, seed: int, options: dict[str, object] | None, moves: list[tuple[int, str]], closing: str) -> list[Image.Image]:
    """The boards a reader of the log would draw: the deal, then the public table after every move
    whose events include `closing` (the end of a trick or of a turn), and the final position."""
    state = kit.game.new(players, seed, options)
    renderer: Any = kit.renderer

    def board() -> Image.Image:
        return thumb(renderer.render_table({**state.view(None), "names": NAMES[:players]}, lang="en"))

    boards = [board()]
    closed = True
    for seat, action in moves:
        closed = any(event.kind == closing for event in state.apply(seat, action))
        if closed:
            boards.append(board())
    if not closed:
        boards.append(board())
    return boards


def thumb(image: Image.Image) -> Image.Image:
    """An image in RGB at the comparison size."""
    return image.convert("RGB").resize(THUMB, Image.Resampling.BILINEAR)


def frames_of(data: bytes) -> list[Image.Image]:
    """Every frame of an animated image, in RGB."""
    with Image.open(io.BytesIO(data)) as animation:
        frames = []
        for index in range(getattr(animation, "n_frames", 1)):
            animation.seek(index)
            frames.append(thumb(animation))
        return frames


def difference(a: Image.Image, b: Image.Image) -> float:
    """Mean absolute difference of two images' pixels (0–255)."""
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


def check_replay(key: str, players: int, options: dict[str, object] | None, closing: str, level: str = "normal") -> None:
    kit = builtin_kits()[key]
    moves = played(kit, players, 11, options, level)
    renderer: Any = kit.renderer
    replay = build_replay(
        kit.game, lambda view, lang: renderer.render_table(view, lang=lang), players, 11, options, moves, NAMES[:players], frame_events=kit.replay_frames
    )
    boards = boards_of_the_log(kit, players, 11, options, moves, closing)
    frames = frames_of(replay.data)
    assert replay.frames == len(frames) == len(boards)
    assert len(frames) < len(moves)  # a frame per trick or turn, not per card
    for index, frame in enumerate(frames):
        gaps = [difference(frame, board) for board in boards]
        # Each frame is its own board (up to the lossy encoding), and nearer to it than to any other.
        assert gaps[index] < 3.0, (key, index, gaps[index])
        assert gaps[index] == min(gaps), (key, index)
    assert len(replay.data) <= MAX_BYTES


def test_a_druids_replay_shows_the_board_after_every_trick() -> None:
    check_replay("druids", 3, {"rounds": 1}, "trick")


def test_an_abracadabra_replay_shows_the_board_after_every_trick() -> None:
    check_replay("abracadabra", 3, {"deals": 1}, "trick")


def test_a_spellcaster_replay_shows_the_board_after_every_turn() -> None:
    check_replay("spellcaster", 2, None, "turn", "random")


def test_an_arabana_replay_shows_the_board_after_every_turn() -> None:
    check_replay("arabana", 3, None, "turn", "random")


def test_the_last_frame_is_the_final_position_even_after_a_move_that_closes_nothing() -> None:
    kit = builtin_kits()["druids"]
    moves = played(kit, 3, 5, {"rounds": 1})
    views = frame_views(kit.game, 3, 5, {"rounds": 1}, moves[:4], NAMES[:3], kit.replay_frames)
    state = kit.game.replay(3, 5, {"rounds": 1}, moves[:4])
    assert views[-1] == {**state.view(None), "names": NAMES[:3]}
    assert views[0] == {**kit.game.new(3, 5, {"rounds": 1}).view(None), "names": NAMES[:3]}


def test_a_replay_too_large_for_the_limit_is_made_smaller() -> None:
    kit = builtin_kits()["spellcaster"]
    moves = played(kit, 2, 3)
    renderer: Any = kit.renderer

    def build(limit: int) -> tuple[int, int, int]:
        replay = build_replay(kit.game, lambda v, lang: renderer.render_table(v, lang=lang), 2, 3, None, moves, NAMES[:2], frame_events=kit.replay_frames, limit=limit)
        return len(replay.data), replay.size[0], replay.frames

    full_bytes, full_width, frames = build(MAX_BYTES)
    small_bytes, small_width, small_frames = build(full_bytes - 1)
    assert small_width < full_width and small_bytes < full_bytes and small_frames == frames
    board = renderer.render_table(frame_views(kit.game, 2, 3, None, [], NAMES[:2])[0], lang="en")
    assert STEPS[0].width is None and full_width == board.width  # the boards at their own size first


def test_a_replay_is_exact_the_frames_are_the_boards_pixel_for_pixel() -> None:
    """Lossless frames: what a phone shows of the replay is what it showed of the live board."""
    kit = builtin_kits()["druids"]
    moves = played(kit, 3, 4, {"rounds": 1})
    renderer: Any = kit.renderer
    replay = build_replay(kit.game, lambda v, lang: renderer.render_table(v, lang=lang), 3, 4, {"rounds": 1}, moves, NAMES[:3], frame_events=kit.replay_frames)
    views = frame_views(kit.game, 3, 4, {"rounds": 1}, moves, NAMES[:3], kit.replay_frames)
    with Image.open(io.BytesIO(replay.data)) as animation:
        for index in (0, len(views) // 2, len(views) - 1):
            animation.seek(index)
            board = renderer.render_table(views[index], lang="en").convert("RGB")
            assert ImageChops.difference(animation.convert("RGB"), board).getbbox() is None, index


def assert_same_animation(whole: Replay, parts: Replay, frames: int) -> None:
    """The two animations show the same `frames` pictures, each as long."""
    with Image.open(io.BytesIO(whole.data)) as one, Image.open(io.BytesIO(parts.data)) as other:
        assert one.n_frames == other.n_frames == frames
        for index in range(frames):
            one.seek(index)
            other.seek(index)
            one.load()
            other.load()
            assert one.info["duration"] == other.info["duration"] > 0, index
            assert ImageChops.difference(one.convert("RGB"), other.convert("RGB")).getbbox() is None, index


def test_a_replay_built_in_parts_and_joined_is_the_whole_replay_frame_for_frame() -> None:
    kit = builtin_kits()["arabana"]
    moves = played(kit, 3, 2, None, "random")
    renderer: Any = kit.renderer

    def draw(view: dict[str, Any], lang: str) -> Image.Image:
        return renderer.render_table(view, lang=lang)

    views = frame_views(kit.game, 3, 2, None, moves, NAMES[:3], kit.replay_frames)
    whole = encode(draw, views, "en")
    runs = parts_of(len(views), 3)
    assert runs[0][0] == 0 and runs[-1][1] == len(views) and all(a[1] == b[0] for a, b in itertools.pairwise(runs))
    parts = joined([encode(draw, views, "en", start=start, stop=stop) for start, stop in runs])
    assert parts.frames == whole.frames == len(views) and parts.size == whole.size
    assert_same_animation(whole, parts, len(views))
    assert parts_of(1, 2) == [(0, 1)]  # fewer frames than parts: fewer parts


def test_parts_of_a_single_frame_join_too_as_frames_of_their_own() -> None:
    """The encoder makes a one-frame part a still image (no animation chunks): joined, it is a frame like
    the others, shown as long as in the whole replay."""
    kit = builtin_kits()["arabana"]
    renderer: Any = kit.renderer

    def draw(view: dict[str, Any], lang: str) -> Image.Image:
        return renderer.render_table(view, lang=lang)

    views = frame_views(kit.game, 3, 2, None, played(kit, 3, 2, None, "random")[:6], NAMES[:3], kit.replay_frames)
    whole = encode(draw, views, "en")
    runs = [(0, 1), (1, 2), (2, len(views))]
    pieces = [encode(draw, views, "en", start=start, stop=stop) for start, stop in runs]
    assert not [c for c in pieces[0].data.split(b"ANMF")[1:]], "a one-frame part is a still image"
    parts = joined(pieces)
    assert parts.frames == len(views) and parts.duration == whole.duration
    assert_same_animation(whole, parts, len(views))
