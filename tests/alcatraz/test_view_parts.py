"""The parts of a view the Alcatraz table reads straight from its state (``Tabletop.view_readers``) are the
view's own fields, at every moment of a game, for every seat, and hide what the view hides.

A computer player that names the fields it reads (the normal and easy players read
:data:`~game.alcatraz.view.HABIT_FIELDS`) is handed just those in a simulation, read from the table
without building the whole view. If a reader showed one card the view does not (another hand, the Cell
Block's order), the comparison with the view and with a twin position that differs only in what the seat
cannot see would both fail here.
"""

from __future__ import annotations

import pytest

from game.alcatraz.bots import NormalBot
from game.alcatraz.cards import KIND, NUM_KINDS
from game.alcatraz.state import Tabletop
from game.alcatraz.view import HABIT_FIELDS, AlcatrazView
from game.engine import Rng
from game.engine.views import cut
from tests.alcatraz.helpers import bot_game
from tests.alcatraz.twins import scramble_hidden

SINGLE = [k for k in Tabletop.view_readers if isinstance(k, str)]


def test_readers_name_only_fields_of_the_view_and_the_normal_player_reads_only_those():
    assert set(SINGLE) <= set(AlcatrazView._fields)
    assert HABIT_FIELDS in Tabletop.view_readers and set(HABIT_FIELDS) <= set(SINGLE)
    assert NormalBot.view_fields == HABIT_FIELDS


@pytest.mark.parametrize("levels, seed", [(("normal", "easy", "random", "normal"), 1), (("normal", "normal"), 4),
                                          (("random", "easy", "random"), 3)])
def test_every_reader_gives_the_view_s_field_at_every_move(levels, seed):
    rng = Rng(seed)
    for moves, state in bot_game(levels, seed):
        for seat in (None, *range(state.num_players)):
            view = state.view(seat)
            # the fields worked out from others: the viewer's own row of counts, its own hand by kind
            assert view.my_plan_counts == (None if seat is None else view.plan_counts[seat]), (moves, seat)
            assert view.hand_kinds == (None if seat is None else tuple(
                sum(1 for c in view.hand if KIND[c] == k) for k in range(NUM_KINDS))), (moves, seat)
            for field in SINGLE:
                assert state.view_part(seat, (field,)) == cut(view, (field,)), (moves, seat, field)
            part = state.view_part(seat, HABIT_FIELDS)
            assert part == cut(view, HABIT_FIELDS), (moves, seat)
            if seat is not None and moves % 17 == 0:
                assert scramble_hidden(state, seat, rng).view_part(seat, HABIT_FIELDS) == part, (moves, seat)
                assert "hands" not in part._fields  # (no hand's cards at all: its own is read by kind)
