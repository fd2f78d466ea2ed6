"""Today's hard Alcatraz player against the one it replaced: full games, the same deals, the seats swapped.

Each seed is played twice (``tests/strength.py``): today's hard player in
seats 1 and 3 and the old one (``old_hard.py``, the player of the day issue 20
was written) in seats 2 and 4, then the other way round. A shared win counts by
the new player's share of the winners. The fair share is one half.

    python -m tests.alcatraz.strength --games 120 --players 2

Full games with the old player take about ten seconds each on a 2-core laptop, so the
suite keeps only a small duel (``test_hard_strength.py``).
"""

from __future__ import annotations

from typing import Sequence

from game.alcatraz.search import HardBot
from game.alcatraz.spec import SPEC
from game.engine import derive_seed, play_out
from tests.alcatraz.old_hard import HardBot as OldHardBot
from tests.strength import cli, seats_swapped, share_line


def play(seed: int, new_seats: Sequence[int], players: int) -> float:
    """One game to the standard target; the new players' share of the win."""
    variant = SPEC.standard()
    state = SPEC.new_game(variant, players, seed)
    bots = [(HardBot if s in new_seats else OldHardBot)(s, derive_seed(seed, "bots", s), variant)
            for s in range(players)]
    play_out(state, bots)
    winners = state.winners or ()
    return sum(1 for w in winners if w in new_seats) / max(1, len(winners))


def main() -> None:
    def run(seeds: Sequence[int], players: int) -> None:
        games = seats_swapped(seeds, players, lambda seed, seats: play(seed, seats, players))
        print(f"{players} players: " + share_line(sum(games), len(games)))
    cli(__doc__, run)


if __name__ == "__main__":
    main()
