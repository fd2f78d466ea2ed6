"""Entry point of the packaged Caper Night (``build.spec`` freezes this file).

It does what ``python -m game`` does, plus what only a frozen build needs:

* ``multiprocessing.freeze_support()`` first, so that the worker processes of
  ``simulate --jobs N`` (started by re-running this executable on Windows and
  macOS) run their job instead of opening another app.
* A windowed build (Windows, macOS) starts with ``sys.stdout`` and
  ``sys.stderr`` set to ``None``, and any ``sys.stderr.write`` would crash it.
  Output goes to the null device instead, and error output to
  ``caper-night-errors.log`` in the user log folder, rewritten at every start
  (beside ``caper-night.log``, where the app logs as it does from source).
* ``CAPER_NIGHT_BENCH=first-frame`` (or ``full``) runs the window figures of
  ``python -m game bench`` inside the executable and prints them as one JSON
  line, so the packaged app's time to its first menu frame can be compared
  with the same figure from source. Set ``CAPER_BENCH_T0`` to the Unix time
  taken just before starting the program (``bench_ui`` measures from it).
"""

from __future__ import annotations

import os
import sys


def _give_windowed_build_somewhere_to_write() -> None:
    if sys.stdout is not None and sys.stderr is not None:
        return
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    if sys.stderr is None:
        try:
            from game.store.paths import user_log_dir

            path = user_log_dir() / "caper-night-errors.log"
            sys.stderr = open(path, "w", encoding="utf-8", errors="backslashreplace", buffering=1)
        except OSError:
            sys.stderr = open(os.devnull, "w", encoding="utf-8")


def main() -> int:
    import multiprocessing

    multiprocessing.freeze_support()
    _give_windowed_build_somewhere_to_write()
    bench_mode = os.environ.get("CAPER_NIGHT_BENCH")
    if bench_mode:
        from game.commands.bench_window import main as bench_main

        bench_main(bench_mode)
        return 0
    from game.__main__ import main as game_main

    return game_main()


if __name__ == "__main__":
    sys.exit(main())
