"""Abracadabra's thread wording: the card just played named with its player, a deal's points explained
term by term, the result said once, and card buttons in the order the hand image shows the cards."""

from __future__ import annotations

import random

import pytest

from bot.games.abracadabra import GAME
from bot.games.abracadabra.actions import Play
from bot.games.abracadabra.cards import CARD_TEXT
from bot.games.abracadabra.state import AbracadabraState
from bot.games.base import Event
from bot.kits import builtin_kits
from render.abracadabra.faces import sorted_cards
from tests.games.abracadabra.helpers import deal, kinds, play_tricks, run
from tests.games.abracadabra.test_scoring import CONTRACT_MOVES, VARIANT_HANDS, VARIANT_TRICKS
from wording import present
from wording.text.abracadabra import card, event_line, turn_prompt

NAMES = ["Ana", "Ben", "Cy", "Dee"]
WORDS = builtin_kits()["abracadabra"].wording


def test_a_played_card_is_named_with_its_player() -> None:
    assert event_line(Event("play", {"card": "AC", "dummy": False, "trick": 1}, seat=2), NAMES) == "Cy: **A♣**"
    assert event_line(Event("play", {"card": "10S", "dummy": True, "trick": 4}, seat=0), NAMES) == "Ana from the dummy: **10♠**"
    assert event_line(Event("play", {"card": "QH", "dummy": True, "trick": 4}, seat=1), NAMES, "de") == "Ben aus dem Strohmann: **Q♥**"
    joker = Event("play", {"card": "JK", "dummy": False, "trick": 2, "joker_as": "10S"}, seat=3)
    assert event_line(joker, NAMES) == "Dee: **Joker (10♠)**"


def test_the_joker_played_says_which_card_it_stands_for() -> None:
    for seed in range(40):
        state = GAME.new(4, seed, {"deals": 1})
        rng = random.Random(seed)
        while not state.is_over():
            (seat,) = state.to_move()
            for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
                if event.kind == "play" and event.data["card"] == "JK":
                    joker_as = state.view(None)["joker_as"]
                    assert event.data["joker_as"] == joker_as
                    if joker_as is not None:
                        assert event_line(event, NAMES) == f"{NAMES[seat]}: **Joker ({card(joker_as)})**"
                        return
    raise AssertionError("no Joker played in 40 deals")


def _variant_deal_end() -> Event:
    state = deal(4, VARIANT_HANDS, {"joker": "without", "deals": 1}, turnup=None)
    run(state, CONTRACT_MOVES)
    (end,) = kinds(play_tricks(state, VARIANT_TRICKS), "deal_end")
    return end


def test_a_lost_right_side_card_is_explained_in_the_deal_score() -> None:
    lines = (event_line(_variant_deal_end(), NAMES) or "").split("\n")
    assert lines[0].startswith("**Deal 1 scored** — Ana ")
    assert lines[2] == (
        "Ben **+29**: Declarer for 3, won 3 — made (+40) · named 4 won (+4) · right side J lost (−22, double)"
        " · 3 tricks (+3) · 2 bid-suit cards (+4)"
    )
    # Seat 0 placed 6 (contract 1) and won tricks 10 to 12: three tricks, so the contract is missed.
    assert lines[1] == "Ana **+3**: contract 1, won 3 — missed (exactly 1 needed), no bonus · 3 tricks (+3)"
    assert len(lines) == 5


@pytest.mark.parametrize("lang", ["de", "fa"])
def test_the_deal_score_is_explained_in_each_language(lang: str) -> None:
    lines = (event_line(_variant_deal_end(), NAMES, lang) or "").split("\n")
    assert len(lines) == 5
    ben = lines[2]
    if lang == "de":
        assert ben == (
            "Ben **+29**: Spielführer mit 3, 3 gewonnen — erfüllt (+40) · angesagte Stiche 4 gewonnen (+4)"
            " · rechts J verloren (−22, doppelt) · 3 Stiche (+3) · 2 Karten der Ansagefarbe (+4)"
        )
    else:
        assert all(line.startswith("\u200f") for line in lines), "each line keeps its right-to-left direction"
        assert "حاکم با تعهد ۳" in ben and "\u200eJ\u200e باخته شد (\u200e−۲۲، دوبرابر)" in ben


def _finished(seed: int = 3) -> tuple[AbracadabraState, list[Event]]:
    state = GAME.new(2, seed, {"deals": 1})
    rng = random.Random(seed)
    last: list[Event] = []
    while not state.is_over():
        (seat,) = state.to_move()
        last = state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state, last


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
def test_the_last_board_says_the_result_once(lang: str) -> None:
    state, last = _finished()
    outcome = state.outcome()
    assert outcome is not None
    winner = NAMES[outcome.winners[0]]
    lines = [line for e in last if (line := event_line(e, NAMES, lang))]
    prompt = turn_prompt(state.view(None), NAMES, lang)
    board = "\n".join([*lines, prompt])
    assert board.count("🏆") == 1 and prompt.count(winner) == 1
    assert str(max(state.scores())) in prompt.translate(str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789"))
    assert [e.kind for e in last if e.kind == "game_over"] == ["game_over"] and event_line(last[-1], NAMES, lang) is None


def test_card_buttons_follow_the_hand_image() -> None:
    seen = 0
    for seed in range(6):
        state = GAME.new(4, seed, {"deals": 1})
        rng = random.Random(seed)
        while not state.is_over():
            (seat,) = state.to_move()
            actions = state.legal_actions(seat)
            view = state.view(seat)
            if len(actions) > 1 and all(isinstance(a, Play) for a in actions):
                menu = present.plan_menu(WORDS, actions, dict(view))
                shown = [text.split()[-1] for _, text in menu.buttons]
                image = sorted_cards([CARD_TEXT[a.card] for a in actions if isinstance(a, Play)], view["trump"], view["joker_as"])
                assert shown == image
                seen += 1
            state.apply(seat, rng.choice(actions))
    assert seen > 50


def test_a_multi_select_is_confirmed_in_hand_order_not_click_order() -> None:
    view = dict(GAME.new(4, 1, {}).view(0))
    assert present.chosen_label(WORDS, "place 9 A 4", view) == "Name tricks A 4 9"
    assert present.chosen_label(WORDS, "right J 4", view, "de") == present.chosen_label(WORDS, "right 4 J", view, "de")
    assert present.chosen_label(WORDS, "place nothing-like-this", view) == "place nothing-like-this"
