"""Statistics on hand-made results: every figure can be checked by hand."""

from __future__ import annotations

import math

import pytest

from game.playtest.intervals import holm, mean_interval, paired_difference, t_ppf, wilson
from game.playtest.runner import GameResult
from game.playtest.stats import metric_table, summarize


def result(i, winners, turns=10, levels=("easy", "hard", "easy"), reason="loot counted", stats=None, gap=None,
           scores=(1.0, 2.0, 3.0)):
    return GameResult(i, 1000 + i, tuple(levels), tuple(winners), turns, turns * 2, reason, scores,
                      dict(stats or {}), gap, None)


def summary(results, players=3):
    return summarize(results, game="toy", title="Toy", variant="standard", players=players, seed=1,
                     bots=("easy", "hard"))


def test_wilson_interval_matches_the_textbook():
    e = wilson(50, 100)
    assert e.value == 0.5 and e.low == pytest.approx(0.4038, abs=1e-4) and e.high == pytest.approx(0.5962, abs=1e-4)
    zero = wilson(0, 20)
    assert zero.low == 0.0 and 0.1 < zero.high < 0.2  # not the useless [0, 0] of the normal approximation


def test_student_t_quantiles():
    assert t_ppf(0.975, 1) == pytest.approx(12.706, abs=1e-3)
    assert t_ppf(0.975, 10) == pytest.approx(2.228, abs=1e-3)
    assert t_ppf(0.975, 10_000) == pytest.approx(1.960, abs=1e-3)
    e = mean_interval([1, 2, 3, 4])
    assert e.value == 2.5 and e.low == pytest.approx(2.5 - 3.182 * math.sqrt(5 / 3) / 2, abs=1e-3)


def test_paired_difference_of_identical_runs_is_exactly_zero():
    d, p = paired_difference([0.0] * 50)
    assert (d.value, d.low, d.high, p) == (0.0, 0.0, 0.0, 1.0)
    d, p = paired_difference([1.0] * 50)  # every game one turn longer: certain
    assert d.value == 1.0 and p == 0.0


def test_holm_is_stricter_than_one_test_at_a_time():
    assert holm([0.01, 0.04, 0.03, 0.5]) == [True, False, False, False]
    assert holm([0.001, 0.002]) == [True, True]


def test_wins_ties_and_balance_by_hand():
    results = [result(0, [0]), result(1, [0]), result(2, [1]), result(3, [0, 2])]
    s = summary(results)
    assert s.wins_by_seat == [3, 1, 1] and s.ties == 1 and s.games == 4
    assert s.get("seat.1.win").value == 0.75 and s.get("seat.2.win").value == 0.25
    assert s.get("tie").value == 0.25
    # best seat 1 (75 %), worst seat 2 (25 %, the lower number of the two seats at 25 %)
    assert s.balance.value == pytest.approx(0.5)
    # first-seat advantage: seat 1's win minus the average seat's, game by game
    expected = [1 - 1 / 3, 1 - 1 / 3, 0 - 1 / 3, 1 - 2 / 3]
    assert s.get("first_seat").value == pytest.approx(sum(expected) / 4)
    assert s.mean_turns == 10
    out = s.to_json()
    assert out["wins_by_seat"] == [3, 1, 1] and out["ties"] == 1 and out["mean_turns"] == 10
    assert out["win_rate_by_seat"][0]["value"] == 0.75


def test_wins_by_bot_level_count_each_seat_of_that_level():
    # seats: easy, hard, easy
    results = [result(0, [1]), result(1, [0]), result(2, [2]), result(3, [1])]
    s = summary(results)
    assert s.get("level.hard.win").value == 0.5
    assert s.get("level.easy.win").value == pytest.approx((0 + 0.5 + 0.5 + 0) / 4)


def test_game_length_and_score_spread():
    s = summary([result(0, [0], turns=8, scores=(5, 1, 3)), result(1, [1], turns=12, scores=(0, 0, 0))])
    assert s.get("turns").value == 10 and s.get("moves").value == 20
    assert s.get("score_spread").value == 4  # the all-zero game has no scores to spread


def test_own_statistics_of_every_shape():
    results = [
        result(0, [0], stats={"showdown": True, "lawyers_used": 2, "caught_by": "police", "rounds": 3,
                              "points": {"melds": 10, "foils": 2}, "per_seat": [1, 2, 3]}),
        result(1, [1], stats={"showdown": False, "lawyers_used": 0, "caught_by": "loot", "rounds": 5,
                              "points": {"melds": 20, "foils": 0}, "per_seat": [0, 0, 0]}),
        result(2, [2], stats={"showdown": False, "lawyers_used": 1, "caught_by": None, "rounds": 4,
                              "points": {"melds": 0, "foils": 1}, "per_seat": [1, 1, 1]}),
    ]
    s = summary(results)
    assert s.get("own.showdown").value == pytest.approx(1 / 3)
    assert s.get("own.lawyers_used").value == 1.0
    # a category is a share of the games that reported it (None: not measured in that game)
    assert s.get("own.caught_by=police").value == 0.5 and s.get("own.caught_by=police").n == 2
    assert s.get("own.points.melds").value == 10.0 and s.get("own.per_seat.3").value == pytest.approx(4 / 3)
    sections = dict((title, [st.metric.key for st in stats]) for title, stats in s.sections())
    assert "own.rounds" in sections["Game length"]  # a known length statistic sits with the length
    assert "own.showdown" in sections["Toy only"]
    labels = {st.metric.key: st.metric.label for st in s.stats}
    assert labels["own.lawyers_used"] == "Lawyers used" and labels["own.points.melds"] == "Points: melds"
    js = s.to_json()["game_stats"]
    assert js["caught_by"] == {"police": 0.5, "loot": 0.5} and js["lawyers_used"] == 1.0


def test_failed_games_are_gaps_not_losses():
    results = [result(0, [0]), GameResult(1, 1001, ("easy",) * 3, (), 3, 7, "error", (0, 0, 0), {}, "error",
                                          "KeyError: 'x'"),
               result(2, [1], reason="the turn limit was reached", gap="limit")]
    s = summary(results)
    assert s.get("seat.1.win").n == 2 and s.wins_by_seat == [1, 1, 0]
    assert [(g.index, g.kind) for g in s.gaps] == [(1, "error"), (2, "limit")]
    assert s.gaps[0].reason == "KeyError: 'x'"
    assert s.get("gap.error").value == pytest.approx(1 / 3)
    rows, metrics = metric_table(results, 3)
    assert rows[1]["turns"] is None and rows[1]["end=error"] == 1.0


def test_summary_table_has_sections_and_formatted_values():
    s = summary([result(0, [0]), result(1, [1])])
    table = s.table()
    assert table[0] == ("Who wins", "", "")
    assert ("Seat 1 wins", "50.0%", table[1][2]) == table[1]
    assert any(row[0].startswith("Balance") for row in table)
