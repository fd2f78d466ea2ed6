"""A one-line progress bar with time remaining, for the terminal.

It redraws at most ten times a second whatever the number of games, so
reporting progress costs next to nothing (the note in the playtest report
measures it). The time left is the games still to play at the rate seen so
far.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO


def duration(seconds: float) -> str:
    """``75`` -> ``"1 min 15 s"``."""
    seconds = max(0, int(round(seconds)))
    if seconds < 60:
        return f"{seconds} s"
    minutes, s = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {s:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


class Eta:
    """Rate and time left of a run, from the games done so far.

    With ``from_first=True`` the rate is measured from the first report on
    (the Lab's background process takes a second or two to start; that time
    should not make the first estimates absurd).
    """

    def __init__(self, total: int, clock=time.perf_counter, from_first: bool = False):
        self.total = total
        self.clock = clock
        self.start = clock()
        self.done = 0
        self.from_first = from_first
        self._base: tuple[float, int] | None = None if from_first else (self.start, 0)

    def update(self, done: int) -> None:
        if self._base is None and done > 0:
            self._base = (self.clock(), done)
        self.done = done

    @property
    def elapsed(self) -> float:
        return self.clock() - self.start

    def rate(self) -> float:
        if self._base is None:
            return 0.0
        t0, d0 = self._base
        e = self.clock() - t0
        return (self.done - d0) / e if e > 0 and self.done > d0 else 0.0

    def left(self) -> float | None:
        r = self.rate()
        if self.done == 0 or r <= 0:
            return None
        return (self.total - self.done) / r

    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0

    def text(self) -> str:
        left = self.left()
        when = "estimating the time left…" if left is None else f"about {duration(left)} left"
        if self.done >= self.total:
            when = f"done in {duration(self.elapsed)}"
        rate = self.rate()
        speed = f" · {rate:.0f} games/s" if rate > 0 else ""
        return f"{self.done:,}/{self.total:,} games{speed} · {when}"


class ProgressBar:
    """``progress(done, total)`` for :func:`game.playtest.runner.run`, drawing on a terminal."""

    def __init__(self, total: int, stream: TextIO | None = None, width: int = 28, interval: float = 0.1,
                 label: str = ""):
        self.eta = Eta(total)
        self.stream = stream or sys.stderr
        self.width = width
        self.interval = interval
        self.label = label
        self._last = 0.0
        self._shown = False

    def __call__(self, done: int, total: int) -> None:
        self.eta.total = total
        self.eta.update(done)
        now = time.perf_counter()
        if done < total and now - self._last < self.interval:
            return
        self._last = now
        self.draw()

    def draw(self) -> None:
        filled = int(self.width * self.eta.fraction())
        bar = "█" * filled + "·" * (self.width - filled)
        self.stream.write(f"\r{self.label}[{bar}] {self.eta.fraction() * 100:3.0f}% {self.eta.text()}\033[K")
        self.stream.flush()
        self._shown = True

    def close(self) -> None:
        if self._shown:
            self.stream.write("\n")
            self.stream.flush()
