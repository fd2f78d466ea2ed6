"""The Alcatraz shuffle deals exactly what ``Rng.shuffle`` deals, and leaves the generator where it would.

Games are dealt by :func:`game.alcatraz.state.shuffle_cards` (faster than Python's);
a save, a replay or a seeded playtest must still find the same cards where the
generator's own shuffle put them.
"""

from __future__ import annotations

import random

import pytest

from game.alcatraz.state import shuffle_cards
from game.engine import Rng


@pytest.mark.parametrize("size", [0, 1, 2, 3, 31, 64, 65, 98, 255, 256, 300])
def test_shuffle_matches_the_generators_own(size):
    for seed in range(40):
        mine, theirs = Rng(seed), Rng(seed)
        a, b = list(range(size)), list(range(size))
        shuffle_cards(mine, a)
        theirs.shuffle(b)
        assert a == b
        assert mine.getstate() == theirs.getstate()


def test_a_generator_of_another_make_keeps_its_own_shuffle():
    class Odd(random.Random):
        def random(self):
            return 0.0

    cards = list(range(10))
    shuffle_cards(Odd(1), cards)
    expected = list(range(10))
    Odd(1).shuffle(expected)
    assert cards == expected
