"""The new hard computer player against the old one: the same deals, the seats swapped.

Each seed is played twice at a table of four: the new player in seats 1 and
3 and the old one in seats 2 and 4, then the other way round, so seat
advantages and lucky deals cancel. The new player's fair share of the wins
is one half; the match prints its share with a 95% interval.

    python -m tests.alarm.strength --games 600        # the figure in the notes (a few minutes)

The suite plays a small seeded version (test_bots.py). `--players N` sets the table (3 to 6).
"""

from __future__ import annotations

from typing import Sequence

from game.alarm.bots import hard
from game.alarm.spec import SPEC
from game.engine import derive_seed, play_out
from tests.alarm.old_hard_bot import old_hard
from tests.strength import cli, seats_swapped, share_line


def play(seed: int, new_seats: Sequence[int], players: int = 4) -> bool:
    """One game; True if a new hard player won it."""
    v = SPEC.standard()
    st = SPEC.new_game(v, players, seed)
    bots = [(hard if s in new_seats else old_hard)(s, derive_seed(seed, "bots", s), v) for s in range(players)]
    play_out(st, bots)
    return st.winners[0] in new_seats


def match(seeds: Sequence[int], players: int = 4) -> tuple[int, int]:
    """(games the new player won, games played): every seed twice, seats swapped."""
    games = seats_swapped(seeds, players, lambda seed, seats: play(seed, seats, players))
    return sum(games), len(games)


def main() -> None:
    def run(seeds: Sequence[int], players: int) -> None:
        print(share_line(*match(seeds, players)))
    cli(__doc__, run)


if __name__ == "__main__":
    main()
