"""A stand-in for a searching computer: the service thinks with it off the event loop (`slow`), as
with `hard`, for as long as its `think` lasts, then it takes the first legal move."""

from __future__ import annotations

import multiprocessing
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.ai.hard import generic_knowledge
from bot.ai.search import Knowledge
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
