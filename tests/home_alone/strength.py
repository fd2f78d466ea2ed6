"""The new hard Home Alone player against the old one: the same deals, the seats swapped.

Each seed is played twice at a table of four under the standard rules: the new
hard player (``BOTS['hard']``) in seats 1 and 3 and the old one
(``old_hard.py``, the player of the day issue 20 was written) in seats 2 and 4,
then the other way round, so seat advantages and lucky hiding cancel. The new
player's fair share of the wins is one half.

A game whose win is shared (players level on points; the standard tie rule
only breaks ties against a player whose Kid was caught) counts for each side by
its share of the winners: a win shared by one new and one old player is half a
win for the new player, one shared by two new players and an old one two thirds.
The match prints the new player's share with its Wilson 95% interval, and how
often the old player's answer was refused by today's rules (then it plays the
first legal move instead).

    python -m tests.home_alone.strength --games 400

The suite plays a small seeded version (``test_hard_strength.py``).
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass
from typing import Sequence

from game.engine import derive_seed, play_out
from game.home_alone.bots import BOTS
from game.home_alone.spec import SPEC
from game.playtest.intervals import Estimate, wilson
from tests.home_alone.old_hard import OldHardBot, old_hard

PLAYERS = 4


@dataclass
class Game:
    """One game's outcome for the new player."""

    share: float  # the new player's share of the win (0, 1 or a fraction when the win is shared)
    shared: bool  # more than one winner
    fallbacks: int  # old answers refused by today's rules
    end: str  # why it ended


def play(seed: int, new_seats: Sequence[int], players: int = PLAYERS) -> Game:
    """One game of the standard rules, new hard players in ``new_seats`` and old ones elsewhere."""
    v = SPEC.standard()
    st = SPEC.new_game(v, players, seed)
    bots = [(BOTS["hard"] if s in new_seats else old_hard)(s, derive_seed(seed, "bots", s), v)
            for s in range(players)]
    play_out(st, bots)
    winners = tuple(st.winners)
    share = sum(1 for w in winners if w in new_seats) / len(winners)
    fallbacks = sum(b.fallbacks for b in bots if isinstance(b, OldHardBot))
    return Game(share, len(winners) > 1, fallbacks, str(st.end_reason))


def match(seeds: Sequence[int], players: int = PLAYERS) -> list[Game]:
    """Every seed twice, seats swapped: new in the even seats (1, 3 counted from one), then the odd."""
    return [play(seed, [s for s in range(players) if s % 2 == first], players)
            for seed in seeds for first in (0, 1)]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200, help="games to play (two per seed)")
    p.add_argument("--seed", type=int, default=1, help="first seed")
    args = p.parse_args()
    start = time.perf_counter()
    cpu = time.process_time()
    games = match(range(args.seed, args.seed + max(1, args.games // 2)))
    won = sum(g.share for g in games)
    share: Estimate = wilson(won, len(games))
    ends: dict[str, int] = {}
    for g in games:
        ends[g.end] = ends.get(g.end, 0) + 1
    print(f"new hard won {won:g} of {len(games)} games against the old hard player: {share.value:.1%} "
          f"(95% interval {share.low:.1%} to {share.high:.1%}; fair share 50%)")
    print(f"shared wins {sum(g.shared for g in games)}; old player's refused answers {sum(g.fallbacks for g in games)}; "
          f"endings {dict(sorted(ends.items()))}")
    print(f"wall {time.perf_counter() - start:.0f} s, cpu {time.process_time() - cpu:.0f} s")


if __name__ == "__main__":
    main()
