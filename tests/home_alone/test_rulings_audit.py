"""Rulings audit (docs/rulings-coverage.md): Home Alone rulings that had no test able to fail."""

from __future__ import annotations

import pytest

from game.engine import IllegalActionError
from game.home_alone.board import TREEHOUSE
from game.home_alone.markers import KID, TRAP, TRAP_NAMES, VALUABLE, VALUABLE_NAMES, MarkerSet
from game.home_alone.rules import (
    ESCAPE,
    ESCAPE_SPIN,
    HIDE,
    SPIN,
    SPIN_ACTION,
    KidEscaped,
    KidToTreehouse,
    MoveCrook,
    MoveKid,
)
from game.home_alone.spec import SPEC
from tests.home_alone.helpers import HOUSE, first, position, square


def test_the_markers_are_the_ruled_sixteen_traps_and_eight_valuables():
    assert TRAP_NAMES == ("Hot Iron", "Broken Ornaments", "Tarantula", "Trip Rope", "Micro", "Fan & Feathers",
                          "Blow Torch", "Ice", "Big Nail", "Snow Shovel", "Paint Can", "B.B. Gun", "Paint Can",
                          "Hot Wire", "Tar", "Firecrackers")
    assert VALUABLE_NAMES == ("T.V. Set", "Jewels", "Money", "Stereo", "Silver", "Computer", "Watch", "Credit Cards")
    mk = MarkerSet()
    names = [mk.name(m) for m in mk.of_seat(2)]
    assert names == list(TRAP_NAMES) + list(VALUABLE_NAMES) + ["Kid"]


# The Crooks wait at X; A (hiding a Kid) is one step from X and from the handle bar H.
ESCAPE_HOUSE = HOUSE.replace("#H........#", "#HAX......#")


def _kid_found_at_a(spins):
    st = position(ESCAPE_HOUSE, hidden={"A": [(1, KID)]}, crooks=("X", "X"), spins=spins)
    a, x = square(st.board, ESCAPE_HOUSE, "A"), square(st.board, ESCAPE_HOUSE, "X")
    st.apply(SPIN_ACTION)
    st.apply(MoveCrook(0, a))
    assert st.kids[1] == a and st.pending.kind == ESCAPE_SPIN and st.pending.seat == 1
    st.apply(SPIN_ACTION)
    assert st.pending.kind == ESCAPE
    return st, a, x


def test_an_escaping_kid_never_ends_on_a_crooks_square():
    st, a, x = _kid_found_at_a([1, 1])
    ends = {m.to for m in st.pending.actions}
    assert x not in ends and a not in ends  # the other Crook's square, and the finder's
    assert st.board.index(2, 5) in ends  # a free square one step away is offered
    with pytest.raises(IllegalActionError, match="never ends on a Crook"):
        st.apply(MoveKid(x))


def test_an_escaping_kid_that_ends_on_a_handle_bar_goes_straight_to_the_treehouse():
    st, a, x = _kid_found_at_a([1, 1])
    bar = st.board.index(2, 4)
    events = st.apply(MoveKid(bar))
    assert isinstance(events[0], KidEscaped) and events[0].path == (a, bar)
    jump = first(events, KidToTreehouse)
    assert jump.seat == 1 and jump.handle_bar == bar
    assert st.board.kind(st.kids[1]) == TREEHOUSE and st.kids[1] == jump.square


PEEK_HOUSE = HOUSE.replace("#.........F", "#.A...B...F")


@pytest.mark.parametrize("rule", ["peek", "memory"])
def test_own_markers_are_seen_only_by_their_owner_on_their_own_turn_with_peek(rule):
    st = position(PEEK_HOUSE, params={"own_markers": rule}, hidden={"A": [(0, TRAP)], "B": [(1, VALUABLE)]},
                  crooks=((6, 10), (6, 10)), spins=[1])
    mine0 = {m for stack in st.squares.values() for m in stack if st.markers.owner(m) == 0}
    mine1 = {m for stack in st.squares.values() for m in stack if st.markers.owner(m) == 1}
    assert mine0 and mine1
    peek = rule == "peek"
    # seat 0's turn: seat 0 may look at its own markers (peek only), never at seat 1's
    assert set(st.view(0).known) == (mine0 if peek else set())
    assert st.view(1).known == {}
    st.apply(SPIN_ACTION)
    assert set(st.view(0).known) == (mine0 if peek else set())  # all through seat 0's turn
    st.apply(st.pending.actions[0])
    assert st.step == SPIN and st.current == 1
    # now seat 1's turn: the other way round
    assert st.view(0).known == {}
    assert set(st.view(1).known) == (mine1 if peek else set())


def test_reading_the_memory_rule_starts_when_the_whole_hiding_is_done():
    # "after hiding": while the others still hide, a player still sees their own markers
    st = SPEC.new_game(SPEC.standard(), 2, 3)
    while st.pending.seat == 0:
        st.apply(st.pending.actions[0])
    assert st.step == HIDE and st.pending.seat == 1
    assert set(st.view(0).known) == set(st.markers.of_seat(0))
    while st.step == HIDE:
        st.apply(st.pending.actions[0])
    assert st.step == SPIN and st.view(0).known == {} and st.view(1).known == {}
