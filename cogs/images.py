"""Images drawn off the event loop: rendering is CPU work, so it runs on a pool of its own."""

from __future__ import annotations

import asyncio
import functools
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

# As many threads as there are cores: more would only hold more images in memory at once (with the
# default pool a burst of moves doubled the bot's peak memory, for no gain in speed).
RENDERING = ThreadPoolExecutor(max_workers=os.cpu_count() or 2, thread_name_prefix="render")

Draw = Callable[[dict[str, Any], str], "bytes | None"]


async def draw(render: Draw, view: dict[str, Any], lang: str) -> bytes | None:
    """PNG bytes from `render(view, lang)` (e.g. a kit's `table_image`), drawn on the rendering pool."""
    return await asyncio.get_running_loop().run_in_executor(RENDERING, functools.partial(render, view, lang))
