"""``python -m game bench``: the figures DESIGN.md and the playtesters budget, measured.

Figures (``--figures``, comma separated; default ``engine,decisions,levels,ratio,ui``):

* ``engine``: full random-bot games per second of each game on one core (CPU
  time of this process), four players, standard rules;
* ``decisions``: the slowest and the 95th-percentile decision of each game's
  hardest computer player;
* ``levels``: what playtesters wait for: games per second of one core with
  every seat at one level (random, easy, normal, hard), as ``simulate``
  plays them (:func:`game.playtest.pace.measure_rate`, start-up left out).
  These figures also go into the pace book the Lab forecasts from;
* ``ab``: the wall time of ``compare GAME standard B --games 1000 --bots
  normal --jobs 2`` for each game, run as its own process (what a playtester
  waits for, start-up included); budget 60 s each;
* ``ratio``: the engine's random play against a flat loop of the same Alarm!
  rules (:mod:`game.commands.bench_alarm_loop`): how much the engine's
  generality costs, budget 3×;
* ``ui``: window figures, from headless child processes: time to the first
  menu frame (warm start), p95 frame time while cards fly, idle CPU on the
  main menu and resident memory.

``playtest`` stands for ``levels,ab,ratio`` and ``all`` for everything.
``--baseline FILE`` (an earlier ``--json``) prints each figure before and
now, side by side: the before/after table of a change in one command.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

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

#: issue 20: games per second of one core, four players of one level (normal: three times the rates of the
#: day the issue was written: Alarm! 63, Alcatraz 104, Home Alone 18)
LEVEL_BUDGETS: dict[tuple[str, str], float] = {
    ("alarm", "hard"): 15.0, ("alcatraz", "hard"): 2.0, ("home_alone", "hard"): 20.0,
    ("alarm", "normal"): 3 * 63.0, ("alcatraz", "normal"): 3 * 104.0, ("home_alone", "normal"): 3 * 18.0,
}
AB_BUDGET_S = 60.0
AB_GAMES = 1000
AB_JOBS = 2
RATIO_BUDGET = 3.0
LEVELS = ("random", "easy", "normal", "hard")
FIGURES = ("engine", "decisions", "levels", "ab", "ratio", "ui")
GROUPS = {"default": ("engine", "decisions", "levels", "ratio", "ui"), "playtest": ("levels", "ab", "ratio"),
          "all": FIGURES}


def add_arguments(p: argparse.ArgumentParser, name: str) -> None:
    p.add_argument("--figures", default="default",
                   help="what to measure, comma separated: engine, decisions, levels, ab, ratio, ui, or the groups "
                        "default, playtest (levels,ab,ratio), all (default: default)")
    p.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    p.add_argument("--baseline", metavar="FILE", help="an earlier --json: show each figure before and now")
    p.add_argument("--seconds", type=float, default=3.0, help="CPU time spent per engine and level figure (default 3)")
    p.add_argument("--only", metavar="GAME", help="only this game (alarm, alcatraz or home_alone)")
    p.add_argument("--levels", default=",".join(LEVELS), help="bot levels for the levels figure (default: all four)")
    p.add_argument("--ab-games", type=int, default=AB_GAMES, help=f"games per variant in the A/B (default {AB_GAMES})")
    p.add_argument("--ab-jobs", type=int, default=AB_JOBS, help=f"worker processes for the A/B (default {AB_JOBS})")
    p.add_argument("--skip-ui", action="store_true", help="leave out the window figures")
    p.add_argument("--no-pace", action="store_true", help="do not keep the level figures for the Lab's forecasts")


def _cli_error(message: str) -> Exception:
    from game.commands.main import CliError
    return CliError(message)


def chosen_figures(text: str, skip_ui: bool = False) -> list[str]:
    out: list[str] = []
    for word in (w.strip() for w in text.split(",") if w.strip()):
        names = GROUPS.get(word, (word,))
        for name in names:
            if name not in FIGURES:
                raise _cli_error(f"--figures: unknown figure {word!r}; choose from {', '.join(FIGURES)}, "
                                 f"or {', '.join(GROUPS)}")
            if name not in out:
                out.append(name)
    if skip_ui and "ui" in out:
        out.remove("ui")
    if not out:
        raise _cli_error("--figures: name at least one figure")
    return out


# -- engine figures -------------------------------------------------------------------------------------

def games_per_second(game_id: str, seconds: float, players: int = 4) -> dict[str, Any]:
    """Random-bot games per second of one core through the engine (``play_out``), as DESIGN.md budgets.

    Games on other seeds are played first for a third of ``seconds`` (at most one), untimed: a
    simulation plays thousands of games in one process, so what it runs at is the rate once the
    games' shared caches (Home Alone's paths over its floor plan, the events every game repeats)
    have filled, not the first games' rate while they fill.
    """
    from game.engine.bots import RandomBot
    from game.engine.registry import get_spec
    from game.engine.rng import derive_seed
    from game.engine.runner import play_out

    spec = get_spec(game_id)
    variant = spec.standard()
    warm = 0
    cpu0 = time.process_time()
    while time.process_time() - cpu0 < min(1.0, seconds / 3):
        seed = derive_seed(54321, warm)
        play_out(spec.new_game(variant, players, seed), [RandomBot(s, seed) for s in range(players)])
        warm += 1
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


def level_rates(game_id: str, levels: list[str], seconds: float) -> dict[str, Any]:
    """Games per second of one core per bot level (``levels``)."""
    from game.engine.registry import get_spec
    from game.playtest.pace import measure_rate

    spec = get_spec(game_id)
    out: dict[str, Any] = {}
    for level in levels:
        if level != "random" and level not in spec.bots:
            continue
        out[level] = measure_rate(game_id, level, 4, seconds).to_json()
    return out


def ab_wall_time(game_id: str, games: int = AB_GAMES, jobs: int = AB_JOBS) -> dict[str, Any]:
    """Wall time of ``compare GAME standard B --games N --bots normal --jobs J``, run as its own process."""
    from game.engine.registry import get_spec

    spec = get_spec(game_id)
    others = sorted(p.stem for p in spec.variants_dir.glob("*.toml") if p.stem != "standard")
    b = others[0] if others else "standard"
    root = Path(__file__).resolve().parents[2]
    with tempfile.TemporaryDirectory(prefix="caper-bench-ab-") as tmp:
        out = Path(tmp) / "ab.json"
        env = dict(os.environ, CAPER_NIGHT_HOME=tmp)
        env["PYTHONPATH"] = os.pathsep.join([str(root), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
        cmd = [sys.executable, "-m", "game", "compare", game_id, "standard", b, "--games", str(games), "--bots",
               "normal", "--jobs", str(jobs), "--json", str(out), "--no-progress", "--gaps", tmp]
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True, timeout=3 * 3600)
        wall = time.perf_counter() - t0
        if proc.returncode != 0:
            return {"error": (proc.stderr or proc.stdout).strip().splitlines()[-1:] or ["failed"]}
        data = json.loads(out.read_text(encoding="utf-8"))
    return {"wall_s": round(wall, 2), "play_s": data["run"]["seconds"], "games": games, "jobs": jobs,
            "variants": ["standard", b], "budget_s": AB_BUDGET_S}


def engine_ratio(seconds: float, players: int = 4, rounds: int = 3) -> dict[str, Any]:
    """Seconds per random game of Alarm! through the engine, over the same in the flat loop.

    Both are timed in turns (``rounds`` times each, the best kept), on the same
    number of games, so a busy moment of the machine does not decide it.
    """
    from game.commands import bench_alarm_loop as flat
    from game.engine.bots import RandomBot
    from game.engine.registry import get_spec
    from game.engine.rng import derive_seed
    from game.engine.runner import play_out

    spec = get_spec("alarm")
    variant = spec.standard()

    def engine(n: int) -> int:
        moves = 0
        for i in range(n):
            seed = derive_seed(12345, i)
            moves += play_out(spec.new_game(variant, players, seed), [RandomBot(s, seed) for s in range(players)])
        return moves

    def loop(n: int) -> int:
        return sum(flat.play(players, derive_seed(12345, i))[2] for i in range(n))

    engine(20)
    loop(20)
    t0 = time.process_time()
    engine(50)
    per_game = max(1e-5, (time.process_time() - t0) / 50)
    n = max(50, int(seconds / rounds / per_game))
    best: dict[str, tuple[float, int]] = {}
    for _ in range(rounds):
        for name, fn in (("engine", engine), ("flat", loop)):
            c0 = time.process_time()
            moves = fn(n)
            cpu = time.process_time() - c0
            if name not in best or cpu < best[name][0]:
                best[name] = (cpu, moves)
    (e_cpu, e_moves), (f_cpu, f_moves) = best["engine"], best["flat"]
    return {"games": n, "engine_games_per_s": round(n / e_cpu, 1), "flat_games_per_s": round(n / f_cpu, 1),
            "engine_moves_per_game": round(e_moves / n, 2), "flat_moves_per_game": round(f_moves / n, 2),
            "ratio": round(e_cpu / f_cpu, 3), "ratio_per_move": round((e_cpu / e_moves) / (f_cpu / f_moves), 3),
            "budget": RATIO_BUDGET}


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


def machine() -> dict[str, Any]:
    from game.playtest.runner import default_jobs
    try:
        load = [round(x, 2) for x in os.getloadavg()]
    except (AttributeError, OSError):  # pragma: no cover - Windows
        load = None
    commit = None
    try:
        root = Path(__file__).resolve().parents[2]
        proc = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True,
                              timeout=10)
        commit = proc.stdout.strip() or None
    except (OSError, subprocess.SubprocessError):
        pass
    return {"when": time.strftime("%Y-%m-%d %H:%M"), "cores": default_jobs(), "load_average": load,
            "python": sys.version.split()[0], "commit": commit}


# -- the table ----------------------------------------------------------------------------------------

def _ok(ok: bool) -> str:
    return "ok" if ok else "OVER"


#: short names for the table, so that every figure's name fits its column
TITLES = {"alarm": "Alarm!", "alcatraz": "Alcatraz", "home_alone": "Home Alone"}


def rows_of(report: dict[str, Any]) -> list[tuple[str, float | None, str, str, bool | None]]:
    """(figure, value, unit, budget text, within budget) for every figure in a report, in a fixed order.

    ``value`` is the number a before/after table compares (higher is better
    for rates, lower for times); the baseline table reads the same rows.
    """
    rows: list[tuple[str, float | None, str, str, bool | None]] = []
    for game_id, title in TITLES.items():
        g = report.get(game_id)
        if isinstance(g, dict) and "games_per_s" in g:
            budget = BUDGETS.get(game_id)
            rows.append((f"{title}: random games/s (engine)", g["games_per_s"], "games/s",
                         f"≥ {budget:.0f}" if budget else "", g["games_per_s"] >= budget if budget else None))
            dec = g.get("hard_decision") or {}
            if dec.get("decisions"):
                rows.append((f"{title}: {dec['level']} decision, slowest", dec["max_s"] * 1000, "ms", "≤ 1000",
                             dec["max_s"] <= DECISION_BUDGET_S))
                rows.append((f"{title}: {dec['level']} decision, p95", dec["p95_s"] * 1000, "ms", "", None))
    for game_id, title in TITLES.items():
        for level, fig in (report.get("levels", {}).get(game_id) or {}).items():
            budget = LEVEL_BUDGETS.get((game_id, level))
            rate = fig["games_per_s"]
            rows.append((f"{title}: {level} bots, games/s (one core)", rate, "games/s",
                         f"≥ {budget:g}" if budget else "", rate >= budget if budget else None))
    for game_id, title in TITLES.items():
        ab = (report.get("ab") or {}).get(game_id)
        if ab and "wall_s" in ab:
            rows.append((f"{title}: {ab['games']:,}-game A/B, normal, --jobs {ab['jobs']}", ab["wall_s"], "s",
                         f"≤ {AB_BUDGET_S:.0f}", ab["wall_s"] <= AB_BUDGET_S))
    ratio = report.get("ratio")
    if ratio and "ratio" in ratio:
        rows.append(("Engine vs flat Alarm! loop (time per game)", ratio["ratio"], "×", f"≤ {RATIO_BUDGET:g}",
                     ratio["ratio"] <= RATIO_BUDGET))
        rows.append(("Engine vs flat Alarm! loop (time per move)", ratio["ratio_per_move"], "×", "", None))
    ui = report.get("ui") or {}
    if "first_frame_s" in ui:
        rows.append(("First menu frame (warm start)", ui["first_frame_s"], "s", "≤ 1.5",
                     ui["first_frame_s"] <= FIRST_FRAME_BUDGET_S))
        for name, p95 in ui.get("frame_p95_ms", {}).items():
            rows.append((f"Frame time p95, {TITLES.get(name, name)}", p95, "ms", "≤ 8", p95 <= FRAME_P95_BUDGET_MS))
        rows.append(("Idle CPU on the menu", ui["idle_cpu_percent"], "% of a core", "≤ 5",
                     ui["idle_cpu_percent"] <= IDLE_CPU_BUDGET))
        rows.append(("Resident memory", ui["max_rss_mb"], "MB", "≤ 200", ui["max_rss_mb"] <= MEMORY_BUDGET_MB))
    return rows


def _num(value: float | None) -> str:
    if value is None:
        return "–"
    if abs(value) >= 100:
        return f"{value:,.0f}"
    if abs(value) >= 10:
        return f"{value:.1f}"
    return f"{value:.2f}"


def print_report(report: dict[str, Any], baseline: dict[str, Any] | None = None, out=None) -> None:
    out = out if out is not None else sys.stdout  # as it is now, not as it was at import
    from game.commands.console import print_table

    rows = rows_of(report)
    if baseline is None:
        print_table([(name, f"{_num(v)} {unit}", budget, "" if ok is None else _ok(ok))
                     for name, v, unit, budget, ok in rows], ("figure", "now", "budget", ""), out)
        return
    before = {name: v for name, v, *_ in rows_of(baseline)}
    table = []
    for name, v, unit, budget, ok in rows:
        b = before.get(name)
        change = f"{v / b:.2f}×" if b and v is not None else ""
        table.append((name, f"{_num(b)} {unit}" if b is not None else "–", f"{_num(v)} {unit}", change, budget,
                      "" if ok is None else _ok(ok)))
    when = (baseline.get("machine") or {}).get("when", "")
    print_table(table, ("figure", f"before {when}".strip(), "now", "now/before", "budget", ""), out)


# -- running ------------------------------------------------------------------------------------------

def run(args: argparse.Namespace) -> int:
    from game.engine.registry import GAME_MODULES, TITLES, module_exists

    figures = chosen_figures(args.figures, args.skip_ui)
    if args.only and args.only not in GAME_MODULES:
        raise _cli_error(f"--only: unknown game {args.only!r}; choose from {', '.join(GAME_MODULES)}")
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    unknown = [x for x in levels if x not in LEVELS]
    if unknown or not levels:
        raise _cli_error(f"--levels: choose from {', '.join(LEVELS)}")
    if args.ab_games < 1 or args.ab_jobs < 1:
        raise _cli_error("--ab-games and --ab-jobs must be at least 1")
    if args.seconds <= 0:
        raise _cli_error("--seconds must be more than 0")
    baseline = None
    if args.baseline:
        try:
            baseline = json.loads(Path(args.baseline).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise _cli_error(f"--baseline {args.baseline}: cannot read it ({exc})") from None
        if not isinstance(baseline, dict):
            raise _cli_error(f"--baseline {args.baseline}: not a bench --json file")
    if args.json:
        from game.commands.playtest import check_output_folder
        check_output_folder("--json", args.json)

    games = [g for g in GAME_MODULES if (not args.only or g == args.only) and module_exists(GAME_MODULES[g])]
    report: dict[str, Any] = {"machine": machine(), "figures": figures}
    say = _say(sys.stderr)
    say(f"Caper Night benchmark: {', '.join(figures)} (one core per engine figure; "
        f"load average {report['machine']['load_average']})")
    for game_id in games:
        if "engine" in figures or "decisions" in figures:
            entry: dict[str, Any] = {}
            if "engine" in figures:
                say(f"  {TITLES[game_id]}: random games through the engine…")
                gps = games_per_second(game_id, args.seconds)
                entry.update({"games_per_s": round(gps["games_per_s"], 1), "games": gps["games"],
                              "actions_per_game": round(gps["actions_per_game"], 1),
                              "budget_games_per_s": BUDGETS[game_id]})
            if "decisions" in figures:
                say(f"  {TITLES[game_id]}: the hardest computer player's decisions…")
                entry["hard_decision"] = hard_decision_time(game_id, args.seconds)
            report[game_id] = entry
    if "levels" in figures:
        report["levels"] = {}
        for game_id in games:
            say(f"  {TITLES[game_id]}: games per second at each level ({', '.join(levels)})…")
            report["levels"][game_id] = level_rates(game_id, levels, args.seconds)
        if not args.no_pace:
            _keep_pace(report["levels"])
    if "ab" in figures:
        report["ab"] = {}
        for game_id in games:
            say(f"  {TITLES[game_id]}: a {args.ab_games:,}-game A/B with normal bots, --jobs {args.ab_jobs}…")
            report["ab"][game_id] = ab_wall_time(game_id, args.ab_games, args.ab_jobs)
    if "ratio" in figures and "alarm" in games:
        say("  Alarm!: the engine against a flat loop of the same rules…")
        report["ratio"] = engine_ratio(args.seconds)
    if "ui" in figures:
        say("  window figures (headless)…")
        report["ui"] = ui_figures()
        if "error" in report["ui"]:
            say(f"  window figures failed: {report['ui']['error']}")
    for game_id, ab in (report.get("ab") or {}).items():
        if "error" in ab:
            say(f"  {TITLES[game_id]} A/B failed: {ab['error']}")
    print_report(report, baseline)
    if args.json:
        atomic_write_json(args.json, report)
    return 0


def _say(stream) -> Callable[[str], None]:
    def say(text: str) -> None:
        stream.write(text + "\n")
        stream.flush()
    return say


def _keep_pace(levels: dict[str, dict[str, Any]]) -> None:
    """The level figures become the Lab's forecasts on this machine."""
    from game.playtest.pace import PaceBook
    from game.store.paths import user_data_dir

    book = PaceBook(user_data_dir() / "pace.json")
    for game_id, by_level in levels.items():
        for level, fig in by_level.items():
            book.put(game_id, level, 4, fig["games_per_s"], "bench")
    book.save()
