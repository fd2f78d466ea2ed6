"""``simulate`` and ``compare`` on the command line.

``python -m game simulate GAME [--variant V] ...`` plays bot games of one
variant and prints a summary table; ``python -m game compare GAME A B ...``
plays the same seeds under two variants and prints them side by side with
the differences and a verdict. Both can write ``--json``, ``--csv``,
``--report`` (HTML or Markdown with charts) and run on a Dask cluster
(``--dask ADDRESS``). Mistakes of the user's making end with one line and
exit status 2 (see :mod:`game.commands.main`).
"""

from __future__ import annotations

import argparse
import csv
import io
import sys
import time
from pathlib import Path
from typing import Any, Sequence

from game.engine.registry import get_spec
from game.playtest.progress import ProgressBar
from game.playtest.session import Outcome, Plan, conclude, default_bots, default_players, play
from game.store.files import atomic_write_json, atomic_write_text


def add_arguments(p: argparse.ArgumentParser, name: str) -> None:
    p.add_argument("game", help="alarm, alcatraz or home_alone")
    if name == "compare":
        p.add_argument("variant_a", metavar="A", help="variant A: a built-in or house-rule name, or a file")
        p.add_argument("variant_b", metavar="B", help="variant B: a built-in or house-rule name, or a file")
    else:
        p.add_argument("--variant", default="standard", help="a variant name or file (default: standard)")
    p.add_argument("--players", type=int, default=None, help="number of players (default 4, or the nearest allowed)")
    p.add_argument("--games", type=int, default=200, help="games per variant (default 200)")
    p.add_argument("--seed", type=int, default=1, help="base seed: the same seed gives the same games (default 1)")
    p.add_argument("--bots", default=None,
                   help="bot level per seat, comma separated, rotating one seat per game "
                        "(random, easy, normal, hard; default normal)")
    p.add_argument("--jobs", type=int, default=None, help="worker processes (default: one per core)")
    p.add_argument("--dask", metavar="ADDRESS", help="run on the Dask cluster at ADDRESS (the dask extra)")
    p.add_argument("--json", metavar="FILE", help="write the statistics as JSON")
    p.add_argument("--csv", metavar="FILE", help="write the statistics table as CSV")
    p.add_argument("--games-csv", metavar="FILE", help="write one CSV row per game")
    p.add_argument("--report", metavar="FILE", help="write a report with charts: FILE.html or FILE.md "
                                                    "(the playtest extra)")
    p.add_argument("--gaps", metavar="DIR", help="where to save rule-gap games for replay "
                                                 "(default: rule-gaps in your data folder)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--progress", dest="progress", action="store_true", default=None,
                   help="show the progress bar even when not on a terminal")
    g.add_argument("--no-progress", dest="progress", action="store_false", help="no progress bar")


def _cli_error(message: str) -> Exception:
    from game.commands.main import CliError
    return CliError(message)


def _resolve(game: str, name: str):
    from game.store.paths import variant_catalog
    return variant_catalog(game).get(name)


def _spec(game: str):
    from game.engine.registry import GAME_MODULES, TITLES, module_exists

    if game in GAME_MODULES and not module_exists(GAME_MODULES[game]):
        raise _cli_error(f"{TITLES.get(game, game)} is not part of this build")
    return get_spec(game)


def plan_from_args(args: argparse.Namespace) -> Plan:
    spec = _spec(args.game)
    names = [args.variant_a, args.variant_b] if args.command == "compare" else [args.variant]
    variants = [_resolve(args.game, n) for n in names]
    players = args.players if args.players is not None else default_players(spec, variants[0])
    bots = default_bots(spec) if args.bots is None else tuple(x.strip() for x in args.bots.split(",") if x.strip())
    if args.jobs is not None and args.jobs < 1:
        raise _cli_error("--jobs must be at least 1")
    if args.report and Path(args.report).suffix.lower() not in (".html", ".htm", ".md", ".markdown"):
        raise _cli_error(f"--report {args.report}: the file name must end in .html or .md")
    plan = Plan(spec.id, variants, players, args.games, args.seed, bots, args.jobs, args.dask)
    try:
        plan.check()
    except ValueError as exc:
        raise _cli_error(str(exc)) from None
    if args.report:
        from game.playtest.charts import available
        if not available():
            raise _cli_error('--report needs the playtest extra: pip install "caper-night[playtest]"')
    return plan


def run_cmd(args: argparse.Namespace) -> int:
    plan = plan_from_args(args)
    show = args.progress if args.progress is not None else sys.stderr.isatty()
    total = plan.games * len(plan.variants)
    bar = ProgressBar(total) if show else None
    start = time.perf_counter()
    try:
        if plan.dask is not None:
            from game.playtest.cluster import DaskUnavailable
            try:
                results = play(plan, progress=bar)
            except DaskUnavailable as exc:
                raise _cli_error(str(exc)) from None
        else:
            results = play(plan, progress=bar)
    finally:
        if bar is not None:
            bar.close()
    seconds = time.perf_counter() - start
    outcome = conclude(plan, results, _gaps_folder(args), seconds)
    print_outcome(outcome, sys.stdout, workers=_workers_text(plan))
    write_outputs(outcome, args)
    return 0


def _gaps_folder(args: argparse.Namespace) -> Path:
    if args.gaps:
        return Path(args.gaps)
    from game.store.paths import user_data_dir
    return user_data_dir() / "rule-gaps"


def _workers_text(plan: Plan) -> str:
    if plan.dask is not None:
        return f"Dask cluster {plan.dask}"
    from game.playtest.runner import default_jobs
    n = plan.workers or default_jobs()
    return "1 process" if n == 1 else f"{n} processes"


# -- printing ----------------------------------------------------------------------------------------

def _table(rows: Sequence[Sequence[str]], head: Sequence[str], out) -> None:
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(len(head))]
    widths[0] = min(widths[0], 52)

    def line(cells: Sequence[str]) -> str:
        first = str(cells[0])
        first = first if len(first) <= widths[0] else first[: widths[0] - 1] + "…"
        rest = [str(c).rjust(w) for c, w in zip(cells[1:], widths[1:])]
        return "  " + "  ".join([first.ljust(widths[0]), *rest]).rstrip()

    out.write(line(head) + "\n")
    for r in rows:
        if not any(r[1:]):
            out.write(f"\n {r[0]}\n")
        else:
            out.write(line(r) + "\n")


def print_outcome(o: Outcome, out=sys.stdout, workers: str = "") -> None:
    s0 = o.summaries[0]
    rate = sum(len(r) for r in o.results) / o.seconds if o.seconds else 0.0
    variants = " vs ".join(s.variant for s in o.summaries)
    out.write(f"{s0.title} · {variants} · {s0.players} players · {s0.games} games"
              f"{' each' if o.comparison else ''} · seed {s0.seed} · bots {','.join(s0.bots)}\n")
    out.write(f"  played in {o.seconds:.1f} s on {workers} ({rate:.0f} games/s)\n\n")
    if o.comparison is None:
        _table(s0.table(), ("", s0.variant, "95% interval"), out)
        out.write("\n")
    else:
        c = o.comparison
        _table([r[:5] + (("*",) if r[5] else ("",)) if any(r[1:]) else r for r in c.table()],
               ("", f"A: {c.a.variant}", f"B: {c.b.variant}", "B − A", "95% interval", ""), out)
        out.write("\n  * changed significantly (95%, corrected for comparing many statistics)\n\n")
        verdict = c.verdict()
        out.write("Verdict: " + verdict[0] + "\n")
        for line in verdict[1:]:
            out.write(f"  - {line}\n")
        out.write("\n")
    out.write("  First-seat advantage: seat 1's win rate minus the average seat's. Balance: 100% when every\n"
              "  seat wins equally often. Intervals are 95% confidence intervals.\n")
    gaps = [(s.variant, g) for s in o.summaries for g in s.gaps]
    if gaps:
        out.write(f"\nRule gaps: {len(gaps)} game(s) that no rule ended\n")
        for v, g in gaps[:10]:
            where = f"\n      python -m game replay {g.file}" if g.file else ""
            out.write(f"  - {v}, game {g.index} (seed {g.seed}): {g.reason}{where}\n")
        if len(gaps) > 10:
            out.write(f"  … and {len(gaps) - 10} more (see --json)\n")
    out.flush()


# -- files -----------------------------------------------------------------------------------------

def stats_csv(o: Outcome) -> str:
    buf = io.StringIO()
    w = csv.writer(buf)
    if o.comparison is None:
        w.writerow(["section", "key", "statistic", "value", "low", "high", "n"])
        for st in o.summaries[0].stats:
            e = st.estimate
            w.writerow([st.metric.section, st.metric.key, st.metric.label, e.value, e.low, e.high, e.n])
        b = o.summaries[0].balance
        w.writerow(["Who wins", "balance", "Balance (1 − largest seat gap)", b.value, b.low, b.high, b.n])
    else:
        w.writerow(["section", "key", "statistic", "a", "b", "difference", "low", "high", "p", "significant"])
        for d in o.comparison.rows:
            w.writerow([d.metric.section, d.metric.key, d.metric.label, d.a.value, d.b.value, d.diff.value,
                        d.diff.low, d.diff.high, round(d.p, 6), int(d.significant)])
    return buf.getvalue()


def games_csv(o: Outcome) -> str:
    buf = io.StringIO()
    w = csv.writer(buf)
    keys: list[str] = []
    for rs in o.results:
        for r in rs:
            for k in r.stats:
                if k not in keys:
                    keys.append(k)
    w.writerow(["variant", "game", "seed", "bots", "winners", "turns", "moves", "end_reason", "scores",
                "rule_gap", *keys])
    for s, rs in zip(o.summaries, o.results):
        for r in rs:
            w.writerow([s.variant, r.index, r.seed, " ".join(r.levels), " ".join(str(x + 1) for x in r.winners),
                        r.turns, r.actions, r.end_reason, " ".join(f"{x:g}" for x in r.scores), r.gap or "",
                        *[_cell(r.stats.get(k)) for k in keys]])
    return buf.getvalue()


def _cell(value: Any) -> Any:
    if isinstance(value, (dict, list, tuple)):
        import json
        return json.dumps(value, sort_keys=True)
    return "" if value is None else value


def write_outputs(o: Outcome, args: argparse.Namespace) -> None:
    try:
        if args.json:
            atomic_write_json(args.json, o.to_json())
        if args.csv:
            atomic_write_text(args.csv, stats_csv(o))
        if args.games_csv:
            atomic_write_text(args.games_csv, games_csv(o))
        if args.report:
            from game.playtest.report import write_report
            files = write_report(args.report, o.named_results(), o.summaries, o.comparison)
            print(f"Report: {files[0]}" + (f" (and {len(files) - 1} chart files beside it)" if len(files) > 1 else ""))
    except OSError as exc:
        raise _cli_error(f"cannot write {exc.filename or 'the output file'}: {exc.strerror or exc}") from None


run = run_cmd  # the CLI calls module.run(args)
