"""Worker processes for the computers' search, with deadlines.

Each worker is a spawned process (nothing of the bot's loop or sockets inherited) at a lower CPU
priority, joined to the bot by a pipe of its own. When the bot dies, even by SIGKILL, the worker
exits (it reads the end of the pipe, or sees that its parent is gone), and with the workers gone the
resource tracker ends too: nothing outlives the bot.

Requests wait in the pool's own queue (not in the pipes), earliest deadline first, so the time spent
waiting is known: a request still queued at its deadline is dropped and answered `None` at once (the
caller decides quickly instead), and one that started is given up on at its deadline plus `late`.
A worker that dies is started again; `close()` stops the workers and the resource tracker that
spawning started.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import importlib
import itertools
import logging
import math
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from multiprocessing.reduction import ForkingPickler
from typing import Any

log = logging.getLogger(__name__)

# A request with less time than this left when a worker is free is not worth sending.
MIN_THINK = 0.02
# Seconds between a worker's looks at whether the bot still runs.
PARENT_CHECK = 0.5


@dataclass(order=True)
class _Request:
    deadline: float
    order: int
    call: Callable[..., Any] = field(compare=False)
    args: tuple[Any, ...] = field(compare=False)
    future: asyncio.Future[Any] = field(compare=False, repr=False)
    loop: asyncio.AbstractEventLoop = field(compare=False, repr=False)
    started: bool = field(default=False, compare=False)
    dropped: bool = field(default=False, compare=False)


def _serve(conn: Connection, preload: tuple[str, ...] = ()) -> None:
    """A worker's life: import `preload` (before the first search asks for it), then run each call
    it is sent and send back (ok, result or error), until the pipe ends or the bot is gone."""
    with contextlib.suppress(OSError):
        os.nice(10)  # clicks go before thinking on a busy machine
    threading.Thread(target=_watch_parent, args=(os.getppid(),), name="parent-watch", daemon=True).start()
    for name in preload:
        try:
            importlib.import_module(name)
        except Exception:  # the first call that needs it reports the error
            log.exception("search worker: %s does not import", name)
    while True:
        try:
            call, args = conn.recv()
        except (EOFError, OSError, KeyboardInterrupt):
            return
        try:
            reply: tuple[bool, Any] = (True, call(*args))
        except Exception as error:  # sent back: the caller logs it and decides without the search
            reply = (False, error)
        try:
            conn.send(reply)
        except (OSError, ValueError):
            return
        except Exception as error:  # an unpicklable result or error
            with contextlib.suppress(OSError, ValueError):
                conn.send((False, RuntimeError(f"the answer could not be sent back: {error!r}")))


def _watch_parent(parent: int) -> None:
    """In a worker: exit once the bot is gone, even in the middle of a search (its end of the pipe only
    shows between searches)."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK)
    os._exit(0)


class _Worker:
    """One worker process, its end of the pipe and the thread that reads its answers."""

    def __init__(self, pool: SearchPool, number: int) -> None:
        self.pool = pool
        self.number = number
        self.request: _Request | None = None
        here, there = pool.context.Pipe(duplex=True)
        self.conn: Connection = here
        self.process: BaseProcess = pool.context.Process(target=_serve, args=(there, pool.preload), name=f"spieltisch-search-{number}", daemon=True)
        self.process.start()
        there.close()
        self.reader = threading.Thread(target=self._read, name=f"spieltisch-search-reader-{number}", daemon=True)
        self.reader.start()

    def send(self, request: _Request, payload: bytes) -> None:
        """Give the worker a request, pickled (the pool's lock is held)."""
        self.request = request
        request.started = True
        self.conn.send_bytes(payload)

    def _read(self) -> None:
        while True:
            try:
                ok, value = self.conn.recv()
            except (EOFError, OSError):
                self.pool._lost(self)
                return
            except Exception as error:  # an answer that does not unpickle
                ok, value = False, error
            self.pool._answered(self, ok, value)

    def stop(self, timeout: float) -> None:
        """End the process (at once: a search in progress is of no use any more) and its reader."""
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(timeout)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(timeout)
        self.reader.join(timeout)  # it reads the end of the pipe now
        with contextlib.suppress(OSError):
            self.conn.close()
        with contextlib.suppress(ValueError):
            self.process.close()


class SearchPool:
    """`size` worker processes running calls with deadlines (see the module docstring); each imports
    the modules `preload` names as it starts, so that the first searches need not."""

    def __init__(self, size: int, late: float = 0.75, preload: tuple[str, ...] = ()) -> None:
        self.size = max(1, size)
        self.late = late
        self.preload = preload
        self.context = multiprocessing.get_context("spawn")
        self._lock = threading.Lock()
        self._queue: list[_Request] = []
        self._order = itertools.count()
        self._closed = False
        self._workers = [_Worker(self, n) for n in range(self.size)]
        self._idle = list(self._workers)

    @property
    def pids(self) -> list[int | None]:
        """The worker processes' ids."""
        return [w.process.pid for w in self._workers]

    @property
    def waiting(self) -> int:
        """Requests waiting for a worker."""
        with self._lock:
            return sum(1 for r in self._queue if not r.dropped)

    async def run(self, call: Callable[..., Any], args: tuple[Any, ...], deadline: float | None) -> Any:
        """`call(*args)` in a worker: its result, or None when it is not there by `deadline` (if still
        queued then) or by `deadline + late` (if it started). Without a deadline, waits for the answer.
        A call that failed in the worker raises its error here."""
        loop = asyncio.get_running_loop()
        request = _Request(math.inf if deadline is None else deadline, next(self._order), call, args, loop.create_future(), loop)
        request.future.add_done_callback(_retrieved)  # an error that comes after the caller gave up is not "never retrieved"
        with self._lock:
            if self._closed:
                return None
            heapq.heappush(self._queue, request)
            self._dispatch()
        if deadline is None:
            return await request.future
        with contextlib.suppress(TimeoutError):
            return await asyncio.wait_for(asyncio.shield(request.future), max(0.0, deadline - time.monotonic()))
        with self._lock:
            if not request.started:  # its time ran out in the queue
                request.dropped = True
                return None
        with contextlib.suppress(TimeoutError):
            return await asyncio.wait_for(asyncio.shield(request.future), max(0.0, deadline + self.late - time.monotonic()))
        return None

    def _dispatch(self) -> None:
        """Give idle workers the requests due first (the lock is held); drop those out of time."""
        while self._idle and self._queue:
            request = heapq.heappop(self._queue)
            if request.dropped:
                continue
            if request.deadline - time.monotonic() < MIN_THINK:
                request.dropped = True
                _settle(request, True, None)
                continue
            try:
                payload = bytes(ForkingPickler.dumps((request.call, request.args)))
            except Exception as error:  # arguments that do not pickle: this request's fault only
                _settle(request, False, error)
                continue
            worker = self._idle.pop()
            try:
                worker.send(request, payload)
            except OSError as error:  # the worker is gone: its reader starts another
                worker.request = None
                _settle(request, False, error)

    def _answered(self, worker: _Worker, ok: bool, value: Any) -> None:
        with self._lock:
            request, worker.request = worker.request, None
            if not self._closed:
                self._idle.append(worker)
                self._dispatch()
        if request is not None:
            _settle(request, ok, value)

    def _lost(self, worker: _Worker) -> None:
        """A worker's pipe ended: its request fails, and unless the pool is closing a new worker takes its place."""
        with self._lock:
            request, worker.request = worker.request, None
            if worker in self._idle:
                self._idle.remove(worker)
            closed = self._closed
        if closed:  # stopped on purpose: its request is answered as the queue's are
            if request is not None:
                _settle(request, True, None)
            return
        if request is not None:
            _settle(request, False, RuntimeError(f"search worker {worker.number} ended (exit code {worker.process.exitcode})"))
        worker.process.join(1)
        log.warning("search worker %s ended (exit code %s); starting another", worker.number, worker.process.exitcode)
        replacement = _Worker(self, worker.number)
        with self._lock:
            if self._closed:
                replacement.stop(1)
                return
            self._workers[self._workers.index(worker)] = replacement
            self._idle.append(replacement)
            self._dispatch()

    def close(self, timeout: float = 5.0, *, tracker: bool = True) -> None:
        """Stop the workers at once; waiting requests answer None. Idempotent. With `tracker` False the
        resource tracker is left running: stopping it waits for every process spawned from this one,
        so a pool that closes while another may still run (the replays' beside the search's) must not."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            pending = [r for r in self._queue if not r.dropped]
            self._queue.clear()
            workers = list(self._workers)
        for request in pending:
            _settle(request, True, None)
        for worker in workers:
            worker.stop(timeout)
        if tracker:
            _stop_resource_tracker()


def _settle(request: _Request, ok: bool, value: Any) -> None:
    """Resolve a request's future on its own loop (from any thread)."""

    def settle() -> None:
        if request.future.done():
            return
        if ok:
            request.future.set_result(value)
        else:
            request.future.set_exception(value if isinstance(value, BaseException) else RuntimeError(str(value)))

    with contextlib.suppress(RuntimeError):  # the loop is closed: nobody waits any more
        if request.loop.is_closed():
            return
        if _on_loop(request.loop):
            settle()
        else:
            request.loop.call_soon_threadsafe(settle)


def _retrieved(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()


def _on_loop(loop: asyncio.AbstractEventLoop) -> bool:
    try:
        return asyncio.get_running_loop() is loop
    except RuntimeError:
        return False


def _stop_resource_tracker() -> None:
    """Spawning workers started multiprocessing's resource tracker: stop it too, so that nothing of the
    pool is left running (it would end with the bot anyway; a new pool starts it again). Not while
    another process spawned from this one runs (another pool's worker): the tracker ends only after
    the last of them, so stopping it would wait for them."""
    from multiprocessing import resource_tracker

    if multiprocessing.active_children():
        return

    stop = getattr(resource_tracker._resource_tracker, "_stop", None)
    if stop is not None:
        with contextlib.suppress(Exception):
            stop()


def cores() -> int:
    """The cores this process may run on."""
    counted = getattr(os, "process_cpu_count", None)  # Python 3.13+
    if counted is not None:
        return int(counted() or 1)
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0)) or 1
    return os.cpu_count() or 1
