"""`bench.load` names what held the moves back: Discord's limit, the machine (and the bot's largest part), or the people."""

from __future__ import annotations

from typing import Any

from bench.load import limit_of


def run(**changes: Any) -> dict[str, Any]:
    """The figures of a run (one process on two cores) with `changes`."""
    figures = {
        "moves_per_s": 4.0,
        "ceiling": 15.0,
        "cpu_ms": {"engine": 1.0, "database": 29.0, "render": 21.0, "discord": 15.0, "total": 66.0},
        "bot_cpu": 0.3,
        "processes": 1,
        "load": 0.5,
    }
    return {**figures, **changes}


def test_the_limit_is_discord_when_the_moves_use_most_of_what_it_allows() -> None:
    assert limit_of(run(moves_per_s=13.0), cores=2) == "Discord's global limit: the moves used 87% of what it allows"


def test_the_limit_is_the_machine_when_a_bot_process_keeps_its_core_busy_and_names_the_largest_part() -> None:
    said = limit_of(run(bot_cpu=1.8, processes=2), cores=2)
    assert said == "the machine: each bot process kept 90% of a core busy (the bot's largest part is the database, 29 of 66 CPU ms a move)"


def test_the_limit_is_the_machine_when_other_work_fills_the_cores() -> None:
    assert limit_of(run(load=6.7, cpu_ms={"engine": 1.0, "database": 10.0, "render": 30.0, "discord": 5.0}), cores=2).startswith(
        "the machine: load average 6.7 on 2 cores, shared with other work (the bot's largest part is drawing and encoding images, 30 of 46"
    )


def test_otherwise_the_people_set_the_pace() -> None:
    assert limit_of(run(), cores=2) == "the people's pace: the bot used 30% of a core and 27% of Discord's allowance"
