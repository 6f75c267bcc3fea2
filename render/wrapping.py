"""Text wrapped in whole words to a width, a word too long for a line of its own broken between syllables
with a hyphen (as a reader expects: "Gedanken-dreher", "Demon-spawn")."""

from __future__ import annotations

from render.common import font_for, shaping


def _width(text: str, size: int, bold: bool = False) -> float:
    """The drawn width of `text` (shaped as `draw_label` shapes it)."""
    return float(font_for(text, size, bold).getlength(text, **shaping(text)))


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
    while _width(rest, size, bold) > width:
        cut = next((i for i in _breaks(rest) if _width(rest[:i].rstrip("-") + "-", size, bold) <= width), None)
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
        if line and _width(trial, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


