"""A playtest in a background process, for the Lab: progress and results through a queue.

The Lab starts :func:`lab_main` in its own process (the ``spawn`` method, so
the child starts clean, without the window and sound of the app) and polls
the queue every frame; the app never waits for a game. Messages:

* ``("progress", done, total)`` at most ten times a second;
* ``("done", outcome, charts)``: the :class:`~game.playtest.session.Outcome`
  and a dict of PNG bytes (empty without matplotlib); for a tuning
  (:func:`tune_main`) the :class:`~game.playtest.tune.Tuning` and its chart;
* ``("cancelled",)`` or ``("error", message)``.

Cancel sets ``cancel`` (an event): the run stops between chunks of games and
its worker processes end. If that takes too long, the Lab terminates the
process, and the SIGTERM handler below still ends the workers.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

from game.playtest.runner import Cancelled, Tally
from game.playtest.session import Plan, conclude, play, remember_pace
from game.playtest.tune import TuneRequest

CHART_SIZE = (748, 404)  # the Lab's chart area, so charts are shown 1:1


def _on_sigterm(signum: int, frame: Any) -> None:
    raise SystemExit(143)  # unwinds through run(), whose ``finally`` ends the pool's workers


def _start(queue: Any):
    """What every background run does first: die cleanly on SIGTERM, load matplotlib meanwhile, yield to the
    window; returns the progress callback that reports through ``queue`` at most ten times a second."""
    signal.signal(signal.SIGTERM, _on_sigterm)
    from game.playtest.charts import preload
    # matplotlib takes seconds to import: do it while the workers play (this thread mostly waits)
    threading.Thread(target=preload, name="preload-charts", daemon=True).start()
    if hasattr(os, "nice"):
        try:
            os.nice(5)  # the family's game window comes first
        except OSError:
            pass
    last = 0.0

    def progress(done: int, total: int) -> None:
        nonlocal last
        now = time.perf_counter()
        if done >= total or now - last >= 0.1:
            last = now
            queue.put(("progress", done, total))

    return progress


def lab_main(plan: Plan, queue: Any, cancel: Any, gaps_folder: str | None = None,
             report_path: str | None = None, pace_path: str | None = None) -> None:
    """Play ``plan``, then send the outcome and charts (and write the HTML report, if a path is given)."""
    progress = _start(queue)
    try:
        start = time.perf_counter()
        tally = Tally()
        results = play(plan, progress=progress, should_stop=cancel.is_set, tally=tally)
        seconds = time.perf_counter() - start
        outcome = conclude(plan, results, Path(gaps_folder) if gaps_folder else None, seconds, tally.work_s)
        if plan.dask is None:
            remember_pace(plan, outcome, Path(pace_path) if pace_path else None)
        charts: dict[str, bytes] = {}
        try:
            from game.playtest.charts import ChartsUnavailable, charts_for
            from game.playtest.report import turns_of
            charts = charts_for(outcome.summaries, {n: turns_of(rs) for n, rs in outcome.named_results().items()},
                                outcome.comparison, CHART_SIZE, dark=True)
            if report_path:
                from game.playtest.report import write_report
                write_report(report_path, outcome.named_results(), outcome.summaries, outcome.comparison, charts)
        except ChartsUnavailable:
            charts = {}
        queue.put(("done", outcome, charts))
    except Cancelled:
        queue.put(("cancelled",))
    except SystemExit:
        raise
    except Exception as exc:  # noqa: BLE001 - report it to the Lab instead of dying silently
        queue.put(("error", f"{type(exc).__name__}: {exc}"))
    finally:
        sys.stdout.flush()


def tune_main(request: TuneRequest, queue: Any, cancel: Any, report_path: str | None = None,
              pace_path: str | None = None) -> None:
    """Run a tuning, then send it with its chart (and write the HTML report, if a path is given)."""
    progress = _start(queue)
    try:
        tally = Tally()
        tuning = request.run(progress=progress, should_stop=cancel.is_set, tally=tally)
        if request.dask is None and pace_path:
            from game.playtest.pace import PaceBook, learn
            book = PaceBook(Path(pace_path))
            learn(book, tuning.game, request.bots, request.players, sum(r.games for r in tuning.rows), tally.work_s)
            book.save()
        chart = b""
        try:
            from game.playtest.charts import ChartsUnavailable, tune_chart
            chart = tune_chart(tuning, CHART_SIZE, dark=True)
            if report_path:
                from game.playtest.report import write_tune_report
                write_tune_report(report_path, tuning, chart)
        except ChartsUnavailable:
            chart = b""
        queue.put(("done", tuning, chart))
    except Cancelled:
        queue.put(("cancelled",))
    except SystemExit:
        raise
    except Exception as exc:  # noqa: BLE001 - report it to the Lab instead of dying silently
        queue.put(("error", f"{type(exc).__name__}: {exc}" if not isinstance(exc, ValueError) else str(exc)))
    finally:
        sys.stdout.flush()
