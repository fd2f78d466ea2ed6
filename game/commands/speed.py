"""``python -m game.commands.speed [GAME] [--games N]``: the simulator's own overhead, measured.

Two figures (the playtest budget): games per second with two worker
processes against one (the runner should add so little that two cores give
at least 1.7 times one core), and what the command line's progress bar (rich,
drawn as on a terminal) costs (under 5 %).
Each setting is timed a few times, alternating, and the best time is kept,
so a busy moment of the machine does not decide the result. Times include
starting the worker processes, as a real run does. Plain busy loops in one
and two processes are timed alongside, because a shared or hyper-threaded
machine may not give two full cores: ``speedup_vs_machine`` is the runner's
speed-up as a share of what the machine gave at that moment.
"""

from __future__ import annotations

import argparse
import io
import json
import time
from typing import Any

from game.commands.console import ProgressBar
from game.playtest.runner import Job, run
from game.playtest.session import default_bots, default_players


def _cpu() -> float:
    """CPU seconds of this process and of its finished children (the pool's workers)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows: this process only
        return time.process_time()
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def _spin(n: int) -> int:
    """Pure-Python busy work: what two perfectly parallel processes can do on this machine."""
    total = 0
    for i in range(n):
        total += i * i % 7
    return total


def _machine(n: int, processes: int) -> None:
    import multiprocessing

    if processes == 1:
        for _ in range(2):
            _spin(n)
        return
    with multiprocessing.get_context().Pool(2) as pool:
        pool.map(_spin, [n, n])


def _timed(fn) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of ``fn()``."""
    c0, t0 = _cpu(), time.perf_counter()
    fn()
    return time.perf_counter() - t0, _cpu() - c0


def measure(game: str, games: int, repeats: int = 3, bots: tuple[str, ...] | None = None) -> dict[str, Any]:
    from game.playtest.runner import resolve_spec, spec_ref

    spec = resolve_spec(spec_ref(game))
    variant = spec.standard()
    job = Job.make(spec, variant, default_players(spec, variant), 1, bots or default_bots(spec))
    run(job, min(games, 20), 1)  # warm up: imports, caches

    def bar() -> ProgressBar:
        return ProgressBar(games, stream=io.StringIO(), force=True)

    times: dict[str, float] = {}
    cpu: dict[str, float] = {}
    spin = 3_000_000
    settings = {
        "machine1": lambda: _machine(spin, 1),
        "machine2": lambda: _machine(spin, 2),
        "jobs1": lambda: run(job, games, 1),
        "jobs2": lambda: run(job, games, 2),
        "jobs1_progress": lambda: run(job, games, 1, progress=bar()),
        "jobs2_progress": lambda: run(job, games, 2, progress=bar()),
    }
    for _ in range(repeats):  # alternate the settings, keep each one's best
        for name, fn in settings.items():
            wall, used = _timed(fn)
            times[name] = min(times.get(name, float("inf")), wall)
            cpu[name] = min(cpu.get(name, float("inf")), used)
    machine = times["machine1"] / times["machine2"]
    rate = {k: games / v for k, v in times.items() if not k.startswith("machine")}
    try:
        load = [round(x, 2) for x in __import__("os").getloadavg()]
    except (AttributeError, OSError):  # pragma: no cover
        load = None
    # the progress bar's own cost, timed directly: one call per game played in this process
    bar_ = ProgressBar(10**9, stream=io.StringIO(), force=True)
    calls = 200_000
    t0 = time.perf_counter()
    for i in range(calls):
        bar_(i, 10**9)
    per_call = (time.perf_counter() - t0) / calls
    per_game = times["jobs1"] / games
    return {
        "game": spec.id, "games": games, "bots": list(job.levels), "players": job.players,
        "load_average": load,
        "games_per_s": {k: round(v, 1) for k, v in rate.items()},
        "cpu_s_per_1000_games": {k: round(v / games * 1000, 3) for k, v in cpu.items()
                                 if not k.startswith("machine")},
        "speedup_2_jobs": round(rate["jobs2"] / rate["jobs1"], 3),
        # the same measured on plain busy loops: what this machine allows at this moment
        "machine_speedup_2_processes": round(machine, 3),
        "speedup_vs_machine": round(rate["jobs2"] / rate["jobs1"] / machine, 3),
        # what two free cores would give: the work split in two, plus everything that does not split
        "cpu_efficiency_2_jobs": round(cpu["jobs1"] / cpu["jobs2"], 3),
        "progress_call_us": round(per_call * 1e6, 3),
        "progress_share_of_a_game": round(per_call / per_game, 5),
        "progress_overhead_1_job": round(times["jobs1_progress"] / times["jobs1"] - 1, 4),
        "progress_overhead_2_jobs": round(times["jobs2_progress"] / times["jobs2"] - 1, 4),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.commands.speed", description=__doc__.splitlines()[0])
    p.add_argument("game", nargs="?", default="alarm")
    p.add_argument("--games", type=int, default=2000)
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--bots", default=None)
    args = p.parse_args(argv)
    bots = tuple(args.bots.split(",")) if args.bots else None
    print(json.dumps(measure(args.game, args.games, args.repeats, bots), indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
