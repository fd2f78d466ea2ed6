"""At a table of four the hard player searches less: the draw and the discards are its habits', and its
play-outs stop a turn earlier. With two or three players it searches as before (the digests pin that)."""

from __future__ import annotations

from game.alcatraz import actions as A
from game.alcatraz.search import HardBot
from game.alcatraz.spec import SPEC


def test_the_draw_and_the_discards_are_searched_only_at_a_smaller_table():
    bot = HardBot(0, 0, SPEC.standard())
    for kind, first in (("draw", A.make(A.DrawCellBlock)), ("discard", A.Discard(3)), ("play", A.Discard(3))):
        assert bot.searched(kind, first, 2) and bot.searched(kind, first, 3)
        assert not bot.searched(kind, first, 4)
    assert bot.searched("play", A.LayOff(0, 1), 4) and bot.searched("work_detail", A.WorkDetailTake(5), 4)
    assert not bot.searched("co_conspirator", A.Discard(3), 2)  # (settled at any table)


def test_at_a_table_of_four_play_outs_stop_as_the_turn_they_began_in_comes_round_again():
    bot = HardBot(0, 0, SPEC.standard())
    for players, laps_end in ((2, 2), (3, 3), (4, 3)):
        view = SPEC.new_game(SPEC.standard(), players, 1).view(0)
        assert bot.last_turn(view) == view.turn + laps_end
    bot.horizon = 0  # (to the end of the round)
    assert bot.last_turn(SPEC.new_game(SPEC.standard(), 4, 1).view(0)) == 1 << 30
