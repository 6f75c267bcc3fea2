"""Message catalogs: every text the bot shows comes from Fluent files in `bot/i18n/locales/<lang>/`.

English is the source language; German and Persian follow it key for key. Use `t(lang, key, **params)`;
a key missing in a language falls back to English, and a key missing everywhere shows itself, so
a gap is visible instead of breaking a message (the catalog test keeps them complete).

A text that names a command, option or choice calls `DISCORD("<key>")` with the key the command is
registered with (`cmd-table-end-name`, `opt-druids-rounds-name` …): it gives the name as Discord shows
it to the reader, which for Persian is the English one (see `DISCORD_LANGUAGES`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, overload

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentType, fluent_number
from fluent.runtime.utils import native_to_fluent

LOCALES_DIR = Path(__file__).parent / "locales"
DEFAULT = "en"
LANGUAGES = ("en", "de", "fa")
RTL = frozenset({"fa"})
NAMES = {"en": "English", "de": "Deutsch", "fa": "فارسی"}
# The languages Discord shows command names in: it has German and English locales but no Persian one,
# so a Persian reader sees the English names (cogs.language.CatalogTranslator localizes the others).
DISCORD_LANGUAGES = ("en", "de")


def normalize(locale: object) -> str:
    """Our language for a Discord locale or a stored preference ('de', 'en-US', Locale.german → 'de')."""
    text = str(getattr(locale, "value", locale) or "").lower().replace("_", "-")
    base = text.split("-", 1)[0]
    return base if base in LANGUAGES else DEFAULT


def discord_lang(lang: str) -> str:
    """The language Discord shows command, option and choice names in to a reader of `lang`."""
    lang = normalize(lang)
    return lang if lang in DISCORD_LANGUAGES else DEFAULT


def _discord_name(lang: str) -> Any:
    """Fluent's DISCORD("<key>") for `lang`: a command, option or choice name as Discord shows it."""
    shown = discord_lang(lang)

    def discord_name(key: str) -> str:
        return t(shown, str(key))

    return discord_name


@cache
def bundle(lang: str) -> FluentBundle:
    """All catalog files of one language, loaded once."""
    kind = PersianBundle if lang == "fa" else FluentBundle
    result = kind([lang], functions={"DISCORD": _discord_name(lang)}, use_isolating=False)
    for path in sorted((LOCALES_DIR / lang).glob("*.ftl")):
        result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


def has(lang: str, key: str) -> bool:
    """Whether a language defines a message."""
    return bundle(lang).has_message(key)


PERSIAN_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
# Bidirectional marks: LRM/RLM are invisible strong letters that set the direction of what follows them;
# FSI … PDI sets a run apart, so its letters neither turn the line nor get turned by it.
LRM, RLM = "\u200e", "\u200f"
FSI, PDI = "\u2068", "\u2069"
ISOLATE_OPENERS = frozenset("\u2066\u2067\u2068")  # LRI, RLI, FSI


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


class PersianDigits(FluentType):
    """A text of digits shown with Persian digits, as it is otherwise (no grouping, no sign moved)."""

    def __init__(self, text: str) -> None:
        self.text = text.translate(PERSIAN_DIGITS)

    def format(self, locale: Any) -> str:
        return self.text


def _persian_digits(value: Any) -> PersianDigits:
    """Fluent's DIGITS() for Persian: a number or a text of digits, such as a table number the code
    passes as text ("12"), in Persian digits and without grouping ("۱۲", never "۱٬۲۳۴" for 1234)."""
    return PersianDigits(str(int(value) if isinstance(value, int) else value))


class PersianBundle(FluentBundle):
    """A bundle whose whole-number arguments come out in Persian digits, plural rules intact.

    `FluentBundle.format_pattern` turns every int into a plain FluentInt, so the arguments are
    converted here instead (the same steps, pinned to fluent.runtime 0.4); NUMBER() keeps them Persian,
    and DIGITS() turns a number passed as text (a table's number) into Persian digits.
    """

    def __init__(self, locales: list[str], functions: dict[str, Any] | None = None, use_isolating: bool = True) -> None:
        super().__init__(locales, functions={**(functions or {}), "NUMBER": _persian_number, "DIGITS": _persian_digits}, use_isolating=use_isolating)

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
    try:
        # The same texts recur on every move (buttons, turn lines): formatting one with Fluent costs far
        # more than looking it up. The type goes with each value: True and 1 are equal, their texts not.
        return _formatted(lang, key, tuple((name, type(value), tuple(value) if isinstance(value, list) else value) for name, value in params.items()))
    except TypeError:  # a value that cannot be a key (a dict, a list of lists): formatted afresh
        return _format(lang, key, params)


@lru_cache(maxsize=16384)
def _formatted(lang: str, key: str, params: tuple[tuple[str, type, Any], ...]) -> str:
    return _format(lang, key, {name: value for name, _, value in params})


def _format(lang: str, key: str, params: dict[str, Any]) -> str:
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


def direction(lang: str) -> str:
    """The reader's paragraph direction, "rtl" or "ltr" (a Persian name keeps a German line left to right)."""
    return "rtl" if is_rtl(lang) else "ltr"


def is_arabic_letter(ch: str) -> bool:
    """Whether a character is an Arabic-script letter (Persian), basic or presentation form."""
    return "\u0600" <= ch <= "\u06ff" or "\ufb50" <= ch <= "\ufeff"


ARABIC_LETTER = re.compile("[\u0600-\u06ff\ufb50-\ufeff]")  # as is_arabic_letter, for whole texts


def has_arabic_script(text: str) -> bool:
    """Whether the text holds Arabic-script letters (Persian), which need the Arabic font and RTL shaping."""
    return ARABIC_LETTER.search(text) is not None


def isolated(name: str, lang: str) -> str:
    """A name (or card) set apart from the text around it (FSI … PDI) where directions may differ: every
    name in a right-to-left language, a Persian name in any (a German line opening with it stays left to
    right). A name already set apart as a whole is left as it is."""
    already = name.startswith(FSI) and name.endswith(PDI) and name.count(FSI) == 1
    if already or not (is_rtl(lang) or has_arabic_script(name)):
        return name
    return f"{FSI}{name}{PDI}"


def ltr_run(text: str, lang: str) -> str:
    """Card codes and rank lists ('Q♥', 'A 4 10') keep their left-to-right order inside right-to-left text."""
    return f"{LRM}{text}{LRM}" if is_rtl(lang) else text


@overload
def paragraph(text: str, lang: str) -> str: ...
@overload
def paragraph(text: None, lang: str) -> None: ...
def paragraph(text: str | None, lang: str) -> str | None:
    """A whole line for Discord (None stays None), which takes a line's direction from its first strong
    letter: a right-to-left one starts with an RLM (it may open with a Latin name or card); a left-to-right
    one with an LRM when it holds a Persian letter outside the runs set apart (it may open with a Persian name)."""
    if text is None:
        return None
    if is_rtl(lang):
        return RLM + text
    return LRM + text if _arabic_outside_isolates(text) else text


def _arabic_outside_isolates(text: str) -> bool:
    depth = 0
    for ch in text:
        if ch in ISOLATE_OPENERS:
            depth += 1
        elif ch == PDI:
            depth = max(0, depth - 1)
        elif depth == 0 and is_arabic_letter(ch):
            return True
    return False


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


def name_list(items: Iterable[str], lang: str, joiner: str | None = None) -> str:
    """Names (or cards) in the reader's language, joined by its list separator or by the catalog word
    `joiner` (e.g. "&"); each is isolated where directions may differ, so a list of Latin names runs in
    a Persian sentence's direction, first item first."""
    apart = [isolated(item, lang) for item in items]
    return t(lang, joiner).join(apart) if joiner else join(lang, apart)
