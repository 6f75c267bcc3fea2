"""Render test fixtures: the texts an image draws, so tests can assert what a picture says."""

from __future__ import annotations

import pytest

from tests.i18n.support import Recorder


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    """Records every text drawn from now on (`drawn.texts`, `drawn.boxes`); `drawn.clear()` forgets them."""
    recorder = Recorder("render")
    recorder.watch_text(monkeypatch)
    return recorder

