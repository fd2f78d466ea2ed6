"""``python -m game bench``: the figures DESIGN.md budgets, measured.

Engine figures run in this process on one core: full games per second with
random players (4 seats, standard rules) and the slowest decision of the
hardest computer player. Window figures run the app headless in child
processes: time to the first menu frame (warm start), p95 frame time while
cards fly, idle CPU on the main menu and resident memory.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from game.store.files import atomic_write_json

BUDGETS = {
    "alarm": 1000.0,
    "home_alone": 300.0,
    "alcatraz": 30.0,
}
DECISION_BUDGET_S = 1.0
FRAME_P95_BUDGET_MS = 8.0
IDLE_CPU_BUDGET = 5.0
FIRST_FRAME_BUDGET_S = 1.5
MEMORY_BUDGET_MB = 200.0


def add_arguments(p: argparse.ArgumentParser, name: str) -> None:
    p.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    p.add_argument("--seconds", type=float, default=3.0, help="time spent per engine figure (default 3)")
    p.add_argument("--skip-ui", action="store_true", help="only the engine figures")
    p.add_argument("--only", choices=["alarm", "alcatraz", "home_alone"], help="only this game's engine figures")


def games_per_second(game_id: str, seconds: float, players: int = 4) -> dict[str, Any]:
    from game.engine.bots import RandomBot
    from game.engine.registry import get_spec
    from game.engine.rng import derive_seed
    from game.engine.runner import play_out

    spec = get_spec(game_id)
    variant = spec.standard()
    games = actions = 0
    start = time.perf_counter()
    cpu0 = time.process_time()
    while True:
        seed = derive_seed(12345, games)
        state = spec.new_game(variant, players, seed)
        actions += play_out(state, [RandomBot(s, seed) for s in range(players)])
        games += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds and games >= 3:
            break
    cpu = time.process_time() - cpu0
    return {"games_per_s": games / cpu if cpu > 0 else float("inf"), "games": games,
            "actions_per_game": actions / games, "wall_s": round(elapsed, 2)}


def hard_decision_time(game_id: str, seconds: float, players: int = 4) -> dict[str, Any]:
    from game.engine.registry import get_spec
    from game.engine.rng import derive_seed
    from game.engine.runner import make_bots

    spec = get_spec(game_id)
    level = "hard" if "hard" in spec.bots else list(spec.bots)[-1]
    variant = spec.standard()
    times: list[float] = []
    start = time.perf_counter()
    game = 0
    while time.perf_counter() - start < seconds:
        seed = derive_seed(999, game)
        state = spec.new_game(variant, players, seed)
        bots = make_bots(spec, [level] * players, seed, variant)
        while state.pending is not None and time.perf_counter() - start < seconds * 2:
            d = state.pending
            if len(d.actions) == 1:
                state.apply(d.actions[0])
                continue
            bot = bots[d.seat]
            view = state.view(d.seat)
            t0 = time.perf_counter()
            action = bot.choose(view, d)
            times.append(time.perf_counter() - t0)
            state.apply(action)
        game += 1
    times.sort()
    if not times:
        return {"level": level, "decisions": 0}
    return {"level": level, "decisions": len(times), "max_s": round(times[-1], 4),
            "p95_s": round(times[int(len(times) * 0.95) - 1 if len(times) > 1 else 0], 4),
            "mean_s": round(sum(times) / len(times), 5)}


def ui_figures() -> dict[str, Any]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    root = Path(__file__).resolve().parents[2]
    results: list[dict[str, Any]] = []
    for mode in ("first-frame", "first-frame", "full"):
        env["CAPER_BENCH_T0"] = repr(time.time())
        proc = subprocess.run([sys.executable, "-m", "game.commands.bench_window", mode], cwd=root, env=env,
                              capture_output=True, text=True, timeout=600)
        if proc.returncode != 0:
            return {"error": (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["failed"]}
        results.append(json.loads(proc.stdout.strip().splitlines()[-1]))
    out = dict(results[2])
    out["first_frame_cold_s"] = results[0]["first_frame_s"]
    out["first_frame_s"] = results[1]["first_frame_s"]  # warm start
    return out


def _mark(ok: bool) -> str:
    return "ok " if ok else "OVER"


def run(args: argparse.Namespace) -> int:
    from game.engine.registry import GAME_MODULES, TITLES

    report: dict[str, Any] = {}
    print("Caper Night benchmark (one core per engine figure)")
    for game_id in GAME_MODULES:
        if args.only and game_id != args.only:
            continue
        try:
            gps = games_per_second(game_id, args.seconds)
        except ModuleNotFoundError:
            print(f"  {TITLES[game_id]:<22} not in this build")
            continue
        dec = hard_decision_time(game_id, args.seconds)
        report[game_id] = {"games_per_s": round(gps["games_per_s"], 1), "games": gps["games"],
                           "actions_per_game": round(gps["actions_per_game"], 1),
                           "budget_games_per_s": BUDGETS[game_id], "hard_decision": dec}
        print(f"  {TITLES[game_id]:<22} {gps['games_per_s']:9.1f} games/s  [{_mark(gps['games_per_s'] >= BUDGETS[game_id])}"
              f" budget {BUDGETS[game_id]:.0f}]  ({gps['games']} games, {gps['actions_per_game']:.0f} actions each)")
        if dec.get("decisions"):
            print(f"  {'':<22} {dec['level']} bot decision: max {dec['max_s'] * 1000:.1f} ms, p95 "
                  f"{dec['p95_s'] * 1000:.1f} ms  [{_mark(dec['max_s'] <= DECISION_BUDGET_S)} budget 1 s]")
    if not args.skip_ui:
        ui = ui_figures()
        report["ui"] = ui
        if "error" in ui:
            print(f"  window figures failed: {ui['error']}")
        else:
            print(f"  first menu frame       {ui['first_frame_s']:.2f} s warm ({ui['first_frame_cold_s']:.2f} s first run)"
                  f"  [{_mark(ui['first_frame_s'] <= FIRST_FRAME_BUDGET_S)} budget 1.5 s]")
            for name, p95 in ui.get("frame_p95_ms", {}).items():
                print(f"  frame p95 {name:<12} {p95:.2f} ms while cards fly  [{_mark(p95 <= FRAME_P95_BUDGET_MS)} budget 8 ms]")
            print(f"  idle CPU (menu)        {ui['idle_cpu_percent']:.2f} % of a core  "
                  f"[{_mark(ui['idle_cpu_percent'] <= IDLE_CPU_BUDGET)} budget 5 %]")
            print(f"  resident memory        {ui['max_rss_mb']:.0f} MB  [{_mark(ui['max_rss_mb'] <= MEMORY_BUDGET_MB)} budget 200 MB]")
    if args.json:
        atomic_write_json(args.json, report)
    return 0
