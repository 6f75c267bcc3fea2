"""The shared pieces of the tree searches: each move tried once, then by upper confidence bound."""

from __future__ import annotations

import random

from bot.ai.tree import Edge, credit, most_tried, step


def test_a_node_tries_the_first_move_then_each_new_one_before_choosing_by_bound() -> None:
    root: dict[str, Edge[str]] = {}
    rng = random.Random(1)
    move, edge, below = step(root, ["a", "b", "c"], "b", rng)
    assert (move, below) == ("b", None)
    credit([(edge, 0)], [1.0])
    tried = {"b"}
    for _ in range(2):
        move, edge, below = step(root, ["a", "b", "c"], "b", rng)
        assert move not in tried and below is None
        tried.add(move)
        credit([(edge, 0)], [0.0])
    assert tried == {"a", "b", "c"}
    move, edge, below = step(root, ["a", "b", "c"], "b", rng)
    assert move == "b" and below == {}  # the best mean; its node below is made now
    assert [root[m].chances for m in "abc"] == [3, 4, 2]  # every visit to the node where the move was legal


def test_a_move_is_counted_only_where_it_was_legal_and_rewards_go_to_their_movers() -> None:
    root: dict[str, Edge[str]] = {}
    rng = random.Random(2)
    for moves in (["a"], ["b"], ["a", "b"]):
        _, edge, _ = step(root, moves, None, rng)
        credit([(edge, 0)], [0.5])
    assert root["a"].chances == 2 and root["b"].chances == 2
    here, there = Edge[str](), Edge[str]()
    credit([(here, 0), (there, 1)], [0.25, 0.75])
    assert (here.visits, here.total, there.visits, there.total) == (1, 0.25, 1, 0.75)


def test_the_move_tried_most_wins_and_the_first_breaks_ties() -> None:
    root: dict[str, Edge[str]] = {m: Edge() for m in "abc"}
    root["a"].visits, root["b"].visits, root["c"].visits = 3, 5, 5
    assert most_tried(root, ["a", "b", "c"], "c") == 2
    assert most_tried(root, ["a", "b", "c"], "a") == 1
    assert most_tried({}, ["a", "b"], "b") == 1  # nothing tried: the first
