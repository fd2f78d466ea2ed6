"""Game-quality measures: from the scores after each turn (the engine's ``scores()``), the same for every game."""

from __future__ import annotations

import pytest

from game.playtest.quality import decided_at, drama, lead_changes, leader, measures
from game.playtest.runner import Job, _play, play_one, run


def test_the_leader_is_the_one_seat_in_front():
    assert leader([3, 5, 1]) == 1
    assert leader([5, 5, 1]) is None  # level at the top: nobody leads
    assert leader([]) is None


def test_lead_changes_count_handovers_and_not_ties():
    turns = [[1, 0], [1, 1], [1, 2], [3, 2], [3, 3], [3, 4]]  # 0 leads, tie, 1, 0, tie, 1
    assert lead_changes(turns) == 3
    assert lead_changes([[1, 0], [2, 2], [3, 1]]) == 0  # a tie in between is not a change


def test_decided_at_is_the_share_of_the_game_before_the_winner_leads_for_good():
    turns = [[1, 0], [0, 1], [0, 2], [0, 3]]
    assert decided_at(turns, 1) == pytest.approx(0.25)  # behind after turn 1, in front from then on
    assert decided_at(turns, 0) == 1.0  # never in front at the end
    assert decided_at([[0, 5], [0, 6]], 1) == 0.0  # in front from the first turn


def test_drama_is_the_winners_deficit_as_a_share_of_the_spread():
    turns = [[4, 0, 2], [4, 4, 0], [0, 9, 1]]  # winner 1: last, level, (final scores are left out)
    assert drama(turns, 1) == pytest.approx((1.0 + 0.0) / 2)
    assert drama([[1, 2], [3, 4]], 1) == 0.0


def test_measures_need_one_winner_for_decisiveness_and_drama():
    assert measures([[1, 1], [2, 1]], (0,))["decided_at"] == 0.5
    shared = measures([[1, 1], [2, 2]], (0, 1))
    assert shared["decided_at"] is None and shared["drama"] is None and shared["lead_changes"] == 0.0


def test_the_runner_reads_the_scores_after_every_turn(toy, monkeypatch):
    """One snapshot per turn (whenever state.turn moves on) plus the final scores, all from state.scores()."""
    job = Job.make(toy, toy.standard(), 3, 5, ("random",))
    snapshots: list = []
    state, moves, error = _play(job, 0, scores=snapshots)
    assert error is None and snapshots[-1] == tuple(state.scores())
    assert play_one(job, 0).quality == measures(snapshots, tuple(state.winners))

    # a score that is the turn number shows exactly when the runner looks: once as each new turn begins
    monkeypatch.setattr(type(state), "scores", lambda self: [float(self.turn)] + [0.0] * (self.num_players - 1))
    turns: list = []
    state, _, _ = _play(job, 0, scores=turns)
    assert [t[0] for t in turns] == [*range(2, state.turn + 1), state.turn]


def test_quality_shows_in_the_summary_and_the_json(toy):
    from game.playtest.stats import QUALITY, summarize

    job = Job.make(toy, toy.standard(), 3, 5, ("easy", "random"))
    results = run(job, 60, 1)
    s = summarize(results, game="toy", title="Toy", variant="standard", players=3, seed=5, bots=job.levels)
    keys = {st.metric.key for st in s.stats if st.metric.section == QUALITY}
    assert {"draw", "decided_at", "lead_changes", "drama", "turns_spread", "seat.1.advantage",
            "seat.3.advantage"} <= keys
    quality = s.to_json()["quality"]
    assert len(quality["seat_advantage"]) == 3
    assert sum(e["value"] for e in quality["seat_advantage"]) == pytest.approx(0.0, abs=1e-9)
    assert quality["median_turns"]["low"] <= quality["median_turns"]["value"] <= quality["median_turns"]["high"]
    wins = [1.0 if 0 in r.winners else 0.0 for r in results]
    assert s.get("seat.1.advantage").value == pytest.approx(s.get("first_seat").value)
    assert s.get("seat.1.win").value == pytest.approx(sum(wins) / len(wins))


def test_a_comparison_tests_whole_run_figures_without_pairing(toy):
    from game.playtest.compare import compare

    three = toy.standard().with_params(toy.schema, "three", hand_size=3, copies=3)
    a, b = run([Job.make(toy, toy.standard(), 3, 2, ("easy",)), Job.make(toy, three, 3, 2, ("easy",))], 200, 1)
    c = compare(a, b, game="toy", title="Toy", variant_a="standard", variant_b="three", players=3, seed=2,
                bots=("easy",))
    rows = {d.metric.key: d for d in c.rows}
    median = rows["median_turns"]
    assert median.diff.value == pytest.approx(median.b.value - median.a.value)
    assert median.diff.low < median.diff.value < median.diff.high or median.diff.low == median.diff.high
    assert rows["turns"].significant  # three cards each make games longer, clearly


def test_a_run_of_turns_sharing_one_tuple_of_scores_measures_as_equal_copies_do(toy):
    """The simulator hands on the very tuple of scores while a turn scores nothing, and the measures work a
    standing out once for such a run: the same figures as for equal copies, turn by turn."""
    runs = [(1.0, 1.0, 0.0)] * 3 + [(1.0, 3.0, 0.0)] * 4 + [(2.0, 3.0, 5.0)] * 2 + [(6.0, 3.0, 5.0)]
    copies = [tuple(list(s)) for s in runs]
    assert runs[0] is runs[1] and copies[0] is not copies[1]
    for winners in ((0,), (2,), (0, 1)):
        assert measures(runs, winners) == measures(copies, winners)
        assert measures(runs, winners)["lead_changes"] == lead_changes(copies)
    one = measures(runs, (0,))
    assert one["drama"] == drama(copies, 0) and one["decided_at"] == decided_at(copies, 0)
    job = Job.make(toy, toy.standard(), 3, 5, ("random",))
    kept: list = []
    state, _, _ = _play(job, 1, scores=kept)
    assert play_one(job, 1).quality == measures(kept, tuple(state.winners))
