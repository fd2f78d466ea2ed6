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

from dataclasses import dataclass
from typing import Sequence

from game.engine import derive_seed, play_out
from game.home_alone.bots import BOTS
from game.home_alone.spec import SPEC
from tests.home_alone.old_hard import OldHardBot, old_hard
from tests.strength import cli, seats_swapped, share_line

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
    return seats_swapped(seeds, players, lambda seed, seats: play(seed, seats, players))


def main() -> None:
    def run(seeds: Sequence[int], players: int) -> None:
        games = match(seeds, players)
        ends: dict[str, int] = {}
        for g in games:
            ends[g.end] = ends.get(g.end, 0) + 1
        print(share_line(sum(g.share for g in games), len(games)))
        print(f"shared wins {sum(g.shared for g in games)}; old player's refused answers "
              f"{sum(g.fallbacks for g in games)}; endings {dict(sorted(ends.items()))}")
    cli(__doc__, run)


if __name__ == "__main__":
    main()
