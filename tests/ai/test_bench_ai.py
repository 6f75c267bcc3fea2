"""The strength bench: its rows cover every length a lobby offers, its intervals are Wilson's, its goals the issue's."""

from __future__ import annotations

import random

import pytest

from bench import abracadabra_fit, abracadabra_model, abracadabra_pace, ai
from bench.abracadabra_roles import Watcher
from bot.ai.abracadabra import DEAL_POINTS, POLICY, World, play_out
from bot.ai.abracadabra_mimic import SITUATIONS
from bot.games import GAMES
from bot.games.abracadabra import GAME


def test_every_game_and_player_count_has_a_row() -> None:
    for key, game in GAMES.items():
        if key not in ai.PLAYERS:
            continue
        counts = {row.players for row in ai.ROWS.values() if row.game == key}
        assert counts == set(range(game.min_players, game.max_players + 1)), key


def test_single_round_and_deal_rows_play_one_round() -> None:
    assert dict(ai.ROWS["druids-3-1round"].options) == {"rounds": 1}
    assert dict(ai.ROWS["abracadabra-2-1deal"].options) == {"deals": 1}
    assert ai.ROWS["druids-5-1round"].length == ai.ROWS["abracadabra-4-1deal"].length == "single"


@pytest.mark.parametrize(
    ("won", "n", "low", "high"),
    [(0, 10, 0.0, 0.2775), (50, 100, 0.4038, 0.5962), (10, 10, 0.7225, 1.0)],
)
def test_wilson_interval(won: float, n: int, low: float, high: float) -> None:
    got = ai.wilson(won, n)
    assert got == pytest.approx((low, high), abs=1e-4)


def test_goals() -> None:
    assert ai.goal("hard", "full", 4) == pytest.approx(0.5)
    assert ai.goal("hard", "single", 4) == pytest.approx(0.35)
    assert ai.goal("hard", "full", 2) == pytest.approx(0.75)
    assert ai.goal("normal", "full", 3) == pytest.approx(1.6 / 3)
    assert ai.floor("hard", 5) == pytest.approx(0.25)
    assert ai.floor("easy", 4) == pytest.approx(0.25)


def test_a_one_round_game_gives_the_tested_seat_at_most_a_hand_of_decisions() -> None:
    share, thinking, decisions, longest = ai.play(("druids-3-1round", "normal", "easy", 4, 1.0, None))
    assert share in (0.0, 1.0, 0.5, 1 / 3)  # a tie shares the win
    assert 1 <= decisions <= 17  # 15 cards a hand at three players, and at most 2 Sickle ties to settle
    assert 0 < longest <= thinking


def test_the_budget_shown_is_the_one_spent_never_above_a_games_own_cap() -> None:
    cap = ai.abracadabra_players.ROLLOUTS
    assert ai.ROLLOUTS["abracadabra"] == cap
    assert ai.rollouts("abracadabra", cap + 500) == cap
    assert ai.rollouts("abracadabra", cap - 1) == cap - 1
    assert ai.rollouts("druids", 5000) == 5000  # Druids' tree has no cap of its own


def test_a_row_whose_decisions_cost_less_may_think_longer_and_only_it() -> None:
    assert ai.budget(ai.ROWS["druids-3-full"]) == 1200
    assert ai.budget(ai.ROWS["druids-3-1round"]) == ai.budget(ai.ROWS["druids-5-full"]) == ai.ROLLOUTS["druids"] == 600
    assert all(ai.budget(row) == ai.ROLLOUTS[row.game] for name, row in ai.ROWS.items() if name not in ai.ROW_ROLLOUTS)


def test_a_long_run_reports_its_progress_on_stderr_and_keeps_every_result(capsys: pytest.CaptureFixture[str]) -> None:
    results = [(1.0 if i % 4 == 0 else 0.0, 0.1, 3, 0.05) for i in range(20)]
    assert ai._with_progress("druids-3-full hard vs normal", iter(results), 20) == results
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert out == "" and len(lines) == 9  # every tenth of the games, not the last
    assert lines[0].startswith("druids-3-full hard vs normal: 2/20 games, 50.0% so far (1 wins), ")
    assert lines[-1].startswith("druids-3-full hard vs normal: 18/20 games, 27.8% so far (5 wins), ")


def test_a_rows_line_gives_the_wins_so_that_runs_pool_exactly() -> None:
    # 7 games: 3 won, one shared three ways, 3 lost; 2 ms a decision, the longest 9 ms.
    results = [(1.0, 0.01, 5, 0.009)] * 3 + [(1 / 3, 0.01, 5, 0.004)] + [(0.0, 0.01, 5, 0.003)] * 3
    line = ai.report(ai.ROWS["druids-3-full"], "hard", "normal", results, 1000, "600")
    fields = line.split()
    assert fields[:2] == ["druids-3-full", "hard"] and fields[4] == "47.6%"  # 3⅓ of 7
    assert fields[-7:] == ["FAIL", "1000", "7", "3.33", "600", "2.0", "9"]
    headings = ai.HEADER.split()
    assert headings[headings.index("n") + 1] == "wins"  # its heading, after the games as in the line


def test_the_roles_bench_notes_every_scored_deal_of_the_games_bench_ai_plays() -> None:
    for row, deals in (("abracadabra-3-1deal", 1), ("abracadabra-3-2deals", 2)):
        watcher = Watcher(5 % 3)
        share = ai.play((row, "normal", "easy", 5, 1.0, None), watcher)[0]
        assert len(watcher.deals) == deals
        assert all(x.bid >= 0 and x.first in (0.0, 1.0, 0.5, 1 / 3) for x in watcher.deals)
        if deals == 1:  # one deal: finishing it first is winning the game
            assert watcher.deals[0].first == share


def test_the_pace_bench_notes_every_deal_to_the_target_and_the_last_once() -> None:
    pace = abracadabra_pace.Pace()
    ai.play(("abracadabra-3-full", "normal", "easy", 5, 1.0, None), abracadabra_pace.Watcher(pace))
    assert pace.last == [False] * (len(pace.points) - 1) + [True]
    final = [t + p for t, p in zip(pace.totals[-1], pace.points[-1], strict=True)]
    assert max(final) >= 200 > max(pace.totals[-1])  # the game ends after the deal that reaches the target
    assert pace.totals[0] == [0, 0, 0] and not pace.guessed_last[0]  # 200 points are more than a deal
    assert abracadabra_pace.report("x", pace).startswith(f"x: {len(pace.points)} deals")
    # The guess at DEAL_POINTS, counted again from the totals, is the guess the computers made.
    assert abracadabra_pace.misjudged(pace, DEAL_POINTS) == (
        sum(pace.guessed_last),
        sum(g and not last for g, last in zip(pace.guessed_last, pace.last, strict=True)),
        sum(last and not g for g, last in zip(pace.guessed_last, pace.last, strict=True)),
    )
    assert abracadabra_pace.misjudged(pace, 0) == (0, 0, 1)  # no deal starts at the target: the last is missed
    assert abracadabra_pace.misjudged(pace, 200)[:2] == (len(pace.points), len(pace.points) - 1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_model_bench_plays_the_model_as_the_playouts_do(players: int) -> None:
    state = GAME.new(players, f"model:{players}", {"deals": 1})
    rng = random.Random(players)
    while state.d["phase"] != "play":  # bid, named and placed by the normal player
        (seat,) = state.to_move()
        state.apply(seat, POLICY.choose(state, seat, rng))
    deal = state.to_dict()
    world, winners = World(deal), []
    while world.trick_no < world.tricks:  # the model's cards one by one, as the bench asks for them
        before = list(world.won)
        world.play(abracadabra_model.model_card(world)[0])
        winners += [p for p in range(players) if world.won[p] > before[p]]
    assert winners == play_out(World(deal))[4]


def test_the_model_bench_counts_each_kind_of_card_decision() -> None:
    counts = abracadabra_model.watch("abracadabra-3-1deal", 0, 2)
    kinds = {kind for kind, _ in counts}
    assert kinds <= {"lead, wants", "lead, ducks", "follow, wants", "follow, ducks"} and len(kinds) >= 3
    assert all(0 <= value <= counts[kind, "decisions"] for (kind, _), value in counts.items())
    assert sum(counts[kind, "decisions"] for kind in kinds) > 20  # two one-deal games: twelve tricks, three hands each


def test_the_fit_makes_normals_cards_likelier_than_a_uniform_draw() -> None:
    samples = abracadabra_fit.watch(["abracadabra-3-1deal"], 0, 2)
    assert all(samples[situation] for situation in SITUATIONS)
    for situation in SITUATIONS:
        weights = abracadabra_fit.fit(samples[situation], steps=60)
        uniform = abracadabra_fit.log_likelihood(samples[situation], (0.0,) * len(weights))
        assert abracadabra_fit.log_likelihood(samples[situation], weights) > uniform
        top, mean = abracadabra_fit.agreement(samples[situation], weights)
        assert mean > abracadabra_fit.agreement(samples[situation], (0.0,) * len(weights))[1]
        assert 0 < top <= 1
