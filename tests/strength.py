"""What every strength match of a new computer player against its old self shares.

A match plays each seed twice at one table, the new player in every other seat
and then in the others, so seat advantages and lucky deals cancel; the new
player's fair share of the wins is one half. The games decide how one game is
played; this module seats them and states the result with a 95% interval.
"""

from __future__ import annotations

import argparse
import time
from typing import Callable, Sequence, TypeVar

from game.playtest.intervals import wilson

G = TypeVar("G")


def seats_swapped(seeds: Sequence[int], players: int, play: Callable[[int, list[int]], G]) -> list[G]:
    """``play(seed, new_seats)`` for every seed twice: new in seats 1, 3 ... (counted from one), then 2, 4 ..."""
    return [play(seed, [s for s in range(players) if s % 2 == first]) for seed in seeds for first in (0, 1)]


def share_line(won: float, played: int, old: str = "the old hard player") -> str:
    """The new player's share of ``played`` games with its Wilson 95% interval, in words."""
    share = wilson(won, played)
    return (f"new hard won {won:g} of {played} games against {old}: {share.value:.1%} "
            f"(95% interval {share.low:.1%} to {share.high:.1%}; fair share 50%)")


def cli(doc: str, run: Callable[[Sequence[int], int], None], players: int = 4) -> None:
    """``--games N --seed S --players P`` on the command line: ``run(seeds, players)`` (two games a seed) and
    say how long it took."""
    p = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200, help="games to play (two per seed)")
    p.add_argument("--seed", type=int, default=1, help="first seed")
    p.add_argument("--players", type=int, default=players, help=f"players at the table (default {players})")
    args = p.parse_args()
    start, cpu = time.perf_counter(), time.process_time()
    run(range(args.seed, args.seed + max(1, args.games // 2)), args.players)
    print(f"wall {time.perf_counter() - start:.0f} s, cpu {time.process_time() - cpu:.0f} s")
