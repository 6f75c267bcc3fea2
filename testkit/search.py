"""A stand-in for a searching computer: the service thinks with it off the event loop (`slow`), as
with `hard`, for as long as its `think` lasts, then it takes the first legal move."""

from __future__ import annotations

import multiprocessing
import os
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bot.ai.hard import generic_knowledge
from bot.ai.search import Knowledge, KnowledgeRecipe
from testkit.takeaway import Finisher


class StubSearch:
    """Takes the first legal move after `think()`; subclasses decide how long thinking lasts."""

    slow = True
    seconds = 1.0
    iterations = None

    def __init__(self) -> None:
        self.knowledge = self  # the service falls back on `knowledge.prior`: the same first move

    def prior(self, state: Any, seat: int, rng: Any) -> Any:
        """The first legal move."""
        return state.legal_actions(seat)[0]

    choose = prior  # as a Policy (the service asks `decide` of a `slow` one)

    def think(self) -> None:
        """The search's thinking (none here)."""

    def decide(self, state: Any, seat: int, rng: Any, seconds: float | None = None) -> tuple[Any, int]:
        """Think, then the first legal move (one rollout spent)."""
        self.think()
        return self.prior(state, seat, rng), 1


@dataclass(frozen=True)
class NotingProcess:
    """Take-away's knowledge (the generic one with its own heuristic as prior), noting in `path` the
    process that made it."""

    path: str

    def __call__(self) -> Knowledge:
        Path(self.path).write_text(str(os.getpid()))
        return generic_knowledge(Finisher())


@dataclass(frozen=True)
class Stalling:
    """Take-away's knowledge, made in a search worker only after noting the worker's pid in `path` and
    sleeping `seconds`: a search that a test can kill mid-way, or that runs past its deadline. (In the
    bot's own process, where the quick choice reads the knowledge, it is made at once.)"""

    path: str
    seconds: float

    def __call__(self) -> Knowledge:
        if multiprocessing.parent_process() is not None:
            Path(self.path).write_text(str(os.getpid()))
            time.sleep(self.seconds)
        return generic_knowledge(Finisher())


# How long a held search waits for the test to let it go before it gives up (a test that never does has failed).
HOLD_LIMIT = 60.0


def wait_for_file(path: Path, limit: float = HOLD_LIMIT) -> bool:
    """In a worker: wait until the test makes `path` (True), or `limit` seconds in vain (False)."""
    until = time.monotonic() + limit
    while not path.exists():
        if time.monotonic() > until:
            return False
        time.sleep(0.01)
    return True


@dataclass(frozen=True)
class Held:
    """The knowledge `inner` makes (take-away's if none), made in a search worker only after noting the
    worker's pid in `started` and waiting until the test makes the file `release`: a search the test holds
    at its start, for as long as it likes. With `rollouts`, each rollout of the search adds a line to that
    file. (In the bot's own process, where the quick choice reads the knowledge, it is made at once.)"""

    started: str
    release: str
    rollouts: str | None = None
    inner: KnowledgeRecipe | None = None

    def __call__(self) -> Knowledge:
        knowledge = self.inner() if self.inner is not None else generic_knowledge(Finisher())
        if multiprocessing.parent_process() is None:
            return knowledge
        Path(self.started).write_text(str(os.getpid()))
        wait_for_file(Path(self.release))
        if self.rollouts is None:
            return knowledge
        noted, rollout = Path(self.rollouts), knowledge.rollout
        assert rollout is not None, "only a search by rollouts notes them"

        def noting(state: Any, seat: int, rng: Any) -> Any:
            with noted.open("a") as out:
                out.write("rollout\n")
            return rollout(state, seat, rng)

        return replace(knowledge, rollout=noting)


@dataclass(frozen=True)
class Together:
    """Take-away's knowledge, made in a search worker only once every search of `all` has begun: it notes
    the worker's pid in `mine` and waits for the others' notes, then notes `mine` + ".together". Two
    searches get there only if they run at once (one after the other, the first waits in vain)."""

    mine: str
    all: tuple[str, ...]

    def __call__(self) -> Knowledge:
        if multiprocessing.parent_process() is not None:
            Path(self.mine).write_text(str(os.getpid()))
            if all(wait_for_file(Path(path), limit=HOLD_LIMIT / 2) for path in self.all):
                Path(self.mine + ".together").write_text("")
        return generic_knowledge(Finisher())
