"""What is made once per object is made once, per object by identity, and never outlives its object's id."""

from __future__ import annotations

from game.engine.memo import per_object


class Thing:
    def __init__(self, n: int):
        self.n = n

    def __eq__(self, other: object) -> bool:  # equal things are still different objects
        return isinstance(other, Thing) and other.n == self.n

    __hash__ = object.__hash__


def test_made_once_per_object_and_shared():
    made: list[int] = []

    @per_object
    def double(t: Thing) -> int:
        made.append(t.n)
        return 2 * t.n

    a, b = Thing(1), Thing(1)
    assert (double(a), double(a), double(b)) == (2, 2, 2)
    assert made == [1, 1]  # a once, and b (equal, but another object) once
    assert double.__name__ == "double"


def test_a_reused_id_is_never_answered_from_another_object():
    @per_object
    def n_of(t: Thing) -> int:
        return t.n

    for n in range(200):  # objects freed at once: CPython hands their ids out again
        assert n_of(Thing(n)) == n


def test_the_memory_starts_again_past_its_limit():
    made: list[int] = []

    @per_object(limit=3)
    def n_of(t: Thing) -> int:
        made.append(t.n)
        return t.n

    things = [Thing(n) for n in range(4)]
    for t in things:
        n_of(t)
    n_of(things[0])  # the fourth cleared the memory, so the first is made again
    assert made == [0, 1, 2, 3, 0]
