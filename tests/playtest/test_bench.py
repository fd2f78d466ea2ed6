"""``python -m game bench``: the figures playtesters wait for, the flat Alarm! loop it measures the engine by."""

from __future__ import annotations

import json
import statistics

import pytest

from game.commands.main import main


def test_the_flat_loop_plays_the_same_alarm_as_the_engine():
    """Random games through the engine and through the flat loop: the same length and moves, within noise."""
    from game.commands import bench_alarm_loop as flat
    from game.engine.bots import RandomBot
    from game.engine.registry import get_spec
    from game.engine.rng import derive_seed
    from game.engine.runner import play_out

    n = 1500
    loop = [flat.play(4, derive_seed(31, i)) for i in range(n)]
    spec = get_spec("alarm")
    engine = []
    for i in range(n):
        seed = derive_seed(32, i)
        state = spec.new_game(spec.standard(), 4, seed)
        moves = play_out(state, [RandomBot(s, seed) for s in range(4)])
        engine.append((state.winners[0], state.turn, moves))
    for k in (1, 2):  # turns, moves
        a, b = [g[k] for g in loop], [g[k] for g in engine]
        se = (statistics.variance(a) / n + statistics.variance(b) / n) ** 0.5
        assert abs(statistics.mean(a) - statistics.mean(b)) < 4 * se, (k, statistics.mean(a), statistics.mean(b))
    for seat in range(4):  # a random first player: every seat wins about a quarter
        assert abs(sum(1 for g in loop if g[0] == seat) / n - 0.25) < 0.05


def test_a_bench_of_chosen_figures_with_a_baseline(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("CAPER_NIGHT_HOME", str(tmp_path))
    before = tmp_path / "before.json"
    assert main(["bench", "--figures", "levels,ratio", "--only", "alarm", "--levels", "random,easy",
                 "--seconds", "0.2", "--json", str(before)]) == 0
    report = json.loads(before.read_text())
    assert set(report["levels"]["alarm"]) == {"random", "easy"}
    assert report["levels"]["alarm"]["easy"]["games"] >= 1 and report["ratio"]["ratio"] > 1
    assert "ab" not in report and "ui" not in report and "alarm" not in report  # only what was asked for
    pace = json.loads((tmp_path / "data" / "pace.json").read_text())  # kept for the Lab's forecasts
    assert pace["alarm"]["easy"]["4"]["source"] == "bench"
    capsys.readouterr()
    assert main(["bench", "--figures", "ratio", "--only", "alarm", "--seconds", "0.2",
                 "--baseline", str(before)]) == 0
    out = capsys.readouterr().out
    assert "before" in out and "now/before" in out and "Engine vs flat Alarm! loop" in out


@pytest.mark.parametrize("args, words", [
    (["--figures", "speed"], "unknown figure 'speed'"),
    (["--levels", "genius"], "--levels: choose from"),
    (["--only", "chess"], "unknown game 'chess'"),
    (["--baseline", "/no/such/file.json"], "--baseline /no/such/file.json: cannot read it"),
    (["--json", "/no/such/folder/x.json"], "there is no folder"),
])
def test_bench_mistakes_are_one_line(capsys, args, words):
    assert main(["bench", *args]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_the_ab_figure_runs_compare_as_a_playtester_would(tmp_path, monkeypatch):
    from game.commands.bench import ab_wall_time

    fig = ab_wall_time("alarm", games=6, jobs=2)
    assert fig["variants"] == ["standard", "informant"] and fig["games"] == 6 and fig["jobs"] == 2
    assert fig["wall_s"] >= fig["play_s"] > 0
