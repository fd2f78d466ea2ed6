"""Paired comparison: identical variants show no difference; a real change is found and worded."""

from __future__ import annotations

import pytest

from game.playtest.compare import compare
from game.playtest.runner import GameResult, Job, run

COMMON = dict(game="toy", title="Toy", players=3, seed=1, bots=("easy",))


def test_two_identical_variants_differ_in_nothing(toy):
    twin = toy.standard().with_params(toy.schema, "twin")  # another name, the same rules
    a, b = run([Job.make(toy, toy.standard(), 3, 5, ("easy", "random")),
                Job.make(toy, twin, 3, 5, ("easy", "random"))], 200, 2)
    c = compare(a, b, variant_a="standard", variant_b="twin", **COMMON)
    assert not c.significant()
    assert all(d.diff.value == 0 for d in c.rows)
    assert c.verdict()[0].startswith("No statistic changed significantly over 200 paired games")
    assert c.a.wins_by_seat == c.b.wins_by_seat


def test_a_real_rule_change_is_significant_and_explained(toy):
    three = toy.standard().with_params(toy.schema, "three", hand_size=3, copies=3)
    a, b = run([Job.make(toy, toy.standard(), 3, 5, ("easy",)), Job.make(toy, three, 3, 5, ("easy",))], 300, 2)
    c = compare(a, b, variant_a="standard", variant_b="three", **COMMON)
    changed = {d.metric.key for d in c.significant()}
    assert "turns" in changed
    turns = next(d for d in c.rows if d.metric.key == "turns")
    assert turns.diff.value == pytest.approx(c.b.get("turns").value - c.a.get("turns").value)
    assert turns.diff.low < turns.diff.value < turns.diff.high
    verdict = c.verdict()
    assert "changed significantly over 300 paired games" in verdict[0]
    assert any(line.startswith("Turns: higher under B") for line in verdict[1:])
    js = c.to_json()
    assert js["differences"]["turns"]["significant"] is True and js["verdict"] == verdict
    assert any(row[0] == "Balance (1 − largest seat gap)" for row in c.table())


def test_a_category_seen_only_under_b_counts_as_zero_under_a():
    def r(i, reason):
        return GameResult(i, i, ("easy",) * 3, (0,), 5, 5, reason, (0, 0, 0), {}, None, None)
    a = [r(i, "all cards played") for i in range(20)]
    b = [r(i, "all cards played" if i % 2 else "the turn limit was reached") for i in range(20)]
    c = compare(a, b, variant_a="a", variant_b="b", **COMMON)
    row = next(d for d in c.rows if d.metric.key == "end=the turn limit was reached")
    assert row.a.value == 0.0 and row.b.value == 0.5 and row.diff.value == 0.5


def test_unpaired_results_are_refused():
    def r(i, seed):
        return GameResult(i, seed, ("easy",) * 3, (0,), 5, 5, "x", (0, 0, 0), {}, None, None)
    with pytest.raises(ValueError, match="same seed"):
        compare([r(0, 1)], [r(0, 2)], variant_a="a", variant_b="b", **COMMON)
    with pytest.raises(ValueError, match="same number"):
        compare([r(0, 1)], [], variant_a="a", variant_b="b", **COMMON)
