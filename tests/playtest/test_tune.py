"""The tuner: paired games across a rule's values, rounds that drop clear losers, a recommendation or a no."""

from __future__ import annotations

import json

import pytest

from game.commands.main import main
from game.playtest.tune import Condition, Goal, parse_goal, parse_values, suggested_values, target, tune


def _param(toy, key):
    return toy.schema.get(key)


def _base(toy):
    """Three copies of each card, so that every hand size from 1 to 3 is allowed."""
    return toy.standard().with_params(toy.schema, "copies", copies=3)


def test_values_are_lists_or_ranges_checked_by_the_rules_schema(toy):
    assert parse_values(_param(toy, "hand_size"), "1:3:1") == [1, 2, 3]
    assert parse_values(_param(toy, "hand_size"), "3, 1,3") == [3, 1]
    assert parse_values(_param(toy, "eliminate_on_match"), "yes,false") == [True, False]
    with pytest.raises(ValueError, match="hand_size = 9: must be a whole number from 1 to 3"):
        parse_values(_param(toy, "hand_size"), "1,9")
    with pytest.raises(ValueError, match="at least two different values"):
        parse_values(_param(toy, "hand_size"), "2,2")
    with pytest.raises(ValueError, match="FROM:TO:STEP"):
        parse_values(_param(toy, "hand_size"), "1:3")
    assert suggested_values(_param(toy, "eliminate_on_match"), True) == [False, True]
    assert suggested_values(_param(toy, "hand_size"), 2) == [1, 2, 3]


def test_goals_and_conditions():
    assert parse_goal(None, target("first-seat")) == Goal("target", 0.0)
    assert parse_goal("5%", target("first-seat")) == Goal("target", 0.05)
    assert parse_goal("max", target("median-length")) == Goal("max")
    with pytest.raises(ValueError, match="give a --goal for median-length"):
        parse_goal(None, target("median-length"))
    c = Condition.parse("median-length<=60")
    assert c.target.key == "median_turns" and c.op == "<=" and c.limit == 60
    with pytest.raises(ValueError, match="NAME<=NUMBER"):
        Condition.parse("median-length about 60")


def test_tuning_plays_paired_rounds_and_recommends_the_nearest(toy):
    seen = []
    t = tune(toy, _base(toy), "hand_size", [1, 2, 3], target("mean-length"), Goal("target", 0.0), 3,
             ("easy",), seed=5, games=30, max_games=120, workers=1, progress=lambda d, n: seen.append((d, n)))
    by_value = {r.value: r for r in t.rows}
    # every value played the same deals: game i has one seed whatever the value
    assert [g.seed for g in by_value[1].results[:30]] == [g.seed for g in by_value[3].results[:30]]
    running = [r for r in t.rows if not r.dropped]
    assert t.best is min(running, key=lambda r: r.estimate.value) and not t.reached  # never zero turns
    assert "No value reaches the goal" in t.verdict() and f"hand_size = {t.best.label}" in t.verdict()
    dropped = [r for r in t.rows if r.dropped]
    assert dropped, "the longest games are clearly farther from zero turns after the first round"
    for r in dropped:  # dropped after the round that showed it, and played no more games
        assert r.dropped == f"dropped after {r.games} games: clearly worse than {t.best.label}"
        assert r.estimate.low > t.best.estimate.high or r.estimate.high < t.best.estimate.low
    assert len(t.best.results) > min(r.games for r in dropped)  # the undecided went on
    assert t.rounds[0][0] == 30 and t.rounds[-1][1] == [r.label for r in running]
    assert seen[-1][0] == seen[-1][1]


def test_tuning_is_the_same_whatever_the_number_of_processes(toy):
    args = (toy, _base(toy), "hand_size", [1, 2, 3], target("first-seat"), None, 3, ("easy", "random"))
    one = tune(*args, seed=9, games=20, max_games=80, workers=1)
    two = tune(*args, seed=9, games=20, max_games=80, workers=2)
    assert one.to_json() | {"run": None} == two.to_json() | {"run": None}
    assert [r.results for r in one.rows] == [r.results for r in two.rows]


def test_a_condition_keeps_its_values_out(toy):
    t = tune(toy, _base(toy), "hand_size", [1, 2, 3], target("first-seat"), None, 3, ("easy",), seed=2,
             games=40, max_games=40, conditions=[Condition.parse("mean-length>=1000")], workers=1)
    assert t.best is None and "nothing to recommend" in t.verdict()


def test_the_command_line_tunes_and_reports(toy, tmp_path, capsys):
    pytest.importorskip("matplotlib")
    out, report = tmp_path / "t.json", tmp_path / "t.md"
    assert main(["tune", "toy", "hand_size", "--variant", "three_cards", "--values", "1:3:1", "--target",
                 "mean-length", "--goal", "6",
                 "--players", "3", "--bots", "easy", "--games", "20", "--max-games", "40", "--json", str(out),
                 "--report", str(report), "--no-progress"]) == 0
    text = capsys.readouterr().out
    assert "tuning hand_size from three_cards" in text and ("Recommended" in text or "No value reaches" in text)
    data = json.loads(out.read_text())
    assert data["parameter"] == "hand_size" and len(data["values"]) == 3 and data["verdict"]
    assert (tmp_path / "t-tune.png").read_bytes()[:4] == b"\x89PNG"
    assert "![" in report.read_text()


@pytest.mark.parametrize("args, words", [
    (["nosuch", "--values", "1,2", "--target", "first-seat"], "Toy has no rule 'nosuch'"),
    (["hand_size", "--values", "1,7", "--target", "first-seat"], "hand_size = 7: must be"),
    (["hand_size", "--values", "1,2", "--target", "median-length"], "give a --goal for median-length"),
    (["hand_size", "--values", "1,2", "--target", "first-seat", "--goal", "lots"], "'lots' is not a number"),
    (["hand_size", "--values", "1,2", "--target", "sparkle", "--goal", "1", "--games", "4"],
     "Toy has no statistic 'sparkle'"),
    (["hand_size", "--values", "1,2", "--target", "first-seat", "--dask", "nonsense"], "not a Dask scheduler"),
    (["hand_size", "--values", "1,2", "--target", "first-seat", "--where", "lenght<=9", "--games", "4"],
     "Toy has no statistic 'lenght'"),
    (["hand_size", "--values", "1,2", "--target", "first-seat", "--where", "length about 9"], "NAME<=NUMBER"),
])
def test_tuning_mistakes_are_one_line(toy, capsys, args, words):
    assert main(["tune", "toy", *args, "--players", "3", "--bots", "easy", "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1, err
