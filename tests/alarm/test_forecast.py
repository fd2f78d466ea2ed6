"""When a card is dangerous for its recipient (the table's "ask about the Lawyer when it matters")."""

from __future__ import annotations

import pytest

from game.alarm.forecast import CAUGHT, CLOSE, SAFE, lawyer_question_matters, outcome
from tests.alarm.helpers import game


def _drawn_outcome(top, fronts, seat=1, **params):
    st = game(top=[top], fronts=fronts, **params)
    view = st.view(seat)
    return outcome(view, seat, view.drawn)


@pytest.mark.parametrize("top, fronts, expected", [
    ("police", {1: ["police"]}, CAUGHT),
    ("police", {}, CLOSE),  # 1 of 2 Police: one card away
    ("loot", {1: ["loot"]}, SAFE),
    ("loot", {1: ["loot", "loot", "loot"]}, CLOSE),
    ("loot", {1: ["loot"] * 4}, CAUGHT),
    ("guard_dog", {1: ["bone"]}, SAFE),  # the stored Bone deals with it
    ("guard_dog", {1: ["guard_dog"]}, CLOSE),
    ("padlock", {1: ["padlock"]}, SAFE),  # 2 of 4
    ("padlock", {1: ["padlock", "padlock"]}, CLOSE),
    ("padlock", {1: ["guard_dog", "guard_dog", "door_chain", "door_chain", "padlock"]}, CAUGHT),  # two of each
    ("padlock", {1: ["guard_dog", "guard_dog", "door_chain", "door_chain"]}, CLOSE),  # mixed set: 5 of 6
    ("padlock", {1: ["guard_dog", "guard_dog", "door_chain"]}, SAFE),  # mixed set: 4 of 6
    ("keys", {1: ["padlock", "padlock", "padlock"]}, SAFE),
    ("clover", {1: ["police"]}, SAFE),
    ("panic", {1: ["police"]}, SAFE),
])
def test_outcome_of_a_card(top, fronts, expected):
    assert _drawn_outcome(top, fronts) == expected


def test_dropped_loot_counts_only_when_someone_has_loot_to_grab():
    assert _drawn_outcome("dropped_loot", {1: ["loot"] * 4}) == SAFE
    assert _drawn_outcome("dropped_loot", {1: ["loot"] * 4, 2: ["loot"]}) == CAUGHT
    assert _drawn_outcome("dropped_loot", {1: ["loot"] * 3, 2: ["loot"]}) == CLOSE


def test_switched_off_combinations_are_never_dangerous():
    assert _drawn_outcome("police", {1: ["police"]}, caught_police=0) == SAFE


def test_the_question_matters_exactly_when_not_safe():
    st = game(top=["police"], fronts={2: ["police"]})
    view = st.view(None)
    assert lawyer_question_matters(view, 2, view.drawn)
    assert lawyer_question_matters(view, 1, view.drawn)  # 0 -> 1 of 2
    st = game(top=["bone"])
    view = st.view(None)
    assert not lawyer_question_matters(view, 1, view.drawn)


def test_public_view_reads_the_same():
    """The decision uses only what everyone sees: a seat's own view and the public view agree."""
    st = game(top=["loot"], fronts={1: ["loot"] * 3}, informant=True)
    assert outcome(st.view(1), 1, st.view(1).drawn) == outcome(st.view(-1), 1, st.view(-1).drawn) == CLOSE
