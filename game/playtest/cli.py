"""``simulate`` and ``compare`` on the command line."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from typing import Any

from game.engine.files import atomic_write_json
from game.engine.registry import get_spec

from .simulate import Job
from .simulate import run as run_games


def add_arguments(p: argparse.ArgumentParser, name: str) -> None:
    p.add_argument("game", help="alarm, alcatraz or home_alone")
    if name == "compare":
        p.add_argument("variant_a", metavar="A", help="a variant name or file")
        p.add_argument("variant_b", metavar="B", help="a variant name or file")
    else:
        p.add_argument("--variant", default="standard", help="a variant name or file (default: standard)")
    p.add_argument("--players", type=int, default=4, help="number of players (default 4)")
    p.add_argument("--games", type=int, default=200, help="number of games (default 200)")
    p.add_argument("--seed", type=int, default=1, help="base seed (default 1)")
    p.add_argument("--bots", default="normal", help="bot levels per seat, comma separated (random,easy,normal,hard)")
    p.add_argument("--jobs", type=int, default=None, help="processes (default: all cores)")
    p.add_argument("--json", metavar="FILE", help="also write the results as JSON")


def _resolve(game: str, name: str):
    from game.app.paths import variant_catalog
    return variant_catalog(game).get(name)


def _check(args: argparse.Namespace, spec, variant) -> tuple[str, ...]:
    from game.cli import CliError

    lo, hi = spec.players_for(variant)
    if not lo <= args.players <= hi:
        raise CliError(f"{spec.title} is for {lo} to {hi} players under {variant.name!r}, not {args.players}")
    if args.games < 1:
        raise CliError("--games must be at least 1")
    levels = tuple(l.strip() for l in args.bots.split(",") if l.strip())
    known = {"random", *spec.bots}
    bad = [l for l in levels if l not in known]
    if bad or not levels:
        raise CliError(f"unknown bot level {bad[0] if bad else args.bots!r}; choose from {', '.join(sorted(known))}")
    return levels


def summarize(game: str, variant_name: str, players: int, games: int, seed: int, results: list) -> dict[str, Any]:
    wins = [0] * players
    ties = 0
    for r in results:
        if len(r.winners) > 1:
            ties += 1
        for w in r.winners:
            wins[w] += 1
    reasons = Counter(r.end_reason for r in results)
    return {
        "game": game, "variant": variant_name, "players": players, "games": games, "seed": seed,
        "wins_by_seat": wins, "ties": ties,
        "mean_turns": sum(r.turns for r in results) / max(1, len(results)),
        "end_reasons": dict(reasons),
    }


def run_cmd(args: argparse.Namespace) -> int:
    spec = get_spec(args.game)
    names = [args.variant_a, args.variant_b] if args.command == "compare" else [args.variant]
    out = []
    for name in names:
        variant = _resolve(args.game, name)
        levels = _check(args, spec, variant)
        job = Job(args.game, variant, args.players, args.seed, levels)
        results = list(run_games(job, args.games, args.jobs))
        out.append(summarize(args.game, variant.name, args.players, args.games, args.seed, results))
    for s in out:
        print(f"{spec.title} · {s['variant']} · {s['players']} players · {s['games']} games · seed {s['seed']}")
        print("  wins by seat: " + "  ".join(f"{i + 1}:{w}" for i, w in enumerate(s["wins_by_seat"])))
        print(f"  ties: {s['ties']}   mean turns: {s['mean_turns']:.1f}")
    if args.json:
        atomic_write_json(args.json, out[0] if len(out) == 1 else {"a": out[0], "b": out[1]})
    return 0


run = run_cmd  # the CLI calls module.run(args)
