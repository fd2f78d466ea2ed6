"""The runner: the same seed gives the same games whatever the number of processes; rule gaps replay."""

from __future__ import annotations

import json

import pytest

from game.engine.registry import available_games
from game.playtest.runner import Cancelled, Job, record_game, run, seat_levels, spec_ref


def test_seat_rotation_puts_every_level_in_every_seat():
    games = [seat_levels(("easy", "hard"), 3, i) for i in range(3)]
    assert games == [("easy", "hard", "easy"), ("easy", "easy", "hard"), ("hard", "easy", "easy")]
    for seat in range(3):
        assert sorted(g[seat] for g in games) == ["easy", "easy", "hard"]
    assert seat_levels(("normal",), 4, 7, rotate=False) == ("normal",) * 4


def test_spec_references_resolve_in_any_process(toy):
    assert spec_ref(toy) == "tests.engine.toy_game:SPEC"
    assert spec_ref("alarm") == "game.alarm.spec:SPEC"
    assert Job.make(toy, toy.standard(), 3).spec is toy
    with pytest.raises(ValueError, match="no computer player level 'normal'"):
        run(Job.make(toy, toy.standard(), 3), 5, 1)


def test_results_do_not_depend_on_the_number_of_processes(toy):
    job = Job.make(toy, toy.standard(), 3, seed=42, levels=("easy", "random"))
    one = run(job, 120, 1)
    two = run(job, 120, 2)
    assert one == two
    assert [r.index for r in one] == list(range(120))
    assert len({r.seed for r in one}) == 120
    assert run(Job.make(toy, toy.standard(), 3, seed=43, levels=("easy", "random")), 120, 1) != one


def test_paired_jobs_share_seeds_and_seats(toy):
    three = toy.standard().with_params(toy.schema, "three", hand_size=3, copies=3)
    a, b = run([Job.make(toy, toy.standard(), 4, 9, ("easy",)), Job.make(toy, three, 4, 9, ("easy",))], 30, 2)
    assert [(r.seed, r.levels) for r in a] == [(r.seed, r.levels) for r in b]


def test_progress_is_reported_and_cancel_stops_the_run(toy):
    job = Job.make(toy, toy.standard(), 3, levels=("easy",))
    seen = []
    run(job, 50, 1, progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (50, 50) and len(seen) == 50
    with pytest.raises(Cancelled):
        run(job, 500, 2, should_stop=lambda: True)


def test_rule_gaps_are_found_and_replay_from_their_record(toy, tmp_path, capsys):
    from game.commands.main import main
    from game.engine.match import Match
    from tests.playtest.gap_game import SPEC as GAPPY

    job = Job.make(GAPPY, GAPPY.standard(), 3, seed=3, levels=("easy",))
    results = run(job, 60, 2)
    limits = [r for r in results if r.gap == "limit"]
    errors = [r for r in results if r.gap == "error"]
    assert limits and errors, "the gap game should show both kinds in 60 games"
    assert errors[0].error.startswith("KeyError") and "gap_game.py" in errors[0].error
    assert limits[0].end_reason == "the turn limit was reached" and limits[0].winners == (0,)

    record, error = record_game(job, errors[0].index)
    assert error.startswith("KeyError")
    assert len(record.actions) == errors[0].actions  # every move before the failing one
    record, error = record_game(job, limits[0].index)
    assert error is None and Match.from_record(GAPPY, record).state.end_reason == "the turn limit was reached"

    from game.playtest.gaps import write_gaps
    files = write_gaps(job, results, tmp_path)
    gaps = sorted(r.index for r in limits + errors)
    assert sorted(files) == gaps[:20]  # at most 20 files per run
    saved = json.loads(open(files[errors[0].index]).read())
    assert errors[0].index < gaps[20] and saved["summary"]["rule_gap"] == "error"
    assert saved["record"]["seed"] == errors[0].seed
    assert main(["replay", files[limits[0].index], "--headless"]) == 0
    assert "turn limit" in capsys.readouterr().out


def test_chunk_planner_covers_every_game_once_and_adapts():
    from game.playtest.runner import ChunkPlanner

    planner = ChunkPlanner(2, 1000, workers=2, target=0.25)
    seen = {0: [], 1: []}
    sizes = []
    while (task := planner.take()) is not None:
        j, start, stop = task
        seen[j].extend(range(start, stop))
        sizes.append(stop - start)
        planner.learn(stop - start, (stop - start) * 0.001)  # 1 ms a game
    assert seen[0] == list(range(1000)) and seen[1] == list(range(1000))
    assert sizes[0] == 2 and max(sizes) > 50 and sizes[-1] <= 2  # learn the pace, small at the end
    slow = ChunkPlanner(1, 1000, workers=2, target=0.25)
    slow.learn(2, 1.0)  # half a second a game: one at a time
    _, start, stop = slow.take()
    assert stop - start == 1


@pytest.mark.parametrize("game", available_games() or ["none"])
def test_every_real_game_gives_the_same_games_with_one_or_two_processes(game):
    """Each engine on main: bots and rules are deterministic, whatever the number of processes."""
    if game == "none":
        pytest.skip("no game engine in this build yet")
    from game.engine.registry import get_spec
    from game.playtest.session import default_bots, default_players
    from game.playtest.stats import summarize

    spec = get_spec(game)
    variant = spec.standard()
    job = Job.make(spec, variant, default_players(spec, variant), 3, ("random", *default_bots(spec)))
    one = run(job, 8, 1)
    assert one == run(job, 8, 2)
    assert not [r.error for r in one if r.gap == "error"]
    s = summarize(one, game=game, title=spec.title, variant="standard", players=job.players, seed=3,
                  bots=job.levels)
    assert s.games == 8 and len(s.wins_by_seat) == job.players and s.get("turns").value > 0
