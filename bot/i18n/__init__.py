"""Message catalogs: every text the bot shows comes from Fluent files in `bot/i18n/locales/<lang>/`.

English is the source language; German and Persian follow it key for key. Use `t(lang, key, **params)`;
a key missing in a language falls back to English, and a key missing everywhere shows itself, so
a gap is visible instead of breaking a message (the catalog test keeps them complete).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

LOCALES_DIR = Path(__file__).parent / "locales"
DEFAULT = "en"
LANGUAGES = ("en", "de", "fa")
RTL = frozenset({"fa"})
NAMES = {"en": "English", "de": "Deutsch", "fa": "فارسی"}


def normalize(locale: object) -> str:
    """Our language for a Discord locale or a stored preference ('de', 'en-US', Locale.german → 'de')."""
    text = str(getattr(locale, "value", locale) or "").lower().replace("_", "-")
    base = text.split("-", 1)[0]
    return base if base in LANGUAGES else DEFAULT


@cache
def bundle(lang: str) -> FluentBundle:
    """All catalog files of one language, loaded once."""
    result = FluentBundle([lang], use_isolating=False)
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


def has(lang: str, key: str) -> bool:
    """Whether a language defines a message."""
    return bundle(lang).has_message(key)


def t(lang: str, key: str, **params: Any) -> str:
    """The message `key` in `lang` (falling back to English) with `params` filled in."""
    for candidate in (normalize(lang), DEFAULT):
        messages = bundle(candidate)
        if messages.has_message(key):
            message = messages.get_message(key)
            if message.value is None:
                break
            text, _errors = messages.format_pattern(message.value, params)
            return str(text)
    return key


def is_rtl(lang: str) -> bool:
    """Whether the language is written right to left."""
    return normalize(lang) in RTL


def supported(locale: object) -> str | None:
    """Our language for a locale or stored preference if we have it ('de-DE' → 'de'), else None."""
    text = str(getattr(locale, "value", locale) or "").lower().replace("_", "-")
    base = text.split("-", 1)[0]
    return base if base in LANGUAGES else None


def resolve(*candidates: object) -> str:
    """The first candidate (an explicit choice, then remembered locales …) that names one of our
    languages, else English."""
    for candidate in candidates:
        lang = supported(candidate)
        if lang is not None:
            return lang
    return DEFAULT


def join(lang: str, items: Iterable[str]) -> str:
    """A list in running text with the language's separator ("a, b" / "a، b")."""
    return t(lang, "common-list-separator").join(items)
