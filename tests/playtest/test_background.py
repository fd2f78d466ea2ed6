"""The Lab's background process: progress through a queue, results at the end, cancel."""

from __future__ import annotations

import multiprocessing
import queue as queue_module
import time

from game.playtest.background import lab_main
from game.playtest.session import Plan


def _drain(q, proc, timeout=60):
    messages = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            msg = q.get(timeout=0.2)
        except queue_module.Empty:
            if not proc.is_alive():
                break
            continue
        messages.append(msg)
        if msg[0] in ("done", "cancelled", "error"):
            break
    proc.join(10)
    return messages


def test_a_comparison_runs_in_a_spawned_process(toy, tmp_path):
    ctx = multiprocessing.get_context("spawn")
    three = toy.standard().with_params(toy.schema, "three", hand_size=3, copies=3)
    plan = Plan("tests.engine.toy_game:SPEC", [toy.standard(), three], 3, 120, 4, ("easy",), workers=2)
    q, cancel = ctx.Queue(), ctx.Event()
    proc = ctx.Process(target=lab_main, args=(plan, q, cancel, str(tmp_path)))
    proc.start()
    messages = _drain(q, proc)
    kinds = [m[0] for m in messages]
    assert kinds[-1] == "done", messages[-1]
    assert "progress" in kinds and messages[-2][1:] == (240, 240)
    _, outcome, charts = messages[-1]
    assert outcome.comparison is not None and outcome.comparison.games == 120
    try:
        import matplotlib  # noqa: F401
        assert set(charts) == {"win_rates", "lengths", "differences"}
    except ImportError:
        assert charts == {}
    assert proc.exitcode == 0


def test_cancel_stops_the_background_run(toy):
    ctx = multiprocessing.get_context("spawn")
    plan = Plan("tests.engine.toy_game:SPEC", [toy.standard()], 3, 1_000_000, 4, ("easy",), workers=2)
    q, cancel = ctx.Queue(), ctx.Event()
    proc = ctx.Process(target=lab_main, args=(plan, q, cancel, None))
    proc.start()
    while True:
        msg = q.get(timeout=30)
        if msg[0] == "progress" and msg[1] > 0:
            break
    cancel.set()
    messages = _drain(q, proc, timeout=30)
    assert messages[-1] == ("cancelled",)
    assert proc.exitcode == 0
