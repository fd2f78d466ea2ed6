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
from typing import Any

from game.commands.console import print_table
from game.engine.registry import get_spec
from game.playtest.runner import Tally
from game.playtest.session import Outcome, Plan, conclude, default_bots, default_players, play, remember_pace
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
    add_cluster_arguments(p)
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


def add_cluster_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--dask", metavar="ADDRESS", help="run on the Dask cluster at ADDRESS: tcp://HOST:PORT, or "
                                                     "tls://HOST:PORT with certificates (the dask extra)")
    p.add_argument("--tls-ca", metavar="FILE", help="for tls://: the certificate authority the scheduler's "
                                                    "certificate must be signed by (or CAPER_NIGHT_TLS_CA)")
    p.add_argument("--tls-cert", metavar="FILE", help="for tls://: this computer's certificate (or "
                                                      "CAPER_NIGHT_TLS_CERT)")
    p.add_argument("--tls-key", metavar="FILE", help="for tls://: its private key, unless it is in the "
                                                     "certificate file (or CAPER_NIGHT_TLS_KEY)")


def cluster_from_args(args: argparse.Namespace):
    """The checked ``--dask`` address with its certificates, or ``None``; every mistake is one line."""
    if args.dask is None:
        if args.tls_ca or args.tls_cert or args.tls_key:
            raise _cli_error("--tls-ca, --tls-cert and --tls-key go with --dask tls://HOST:PORT")
        return None
    from game.playtest.cluster import ClusterAddressError, check_address
    try:
        return check_address(args.dask, args.tls_ca, args.tls_cert, args.tls_key)
    except ClusterAddressError as exc:
        raise _cli_error(str(exc)) from None


def check_outputs(args: argparse.Namespace) -> None:
    """Every output file's folder must exist before a single game is played."""
    for option in ("json", "csv", "games_csv", "report"):
        value = getattr(args, option, None)
        if value:
            check_output_folder("--" + option.replace("_", "-"), value)


def _cli_error(message: str) -> Exception:
    from game.commands.main import CliError
    return CliError(message)


def check_output_folder(option: str, path: str) -> None:
    """An output file must go into a folder that exists: a typo in the folder is a mistake, not a new folder."""
    folder = Path(path).expanduser().parent
    if not folder.is_dir():
        raise _cli_error(f"{option} {path}: there is no folder {folder}")


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
    check_outputs(args)
    if args.gaps and not Path(args.gaps).expanduser().is_dir():
        raise _cli_error(f"--gaps {args.gaps}: there is no such folder")
    plan = Plan(spec.id, variants, players, args.games, args.seed, bots, args.jobs, cluster_from_args(args))
    try:
        plan.check()
    except ValueError as exc:
        raise _cli_error(str(exc)) from None
    if args.report:
        from game.playtest.charts import available
        if not available():
            raise _cli_error('--report needs the playtest extra: pip install "caper-night[playtest]"')
    return plan


def progress_bar(args: argparse.Namespace, total: int):
    """A rich progress bar on stderr when it is a terminal (or ``--progress``), else ``None``."""
    show = args.progress if args.progress is not None else sys.stderr.isatty()
    if not show:
        return None
    from game.commands.console import ProgressBar
    return ProgressBar(total, force=bool(args.progress))


def run_cmd(args: argparse.Namespace) -> int:
    plan = plan_from_args(args)
    total = plan.games * len(plan.variants)
    bar = progress_bar(args, total)
    tally = Tally()
    start = time.perf_counter()
    try:
        if plan.dask is not None:
            from game.playtest.cluster import DaskUnavailable
            try:
                results = play(plan, progress=bar, tally=tally)
            except DaskUnavailable as exc:
                raise _cli_error(str(exc)) from None
        else:
            results = play(plan, progress=bar, tally=tally)
    finally:
        if bar is not None:
            bar.close()
    seconds = time.perf_counter() - start
    outcome = conclude(plan, results, _gaps_folder(args), seconds, tally.work_s)
    print_outcome(outcome, sys.stdout, workers=_workers_text(plan))
    write_outputs(outcome, args)
    if plan.dask is None:
        from game.store.paths import user_data_dir
        remember_pace(plan, outcome, user_data_dir() / "pace.json")
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

def print_outcome(o: Outcome, out=None, workers: str = "") -> None:
    out = out if out is not None else sys.stdout  # as it is now, not as it was at import
    s0 = o.summaries[0]
    rate = sum(len(r) for r in o.results) / o.seconds if o.seconds else 0.0
    variants = " vs ".join(s.variant for s in o.summaries)
    out.write(f"{s0.title} · {variants} · {s0.players} players · {s0.games} games"
              f"{' each' if o.comparison else ''} · seed {s0.seed} · bots {','.join(s0.bots)}\n")
    out.write(f"  played in {o.seconds:.1f} s on {workers} ({rate:.0f} games/s)\n\n")
    if o.comparison is None:
        print_table(s0.table(), ("", s0.variant, "95% interval"), out)
        out.write("\n")
    else:
        c = o.comparison
        rows = c.table()
        print_table([r[:5] + (("*",) if r[5] else ("",)) if any(r[1:]) else r for r in rows],
                    ("", f"A: {c.a.variant}", f"B: {c.b.variant}", "B − A", "95% interval", ""), out,
                    marks=[bool(r[5]) if any(r[1:]) else False for r in rows])
        out.write("\n  * changed significantly (95%, corrected for comparing many statistics)\n\n")
        verdict = c.verdict()
        out.write("Verdict: " + verdict[0] + "\n")
        for line in verdict[1:]:
            out.write(f"  - {line}\n")
        out.write("\n")
    out.write("  First-seat advantage: seat 1's win rate minus the average seat's. Balance: 100% when every\n"
              "  seat wins equally often. Game quality, from the scores after each turn: the share of the game\n"
              "  after which the winner stays in front, how often the lead changes hands, and how far behind the\n"
              "  winner was on average (0% in front, 100% last). Intervals are 95% confidence intervals.\n")
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
    head = ["variant", "game", "seed", "bots", "winners", "turns", "moves", "end_reason", "scores", "rule_gap",
            *QUALITY_COLUMNS]
    keys: list[str] = []
    for rs in o.results:
        for r in rs:
            for k in r.stats:
                if k not in keys and k not in head:  # a game's own "turns" is the turns column already
                    keys.append(k)
    w.writerow([*head, *keys])
    for s, rs in zip(o.summaries, o.results):
        for r in rs:
            w.writerow([s.variant, r.index, r.seed, " ".join(r.levels), " ".join(str(x + 1) for x in r.winners),
                        r.turns, r.actions, r.end_reason, " ".join(f"{x:g}" for x in r.scores), r.gap or "",
                        *[_cell(r.quality.get(k)) for k in QUALITY_COLUMNS], *[_cell(r.stats.get(k)) for k in keys]])
    return buf.getvalue()


QUALITY_COLUMNS = ("decided_at", "lead_changes", "drama")


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
