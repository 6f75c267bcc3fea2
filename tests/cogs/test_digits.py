"""Numbers in the reader's script in messages: every line, prompt, button label and rules page a Persian
reader gets writes its counts and scores in Persian digits (issue #16). Card codes as the cards print them
("7♥", "G5✚", a rank list like "2 3 J") and commands to type (`bid 4`, `30m`) stay as they are typed."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.games import GAMES
from bot.kits import builtin_kits
from bot.tables.finder import Pick
from bot.tables.model import SeatInfo, TableInfo
from cogs.posts import seat_names, table_view
from cogs.rules import rules_pages
from cogs.table import pick_label
from tests.support.texts import action_of
from wording import present

NAMES = ["Ana", "Ben", "Cat", "Dan", "Eve"]
ASCII_DIGIT = re.compile(r"[0-9]")
TYPED = re.compile(r"(?<!`)`[^`\n]+`(?!`)")  # inline commands and examples to type (not a ``` block)
CARD_CODES = {
    # a card code, or a rank list kept left to right ("\u200e2 3 J\u200e")
    "abracadabra": re.compile(r"\u200e(10|[2-9AJQK])( (10|[2-9AJQK]))*\u200e|\b(10|[2-9AJQK])[♠♥♦♣]"),
    "druids": re.compile(r"\b[GYRBV](1[0-2]|[1-9])[✚☀♞★♫]?"),
    "spellcaster": re.compile(r"\b[RYBG]\d\d\b"),
    "arabana": re.compile(r"(?!)"),
}

KITS = builtin_kits()


def latin_digits(game_key: str, text: str) -> list[str]:
    """The runs of ASCII digits left in `text` once card codes and typed commands are taken out."""
    rest = CARD_CODES[game_key].sub("", TYPED.sub("", text))
    return ASCII_DIGIT.findall(rest)


def positions(game_key: str, seed: int) -> Iterator[tuple[TableInfo, Any, list[Any]]]:
    """Every decision of random games (each player count): the table, the state before it, the events after it."""
    game = GAMES[game_key]
    for players in range(game.min_players, game.max_players + 1):
        state = game.new(players, f"digits-{seed}", {})
        seats = tuple(SeatInfo(i, 100 + i, NAMES[i], None, True) for i in range(players))
        info = TableInfo(7, game_key, 1, 1, 1, 1, 1, "running", dict(game.resolve_options({})), 0, seats)
        rng = random.Random(seed)
        while not state.is_over():
            seat = min(state.to_move())
            action = rng.choice(state.legal_actions(seat))
            yield info, state, []
            events = state.apply(seat, action)
            yield info, state, events


@pytest.mark.parametrize("game_key", sorted(GAMES))
def test_persian_messages_write_numbers_in_persian_digits(game_key: str) -> None:
    found: dict[str, str] = {}
    persian = 0
    for info, state, events in positions(game_key, 3):
        names = seat_names(info, "fa")
        texts = [present.event_line(KITS[game_key].wording, event, names, "fa") or "" for event in events]
        if not events and not state.is_over():
            seat = min(state.to_move())
            view = table_view(info, state, seat, "fa")
            texts.append(present.turn_prompt(KITS[game_key].wording, view, names, "fa"))
            actions = [str(a) for a in state.legal_actions(seat)]
            texts += [present.action_label(KITS[game_key].wording, action_of(KITS[game_key].wording, a), view, "fa") for a in actions[:40]]
            texts += [present.action_group(KITS[game_key].wording, action_of(KITS[game_key].wording, a), view, "fa") for a in actions[:40]]
        for text in texts:
            persian += bool(re.search("[۰-۹]", text))
            if latin_digits(game_key, text):
                found.setdefault(re.sub("[0-9]+", "N", text)[:80], text)
    for page in rules_pages(GAMES[game_key], "fa"):
        if latin_digits(game_key, page):
            found.setdefault(page[:80], page)
    assert not found, f"{game_key}: Latin digits in Persian messages: {list(found.values())[:8]}"
    assert persian > 5


def test_table_suggestions_keep_the_typed_table_number_and_translate_the_rest() -> None:
    seats = (SeatInfo(0, 1, "Ana", None, True), SeatInfo(1, 2, "Ben", None, True), SeatInfo(2, 3, "Cat", None, True))
    lobby = TableInfo(12, "druids", 1, 1, 1, 1, 1, "lobby", {}, 0, seats)
    assert pick_label(Pick(lobby, True), 1, "Druids", "fa") == "#12 Druids — لابی، ۳ نفر نشسته"
