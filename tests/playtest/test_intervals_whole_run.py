"""Intervals of whole-run figures: the median's from order statistics, the spread's from the fourth moment."""

from __future__ import annotations

import random

from game.playtest.intervals import median_interval, sd_interval, unpaired_difference


def test_the_median_interval_covers_the_true_median_about_95_percent_of_the_time():
    rng = random.Random(7)
    hits = 0
    for _ in range(400):
        values = [rng.expovariate(1.0) for _ in range(101)]
        e = median_interval(values)
        hits += e.low <= 0.6931 <= e.high
    assert 0.92 <= hits / 400 <= 0.99


def test_the_spread_interval_covers_the_true_spread_about_95_percent_of_the_time():
    rng = random.Random(8)
    hits = 0
    for _ in range(400):
        values = [rng.uniform(0, 12) for _ in range(300)]
        e = sd_interval(values)
        hits += e.low <= 12 / 12 ** 0.5 <= e.high
    assert 0.91 <= hits / 400 <= 0.99


def test_an_unpaired_difference_is_significant_only_when_far_apart():
    a, b = median_interval(list(range(100))), median_interval(list(range(50, 150)))
    d, p = unpaired_difference(a, b)
    assert d.value == 50 and p < 0.001 and d.low > 0
    d, p = unpaired_difference(a, median_interval(list(range(1, 101))))
    assert p > 0.5
