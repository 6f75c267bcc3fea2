"""Building replays in a worker process: the replay of an exported game (`TableService.export`), drawn
by its kit's renderer, replayed, drawn and encoded away from the bot's process (`render.replay`).

A build keeps a core busy for a few seconds and holds a board and the encoder's work in memory, so it
runs in processes of their own (`bot.ai.pool`: spawned, at a lower CPU priority, ended with the bot),
never on the event loop nor in the bot's interpreter, where it would take the GIL from every click.
With two processes (on two cores or more) each draws and encodes half of the frames, and the halves are
joined (`render.replay.joined`): half the wait for the same CPU, 3 % more bytes for the second whole
frame. The processes start with the first replay asked for and serve the next ones. A kit whose
renderer is not an importable module (a stand-in in tests) is drawn in a thread instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import importlib
import logging
import types
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.ai.pool import SearchPool, cores
from bot.games.base import Game
from cogs.kit import GameKit
from render.replay import MAX_BYTES, STEPS, Replay, View, build_replay, encode, frame_views, joined, parts_of

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ReplayOrder:
    """Everything a build needs, picklable: the engine (by reference), the renderer's module name, and
    the game to replay with its players' names, in one language."""

    game: Game[Any]
    renderer: str
    players: int
    seed: int | str
    options: Mapping[str, object]
    moves: Sequence[tuple[int, str]]
    names: Sequence[str]
    lang: str
    frame_events: Collection[str]


def order_of(kit: GameKit, data: Mapping[str, Any], names: Sequence[str], lang: str) -> ReplayOrder:
    """The order for an exported game, drawn by the kit's renderer in `lang`."""
    renderer = kit.renderer
    return ReplayOrder(
        game=kit.game,
        renderer=renderer.__name__ if isinstance(renderer, types.ModuleType) else "",
        players=int(data["players"]),
        seed=data["seed"],
        options=dict(data["options"]),
        moves=[(int(seat), str(action)) for seat, action in data["actions"]],
        names=list(names),
        lang=lang,
        frame_events=frozenset(kit.replay_frames),
    )


def _draw(renderer: Any, view: View, lang: str) -> Any:
    return renderer.render_table(view, lang=lang)


def build(order: ReplayOrder, renderer: Any = None) -> Replay:
    """The replay an order asks for (CPU work: in the worker, or a thread); `renderer` defaults to the
    module the order names."""
    drawer = renderer if renderer is not None else importlib.import_module(order.renderer)
    return build_replay(
        order.game,
        functools.partial(_draw, drawer),
        order.players,
        order.seed,
        order.options,
        order.moves,
        order.names,
        lang=order.lang,
        frame_events=order.frame_events,
    )


def build_part(order: ReplayOrder, step: int, part: int, parts: int) -> Replay:
    """In a worker: part `part` of `parts` of the order's animation (a run of its frames), encoded with
    `STEPS[step]`; no frames at all when there are fewer frames than parts."""
    views = frame_views(order.game, order.players, order.seed, order.options, order.moves, order.names, order.frame_events)
    runs = parts_of(len(views), parts)
    if part >= len(runs):
        return Replay(b"", 0, (0, 0))
    start, stop = runs[part]
    draw = functools.partial(_draw, importlib.import_module(order.renderer))
    return encode(draw, views, order.lang, STEPS[step], start=start, stop=stop)


def _ready() -> bool:
    """In a worker: answered once its modules are imported."""
    return True


class ReplayWorker:
    """Worker processes for replays (`processes`: two on two cores or more), started on first use;
    `preload` names the modules they import as they start (the renderers), so the first build need not."""

    def __init__(self, preload: tuple[str, ...] = (), processes: int | None = None) -> None:
        self.preload = ("render.replay", *preload)
        self.processes = max(1, processes if processes is not None else min(2, cores()))
        self._pool: SearchPool | None = None
        self._warming: asyncio.Task[None] | None = None
        self._closed = False

    @classmethod
    def for_kits(cls, kits: Mapping[str, GameKit], processes: int | None = None) -> ReplayWorker:
        """Workers that preload the renderers of these kits."""
        return cls(tuple(sorted({k.renderer.__name__ for k in kits.values() if isinstance(k.renderer, types.ModuleType)})), processes)

    def _started(self) -> SearchPool:
        if self._closed:
            raise RuntimeError("the replay workers are stopped: the bot is closing")
        if self._pool is None:
            self._pool = SearchPool(self.processes, preload=self.preload)
        return self._pool

    async def start(self) -> None:
        """Start the processes now and wait until each has imported its modules (else the first build does)."""
        pool = self._started()
        await asyncio.gather(*(pool.run(_ready, (), None) for _ in range(self.processes)))

    @property
    def running(self) -> bool:
        """Whether the processes are started and ready."""
        return self._pool is not None and (self._warming is None or self._warming.done())

    def warm(self) -> None:
        """Start the processes in the background, if they have not started: a game just ended, and the
        first press of its Replay button should not wait for them (they take seconds to import)."""
        if self._pool is None and self._warming is None and not self._closed:
            self._warming = asyncio.create_task(self._warm(), name="spieltisch-replay-workers")

    async def _warm(self) -> None:
        try:
            await self.start()
        except Exception:
            if not self._closed:
                log.warning("the replay workers did not start ahead; the first replay starts them", exc_info=True)

    async def build(self, kit: GameKit, order: ReplayOrder) -> Replay:
        """The replay, its parts built side by side in the worker processes (in a thread for a renderer
        that is no module); the first step of `STEPS` that fits Discord's limit."""
        if not order.renderer:
            return await asyncio.to_thread(build, order, kit.renderer)
        pool = self._started()
        for step in range(len(STEPS)):
            asked = [pool.run(build_part, (order, step, part, self.processes), None) for part in range(self.processes)]
            pieces: list[Replay | None] = await asyncio.gather(*asked)
            if any(piece is None for piece in pieces):  # the workers were stopped: the bot is closing
                raise RuntimeError("the replay workers stopped before the replay was made")
            replay = joined([piece for piece in pieces if piece is not None and piece.frames])
            if len(replay.data) <= MAX_BYTES:
                break
        return replay

    def close(self) -> None:
        """Stop the worker processes, if they started (a build still running ends with them); none starts
        after this (called from any thread: the cog closes it in one)."""
        self._closed = True
        warming, self._warming = self._warming, None
        if warming is not None:
            with contextlib.suppress(RuntimeError):  # its loop is closed: it ran out with it
                warming.get_loop().call_soon_threadsafe(warming.cancel)
        if self._pool is not None:
            pool, self._pool = self._pool, None
            pool.close(tracker=False)  # the computers' search pool may still use it (`bot.ai.remote` stops it)
