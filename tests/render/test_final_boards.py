"""A finished game's images: the last board keeps the last trick, every hand says the game is over."""

from __future__ import annotations

import random
from typing import Any

import pytest

import render.abracadabra
import render.arabana
import render.common
import render.druids
import render.mirror
import render.spellcaster
from bot.games.abracadabra import GAME as ABRACADABRA
from bot.games.arabana import GAME as ARABANA
from bot.games.base import Game, State
from bot.games.druids import GAME as DRUIDS
from bot.games.spellcaster import GAME as SPELLCASTER
from bot.i18n import t
from render.abracadabra.words import img_text as abracadabra_text
from render.common import player_letter
from render.druids.words import img_text as druids_text
from render.spellcaster.words import img_text as spellcaster_text
from tests.i18n.support import Recorder


def _finished(game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> State:
    state = game.new(players, seed, options)
    rng = random.Random(seed)
    while not state.is_over():
        seat = min(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_abracadabra_last_board_shows_the_last_trick(drawn: Recorder, lang: str) -> None:
    state = _finished(ABRACADABRA, 4, 7, {"deals": 1})
    view = state.view(None)
    last = view["last_trick"]
    assert last is not None and view["phase"] == "over"
    render.abracadabra.render_table(view, lang)
    assert abracadabra_text(lang, "trick-won", trick=last["number"], letter=player_letter(last["winner"])) in drawn.texts
    tags = [text for text in drawn.texts if text in {"A", "B", "C", "D"}]
    assert len(tags) >= len(last["cards"]), "each card of the last trick is drawn with its player's letter"
    assert not drawn.problems


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_druids_hand_of_a_finished_game_shows_the_last_trick_not_a_next_one(drawn: Recorder, lang: str) -> None:
    state = _finished(DRUIDS, 4, 7, {})
    view = {**state.view(0), "names": ["Ana", "Ben", "Cy", "Dee"]}
    assert view["phase"] == "over" and view["last_trick"] is not None
    render.druids.render_hand(view, lang)
    last = view["last_trick"]
    assert druids_text(lang, "last-trick", trick=last["trick"], name=["Ana", "Ben", "Cy", "Dee"][last["winner"]]) in drawn.texts
    assert druids_text(lang, "no-trick-cards") not in drawn.texts
    assert not drawn.problems


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_spellcaster_hand_of_a_finished_duel_says_it_is_over(drawn: Recorder, lang: str) -> None:
    state = _finished(SPELLCASTER, 2, 7, {})
    view = state.view(0)
    render.spellcaster.render_hand(view, lang)
    winners = view["winners"]
    result = spellcaster_text(lang, "img-wins", letter=player_letter(winners[0])) if len(winners) == 1 else spellcaster_text(lang, "img-draw")
    assert spellcaster_text(lang, "img-hand-over", result=result) in drawn.texts
    assert not drawn.problems


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_arabana_hand_of_a_finished_game_says_it_is_over(drawn: Recorder, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn.watch_placed(monkeypatch, render.common, "paste_label")  # Arabana's labels are placed from a cache
    drawn.watch_placed(monkeypatch, render.mirror, "paste_label")  # and through a Mirror
    state = _finished(ARABANA, 3, 7, {})
    render.arabana.render_hand(state.view(0), lang)
    over = t(lang, "arabana-img-over")
    assert any(text.startswith(over + " · ") for text in drawn.texts), drawn.texts
    running = ARABANA.new(3, 7, {})
    drawn.clear()
    render.arabana.render_hand(running.view(0), lang)
    assert not any(over in text for text in drawn.texts)
