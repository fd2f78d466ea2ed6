"""A playtest in a background process, for the Lab: progress and results through a queue.

The Lab starts :func:`lab_main` in its own process (the ``spawn`` method, so
the child starts clean, without the window and sound of the app) and polls
the queue every frame; the app never waits for a game. Messages:

* ``("progress", done, total)`` at most ten times a second;
* ``("done", outcome, charts)``: the :class:`~game.playtest.session.Outcome`
  and a dict of PNG bytes (empty without matplotlib);
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

from game.playtest.runner import Cancelled
from game.playtest.session import Plan, conclude, play

CHART_SIZE = (748, 404)  # the Lab's chart area, so charts are shown 1:1


def _on_sigterm(signum: int, frame: Any) -> None:
    raise SystemExit(143)  # unwinds through run(), whose ``finally`` ends the pool's workers


def lab_main(plan: Plan, queue: Any, cancel: Any, gaps_folder: str | None = None,
             report_path: str | None = None) -> None:
    """Play ``plan``, then send the outcome and charts (and write the HTML report, if a path is given)."""
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

    try:
        start = time.perf_counter()
        results = play(plan, progress=progress, should_stop=cancel.is_set)
        seconds = time.perf_counter() - start
        outcome = conclude(plan, results, Path(gaps_folder) if gaps_folder else None, seconds)
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
