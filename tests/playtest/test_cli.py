"""``simulate`` and ``compare`` from the command line: outputs, and mistakes that exit with status 2."""

from __future__ import annotations

import csv
import json

import pytest

from game.commands.main import main


def test_simulate_writes_json_and_csv(toy, tmp_path, capsys):
    out, table = tmp_path / "s.json", tmp_path / "s.csv"
    code = main(["simulate", "toy", "--players", "3", "--games", "60", "--seed", "7", "--bots", "easy,random",
                 "--jobs", "2", "--json", str(out), "--csv", str(table), "--no-progress"])
    assert code == 0
    text = capsys.readouterr().out
    assert "Toy · standard · 3 players · 60 games · seed 7 · bots easy,random" in text
    assert "Seat 1 wins" in text and "95% interval" in text
    data = json.loads(out.read_text())
    for key in ("game", "variant", "players", "games", "seed", "wins_by_seat", "ties", "mean_turns",
                "balance", "first_seat_advantage", "win_rate_by_level", "game_stats", "statistics"):
        assert key in data, key
    assert data["game"] == "toy" and data["players"] == 3 and len(data["wins_by_seat"]) == 3
    rows = list(csv.DictReader(table.open()))
    assert {"seat.1.win", "turns", "balance"} <= {r["key"] for r in rows}


def test_simulate_json_does_not_depend_on_jobs(toy, tmp_path):
    results = []
    for jobs in ("1", "2"):
        out = tmp_path / f"j{jobs}.json"
        assert main(["simulate", "toy", "--players", "3", "--games", "80", "--bots", "easy", "--jobs", jobs,
                     "--json", str(out), "--no-progress"]) == 0
        data = json.loads(out.read_text())
        data.pop("run")
        results.append(data)
    assert results[0] == results[1]


def test_compare_prints_a_verdict_and_a_report(toy, tmp_path, capsys):
    pytest.importorskip("matplotlib")
    report, games = tmp_path / "report.html", tmp_path / "games.csv"
    code = main(["compare", "toy", "standard", "three_cards", "--players", "3", "--games", "100", "--bots", "easy",
                 "--report", str(report), "--games-csv", str(games), "--json", str(tmp_path / "c.json"),
                 "--no-progress"])
    assert code == 0
    text = capsys.readouterr().out
    assert "A: standard" in text and "B: three_cards" in text and "Verdict:" in text
    page = report.read_text()
    assert page.count("data:image/png;base64,") == 3 and "Verdict" in page
    assert len(list(csv.reader(games.open()))) == 1 + 200
    data = json.loads((tmp_path / "c.json").read_text())
    assert data["variant_a"] == "standard" and data["variant_b"] == "three_cards" and data["verdict"]
    assert data["a"]["wins_by_seat"] and "turns" in data["differences"]


def test_markdown_report_has_charts_beside_it(toy, tmp_path):
    pytest.importorskip("matplotlib")
    report = tmp_path / "r.md"
    assert main(["simulate", "toy", "--players", "3", "--games", "30", "--bots", "easy", "--report", str(report),
                 "--no-progress"]) == 0
    assert "![Win rate by seat](r-win-rates.png)" in report.read_text()
    assert (tmp_path / "r-win-rates.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.parametrize("args, message", [
    (["simulate", "toy", "--players", "9"], "Toy is for 2 to 4 players"),
    (["simulate", "toy", "--bots", "genius"], "no computer player level 'genius'"),
    (["simulate", "toy", "--games", "0", "--bots", "easy"], "at least one game"),
    (["simulate", "toy", "--variant", "nosuch"], "no toy variant called 'nosuch'"),
    (["simulate", "nosuch"], "unknown game 'nosuch'"),
    (["simulate", "toy", "--bots", "easy", "--report", "x.pdf"], "must end in .html or .md"),
])
def test_mistakes_exit_with_status_2_and_one_line(toy, capsys, args, message):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_a_bad_variant_file_exits_with_status_2_and_one_line(toy, tmp_path, capsys):
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "bad"\ngame = "toy"\n[params]\nhand_size = 9\n')
    assert main(["simulate", "toy", "--variant", str(bad), "--bots", "easy"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "bad.toml" in err and "hand_size" in err and "from 1 to 3" in err
    bad.write_text("name = \n")
    assert main(["compare", "toy", "standard", str(bad), "--bots", "easy"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not valid TOML" in err


def test_the_real_command_line_exits_2_on_a_bad_variant_file(tmp_path):
    """In a process of its own: status 2, one line on stderr, nothing on stdout, no traceback."""
    import subprocess
    import sys
    from pathlib import Path

    bad = tmp_path / "bad.toml"
    bad.write_text("this is not toml ===\n")
    code = ("import sys; from game.engine import registry; registry.GAME_MODULES['toy'] = 'tests.engine.toy_game'; "
            "from game.__main__ import main; sys.exit(main())")
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code, "simulate", "toy", "--variant", str(bad), "--bots", "easy"],
                         capture_output=True, text=True, timeout=60, cwd=root)
    assert out.returncode == 2, out.stderr
    assert out.stderr.count("\n") == 1 and "bad.toml" in out.stderr and out.stdout == ""


def test_a_game_missing_from_this_build_is_one_line(monkeypatch, capsys):
    from game.engine import registry
    monkeypatch.setitem(registry.GAME_MODULES, "ghost", "game.ghost.spec")
    monkeypatch.setitem(registry.TITLES, "ghost", "Ghost")
    assert main(["simulate", "ghost"]) == 2
    assert "Ghost is not part of this build" in capsys.readouterr().err


def test_games_csv_has_each_column_once(toy, tmp_path):
    games = tmp_path / "games.csv"
    assert main(["simulate", "gappy", "--players", "3", "--games", "30", "--bots", "easy", "--games-csv", str(games),
                 "--no-progress", "--gaps", str(tmp_path)]) == 0
    head = next(csv.reader(games.open()))
    assert len(head) == len(set(head)), head
    assert {"turns", "end_reason", "decided_at", "lead_changes", "drama", "pile"} <= set(head)


@pytest.mark.parametrize("option", ["--json", "--csv", "--games-csv", "--report"])
def test_an_output_into_a_missing_folder_is_refused_before_playing(toy, tmp_path, capsys, option):
    target = tmp_path / "no-such-folder" / ("out.html" if option == "--report" else "out.txt")
    assert main(["simulate", "toy", "--bots", "easy", "--games", "5", option, str(target), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert f"{option} {target}: there is no folder" in err and err.count("\n") == 1
    assert not target.parent.exists()


def test_rule_gap_files_of_a_later_run_never_replace_earlier_ones(toy, tmp_path, monkeypatch):
    from game.playtest import session

    args = ["simulate", "gappy", "--players", "3", "--games", "40", "--bots", "easy", "--no-progress",
            "--gaps", str(tmp_path)]
    monkeypatch.setattr(session, "run_stamp", lambda: "20260101-120000")
    assert main(args) == 0
    first = {p.name: p.read_bytes() for p in tmp_path.glob("*.json")}
    assert first and all("seed1" in name and "20260101-120000" in name for name in first)
    assert main(args) == 0  # the same second: the names are taken, so new ones are found
    assert main([*args[:-2], "--seed", "2", "--gaps", str(tmp_path)]) == 0
    after = {p.name: p.read_bytes() for p in tmp_path.glob("*.json")}
    assert all(after[name] == data for name, data in first.items())
    assert len(after) >= 2 * len(first) + 1
