"""Spellcaster's image words: catalog labels, text measured and wrapped as drawn, whose view it is, the last move."""

from __future__ import annotations

from typing import Any

from bot.games.spellcaster.views import SpellcasterView
from bot.i18n import has_arabic_script, t
from bot.i18n.spellcaster import card_name, colour_name
from render.common import font_for, player_letter


def img_text(lang: str, key: str, **params: Any) -> str:
    """A label of this game's catalog (`spellcaster-<key>`)."""
    return t(lang, f"spellcaster-{key}", **params)


def text_width(text: str, size: int, bold: bool = False) -> float:
    """The drawn width of `text` (shaped as `draw_label` shapes it)."""
    fnt = font_for(text, size, bold)
    if has_arabic_script(text):
        return float(fnt.getlength(text, direction="rtl", language="fa"))
    return float(fnt.getlength(text))


VOWELS = set("aeiouäöüyAEIOUÄÖÜY")
KEPT_TOGETHER = ("ch", "ck", "sch", "th", "ph", "sh", "qu")
ONSETS = {"bl", "br", "dr", "fl", "fr", "gl", "gr", "kl", "kr", "pl", "pr", "sp", "st", "tr", "sk", "sl", "sm", "sn", "sw", "cl", "cr", "sch"}


def _breaks(word: str) -> list[int]:
    """Where a word may break with a hyphen, from the end: after a hyphen it has, else between syllables
    as a reader expects (a vowel before one consonant and a vowel, or between two consonants)."""
    found = [i + 1 for i, c in enumerate(word[:-1]) if c == "-" and i > 1]
    for i in range(2, len(word) - 1):
        before, after, next_ = word[i - 1], word[i], word[i + 1]
        if not (before.isalpha() and after.isalpha()) or any(word[j : j + len(k)] == k for k in KEPT_TOGETHER for j in range(i - len(k) + 1, i)):
            continue
        # Before two consonants only where they may begin a syllable ("Gedanken-dreher", "Demon-spawn").
        vowel_follows = next_ in VOWELS or any(
            word[i : i + len(onset)].lower() == onset and i + len(onset) < len(word) and word[i + len(onset)] in VOWELS for onset in ONSETS
        )
        if (before in VOWELS and after not in VOWELS and next_ in VOWELS) or (
            before not in VOWELS and after not in VOWELS and vowel_follows and word[i - 2] in VOWELS
        ):
            found.append(i)
    # A break near the word's middle reads best ("Gedanken-dreher", not "Ge-dankendreher").
    return sorted(set(found), key=lambda i: abs(i - len(word) / 2))


def _split(word: str, size: int, width: int, bold: bool) -> list[str]:
    """A word too wide for `width` in pieces that fit, each but the last ending in a hyphen."""
    pieces: list[str] = []
    rest = word
    while text_width(rest, size, bold) > width:
        cut = next((i for i in _breaks(rest) if text_width(rest[:i].rstrip("-") + "-", size, bold) <= width), None)
        if cut is None:
            break  # no syllable fits: the word stays whole (its label then shrinks or is cut)
        pieces.append(rest[:cut].rstrip("-") + "-")
        rest = rest[cut:]
    return [*pieces, rest]


def wrap(text: str, size: int, width: int, bold: bool = False, hyphenate: bool = False) -> list[str]:
    """Greedy word wrap of `text` to lines no wider than `width` pixels at `size` (measured shaped); with
    `hyphenate`, a word too wide for a line of its own is broken between syllables."""
    lines: list[str] = []
    line = ""
    words = text.split()
    if hyphenate:
        words = [piece for word in words for piece in _split(word, size, width, bold)]
    for word in words:
        if line.endswith("-") and hyphenate and line not in text.split():  # a broken word goes on on the next line
            lines.append(line)
            line = word
            continue
        trial = f"{line} {word}".strip()
        if line and text_width(trial, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def line_height(text: str, size: int) -> int:
    """The distance between wrapped lines (Persian glyphs reach further above and below)."""
    return int(size * 1.45) if has_arabic_script(text) else size + 5


def viewer_seat(view: SpellcasterView) -> int:
    """The seat whose view it is (seat 0 for the public view)."""
    seat = view["seat"]
    return seat if seat is not None else 0


# The side panel's line for a pending question, above the card asking it: "B discards" / "Thunderclap".
QUESTION_KINDS = frozenset({"discard", "bargain", "fumble", "twist", "echo", "rewind", "keep", "order"})


def last_move(view: SpellcasterView, lang: str = "en") -> str:
    """The last decision in words: "B activated Whispered Bargain", "A played Firebolt" ("" before any)."""
    move = view["last_move"]
    if move is None:
        return ""
    letter = player_letter(move["seat"])
    verb = move["verb"]
    if verb == "activate":
        colour = move["pile"] or ""
        top = next((p["top"] for p in view["piles"] if p["colour"] == colour), None)
        card = card_name(top, lang) if top else colour_name(colour, lang)
        return img_text(lang, "last-activate", letter=letter, card=card)
    # What the decision names: a card, or the chosen pile (the catalog's line uses one of the two).
    named = move["card"] or (move["pile"] if verb == "pile" else None) or ""
    return img_text(lang, f"last-{verb}", letter=letter, card=card_name(named, lang), colour=colour_name(named, lang))
