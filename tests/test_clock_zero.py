"""`clock:0` is refused as too short, exactly as `clock:0m` is, instead of quietly switching the clock off."""

from __future__ import annotations

import pytest

from bot.tables.turn_clock import BadClock, parse_duration


@pytest.mark.parametrize("zero", ["0", " 0 ", "0m"])
def test_a_zero_clock_is_too_short(zero: str) -> None:
    with pytest.raises(BadClock) as refused:
        parse_duration(zero)
    assert str(refused.value) == f"Turn clock {zero!r} is too short: the shortest turn clock is 1 minute (write `off` or a duration such as 30m, 12h, 2d or 1h30m (1 minute to 14 days))."
    assert refused.value.code == "table.clock_short"


def test_off_still_switches_the_clock_off() -> None:
    assert parse_duration("off") is None
