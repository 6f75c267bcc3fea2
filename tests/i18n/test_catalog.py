"""The catalogs of every domain (platform and games): complete in English, German and Persian.

Every key exists in every language with the same placeholders, nothing is empty or unparsable, Persian
is written in Persian, and German is translated (a short list of keys may read the same as English:
proper names, loan words, pure formats).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from bot.i18n import LANGUAGES, LOCALES_DIR, bundle
from render.common import has_arabic_script
from tests.i18n.support import Words, entries, placeholders

SOURCE = "en"
PLATFORM_PREFIXES = {
    "common": ("common-", "language-name"),
    "table": ("table-",),
    "commands": ("cmd-",),
    "errors": ("err-",),
    "options": ("opt-",),
    "settings": ("settings-",),
}
# German that reads like the English on purpose: loan words, names, and formats without words.
SAME_IN_GERMAN = {
    "common-computer-name",  # "Computer 2"
    "cmd-table-hand-name",  # /tisch hand
    "cmd-table-export-name",  # /tisch export
    "cmd-settings-dm-name",  # dm: Direktnachricht
    "opt-abracadabra-joker-name",  # joker
    "cmd-new-level-choice-normal",  # stufe: normal
    "table-level-normal",  # a computer of level normal
}
# Games may keep proper names (islands, gods, card codes) as they are in every language.
SAME_SHARE_LIMIT = 0.2


class _References(Visitor):
    """The messages a pattern refers to ({ table-button-hand } …)."""

    def __init__(self) -> None:
        self.keys: set[str] = set()

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.keys.add(node.id.name)


def domains() -> list[str]:
    """Every catalog domain (one file per language), from all languages' folders."""
    return sorted({path.stem for lang in LANGUAGES for path in (LOCALES_DIR / lang).glob("*.ftl")})


def needed(key: str, lang: str = SOURCE, seen: frozenset[str] = frozenset()) -> set[str]:
    """The placeholders a message needs, those of the messages it refers to included."""
    message = next(found[key] for domain in domains() if key in (found := entries(lang, domain)))
    references = _References()
    references.visit(message)
    names = placeholders(message)
    for other in references.keys - seen - {key}:
        names |= needed(other, lang, seen | {key})
    return names


def words(message: ast.Message) -> str:
    found = Words()
    if message.value is not None:
        found.visit(message.value)
    for attribute in message.attributes:
        found.visit(attribute.value)
    return "".join(found.parts)


def has_letters(text: str) -> bool:
    return any(ch.isalpha() for ch in text)


def all_keys() -> Iterator[tuple[str, str]]:
    for domain in domains():
        for key in entries(SOURCE, domain):
            yield domain, key


@pytest.mark.parametrize("domain", domains())
def test_every_domain_has_a_file_in_every_language(domain: str) -> None:
    for lang in LANGUAGES:
        assert (LOCALES_DIR / lang / f"{domain}.ftl").is_file(), f"{lang}/{domain}.ftl is missing"


@pytest.mark.parametrize("domain", domains())
def test_every_key_exists_in_every_language_with_the_same_placeholders(domain: str) -> None:
    source = entries(SOURCE, domain)
    for lang in LANGUAGES:
        translated = entries(lang, domain)
        assert not set(source) - set(translated), f"{lang}/{domain}.ftl lacks {sorted(set(source) - set(translated))}"
        assert not set(translated) - set(source), f"{lang}/{domain}.ftl has keys English lacks: {sorted(set(translated) - set(source))}"
        for key, message in source.items():
            assert placeholders(translated[key]) == placeholders(message), f"{lang} {key}: {placeholders(translated[key])} ≠ {placeholders(message)}"
            assert [a.id.name for a in translated[key].attributes] == [a.id.name for a in message.attributes], f"{lang} {key}: attributes"


@pytest.mark.parametrize("domain", domains())
def test_no_value_is_empty(domain: str) -> None:
    for lang in LANGUAGES:
        for key, message in entries(lang, domain).items():
            assert message.value is not None, f"{lang} {key} has no value"
            assert words(message).strip() or placeholders(message) or key.endswith("-separator"), f"{lang} {key} is empty"


@pytest.mark.parametrize("domain", domains())
def test_keys_carry_their_domain(domain: str) -> None:
    prefixes = PLATFORM_PREFIXES.get(domain, (f"{domain}-", f"err-{domain}-", f"cmd-{domain}-", f"opt-{domain}-"))
    strays = [key for key in entries(SOURCE, domain) if not key.startswith(prefixes)]
    assert not strays, f"{domain}.ftl: keys without the domain's prefix {prefixes}: {strays}"


def test_no_key_is_defined_twice_across_files() -> None:
    for lang in LANGUAGES:
        seen: dict[str, str] = {}
        for domain in domains():
            for key in entries(lang, domain):
                assert key not in seen, f"{lang}: {key} is in {seen[key]}.ftl and {domain}.ftl"
                seen[key] = domain


def test_persian_is_written_in_persian() -> None:
    latin_only = []
    for domain, key in all_keys():
        english, persian = words(entries(SOURCE, domain)[key]), words(entries("fa", domain)[key])
        if has_letters(english) and not has_arabic_script(persian):
            latin_only.append(key)
    # Proper names (islands, gods, titles) may stay in Latin letters: a short list per game at most.
    share = len(latin_only) / max(1, sum(1 for _ in all_keys()))
    platform = [key for key in latin_only if key.split("-", 1)[0] in ("common", "table", "cmd", "settings", "opt", "language") or key.startswith("err-table")]
    assert not platform, f"platform keys not in Persian: {platform}"
    assert share < 0.05, f"{len(latin_only)} Persian strings without Persian letters: {latin_only}"


def test_german_is_translated() -> None:
    same: dict[str, list[str]] = {}
    for domain, key in all_keys():
        english, german = entries(SOURCE, domain)[key], entries("de", domain)[key]
        if has_letters(words(english)) and words(english) == words(german):
            same.setdefault(domain, []).append(key)
    for domain, keys in same.items():
        if domain in PLATFORM_PREFIXES:
            assert set(keys) <= SAME_IN_GERMAN, f"{domain}: German reads like English for {sorted(set(keys) - SAME_IN_GERMAN)}"
        else:
            assert len(keys) <= SAME_SHARE_LIMIT * len(entries(SOURCE, domain)), f"{domain}: German reads like English for {keys}"


def test_every_message_formats_in_every_language() -> None:
    """Formatting with dummy parameters gives text and no Fluent errors (e.g. a reference to a missing message)."""
    for _domain, key in all_keys():
        params = {name: 2 for name in needed(key)}
        for lang in LANGUAGES:
            messages = bundle(lang)
            text, errors = messages.format_pattern(messages.get_message(key).value, params)
            assert not errors, f"{lang} {key}: {errors}"
            assert text.strip() or key.endswith("-separator"), f"{lang} {key} formats to nothing"


def test_german_command_mentions_name_german_commands() -> None:
    """German texts name the German slash commands (`/tisch zurückkehren`, not `/table rejoin`)."""
    english_only = re.compile(r"`/(table|config|settings|stats|leaderboard)\b")
    for domain in PLATFORM_PREFIXES:
        for key, message in entries("de", domain).items():
            assert not english_only.search(words(message)), f"de {key} names an English command"


def test_the_catalog_folders_hold_only_our_languages() -> None:
    folders = {path.name for path in Path(LOCALES_DIR).iterdir() if path.is_dir()}
    assert folders == set(LANGUAGES)
