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
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt, fluent_number
from fluent.runtime.utils import native_to_fluent

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
    result = (PersianBundle if lang == "fa" else FluentBundle)([lang], use_isolating=False)
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


def has(lang: str, key: str) -> bool:
    """Whether a language defines a message."""
    return bundle(lang).has_message(key)


PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
LRM = "\u200e"


def digits(lang: str, text: object) -> str:
    """`text` with its digits in the reader's script (Persian digits for Persian), nothing else changed."""
    return str(text).translate(PERSIAN_DIGITS) if normalize(lang) == "fa" else str(text)


def number(lang: str, value: object, *, signed: bool = False) -> str:
    """A number (or a short text of numbers, e.g. "7/15") in the reader's digits, without grouping.

    Persian gets Persian digits, and a sign keeps its place before the number in right-to-left text (a
    left-to-right mark goes first). `signed` always shows the sign ("+3", "-2").
    """
    text = f"{value:+d}" if signed and isinstance(value, int) else str(value)
    if normalize(lang) not in RTL:
        return text
    text = digits(lang, text)
    return LRM + text if text[:1] in "+-−" else text


class PersianInt(FluentInt):
    """A whole number shown with Persian digits (Fluent's own formatting gives Latin ones)."""

    def format(self, locale: Any) -> str:
        return str(super().format(locale)).translate(PERSIAN_DIGITS)


def _persian_number(number: Any, **options: Any) -> Any:
    """Fluent's NUMBER() for Persian: the same formatting options, Persian digits (NUMBER would make a
    plain FluentInt again)."""
    value = fluent_number(number, **options)
    return PersianInt(value) if isinstance(value, FluentInt) and not isinstance(value, PersianInt) else value


class PersianBundle(FluentBundle):
    """A bundle whose whole-number arguments come out in Persian digits, plural rules intact.

    `FluentBundle.format_pattern` turns every int into a plain FluentInt, so the arguments are
    converted here instead (the same steps, pinned to fluent.runtime 0.4); NUMBER() keeps them Persian.
    """

    def __init__(self, locales: list[str], use_isolating: bool = True) -> None:
        super().__init__(locales, functions={"NUMBER": _persian_number}, use_isolating=use_isolating)

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> tuple[Any, list[Exception]]:
        fluent_args = {
            name: PersianInt(value) if isinstance(value, int) and not isinstance(value, bool) else native_to_fluent(value)
            for name, value in (args or {}).items()
        }
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=fluent_args), errors=errors)
        try:
            result = pattern(env)
        except ValueError as error:
            errors.append(error)
            result = "{???}"
        return result, errors


def _arguments(lang: str, params: dict[str, Any]) -> dict[str, Any]:
    """Parameters ready for Fluent: lists joined in running text."""
    ready: dict[str, Any] = {}
    for name, value in params.items():
        if isinstance(value, (list, tuple)):
            value = join(lang, [str(item) for item in value])
        ready[name] = value
    return ready


def t(lang: str, key: str, **params: Any) -> str:
    """The message `key` in `lang` (falling back to English) with `params` filled in."""
    for candidate in (normalize(lang), DEFAULT):
        messages = bundle(candidate)
        if messages.has_message(key):
            message = messages.get_message(key)
            if message.value is None:
                break
            text, _errors = messages.format_pattern(message.value, _arguments(candidate, params))
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
