"""The hiding plan: markers placed in any order, checked by the engine's own rule, handed to
the engine in its order; every plan it accepts is legal, every square it refuses the engine
refuses too, with the same reason."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import IllegalActionError, Rng, VariantCatalog
from game.home_alone.board import FLOOR
from game.home_alone.hiding import HidingPlan, hide_problem, tray_order
from game.home_alone.markers import KID, TRAP, VALUABLE
from game.home_alone.rules import HIDE, SPIN, HideMarker
from game.home_alone.spec import SPEC

CATALOG = VariantCatalog(SPEC.schema, SPEC.variants_dir)


def hide_all(state, plan):
    for action in plan.actions():
        state.apply(action)


def test_view_says_how_many_markers_this_step_hides():
    state = SPEC.new_game(SPEC.standard().with_params(SPEC.schema, hide_batch=10), 2, 3)
    assert state.view(0).hide_step_left == 10
    for _ in range(10):
        state.apply(state.pending.actions[0])
    assert state.pending.seat == 1 and state.view(1).hide_step_left == 10
    plan = HidingPlan(state.view(1))
    assert plan.total == 10 and len(plan.later) == 15
    plan.fill_random(random.Random(1))
    hide_all(state, plan)
    assert state.pending.seat == 0 and state.step == HIDE


def test_tray_lists_the_kid_then_valuables_then_traps():
    state = SPEC.new_game(SPEC.standard(), 2, 1)
    plan = HidingPlan(state.view(0))
    kinds = [state.markers.kind(m) for m in plan.unplaced()]
    assert kinds == [KID] + [VALUABLE] * 8 + [TRAP] * 16
    assert tray_order(state.markers, plan.order) == plan.unplaced()


def test_markers_can_be_placed_in_any_order_and_reach_the_engine_in_its_order():
    state = SPEC.new_game(SPEC.standard(), 2, 4)
    view = state.view(0)
    plan = HidingPlan(view)
    squares = list(state.board.hideable)
    for i, marker in enumerate(reversed(plan.unplaced())):  # the traps first, the Kid last
        assert plan.place(marker, squares[i]) is None
    assert plan.complete
    wanted = dict(plan.where)
    hide_all(state, plan)
    seen = state.view(0).known
    assert {m: seen[m] for m in wanted} == wanted


def test_refusals_are_the_engines_own():
    state = SPEC.new_game(CATALOG.get("canadian").with_params(SPEC.schema, hide_batch=1), 4, 5)
    board = state.board
    target = board.hideable[7]
    for _ in range(3):  # three players fill the square (the Canadian limit)
        state.apply(HideMarker(target))
    plan = HidingPlan(state.view(3))
    why = plan.problem(target)
    assert why and "most allowed" in why
    with pytest.raises(IllegalActionError) as err:
        state.apply(HideMarker(target))
    assert str(err.value) == why
    for bad in (board.handle_bars[0], board.doors[0], board.treehouse[0], board.start, board.ladders[0]):
        why = plan.problem(bad)
        assert why and why.startswith("markers may only be hidden on house floor")
        with pytest.raises(IllegalActionError) as err:
            state.apply(HideMarker(bad))
        assert str(err.value) == why


def test_one_of_my_markers_per_square_moving_lifting_and_undo():
    state = SPEC.new_game(SPEC.standard(), 3, 6)
    plan = HidingPlan(state.view(0))
    kid, valuable = plan.unplaced()[:2]
    a, b = state.board.hideable[:2]
    assert plan.place(kid, a) is None
    assert "one per player" in plan.place(valuable, a)
    assert plan.place(kid, a) is None  # putting it back where it is: no change
    assert plan.place(kid, b) is None  # moved
    assert plan.place(valuable, a) is None
    assert plan.where == {kid: b, valuable: a}
    assert plan.lift(kid) and plan.where == {valuable: a}
    assert plan.undo() and plan.where == {kid: b, valuable: a}
    assert plan.undo() and plan.where == {kid: b}
    assert plan.undo() and plan.where == {kid: a}
    assert plan.undo() and plan.where == {}
    assert not plan.undo()


def test_random_rest_fills_the_tray_and_undoes_as_one_change():
    state = SPEC.new_game(SPEC.standard(), 4, 2)
    plan = HidingPlan(state.view(0))
    plan.place(plan.unplaced()[0], state.board.hideable[0])
    assert plan.fill_random(Rng(3)) == 24 and plan.complete
    assert len(set(plan.where.values())) == 25
    plan.undo()
    assert plan.placed == 1


def test_plan_needs_every_marker_placed():
    state = SPEC.new_game(SPEC.standard(), 2, 2)
    plan = HidingPlan(state.view(0))
    with pytest.raises(ValueError, match="not placed"):
        plan.actions()


def test_hide_problem_in_words():
    board = SPEC.new_game(SPEC.standard(), 2, 2).board
    floor = board.hideable[0]
    assert hide_problem(board, 4, (), 0, floor) is None
    assert "handle bar" in hide_problem(board, 4, (), 0, board.handle_bars[0])
    assert "yard" in hide_problem(board, 4, (), 0, board.squares_of("yard")[0])
    assert "not on the board" in hide_problem(board, 4, (), 0, 10_000)
    assert board.kind(floor) == FLOOR


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4), edition=st.sampled_from(["us", "canadian"]),
       batch=st.sampled_from([25, 7, 1]))
def test_every_plan_is_legal_for_the_engine(seed, players, edition, batch):
    """People hide one after another with random plans (moves and undos on the way):
    the engine accepts every plan, and play begins."""
    state = SPEC.new_game(CATALOG.get(edition).with_params(SPEC.schema, hide_batch=batch), players, seed)
    rnd = random.Random(seed)
    while state.step == HIDE:
        plan = HidingPlan(state.view(state.pending.seat))
        for _ in range(rnd.randrange(4)):
            marker = rnd.choice(plan.order)
            plan.place(marker, rnd.choice(state.board.hideable))
            if rnd.random() < 0.3:
                plan.undo()
        plan.fill_random(rnd)
        hide_all(state, plan)
    assert state.step == SPIN
    state.validate()
