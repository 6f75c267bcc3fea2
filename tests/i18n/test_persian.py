"""Persian speaks to the player in one register, the formal شما, throughout: no informal تو, its verb
forms or its suffixes (نوبت شماست beside دست تو, برایت read as two voices)."""

from __future__ import annotations

import re
from functools import cache

import pytest

from bot.i18n import LOCALES_DIR, t
from tests.i18n.support import Words, entries, placeholders

EDGE = r"(?<![\w\u200c])"  # no letter (nor zero-width non-joiner) before
END = r"(?![\w\u200c])"  # none after
ZWNJ = "\u200c"
INFORMAL = {
    "the pronoun تو": rf"{EDGE}تو(ست)?{END}",
    "the suffix -ت (your, informal)": rf"{EDGE}(برایت|دستت|نوبتت|حریفت|خودت|جایت|کارتت|پلت|منظورت|کارتت|دسته‌ات|انرژی‌ات){END}|هایت{END}|{ZWNJ}ات{END}",
    "a second-person singular verb": rf"{EDGE}ن?می{ZWNJ}\w+ی{END}|{EDGE}(داری|نداری|هستی|نیستی|کردی|گذاشتی|برداشتی|داشتی|کرده‌ای|نشسته‌ای|می‌توانی){END}",
    "a singular imperative": rf"{EDGE}(کن|نکن|بکن|بکش|نکش|بزن|بگیر|ببین|بگذار|بینداز|نینداز|بده|بخوان|بردار|برگزین|بیاور|بپرداز|بمان|بساز|دار|بنویس|بگو|ببر|برگردان|بچرخان|بدزد|بیا|بپیوند){END}",
}


@cache
def persian_texts() -> dict[str, str]:
    """Every Persian message's literal text, by key."""
    texts = {}
    for path in sorted((LOCALES_DIR / "fa").glob("*.ftl")):
        for key, message in entries("fa", path.stem).items():
            words = Words()
            words.visit(message)
            texts[key] = " ".join(words.parts)
    return texts


def informal(text: str) -> list[str]:
    """Every informal form in `text`, named by what it is."""
    return [f"{what}: {m[0]}" for what, pattern in INFORMAL.items() for m in re.finditer(pattern, text)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("نوبت تو نیست", 1),
        ("نمی‌توانم برایت پیام خصوصی بفرستم", 1),
        ("کارت‌هایت را ببین و انتخاب کن", 3),
        ("۲ کنش برایت مانده است: یک کارت بکش", 2),
        ("در کنترل تو", 1),
        ("آخرین انرژی‌ات را نمی‌توانی بپردازی", 2),
    ],
)
def test_the_check_finds_the_informal_address(text: str, found: int) -> None:
    assert len(informal(text)) == found, informal(text)


def test_the_check_lets_the_formal_address_pass() -> None:
    text = "نوبت شماست: کارت‌هایتان را ببینید و انتخاب کنید؛ برایتان پیام خصوصی می‌آید. دست تو در تو نیست"
    assert informal(text.replace(" دست تو در تو نیست", "")) == []


def test_persian_uses_the_formal_address_throughout() -> None:
    found = {key: hits for key, text in persian_texts().items() if (hits := informal(text))}
    assert found == {}



def table_number_messages() -> list[str]:
    """The Persian messages that show a table's number ("میز #12"), but for the table suggestions, which
    keep the number as it is typed into them (tests/cogs/test_digits.py)."""
    keys = []
    for path in sorted((LOCALES_DIR / "fa").glob("*.ftl")):
        for key, message in entries("fa", path.stem).items():
            if "table" in placeholders(message) and "#" in persian_texts()[key] and not key.startswith("finder-"):
                keys.append(key)
    return keys


def test_table_numbers_are_written_in_persian_digits() -> None:
    keys = table_number_messages()
    assert {"table-your-turn", "table-lobby-title", "err-table-not-found"} <= set(keys)
    for key in keys:
        for number in ("1", "1234", 1234):
            text = t("fa", key, table=number)
            assert "#۱" in text and not re.search("#[0-9]|٬", text), (key, text)
    assert t("en", "table-your-turn", table="12", prompt="…") == "**Your turn** at table #12: …"
