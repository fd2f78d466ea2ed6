"""Tweens: values that move smoothly over time, with pytweening's easing curves.

Every animation in the app is a :class:`Tween` (or several): a card flying, a
button lifting on hover, a spinner slowing down. ``Timeline`` runs steps one
after another, which is how engine events are animated in order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pytweening

Easing = Callable[[float], float]

EASE_OUT = pytweening.easeOutCubic
EASE_IN_OUT = pytweening.easeInOutCubic
EASE_BACK = pytweening.easeOutBack
EASE_BOUNCE = pytweening.easeOutBounce
LINEAR = pytweening.linear


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp2(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass
class Tween:
    """Progress from 0 to 1 over ``duration`` seconds, eased."""

    duration: float
    easing: Easing = EASE_OUT
    delay: float = 0.0
    elapsed: float = 0.0
    on_done: Callable[[], None] | None = None
    _fired: bool = field(default=False, repr=False)

    @property
    def raw(self) -> float:
        if self.duration <= 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.easing(self.raw)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def update(self, dt: float) -> bool:
        """Advance; return True while still running."""
        self.elapsed += dt
        if self.done and not self._fired:
            self._fired = True
            if self.on_done:
                self.on_done()
        return not self.done

    def finish(self) -> None:
        self.update(self.delay + self.duration - self.elapsed + 1e-6)


class Smooth:
    """A value that eases towards a target (hover lifts, counters, highlights)."""

    def __init__(self, value: float = 0.0, speed: float = 12.0):
        self.value = value
        self.target = value
        self.speed = speed

    def update(self, dt: float) -> bool:
        if abs(self.target - self.value) < 1e-3:
            self.value = self.target
            return False
        k = min(1.0, dt * self.speed)
        self.value += (self.target - self.value) * k
        return True
