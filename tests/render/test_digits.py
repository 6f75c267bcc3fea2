"""Numbers in the reader's script: a Persian image draws every count, score, size and round in Persian
digits (issue #16). What a card prints on its face (Druids values, Abracadabra ranks, Spellcaster and
Arabana card ids) stays as printed, like the card codes players type; that is the only exception."""

from __future__ import annotations

import random
import re
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import ImageDraw

from bot.games import GAMES
from bot.kits import builtin_kits
from bot.tables.model import SeatInfo, TableInfo
from cogs.posts import table_view
from render.abracadabra import faces as abracadabra_faces
from render.arabana import pieces as arabana_pieces
from render.druids import faces as druids_faces
from render.spellcaster import faces as spellcaster_faces

NAMES = ["Ana", "Ben", "Cat", "Dan", "Eve"]
ASCII_DIGIT = re.compile(r"[0-9]")
# The functions that draw card faces, per game: texts drawn inside them are what the card prints.
CARD_FACES = {
    "druids": [(druids_faces, "card_face")],
    "spellcaster": [(spellcaster_faces, "card_face")],
    "abracadabra": [(abracadabra_faces, "draw_card"), (abracadabra_faces, "_bid_face"), (abracadabra_faces, "draw_centre_card")],
    "arabana": [(arabana_pieces, "card_face")],
}
# Card codes and rank lists quoted in a label, kept left to right between two LRMs ("‎7♥‎", "‎2 3 J‎"):
# each word of such a run is what a card prints.
CARD_WORD = {"abracadabra": re.compile(r"(10|[2-9AJQK])[♠♥♦♣]?")}
LTR_RUN = re.compile("\u200e([^\u200e]*)\u200e")
# How often a position is drawn (Abracadabra's games are long; every ninth decision would take long).
EVERY = {"abracadabra": 25}


def forget_drawings(game_key: str) -> None:
    """Empty the renderer's caches of drawn pieces, so that every text is drawn (and seen) again."""
    package = f"render.{game_key}"
    for name, module in list(sys.modules.items()):
        if name != package and not name.startswith(package + "."):
            continue
        for value in vars(module).values():
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


def printed_on_cards_removed(game_key: str, text: str) -> str:
    """`text` without the card codes and ranks it quotes."""
    card_word = CARD_WORD.get(game_key)
    if card_word is None:
        return text

    def keep(run: re.Match[str]) -> str:
        return " ".join(word for word in run[1].split(" ") if not card_word.fullmatch(word))

    return LTR_RUN.sub(keep, text)


class DrawnTexts:
    """Every text drawn while rendering, apart from those drawn on card faces."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.on_card = 0

    def watch(self, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
        original_text = ImageDraw.ImageDraw.text
        drawn = self

        def text(draw: ImageDraw.ImageDraw, xy: Any, text: str, *args: Any, **kwargs: Any) -> Any:
            if not drawn.on_card:
                drawn.texts.append(str(text))
            return original_text(draw, xy, text, *args, **kwargs)

        monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
        for module, name in CARD_FACES[game]:
            original = getattr(module, name)

            def face(*args: Any, _original: Any = original, **kwargs: Any) -> Any:
                drawn.on_card += 1
                try:
                    return _original(*args, **kwargs)
                finally:
                    drawn.on_card -= 1

            monkeypatch.setattr(module, name, face)


def positions(game_key: str, seed: int, every: int) -> Iterator[tuple[TableInfo, Any]]:
    """Positions of a random game, every `every` decisions and at its end, for each player count."""
    game = GAMES[game_key]
    for players in range(game.min_players, game.max_players + 1):
        state = game.new(players, f"digits-{seed}", {})
        seats = tuple(SeatInfo(i, 100 + i, NAMES[i], None, True) for i in range(players))
        info = TableInfo(1, game_key, 1, 1, 1, 1, 1, "running", dict(state.game.resolve_options({})), 0, seats)
        rng = random.Random(seed)
        step = 0
        while not state.is_over():
            if step % every == 0:
                yield info, state
            seat = min(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1
        yield info, state


def render_all(game_key: str, info: TableInfo, state: Any, lang: str) -> None:
    module = builtin_kits()[game_key].renderer
    module.render_table(table_view(info, state, None, lang), lang=lang)
    if state.is_over():
        if hasattr(module, "render_final"):
            module.render_final(table_view(info, state, None, lang), lang=lang)
        return
    seat = min(state.to_move())
    module.render_table(table_view(info, state, seat, lang), lang=lang)
    module.render_hand(table_view(info, state, seat, lang), lang=lang)


@pytest.mark.parametrize("game_key", sorted(CARD_FACES))
def test_persian_images_draw_numbers_in_persian_digits(game_key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    forget_drawings(game_key)
    first = next(positions(game_key, 0, 1))
    render_all(game_key, *first, "en")  # palettes and other drawings made once, in English, before watching
    drawn = DrawnTexts()
    drawn.watch(monkeypatch, game_key)
    persian_digits = 0
    for info, state in positions(game_key, 1, EVERY.get(game_key, 9)):
        render_all(game_key, info, state, "fa")
        persian_digits += sum(1 for text in drawn.texts if re.search("[۰-۹]", text))
        latin = [text for text in drawn.texts if ASCII_DIGIT.search(printed_on_cards_removed(game_key, text))]
        assert not latin, f"{game_key}: Latin digits in a Persian image: {sorted(set(latin))[:12]}"
        drawn.texts.clear()
    assert persian_digits > 20, "the images do show numbers"


@pytest.mark.parametrize("game_key", sorted(CARD_FACES))
def test_english_and_german_images_keep_latin_digits(game_key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    forget_drawings(game_key)
    drawn = DrawnTexts()
    drawn.watch(monkeypatch, game_key)
    for info, state in list(positions(game_key, 2, 40))[-2:]:
        for lang in ("en", "de"):
            render_all(game_key, info, state, lang)
    assert not [text for text in drawn.texts if re.search("[۰-۹]", text)]
    assert any(ASCII_DIGIT.search(text) for text in drawn.texts)
