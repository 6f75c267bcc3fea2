"""Images drawn off the event loop: rendering is CPU work, so it runs on a pool of its own."""

from __future__ import annotations

import asyncio
import functools
import json
import os
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from wording.alt import LIMIT, describe

# As many threads as there are cores: more would only hold more images in memory at once (with the
# default pool a burst of moves doubled the bot's peak memory, for no gain in speed).
RENDERING = ThreadPoolExecutor(max_workers=os.cpu_count() or 2, thread_name_prefix="render")

Render = Callable[[dict[str, Any], str], "bytes | None"]
# The images last drawn, by what drew them and from what: a board post edited or posted again after a
# move that did not change the picture (a notice, the result after the last trick) reuses its PNG.
KEPT_IMAGES = 64


class Png(bytes):
    """PNG bytes with their alt text (`description`: what the image shows, in words, for screen readers);
    `cogs.posts.png_file` attaches it as the file's description."""

    description: str | None

    def __new__(cls, data: bytes, description: str | None = None) -> Png:
        png = super().__new__(cls, data)
        png.description = description[:LIMIT] if description else None
        return png


def alt_text(render: Render, view: dict[str, Any], lang: str, name: str) -> str | None:
    """The alt text of the image `render` draws: `render` is a kit's `table_image`, `hand_image` or
    `final_image` (bound to the kit, whose game and texts word it), `name` ends in the image's kind."""
    kit = getattr(render, "__self__", None)
    game = getattr(kit, "game", None)
    if game is None:
        return None
    return describe(game, getattr(kit, "texts", None), name.rsplit("/", 1)[-1], view, lang) or None


class Drawing:
    """Draws images on the rendering pool; `on_drawn(name, seconds)`, when set, hears how long each took
    (the metrics listen there)."""

    def __init__(self) -> None:
        self.on_drawn: Callable[[str, float], None] | None = None
        self._kept: OrderedDict[tuple[str, str, str], bytes | None] = OrderedDict()

    async def draw(self, render: Render, view: dict[str, Any], lang: str, *, name: str) -> bytes | None:
        """PNG bytes from `render(view, lang)` (e.g. a kit's `table_image`), carrying their alt text (`Png`);
        `name` says which image, e.g. "druids/table". Renderers are pure: the same view draws the same PNG."""
        key = (name, lang, json.dumps(view, sort_keys=True, default=str))
        if key in self._kept:
            self._kept.move_to_end(key)
            data = self._kept[key]
        else:
            started = time.perf_counter()
            data = await asyncio.get_running_loop().run_in_executor(RENDERING, functools.partial(render, view, lang))
            if self.on_drawn is not None:
                self.on_drawn(name, time.perf_counter() - started)
            self._kept[key] = data
            while len(self._kept) > KEPT_IMAGES:
                self._kept.popitem(last=False)
        if data is None:
            return None
        # Worded on the loop: a few catalog look-ups, no drawing.
        return Png(data, alt_text(render, view, lang, name))
