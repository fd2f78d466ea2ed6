"""How far a run is and how long it has left: the words under every progress bar.

The command line draws its bar with rich (:mod:`game.commands.console`), the
Lab with pygame; both say the same thing through :class:`Eta`. The time left
is the games still to play at the rate seen so far.
"""

from __future__ import annotations

import time


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
