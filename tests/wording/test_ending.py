"""The end DM every human seat gets: its place, the game's result said as the last board says it, and
every seat's points in place order, in each game and language."""

from __future__ import annotations

import random

import pytest

from bot.games.base import Outcome, State
from bot.i18n import number, paragraph, t
from bot.kits import builtin_kits
from tests.games.spellcaster.helpers import position
from wording import present

NAMES = ["Ana", "Ben", "Cy", "Dee"]
GAMES = [("druids", 4), ("abracadabra", 3), ("spellcaster", 2), ("arabana", 3)]
PERSIAN = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789", "\u200e")  # Latin digits, without the marks that keep a sign in place


def _finished(key: str, players: int, seed: int) -> State:
    state = builtin_kits()[key].game.new(players, seed, {})
    rng = random.Random(seed)
    while not state.is_over():
        seat = min(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_places_put_winners_first_and_share_equal_points() -> None:
    assert present.places(Outcome([30, 12, 30, 5], [0, 2])) == [1, 3, 1, 4]
    assert present.places(Outcome([10, 20, 20, 5], [1, 2])) == [3, 1, 1, 4]
    assert present.places(Outcome([10, 7, 7], [0])) == [1, 2, 2]
    # A duel won when the rival's Energy ran out: the winner is first with fewer Sapphires.
    assert present.places(Outcome([4, 9], [0])) == [1, 2]


@pytest.mark.parametrize("lang", ["en", "de", "fa"])
@pytest.mark.parametrize(("key", "players"), GAMES)
def test_every_seat_gets_its_place_the_result_and_the_standings(key: str, players: int, lang: str) -> None:
    kit = builtin_kits()[key]
    state = _finished(key, players, 5)
    outcome = state.outcome()
    assert outcome is not None
    names = NAMES[:players]
    public = state.view(None)
    result = present.turn_prompt(kit.wording, public, names, lang)
    places = present.places(outcome)
    for seat in range(players):
        text = present.ending(kit.wording, public, outcome, seat, names, lang)
        mine, said, standings = text.split("\n")
        if seat in outcome.winners:
            expected = t(lang, "table-ending-won" if len(outcome.winners) == 1 else "table-ending-shared")
        else:
            expected = t(lang, "table-ending-place", place=number(lang, places[seat]), players=number(lang, players))
        assert mine == paragraph(expected, lang)
        assert said.lstrip("\u200f") == result.lstrip("\u200f") and ("🏆" in said or "🏁" in said)
        latin = standings.translate(PERSIAN)
        order = sorted(range(players), key=lambda s: (places[s], s))
        found = [latin.index(f"{names[s]}\u2069 {outcome.scores[s]}" if lang == "fa" else f"{names[s]} {outcome.scores[s]}") for s in order]
        assert found == sorted(found), "the standings run from first place to last"
        assert latin.count("**") == 2 and names[seat] in latin.split("**")[1], "the reader's own row stands out"
        if lang == "fa":
            assert all(line.startswith("\u200f") for line in text.split("\n"))


def test_english_end_message_reads_whole() -> None:
    kit = builtin_kits()["spellcaster"]
    state = position(phase="over", winners=[1], end_reason="energy", energy=[0, 9], sapphires=[8, 6], turn_no=24)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == [1]
    public = state.view(None)
    assert present.ending(kit.wording, public, outcome, 0, NAMES[:2]) == (
        "🏁 Your place: 2 of 2.\n"
        "The duel is over after 24 turns: 🏆 **Ben** wins (Ana's Energy ran out) — Sapphires 8–6, Energy 0–9.\n"
        "Standings: 1. Ben 6 · **2. Ana 8**"
    )
    assert present.ending(kit.wording, public, outcome, 1, NAMES[:2], "de").startswith("🏆 Du hast gewonnen!\nDas Duell ist nach 24 Zügen vorbei: ")


def test_a_game_without_texts_ends_with_the_generic_words() -> None:
    from testkit.takeaway import GAME as TAKEAWAY
    from wording.present import Wording

    state = TAKEAWAY.new(2, 1, {})
    rng = random.Random(1)
    while not state.is_over():
        seat = min(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    outcome = state.outcome()
    assert outcome is not None
    loser = next(s for s in range(2) if s not in outcome.winners)
    text = present.ending(Wording(TAKEAWAY), state.view(None), outcome, loser, NAMES[:2])
    assert text.split("\n")[0] == "🏁 Your place: 2 of 2."
    assert text.split("\n")[1] == t("en", "table-game-over")
