"""The same job on a (local) Dask cluster gives the same results as a local run."""

from __future__ import annotations

import pytest

from game.playtest.runner import Job, run

distributed = pytest.importorskip("dask.distributed")


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False, protocol="tcp://",
                                  dashboard_address=None) as c:
        yield c


def test_dask_results_equal_the_local_run(toy, cluster):
    from game.playtest.cluster import run_dask

    three = toy.standard().with_params(toy.schema, "three", hand_size=3, copies=3)
    jobs = [Job.make(toy, toy.standard(), 3, 11, ("easy", "random")), Job.make(toy, three, 3, 11, ("easy", "random"))]
    seen = []
    remote = run_dask(jobs, 90, cluster.scheduler_address, progress=lambda d, t: seen.append((d, t)))
    assert remote == run(jobs, 90, 1)
    assert seen[-1] == (180, 180)


def test_the_command_line_runs_on_dask(toy, cluster, tmp_path):
    import json

    from game.commands.main import main

    outs = []
    for extra in (["--dask", cluster.scheduler_address], ["--jobs", "1"]):
        out = tmp_path / "x.json"
        assert main(["simulate", "toy", "--players", "3", "--games", "40", "--bots", "easy", "--json", str(out),
                     "--no-progress", *extra]) == 0
        data = json.loads(out.read_text())
        data.pop("run")
        outs.append(data)
    assert outs[0] == outs[1]


def test_an_unreachable_scheduler_is_one_line(toy, capsys, monkeypatch):
    from game.commands.main import main
    from game.playtest import cluster

    monkeypatch.setattr(cluster, "CONNECT_TIMEOUT", "1s")
    assert main(["simulate", "toy", "--bots", "easy", "--games", "5", "--dask", "tcp://127.0.0.1:9"]) == 2
    err = capsys.readouterr().err
    assert "cannot reach the Dask scheduler at tcp://127.0.0.1:9" in err and err.count("\n") == 1
