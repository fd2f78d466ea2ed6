"""Plays engine events as animations, one after another.

The engine returns events; a game scene turns each into one or more
:class:`Step` objects (a card flying, a flash, a pause, a callback) and queues
them here. The player runs them in order at the speed the family chose, and
``skip()`` completes everything at once. The UI never diffs states: what moves
on screen is exactly what the events say happened.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Iterable

import pygame

from game.ui.tween import EASE_IN_OUT, Easing, Tween


class Step:
    """One piece of animation. ``start`` runs once, ``update`` until it returns False."""

    duration: float = 0.0
    blocking: bool = True

    def start(self) -> None:
        pass

    def update(self, dt: float) -> bool:
        return False

    def finish(self) -> None:
        """Jump to the end state (used by skip)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Optional drawing on top of the table while the step runs."""


class Call(Step):
    """Run a function (update a sprite, play a sound, add a log line)."""

    def __init__(self, fn: Callable[[], None]):
        self.fn = fn
        self._done = False

    def start(self) -> None:
        if not self._done:
            self._done = True
            self.fn()

    def finish(self) -> None:
        self.start()


class Wait(Step):
    def __init__(self, seconds: float):
        self.tween = Tween(seconds)

    def update(self, dt: float) -> bool:
        return self.tween.update(dt)

    def finish(self) -> None:
        self.tween.finish()


class Animate(Step):
    """Call ``apply(t)`` with eased progress ``t`` from 0 to 1 over ``seconds``."""

    def __init__(self, seconds: float, apply: Callable[[float], None], easing: Easing = EASE_IN_OUT,
                 on_done: Callable[[], None] | None = None, draw_fn: Callable[[pygame.Surface, float], None] | None = None):
        self.tween = Tween(seconds, easing)
        self.apply = apply
        self.on_done = on_done
        self.draw_fn = draw_fn
        self._ended = False

    def start(self) -> None:
        self.apply(0.0)

    def update(self, dt: float) -> bool:
        running = self.tween.update(dt)
        self.apply(self.tween.value)
        if not running:
            self._end()
        return running

    def _end(self) -> None:
        if not self._ended:
            self._ended = True
            if self.on_done:
                self.on_done()

    def finish(self) -> None:
        self.tween.finish()
        self.apply(1.0)
        self._end()

    def draw(self, surface: pygame.Surface) -> None:
        if self.draw_fn is not None:
            self.draw_fn(surface, self.tween.value)


class Together(Step):
    """Several steps at the same time (two cards flying to the discard pile)."""

    def __init__(self, steps: Iterable[Step]):
        self.steps = list(steps)
        self.running: list[Step] = []

    def start(self) -> None:
        for s in self.steps:
            s.start()
        self.running = list(self.steps)

    def update(self, dt: float) -> bool:
        self.running = [s for s in self.running if s.update(dt)]
        return bool(self.running)

    def finish(self) -> None:
        for s in self.running:
            s.finish()
        self.running = []

    def draw(self, surface: pygame.Surface) -> None:
        for s in self.running:
            s.draw(surface)


class Seq(Step):
    """Steps one after another, as one step (staggered flights inside a ``Together``)."""

    def __init__(self, steps: Iterable[Step]):
        self.steps = list(steps)
        self.i = 0
        self._started = False

    def _begin(self) -> None:
        if self.i < len(self.steps):
            self.steps[self.i].start()

    def start(self) -> None:
        if not self._started:
            self._started = True
            self._begin()

    def update(self, dt: float) -> bool:
        while self.i < len(self.steps):
            if self.steps[self.i].update(dt):
                return True
            dt = 0.0
            self.i += 1
            self._begin()
        return False

    def finish(self) -> None:
        self.start()
        while self.i < len(self.steps):
            self.steps[self.i].finish()
            self.i += 1
            if self.i < len(self.steps):
                self.steps[self.i].start()

    def draw(self, surface: pygame.Surface) -> None:
        if self.i < len(self.steps):
            self.steps[self.i].draw(surface)


class Lazy(Step):
    """A step built only when it starts, so it can use sprites that earlier steps made
    (a card is often created by the step before the one that flies it)."""

    def __init__(self, factory: Callable[[], Step | None]):
        self.factory = factory
        self.inner: Step | None = None
        self._started = False

    def start(self) -> None:
        if not self._started:
            self._started = True
            self.inner = self.factory()
            if self.inner is not None:
                self.inner.start()

    def update(self, dt: float) -> bool:
        return self.inner.update(dt) if self.inner is not None else False

    def finish(self) -> None:
        self.start()
        if self.inner is not None:
            self.inner.finish()

    def draw(self, surface: pygame.Surface) -> None:
        if self.inner is not None:
            self.inner.draw(surface)


class EventPlayer:
    """A queue of steps run one after another."""

    def __init__(self, speed: float = 1.0):
        self.queue: deque[Step] = deque()
        self.current: Step | None = None
        self.speed = speed

    @property
    def idle(self) -> bool:
        return self.current is None and not self.queue

    def add(self, *steps: Step) -> None:
        self.queue.extend(steps)

    def extend(self, steps: Iterable[Step]) -> None:
        self.queue.extend(steps)

    def update(self, dt: float) -> bool:
        """Advance; return True while anything is playing."""
        budget = dt * self.speed
        guard = 0
        while True:
            if self.current is None:
                if not self.queue:
                    return False
                self.current = self.queue.popleft()
                self.current.start()
            if self.current.update(budget):
                return True
            self.current = None
            budget = 0.0
            guard += 1
            if guard > 500:  # many instant steps in one frame: continue next frame
                return True

    def skip(self) -> None:
        """Complete everything queued, at once."""
        if self.current is not None:
            self.current.finish()
            self.current = None
        while self.queue:
            step = self.queue.popleft()
            step.start()
            step.finish()

    def draw(self, surface: pygame.Surface) -> None:
        if self.current is not None:
            self.current.draw(surface)
