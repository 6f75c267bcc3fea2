"""`bench.load`'s figures: a click's next DM is one the click caused, and SQL statements are told apart by kind."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from bench.crowd import Crowd, Table
from bench.load import statement_kind, thinking_in


class Prompt(SimpleNamespace):
    def custom_ids(self) -> list[str]:
        return list(self.ids)


def crowd_at_one_table() -> tuple[Crowd, Table]:
    fake = SimpleNamespace(listeners=[], channels={}, _edit_message=lambda *args, **kwargs: None)
    crowd = Crowd(fake, guild=None, think=10.0, rng=random.Random(1))
    crowd.schedule = lambda user, work: work.close()  # type: ignore[method-assign]  # nobody answers here
    crowd.measuring = True
    table = Table(id=7, game="arabana", thread=70, people=[1, 2])
    crowd.tables[7] = table
    table.last_click, table.last_version, table.dm_pending = 100.0, 0, True
    return crowd, table


def dm_to(user: int) -> Any:
    return SimpleNamespace(recipient_id=user, is_dm=True)


def test_a_prompt_offered_before_the_click_is_not_its_next_dm() -> None:
    crowd, table = crowd_at_one_table()
    # The other person's first prompt of a start both decide at once, sent late: owed by the start.
    crowd.prompt_seen(dm_to(2), Prompt(ids=["act:7:0:discard Eloi"]), at=110.0)
    assert crowd.figures.dm == [] and table.dm_pending
    crowd.prompt_seen(dm_to(1), Prompt(ids=["act:7:3:draw"]), at=100.4)
    assert crowd.figures.dm == [pytest.approx(0.4)] and not table.dm_pending


def test_statements_are_counted_by_verb_and_first_table() -> None:
    assert statement_kind("SELECT outbox.id FROM outbox WHERE outbox.table_id = $1") == "SELECT outbox"
    assert statement_kind('UPDATE "tables" SET version=$1') == "UPDATE tables"
    assert statement_kind("INSERT INTO actions (table_id) VALUES ($1)") == "INSERT actions"
    assert statement_kind("WITH clock AS (SELECT 1) SELECT 2") == "WITH"


def test_a_dm_s_wait_is_told_apart_from_the_computers_thinking_within_it() -> None:
    spans = {7: [(99.0, 100.5), (101.0, 102.0), (110.0, 111.0)]}
    # A click at 100 and the next DM at 103: the table's computers thought 0.5 + 1.0 s of it.
    assert thinking_in(spans, 7, 100.0, 103.0) == 1.5
    assert thinking_in(spans, 8, 100.0, 103.0) == 0.0
