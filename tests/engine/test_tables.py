"""grid and draws: values keyed by small numbers made once and read by list indexing; random draws in bulk."""

from __future__ import annotations

from game.engine.actions import TurnBegan, grid


def test_every_index_holds_the_value_made_for_it_once():
    made = []

    def make(seat, turn):
        made.append((seat, turn))
        return TurnBegan(seat, turn)

    table = grid(make, 3, 4)
    assert len(table) == 3 and all(len(row) == 4 for row in table)
    assert all(table[s][t] == TurnBegan(s, t) for s in range(3) for t in range(4))
    assert sorted(made) == [(s, t) for s in range(3) for t in range(4)]
    assert table[2][3] is table[2][3]


def test_one_dimension_and_three():
    assert grid(lambda i: i * i, 4) == [0, 1, 4, 9]
    cube = grid(lambda a, b, c: (a, b, c), 2, 3, 2)
    assert cube[1][2][0] == (1, 2, 0) and len(cube[1]) == 3


def test_draws_are_the_numbers_random_gives_one_by_one():
    from game.engine.rng import Rng, draws

    a, b = Rng(11), Rng(11)
    assert draws(a, 50) == [b.random() for _ in range(50)] and a.getstate() == b.getstate()
    assert draws(a, 0) == []
