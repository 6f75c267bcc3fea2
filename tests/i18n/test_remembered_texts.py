"""`t` remembers the texts it formatted: the same text for the same arguments, never another's."""

from __future__ import annotations

from typing import Any

import pytest

from bot.i18n import _format, _formatted, t


def test_a_text_formatted_again_is_taken_from_memory_and_is_the_same() -> None:
    first = t("en", "settings-stats-total", name="Ana", games=3, wins=1, percent=33)
    hits = _formatted.cache_info().hits
    assert t("en", "settings-stats-total", name="Ana", games=3, wins=1, percent=33) == first
    assert _formatted.cache_info().hits == hits + 1
    assert "3 games" in first and t("en", "settings-stats-total", name="Ana", games=1, wins=1, percent=100) != first


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_every_argument_gets_the_text_formatted_afresh_would_give(lang: str) -> None:
    # Asked in this order, a memory keyed on values alone would answer 1.5 for 1.5 but "1" for True, or
    # the joined list for a tuple of other names.
    variants: list[Any] = [1, True, 1.0, 1.5, "1", ["Ana", "Ben"], ("Ana", "Ben"), ["Ben", "Ana"], [["Ana"]], None]
    for value in variants * 2:
        assert t(lang, "finder-waiting", names=value) == _format(lang, "finder-waiting", {"names": value}), value


def test_unhashable_arguments_are_formatted_afresh() -> None:
    misses = _formatted.cache_info().misses
    assert t("en", "finder-waiting", names=[["Ana"]]) == _format("en", "finder-waiting", {"names": [["Ana"]]})
    assert _formatted.cache_info().misses == misses  # not a key: never reached the memory
