"""The variant Power of the Gods: stones by seed, taken by the first controller, each god's power."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.games.arabana import GAME
from bot.games.base import IllegalAction
from tests.games.arabana.helpers import controller, kinds, owner_of, position, texts

GODS = {"options": {"gods": "on"}}


def test_god_stones_are_laid_out_by_seed() -> None:
    first = GAME.new(4, 11, {"gods": "on"}).view(None)["god_stones"]
    assert Counter(first) == {"Kane": 4, "Kanaloa": 3, "Ku": 3, "Pele": 3, "Lono": 3}
    assert GAME.new(4, 11, {"gods": "on"}).view(None)["god_stones"] == first
    assert GAME.new(4, 12, {"gods": "on"}).view(None)["god_stones"] != first
    assert GAME.new(4, 11).view(None)["god_stones"] == [None] * 16


def test_first_controller_takes_the_god_stone_once() -> None:
    state = position(
        3,
        bridges={"Kahiko-Pipi": 0},
        hands={0: ["Pipi"], 1: ["Pipi", "Pipi", "Opodopo"]},
        display=["Eloi", "Iki", "Noa", "Ahu"],
        gods_at={"Pipi": "Ku"},
        **GODS,
    )
    events = state.apply(0, "bridge Nuridan-Pipi")
    assert [e.data for e in events if e.kind == "god_taken"] == [{"island": "Pipi", "god": "Ku", "points": 0}]
    view = state.view(None)
    assert view["gods_held"][0] == ["Ku"] and view["god_stones"][15] is None
    state.apply(0, "draw bag")
    events = state.apply(1, "exchange Nuridan-Pipi Pipi Pipi")
    assert "control_lost" in kinds(events) and controller(state, "Pipi") is None
    events = state.apply(1, "bridge Opodopo-Pipi")
    assert controller(state, "Pipi") == 1
    assert "god_taken" not in kinds(events)
    assert state.view(None)["gods_held"] == [["Ku"], [], []]


def test_kane_scores_at_once_by_island_class() -> None:
    state = position(
        3,
        bridges={"Kahiko-Nuridan": 0, "Lusepil-Nuridan": 0},
        hands={0: ["Nuridan"]},
        gods_at={"Nuridan": "Kane"},
        **GODS,
    )
    events = state.apply(0, "bridge Manawa-Nuridan")
    assert [e.data for e in events if e.kind == "god_taken"] == [{"island": "Nuridan", "god": "Kane", "points": 2}]
    assert state.scores() == [2, 0, 0]
    assert state.view(None)["gods_used"][0] == ["Kane"]


def test_gods_act_only_in_the_second_pass() -> None:
    state = position(3, hands={0: ["Ahu"], 1: ["Iki"]}, gods_held={0: ["Pele", "Ku", "Lono", "Kanaloa"]}, **GODS)
    assert not any(t.split()[0] in ("pele", "ku", "lono") or "Kanaloa" in t for t in texts(state, 0))
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "pele")
    assert refused.value.code == "arabana.gods_second_pass"


def test_kanaloa_is_a_joker_for_a_bridge() -> None:
    state = position(3, hands={0: []}, gods_held={0: ["Kanaloa"]}, **GODS, **{"pass": 2})
    actions = texts(state, 0)
    assert "bridge Lusepil-Nuridan with Kanaloa" in actions and len([a for a in actions if "Kanaloa" in a]) == 37
    state.apply(0, "bridge Lusepil-Nuridan with Kanaloa")
    assert owner_of(state, "Lusepil-Nuridan") == 0
    view = state.view(0)
    assert view["gods_held"][0] == [] and view["gods_used"][0] == ["Kanaloa"]
    assert not any("Kanaloa" in t for t in texts(state, 0))
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "bridge Eloi-Lusepil with Kanaloa")
    assert refused.value.code == "arabana.god_not_held"


def test_kanaloa_as_one_card_of_an_exchange() -> None:
    state = position(3, bridges={"Nuridan-Opodopo": 1}, hands={0: ["Opodopo"]}, gods_held={0: ["Kanaloa"]}, **GODS, **{"pass": 2})
    assert "exchange Nuridan-Opodopo Opodopo Kanaloa" in texts(state, 0)
    state.apply(0, "exchange Nuridan-Opodopo Kanaloa Opodopo")
    assert owner_of(state, "Nuridan-Opodopo") == 0 and state.view(0)["hand"] == []


def test_ku_looks_at_a_hand_and_takes_a_card() -> None:
    state = position(
        3, hands={0: [], 1: ["Eloi", "Iki"], 2: ["Noa"]}, gods_held={0: ["Ku"]}, **GODS, **{"pass": 2}
    )
    assert {"ku 1", "ku 2"} <= set(texts(state, 0))
    events = state.apply(0, "ku 1")
    private = next(e for e in events if e.kind == "ku_hand")
    assert private.to == frozenset({0}) and private.data == {"target": 1, "cards": ["Eloi", "Iki"]}
    assert state.view(0)["ku_hand"] == ["Eloi", "Iki"]
    assert "ku_hand" not in state.view(2) and "ku_hand" not in state.view(None)
    assert texts(state, 0) == ["take Eloi", "take Iki"]
    events = state.apply(0, "take Iki")
    assert next(e for e in events if e.kind == "ku_card").to == frozenset({0, 1})
    assert state.view(0)["hand"] == ["Iki"] and state.view(1)["hand"] == ["Eloi"]
    assert state.view(None)["phase"] == "play" and "ku 1" not in texts(state, 0)


def test_pele_draws_from_each_opponent_then_the_user_gives_each_one() -> None:
    state = position(
        4,
        hands={0: ["Ahu"], 1: ["Eloi"], 2: [], 3: ["Noa", "Noa"]},
        gods_held={0: ["Pele"]},
        **GODS,
        **{"pass": 2},
    )
    events = state.apply(0, "pele")
    assert next(e for e in events if e.kind == "pele").data == {"from": [1, 3]}
    assert state.view(0)["hand"] == ["Eloi", "Ahu", "Noa"]  # map order
    assert state.view(None)["hand_sizes"] == [3, 0, 0, 1]
    assert state.to_move() == frozenset({0}) and state.view(None)["pele_give_to"] == 1
    state.apply(0, "give Ahu")
    assert state.view(None)["pele_give_to"] == 2
    state.apply(0, "give Noa")
    assert state.view(None)["pele_give_to"] == 3
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "draw bag")
    assert refused.value.code == "arabana.pending_pele"
    state.apply(0, "give Eloi")
    assert state.view(None)["hand_sizes"] == [0, 1, 1, 2]
    assert state.view(1)["hand"] == ["Ahu"] and state.view(3)["hand"] == ["Eloi", "Noa"]
    assert state.view(None)["phase"] == "play"


def test_lono_is_an_extra_draw_that_keeps_the_turn() -> None:
    state = position(
        3,
        hands={0: ["Ahu"] * 5},
        display=["Eloi", "Iki", "Noa", "Pipi"],
        bag=["Wailani", "Halemo"],
        gods_held={0: ["Lono"]},
        **GODS,
        **{"pass": 2},
    )
    assert "lono display 1" in texts(state, 0)  # no hand limit for Lono's extra card
    events = state.apply(0, "lono display 1")
    assert events[0].data["god"] == "Lono" and events[0].data["refill"] == "Halemo"
    view = state.view(0)
    assert view["display"][0] == "Halemo" and "Eloi" in view["hand"] and view["turn"] == 0
    state.apply(0, "bridge Eloi-Iki with Eloi")  # the extra card may be played at once
    assert owner_of(state, "Eloi-Iki") == 0
    assert not any(t.startswith("lono") for t in texts(state, 0))
