"""Child process of ``python -m game bench``: window figures, measured headless.

``first-frame``: time from the parent's clock reading to the first menu frame.
``full``: also frame times while cards fly in each playable table, idle CPU on
the main menu, and peak resident memory. Prints one JSON line.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time


def _p95(values: list[float]) -> float:
    values = sorted(values)
    return values[max(0, int(len(values) * 0.95) - 1)] if values else 0.0


def main(mode: str) -> None:
    t0 = float(os.environ.get("CAPER_BENCH_T0", time.time()))
    os.environ.setdefault("CAPER_NIGHT_HOME", os.path.join(os.environ.get("TMPDIR", "/tmp"), "caper-bench-home"))
    from game.app.main import App
    from game.app.scenes.menu import MenuScene

    app = App(headless=True)
    app.scenes.push(MenuScene(app))
    app.process([], 1 / 60)
    out: dict = {"first_frame_s": round((app.first_frame_wall or time.time()) - t0, 3)}
    if mode == "full":
        # idle CPU: let the intro finish, then measure three quiet seconds
        app.loop(seconds=1.6)
        cpu0, wall0 = time.process_time(), time.perf_counter()
        app.loop(seconds=3.0)
        cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
        out["idle_cpu_percent"] = round(100 * cpu / wall, 2)
        out["frame_p95_ms"] = frame_times(app)
        out["max_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    app.shutdown()
    print(json.dumps(out))


def frame_times(app) -> dict[str, float]:
    """p95 of update+draw+flip per frame while a table is animating, bot-only games at normal speed."""
    from game.app import games
    from game.engine.registry import GAME_MODULES
    from game.table.pictures import start_bot_game

    results: dict[str, float] = {}
    app.settings.animation_speed = "normal"
    for game_id in GAME_MODULES:
        if not games.is_playable(game_id):
            continue
        scene = start_bot_game(app, game_id, seed=11)
        app.record_frames = True
        times: list[float] = []
        end = time.perf_counter() + 6.0
        while time.perf_counter() < end and not scene.match.state.is_over:
            t = time.perf_counter()
            app.process([], 1 / 60)
            if not scene.player.idle:
                times.append(time.perf_counter() - t)
        app.record_frames = False
        results[game_id] = round(_p95(times) * 1000, 2)
    return results


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "first-frame")
