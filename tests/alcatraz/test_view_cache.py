"""What a view keeps between moves (``Tabletop.shown_play``, ``shown_counts``, ``shown_known``, ``shown_rest``)
and the hand count it hands on (``hand_kinds``) always match the table.

Seeded games are played by every level; after each move every seat's view is
compared with one built afresh (the same position with nothing kept), and the
state checks its own invariants, which include these tuples.
"""

from __future__ import annotations

import pytest

from game.alcatraz.state import count_hand
from tests.alcatraz.helpers import bot_game


def fresh_view(state, seat):
    twin = state.clone()
    twin.shown_play = twin.shown_counts = twin.shown_known = twin.shown_rest = None
    return twin.view(seat)


# (seeds whose games foil plans nobody else had joined, take from Solitary, and go out: each way a pile shown
# in a view changes; leaving out any one of the resets in the rules fails one of these games)
@pytest.mark.parametrize("levels, seed", [(("normal", "easy", "random", "normal"), 1), (("easy", "random"), 0),
                                          (("random", "random", "random"), 3)])
def test_views_kept_between_moves_match_the_table(levels, seed):
    kinds_seen = 0
    for moves, state in bot_game(levels, seed):  # (the one state, as the bots play it)
        for seat in (None, *range(state.num_players)):
            view = state.view(seat)
            assert view == fresh_view(state, seat)
            if view.hand_kinds is not None:  # the count of the viewer's own hand the rules keep, handed on
                assert view.hand_kinds == tuple(count_hand(view.hand)[0])
                kinds_seen += 1
        state.validate()
    assert state.view(None) == fresh_view(state, None)
    state.validate()
    assert moves > 100 and kinds_seen > 10
