"""``python -m game tune GAME PARAM --values ... --target METRIC [--goal X]``: which value of a house rule?

Plays the same deals under every value of one rule, coarse first and then
more games where the answer is undecided (see :mod:`game.playtest.tune`),
prints a table of the values with their 95 % intervals and recommends one,
or says that none reaches the goal. ``--report`` saves the chart of the
figure against the value with the table (HTML, or Markdown with a PNG).
"""

from __future__ import annotations

import argparse
import sys
import time

from game.playtest.runner import Tally
from game.playtest.tune import FIRST_GAMES, MAX_GAMES, TARGETS


def add_arguments(p: argparse.ArgumentParser, name: str) -> None:
    p.add_argument("game", help="alarm, alcatraz or home_alone")
    p.add_argument("param", help="the rule to tune (python -m game variants GAME standard lists them)")
    p.add_argument("--values", required=True,
                   help="the values to try: a list (10,20,30; true,false; names) or a range FROM:TO:STEP")
    p.add_argument("--target", required=True,
                   help=f"the figure to bring to the goal: {', '.join(TARGETS)}, or a statistic's key from "
                        f"--json (own.rounds, seat.2.win...)")
    p.add_argument("--goal", help="a number (rates as fractions or with %%: 0, 0.05, 5%%), max or min "
                                  "(default: 0 for first-seat, max for balance...)")
    p.add_argument("--where", action="append", default=[], metavar="CONDITION",
                   help="a condition the recommended value must keep, e.g. median-length<=60 (repeatable)")
    p.add_argument("--variant", default="standard", help="the rules the values change (default: standard)")
    p.add_argument("--players", type=int, default=None, help="number of players (default 4, or the nearest allowed)")
    p.add_argument("--games", type=int, default=FIRST_GAMES,
                   help=f"games per value in the first, coarse round (default {FIRST_GAMES})")
    p.add_argument("--max-games", type=int, default=MAX_GAMES,
                   help=f"most games per value, for values still undecided (default {MAX_GAMES})")
    p.add_argument("--seed", type=int, default=1, help="base seed: the same seed gives the same answer (default 1)")
    p.add_argument("--bots", default=None, help="bot level per seat, comma separated (default normal)")
    p.add_argument("--jobs", type=int, default=None, help="worker processes (default: one per core)")
    from game.commands.playtest import add_cluster_arguments
    add_cluster_arguments(p)
    p.add_argument("--json", metavar="FILE", help="write the tuning as JSON")
    p.add_argument("--report", metavar="FILE", help="write the chart and the table: FILE.html or FILE.md "
                                                    "(the playtest extra)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--progress", dest="progress", action="store_true", default=None,
                   help="show the progress bar even when not on a terminal")
    g.add_argument("--no-progress", dest="progress", action="store_false", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from game.commands.playtest import _cli_error, _resolve, _spec, check_output_folder, cluster_from_args
    from game.playtest.session import default_bots, default_players
    from game.playtest.tune import Condition, parse_goal, parse_values, target, tune

    spec = _spec(args.game)
    base = _resolve(args.game, args.variant)
    param = spec.schema.get(args.param)
    if param is None:
        raise _cli_error(f"{spec.title} has no rule {args.param!r}; known: "
                         f"{', '.join(p.key for p in spec.schema)}")
    try:
        values = parse_values(param, args.values)
        t = target(args.target)
        goal = parse_goal(args.goal, t)
        conditions = [Condition.parse(w) for w in args.where]
    except ValueError as exc:
        raise _cli_error(str(exc)) from None
    players = args.players if args.players is not None else default_players(spec, base)
    bots = default_bots(spec) if args.bots is None else tuple(x.strip() for x in args.bots.split(",") if x.strip())
    if args.jobs is not None and args.jobs < 1:
        raise _cli_error("--jobs must be at least 1")
    for option, value in (("--json", args.json), ("--report", args.report)):
        if value:
            check_output_folder(option, value)
    if args.report:
        if Path(args.report).suffix.lower() not in (".html", ".htm", ".md", ".markdown"):
            raise _cli_error(f"--report {args.report}: the file name must end in .html or .md")
        from game.playtest.charts import available
        if not available():
            raise _cli_error('--report needs the playtest extra: pip install "caper-night[playtest]"')
    cluster = cluster_from_args(args)
    from game.commands.playtest import progress_bar
    bar = progress_bar(args, len(values) * args.games)
    tally = Tally()
    started = time.perf_counter()
    try:
        try:
            tuning = tune(spec, base, param.key, values, t, goal, players, bots, args.seed, args.games,
                          args.max_games, conditions, args.jobs, cluster, progress=bar, tally=tally)
        except ValueError as exc:
            raise _cli_error(str(exc)) from None
        except RuntimeError as exc:
            from game.playtest.cluster import DaskUnavailable
            if isinstance(exc, DaskUnavailable):
                raise _cli_error(str(exc)) from None
            raise
    finally:
        if bar is not None:
            bar.close()
    seconds = time.perf_counter() - started
    print_tuning(tuning, seconds, sys.stdout)
    try:
        if args.json:
            from game.store.files import atomic_write_json
            atomic_write_json(args.json, tuning.to_json())
        if args.report:
            from game.playtest.report import write_tune_report
            files = write_tune_report(args.report, tuning)
            print(f"Report: {files[0]}" + (f" (chart beside it: {files[1].name})" if len(files) > 1 else ""))
    except OSError as exc:
        raise _cli_error(f"cannot write {exc.filename or 'the output file'}: {exc.strerror or exc}") from None
    return 0


def print_tuning(t, seconds: float, out=None) -> None:
    out = out if out is not None else sys.stdout  # as it is now, not as it was at import
    from game.commands.console import print_table

    games = sum(r.games for r in t.rows)
    out.write(f"{t.title} · tuning {t.param.key} from {t.base} · {t.label} {t.goal.text(t.kind)} · "
              f"{t.players} players · bots {','.join(t.bots)} · seed {t.seed}\n")
    if t.conditions:
        out.write("  where " + " and ".join(c.text() for c in t.conditions) + "\n")
    out.write(f"  {games:,} games in {seconds:.1f} s, in {len(t.rounds)} round(s): "
              + "; ".join(f"{g} games, {len(v)} value(s) left" for g, v in t.rounds) + "\n\n")
    print_table(t.table(), (t.param.key, "games", t.label, "95% interval", ""), out,
                marks=[r is t.best for r in t.rows])
    out.write("\n" + t.verdict() + "\n")
    out.flush()
