"""The catalog files of the test games (`testkit/locales/<lang>/*.ftl`), added to the bot's catalogs
(`bot.i18n`) for the tests that read them and taken away after, as a game that ships with the bot
adds its own files to `bot/i18n/locales/<lang>/`."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from unittest.mock import patch

from fluent.runtime import FluentBundle, FluentResource

import bot.i18n

LOCALES = Path(__file__).parent / "locales"


@contextmanager
def game_catalogs(folder: Path = LOCALES) -> Iterator[None]:
    """Within the block, every language's catalog also holds the messages of `folder/<lang>/*.ftl`."""
    bundles: dict[str, FluentBundle] = {}
    for lang in bot.i18n.LANGUAGES:
        bundle = bot.i18n.bundle.__wrapped__(lang)  # a fresh bundle of the bot's own files, not the cached one
        for path in sorted((folder / lang).glob("*.ftl")):
            bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
        bundles[lang] = bundle

    def extended(lang: str) -> FluentBundle:
        return bundles[lang]

    with patch.object(bot.i18n, "bundle", extended):
        yield
