"""A finished game as an animated image: the public table after each trick or turn, replayed from the
move log by the engine (never from stored images), encoded as animated WebP that Discord plays inline.

The frames are the boards at their own size, encoded losslessly: the renderers draw on a palette of at
most 256 colours, which lossless WebP stores as indices, so the animation is exact (as legible on a
phone as the live board), smaller than a lossy one at 720 px wide, and quicker to encode (measured in
`bench/replay.py`: Druids 0.65 MB against 1.1 MB, Arabana 0.72 MB against 1.3 MB). Scaling a board
down would blend its colours into thousands and make lossless four times larger. Each frame after the
first stores only the rectangle that changed, with unchanged pixels left transparent (no key frames:
nobody seeks in a replay). Only when an animation is over the limit are smaller, lossy steps tried.

Which moves close a frame is the game's business: the event kinds that end a trick or a turn
(`frame_events`), e.g. `{"trick"}` for the trick-taking games; empty means a frame after every move.
Each frame is the table's own image of the public view, so the last move is highlighted as on the
live board. The first frame is the deal, the last the final position.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, _webp

from bot.games.base import Game

# Discord's upload limit for a bot without boosts is 8 MB (decimal); a little is kept for the message.
MAX_BYTES = 8_000_000
FIRST_MS = 2000
FRAME_MS = 1400
LAST_MS = 6000


@dataclass(frozen=True)
class Step:
    """One way to encode: the largest width (None: the boards' own), lossless or not, WebP quality and
    libwebp's effort (0–6)."""

    width: int | None
    lossless: bool
    quality: int
    method: int


# Tried in turn until the animation fits. Lossless at effort 1 and quality 20: effort 2 saves 0.5 % on
# these boards, quality 50 (a slower search) 13 % in twice the time; effort 0 drops the palette coding
# and is four times larger. The lossy steps are for boards too rich in colours for the limit.
STEPS: tuple[Step, ...] = (
    Step(None, True, 20, 1),
    Step(1024, False, 60, 2),
    Step(800, False, 50, 2),
    Step(640, False, 40, 2),
    Step(480, False, 30, 2),
)

View = dict[str, Any]
DrawTable = Callable[[View, str], Image.Image]


@dataclass(frozen=True)
class Replay:
    """An encoded replay: the animated WebP's bytes, its frame count and its size in pixels."""

    data: bytes
    frames: int
    size: tuple[int, int]
    duration: int = 0  # ms the animation (or the part of one) shows


def frame_views(
    game: Game[Any],
    players: int,
    seed: int | str,
    options: Mapping[str, object] | None,
    moves: Sequence[tuple[int, str]],
    names: Sequence[str],
    frame_events: Collection[str] = (),
) -> list[View]:
    """The public views the replay shows: the deal, then after each move that ends a trick or turn
    (every move when `frame_events` is empty), and the final position, with the players' names."""
    state = game.new(players, seed, options)
    views = [{**state.view(None), "names": list(names)}]
    shown = True
    for seat, action in moves:
        events = state.apply(seat, action)
        shown = not frame_events or any(e.kind in frame_events for e in events)
        if shown:
            views.append({**state.view(None), "names": list(names)})
    if not shown:
        views.append({**state.view(None), "names": list(names)})
    return views


def _fit(frame: Image.Image, size: tuple[int, int]) -> Image.Image:
    """A frame in RGB at `size`: scaled to fit (keeping its shape) on the colour of its own corner."""
    rgb = frame.convert("RGB")
    if rgb.size == size:
        return rgb
    scale = min(size[0] / rgb.width, size[1] / rgb.height)
    scaled = rgb.resize((max(1, round(rgb.width * scale)), max(1, round(rgb.height * scale))), Image.Resampling.LANCZOS)
    if scaled.size == size:
        return scaled
    canvas = Image.new("RGB", size, rgb.getpixel((0, 0)))
    canvas.paste(scaled, (0, 0))
    return canvas


def encode(draw: DrawTable, views: Sequence[View], lang: str, step: Step = STEPS[0], *, start: int = 0, stop: int | None = None) -> Replay:
    """The views drawn one at a time into one looping animated WebP (only one frame is held in memory):
    every frame at the first frame's shape, at most `step.width` pixels wide, the last frame held longest.
    With `start`/`stop`, only those frames: a part of the animation, to be `joined` with the others."""
    stop = len(views) if stop is None else stop
    first = draw(views[0], lang)
    scale = 1.0 if step.width is None else min(1.0, step.width / first.width)
    size = (round(first.width * scale), round(first.height * scale))
    # The encoder Pillow's own `save_all` uses, fed frame by frame instead of from a list of images:
    # no minimising, no key frames (kmin = kmax = 0), one kind of frame (not both tried).
    encoder = _webp.WebPAnimEncoder(size, 0xFFFFFFFF, 0, False, 0, 0, False, False)
    timestamp = 0
    for index in range(start, stop):
        frame = first if index == 0 else draw(views[index], lang)
        encoder.add(_fit(frame, size).getim(), timestamp, step.lossless, step.quality, 100, step.method)
        timestamp += FIRST_MS if index == 0 else LAST_MS if index == len(views) - 1 else FRAME_MS
    encoder.add(None, timestamp, False, step.quality, 100, 0)
    return Replay(bytes(encoder.assemble(b"", b"", b"")), stop - start, size, timestamp)


def parts_of(frames: int, parts: int) -> list[tuple[int, int]]:
    """`frames` split into at most `parts` runs of nearly equal length, as (start, stop)."""
    parts = max(1, min(parts, frames))
    return [(frames * k // parts, frames * (k + 1) // parts) for k in range(parts)]


def _chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """The chunks of a WebP file (RIFF header checked) as (fourcc, payload)."""
    if data[:4] != b"RIFF" or data[8:12] != b"WEBP":
        raise ValueError("not a WebP file")
    found, at = [], 12
    while at + 8 <= len(data):
        size = int.from_bytes(data[at + 4 : at + 8], "little")
        found.append((data[at : at + 4], data[at + 8 : at + 8 + size]))
        at += 8 + size + (size & 1)  # payloads are padded to an even length
    return found


def _chunk(fourcc: bytes, payload: bytes) -> bytes:
    return fourcc + len(payload).to_bytes(4, "little") + payload + b"\0" * (len(payload) & 1)


# The still image's chunks a frame of an animation carries (ANMF holds them after its own header).
FRAME_DATA = (b"ALPH", b"VP8 ", b"VP8L")
ANIMATED = 0x02  # VP8X's flag of an animation
BACKGROUND, LOOPS = 0xFFFFFFFF, 0  # as `encode` gives the encoder: white, and play forever


def _frames(part: Replay) -> list[bytes]:
    """A part's frames as ANMF chunks. The encoder makes a part whose frames all look alike (one frame, or
    one move that changed nothing) a still image: that becomes one frame lasting the part's duration."""
    found = _chunks(part.data)
    frames = [_chunk(fourcc, payload) for fourcc, payload in found if fourcc == b"ANMF"]
    if frames:
        return frames
    (width, height), duration = part.size, part.duration
    # Offsets 0, 0; the canvas' size less one; the duration; no blending with the frame before (bit 1).
    head = (0).to_bytes(6, "little") + (width - 1).to_bytes(3, "little") + (height - 1).to_bytes(3, "little") + duration.to_bytes(3, "little") + bytes([0b10])
    return [_chunk(b"ANMF", head + b"".join(_chunk(fourcc, payload) for fourcc, payload in found if fourcc in FRAME_DATA))]


def joined(parts: Sequence[Replay]) -> Replay:
    """Animations of consecutive frames (`encode` with `start`/`stop`, same size) as one animation: a header
    for the whole, then every part's frames in order (each part opens with a whole frame)."""
    if len(parts) == 1:
        return parts[0]
    if len({part.size for part in parts}) != 1:
        raise ValueError("the parts of a replay differ in size")
    flags = ANIMATED
    for part in parts:
        flags |= dict(_chunks(part.data)).get(b"VP8X", b"\0")[0]
    (width, height) = parts[0].size
    canvas = bytes([flags]) + bytes(3) + (width - 1).to_bytes(3, "little") + (height - 1).to_bytes(3, "little")
    anim = BACKGROUND.to_bytes(4, "little") + LOOPS.to_bytes(2, "little")
    frames = b"".join(frame for part in parts for frame in _frames(part))
    body = b"WEBP" + _chunk(b"VP8X", canvas) + _chunk(b"ANIM", anim) + frames
    return Replay(
        b"RIFF" + len(body).to_bytes(4, "little") + body, sum(part.frames for part in parts), parts[0].size, sum(part.duration for part in parts)
    )


def animate(draw: DrawTable, views: Sequence[View], lang: str, limit: int = MAX_BYTES) -> Replay:
    """The first step of `STEPS` whose animation fits in `limit` bytes (the smallest if none does)."""
    if not views:
        raise ValueError("a replay needs at least one frame")
    for step in STEPS:
        replay = encode(draw, views, lang, step)
        if len(replay.data) <= limit:
            break
    return replay


def build_replay(
    game: Game[Any],
    draw: DrawTable,
    players: int,
    seed: int | str,
    options: Mapping[str, object] | None,
    moves: Sequence[tuple[int, str]],
    names: Sequence[str],
    *,
    lang: str = "en",
    frame_events: Collection[str] = (),
    limit: int = MAX_BYTES,
) -> Replay:
    """The whole replay of a game from its log: views, frames, animation (CPU work: run it off the loop)."""
    return animate(draw, frame_views(game, players, seed, options, moves, names, frame_events), lang, limit)
