"""The faster hard player is as strong as the one it replaced (kept in ``old_hard.py`` for this only).

The full figure (hundreds of four-player games, seats swapped, with a 95% interval) is
``python -m tests.home_alone.strength``; here a small seeded match keeps it honest: a change that
makes the hard player clearly weaker loses this match.
"""

from __future__ import annotations

import hashlib

from game.engine import derive_seed
from game.home_alone.board import TREEHOUSE
from game.home_alone.movement import CROOK
from game.home_alone.spec import SPEC
from tests.home_alone.old_hard import mover, old_hard
from tests.home_alone.strength import match


def test_the_new_hard_player_wins_its_share_against_the_old_one():
    # three deals, each played twice with the players swapping seats (two new, two old at a table of
    # four), so neither seat nor deal favours one side; a fair share is three wins of six, and a
    # clearly weaker player would win one or none
    games = match((1, 2, 3))
    assert sum(g.share for g in games) >= 3.0
    assert sum(g.fallbacks for g in games) == 0  # the old player never needed today's rules to correct it


# the moves commit 794e38d's own hard players made, four at a table, seed 5 (its standard rules then: no
# announced end, no Kids coming out, Crooks kept out of the Treehouse, 150 turns), as a digest of
# "seat:action;" for every decision, then the points, winners and last turn
OLD_GAME = (5, 400, "ea5e1d470d5b5e3b")


def test_the_old_hard_player_is_the_one_it_was():
    """Under the rules of its day (today's legacy settings), the fixture plays that day's game move for move."""
    seed, moves, recorded = OLD_GAME
    variant = SPEC.standard().with_params(SPEC.schema, round_limit=0, kids_come_out=0, ties="shared",
                                          safe_treehouse=True, turn_limit=150)
    state = SPEC.new_game(variant, 4, seed)
    bots = [old_hard(s, derive_seed(seed, "bots", s), variant) for s in range(4)]
    h = hashlib.sha256()
    chosen = 0
    while not state.is_over:
        d = state.pending
        action = d.actions[0] if len(d.actions) == 1 else bots[d.seat].choose(state.view(d.seat), d)
        h.update(f"{d.seat}:{action!r};".encode())
        chosen += 1
        state.apply(action)
    h.update(f"{list(state.points)}|{list(state.winners)}|{state.turn}".encode())
    assert (chosen, h.hexdigest()[:16]) == (moves, recorded)
    assert sum(b.fallbacks for b in bots) == 0
    # and it reckons moves as it did then, with Crooks kept out of the Treehouse, whatever the rules in play
    board = state.board
    treehouse = set(board.squares_of(TREEHOUSE))
    assert treehouse and not treehouse & set(mover(board, True).distances(CROOK, board.start))
