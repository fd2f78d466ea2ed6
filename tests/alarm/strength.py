"""The new hard computer player against the old one: the same deals, the seats swapped.

Each seed is played twice at a table of four: the new player in seats 1 and
3 and the old one in seats 2 and 4, then the other way round, so seat
advantages and lucky deals cancel. The new player's fair share of the wins
is one half; the match prints its share with a 95% interval.

    python -m tests.alarm.strength --games 600        # the figure in the notes (a few minutes)

The suite plays a small seeded version (test_bots.py).
"""

from __future__ import annotations

import argparse
import time
from typing import Sequence

from game.alarm.bots import hard
from game.alarm.spec import SPEC
from game.engine import derive_seed, play_out
from game.playtest.intervals import Estimate, wilson
from tests.alarm.old_hard_bot import old_hard


def play(seed: int, new_seats: Sequence[int], players: int = 4) -> bool:
    """One game; True if a new hard player won it."""
    v = SPEC.standard()
    st = SPEC.new_game(v, players, seed)
    bots = [(hard if s in new_seats else old_hard)(s, derive_seed(seed, "bots", s), v) for s in range(players)]
    play_out(st, bots)
    return st.winners[0] in new_seats


def match(seeds: Sequence[int], players: int = 4) -> tuple[int, int]:
    """(games the new player won, games played): every seed twice, seats swapped."""
    won = played = 0
    for seed in seeds:
        for first in (0, 1):
            won += play(seed, [s for s in range(players) if s % 2 == first], players)
            played += 1
    return won, played


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200, help="games to play (two per seed)")
    p.add_argument("--seed", type=int, default=1, help="first seed")
    args = p.parse_args()
    start = time.perf_counter()
    won, played = match(range(args.seed, args.seed + args.games // 2))
    share: Estimate = wilson(won, played)
    print(f"new hard won {won} of {played} games against the old hard player: {share.value:.1%} "
          f"(95% interval {share.low:.1%} to {share.high:.1%}; fair share 50%) in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
