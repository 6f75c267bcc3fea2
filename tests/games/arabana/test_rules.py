"""The test cases of the Arabana rules, one test each, plus the majority edge cases around them."""

from __future__ import annotations

import pytest

from bot.games.base import IllegalAction
from tests.games.arabana.helpers import controller, kinds, owner_of, position, texts


def test_large_island_alone_most_lets_builder_choose_removal() -> None:
    # Spec 1: Nuridan 2-1-1-1, filled by the active player's 2nd bridge.
    state = position(
        4,
        bridges={"Kahiko-Nuridan": 0, "Lusepil-Nuridan": 1, "Manawa-Nuridan": 2, "Nuridan-Opodopo": 3},
        hands={0: ["Nuridan"]},
    )
    events = state.apply(0, "bridge Nuridan-Pipi")
    assert "relative_choice" in kinds(events)
    assert state.to_move() == frozenset({0})
    assert sorted(texts(state, 0)) == ["remove Lusepil-Nuridan", "remove Manawa-Nuridan", "remove Nuridan-Opodopo"]
    assert controller(state, "Nuridan") is None
    with pytest.raises(IllegalAction) as refused:
        state.apply(0, "draw bag")
    assert refused.value.code == "arabana.pending_remove"
    state.apply(0, "remove Manawa-Nuridan")
    assert owner_of(state, "Manawa-Nuridan") is None
    assert state.view(None)["bridges_left"] == [18, 19, 20, 19]
    assert controller(state, "Nuridan") is None  # no stone from a relative majority
    assert state.view(None)["stones_left"] == [10, 10, 10, 10]
    assert state.view(None)["phase"] == "play"


def test_lusepil_tied_most_removes_single_bridge() -> None:
    # Spec 2: Lusepil 3-3-1 filled by one of the 3s.
    state = position(
        3,
        bridges={
            "Eloi-Lusepil": 0,
            "Halemo-Lusepil": 0,
            "Lusepil-Manawa": 1,
            "Lusepil-Motuiti": 1,
            "Lusepil-Nuridan": 1,
            "Lusepil-Opodopo": 2,
        },
        hands={0: ["Lusepil"]},
    )
    events = state.apply(0, "bridge Lusepil-Wailani")
    assert "relative_remove" in kinds(events)
    assert owner_of(state, "Lusepil-Opodopo") is None
    assert state.view(None)["island_bridges"][0] == [3, 3, 0]
    assert controller(state, "Lusepil") is None
    assert state.view(None)["phase"] == "play"


def test_lusepil_alone_three_two_two_lets_builder_choose() -> None:
    state = position(
        3,
        bridges={
            "Eloi-Lusepil": 0,
            "Halemo-Lusepil": 0,
            "Lusepil-Manawa": 1,
            "Lusepil-Motuiti": 1,
            "Lusepil-Nuridan": 2,
            "Lusepil-Opodopo": 2,
        },
        hands={0: ["Lusepil"]},
    )
    state.apply(0, "bridge Lusepil-Wailani")
    assert state.view(None)["remove"] == {
        "island": "Lusepil",
        "spots": ["Lusepil-Manawa", "Lusepil-Motuiti", "Lusepil-Nuridan", "Lusepil-Opodopo"],
    }


def test_large_island_two_two_one_removes_the_single() -> None:
    state = position(
        3,
        bridges={"Kahiko-Nuridan": 0, "Lusepil-Nuridan": 1, "Manawa-Nuridan": 1, "Nuridan-Opodopo": 2},
        hands={0: ["Nuridan"]},
    )
    state.apply(0, "bridge Nuridan-Pipi")
    assert owner_of(state, "Nuridan-Opodopo") is None
    assert owner_of(state, "Lusepil-Nuridan") == 1


def test_relative_rule_needs_the_builder_among_the_most() -> None:
    state = position(
        3,
        bridges={"Kahiko-Nuridan": 1, "Lusepil-Nuridan": 1, "Manawa-Nuridan": 2, "Nuridan-Opodopo": 2},
        hands={0: ["Nuridan"]},
    )
    events = state.apply(0, "bridge Nuridan-Pipi")
    assert "relative_remove" not in kinds(events) and "relative_choice" not in kinds(events)
    assert state.view(None)["island_bridges"][6] == [1, 2, 2]


def test_small_island_one_each_nothing_happens() -> None:
    # Spec 3: a small island filled 1-1-1: no relative rule.
    state = position(3, bridges={"Kahiko-Pipi": 1, "Nuridan-Pipi": 2}, hands={0: ["Pipi"]})
    events = state.apply(0, "bridge Opodopo-Pipi")
    assert kinds(events) == ["bridge"]
    assert [owner_of(state, s) for s in ("Kahiko-Pipi", "Nuridan-Pipi", "Opodopo-Pipi")] == [1, 2, 0]
    assert controller(state, "Pipi") is None


def test_absolute_majority_returns_bridges_and_neighbour_loses_control() -> None:
    # Spec 4: Red takes Nuridan with 3 of 5; Blue's bridge there goes home and Blue falls to 1 of 3 at Pipi.
    state = position(
        4,
        bridges={
            "Kahiko-Nuridan": 0,
            "Lusepil-Nuridan": 0,
            "Nuridan-Pipi": 1,
            "Opodopo-Pipi": 1,
            "Nuridan-Opodopo": 2,
        },
        control={"Pipi": 1},
        hands={0: ["Nuridan"]},
    )
    events = state.apply(0, "bridge Manawa-Nuridan")
    assert kinds(events) == ["bridge", "control", "bridges_returned", "control_lost"]
    assert controller(state, "Nuridan") == 0
    assert controller(state, "Pipi") is None
    assert owner_of(state, "Nuridan-Pipi") is None and owner_of(state, "Nuridan-Opodopo") is None
    view = state.view(None)
    assert view["stones_left"] == [9, 10, 10, 10]
    assert view["bridges_left"] == [17, 19, 20, 20]
    assert view["highlight"]["islands"] == [6, 15]  # Nuridan taken, Pipi lost


def test_cascade_of_lost_control_across_three_islands() -> None:
    # Taking Nuridan sends home Blue's Nuridan-Pipi and Green's Nuridan-Opodopo: both lose their islands.
    state = position(
        4,
        bridges={
            "Kahiko-Nuridan": 0,
            "Lusepil-Nuridan": 0,
            "Nuridan-Pipi": 1,
            "Opodopo-Pipi": 1,
            "Nuridan-Opodopo": 2,
            "Eloi-Opodopo": 2,
            "Iki-Opodopo": 2,
        },
        control={"Pipi": 1, "Opodopo": 2},
        hands={0: ["Manawa"]},
    )
    events = state.apply(0, "bridge Manawa-Nuridan")
    lost = {e.data["island"]: e.seat for e in events if e.kind == "control_lost"}
    assert lost == {"Pipi": 1, "Opodopo": 2}
    assert (controller(state, "Nuridan"), controller(state, "Pipi"), controller(state, "Opodopo")) == (0, None, None)
    assert state.view(None)["stones_left"] == [9, 10, 10, 10]
    # The islands stay free for others later: Green may rebuild Nuridan-Opodopo.
    assert owner_of(state, "Eloi-Opodopo") == 2 and owner_of(state, "Iki-Opodopo") == 2


def test_one_bridge_can_take_both_islands() -> None:
    state = position(
        3,
        bridges={"Kahiko-Pipi": 0, "Kahiko-Nuridan": 0, "Lusepil-Nuridan": 0, "Opodopo-Pipi": 1},
        hands={0: ["Pipi"]},
    )
    events = state.apply(0, "bridge Nuridan-Pipi")
    assert [e.data["island"] for e in events if e.kind == "control"] == ["Nuridan", "Pipi"]
    assert owner_of(state, "Opodopo-Pipi") is None
    assert state.view(None)["stones_left"] == [8, 10, 10]


def test_taking_control_happens_only_once() -> None:
    # Once Red rules Nuridan, others may build there again without losing their bridges.
    state = position(
        3,
        bridges={"Kahiko-Nuridan": 0, "Lusepil-Nuridan": 0, "Manawa-Nuridan": 0},
        control={"Nuridan": 0},
        hands={1: ["Nuridan"]},
        turn=1,
    )
    events = state.apply(1, "bridge Nuridan-Opodopo")
    assert kinds(events) == ["bridge"]
    assert owner_of(state, "Nuridan-Opodopo") == 1 and controller(state, "Nuridan") == 0


def test_exchange_turns_blue_bridge_red() -> None:
    # Spec 5: Blue's bridge on Nuridan-Opodopo, Red plays Nuridan + Opodopo.
    state = position(4, bridges={"Nuridan-Opodopo": 1}, hands={0: ["Nuridan", "Opodopo"]})
    assert "exchange Nuridan-Opodopo Nuridan Opodopo" in texts(state, 0)
    events = state.apply(0, "exchange Nuridan-Opodopo Nuridan Opodopo")
    assert events[0].kind == "exchange" and events[0].data["from"] == 1
    assert owner_of(state, "Nuridan-Opodopo") == 0
    view = state.view(0)
    assert view["bridges_left"][:2] == [19, 20]
    assert view["hand"] == []
    assert view["played"] == ["Nuridan", "Opodopo"]


def test_exchange_with_two_cards_of_one_island() -> None:
    state = position(4, bridges={"Nuridan-Opodopo": 1}, hands={0: ["Opodopo", "Opodopo"]})
    assert "exchange Nuridan-Opodopo Opodopo Opodopo" in texts(state, 0)
    state.apply(0, "exchange Nuridan-Opodopo Opodopo Opodopo")
    assert owner_of(state, "Nuridan-Opodopo") == 0


def test_exchange_can_break_a_majority_and_win_one() -> None:
    # Blue rules Pipi with 2 of 3; Red exchanges one of them and, holding 2 there now, takes Pipi.
    state = position(
        3,
        bridges={"Kahiko-Pipi": 0, "Nuridan-Pipi": 1, "Opodopo-Pipi": 1},
        control={"Pipi": 1},
        hands={0: ["Pipi", "Pipi"]},
    )
    events = state.apply(0, "exchange Nuridan-Pipi Pipi Pipi")
    assert kinds(events) == ["exchange", "control_lost", "control", "bridges_returned"]
    assert controller(state, "Pipi") == 0
    assert owner_of(state, "Opodopo-Pipi") is None
    assert state.view(None)["stones_left"] == [9, 10, 10]


def test_exchange_refusals() -> None:
    state = position(3, bridges={"Nuridan-Opodopo": 0, "Nuridan-Pipi": 1}, hands={0: ["Nuridan", "Pipi"]})
    for text, code in [
        ("exchange Nuridan-Opodopo Nuridan Nuridan", "arabana.exchange_own"),
        ("exchange Manawa-Nuridan Nuridan Nuridan", "arabana.exchange_free"),
        ("exchange Nuridan-Pipi Nuridan Nuridan", "arabana.no_card"),
    ]:
        with pytest.raises(IllegalAction) as refused:
            state.apply(0, text)
        assert refused.value.code == code, text


def test_eleventh_island_wins_at_once() -> None:
    ten = [
        "Pukaloa-Wailani", "Ruatapa-Tikopu", "Ahu-Tikopu", "Halemo-Manawa", "Manawa-Nuridan", "Ahu-Ruatapa",
        "Lusepil-Nuridan", "Motuiti-Noa", "Halemo-Ruatapa", "Kahiko-Pipi", "Halemo-Tikopu", "Lusepil-Opodopo",
        "Noa-Pukaloa", "Eloi-Motuiti", "Motuiti-Pukaloa", "Iki-Opodopo", "Lusepil-Wailani", "Lusepil-Manawa",
        "Iki-Kahiko",
    ]  # fmt: skip
    ruled = ["Lusepil", "Halemo", "Manawa", "Motuiti", "Pukaloa", "Ruatapa", "Tikopu", "Ahu", "Iki", "Noa"]
    state = position(3, bridges=dict.fromkeys(ten, 0), control=dict.fromkeys(ruled, 0), hands={0: ["Opodopo"]}, score=[4, 9, 2])
    assert state.view(None)["stones_left"] == [0, 10, 10]
    events = state.apply(0, "bridge Eloi-Opodopo")
    assert kinds(events)[-2:] == ["instant_win", "game_over"]
    assert state.is_over()
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == [0]
    assert state.view(None)["instant_win"] == 0


def test_hand_limit_refuses_the_draw_with_five_cards() -> None:
    state = position(3, hands={0: ["Ahu", "Ahu", "Iki", "Noa", "Pipi"]}, display=["Eloi", "Kahiko", "Nuridan", "Opodopo"])
    assert not any(t.startswith("draw") for t in texts(state, 0))
    with pytest.raises(IllegalAction, match="Hand limit: play or discard down to 4 before drawing") as refused:
        state.apply(0, "draw bag")
    assert refused.value.code == "arabana.hand_limit"
    state.apply(0, "discard Ahu")
    assert "draw bag" in texts(state, 0)
    state.apply(0, "draw display 2")
    view = state.view(0)
    assert view["hand_sizes"][0] == 5 and "Kahiko" in view["hand"]
    assert view["turn"] == 1


def test_display_slot_is_refilled_from_the_bag() -> None:
    state = position(3, hands={0: []}, display=["Eloi", "Kahiko", "Nuridan", "Opodopo"], bag=["Ahu", "Wailani"])
    events = state.apply(0, "draw display 3")
    assert events[0].data == {"source": "display", "slot": 3, "card": "Nuridan", "refill": "Wailani", "god": None}
    view = state.view(None)
    assert view["display"] == ["Eloi", "Kahiko", "Wailani", "Opodopo"]
    assert view["bag_size"] == 1
    assert view["last_move"]["slots"] == [2]


def test_bag_draw_is_private() -> None:
    state = position(3, hands={0: []}, bag=["Ahu", "Wailani"])
    events = state.apply(0, "draw bag")
    public = [e for e in events if e.to is None]
    private = [e for e in events if e.to is not None]
    assert all("Wailani" not in str(e.data) for e in public)
    assert private[0].kind == "drew" and private[0].data == {"card": "Wailani"} and private[0].to == frozenset({0})


def test_card_is_implied_unless_both_are_held() -> None:
    state = position(3, hands={0: ["Nuridan", "Opodopo"]})
    actions = texts(state, 0)
    assert "bridge Nuridan-Opodopo with Nuridan" in actions and "bridge Nuridan-Opodopo with Opodopo" in actions
    assert "bridge Nuridan-Opodopo" not in actions
    assert "bridge Lusepil-Nuridan" in actions
    with pytest.raises(IllegalAction, match="say which") as refused:
        state.apply(0, "bridge Nuridan-Opodopo")
    assert refused.value.code == "arabana.which_card"
    state.apply(0, "bridge Nuridan-Opodopo with Opodopo")
    assert state.view(0)["hand"] == ["Nuridan"]


def test_a_taken_spot_is_refused_as_taken_even_when_both_cards_are_held() -> None:
    state = position(3, bridges={"Nuridan-Opodopo": 0}, hands={0: ["Nuridan", "Opodopo"]})
    with pytest.raises(IllegalAction, match="Nuridan-Opodopo is not free") as refused:
        state.apply(0, "bridge Nuridan-Opodopo")
    assert refused.value.code == "arabana.spot_taken"


def test_no_free_spot_is_refused_with_the_reason() -> None:
    full = {"Kahiko-Nuridan": 1, "Lusepil-Nuridan": 2, "Manawa-Nuridan": 1, "Nuridan-Opodopo": 2, "Nuridan-Pipi": 1}
    state = position(3, bridges=full, hands={0: ["Nuridan"]})
    with pytest.raises(IllegalAction, match="Nuridan has no free spot") as refused:
        state.apply(0, "bridge Nuridan-Opodopo with Nuridan")
    assert refused.value.code == "arabana.no_free_spot"
    assert not any(t.startswith("bridge") for t in texts(state, 0))


def test_no_supply_needs_a_takeback_first_and_not_on_that_spot() -> None:
    spots = [
        "Ahu-Pukaloa", "Ahu-Ruatapa", "Ahu-Tikopu", "Eloi-Iki", "Eloi-Motuiti", "Eloi-Noa", "Halemo-Manawa",
        "Halemo-Ruatapa", "Halemo-Tikopu", "Iki-Kahiko", "Kahiko-Manawa", "Kahiko-Tikopu", "Manawa-Tikopu",
        "Motuiti-Noa", "Motuiti-Pukaloa", "Noa-Pukaloa", "Pukaloa-Ruatapa", "Pukaloa-Wailani", "Ruatapa-Tikopu",
        "Ruatapa-Wailani",
    ]  # fmt: skip
    state = position(3, bridges=dict.fromkeys(spots, 1), hands={1: ["Nuridan", "Ahu"]}, turn=1)
    assert state.view(None)["bridges_left"][1] == 0
    assert not any(t.startswith("bridge") for t in texts(state, 1))
    with pytest.raises(IllegalAction, match="no bridge left in supply") as refused:
        state.apply(1, "bridge Lusepil-Nuridan")
    assert refused.value.code == "arabana.no_bridges"
    state.apply(1, "takeback Ahu-Pukaloa")
    assert state.view(None)["bridges_left"][1] == 1
    assert "bridge Ahu-Pukaloa" not in texts(state, 1)
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, "bridge Ahu-Pukaloa")
    assert refused.value.code == "arabana.banned_spot"
    with pytest.raises(IllegalAction) as refused:
        state.apply(1, "takeback Ahu-Ruatapa")
    assert refused.value.code == "arabana.takeback_supply"
    state.apply(1, "bridge Lusepil-Nuridan")
    assert owner_of(state, "Lusepil-Nuridan") == 1


def test_takeback_can_cost_control() -> None:
    state = position(
        3,
        bridges={"Kahiko-Pipi": 1, "Nuridan-Pipi": 1, **{s: 1 for s in ["Ahu-Pukaloa", "Ahu-Ruatapa"]}},
        control={"Pipi": 1, "Ahu": 1},
        turn=1,
        supply=[20, 0, 20],
    )
    events = state.apply(1, "takeback Nuridan-Pipi")
    assert kinds(events) == ["takeback", "control_lost"]
    assert controller(state, "Pipi") is None and controller(state, "Ahu") == 1
