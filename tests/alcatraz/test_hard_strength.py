"""The hard player is as strong as the issue-day one (kept in ``old_hard.py`` for this only).

The full figure (hundreds of full games, seats swapped, with a 95% interval) is measured
outside the suite (``python -m tests.alcatraz.strength``); here a small seeded match keeps it
honest: forty short two-player games, each deal played twice with the players swapping seats.
A player that wins a fair half wins 17 or more of them about nine times in ten; one that wins
only three in ten, about one time in sixteen. (Forty games cannot tell a player that wins
four in ten from a fair one: that takes the full match.)
"""

from __future__ import annotations

from game.alcatraz.search import HardBot
from game.alcatraz.spec import SPEC
from game.engine import derive_seed, play_out
from tests.alcatraz.old_hard import HardBot as OldHardBot

SEEDS = range(1, 21)
#: the new player's wins it must reach (a fair share of forty games is twenty)
WINS = 17


def duel(seed: int, new_seat: int) -> float:
    """A two-player game to 40 points, new against old; the new player's share of the win."""
    variant = SPEC.standard().with_params(SPEC.schema, target_score=40)
    state = SPEC.new_game(variant, 2, seed)
    bots = [(HardBot if s == new_seat else OldHardBot)(s, derive_seed(seed, "bots", s), variant) for s in range(2)]
    play_out(state, bots)
    winners = state.winners or ()
    return sum(1 for w in winners if w == new_seat) / max(1, len(winners))


def test_the_new_hard_player_wins_its_share_against_the_old_one():
    # each deal played twice, the players swapping seats, so neither seat nor deal favours one of them
    wins = sum(duel(seed, new_seat) for seed in SEEDS for new_seat in (0, 1))
    assert wins >= WINS, wins


def test_the_old_hard_player_is_the_one_it_was():
    """The fixture still thinks as the old player did: sixteen deals at most, to the end of the round."""
    old = OldHardBot(0, 1, SPEC.standard())
    assert (old.max_samples, old.max_candidates) == (16, 6) and not hasattr(old, "horizon")
