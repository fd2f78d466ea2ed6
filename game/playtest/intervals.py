"""Confidence intervals and p-values in plain Python (no SciPy in the game).

Win rates use the Wilson score interval, which stays sensible near 0 % and
100 % and for a few dozen games. Means and paired differences use Student's t.
When many statistics are compared at once, :func:`holm` keeps the chance of
any false alarm at 5 % instead of 5 % per statistic.

>>> round(wilson(50, 100).low, 3), round(wilson(50, 100).high, 3)
(0.404, 0.596)
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from statistics import NormalDist
from typing import Sequence

LEVEL = 0.95
_Z = NormalDist().inv_cdf(0.5 + LEVEL / 2)


@dataclass(frozen=True)
class Estimate:
    """A value with its 95 % confidence interval (``low``/``high`` are None when unknown)."""

    value: float | None
    low: float | None
    high: float | None
    n: int

    def to_json(self) -> dict[str, float | int | None]:
        return {"value": _round(self.value), "low": _round(self.low), "high": _round(self.high), "n": self.n}

    @property
    def known(self) -> bool:
        return self.value is not None


NONE = Estimate(None, None, None, 0)


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 6)


def wilson(successes: float, n: int) -> Estimate:
    """The share ``successes / n`` with its Wilson score interval."""
    if n <= 0:
        return NONE
    p = successes / n
    z2 = _Z * _Z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = _Z * math.sqrt(max(0.0, p * (1 - p) / n + z2 / (4 * n * n))) / (1 + z2 / n)
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= n else min(1.0, centre + half)
    return Estimate(p, low, high, n)


def mean_sd(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    mean = math.fsum(values) / n
    if n < 2:
        return mean, 0.0
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var)


def mean_interval(values: Sequence[float]) -> Estimate:
    """The mean with Student's t interval (exact when every value is the same)."""
    n = len(values)
    if n == 0:
        return NONE
    mean, sd = mean_sd(values)
    if n < 2:
        return Estimate(mean, None, None, n)
    half = t_ppf(0.5 + LEVEL / 2, n - 1) * sd / math.sqrt(n)
    return Estimate(mean, mean - half, mean + half, n)


def rate_interval(values: Sequence[float]) -> Estimate:
    """A rate from per-game values: Wilson when every value is 0 or 1, else t."""
    if all(v == 0.0 or v == 1.0 for v in values):
        return wilson(sum(values), len(values))
    return mean_interval(values)


def median_interval(values: Sequence[float]) -> Estimate:
    """The median with a distribution-free interval: the order statistics a binomial count puts 95 % between."""
    n = len(values)
    if n == 0:
        return NONE
    xs = sorted(values)
    mid = n // 2
    median = xs[mid] if n % 2 else (xs[mid - 1] + xs[mid]) / 2
    if n < 2:
        return Estimate(median, None, None, n)
    half = _Z * math.sqrt(n) / 2
    lo = max(1, math.floor(n / 2 - half))
    hi = min(n, math.ceil(n / 2 + half + 1))
    return Estimate(median, xs[lo - 1], xs[hi - 1], n)


def sd_interval(values: Sequence[float]) -> Estimate:
    """The standard deviation with a large-sample interval (from the fourth moment: no normality assumed)."""
    n = len(values)
    if n < 2:
        return NONE if n == 0 else Estimate(0.0, None, None, n)
    mean, sd = mean_sd(values)
    if sd == 0.0:
        return Estimate(0.0, 0.0, 0.0, n)
    m4 = math.fsum((v - mean) ** 4 for v in values) / n
    se = math.sqrt(max(0.0, m4 - sd ** 4) / n) / (2 * sd)
    return Estimate(sd, max(0.0, sd - _Z * se), sd + _Z * se, n)


def unpaired_difference(a: Estimate, b: Estimate) -> tuple[Estimate, float]:
    """B − A for figures of a whole run (a median, a spread), treating A and B as independent.

    The two runs share their deals, so the true interval is narrower: this one
    errs on the side of calling fewer changes.
    """
    if a.value is None or b.value is None or None in (a.low, a.high, b.low, b.high):
        return NONE, 1.0
    se_a = (a.high - a.low) / (2 * _Z)  # type: ignore[operator]
    se_b = (b.high - b.low) / (2 * _Z)  # type: ignore[operator]
    diff = b.value - a.value
    se = math.sqrt(se_a * se_a + se_b * se_b)
    if se == 0.0:
        return Estimate(diff, diff, diff, min(a.n, b.n)), (1.0 if diff == 0.0 else 0.0)
    p = 2.0 * (1.0 - NormalDist().cdf(abs(diff) / se))
    return Estimate(diff, diff - _Z * se, diff + _Z * se, min(a.n, b.n)), p


def paired_difference(diffs: Sequence[float]) -> tuple[Estimate, float]:
    """Mean of paired differences, its t interval, and the two-sided p-value of "no change"."""
    n = len(diffs)
    if n == 0:
        return NONE, 1.0
    mean, sd = mean_sd(diffs)
    if sd == 0.0:
        # every pair moved by exactly the same amount: no noise at all
        return Estimate(mean, mean, mean, n), (1.0 if mean == 0.0 else 0.0)
    if n < 2:
        return Estimate(mean, None, None, n), 1.0
    se = sd / math.sqrt(n)
    half = t_ppf(0.5 + LEVEL / 2, n - 1) * se
    p = 2.0 * (1.0 - t_cdf(abs(mean) / se, n - 1))
    return Estimate(mean, mean - half, mean + half, n), max(0.0, min(1.0, p))


def holm(p_values: Sequence[float], alpha: float = 1 - LEVEL) -> list[bool]:
    """Which hypotheses to reject under Holm's step-down correction."""
    order = sorted(range(len(p_values)), key=lambda i: p_values[i])
    m = len(p_values)
    reject = [False] * m
    for rank, i in enumerate(order):
        if p_values[i] <= alpha / (m - rank):
            reject[i] = True
        else:
            break
    return reject


# -- Student's t through the regularized incomplete beta function ---------------------------

def _betacf(a: float, b: float, x: float) -> float:
    """Continued fraction of the incomplete beta function (Lentz's method)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-14:
            break
    return h


def _betai(a: float, b: float, x: float) -> float:
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    ln = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    front = math.exp(ln)
    if x < (a + 1.0) / (a + b + 2.0):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def t_cdf(t: float, df: int) -> float:
    """P(T <= t) for Student's t with ``df`` degrees of freedom."""
    if df > 1e7:
        return NormalDist().cdf(t)
    x = df / (df + t * t)
    tail = 0.5 * _betai(df / 2.0, 0.5, x)
    return 1.0 - tail if t > 0 else tail


@lru_cache(maxsize=256)
def t_ppf(q: float, df: int) -> float:
    """The ``q`` quantile of Student's t (bisection on :func:`t_cdf`; fine for a few hundred calls)."""
    if df > 1e7:
        return NormalDist().inv_cdf(q)
    lo, hi = -1e3, 1e3
    guess = NormalDist().inv_cdf(q)
    lo, hi = min(lo, guess), max(hi, guess)
    for _ in range(200):
        mid = (lo + hi) / 2
        if t_cdf(mid, df) < q:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-10:
            break
    return (lo + hi) / 2
