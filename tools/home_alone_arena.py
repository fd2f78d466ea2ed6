"""Measure the Home Alone computer players against each other.

    python tools/home_alone_arena.py hard normal --games 1000            # two players, seats alternate
    python tools/home_alone_arena.py hard normal easy easy --games 1000  # four players, seats rotate
    python tools/home_alone_arena.py --bench                              # random-bot games per second

Wins are shared: a game won jointly by k players counts 1/k for each. Runs in
parallel over ``--jobs`` processes. Prints the win rate of each level, the hard
bot's slowest decision, and the games' average length.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.engine import VariantCatalog, make_bots, play_out  # noqa: E402
from game.home_alone.spec import SPEC  # noqa: E402


def one_game(args: tuple[list[str], int, str]) -> tuple[list[float], list[str], float, int, str]:
    levels, seed, variant_name = args
    variant = VariantCatalog(SPEC.schema, SPEC.variants_dir).get(variant_name)
    n = len(levels)
    shift = seed % n  # rotate who sits where
    seated = levels[shift:] + levels[:shift]
    state = SPEC.new_game(variant, n, seed)
    bots = make_bots(SPEC, seated, seed, variant)
    slowest = 0.0
    while not state.is_over:
        d = state.pending
        bot = bots[d.seat]
        if len(d.actions) == 1:
            action = d.actions[0]
        else:
            t = time.perf_counter()
            action = bot.choose(state.view(d.seat), d)
            if seated[d.seat] == "hard":
                slowest = max(slowest, time.perf_counter() - t)
        state.apply(action)
    share = [0.0] * n
    for w in state.winners or ():
        share[w] = 1.0 / len(state.winners)
    return share, seated, slowest, state.turn, state.end_reason


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("levels", nargs="*", default=["hard", "normal"])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", default="standard")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--bench", action="store_true", help="random-bot games per second (4 players)")
    args = ap.parse_args(argv)
    if args.bench:
        variant = VariantCatalog(SPEC.schema, SPEC.variants_dir).get(args.variant)
        for seed in range(20):
            st = SPEC.new_game(variant, 4, seed)
            play_out(st, make_bots(SPEC, ["random"] * 4, seed, variant))
        t = time.perf_counter()
        for seed in range(args.seed, args.seed + args.games):
            st = SPEC.new_game(variant, 4, seed)
            play_out(st, make_bots(SPEC, ["random"] * 4, seed, variant))
        print(f"{args.games / (time.perf_counter() - t):.0f} games/s ({args.variant}, 4 random bots)")
        return 0
    jobs = [(list(args.levels), args.seed + i, args.variant) for i in range(args.games)]
    wins: dict[str, float] = {}
    seats: dict[str, int] = {}
    slowest, turns, reasons = 0.0, 0, {}
    t0 = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        for share, seated, slow, turn, reason in pool.map(one_game, jobs, chunksize=4):
            for s, level in enumerate(seated):
                wins[level] = wins.get(level, 0.0) + share[s]
                seats[level] = seats.get(level, 0) + 1
            slowest = max(slowest, slow)
            turns += turn
            reasons[reason] = reasons.get(reason, 0) + 1
    n = args.games
    print(f"{n} games, {len(args.levels)} players ({' '.join(args.levels)}), variant {args.variant}, "
          f"{time.perf_counter() - t0:.0f}s")
    for level in sorted(wins, key=lambda k: -wins[k] / seats[k]):
        per_seat = wins[level] / seats[level]
        print(f"  {level:7s} wins {wins[level]:7.1f} of {n} games: {per_seat:.1%} per seat "
              f"(fair share {1 / len(args.levels):.0%})")
    print(f"  mean turns {turns / n:.1f}; endings {reasons}; hard's slowest decision {slowest * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
