"""Building replays in a worker process: the replay of an exported game (`TableService.export`), drawn
by its kit's renderer, replayed, drawn and encoded away from the bot's process (`render.replay`).

A build keeps a core busy for a few seconds and holds a board and the encoder's work in memory, so it
runs in a process of its own (`bot.ai.pool`: spawned, at a lower CPU priority, ended with the bot),
never on the event loop nor in the bot's interpreter, where it would take the GIL from every click.
The process starts with the first replay asked for and serves the next ones. A kit whose renderer is
not an importable module (a stand-in in tests) is drawn in a thread instead.
"""

from __future__ import annotations

import asyncio
import functools
import importlib
import types
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.ai.pool import SearchPool
from bot.games.base import Game
from cogs.kit import GameKit
from render.replay import Replay, View, build_replay


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


class ReplayWorker:
    """One worker process for replays, started on first use; `preload` names the modules it imports as
    it starts (the renderers), so that the first build need not."""

    def __init__(self, preload: tuple[str, ...] = ()) -> None:
        self.preload = ("render.replay", *preload)
        self._pool: SearchPool | None = None

    @classmethod
    def for_kits(cls, kits: Mapping[str, GameKit]) -> ReplayWorker:
        """A worker that preloads the renderers of these kits."""
        return cls(tuple(sorted({k.renderer.__name__ for k in kits.values() if isinstance(k.renderer, types.ModuleType)})))

    async def build(self, kit: GameKit, order: ReplayOrder) -> Replay:
        """The replay, built in the worker process (in a thread for a renderer that is no module)."""
        if not order.renderer:
            return await asyncio.to_thread(build, order, kit.renderer)
        if self._pool is None:
            self._pool = SearchPool(1, preload=self.preload)
        replay: Replay | None = await self._pool.run(build, (order,), None)
        if replay is None:  # the worker was stopped: the bot is closing
            raise RuntimeError("the replay worker stopped before the replay was made")
        return replay

    def close(self) -> None:
        """Stop the worker process, if it started (a build still running ends with it)."""
        if self._pool is not None:
            pool, self._pool = self._pool, None
            pool.close()
